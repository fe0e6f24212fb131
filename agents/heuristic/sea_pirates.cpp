// The Pirate Islands in the heuristic: each ship that brings the seat's line a step nearer its
// fortress, warships up to the 6 that beat every die but a 6, and each chip taken (the fortress
// is the win's condition); a battle under way counts its odds (a chip won against the ships a tie
// or a loss costs), a raid its card won or lost.
#include "agents/heuristic/sea_pirates.h"

#include <algorithm>

#include "agents/heuristic/module_terms.h"
#include "core/seafarers/sea_rules.h"

namespace catanlab {

namespace {

constexpr double kLaneStep = 2.0;  // per step the line has come nearer its fortress
constexpr double kWarship = 3.0;   // per warship up to kUsefulWarships (a Knight card in hand is 2.5)
constexpr int kUsefulWarships = 6;
constexpr double kChip = 8.0;      // per fortress chip taken

// The steps the seat's line still lacks (the nearest corner its ships reach; its whole line, from
// its slot's settlement, without ships).
int steps_left(const StdGame& g, const StdState& s, int player) {
  const auto& steps = sea::lane_steps(g, player);
  int best = sea::line_steps(g, player);
  s.base.players[player].path_pieces.for_each([&](int e) {
    for (int v : g.topo().edge_vertex[e])
      if (steps[size_t(v)] >= 0) best = std::min<int>(best, steps[size_t(v)]);
  });
  return best;
}

}  // namespace

double pirate_value(const StdGame& g, const StdState& s, int player) {
  if (!sea_opt(g).pirate_islands) return 0;
  const PirateSlice& pi = sea_of(g, s).pirates;
  const int chips = pi.chips[size_t(player)], warships = pi.warships[size_t(player)];
  double v = kLaneStep * (sea::line_steps(g, player) - steps_left(g, s, player)) + kWarship * std::min(warships, kUsefulWarships) +
             kChip * (3 - chips);
  if (s.phase == SeaPhase::FortressDie && s.turn_player == player) {
    const double win = std::min(warships - 1, 6) / 6.0, tie = warships <= 6 ? 1 / 6.0 : 0.0;
    v += kChip * win - kLaneStep * (tie + 2 * (1 - win - tie));
  }
  if (s.phase == SeaPhase::FleetPick && pi.raided == player) v += kCard;
  if (s.phase == SeaPhase::FleetTakes && pi.raided == player) v -= kCard * pi.owed;
  return v;
}

}  // namespace catanlab
