// The Desert Dragons' observation, their slice's fields (declared once, slice_fields.h), the rules
// between them (validate), the caches of their curse and pictures.
#include <fmt/format.h>

#include "core/base/pieces.h"
#include "core/field_check.h"
#include "core/render/render.h"
#include "core/standard/slice_fields.h"
#include "core/tde/desert_dragons/dd_rules.h"
#include "core/standard/std_layout.h"

namespace catanlab {

namespace {
constexpr int kHexFeatures = 2;  // a dragon (landscape), dragons on a desert (by the supply's size)
constexpr int kGlobal = 4;       // the supply, dragons slain, the two phases
}  // namespace

int DesertDragons::observation_size(const StdGame& g) const { return kHexFeatures * g.topo().num_hexes + kGlobal; }

// This module's entries, field by field: every count is a fraction of the box's dragons.
void register_desert_dragons_layout() {
  register_module_layout("desert_dragons", [](const StdGame& g, ObsLayout& out) {
    out.push_back({"desert_dragons.hexes", kHexFeatures * g.topo().num_hexes, 0, 1,
                   "per hex, 2 entries: a dragon on the landscape, dragons on the desert (fraction of the box's)"});
    out.push_back({"desert_dragons.supply", 1, 0, 1, "dragons in the supply (fraction of the box's)"});
    out.push_back({"desert_dragons.slain", 1, 0, 1, "dragons slain (fraction of the box's)"});
    out.push_back({"desert_dragons.phase", 2, 0, 1, "the module's phase one-hot (gather, invade)"});
  });
}

void DesertDragons::observe(const StdGame& g, const StdState& s, int, float* out) const {
  const DdSlice& d = dd_of(g, s);
  const float scale = float(std::max(1, opt_.dd_dragons));
  d.dragons.for_each([&](int h) { out[kHexFeatures * h] = 1; });
  for (size_t k = 0; k < deserts_.size(); ++k) out[kHexFeatures * deserts_[k] + 1] = float(d.desert[k]) / scale;
  out += kHexFeatures * g.topo().num_hexes;
  out[0] = float(d.supply) / scale;
  out[1] = float(d.slain) / scale;
  out[2] = s.phase == DdPhase::Gather;
  out[3] = s.phase == DdPhase::Invade;
}

void DesertDragons::observe_text(const StdGame& g, const StdState& s, int, std::string& out) const {
  const DdSlice& d = dd_of(g, s);
  out += fmt::format("dragons: {} in the supply, {} slain; on deserts", d.supply, d.slain);
  for (size_t k = 0; k < deserts_.size(); ++k) out += fmt::format(" h{}:{}", deserts_[k], d.desert[k]);
  out += "; on landscape:";
  d.dragons.for_each([&](int h) { out += fmt::format(" h{}", h); });
  if (d.supply == 0) out += " (invasion)";
  out += "\n";
}

namespace {

// The dragons by place and what is left to place; the rules between them are validate's.
Fields<DdSlice> dd_fields() {
  using At = FieldAt<DdSlice>;
  auto box = [](const At& a) { return a.g.module<DesertDragons>().opt().dd_dragons; };
  return Fields<DdSlice>()
      .bits("dragons", &DdSlice::dragons, kHexes)
      .counts("deserts", &DdSlice::desert, [](const At& a) { return int(dd::deserts(a.g).size()); }, 0, box)
      .byte("supply", &DdSlice::supply, 0, box)
      .byte("gather_left", &DdSlice::gather_left, 0, [](const At& a) { return a.g.module<DesertDragons>().opt().dd_per_build; })
      .byte("slain", &DdSlice::slain, 0, box)
      .bits("invading", &DdSlice::invading, kHexes);
}

}  // namespace

const SliceFields* DesertDragons::slice_fields() const {
  static const SliceFields fields("desert_dragons", dd_fields());
  return &fields;
}

void DesertDragons::validate(const StdGame& g, const StdState& s) const {
  const DdSlice& d = dd_of(g, s);
  const Topology& t = g.topo();
  const FieldCheck c("state.desert_dragons");
  const bool over = s.phase == Phase::GameOver;
  HexSet landscape;
  for (int h = 0; h < t.num_hexes; ++h)
    if (dd::landscape(s, h)) landscape.set(h);
  c.within("dragons", d.dragons, landscape, "a hex that is no landscape (forest, pasture, fields, hills, mountains)");
  c.within("invading", d.invading, landscape - d.dragons, "a hex that is no landscape free of dragons");
  for (size_t k = deserts_.size(); k < d.desert.size(); ++k) c.require(!d.desert[k], "deserts", "dragons on no desert");
  c.require(d.supply + dd::on_deserts(d) + d.dragons.count() + d.slain == opt_.dd_dragons, "supply",
            fmt::format("with the deserts, the landscape and those slain, not the {} dragons", opt_.dd_dragons));
  c.require(d.supply == 0 || (!d.dragons.any() && !d.slain), "dragons", "on the landscape before every dragon gathered");
  c.require((s.phase == DdPhase::Gather) == (d.gather_left > 0) || over, "gather_left", "dragons to place outside dd_gather");
  c.require(d.gather_left <= d.supply, "gather_left", "more than the supply");
  c.require((s.phase == DdPhase::Invade) == d.invading.any() || over, "invading", "hexes owed a dragon outside dd_invade");
  if (s.phase == DdPhase::Gather)
    c.require(dd::gather_targets(g, s).count() > d.gather_left, "gather_left", "covers every desert tied fewest: no choice");
  if (s.phase == DdPhase::Invade)
    c.require(dd::invade_sources(g, s).count() > d.invading.count(), "invading",
              "covers every desert tied most (or the deserts are empty): no choice");
  if (s.phase == DdPhase::Gather || s.phase == DdPhase::Invade)
    FieldCheck("state").require(s.to_move == s.turn_player, "to_move", "not the seat whose turn it is");
  FieldCheck("state.base").require(s.base.dormant == dd::blocked_buildings(g, s), "dormant",
                                   "not the buildings with a dragon hex on every side");
}

void DesertDragons::rebuild_caches(const StdGame& g, StdState& s) const {
  s.base.barren = dd_of(g, s).dragons;
  s.base.dead_roads = dd::dead_paths(g, s);
  for (int q = 0; q < s.num_players; ++q) refresh_roads(g.topo(), s, q);
}

// A dragon on each landscape hex that holds one, the deserts' dragons with their count, and a bar
// across each dead road (the book turns the road).
void DesertDragons::render_svg(const StdGame& g, const StdState& s, int, SvgCanvas& c) const {
  const DdSlice& d = dd_of(g, s);
  const char* wings = "<path d=\"M-10,5 L-3,-7 L0,-1 L3,-7 L10,5 L0,1 Z\" fill=\"#b3541e\" stroke=\"#3a1a05\" stroke-width=\"1\"/>";
  c.define("desert_dragon", wings);
  c.define_numbered("desert_dragons", 1, std::max(1, opt_.dd_dragons), wings, "#fff");
  c.define("dead_road", "<rect x=\"-2\" y=\"-9\" width=\"4\" height=\"18\" fill=\"#3a1a05\"/>");
  // Right of the number token (the robber's place is left of it), so that both stay readable.
  d.dragons.for_each([&](int h) {
    c.piece("desert_dragon", {c.hex_center(h).x + 0.6 * SvgCanvas::kHexRadius, c.hex_center(h).y}, -1);
  });
  for (size_t k = 0; k < deserts_.size(); ++k)
    if (d.desert[k]) c.piece(fmt::format("desert_dragons{}", d.desert[k]), c.hex_center(deserts_[k]), -1);
  EdgeSet roads;
  for (int q = 0; q < s.num_players; ++q) roads |= s.base.players[q].roads;
  (roads & s.base.dead_roads).for_each([&](int e) { c.piece("dead_road", c.edge_mid(e), -1, c.edge_angle(e)); });
  draw_key(c, {{"desert_dragon", "a dragon: the hex yields nothing"},
               {"desert_dragons1", "dragons on a desert (how many)"},
               {"dead_road", "a road blocked by two dragons"}});
  c.status_line(d.supply ? fmt::format("dragons gathering: {} in the supply", d.supply)
                         : fmt::format("dragons invading: {} on the deserts", dd::on_deserts(d)));
  c.status_line(fmt::format("dragons on the landscape {}, slain {}", d.dragons.count(), d.slain));
}

}  // namespace catanlab
