// Conquest in pictures: the archipelago's terrain and tokens (fish shoals
// numbered like land), ports on their sea hexes (start ports marked); on top,
// settlements, cities and castles on hex centres, walls along hex sides, and
// each seat's units on a hex as one marker per kind with their count (a cargo
// ship shows the knights aboard, a blessed unit a star); a key to the units
// under the board. The side panel gives
// the round and phase, and each seat's tokens, points, hand and cards.
#include <fmt/format.h>

#include <cmath>
#include <numbers>

#include "core/conquest/cq_rules.h"
#include "core/render/render.h"

namespace catanlab {

using namespace cq;

namespace {

constexpr double kR = SvgCanvas::kHexRadius;
constexpr std::string_view kResourceInk[kNumResources] = {"#2f7d3b", "#c1652f", "#a6cf62", "#f0c53e", "#9a9a9a"};

// Unit markers: a shape per kind, the count (or, for a cargo ship, the knights aboard) written on it.
constexpr std::string_view kUnitShape[kNumUnitKinds] = {
    "",
    R"(<path d="M-5,-6 L5,-6 L5,1 L0,6 L-5,1 Z" stroke="#222" stroke-width="1"/>)",                       // knight: shield
    R"(<path d="M0,-7 L6,5 L-6,5 Z" stroke="#222" stroke-width="1"/>)",                                   // archer: arrowhead
    R"(<circle r="6" stroke="#222" stroke-width="1"/>)",                                                  // cavalry: disc
    R"(<path d="M-7,0 L7,0 L4,5 L-4,5 Z M0,0 L0,-7 L5,-2 Z" stroke="#222" stroke-width="1"/>)",          // ship
    R"(<path d="M-8,-1 L8,-1 L6,5 L-6,5 Z M-6,-1 L-6,-5 L6,-5 L6,-1" stroke="#222" stroke-width="1"/>)", // cargo
    R"(<path d="M-8,0 L8,0 L5,5 L-5,5 Z M0,0 L0,-8 L6,-2 Z M-3,0 L-3,-6" stroke="#222" stroke-width="1.5"/>)"};

void define_symbols(SvgCanvas& c) {
  c.define("settlement", R"(<path d="M-8,7 L-8,-2 L0,-9 L8,-2 L8,7 Z" stroke="#222" stroke-width="1"/>)");
  c.define("city", R"(<path d="M-11,8 L-11,-3 L-5,-9 L1,-3 L1,-1 L11,-1 L11,8 Z" stroke="#222" stroke-width="1"/>)");
  c.define("castle", R"(<path d="M-11,8 L-11,-8 L-7,-8 L-7,-4 L-2,-4 L-2,-8 L2,-8 L2,-4 L7,-4 L7,-8 L11,-8 L11,8 Z" )"
                     R"(stroke="#222" stroke-width="1"/>)");
  c.define("wall", R"(<rect x="-11" y="-3" width="22" height="6" stroke="#222" stroke-width="1"/>)");
  c.define("blessed", R"(<path d="M0,-4 L1,-1 L4,-1 L1.5,1 L2.5,4 L0,2 L-2.5,4 L-1.5,1 L-4,-1 L-1,-1 Z" fill="#ffd700" )"
                      R"(stroke="#222" stroke-width="0.5"/>)");
  for (int k = 1; k < kNumUnitKinds; ++k)  // larger than drawn above: a count on each must stay readable
    c.define_numbered(kUnitNames[k], k == int(UnitKind::Cargo) ? 0 : 1, kUnitSlots,
                      fmt::format("<g transform=\"scale(1.4)\">{}</g>", kUnitShape[k]));
}

void draw_unit_key(SvgCanvas& c) {
  draw_key(c, {{"knight1", "knights (how many)"}, {"archer1", "archers"}, {"cavalry1", "cavalry"},
               {"ship1", "ships"}, {"cargo0", "a cargo ship (knights aboard)"}, {"galley1", "the galley"},
               {"blessed", "a blessed unit"}, {"wall", "a wall"}, {"settlement", "a settlement"},
               {"city", "a city"}, {"castle", "a castle"}});
}

// A building stands above the number token; a hex's unit markers on an arc below it, west to east.
Point building_at(Point centre) { return {centre.x, centre.y - 0.5 * kR}; }
Point around(Point centre, int i, int m) {
  const double a = std::numbers::pi * (1 - (i + 0.5) / std::max(m, 1));  // from west (pi) to east (0), through south
  return {centre.x + 0.58 * kR * std::cos(a), centre.y + 0.5 * kR * std::sin(a)};
}

void draw_port(const CqBoard& b, int h, SvgCanvas& c) {
  const Point o = c.hex_center(h);
  const int kind = b.port[h];
  const bool generic = kind == kGenericPort, start = b.start_ports.test(h);
  const Point at = {o.x, o.y - 0.5 * kR};
  c.board(fmt::format(R"(<g class="port"><circle cx="{:.1f}" cy="{:.1f}" r="10" fill="{}" stroke="#5a4020" )"
                      R"(stroke-width="{}"/><text x="{:.1f}" y="{:.1f}" text-anchor="middle" font-size="8" )"
                      R"(font-weight="bold">{}</text><title>{}</title></g>)",
                      at.x, at.y, generic ? std::string_view("#ffffff") : kResourceInk[kind], start ? 3 : 1, at.x,
                      at.y + 3, generic ? "3:1" : "2:1",
                      generic ? fmt::format("3:1 port{}", start ? " (start)" : "")
                              : fmt::format("2:1 {} port", kResourceNames[kind])));
}

}  // namespace

void CqGame::draw_board(const State& state, SvgCanvas& canvas) const {
  const CqState& s = cq_state(state);
  Layout layout{};
  for (int h = 0; h < topo().num_hexes; ++h) layout.terrain[h] = Terrain(s.terrain[h]), layout.number[h] = s.number[h];
  draw_hex_board(board_.spec, layout, canvas);
  for (int h = 0; h < topo().num_hexes; ++h) {
    if (board_.port[h] != kCqNone) draw_port(board_, h, canvas);
    if (board_.fish.test(h)) {
      const Point o = canvas.hex_center(h);
      canvas.board(fmt::format(R"(<text class="fish" x="{:.1f}" y="{:.1f}" text-anchor="middle" font-size="9" )"
                               R"(fill="#f7eed2">fish</text>)", o.x, o.y - 17));
    }
  }
}

void CqGame::draw_pieces(const State& state, int viewer, SvgCanvas& c) const {
  const CqState& s = cq_state(state);
  define_symbols(c);
  const int n = num_players_;
  for (int q = 0; q < n; ++q) {
    s.seats[q].settled.for_each([&](int h) {
      static constexpr const char* kLevel[4] = {"", "settlement", "city", "castle"};
      c.piece(kLevel[level_at(s, h)], building_at(c.hex_center(h)), q);
    });
    s.seats[q].walls.for_each([&](int e) { c.piece("wall", c.edge_mid(e), q, c.edge_angle(e)); });
  }
  // Units: one marker per hex, seat and kind, numbered; cargo ships one each, with the knights aboard.
  for (int h = 0; h < topo().num_hexes; ++h) {
    struct Mark {
      std::string symbol;
      int seat;
      bool blessed;
    };
    std::vector<Mark> marks;
    for (int q = 0; q < n; ++q) {
      const CqSeat& p = s.seats[q];
      int count[kNumUnitKinds] = {};
      bool blessed[kNumUnitKinds] = {};
      for (int i = 0; i < kUnitSlots; ++i) {
        const CqUnit& u = p.units[i];
        if (!u.kind || u.hex != h || u.carrier) continue;
        if (kind_of(u) == UnitKind::Cargo) {
          marks.push_back({fmt::format("cargo{}", aboard(p, i)), q, (u.flags & kBlessed) != 0});
          continue;
        }
        ++count[u.kind];
        blessed[u.kind] = blessed[u.kind] || (u.flags & kBlessed);
      }
      for (int k = 1; k < kNumUnitKinds; ++k)
        if (count[k]) marks.push_back({fmt::format("{}{}", kUnitNames[k], count[k]), q, blessed[k]});
    }
    for (size_t i = 0; i < marks.size(); ++i) {
      const Point at = around(c.hex_center(h), int(i), int(marks.size()));
      c.piece(marks[i].symbol, at, marks[i].seat);
      if (marks[i].blessed) c.piece("blessed", {at.x + 6, at.y - 6}, -1);
    }
  }
  draw_unit_key(c);
  draw_panel_header(*this, state, viewer, c);
  c.status_line(fmt::format("round {} of {}, {} phase{}", s.round, opt_.cq_rounds, attack_phase(*this, s) ? "attack" : "build",
                            s.last_roll ? fmt::format(", rolled {}", s.last_roll) : std::string()));
  for (int q = 0; q < n; ++q) {
    const CqSeat& p = s.seats[q];
    std::string tokens;
    for (int t = 0; t < kNumTokens; ++t)
      if (p.tokens[t]) tokens += fmt::format(" {} {}", kTokenNames[t], p.tokens[t]);
    if (p.balance_in || p.balance_out) tokens += fmt::format(" balance {:+}", p.balance_in - p.balance_out);
    c.seat_line(q, fmt::format("tokens {}{}", total_tokens(p), tokens.empty() ? "" : ":" + tokens));
    std::string hand;
    for (int k = 0; k < kNumGoods; ++k)
      if (p.hand[k]) hand += fmt::format(" {} {}", p.hand[k], kGoodNames[k]);
    c.seat_line(q, fmt::format("points {}; hand{}", points(s, q), hand.empty() ? " empty" : hand));
    int held = 0;
    std::string cards;
    for (int k = 0; k < kNumDevCards; ++k) {
      held += p.dev[k];
      if ((viewer == kEveryone || viewer == q) && p.dev[k]) cards += fmt::format(" {} {}", p.dev[k], kDevCardNames[k]);
    }
    c.seat_line(q, fmt::format("cards {}{}; victory point cards {}; prisoners {}, sunk {}", held,
                               cards.empty() ? "" : " (" + cards.substr(1) + ")", p.vp_cards, p.prisoners, p.sunk));
  }
}

}  // namespace catanlab
