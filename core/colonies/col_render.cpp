// Colonies in pictures: the ocean and harbors on the board layer; as pieces
// (they change during a game) the tiles, face down until explored, with their
// terrain once turned up, each tile's holder (a flag), the Warlord's
// Fortress, roads, villages and cities by holder (a captured one marked),
// each seat's regiments by type with counts, the non-player forces; a key
// under the board; the season and each seat's cards, stances and book
// (another seat's only once revealed) in the side panel.
#include <cmath>
#include <fmt/format.h>
#include <numbers>

#include "core/colonies/col_rules.h"
#include "core/render/render.h"

namespace catanlab {

using namespace col;

namespace {

constexpr std::string_view kTileColour[] = {"#4f8fce", "#e6d7a3", "#2f7d3b", "#c1652f", "#a6cf62", "#f0c53e", "#9a9a9a"};

std::string hexagon(double r) {
  std::string pts;
  for (int k = 0; k < 6; ++k) {
    const double a = (k * 60 - 90) * std::numbers::pi / 180;
    pts += fmt::format("{:.1f},{:.1f} ", r * std::cos(a), r * std::sin(a));
  }
  return pts;
}

void define_symbols(SvgCanvas& c) {
  const std::string hex = hexagon(SvgCanvas::kHexRadius - 1);
  for (int t = int(Terrain::Desert); t <= int(Terrain::Mountains); ++t)
    c.define(fmt::format("tile_{}", kTerrainNames[t]),
             fmt::format(R"(<polygon points="{}" fill="{}" stroke="#f4ecd6" stroke-width="2"/>)", hex, kTileColour[t]));
  c.define("tile_hidden", fmt::format(R"(<g><polygon points="{}" fill="#8a7a5c" stroke="#f4ecd6" stroke-width="2"/>)"
                                      R"(<text y="5" font-size="14" text-anchor="middle" fill="#d8ccb0" stroke="none">?</text></g>)",
                                      hex));
  c.define("fortress", R"(<path d="M-7,6 L-7,-5 L-4,-5 L-4,-2 L-1,-2 L-1,-5 L2,-5 L2,-2 L5,-2 L5,-5 L7,-5 L7,6 Z" fill="#3a3a3a"/>)");
  c.define("village", R"(<path d="M-6,5 L-6,-1 L0,-6 L6,-1 L6,5 Z"/>)");
  c.define("city", R"(<path d="M-9,6 L-9,-2 L-4,-7 L0,-2 L0,-1 L9,-1 L9,6 Z"/>)");
  c.define("captured", R"(<circle r="3" fill="#fff" stroke="#222"/>)");
  c.define("road", R"(<rect x="-12" y="-3" width="24" height="6" rx="2"/>)");
  c.define("road_captured", R"(<rect x="-12" y="-3" width="24" height="6" rx="2" stroke-dasharray="3 2"/>)");
  c.define("held", R"(<path d="M-3,8 L-3,-8 L7,-4 L-3,0"/>)");
}

// A regiment symbol with its count: a circle (infantry), a triangle (cavalry), a square (artillery).
std::string regiment_symbol(SvgCanvas& c, const char* kind, int count, const char* fill = nullptr) {
  static constexpr const char* kShapes[] = {R"(<circle r="7"{}/>)", R"(<path d="M0,-8.5 L8,6.5 L-8,6.5 Z"{}/>)",
                                            R"(<rect x="-7" y="-7" width="14" height="14"{}/>)"};
  const int k = kind[0] == 'i' ? 0 : kind[0] == 'c' ? 1 : 2;
  const std::string id = fmt::format("{}_{}{}", kind, fill ? fill + 1 : "", count);
  const std::string paint = fill ? fmt::format(R"( fill="{}")", fill) : "";
  c.define(id, fmt::format(R"(<g>{}<text y="3.5" font-size="9" text-anchor="middle" fill="{}" stroke="none">{}</text></g>)",
                           fmt::format(fmt::runtime(kShapes[k]), paint), fill && fill[1] == '2' ? "#fff" : "#222", count));
  return id;
}

// A flag in its colour on each tile a seat holds undisputed (its regiments there, allies aside, no hostiles).
void draw_holders(const ColGame& g, const ColState& s, SvgCanvas& c) {
  for (int t = 0; t < g.num_tiles(); ++t) {
    const int h = g.tile_hex(t);
    for (int p = 0; p < g.num_players(); ++p)
      if (col::controls_tile(s, h, p)) {
        c.piece("held", {c.hex_center(h).x + 20, c.hex_center(h).y - 22}, p);
        break;
      }
  }
}

// A holder's colour: a seat's, or the symbol's own black for the hostile forces.
int colour(int holder) { return holder < kColSeats ? holder : -1; }

void draw_col_key(SvgCanvas& c) {
  draw_key(c, {{regiment_symbol(c, "infantry", 1), "infantry (how many)"},
               {regiment_symbol(c, "cavalry", 1), "cavalry"},
               {regiment_symbol(c, "artillery", 1), "artillery"},
               {regiment_symbol(c, "infantry", 1, "#3c8d3c"), "neutral forces"},
               {regiment_symbol(c, "infantry", 1, "#222"), "hostile forces"},
               {"held", "a tile held undisputed"},
               {"captured", "a captured village or city"},
               {"road_captured", "a captured road"},
               {"road", "a road or settlement in black: the hostiles' (captured)"},
               {"fortress", "the Warlord's Fortress"}});
}

}  // namespace

void ColGame::draw_board(const State&, SvgCanvas& canvas) const {
  Layout layout;
  for (int h = 0; h < topo().num_hexes; ++h) layout.terrain[h] = land_.test(h) ? Terrain::Desert : Terrain::Sea;
  for (size_t slot = 0; slot < board_.harbor_edges.size(); ++slot)
    layout.harbor_kind[slot] = uint8_t(opt_.col_harbor_marks ? board_.layout.harbor_kind[slot] : kGenericHarbor);
  draw_hex_board(board_, layout, canvas);
}

void ColGame::draw_pieces(const State& state, int viewer, SvgCanvas& c) const {
  const ColState& s = col_state(state);
  define_symbols(c);
  for (int t = 0; t < num_tiles(); ++t) {
    const int h = tile_hex(t);
    c.tile(s.terrain[h] == kNone ? std::string("tile_hidden") : fmt::format("tile_{}", kTerrainNames[s.terrain[h]]),
           c.hex_center(h));
  }
  if (s.fortress != kNone) c.piece("fortress", {c.hex_center(s.fortress).x, c.hex_center(s.fortress).y - 28}, -1);
  draw_holders(*this, s, c);
  for (int e = 0; e < topo().num_edges; ++e)
    if (s.e_owner[e] != kNone)
      c.piece(s.e_owner[e] == s.e_founder[e] ? "road" : "road_captured", c.edge_mid(e), colour(s.e_owner[e]),
              c.edge_angle(e));
  for (int v = 0; v < topo().num_vertices; ++v) {
    if (s.v_owner[v] == kNone) continue;
    c.piece(s.city.test(v) ? "city" : "village", c.vertex(v), colour(s.v_owner[v]));
    if (s.v_owner[v] != s.v_founder[v]) c.piece("captured", c.vertex(v), -1);
  }
  // Regiments: one row per seat on the tile, infantry, cavalry and artillery with their counts.
  for (int t = 0; t < num_tiles(); ++t) {
    const int h = tile_hex(t);
    const Point o = c.hex_center(h);
    int row = 0;
    for (int p = 0; p < num_players_; ++p) {
      if (!s.present[p].test(h)) continue;
      for (int k = 0; k < kRegimentKinds; ++k)
        if (s.army[h][p][k])
          c.piece(regiment_symbol(c, kRegimentNames[k], s.army[h][p][k]), {o.x - 16 + 16.0 * k, o.y - 16 + 15.0 * row}, p);
      ++row;
    }
    for (int side = 0; side < 2; ++side)
      for (int k = 0; k < 2; ++k)
        if (s.npc[h][side][k])
          c.piece(regiment_symbol(c, kRegimentNames[k], s.npc[h][side][k], side ? "#222" : "#3c8d3c"),
                  {o.x - 24 + 16.0 * (2 * side + k), o.y + 22}, -1);
  }

  draw_col_key(c);
  draw_panel_header(*this, state, viewer, c);
  c.status_line(fmt::format("{}, turn {} of {}", kColSeasonNames[int(s.stage)], s.turn + 1, opt_.col_turns));
  std::string bank;
  for (int r = 0; r < 5; ++r) bank += fmt::format("{}{} {}", r ? ", " : "", s.bank[r], kResourceNames[r]);
  c.status_line("bank: " + bank);
  if (s.battle.active) {
    const ColBattle& bt = s.battle;
    const char* stage = bt.bombarding ? ", bombardment" : bt.retreating == 1 ? ", the attackers retreat"
                        : bt.retreating == 2                          ? ", the defenders retreat"
                        : bt.retreating == 3                          ? ", the third side retreats"
                                                                      : "";
    const std::string third = bt.join_side ? fmt::format(" / {:+}", bt.join_mod) : "";
    c.status_line(fmt::format("battle at h{}: rolls {:+} / {:+}{}{}", bt.tile, bt.att_mod, bt.def_mod, third, stage));
  }
  const bool hidden = s.phase == ColPhase::Write || s.phase == ColPhase::Reveal;
  for (int p = 0; p < num_players_; ++p) {
    const ColSeat& me = s.seat[p];
    const bool sees = viewer == kEveryone || viewer == p;
    std::string hand, played, stances, held;
    for (int r = 0; r < 5; ++r) hand += fmt::format("{}{} {}", r ? ", " : "", me.hand[r], kResourceNames[r]);
    int cards = 0;
    for (int k = 0; k < kColDevKinds; ++k) {
      cards += me.dev_held[k];
      if (me.dev_played[k]) played += fmt::format(" {}", kColDevNames[k]);
      if (me.dev_held[k]) held += fmt::format(" {} {}", me.dev_held[k], kColDevNames[k]);
    }
    for (int q = 0; q < num_players_; ++q)
      if (q != p) stances += fmt::format(" p{} {}", q, kStanceNames[me.stance[q]]);
    if (me.out) c.seat_line(p, "eliminated");
    c.seat_line(p, "hand: " + hand);
    c.seat_line(p, sees ? fmt::format("development cards:{}", held.empty() ? " none" : held)
                        : fmt::format("development cards: {} held", cards));
    if (!played.empty()) c.seat_line(p, "played:" + played);
    if (me.routed[0] + me.routed[1] + me.routed[2])
      c.seat_line(p, fmt::format("routed: {} infantry, {} cavalry, {} artillery", me.routed[0], me.routed[1], me.routed[2]));
    if (me.spoils) c.seat_line(p, fmt::format("spoils of war: {} captured", me.spoils));
    c.seat_line(p, "stances:" + stances);
    const ColBook& b = s.book[p];
    if (b.count && (sees || !hidden)) c.seat_line(p, fmt::format("orders written: {}{}", b.count, b.committed ? ", committed" : ""));
  }
}

}  // namespace catanlab
