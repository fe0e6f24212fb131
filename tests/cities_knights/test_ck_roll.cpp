// The roll (Cities & Knights §4-§7): commodities from cities, the robber
// blocking them, progress draws by red die and level, the hand limit with
// walls, the aqueduct, and the dice as chance.
#include <doctest/doctest.h>

#include "tests/cities_knights/ck_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// p0 city v17 (fields h10 12, hills h11 6, forest h17 11), p1 settlement v29
// (forest h17 11, desert, mountains h24 3), p2 city v40 (mountains h24 3,
// fields h25 4, fields h30 6). p0 is about to roll.
State rolling(const StdGame& g) {
  State s = empty_main(g, 0);
  Board{g, s}.city(0, 17).settlement(1, 29).city(2, 40).done();
  std_state(s).phase = Phase::RollDice;
  std_state(s).base.rolled = 0;
  return s;
}

}  // namespace

TEST_CASE("production: a city on forest, pasture or mountains yields the resource and a commodity") {
  auto g = ck_game();
  State s = rolling(*g);
  act(*g, s, "roll y5 r6 trade");  // 11: forest h17
  CHECK(std_state(s).base.players[0].hand == Hand{1, 0, 0, 0, 0, 1, 0, 0});  // lumber + paper
  CHECK(std_state(s).base.players[1].hand == Hand{1, 0, 0, 0, 0, 0, 0, 0});
  CHECK(std_state(s).phase == Phase::Main);
  std_state(s).phase = Phase::RollDice;
  act(*g, s, "roll y1 r2 trade");  // 3: mountains h24
  CHECK(std_state(s).base.players[2].hand == Hand{0, 0, 0, 0, 1, 0, 0, 1});  // ore + coin
  CHECK(std_state(s).base.players[1].hand[Ore] == 1);
  std_state(s).phase = Phase::RollDice;
  act(*g, s, "roll y3 r3 trade");  // 6: hills h11 and fields h30: two of each resource, no commodity
  CHECK(std_state(s).base.players[0].hand[Brick] == 2);
  CHECK(std_state(s).base.players[2].hand[Grain] == 2);
  CHECK(std_state(s).base.bank[Paper] == 11);
}

TEST_CASE("production: the robber blocks resources and commodities of its hex") {
  auto g = ck_game();
  State s = rolling(*g);
  std_state(s).base.robber = 17;
  act(*g, s, "roll y5 r6 trade");
  CHECK(std_state(s).base.players[0].hand_total == 0);
  CHECK(std_state(s).base.players[1].hand_total == 0);
}

TEST_CASE("progress draws: at a gate, players with that track's level draw when red <= level + 1") {
  auto g = ck_game();
  State s = rolling(*g);
  ck_of(g, s).players[0].level[ScienceTrack] = 1;  // draws on red 1-2
  ck_of(g, s).players[1].level[ScienceTrack] = 2;  // red 1-3
  ck_of(g, s).players[2].level[TradeTrack] = 5;    // another track: never at the science gate
  act(*g, s, "roll y4 r3 science");
  CHECK(std_state(s).phase == CkPhase::DrawProgress);
  CHECK(std_state(s).to_move == 1);
  act(*g, s, "draw_progress smith");
  CHECK(ck_of(g, s).players[1].progress[Smith] == 1);
  CHECK(ck_of(g, s).deck[Smith] == 1);
  CHECK(ck_of(g, s).players[0].progress_total == 0);
  CHECK(std_state(s).phase == Phase::Main);
  // Red 2: both draw, the roller first.
  std_state(s).phase = Phase::RollDice;
  act(*g, s, "roll y4 r2 science");
  CHECK(std_state(s).to_move == 0);
  act(*g, s, "draw_progress crane");
  CHECK(std_state(s).to_move == 1);
  act(*g, s, "draw_progress crane");
  CHECK(ck_of(g, s).deck[Crane] == 0);
  // The chance of a draw follows the deck's composition.
  std_state(s).phase = Phase::RollDice;
  act(*g, s, "roll y4 r2 science");
  double smith = 0, total = 0;
  for (const ChanceOutcome& o : g->chance_outcomes(s)) {
    total += o.probability;
    if (g->action_name(o.id) == "draw_progress smith") smith = o.probability;
  }
  CHECK(total == doctest::Approx(1.0));
  CHECK(smith == doctest::Approx(1.0 / 15));  // 18 science cards less crane, crane, smith
}

TEST_CASE("progress hand limit: a fifth card is discarded at once; VP cards do not count") {
  auto g = ck_game();
  State s = rolling(*g);
  ck_of(g, s).players[0].level[PoliticsTrack] = 5;
  deal_card(*g, s, 0, Spy, 2);
  deal_card(*g, s, 0, Bishop, 2);
  act(*g, s, "roll y4 r1 politics");
  act(*g, s, "draw_progress constitution");  // shown at once: not a fifth card
  CHECK(ck_of(g, s).players[0].progress_vp == 1);
  CHECK(g->victory_points(s, 0) == 3);
  CHECK(std_state(s).phase == Phase::Main);
  std_state(s).phase = Phase::RollDice;
  act(*g, s, "roll y4 r1 politics");
  act(*g, s, "draw_progress warlord");
  CHECK(std_state(s).phase == CkPhase::DiscardProgress);
  CHECK(legal(*g, s) == names({"discard_progress bishop", "discard_progress spy", "discard_progress warlord"}));
  act(*g, s, "discard_progress spy");
  CHECK(ck_of(g, s).players[0].progress_total == 4);
  CHECK(ck_of(g, s).returned[Spy] == 1);  // under its deck
  CHECK(std_state(s).phase == Phase::Main);
}

TEST_CASE("a 7: the hand limit is 7 plus 2 per city wall and counts commodities") {
  auto g = ck_game();
  State s = rolling(*g);
  deal(s, 0, {2, 2, 0, 0, 0, 2, 2, 1});  // 9 cards, one wall: no discard
  deal(s, 2, {0, 0, 0, 0, 0, 4, 4, 0});  // 8 commodities: discards 4
  ck_of(g, s).walls.set(17);
  g->rebuild_caches(s);
  act(*g, s, "roll y3 r4 ship");
  CHECK(std_state(s).phase == Phase::Discard);
  CHECK(std_state(s).to_move == 2);
  CHECK(std_state(s).base.players[0].discard_left == 0);
  CHECK(std_state(s).base.players[2].discard_left == 4);
  CHECK(legal(*g, s) == names({"discard paper", "discard cloth"}));
}

TEST_CASE("aqueduct: science 3 and nothing from a production roll: a resource of choice") {
  auto g = ck_game();
  State s = rolling(*g);
  ck_of(g, s).players[1].level[ScienceTrack] = 3;
  ck_of(g, s).players[2].level[ScienceTrack] = 3;
  act(*g, s, "roll y5 r5 trade");  // 10: nobody produces
  CHECK(std_state(s).phase == CkPhase::Aqueduct);
  CHECK(std_state(s).to_move == 1);
  CHECK(legal(*g, s) == names({"aqueduct lumber", "aqueduct brick", "aqueduct wool", "aqueduct grain", "aqueduct ore"}));
  act(*g, s, "aqueduct wool");
  CHECK(std_state(s).to_move == 2);
  act(*g, s, "aqueduct ore");
  CHECK(std_state(s).phase == Phase::Main);
  CHECK(std_state(s).base.players[1].hand[Wool] == 1);
  CHECK(std_state(s).base.players[2].hand[Ore] == 1);
  // Blocked by the robber counts as nothing; production does not; a 7 never.
  std_state(s).base.robber = 17;
  std_state(s).phase = Phase::RollDice;
  act(*g, s, "roll y5 r6 trade");  // 11: p1's forest is blocked
  CHECK(std_state(s).phase == CkPhase::Aqueduct);
  CHECK(std_state(s).to_move == 1);
  act(*g, s, "aqueduct grain");  // p2 got nothing either
  act(*g, s, "aqueduct grain");
  std_state(s).phase = Phase::RollDice;
  act(*g, s, "roll y1 r2 trade");  // 3: both produce ore
  CHECK(std_state(s).phase == Phase::Main);
  std_state(s).phase = Phase::RollDice;
  act(*g, s, "roll y3 r4 trade");  // 7
  CHECK(std_state(s).phase == Phase::Main);
}

TEST_CASE("the dice: 144 outcomes of yellow, red and event die summing to 1, the sum as in the base game") {
  auto g = ck_game();
  State s = rolling(*g);
  double p7 = 0, total = 0;
  for (const ChanceOutcome& o : g->chance_outcomes(s)) {
    total += o.probability;
    const std::string n = g->action_name(o.id);
    if (n.starts_with("roll y1 r6") || n.starts_with("roll y2 r5") || n.starts_with("roll y3 r4") ||
        n.starts_with("roll y4 r3") || n.starts_with("roll y5 r2") || n.starts_with("roll y6 r1"))
      p7 += o.probability;
  }
  CHECK(total == doctest::Approx(1.0));
  CHECK(p7 == doctest::Approx(6.0 / 36));
  Rng rng(5);
  int ships = 0;
  for (int i = 0; i < 6000; ++i) ships += g->action_name(g->sample_chance(s, rng)).ends_with("ship");
  CHECK(ships == doctest::Approx(3000).epsilon(0.05));
}
