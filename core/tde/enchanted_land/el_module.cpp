// Enchanted Land's options, blocks, phases, the board's land and dragon spots
// it reads once, set-up, points and registration.
#include <fmt/format.h>

#include "core/base/base_rules.h"
#include "core/standard/module_registry.h"
#include "core/cities_knights/ck_rules.h"
#include "core/config_error.h"
#include "core/tde/enchanted_land/el_rules.h"

namespace catanlab {

using namespace el_ids;

OptionTable EnchantedLand::options() {
  return option_table(opt_, {
      OptionSpec{"el_flags_1", "Enchanted Land: dragons with flag 1 (any knight beats them)", 0, 60, &opt_.flags[0]},
      OptionSpec{"el_flags_2", "Enchanted Land: dragons with flag 2 (strong and mighty knights beat them)", 0, 60, &opt_.flags[1]},
      OptionSpec{"el_flags_3", "Enchanted Land: dragons with flag 3 (mighty knights beat them)", 0, 60, &opt_.flags[2]},
      CATANLAB_OPTION(opt_, el_steps, "Enchanted Land: paths a knight moves there", 1, 10),
      CATANLAB_OPTION(opt_, el_dragon_win, "Enchanted Land: dragons slain that win the game at once", 1, 60),
  });
}

std::vector<PhaseSpec> EnchantedLand::phases() const {
  using namespace ElPhase;
  return {{CrossTo, "el_cross_to"}, {MoveTo, "el_move_to"}, {Place, "el_place"}, {Flag, "el_flag", true}};
}

// The Enchanted Land from the board's "enchanted" markers: its corners, coast and inland spots (one
// dragon each), and each corner's reach in el_steps paths over its own paths.
void EnchantedLand::declare(BlockTable& blocks, const StdGame& g) {
  const Topology& t = g.topo();
  auto fail = [&](const std::string& what) {
    throw ConfigError(fmt::format("rule set '{}': board '{}': {}", g.rules().name, g.board().name, what));
  };
  land_ = {};
  for (const Marker& m : g.board().markers)
    if (m.kind == "enchanted") {
      if (!t.land.test(m.hex)) fail(fmt::format("enchanted marker on h{}, a sea hex", m.hex));
      land_.set(m.hex);
    }
  if (!land_.any()) fail("no enchanted markers for the Enchanted Land");
  vertices_ = coast_ = {};
  land_.for_each([&](int h) { vertices_ |= t.hex_vertices[h]; });
  vertices_.for_each([&](int v) {
    for (int8_t h : t.vertex_hex[v])
      if (h < 0 || !land_.test(h)) coast_.set(v);  // beside another hex, or on the frame
  });
  spots_ = vertices_ - coast_;
  shore_paths_ = {};
  coast_.for_each([&](int v) { shore_paths_ |= t.vertex_edges[v]; });
  const int flags = opt_.flags[0] + opt_.flags[1] + opt_.flags[2];
  if (flags != spots_.count())
    fail(fmt::format("{} dragon flags (el_flags_1..3) for {} inland corners of the Enchanted Land", flags, spots_.count()));
  within_.assign(size_t(t.num_vertices), VertexSet{});
  vertices_.for_each([&](int v) {
    VertexSet reach, ring;
    reach.set(v), ring.set(v);
    for (int step = 0; step < opt_.el_steps; ++step) {
      VertexSet next;
      ring.for_each([&](int w) { next |= t.vertex_neighbours[w] & vertices_; });
      ring = next - reach;
      reach |= next;
    }
    reach.reset(v);
    within_[size_t(v)] = reach;
  });

  const int nv = t.num_vertices;
  blocks.add(blocks_[kCross], "cross", Domain::Vertex, nv, apply_cross);
  blocks.add(blocks_[kCrossTo], "cross_to", Domain::Vertex, nv, apply_cross_to);
  blocks.add(blocks_[kMove], "el_move", Domain::Vertex, nv, apply_move);
  blocks.add(blocks_[kMoveTo], "el_to", Domain::Vertex, nv, apply_move_to);
  blocks.add(blocks_[kPlace], "el_place", Domain::Vertex, nv, apply_place);
  blocks.add(blocks_[kFight], "fight_dragon", Domain::Vertex, nv, apply_fight);
  blocks.add_chance_list(flag_, "dragon_flag", {"1", "2", "3"}, apply_flag);
}

// What the Enchanted Land forbids of others' ids whatever the State: settlements inland there and
// cities anywhere there (Medicine's too); C&K's knights built, placed or moved there, or moved on it
// (they cross and move by its rules); Intrigue against knights there; Inventor's tokens there.
void EnchantedLand::numbered(const StdGame& g) {
  const BaseBlocks& base = base_blocks(g);
  const CkBlocks& ck = ck_blocks(g);
  judged_.assign(size_t(g.num_ids()), Judged::Kept);
  auto judge = [&](const BlockHandle& h, auto how) {  // how(index): the id at index
    for (int i = 0; i < h.size; ++i) judged_[size_t(h.id(i))] = how(i);
  };
  auto forbid = [](const auto& at) { return [&at](int i) { return at.test(i) ? Judged::Forbidden : Judged::Kept; }; };
  judge(base.build_settlement, forbid(spots_));
  judge(base.build_city, forbid(vertices_));
  judge(ck.inventor_swap, forbid(land_));
  for (const BlockHandle* there : {&ck.build_knight, &ck.place_knight, &ck.play_intrigue, &ck.remove_knight,
                                   &ck.play_medicine})  // Medicine: a city at a settlement's price
    judge(*there, forbid(vertices_));
  judge(ck.play_deserter, [](int) { return Judged::Deserter; });
  judge(ck.move_knight, [&](int v) { return vertices_.test(v) ? Judged::Forbidden : Judged::MoveKnight; });
  judge(ck.knight_to, [&](int v) { return vertices_.test(v) ? Judged::KnightTo : Judged::Kept; });
}

void EnchantedLand::extend(Module& extended) { static_cast<CitiesKnights&>(extended).set_extension(*this); }

void EnchantedLand::attack_exemptions(const StdGame&, const StdState&, VertexSet& not_defending, VertexSet& kept_active) const {
  not_defending |= vertices_;
  kept_active |= vertices_;
}

void EnchantedLand::setup(const StdGame& g, StdState& s) const {
  ElSlice& e = el_of(g, s);
  e = ElSlice{};
  e.dragons = spots_;
  for (int k = 0; k < kDragonStrengths; ++k) e.hidden[k] = uint8_t(opt_.flags[k]);
}

// A dragon slain is a point (§4.6), kept in module_vp by the fight.
void EnchantedLand::rebuild_caches(const StdGame& g, StdState& s) const {
  for (int q = 0; q < s.num_players; ++q) s.base.players[q].module_vp += el_of(g, s).slain[q];
}

namespace el {

const HexSet& land(const StdGame& g) { return g.module<EnchantedLand>().land_; }
const VertexSet& vertices(const StdGame& g) { return g.module<EnchantedLand>().vertices_; }
const VertexSet& coast(const StdGame& g) { return g.module<EnchantedLand>().coast_; }
const VertexSet& spots(const StdGame& g) { return g.module<EnchantedLand>().spots_; }

int shown_flag(const ElSlice& e, int v) { return e.shown.test(v) ? 1 + e.strong.test(v) + e.mighty.test(v) : 0; }

}  // namespace el

void register_enchanted_land() {
  register_module("enchanted_land", []() -> std::unique_ptr<Module> { return std::make_unique<EnchantedLand>(); });
}

}  // namespace catanlab
