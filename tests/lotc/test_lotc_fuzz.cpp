// Random chapter-1 games, 3 and 4 players (every fourth a repeat with
// mercy), with every invariant checked as they go; each game must end by itself: defeat, 13 VP, or the last space.
#include <doctest/doctest.h>

#include <cstdlib>

#include "tests/lotc/lotc_invariants.h"
#include "tests/support/random_game.h"

using namespace catanlab;

namespace {

int fuzz_games() {  // per player count
  const char* env = std::getenv("CATANLAB_LOTC_FUZZ_GAMES");
  return env ? std::atoi(env) : 1000;
}

}  // namespace

TEST_CASE("lotc fuzz: random chapter-1 games keep every invariant and end by defeat, 13 VP or the last space") {
  const int games = fuzz_games();
  int outcomes[3] = {}, early = 0;
  int interludes[3] = {};  // states seen in Bribery's knight, the mission, Help from the South's draws
  for (int players : {3, 4}) {
    // Every fourth game is a repeat with mercy (lotc_mercy).
    std::shared_ptr<const Game> rules[2] = {
        Game::load("conquerors_ch1", players, {{"domestic_trade", players == 3}}),
        Game::load("conquerors_ch1", players, {{"domestic_trade", players == 3}, {"lotc_mercy", 1}})};
    for (int i = 0; i < games; ++i) {
      const Game* g = rules[i % 4 == 3].get();
      State end;
      testing::play_checked_random_game(
          *g, uint64_t(i), uint64_t(i) * 7919 + uint64_t(players), i < 10 ? 1 : 8,
          [&](const Game& gg, const State& s) {
            testing::check_lotc_invariants(gg, s);
            interludes[0] += s.phase == Phase::LotcBriberyKnight;
            interludes[1] += s.phase == Phase::LotcMission;
            interludes[2] += s.phase == Phase::LotcSouthDraw;
            end = s;
          },
          [](const State& s) { return s.lotc.outcome != kPlaying; });
      REQUIRE(end.phase == Phase::GameOver);
      outcomes[end.lotc.outcome] += 1;
      early += end.lotc.outcome == kPlaying;  // 13 VP before the track's end
    }
  }
  MESSAGE(outcomes[kDefeat], " defeats, ", outcomes[kVictory], " victories at the last space, ", early,
          " early victories at 13 VP, of ", 2 * games, " games (a quarter of them repeats with mercy)");
  CHECK(outcomes[kDefeat] + outcomes[kVictory] + early == 2 * games);
  MESSAGE(interludes[0], " Bribery knights, ", interludes[1], " mission roads, ", interludes[2], " southern draws");
  if (games >= 100)  // the new cards come into play (the deck holds two of each)
    for (int n : interludes) CHECK(n > 0);
}
