// Departure's special harbours: where one may go, its rates, and the slice's harbour fields in
// the observation, their declaration (slice_fields.h), validation and pictures.
#include <fmt/format.h>

#include "core/base/pieces.h"
#include "core/field_check.h"
#include "core/render/svg_canvas.h"
#include "core/seafarers/sea_rules.h"
#include "core/standard/slice_fields.h"
#include "core/tde/departure/departure.h"

namespace catanlab {

namespace {

// A path with land turned up on one side and sea (or the frame) on the other.
bool coastal_now(const StdGame& g, const StdState& s, int e) {
  int land = 0, water = 0;
  for (int8_t h : g.topo().edge_hex[e]) {
    if (h < 0 || s.layout.terrain[h] == Terrain::Sea) water += 1;
    else if (sea::land_now(s, h)) land += 1;
  }
  return land == 1 && water == 1;
}

}  // namespace

EdgeSet Departure::harbor_places(const StdGame& g, const StdState& s, int player) const {
  const Topology& t = g.topo();
  EdgeSet taken = board_harbors_;
  for (uint16_t at : treasure_of(g, s).harbor_at)
    if (at) taken.set(at - 1);
  EdgeSet out;
  buildings_of(s.base.players[player]).for_each([&](int v) {
    (t.vertex_edges[v] - taken).for_each([&](int e) {
      if (coastal_now(g, s, e)) out.set(e);
    });
  });
  return out;
}

void Departure::place_harbor(const StdGame& g, StdState& s, int r, int e) const {
  treasure_of(g, s).harbor_at[r] = uint16_t(e + 1);
  for (int v : g.topo().edge_vertex[e]) grant_harbors(g, s, v);
}

void Departure::grant_harbors(const StdGame& g, StdState& s, int v) const {
  const TreasureSlice& tr = treasure_of(g, s);
  for (int r = 0; r < kNumResources; ++r) {
    if (!tr.harbor_at[r]) continue;
    const auto& ends = g.topo().edge_vertex[tr.harbor_at[r] - 1];
    if (ends[0] != v && ends[1] != v) continue;
    for (int q = 0; q < s.num_players; ++q)
      if (buildings_of(s.base.players[q]).test(v)) s.base.players[q].harbors |= uint8_t(1u << r);
  }
}

// After the hunt's: the harbours placed by resource, the viewer's harbour due, the two phases.
int Departure::observation_size(const StdGame& g) const { return TreasureHunt::observation_size(g) + kNumResources + 3; }

void Departure::observe(const StdGame& g, const StdState& s, int player, float* out) const {
  TreasureHunt::observe(g, s, player, out);
  const TreasureSlice& tr = treasure_of(g, s);
  out += TreasureHunt::observation_size(g);
  for (int r = 0; r < kNumResources; ++r) out[r] = tr.harbor_at[r] != 0;
  out += kNumResources;
  out[0] = tr.harbor_due >> player & 1;
  out[1] = s.phase == DeparturePhase::HarborKind;
  out[2] = s.phase == DeparturePhase::HarborAt;
}

// The hunt's fields and the special harbours: placed (by resource), due (seats), the resource
// being placed.
const SliceFields* Departure::slice_fields() const {
  using At = FieldAt<TreasureSlice>;
  static const SliceFields fields(
      "treasures", treasure_fields().group("harbors", Fields<TreasureSlice>()
                                                          .places_or_none<kMaxEdges>("at", &TreasureSlice::harbor_at)
                                                          .byte("due", &TreasureSlice::harbor_due, 0,
                                                                [](const At& a) { return (1 << a.s.num_players) - 1; })
                                                          .byte("kind", &TreasureSlice::harbor_kind, 0, kNumResources - 1)));
  return &fields;
}

void Departure::validate(const StdGame& g, const StdState& s) const {
  TreasureHunt::validate(g, s);
  const TreasureSlice& tr = treasure_of(g, s);
  const FieldCheck c("state.treasures.harbors");
  EdgeSet seen = board_harbors_;
  for (int r = 0; r < kNumResources; ++r) {
    if (!tr.harbor_at[r]) continue;
    const int e = tr.harbor_at[r] - 1;
    const std::string at = fmt::format("at[{}]", r);
    c.require(!seen.test(e), at, "a path that holds a harbour already");
    c.require(coastal_now(g, s, e), at, "not a coastal path");
    seen.set(e);
  }
  for (int q = 0; q < s.num_players; ++q)
    c.require(!(tr.harbor_due >> q & 1) || kept_by(tr, q) >= 2, "due", fmt::format("seat {} keeps fewer than 2 tiles", q));
  const bool placing = s.phase == DeparturePhase::HarborKind || s.phase == DeparturePhase::HarborAt;
  if (placing) c.require(tr.harbor_due >> tr.hunter & 1, "due", "a harbour placed by a seat not owed one");
  if (s.phase == DeparturePhase::HarborAt) c.require(!tr.harbor_at[tr.harbor_kind], "kind", "a resource whose harbour is placed");
  else c.require(!tr.harbor_kind, "kind", "a resource chosen outside the harbour's placement");
}

void Departure::render_svg(const StdGame& g, const StdState& s, int viewer, SvgCanvas& c) const {
  TreasureHunt::render_svg(g, s, viewer, c);
  const TreasureSlice& tr = treasure_of(g, s);
  c.define("special_harbor", "<g><circle r=\"6\" fill=\"#f4efe0\" stroke=\"#8a5a1a\" stroke-width=\"1.5\"/>"
                             "<text y=\"3\" font-size=\"7\" text-anchor=\"middle\">2:1</text></g>");
  std::string placed;
  for (int r = 0; r < kNumResources; ++r) {
    if (!tr.harbor_at[r]) continue;
    c.piece("special_harbor", c.edge_mid(tr.harbor_at[r] - 1), -1);
    placed += fmt::format(" {} e{}", kResourceNames[r], tr.harbor_at[r] - 1);
  }
  if (!placed.empty()) c.status_line("special harbours:" + placed);
}

}  // namespace catanlab
