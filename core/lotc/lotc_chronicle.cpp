// The chronicle: each chapter's legend points (legend_points), the cap on
// points from defeats, and the overall winners.
#include "core/lotc/lotc_chronicle.h"

#include <algorithm>

#include "core/lotc/lotc_internal.h"

namespace catanlab::lotc {

ChapterResult chapter_result(const Game& g, const State& s) {
  ChapterResult r;
  r.chapter = g.opt().lotc_chapter;
  r.victory = g.table_result(s) == 1;
  for (int q = 0; q < s.num_players; ++q) r.vp.push_back(g.victory_points(s, q)), r.hero.push_back(s.lotc.hero[q]);
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
    }
    total_[q] += points[q];
  }
  return points;
}

uint8_t Chronicle::winners() const {
  uint8_t mask = 0;
  int best = -1, best_hero = -1;
  for (int q = 0; q < int(total_.size()); ++q) {
    if (total_[q] > best || (total_[q] == best && heroes_[q] > best_hero)) best = total_[q], best_hero = heroes_[q], mask = 0;
    if (total_[q] == best && heroes_[q] == best_hero) mask |= uint8_t(1u << q);
  }
  return mask;
}

}  // namespace catanlab::lotc
