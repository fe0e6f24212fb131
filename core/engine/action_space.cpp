#include "core/engine/action_space.h"

#include <fmt/format.h>
#include <stdexcept>

#include "core/board/terrain.h"

namespace catanlab {

ActionSpace::Block ActionSpace::declare(Spec spec) {
  if (finished_) throw std::logic_error("ActionSpace: block '" + spec.name + "' declared after finish()");
  blocks_.push_back(std::move(spec));
  return Block(blocks_.size() - 1);
}

namespace {
int domain_size(Domain d, int size) { return d == Domain::Fixed ? 1 : d == Domain::Resource ? kNumResources : size; }
}  // namespace

ActionSpace::Block ActionSpace::add(std::string name, Domain domain, int size) {
  return declare({std::move(name), domain, domain_size(domain, size), {}, false});
}

ActionSpace::Block ActionSpace::add_list(std::string name, std::vector<std::string> labels) {
  const int n = int(labels.size());
  return declare({std::move(name), Domain::List, n, std::move(labels), false});
}

ActionSpace::Block ActionSpace::add_chance(std::string name, Domain domain, int size) {
  return declare({std::move(name), domain, domain_size(domain, size), {}, true});
}

ActionSpace::Block ActionSpace::add_chance_list(std::string name, std::vector<std::string> labels) {
  const int n = int(labels.size());
  return declare({std::move(name), Domain::List, n, std::move(labels), true});
}

std::string ActionSpace::label(const Spec& b, int i) {
  switch (b.domain) {
    case Domain::Fixed: return {};
    case Domain::Seat: return fmt::format("p{}", i);
    case Domain::Resource: return std::string(kResourceNames[i]);
    case Domain::Vertex: return fmt::format("v{}", i);
    case Domain::Edge: return fmt::format("e{}", i);
    case Domain::Hex: return fmt::format("h{}", i);
    case Domain::List: return b.labels[i];
  }
  return {};
}

void ActionSpace::finish() {
  for (bool chance : {false, true})
    for (Block b = 0; b < Block(blocks_.size()); ++b) {
      Spec& spec = blocks_[b];
      if (spec.chance != chance) continue;
      spec.first = Action(block_of_.size());
      for (int i = 0; i < spec.size; ++i) {
        const std::string l = label(spec, i);
        names_.push_back(spec.name.empty() ? l : l.empty() ? spec.name : spec.name + " " + l);
        block_of_.push_back(b);
      }
      if (!chance) num_actions_ = int(block_of_.size());
    }
  for (Action a = 0; a < Action(names_.size()); ++a)
    if (!ids_.emplace(names_[a], a).second) throw std::logic_error("ActionSpace: two ids named '" + names_[a] + "'");
  finished_ = true;
}

std::optional<ActionSpace::Block> ActionSpace::find(std::string_view block_name) const {
  for (bool chance : {false, true})
    for (Block b = 0; b < Block(blocks_.size()); ++b)
      if (blocks_[b].chance == chance && blocks_[b].name == block_name) return b;
  return std::nullopt;
}

std::optional<Action> ActionSpace::id(std::string_view name) const {
  auto it = ids_.find(std::string(name));
  if (it == ids_.end()) return std::nullopt;
  return it->second;
}

}  // namespace catanlab
