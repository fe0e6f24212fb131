#include "core/standard/block_table.h"

namespace catanlab {

void BlockTable::keep(BlockHandle& handle, ActionSpace::Block b, BlockApply apply) {
  apply_.resize(size_t(b) + 1, nullptr);
  apply_[size_t(b)] = apply;
  handle.block = b;
  handles_.push_back(&handle);
}

void BlockTable::add(BlockHandle& handle, std::string name, Domain domain, int size, BlockApply apply) {
  keep(handle, space_.add(std::move(name), domain, size), apply);
}

void BlockTable::add_list(BlockHandle& handle, std::string name, std::vector<std::string> labels, BlockApply apply) {
  keep(handle, space_.add_list(std::move(name), std::move(labels)), apply);
}

void BlockTable::add_chance(BlockHandle& handle, std::string name, Domain domain, int size, BlockApply apply) {
  keep(handle, space_.add_chance(std::move(name), domain, size), apply);
}

void BlockTable::add_chance_list(BlockHandle& handle, std::string name, std::vector<std::string> labels,
                                 BlockApply apply) {
  keep(handle, space_.add_chance_list(std::move(name), std::move(labels)), apply);
}

void BlockTable::finish() {
  space_.finish();
  for (BlockHandle* h : handles_) {
    h->first = space_.first(h->block);
    h->size = space_.size(h->block);
  }
}

}  // namespace catanlab
