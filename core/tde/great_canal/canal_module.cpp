// The Great Canal's options, the board's canal, basin, lake, farmland and small
// islands read once, the blocks its filter reads, set-up, points and registration.
#include <fmt/format.h>

#include "core/base/base_rules.h"
#include "core/standard/module_registry.h"
#include "core/cities_knights/ck_rules.h"
#include "core/config_error.h"
#include "core/seafarers/sea_rules.h"
#include "core/tde/great_canal/canal_rules.h"

namespace catanlab {

OptionTable GreatCanal::options() {
  return option_table(opt_, {
      CATANLAB_OPTION(opt_, canal_finish, "Great Canal: canal hexes dug that finish the canal and flood the basin", 1, 96),
  });
}

void GreatCanal::declare(BlockTable&, const StdGame& g) {  // no blocks of its own: its rules filter others'
  const Topology& t = g.topo();
  const BoardSpec& board = g.board();
  auto fail = [&](const std::string& what) {
    throw ConfigError(fmt::format("rule set '{}': board '{}': {}", g.rules().name, board.name, what));
  };
  auto land_markers = [&](const char* kind) {
    const HexSet hexes = board.markers_of(kind).hexes;
    hexes.for_each([&](int h) {
      if (!t.land.test(h) || board.layout.terrain[h] == Terrain::Sea) fail(fmt::format("{} marker on h{}, a sea hex", kind, h));
    });
    return hexes;
  };
  canal_ = land_markers("canal");
  farmland_ = land_markers("farmland");
  islets_ = land_markers("small_island");
  lake_ = land_markers("lake");
  const HexSet basin = land_markers("basin");
  if (!canal_.any()) fail("no canal markers");
  if (opt_.canal_finish > canal_.count())
    fail(fmt::format("canal_finish {} is more than the {} canal hexes", opt_.canal_finish, canal_.count()));
  if (basin.count() != 1) fail(fmt::format("{} basin markers (one desert floods)", basin.count()));
  basin_ = basin.nth(0);
  for (const HexSet& hs : {basin, lake_})
    hs.for_each([&](int h) {
      if (board.layout.terrain[h] != Terrain::Desert) fail(fmt::format("basin or lake h{} is not a desert", h));
    });
  farmland_.for_each([&](int h) {
    if (board.layout.terrain[h] != Terrain::Fields) fail(fmt::format("farmland h{} is not fields", h));
  });
  if ((canal_ & (farmland_ | islets_ | lake_ | basin)).any() || (islets_ & (farmland_ | lake_ | basin)).any())
    fail("a hex marked canal, farmland, small_island, lake or basin twice");
  islet_vertices_ = home_vertices_ = gold_corners_ = {};
  islets_.for_each([&](int h) {
    islet_vertices_ |= t.hex_vertices[h];
    if (board.layout.terrain[h] == Terrain::Gold) gold_corners_ |= t.hex_vertices[h];
  });
  trade_posts_.clear();
  trade_post_vertices_ = {};
  for (size_t slot = 0; slot < board.harbor_edges.size(); ++slot)
    for (int v : t.edge_vertex[board.harbor_edges[slot]])
      if (islet_vertices_.test(v)) trade_posts_.push_back({v, int(slot)}), trade_post_vertices_.set(v);
  sea_ = &g.module<Seafarers>();
}

void GreatCanal::numbered(const StdGame& g) {
  const BaseBlocks& base = base_blocks(g);
  const CkBlocks& ck = ck_blocks(g);
  forbidden_.assign(size_t(g.num_ids()), 0);
  // Each id of block h whose place (a corner or a hex) is in `at`, forbidden as `when` says (bits as forbidden_'s).
  auto forbid = [&](const BlockHandle& h, const auto& at, uint8_t when) {
    for (int i = 0; i < h.size; ++i)
      if (at.test(i)) forbidden_[size_t(h.id(i))] |= when;
  };
  for (const BlockHandle* islet : {&base.build_settlement, &ck.build_knight, &ck.place_knight}) forbid(*islet, islet_vertices_, 3);
  for (const BlockHandle* lake : {&base.move_robber, &ck.play_bishop}) {
    forbid(*lake, lakes_when(false), 1);
    forbid(*lake, lakes_when(true), 2);
  }
  forbid(ck.inventor_swap, farmland_, 1);  // face down until the canal is finished
}

HexSet GreatCanal::lakes_now(const StdGame& g, const StdState& s) const { return lakes_when(canal_of(g, s).dug == canal_); }

HexSet GreatCanal::lakes_when(bool flooded) const {
  HexSet out = lake_;
  if (flooded) out.set(basin_);
  return out;
}

void GreatCanal::extend(Module& extended) { static_cast<CitiesKnights&>(extended).set_extension(*this); }

// Knights on the small islands do not count against the barbarians; the attack still deactivates them (ours).
void GreatCanal::attack_exemptions(const StdGame&, const StdState&, VertexSet& not_defending, VertexSet&) const {
  not_defending |= islet_vertices_;
}

void GreatCanal::setup(const StdGame& g, StdState& s) const {
  canal_of(g, s) = CanalSlice{};
  s.base.barren |= farmland_;  // its tokens lie face down until the flood
}

namespace canal {

const HexSet& hexes(const StdGame& g) { return g.module<GreatCanal>().canal_; }
int basin(const StdGame& g) { return g.module<GreatCanal>().basin_; }
const HexSet& farmland(const StdGame& g) { return g.module<GreatCanal>().farmland_; }
const HexSet& small_islands(const StdGame& g) { return g.module<GreatCanal>().islets_; }
const VertexSet& islet_vertices(const StdGame& g) { return g.module<GreatCanal>().islet_vertices_; }

bool flooded(const StdGame& g, const StdState& s) { return canal_of(g, s).dug == hexes(g); }

HexSet lakes(const StdGame& g, const StdState& s) { return g.module<GreatCanal>().lakes_now(g, s); }

}  // namespace canal

void register_great_canal() {
  register_module("great_canal", []() -> std::unique_ptr<Module> { return std::make_unique<GreatCanal>(); });
}

}  // namespace catanlab
