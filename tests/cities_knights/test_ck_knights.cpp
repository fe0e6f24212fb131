// Knights (Cities & Knights §9): building beside own roads, promotion
// (mighty needs the fortress), activation (no action the same turn), moves
// along own roads, displacing a weaker knight, chasing the robber, and
// breaking an opponent's road.
#include <doctest/doctest.h>

#include "tests/cities_knights/ck_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// p0: city v17, roads v17-v22-v28-v34 (e25 e34 e41). p1: city v40, roads
// v40-v35-v29-v34 (e51 e43 e42). The robber is on the desert h18.
State knights_position(const StdGame& g) {
  State s = empty_main(g, 0);
  Board{g, s}.city(0, 17).roads(0, {25, 34, 41}).city(1, 40).roads(1, {51, 43, 42}).done();
  return s;
}

}  // namespace

TEST_CASE("knights: built basic and inactive on an empty vertex of one's roads, for wool and ore") {
  auto g = ck_game();
  State s = knights_position(*g);
  CHECK_FALSE(can(*g, s, "build_knight v22"));  // no wool and ore
  deal(s, 0, {0, 0, 1, 0, 1});
  CHECK(can(*g, s, "build_knight v22"));  // beside the city: no distance rule for knights
  CHECK(can(*g, s, "build_knight v28"));
  CHECK_FALSE(can(*g, s, "build_knight v17"));  // the city's own vertex
  CHECK_FALSE(can(*g, s, "build_knight v29"));  // p1's roads only
  act(*g, s, "build_knight v22");
  CHECK(knight::strength(ck_of(g, s).knight[22]) == 1);
  CHECK_FALSE(active(*g, s, 22));
  CHECK(ck_of(g, s).players[0].knights_left[0] == 1);
  CHECK(std_state(s).base.players[0].hand_total == 0);
  // A knight's vertex takes no settlement.
  deal(s, 0, {1, 1, 1, 1, 0});
  CHECK_FALSE(can(*g, s, "build_settlement v22"));
}

TEST_CASE("knights: promotion one step a turn; mighty needs politics level 3; pieces limit it") {
  auto g = ck_game();
  State s = knights_position(*g);
  knight_at(*g, s, 0, 22, 1, true);
  deal(s, 0, {0, 0, 3, 0, 3});
  act(*g, s, "promote_knight v22");
  CHECK(knight::strength(ck_of(g, s).knight[22]) == 2);
  CHECK(active(*g, s, 22));  // status kept
  CHECK_FALSE(can(*g, s, "promote_knight v22"));  // once per turn
  act(*g, s, "end_turn");
  turn_of(s, 0);
  CHECK_FALSE(can(*g, s, "promote_knight v22"));  // no fortress
  ck_of(g, s).players[0].level[PoliticsTrack] = 3;
  CHECK(can(*g, s, "promote_knight v22"));
  ck_of(g, s).players[0].knights_left[2] = 0;  // both mighty pieces in use
  CHECK_FALSE(can(*g, s, "promote_knight v22"));
}

TEST_CASE("knights: activated for grain, it may not act the same turn; acting makes it inactive") {
  auto g = ck_game();
  State s = knights_position(*g);
  knight_at(*g, s, 0, 22, 1, false);
  deal(s, 0, {0, 0, 0, 2, 0});
  CHECK_FALSE(can(*g, s, "move_knight v22"));
  act(*g, s, "activate_knight v22");
  CHECK(active(*g, s, 22));
  CHECK_FALSE(can(*g, s, "move_knight v22"));
  act(*g, s, "end_turn");
  turn_of(s, 0);
  CHECK(can(*g, s, "move_knight v22"));
  act(*g, s, "move_knight v22");
  CHECK(legal(*g, s) == names({"knight_to v28", "knight_to v34"}));  // v17 holds the own city
}

TEST_CASE("knights: a move follows own roads past own pieces, never past another's") {
  auto g = ck_game();
  State s = knights_position(*g);
  knight_at(*g, s, 0, 28, 1, true);
  act(*g, s, "move_knight v28");
  // v22 and v34 along the roads; v17 holds the own city; beyond v34 are p1's roads.
  CHECK(legal(*g, s) == names({"knight_to v22", "knight_to v34"}));
  act(*g, s, "knight_to v34");
  CHECK(ck_of(g, s).knight[34] != 0);
  CHECK(ck_of(g, s).knight[28] == 0);
  CHECK_FALSE(active(*g, s, 34));
  CHECK(std_state(s).base.players[0].vertex_pieces.test(34));
  // p1's piece at v22 cuts the chain: a knight at v28 cannot pass it to v17's side.
  State t = knights_position(*g);
  knight_at(*g, t, 0, 34, 1, true);
  knight_at(*g, t, 1, 22, 3, true);
  act(*g, t, "move_knight v34");
  CHECK(legal(*g, t) == names({"knight_to v28"}));
}

TEST_CASE("knights: displacing a weaker knight; its owner moves it along their roads, else it goes home") {
  auto g = ck_game();
  State s = knights_position(*g);
  knight_at(*g, s, 0, 28, 2, true);
  knight_at(*g, s, 1, 34, 1, true);
  act(*g, s, "move_knight v28");
  CHECK(legal(*g, s) == names({"knight_to v22", "knight_to v34"}));
  act(*g, s, "knight_to v34");
  CHECK(std_state(s).phase == CkPhase::Relocate);
  CHECK(std_state(s).to_move == 1);
  CHECK(legal(*g, s) == names({"knight_to v29", "knight_to v35"}));
  act(*g, s, "knight_to v29");
  CHECK(knight::owner(ck_of(g, s).knight[34]) == 0);
  CHECK(knight::owner(ck_of(g, s).knight[29]) == 1);
  CHECK(active(*g, s, 29));  // keeps its status
  CHECK(std_state(s).phase == Phase::Main);
  CHECK(std_state(s).to_move == 0);

  SUBCASE("an equal knight may not be displaced") {
    State t = knights_position(*g);
    knight_at(*g, t, 0, 28, 2, true);
    knight_at(*g, t, 1, 34, 2, true);
    act(*g, t, "move_knight v28");
    CHECK(legal(*g, t) == names({"knight_to v22"}));
  }
  SUBCASE("no empty vertex on the owner's roads: back to the supply") {
    State t = empty_main(*g, 0);
    Board{*g, t}.city(0, 17).roads(0, {25, 34, 41}).city(1, 29).roads(1, {42}).done();
    knight_at(*g, t, 0, 28, 2, true);
    knight_at(*g, t, 1, 34, 1, true);
    act(*g, t, "move_knight v28");
    act(*g, t, "knight_to v34");
    CHECK(std_state(t).phase == Phase::Main);
    CHECK(ck_of(g, t).players[1].knights_left[0] == 2);
    CHECK_FALSE(std_state(t).base.players[1].vertex_pieces.any());
  }
}

TEST_CASE("knights: an opponent's knight breaks a road; Longest Road follows") {
  auto g = ck_game();
  State s = empty_main(*g, 1);
  Board{*g, s}.city(0, 17).city(1, 40).roads(1, {51, 43, 42}).done();
  build_roads(*g, s, 0, {25, 34, 41, 50, 55});  // v17-v22-v28-v34-v39-v43
  CHECK(std_state(s).base.players[0].road_length == 5);
  CHECK(std_state(s).base.longest_road_holder == 0);
  knight_at(*g, s, 1, 29, 1, true);
  turn_of(s, 1);
  act(*g, s, "move_knight v29");
  act(*g, s, "knight_to v34");
  CHECK(std_state(s).base.players[0].road_length == 3);
  CHECK(std_state(s).base.longest_road_holder == kNobody);
  CHECK(g->victory_points(s, 0) == 2);
}

TEST_CASE("knights: chasing the robber, only after the first barbarian attack, from the robber's hex") {
  auto g = ck_game();
  State s = knights_position(*g);
  turn_of(s, 1);
  knight_at(*g, s, 1, 29, 1, true);  // a corner of the desert h18
  knight_at(*g, s, 1, 35, 1, true);
  deal(s, 0, {0, 0, 0, 0, 0, 1, 0, 0});
  CHECK_FALSE(can(*g, s, "chase_robber v29"));
  ck_of(g, s).attacks = 1;
  CHECK(can(*g, s, "chase_robber v29"));
  act(*g, s, "chase_robber v29");
  CHECK(std_state(s).phase == Phase::MoveRobber);
  CHECK_FALSE(active(*g, s, 29));
  act(*g, s, "move_robber h17");  // p0's city v17 is on it
  CHECK(std_state(s).phase == Phase::StealCard);
  CHECK(g->chance_outcomes(s).size() == 1);
  act(*g, s, "steal_card paper");  // commodities may be stolen
  CHECK(std_state(s).base.players[1].hand[Paper] == 1);
  CHECK(std_state(s).phase == Phase::Main);
  CHECK_FALSE(can(*g, s, "chase_robber v29"));  // spent this turn
}
