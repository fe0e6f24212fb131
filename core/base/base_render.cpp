// The base game in pictures: settlements, cities, roads and the robber as
// pieces, and each seat's hand, cards, points and awards in the side panel.
#include <fmt/format.h>
#include <numeric>

#include "core/base/base_rules.h"
#include "core/standard/module_traits.h"
#include "core/standard/std_game.h"
#include "core/render/svg_canvas.h"

namespace catanlab {

namespace {

// "2 lumber, 1 ore" from counts by kind; `none` when all are zero.
template <size_t N>
std::string counted(const std::array<uint8_t, N>& counts, auto name) {
  std::string out;
  for (size_t k = 0; k < N; ++k)
    if (counts[k]) out += fmt::format("{}{} {}", out.empty() ? "" : ", ", counts[k], name(k));
  return out.empty() ? "none" : out;
}
std::string resources(const Hand& counts) {
  return counted(counts, [](size_t k) { return kCardNames[k]; });
}

void seat_panel(const StdGame& g, const StdState& s, int viewer, int p, SvgCanvas& c) {
  const PlayerState& ps = s.base.players[p];
  const bool sees = viewer < 0 || viewer == p;  // hands and development cards are private
  const int hidden_vp = ps.dev[VictoryPoint];
  c.seat_line(p, sees ? fmt::format("VP {}{}", g.victory_points(s, p),
                                    hidden_vp ? fmt::format(" ({} from VP cards)", hidden_vp) : "")
                      : fmt::format("VP {} public", g.victory_points(s, p) - hidden_vp));
  c.seat_line(p, sees ? fmt::format("hand {}: {}", ps.hand_total, resources(ps.hand))
                      : fmt::format("hand {} cards, known: {}", ps.hand_total, resources(ps.known)));
  const int devs = std::accumulate(ps.dev.begin(), ps.dev.end(), 0);
  const int fresh = std::accumulate(ps.dev_new.begin(), ps.dev_new.end(), 0);
  c.seat_line(p, sees ? fmt::format("dev: {}{}", counted(ps.dev, [](size_t k) { return kDevNames[k]; }),
                                    fresh ? fmt::format(" ({} new)", fresh) : "")
                      : fmt::format("dev cards: {}", devs));
  c.seat_line(p, fmt::format("knights played {}, road {}, left: {} settlements, {} cities, {} roads",
                             ps.knights_played, ps.road_length, ps.settlements_left, ps.cities_left, ps.roads_left));
  std::string awards;
  if (s.base.longest_road_holder == p) awards += "Longest Road  ";
  if (s.base.largest_army_holder == p) awards += "Largest Army  ";
  if (ps.discard_left) awards += fmt::format("discards {}", ps.discard_left);
  if (!awards.empty()) c.seat_line(p, awards);
}

}  // namespace

void BaseRules::render_svg(const StdGame& g, const StdState& s, int viewer, SvgCanvas& c) const {
  // Drawn around 0,0; the fill comes from the seat's class on each piece.
  c.define("settlement", "<path d=\"M-8,7 L-8,-2 L0,-9 L8,-2 L8,7 Z\"/>");
  c.define("city", "<path d=\"M-12,8 L-12,-3 L-6,-9 L0,-3 L0,-1 L12,-1 L12,8 Z\"/>");
  c.define("road", "<rect x=\"-13\" y=\"-3.5\" width=\"26\" height=\"7\" rx=\"2\"/>");
  c.define("robber", "<g fill=\"#3a3a3a\"><path d=\"M-7,11 Q-7,-3 0,-5 Q7,-3 7,11 Z\"/><circle cx=\"0\" cy=\"-9\" "
                     "r=\"5\"/></g>");

  for (int p = 0; p < s.num_players; ++p) {
    const PlayerState& ps = s.base.players[p];
    ps.roads.for_each([&](int e) { c.piece("road", c.edge_mid(e), p, c.edge_angle(e)); });
    ps.settlements.for_each([&](int v) { c.piece("settlement", c.vertex(v), p); });
    ps.cities.for_each([&](int v) { c.piece("city", c.vertex(v), p); });
  }
  if (g.opt().robber && s.base.robber != robber_off_board(g.topo())) {  // beside the number token, so both stay readable
    const Point hex = c.hex_center(s.base.robber);
    c.piece("robber", {hex.x - 0.55 * SvgCanvas::kHexRadius, hex.y}, -1);
  }

  if (s.base.last_roll) c.status_line(fmt::format("last roll {}", s.base.last_roll));
  c.status_line("bank: " + resources(s.base.bank));
  c.status_line(fmt::format("development deck: {}", std::accumulate(s.base.dev_deck.begin(), s.base.dev_deck.end(), 0)));
  for (int p = 0; p < s.num_players; ++p) seat_panel(g, s, viewer, p, c);
}

}  // namespace catanlab
