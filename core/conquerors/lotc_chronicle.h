#pragma once
// The chronicle (legend-of-the-conquerors.txt, "Chronicle" and each chapter's
// "End of the Chapter"): legend points chapter after chapter, the cap of 6
// points from defeats over the whole legend, and the legend's winners. The
// campaign runs chapters one after another (a lost chapter is played again)
// and enters each result here.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace catanlab {
class Game;
class State;
}  // namespace catanlab

namespace catanlab::lotc {

struct ChapterResult {
  int chapter = 1;
  bool victory = false;
  std::vector<int> vp, hero;  // per seat
};

// What the chronicle needs of a finished chapter game: its chapter
// (lotc_chapter), the table's result (a game without one, the turn cap, is
// no victory), each seat's VP (hero track included) and hero position.
ChapterResult chapter_result(const Game& g, const State& s);

class Chronicle {
 public:
  static constexpr int kDefeatCap = 6;  // "a player cannot reach more than 6 legend points after defeats"

  explicit Chronicle(int players)
      : total_(std::size_t(players), 0), from_defeats_(std::size_t(players), 0), heroes_(std::size_t(players), 0),
        vp_(std::size_t(players), 0) {}

  // Enters one played chapter; returns the legend points each seat received.
  std::vector<int> enter(const ChapterResult& r);
  const std::vector<int>& total() const { return total_; }
  const std::vector<int>& from_defeats() const { return from_defeats_; }
  // Seat mask of the legend's winners: the most legend points, then the sum
  // of the hero positions entered after victories, then the sum of the VP
  // entered after victories ("The Legendary Winner" adds this step to
  // "Overall Score"); a tie that persists: all win.
  uint8_t winners() const;

 private:
  std::vector<int> total_, from_defeats_, heroes_, vp_;
};

}  // namespace catanlab::lotc
