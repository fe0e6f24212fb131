// Seafarers with Cities & Knights (Seafarers §9), rule set
// seafarers_cities_knights: the robber and the pirate sleep until the first
// barbarian attack; a knight's chase of the robber moves the robber alone, a
// knight beside the pirate's hex chases the pirate; knights travel along
// ships and stand aboard them at sea; gold pays resources only, and counts as
// production for the aqueduct; Road Building's progress card lays ships.
#include <doctest/doctest.h>

#include "tests/cities_knights/ck_position.h"
#include "tests/seafarers/sea_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

std::shared_ptr<const StdGame> combined(int players = 4) { return sea_game(players, {}, "seafarers_cities_knights"); }

// Seat 0's settlement on (4,3)'s east corner, the pirate on (5,3) beside it.
State east_coast(const StdGame& g) {
  State s = empty_main(g);
  sea_of(g, s).pirate = uint8_t(hex(g, 5, 3));
  Board{g, s}.settlement(0, corner(g, 4, 3, Corner::NE)).done();
  sea_of(g, s).islands[0] = 1;  // island 0, settled in the set-up
  return s;
}

}  // namespace

TEST_CASE("the robber and the pirate sleep until the first attack, then a 7 moves either") {
  auto g = combined();
  State s = east_coast(*g);
  turn_of(s, 0, Phase::RollDice);
  act(*g, s, "roll y3 r4 trade");
  CHECK(g->phase_name(s) == "main");  // a 7 only makes hands discard
  catanlab::ck_of(*g, s).attacks = 1;
  turn_of(s, 0, Phase::RollDice);
  act(*g, s, "roll y3 r4 trade");
  CHECK(g->phase_name(s) == "move_robber");
  CHECK(legal_in(*g, s, "move_pirate").find(fmt::format("move_pirate h{}", hex(*g, 0, 0))) != std::string::npos);
  CHECK(!legal_in(*g, s, "move_robber").empty());
}

TEST_CASE("a knight chases the robber (the robber alone) or, beside the pirate's hex, the pirate") {
  auto g = combined();
  State s = east_coast(*g);
  catanlab::ck_of(*g, s).attacks = 1;
  const int robber = std_state(s).base.robber;  // the desert, (3,3)
  const int by_robber = corner(*g, 3, 3, Corner::NE), by_pirate = corner(*g, 5, 3, Corner::SW);
  Board{*g, s}.roads(0, {side(*g, 4, 3, Dir::E)}).done();
  knight_at(*g, s, 0, by_pirate, 1);
  knight_at(*g, s, 0, by_robber, 1);
  CHECK(legal_in(*g, s, "chase_robber") == fmt::format("chase_robber v{}", by_robber));
  CHECK(legal_in(*g, s, "chase_pirate") == fmt::format("chase_pirate v{}", by_pirate));
  State robber_chase = s;
  act(*g, robber_chase, fmt::format("chase_robber v{}", by_robber));
  CHECK(legal_in(*g, robber_chase, "move_pirate") == "");
  CHECK(!legal_in(*g, robber_chase, "move_robber").empty());
  act(*g, robber_chase, fmt::format("move_robber h{}", hex(*g, 0, 3)));
  CHECK(std_state(robber_chase).base.robber_alone == 0);

  act(*g, s, fmt::format("chase_pirate v{}", by_pirate));
  CHECK(g->phase_name(s) == "pirate_chase");
  CHECK(!(catanlab::ck_of(*g, s).knight[by_pirate] & knight::kActive));
  CHECK(legal(*g, s) == pirate_moves(*g, s));
  act(*g, s, fmt::format("move_pirate h{}", hex(*g, 0, 0)));
  CHECK(g->phase_name(s) == "main");
  CHECK(legal_in(*g, s, "chase_pirate") == "");  // the knight is spent
  (void)robber;
}

TEST_CASE("knights travel along ships and stand aboard them at sea") {
  auto g = combined();
  State s = east_coast(*g);
  sea_of(*g, s).pirate = uint8_t(hex(*g, 0, 0));
  const int home = corner(*g, 4, 3, Corner::NE);
  const int a = side(*g, 5, 3, Dir::NW), b = side(*g, 5, 3, Dir::NE);
  put_ships(*g, s, 0, {a, b});
  g->rebuild_caches(s);
  const int n_corner = corner(*g, 5, 3, Corner::N), ne_corner = corner(*g, 5, 3, Corner::NE);
  // A knight built at the settlement's neighbour by road; it moves out along the ships to sea corners.
  Board{*g, s}.roads(0, {side(*g, 4, 3, Dir::E)}).done();
  const int knight_spot = corner(*g, 4, 3, Corner::SE);
  knight_at(*g, s, 0, knight_spot, 1);
  CHECK(legal_in(*g, s, "move_knight") == fmt::format("move_knight v{}", knight_spot));
  act(*g, s, fmt::format("move_knight v{}", knight_spot));
  CHECK(legal(*g, s) == names({fmt::format("knight_to v{}", n_corner), fmt::format("knight_to v{}", ne_corner)}));
  act(*g, s, fmt::format("knight_to v{}", ne_corner));
  CHECK(std_state(s).base.players[0].vertex_pieces.test(ne_corner));
  // Aboard at sea, it reads back from JSON (validate: at sea only where its owner's ship touches).
  CHECK(g->from_json(g->to_json(s)) == s);
  // The knight at the route's open end closes it: the ship there may not move.
  CHECK(legal_in(*g, s, "move_ship") == "");
  (void)home;
}

TEST_CASE("gold pays resources, never commodities, and counts as production for the aqueduct") {
  auto g = combined();
  State s = empty_main(*g);
  Board{*g, s}.city(1, corner(*g, 7, 1, Corner::SE)).done();
  catanlab::ck_of(*g, s).players[1].level[ScienceTrack] = 3;  // the aqueduct
  turn_of(s, 0, Phase::RollDice);
  act(*g, s, "roll y1 r3 trade");
  CHECK(g->phase_name(s) == "gold_pick");
  CHECK(std_state(s).to_move == 1);
  CHECK(legal(*g, s) == names({"gold_pick lumber, gold_pick brick, gold_pick wool, gold_pick grain, gold_pick ore"}));
  act(*g, s, "gold_pick ore");
  act(*g, s, "gold_pick grain");
  CHECK(g->phase_name(s) == "main");  // no aqueduct: the city's gold was production
  CHECK(std_state(s).base.players[1].hand_total == 2);
}

TEST_CASE("diplomat takes a ship at an open route's end; intrigue reaches a knight beside one's ship") {
  auto g = combined();
  State s = east_coast(*g);
  sea_of(*g, s).pirate = uint8_t(hex(*g, 0, 0));
  const int a = side(*g, 5, 3, Dir::NW), b = side(*g, 5, 3, Dir::NE);
  put_ships(*g, s, 0, {a, b});  // from the settlement out to sea: b's far end is open, a's is the settlement's
  g->rebuild_caches(s);
  deal_card(*g, s, 0, Diplomat, 2);
  CHECK(legal_in(*g, s, "play diplomat") == fmt::format("play diplomat e{}", b));
  const int left = sea_of(*g, s).ships_left[0];
  act(*g, s, fmt::format("play diplomat e{}", b));
  CHECK_FALSE(std_state(s).base.players[0].path_pieces.test(b));
  CHECK(sea_of(*g, s).ships_left[0] == left + 1);
  // One's own piece may be rebuilt at once, as a ship too: the free placement offers b again.
  CHECK(std_state(s).phase == Phase::RoadBuilding);
  CHECK(legal_in(*g, s, "build_ship").find(fmt::format("build_ship e{}", b)) != std::string::npos);
  act(*g, s, fmt::format("build_ship e{}", b));
  CHECK(std_state(s).base.players[0].path_pieces.test(b));
  CHECK(sea_of(*g, s).ships_left[0] == left);

  // An opponent's knight at the far end of seat 0's ship, on no road of seat 0's: Intrigue may displace it.
  const int far = corner(*g, 5, 3, Corner::NE);
  knight_at(*g, s, 1, far, 1);
  deal_card(*g, s, 0, Intrigue);
  CHECK(legal_in(*g, s, "play intrigue") == fmt::format("play intrigue v{}", far));
}
