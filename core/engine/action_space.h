#pragma once
// ActionSpace: a game's decisions and chance outcomes as named blocks of
// dense ids. A block is declared once, with a name and a domain (one id, or
// one per seat, resource, vertex, edge, hex, or listed label); a rule set
// declares only the blocks it uses. Ids follow the order of declaration,
// every decision block before every chance block, so a network's policy
// head is the decision range [0, num_actions()). Every id has a stable name:
// the block's name, then its label ("build_road e17", "roll 8", "end_turn").
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace catanlab {

using Action = int32_t;

enum class Domain : uint8_t { Fixed, Seat, Resource, Vertex, Edge, Hex, List };

class ActionSpace {
 public:
  using Block = int;

  // Declaring, while a Game is assembled. `size`: the domain's count (seats,
  // vertices, edges or hexes; ignored for Fixed and Resource); List takes its
  // labels. A block without a name names each id by its label alone.
  Block add(std::string name, Domain domain, int size = 1);
  Block add_list(std::string name, std::vector<std::string> labels);
  Block add_chance(std::string name, Domain domain, int size = 1);
  Block add_chance_list(std::string name, std::vector<std::string> labels);
  // Assigns ids and names (decisions first); throws std::logic_error if two ids share a name.
  void finish();

  int num_actions() const { return num_actions_; }
  int num_ids() const { return int(block_of_.size()); }
  int num_chance() const { return num_ids() - num_actions_; }
  int num_blocks() const { return int(blocks_.size()); }

  Action first(Block b) const { return blocks_[b].first; }
  int size(Block b) const { return blocks_[b].size; }
  bool contains(Block b, Action a) const { return a >= blocks_[b].first && a < blocks_[b].first + blocks_[b].size; }
  Block block_of(Action a) const { return block_of_[a]; }
  int index_of(Action a) const { return a - blocks_[block_of_[a]].first; }
  const std::string& block_name(Block b) const { return blocks_[b].name; }
  // The first block of that name (a decision block before a chance block), if the game has one.
  std::optional<Block> find(std::string_view block_name) const;

  const std::string& name(Action a) const { return names_[a]; }  // a < num_ids()
  std::optional<Action> id(std::string_view name) const;

 private:
  struct Spec {
    std::string name;
    Domain domain;
    int size;
    std::vector<std::string> labels;
    bool chance;
    Action first = 0;
  };
  Block declare(Spec spec);
  static std::string label(const Spec& b, int i);

  std::vector<Spec> blocks_;
  std::vector<Block> block_of_;
  std::vector<std::string> names_;
  std::unordered_map<std::string, Action> ids_;
  int num_actions_ = 0;
  bool finished_ = false;
};

}  // namespace catanlab
