// Departure's special harbours: where one may go, its rates, and the slice's
// harbour fields in the observation, JSON (each number range-checked before it
// is stored), validation and pictures.
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "core/base/pieces.h"
#include "core/config_error.h"
#include "core/field_check.h"
#include "core/json_int.h"
#include "core/render/svg_canvas.h"
#include "core/seafarers/sea_rules.h"
#include "core/tde/departure/departure.h"

namespace catanlab {

using nlohmann::json;

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

void Departure::write_json(const StdGame& g, const StdState& s, json& j) const {
  TreasureHunt::write_json(g, s, j);
  const TreasureSlice& tr = treasure_of(g, s);
  json at = json::array();
  for (uint16_t x : tr.harbor_at) at.push_back(int(x) - 1);
  j["treasures"]["harbors"] = {{"at", at}, {"due", tr.harbor_due}, {"kind", tr.harbor_kind}};
}

void Departure::read_json(const StdGame& g, StdState& s, const json& root) const {
  TreasureHunt::read_json(g, s, root);
  const std::string w = "state.treasures.harbors";
  const json& t = root["treasures"];
  if (!t.contains("harbors") || !t["harbors"].is_object()) throw ConfigError(w + ": missing object");
  const json& h = t["harbors"];
  TreasureSlice& tr = treasure_of(g, s);
  if (!h.contains("at") || !h["at"].is_array() || h["at"].size() != kNumResources)
    throw ConfigError(fmt::format("{}.at: must be an array of {} paths (-1: in the stock)", w, kNumResources));
  for (int r = 0; r < kNumResources; ++r) {
    if (!json_int_within(h["at"][r], -1, g.topo().num_edges - 1))
      throw ConfigError(fmt::format("{}.at[{}]: must be a path -1..{}", w, r, g.topo().num_edges - 1));
    tr.harbor_at[r] = uint16_t(h["at"][r].get<int>() + 1);
  }
  tr.harbor_due = uint8_t(json_field(h, "due", w, 0, (1 << s.num_players) - 1));
  tr.harbor_kind = uint8_t(json_field(h, "kind", w, 0, kNumResources - 1));
}

void Departure::validate(const StdGame& g, const StdState& s) const {
  TreasureHunt::validate(g, s);
  const TreasureSlice& tr = treasure_of(g, s);
  const FieldCheck c("state.treasures.harbors");
  c.range("due", tr.harbor_due, 0, (1 << s.num_players) - 1);
  c.range("kind", tr.harbor_kind, 0, kNumResources - 1);
  EdgeSet seen = board_harbors_;
  for (int r = 0; r < kNumResources; ++r) {
    if (!tr.harbor_at[r]) continue;
    const int e = tr.harbor_at[r] - 1;
    const std::string at = fmt::format("at[{}]", r);
    c.range(at, e, 0, g.topo().num_edges - 1);
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
