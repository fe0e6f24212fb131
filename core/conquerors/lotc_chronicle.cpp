// The chronicle: each chapter's legend points (legend_points), the cap on
// points from defeats, and the overall winners.
#include "core/conquerors/lotc_chronicle.h"

#include <algorithm>
#include <bit>
#include <tuple>

#include "core/conquerors/lotc_internal.h"

namespace catanlab::lotc {

ChapterResult chapter_result(const Game& game, const State& state) {
  const StdGame& g = std_game(game);
  const StdState& s = std_state(state);
  ChapterResult r;
  r.chapter = lotc_opt(g).lotc_chapter;
  r.victory = g.table_result(s) == 1;
  for (int q = 0; q < s.num_players; ++q) r.vp.push_back(g.victory_points(s, q)), r.hero.push_back(lotc_of(g, s).hero[q]);
  return r;
}

std::vector<int> Chronicle::enter(const ChapterResult& r) {
  const int n = int(total_.size());
  std::vector<int> points(size_t(n), 0);
  legend_points(r.chapter, r.vp.data(), r.hero.data(), n, !r.victory, points.data());
  for (int q = 0; q < n; ++q) {
    if (!r.victory) {  // the cap counts the defeat table only
      points[q] = std::min(points[q], kDefeatCap - from_defeats_[q]);
      from_defeats_[q] += points[q];
    } else {
      heroes_[q] += r.hero[q];  // "the light-colored spaces" are entered after victories
      vp_[q] += r.vp[q];
    }
    total_[q] += points[q];
  }
  return points;
}

uint8_t Chronicle::winners() const {
  auto key = [&](int q) { return std::tuple(total_[q], heroes_[q], vp_[q]); };
  uint8_t mask = 0;
  for (int q = 0; q < int(total_.size()); ++q) {
    if (mask && key(q) < key(std::countr_zero(mask))) continue;
    if (!mask || key(q) > key(std::countr_zero(mask))) mask = 0;
    mask |= uint8_t(1u << q);
  }
  return mask;
}

}  // namespace catanlab::lotc
