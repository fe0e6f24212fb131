#pragma once
// BlockHandlers: a family's action blocks declared with their handlers, for a
// family with a game of its own (Catan Conquest, Colonies; the standard
// family's modules declare theirs in core/standard/block_table.h). Once the
// space is finished, every id carries its block's handler and first id, so the
// family dispatches id -> block -> handler in one look-up and no code decodes
// ids by a ladder of block comparisons.
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "core/engine/action_space.h"

namespace catanlab {

// An id's handler and the first id of its block: the handler takes the index a - first.
template <class Apply>
struct IdHandler {
  Apply apply;
  Action first;
};

// Apply: the family's handler type, a function pointer (its game, its state, the index in the block).
template <class Apply>
class BlockHandlers {
 public:
  explicit BlockHandlers(ActionSpace& space) : space_(space) {}

  // As ActionSpace's add, add_list, add_chance and add_chance_list, with the block's handler.
  ActionSpace::Block add(std::string name, Domain domain, int size, Apply apply) {
    return keep(space_.add(std::move(name), domain, size), apply);
  }
  ActionSpace::Block add_list(std::string name, std::vector<std::string> labels, Apply apply) {
    return keep(space_.add_list(std::move(name), std::move(labels)), apply);
  }
  ActionSpace::Block add_chance(std::string name, Domain domain, int size, Apply apply) {
    return keep(space_.add_chance(std::move(name), domain, size), apply);
  }
  ActionSpace::Block add_chance_list(std::string name, std::vector<std::string> labels, Apply apply) {
    return keep(space_.add_chance_list(std::move(name), std::move(labels)), apply);
  }

  // Finishes the space; each id's handler, by id.
  std::vector<IdHandler<Apply>> finish() {
    space_.finish();
    std::vector<IdHandler<Apply>> by_id;
    by_id.reserve(size_t(space_.num_ids()));
    for (Action a = 0; a < space_.num_ids(); ++a) {
      const ActionSpace::Block b = space_.block_of(a);
      by_id.push_back({apply_[size_t(b)], space_.first(b)});
    }
    return by_id;
  }

 private:
  ActionSpace::Block keep(ActionSpace::Block b, Apply apply) {
    if (!apply) throw std::logic_error("block '" + space_.block_name(b) + "' declared without a handler");
    apply_.resize(size_t(b) + 1, nullptr);
    apply_[size_t(b)] = apply;
    return b;
  }

  ActionSpace& space_;
  std::vector<Apply> apply_;  // by block
};

}  // namespace catanlab
