// The Wonders of Catan (Seafarers scenario 8, docs/seafarers_wonders.md), option wonders: five
// wonders (seven at 5-6 players: a second Theater and a second Great Bridge, each a wonder of its
// own), each claimed by one seat that meets its requirement on its own turn (a ship of its supply
// goes onto the wonder; one wonder per seat), then built level by level at a price per level;
// the 4th level wins at once, and a seat at the VP target wins only with a wonder level above
// every other seat's. Set-up keeps off the corners marked no_setup (the wall's, the straits' and
// their neighbours'). Option island_vp_each: island_vp for every building on an island off the
// home hexes (a city keeps its settlement's point).
#include <fmt/format.h>

#include "core/base/base_rules.h"
#include "core/config_error.h"
#include "core/field_check.h"
#include "core/render/svg_canvas.h"
#include "core/seafarers/sea_internal.h"
#include "core/standard/slice_fields.h"

namespace catanlab {

using namespace sea_ids;

namespace {

constexpr const char* kTitles[kMaxWonders] = {"Theater", "Great Bridge", "Monument", "Great Wall", "Cathedral",
                                              "second Theater", "second Great Bridge"};
constexpr int kMonumentRoute = 5;  // the Monument's trade route
constexpr int kCathedralVp = 6;    // the Cathedral's VP (the seat's total, VP cards included)

int level_of(const StdGame& g, const StdState& s, int player) {
  const int w = sea::wonder_of(g, s, player);
  return w < 0 ? 0 : sea_of(g, s).wonders.level[size_t(w)];
}

}  // namespace

namespace sea {

// lumber, brick, wool, grain, ore
const std::array<Cost, kNumWonderKinds> kWonderCosts = {{
    {1, 1, 3, 0, 0},  // theater
    {3, 0, 1, 1, 0},  // great bridge
    {0, 0, 0, 3, 2},  // monument
    {1, 3, 0, 1, 0},  // great wall
    {0, 1, 0, 1, 3},  // cathedral
}};

int wonder_of(const StdGame& g, const StdState& s, int player) {
  const SeaWonders& w = sea_of(g, s).wonders;
  for (int k = 0; k < sea_opt(g).wonders; ++k)
    if (w.owner[size_t(k)] == player) return k;
  return -1;
}

int island_buildings(const StdGame& g, const StdState& s, int player) {
  return (buildings_of(s.base.players[player]) & g.module<Seafarers>().island_vertices_).count();
}

}  // namespace sea

// The board's corner markers "wall", "strait" and "no_setup"; the corners of island hexes that
// are not home hexes; the blocks claim_wonder WONDER and build_wonder (option wonders).
void Seafarers::declare_wonders(BlockTable& blocks, const StdGame& g) {
  const Topology& t = g.topo();
  wall_ = g.board().markers_of("wall").vertices;
  strait_ = g.board().markers_of("strait").vertices;
  no_setup_ = g.board().markers_of("no_setup").vertices;
  island_vertices_ = {};
  for (int h = 0; h < t.num_hexes; ++h)
    if (island_[size_t(h)] >= 0 && !home_.test(h)) island_vertices_ |= t.hex_vertices[h];
  if (!opt_.wonders) return;
  if (!wall_.any() || !strait_.any())
    throw ConfigError(fmt::format("rule set '{}': board '{}': wonders need corner markers 'wall' and 'strait'",
                                  g.rules().name, g.board().name));
  blocks.add_list(blocks_[kClaimWonder], "claim_wonder",
                  {std::begin(sea::kWonderNames), std::begin(sea::kWonderNames) + opt_.wonders}, apply_claim_wonder);
  blocks.add(blocks_[kBuildWonder], "build_wonder", Domain::Fixed, 1, apply_build_wonder);
}

// Every wonder unclaimed (whether or not the rule set has them: the slice's bytes are the same).
void Seafarers::setup_wonders(SeaSlice& sea) {
  sea.wonders.owner.fill(kNobody);
  sea.wonders.level = {};
}

// The requirements of the wonder's kind, checked when the claim is made only (a seat may fall below them later).
bool Seafarers::meets_wonder(const StdGame& g, const StdState& s, int w, int player) const {
  const PlayerState& p = s.base.players[player];
  switch (sea::kWonderKind[w]) {
    case sea::kTheater:
      return p.cities.count() >= 2;
    case sea::kGreatBridge:  // a settlement on the strait; a city there too (our ruling)
      return (buildings_of(p) & strait_).any();
    case sea::kMonument: {
      bool harbor_city = false;
      p.cities.for_each([&](int v) { harbor_city = harbor_city || g.board().vertex_harbor_slot[v] >= 0; });
      return harbor_city && p.road_length >= kMonumentRoute;
    }
    case sea::kGreatWall:  // a settlement on the wall; a city there too (our ruling)
      return (buildings_of(p) & wall_).any();
    case sea::kCathedral:
      return p.cities.any() && g.victory_points(s, player) >= kCathedralVp;
    default:
      return false;
  }
}

// On the seat's own turn after the roll: a claim (no wonder yet, the wonder free, its requirement
// met, a ship in supply), or a level of its wonder it can pay.
void Seafarers::wonder_actions(const StdGame& g, const StdState& s, ActionList& out) const {
  if (s.phase != Phase::Main) return;
  const SeaSlice& sea = sea_of(g, s);
  const int p = s.to_move;
  const int mine = sea::wonder_of(g, s, p);
  if (mine < 0) {
    if (!sea.ships_left[p]) return;
    for (int w = 0; w < opt_.wonders; ++w)
      if (sea.wonders.owner[size_t(w)] == kNobody && meets_wonder(g, s, w, p)) out.push(id(kClaimWonder, w));
  } else if (sea.wonders.level[size_t(mine)] < sea::kWonderLevels &&
             covers(s.base.players[p], sea::kWonderCosts[sea::kWonderKind[mine]])) {
    out.push(id(kBuildWonder));
  }
}

void Seafarers::apply_claim_wonder(const Module&, const StdGame& g, StdState& s, int w) {
  SeaSlice& sea = sea_of(g, s);
  sea.wonders.owner[size_t(w)] = s.to_move;
  sea.ships_left[s.to_move] -= 1;  // onto the wonder, as the claim's mark
}

// A level paid; the 4th wins at once, whatever the seat's VP.
void Seafarers::apply_build_wonder(const Module&, const StdGame& g, StdState& s, int) {
  SeaSlice& sea = sea_of(g, s);
  const int w = sea::wonder_of(g, s, s.to_move);
  pay_cost(s.base, s.to_move, sea::kWonderCosts[sea::kWonderKind[w]]);
  sea.wonders.level[size_t(w)] += 1;
  if (sea.wonders.level[size_t(w)] == sea::kWonderLevels) {
    s.winner = s.to_move;
    s.phase = Phase::GameOver;
  }
}

// At the VP target a seat wins only with a wonder level above every other seat's (ties block it).
bool Seafarers::may_win(const StdGame& g, const StdState& s, int player) const {
  if (opt_.pirate_islands) return !sea_of(g, s).pirates.chips[size_t(player)];  // The Pirate Islands: own fortress taken
  if (!opt_.wonders) return true;
  const int mine = level_of(g, s, player);
  for (int q = 0; q < s.num_players; ++q)
    if (q != player && level_of(g, s, q) >= mine) return false;
  return mine > 0;
}

// Per wonder: its owner's relative seat (base_obs::seats of them: four up to four players) and its levels.
int Seafarers::wonder_observation_size(const StdGame& g) const { return opt_.wonders * (base_obs::seats(g) + 1); }

void Seafarers::observe_wonders(const StdGame& g, const StdState& s, int viewer, float* out) const {
  const SeaWonders& w = sea_of(g, s).wonders;
  const int n = s.num_players, seats = base_obs::seats(g);
  for (int k = 0; k < opt_.wonders; ++k, out += seats + 1) {
    if (w.owner[size_t(k)] != kNobody) out[(w.owner[size_t(k)] - viewer + n) % n] = 1;
    out[seats] = float(w.level[size_t(k)]) / sea::kWonderLevels;
  }
}

void Seafarers::wonders_text(const StdGame& g, const StdState& s, std::string& out) const {
  const SeaWonders& w = sea_of(g, s).wonders;
  out += "wonders:";
  for (int k = 0; k < opt_.wonders; ++k)
    out += w.owner[size_t(k)] == kNobody ? fmt::format(" {} free;", sea::kWonderNames[k])
                                         : fmt::format(" {} p{} level {};", sea::kWonderNames[k], w.owner[size_t(k)], w.level[size_t(k)]);
  out += "\n";
}

// Each wonder on the table: its name, its owner (-1: unclaimed) and the levels built (none unclaimed).
Columns<SeaWonders> Seafarers::wonder_columns() {
  using At = FieldAt<SeaWonders>;
  return Columns<SeaWonders>()
      .label("wonder", sea::kWonderNames)
      .index_or_none("owner", &SeaWonders::owner, kNobody, [](const At& a) { return a.s.num_players - 1; })
      .number("level", &SeaWonders::level, 0,
              [](const At& a) { return a.obj.owner[size_t(a.index)] == kNobody ? 0 : sea::kWonderLevels; });
}

void Seafarers::validate_wonders(const StdGame& g, const StdState& s) const {
  const SeaWonders& w = sea_of(g, s).wonders;
  const FieldCheck c("state.seafarers");
  uint8_t owners = 0;
  for (int k = 0; k < kMaxWonders; ++k) {
    const std::string at = fmt::format("wonders[{}]", k);
    const int owner = w.owner[size_t(k)], level = w.level[size_t(k)];
    if (k >= opt_.wonders) {
      c.require(owner == kNobody && !level, at, "a wonder the rule set has not (option wonders)");
      continue;
    }
    if (level == sea::kWonderLevels)
      c.require(s.phase == Phase::GameOver && s.winner == owner, at + ".level", "the 4th level built, the game not won by it");
    if (owner == kNobody) continue;
    c.require(!(owners >> owner & 1), at + ".owner", "a seat's second wonder");
    owners = uint8_t(owners | 1u << owner);
  }
}

// The marked corners on the board (the wall's bricks, the strait's bridge), and per seat its
// wonder and levels and its buildings on the small islands in the side panel.
void Seafarers::render_wonders(const StdGame& g, const StdState& s, SvgCanvas& c) const {
  c.define("wall_mark", "<rect x=\"-5\" y=\"-3\" width=\"10\" height=\"6\" fill=\"#b5651d\" stroke=\"#222\" stroke-width=\"1\"/>");
  c.define("strait_mark", "<path d=\"M-7,3 Q0,-6 7,3\" fill=\"none\" stroke=\"#222\" stroke-width=\"2\"/>");
  wall_.for_each([&](int v) { c.marker("wall_mark", c.vertex(v)); });
  strait_.for_each([&](int v) { c.marker("strait_mark", c.vertex(v)); });
  const SeaWonders& w = sea_of(g, s).wonders;
  if (opt_.wonders) {
    std::string free;
    for (int k = 0; k < opt_.wonders; ++k)
      if (w.owner[size_t(k)] == kNobody) free += fmt::format("{}{}", free.empty() ? "" : ", ", kTitles[k]);
    c.status_line("wonders unclaimed: " + (free.empty() ? std::string("none") : free));
  }
  for (int q = 0; q < s.num_players; ++q) {
    std::string line;
    if (const int k = sea::wonder_of(g, s, q); k >= 0)
      line = fmt::format("wonder {}, level {}/{}", kTitles[k], w.level[size_t(k)], sea::kWonderLevels);
    else if (opt_.wonders)
      line = "no wonder";
    if (opt_.island_vp_each) {
      const int n = sea::island_buildings(g, s, q);
      line += fmt::format("{}small-island settlements {} (+{} VP)", line.empty() ? "" : "; ", n, n * opt_.island_vp);
    }
    c.seat_line(q, line);
  }
}

}  // namespace catanlab
