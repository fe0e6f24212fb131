// The barbarians (Cities & Knights §10): the ship's steps, the attack's
// strength against active knights, a single top defender, a tie, a loss with
// pillage, metropolis immunity, walls lost, knights made inactive, the
// robber woken.
#include <doctest/doctest.h>

#include "tests/cities_knights/ck_position.h"
#include "tests/support/random_game.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// p0 city v17 (roads e25 e34), p1 city v40 (roads e51 e43), p2 city v9 (road e14).
// The ship is one step from Catan; p0 is about to roll.
State before_attack(const StdGame& g) {
  State s = empty_main(g, 0);
  Board{g, s}.city(0, 17).roads(0, {25, 34}).city(1, 40).roads(1, {51, 43}).city(2, 9).roads(2, {14}).done();
  ck_of(g, s).barbarians = uint8_t(ck_opt(g).barbarian_track - 1);
  std_state(s).phase = Phase::RollDice;
  std_state(s).base.rolled = 0;
  return s;
}

}  // namespace

TEST_CASE("barbarians: each ship face is one step; a gate is none") {
  auto g = ck_game();
  State s = before_attack(*g);
  ck_of(g, s).barbarians = 0;
  act(*g, s, "roll y1 r2 ship");
  CHECK(ck_of(g, s).barbarians == 1);
  std_state(s).phase = Phase::RollDice;
  act(*g, s, "roll y1 r2 trade");
  CHECK(ck_of(g, s).barbarians == 1);
  // A ship face is half of the event die.
  double ship = 0;
  for (const ChanceOutcome& o : g->chance_outcomes(s = before_attack(*g)))
    if (g->action_name(o.id).ends_with("ship")) ship += o.probability;
  CHECK(ship == doctest::Approx(0.5));
}

TEST_CASE("barbarians: a single top defender gets a Defender of Catan point; knights go inactive") {
  auto g = ck_game();
  State s = before_attack(*g);
  knight_at(*g, s, 0, 22, 2, true);
  knight_at(*g, s, 1, 35, 1, true);  // defence 3 = 3 cities
  act(*g, s, "roll y1 r2 ship");
  CHECK(ck_of(g, s).players[0].defender == 1);
  CHECK(ck_of(g, s).defenders_left == ck_opt(*g).defender_cards - 1);
  CHECK(g->victory_points(s, 0) == 3);
  CHECK(ck_of(g, s).players[1].defender == 0);
  CHECK_FALSE(active(*g, s, 22));
  CHECK_FALSE(active(*g, s, 35));
  CHECK(ck_of(g, s).barbarians == 0);
  CHECK(ck_of(g, s).attacks == 1);
  CHECK(std_state(s).phase == Phase::Main);
}

TEST_CASE("barbarians: tied top defenders draw a progress card each from a deck of their choice") {
  auto g = ck_game();
  State s = before_attack(*g);
  knight_at(*g, s, 0, 22, 2, true);
  knight_at(*g, s, 2, 13, 2, true);  // 4 >= 3 cities; p0 and p2 tie
  act(*g, s, "roll y1 r2 ship");
  CHECK(ck_of(g, s).players[0].defender + ck_of(g, s).players[2].defender == 0);
  CHECK(std_state(s).phase == CkPhase::ChooseDeck);
  CHECK(std_state(s).to_move == 0);
  act(*g, s, "choose_deck politics");
  CHECK(std_state(s).phase == CkPhase::DrawProgress);
  act(*g, s, "draw_progress spy");
  CHECK(ck_of(g, s).players[0].progress[Spy] == 1);
  CHECK(std_state(s).phase == CkPhase::ChooseDeck);
  CHECK(std_state(s).to_move == 2);
  act(*g, s, "choose_deck science");
  act(*g, s, "draw_progress crane");
  CHECK(ck_of(g, s).players[2].progress[Crane] == 1);
  CHECK(std_state(s).phase == Phase::Main);  // then the production of the 3
  CHECK(std_state(s).to_move == 0);
}

TEST_CASE("barbarians: a loss pillages a city of every weakest defender; the city's wall goes with it") {
  auto g = ck_game();
  State s = before_attack(*g);
  Board{*g, s}.city(0, 34).done();  // p0: two cities
  ck_of(g, s).walls.set(34);
  g->rebuild_caches(s);
  CHECK(std_state(s).base.players[0].hand_limit_bonus == 2);
  knight_at(*g, s, 1, 35, 1, true);  // defence 1 < 4 cities; p0 and p2 have 0
  act(*g, s, "roll y1 r2 ship");
  CHECK(std_state(s).phase == CkPhase::Pillage);  // p0 has two cities: it chooses
  CHECK(std_state(s).to_move == 0);
  CHECK(legal(*g, s) == names({"lose_city v17", "lose_city v34"}));
  act(*g, s, "lose_city v34");
  CHECK(std_state(s).base.players[0].settlements.test(34));
  CHECK_FALSE(ck_of(g, s).walls.test(34));
  CHECK(std_state(s).base.players[0].hand_limit_bonus == 0);
  // p2's only city goes without a question; p1, stronger, keeps its city.
  CHECK(std_state(s).base.players[2].settlements.test(9));
  CHECK(std_state(s).base.players[1].cities.test(40));
  CHECK(g->victory_points(s, 0) == 3);
  CHECK(g->victory_points(s, 2) == 1);
  CHECK(std_state(s).phase == Phase::Main);
}

TEST_CASE("barbarians: a city lost with no settlement piece left lies on its side, and the State reads back") {
  auto g = ck_game();
  State s = before_attack(*g);
  // p2 puts all its settlement pieces down, on the first free land corners.
  for (int v = 0; std_state(s).base.players[2].settlements_left > 0; ++v)
    if (g->topo().land_vertices.test(v) && !std_state(s).base.blocked.test(v)) Board{*g, s}.settlement(2, v).done();
  knight_at(*g, s, 1, 35, 1, true);  // p0 and p2 the weakest; p0 loses v17 normally
  act(*g, s, "roll y1 r2 ship");
  const PlayerState& p2 = std_state(s).base.players[2];
  CHECK(p2.settlements.test(9));
  CHECK(p2.settlements.count() == g->opt().settlements + 1);
  CHECK(p2.settlements_left == 0);
  CHECK(g->victory_points(s, 2) == g->opt().settlements + 1);
  check_round_trips(*g, s);
}

TEST_CASE("barbarians: a metropolis is never pillaged; a player with only metropolises is ignored") {
  auto g = ck_game();
  State s = before_attack(*g);
  ck_of(g, s).metropolis[TradeTrack] = 17;  // p0's only city
  knight_at(*g, s, 1, 35, 1, true);   // p1 1, p2 0: without p0, p2 is the weakest
  act(*g, s, "roll y1 r2 ship");
  CHECK(std_state(s).base.players[0].cities.test(17));
  CHECK(std_state(s).base.players[2].settlements.test(9));
  CHECK(std_state(s).base.players[1].cities.test(40));
}

TEST_CASE("barbarians: the first attack wakes the robber; before it a 7 only discards") {
  auto g = ck_game();
  State s = before_attack(*g);
  ck_of(g, s).barbarians = 0;
  deal(s, 1, {2, 2, 2, 2, 0, 0, 0, 0});
  act(*g, s, "roll y3 r4 trade");
  CHECK(std_state(s).phase == Phase::Discard);
  CHECK(std_state(s).to_move == 1);
  for (int i = 0; i < 4; ++i) act(*g, s, g->action_name(g->legal_actions(s).front()));
  CHECK(std_state(s).phase == Phase::Main);  // no robber
  ck_of(g, s).attacks = 1;
  std_state(s).phase = Phase::RollDice;
  act(*g, s, "roll y3 r4 trade");
  CHECK(std_state(s).phase == Phase::MoveRobber);
}
