// Lea the Healer (the almanac; chapters 1 and 2): right after a battle in
// which the conquerors beat knights, a seat holding Lea (asked in turn order
// from the active player, on any turn) brings one defeated knight back onto a
// free intersection by its owner's roads; an opponent's knight moves the
// player up the hero track. Then the conquerors' step goes on, without a
// conqueror the knight beat before its turn to move.
#include <doctest/doctest.h>

#include "tests/conquerors/lotc_invariants.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

constexpr int kYellow = 2;

// Yellow's turn; a strength-3 conqueror on the swamp (1,2) will advance east onto the hills 8,
// where Blue's basic knight stands; Blue's road lies far away at (4,4).
struct Scene {
  std::shared_ptr<const StdGame> g = lotc_game(4);
  State s = lotc_main(*g, kYellow);
  int hills = hex(*g, 2, 2), knight_v = corner(*g, hills, Corner::NE);
  int road = side(*g, hex(*g, 4, 4), Dir::E);
  Scene(bool blue_road) {
    conqueror_at(*g, s, hex(*g, 1, 2), 3);
    knight_at(*g, s, kBlue, knight_v, 1, true);
    if (blue_road) Board{*g, s}.roads(kBlue, {road}).done();
    deal_card(*g, s, kRed, LeaTheHealer);
    ship_to(*g, s, 9);  // a red-first advance
    act(*g, s, "direction yellow");
  }
};

}  // namespace

TEST_CASE("Lea the Healer: after the advance beats Blue's knight, Red brings it back by Blue's road and steps up") {
  Scene sc(true);
  const StdGame& g = *sc.g;
  State& s = sc.s;
  CHECK(lotc_of(g, s).conqueror[sc.hills] == 3);
  CHECK_FALSE(std_state(s).base.vertex_pieces.test(sc.knight_v));
  REQUIRE(std_state(s).phase == LotcPhase::Interrupt);
  CHECK(std_state(s).to_move == kRed);  // on Yellow's turn
  CHECK(legal(g, s) == "pass_interrupt, play lea_the_healer");
  check_lotc_invariants(g, s);
  act(g, s, "play lea_the_healer");
  CHECK(std_state(s).phase == LotcPhase::Lea);
  CHECK(legal(g, s) == "lea_knight 0");
  act(g, s, "lea_knight 0");
  const auto ends = g.topo().edge_vertex[sc.road];
  CHECK(legal(g, s) == fmt::format("lea_to v{}, lea_to v{}", std::min(ends[0], ends[1]), std::max(ends[0], ends[1])));
  check_lotc_invariants(g, s);
  act(g, s, fmt::format("lea_to v{}", ends[0]));
  CHECK(ck_of(g, s).knight[ends[0]] == knight::make(kBlue, 1));  // back, inactive
  CHECK(ck_of(g, s).players[kBlue].knights_left[0] == 1);
  CHECK(lotc_of(g, s).hero[kRed] == 1);  // an opponent's knight
  CHECK(ck_of(g, s).players[kRed].progress[LeaTheHealer] == 0);
  CHECK(std_state(s).phase == Phase::Main);  // the advance is over: Yellow's turn goes on
  CHECK(std_state(s).to_move == kYellow);
  CHECK(lotc_of(g, s).defeated == std::array<uint8_t, 6>{});
  check_lotc_invariants(g, s);
}

TEST_CASE("Lea the Healer: nobody is asked when no defeated knight has a place; passing lets the step go on") {
  Scene nowhere(false);  // Blue has no road: its knight has nowhere to come back
  CHECK(std_state(nowhere.s).phase == Phase::Main);
  CHECK(ck_of(*nowhere.g, nowhere.s).players[kRed].progress[LeaTheHealer] == 1);
  Scene pass(true);
  act(*pass.g, pass.s, "pass_interrupt");
  CHECK(std_state(pass.s).phase == Phase::Main);
  CHECK(ck_of(*pass.g, pass.s).players[kRed].progress[LeaTheHealer] == 1);
  CHECK(lotc_of(*pass.g, pass.s).defeated == std::array<uint8_t, 6>{});
}

TEST_CASE("Lea the Healer: one's own knight brings no hero step; the state round-trips through JSON mid-play") {
  Scene sc(true);
  State& s = sc.s;
  const auto& g = sc.g;
  ck_of(g, s).players[kRed].progress[LeaTheHealer] = 0;  // Blue holds Lea instead
  ck_of(g, s).players[kRed].progress_total -= 1;
  ck_of(g, s).players[kBlue].progress[LeaTheHealer] = 1;
  ck_of(g, s).players[kBlue].progress_total += 1;
  lotc_of(g, s).interrupt_left = uint8_t(1u << kBlue);
  std_state(s).to_move = kBlue;
  act(*sc.g, s, "play lea_the_healer");
  act(*sc.g, s, "lea_knight 0");
  const State back = sc.g->from_json(sc.g->to_json(s));
  CHECK(back == s);
  act(*sc.g, s, fmt::format("lea_to v{}", sc.g->topo().edge_vertex[sc.road][1]));
  CHECK(lotc_of(g, s).hero[kBlue] == 0);
}

TEST_CASE("Lea the Healer mid-advance: a conqueror her knight beats before it moved is no longer a mover") {
  auto g = lotc_game(4);
  State s = lotc_main(*g, kYellow);
  // A (strength 3) on the swamp (1,2) moves first (row 2 of a red-first advance) east onto the hills and beats
  // Blue's knight there; B (strength 2, row 4) would move next, held to a standoff by Red's strong knight.
  const int hills = hex(*g, 2, 2), b = hex(*g, 3, 4);
  conqueror_at(*g, s, hex(*g, 1, 2), 3);
  conqueror_at(*g, s, b, 2);
  knight_at(*g, s, kBlue, corner(*g, hills, Corner::NE), 1, true);
  knight_at(*g, s, kRed, corner(*g, b, Corner::N), 2, false);
  const int blue_road = side(*g, b, Dir::E);
  Board{*g, s}.roads(kBlue, {blue_road}).done();
  deal_card(*g, s, kRed, LeaTheHealer);
  ship_to(*g, s, 9);
  act(*g, s, "direction yellow");
  REQUIRE(std_state(s).phase == LotcPhase::Interrupt);
  act(*g, s, "play lea_the_healer");
  act(*g, s, "lea_knight 0");
  act(*g, s, fmt::format("lea_to v{}", corner(*g, b, Corner::NE)));  // 2 + 1 > 2: B is beaten where it stands
  CHECK(lotc_of(g, s).conqueror[b] == 0);
  CHECK(lotc_of(g, s).hero == std::array<uint8_t, 4>{2, 1, 0, 0});  // Red: Lea's step and the battle's; Blue: the battle's
  CHECK(std_state(s).phase == Phase::Main);  // no die for B's empty hex: the advance is over
  CHECK(lotc_of(g, s).mover == 0xFF);
  CHECK(lotc_of(g, s).to_advance == HexSet{});
  CHECK(lotc_of(g, s).conquered.test(hills));
  CHECK_FALSE(lotc_of(g, s).conquered.test(b));  // nothing came onto B's hex
  check_lotc_invariants(*g, s);
}
