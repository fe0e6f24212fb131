// City improvements and metropolises (Cities & Knights §6, §12), city
// walls (§11), the trading house, and the 13 VP win.
#include <doctest/doctest.h>

#include "tests/cities_knights/ck_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// p0 city v17 and settlement v34; p1 city v40; p2 city v9.
State improving(const StdGame& g) {
  State s = empty_main(g, 0);
  Board{g, s}.city(0, 17).settlement(0, 34).city(1, 40).city(2, 9).done();
  return s;
}

}  // namespace

TEST_CASE("improvements: level k costs k of the track's commodity and needs a city") {
  auto g = ck_game();
  State s = improving(*g);
  deal(s, 0, {0, 0, 0, 0, 0, 0, 3, 1});
  CHECK(legal(*g, s).find("improve science") == std::string::npos);  // no paper
  act(*g, s, "improve trade");
  act(*g, s, "improve politics");
  CHECK_FALSE(can(*g, s, "improve politics"));  // level 2 costs 2 coin
  act(*g, s, "improve trade");
  CHECK(ck_of(g, s).players[0].level == std::array<uint8_t, 3>{2, 1, 0});
  CHECK(std_state(s).base.players[0].hand_total == 0);
  CHECK(std_state(s).base.bank[Cloth] == 12);
  // Without a city, none (levels are kept).
  State t = empty_main(*g, 0);
  Board{*g, t}.settlement(0, 17).done();
  deal(t, 0, {0, 0, 0, 0, 0, 5, 5, 5});
  CHECK(legal(*g, t).find("improve") == std::string::npos);
}

TEST_CASE("metropolis: the first to level 4 takes it (+2 VP), on a city of their choice") {
  auto g = ck_game();
  State s = empty_main(*g, 0);
  Board{*g, s}.city(0, 17).city(0, 34).city(1, 40).done();
  ck_of(g, s).players[0].level[ScienceTrack] = 3;
  deal(s, 0, {0, 0, 0, 0, 0, 4, 0, 0});
  act(*g, s, "improve science");
  CHECK(std_state(s).phase == CkPhase::Metropolis);
  CHECK(legal(*g, s) == names({"place_metropolis v17", "place_metropolis v34"}));
  act(*g, s, "place_metropolis v34");
  CHECK(ck_of(g, s).metropolis[ScienceTrack] == 34);
  CHECK(g->victory_points(s, 0) == 6);
  CHECK(std_state(s).phase == Phase::Main);
}

TEST_CASE("metropolis: taken over at level 5 by another player, unless its holder has level 5") {
  auto g = ck_game();
  State s = improving(*g);
  ck_of(g, s).players[0].level[TradeTrack] = 4;
  ck_of(g, s).metropolis[TradeTrack] = 17;
  g->rebuild_caches(s);  // its points (PlayerState::module_vp)
  ck_of(g, s).players[1].level[TradeTrack] = 4;
  turn_of(s, 1);
  deal(s, 1, {0, 0, 0, 0, 0, 0, 5, 0});
  CHECK(g->victory_points(s, 0) == 5);
  act(*g, s, "improve trade");  // p1's only city: no choice to ask
  CHECK(ck_of(g, s).metropolis[TradeTrack] == 40);
  CHECK(g->victory_points(s, 0) == 3);
  CHECK(g->victory_points(s, 1) == 4);
  // Locked now: p2 reaching 5 gets nothing.
  ck_of(g, s).players[2].level[TradeTrack] = 4;
  turn_of(s, 2);
  deal(s, 2, {0, 0, 0, 0, 0, 0, 5, 0});
  act(*g, s, "improve trade");
  CHECK(ck_of(g, s).metropolis[TradeTrack] == 40);
  CHECK(ck_of(g, s).players[2].level[TradeTrack] == 5);
}

TEST_CASE("metropolis: level 4 that would win one needs a city without a metropolis") {
  auto g = ck_game();
  State s = empty_main(*g, 0);
  Board{*g, s}.city(0, 17).city(2, 9).done();
  ck_of(g, s).metropolis[TradeTrack] = 17;  // p0's only city
  ck_of(g, s).players[0].level = {4, 3, 0};
  deal(s, 0, {0, 0, 0, 0, 0, 0, 0, 4});
  CHECK_FALSE(can(*g, s, "improve politics"));
  // With politics' metropolis locked at p2's level 5, level 4 wins nothing: allowed.
  ck_of(g, s).metropolis[PoliticsTrack] = 9;
  ck_of(g, s).players[2].level[PoliticsTrack] = 5;
  CHECK(can(*g, s, "improve politics"));
}

TEST_CASE("city walls: 2 brick under a city, at most 3, each raising the hand limit by 2") {
  auto g = ck_game();
  State s = empty_main(*g, 0);
  Board{*g, s}.city(0, 17).city(0, 34).city(0, 45).city(0, 24).done();
  deal(s, 0, {0, 8, 0, 0, 0});
  CHECK(legal(*g, s).find("build_wall v34") != std::string::npos);
  act(*g, s, "build_wall v17");
  CHECK_FALSE(can(*g, s, "build_wall v17"));
  act(*g, s, "build_wall v34");
  act(*g, s, "build_wall v45");
  CHECK(std_state(s).base.players[0].hand_limit_bonus == 6);
  CHECK_FALSE(can(*g, s, "build_wall v24"));  // three walls
  CHECK(std_state(s).base.players[0].hand[Brick] == 2);
  State t = improving(*g);
  deal(t, 0, {0, 2, 0, 0, 0});
  CHECK_FALSE(can(*g, t, "build_wall v34"));  // a settlement
}

TEST_CASE("trade: commodities 4:1 at the bank; the trading house makes 2 like commodities any card") {
  auto g = ck_game();
  State s = improving(*g);
  deal(s, 0, {0, 0, 0, 0, 0, 0, 2, 4});
  CHECK(can(*g, s, "trade_bank coin lumber"));
  CHECK(can(*g, s, "trade_bank coin paper"));
  CHECK_FALSE(can(*g, s, "trade_bank cloth lumber"));
  ck_of(g, s).players[0].level[TradeTrack] = 3;
  act(*g, s, "trade_bank cloth paper");
  CHECK(std_state(s).base.players[0].hand == Hand{0, 0, 0, 0, 0, 1, 0, 4});
  // Resources buy commodities at the resource's rate.
  deal(s, 0, {4, 0, 0, 0, 0});
  act(*g, s, "trade_bank lumber coin");
  CHECK(std_state(s).base.players[0].hand[Coin] == 5);
}

TEST_CASE("13 VP win on one's own turn") {
  auto g = ck_game();
  State s = improving(*g);
  Board{*g, s}.city(0, 45).city(0, 24).done();  // 3 cities and a settlement: 7
  ck_of(g, s).players[0].defender = 3;
  ck_of(g, s).players[0].progress_vp = 2;
  g->rebuild_caches(s);  // their points (PlayerState::module_vp)
  CHECK(g->victory_points(s, 0) == 12);
  deal(s, 0, {0, 0, 0, 2, 3});
  act(*g, s, "build_city v34");
  CHECK(std_state(s).phase == Phase::GameOver);
  CHECK(std_state(s).winner == 0);
}
