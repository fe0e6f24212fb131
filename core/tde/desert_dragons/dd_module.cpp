// The Desert Dragons' options, blocks, phases, the board's deserts it reads once, set-up and
// registration.
#include <fmt/format.h>

#include "core/standard/module_registry.h"
#include "core/config_error.h"
#include "core/seafarers/sea_rules.h"
#include "core/tde/desert_dragons/dd_rules.h"

namespace catanlab {

using namespace dd_ids;

OptionTable DesertDragons::options() {
  return option_table(opt_, {
      CATANLAB_OPTION(opt_, dd_dragons, "Desert Dragons: dragons in the supply at the start", 0, 60),
      CATANLAB_OPTION(opt_, dd_per_build, "Desert Dragons: dragons gathering per settlement or city built", 1, 10),
  });
}

std::vector<PhaseSpec> DesertDragons::phases() const {
  using namespace DdPhase;
  return {{Gather, "dd_gather"}, {Invade, "dd_invade"}};
}

// The deserts are the board's desert hexes (the book's three, fixed); no gold field, whose
// production would hold the roll before the invasion (Seafarers' picks).
void DesertDragons::declare(BlockTable& blocks, const StdGame& g) {
  const Topology& t = g.topo();
  auto fail = [&](const std::string& what) {
    throw ConfigError(fmt::format("rule set '{}': board '{}': {}", g.rules().name, g.board().name, what));
  };
  if (!g.has_slice<SeaSlice>()) fail("desert_dragons needs the seafarers module (ships to the neighbouring island)");
  if (g.opt().robber) fail("desert_dragons has no robber: set the option robber to 0");
  deserts_.clear();
  desert_index_.fill(-1);
  for (int h = 0; h < t.num_hexes; ++h) {
    const Terrain x = g.board().layout.terrain[h];
    if (x == Terrain::Gold) fail(fmt::format("h{} is a gold field: the Desert Dragons have none", h));
    if (x != Terrain::Desert) continue;
    if (int(deserts_.size()) == kMaxDeserts) fail(fmt::format("more than {} deserts", kMaxDeserts));
    desert_index_[size_t(h)] = int8_t(deserts_.size());
    deserts_.push_back(h);
  }
  if (deserts_.empty()) fail("no desert for the dragons to gather on");
  if (g.board().shuffle_terrain)
    for (int h : deserts_)
      for (int k = 0; k < t.num_hexes; ++k)
        if (k != h && g.board().hex_group[k] == g.board().hex_group[h] && g.board().layout.terrain[k] != Terrain::Desert &&
            t.land.test(k))
          fail(fmt::format("desert h{} shuffles with other land (group of h{}): the deserts lie fixed", h, k));
  blocks.add(blocks_[kGatherOn], "gather_on", Domain::Hex, t.num_hexes, apply_gather_on);
  blocks.add(blocks_[kDragonFrom], "dragon_from", Domain::Hex, t.num_hexes, apply_dragon_from);
  blocks.add(blocks_[kSlay], "slay", Domain::Hex, t.num_hexes, apply_slay);
}

void DesertDragons::setup(const StdGame& g, StdState& s) const {
  DdSlice& d = dd_of(g, s);
  d = DdSlice{};
  d.supply = uint8_t(opt_.dd_dragons);
}

namespace dd {
const std::vector<int>& deserts(const StdGame& g) { return g.module<DesertDragons>().deserts_; }
}  // namespace dd

void register_desert_dragons() {
  register_module("desert_dragons", []() -> std::unique_ptr<Module> { return std::make_unique<DesertDragons>(); });
}

}  // namespace catanlab
