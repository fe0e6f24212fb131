#pragma once
// BlockTable: the standard family's action blocks with their rules. A module
// declares each block here (Module::declare) with its handler, which applies
// an index within the block; StdGame dispatches an id to its block's handler
// (id -> block -> handler), and no module decodes ids by offsets. A module
// keeps the handles of its blocks in a struct it exposes (BaseBlocks), so a
// module that extends or filters it names its blocks (`base.build_road`).
#include <string>
#include <vector>

#include "core/engine/action_space.h"

namespace catanlab {

class Module;
class StdGame;
struct StdState;

// Applies the id `index` places into its block (a vertex, an edge, a seat, a label's position);
// `self` is the module that declared the block (a handler that reads the module's own tables
// casts it to its type).
using BlockApply = void (*)(const Module& self, const StdGame& g, StdState& s, int index);

// A declared block as code refers to it: its number in the ActionSpace, and once every module
// declared its blocks, its first id and size.
struct BlockHandle {
  ActionSpace::Block block = -1;
  Action first = -1;
  int size = 0;
  Action id(int index) const { return first + index; }
  bool contains(Action a) const { return unsigned(a - first) < unsigned(size); }
  int index_of(Action a) const { return a - first; }  // contains(a)
};

class BlockTable {
 public:
  explicit BlockTable(ActionSpace& space) : space_(space) {}

  // As ActionSpace's add, add_list, add_chance and add_chance_list, with the block's handler; the
  // handle is filled once the space is finished (finish).
  void add(BlockHandle& handle, std::string name, Domain domain, int size, BlockApply apply);
  void add_list(BlockHandle& handle, std::string name, std::vector<std::string> labels, BlockApply apply);
  void add_chance(BlockHandle& handle, std::string name, Domain domain, int size, BlockApply apply);
  void add_chance_list(BlockHandle& handle, std::string name, std::vector<std::string> labels, BlockApply apply);

  // Finishes the space and fills the handles; the handler of each block.
  void finish();
  BlockApply apply(ActionSpace::Block b) const { return b < int(apply_.size()) ? apply_[size_t(b)] : nullptr; }

 private:
  void keep(BlockHandle& handle, ActionSpace::Block b, BlockApply apply);

  ActionSpace& space_;
  std::vector<BlockApply> apply_;     // by block
  std::vector<BlockHandle*> handles_;  // filled by finish
};

}  // namespace catanlab
