// Hidden information: the kinds of an opponent's development cards are
// invisible, and which steps a seat cannot tell apart. (resample_hidden
// keeping a seat's view at every step is the battery's: tests/support/battery.h.)
#include <doctest/doctest.h>

#include <cmath>
#include <numeric>

#include "core/standard/card_limits.h"
#include "tests/support/position.h"
#include "tests/support/random_game.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("an opponent's development card kinds are hidden; the owner sees them") {
  auto g = StdGame::load("base_beginner", 4);
  State a = empty_main(*g);
  State b = a;
  // p1 holds three cards, one bought this turn: which kinds differs between a and b.
  std_state(a).base.players[1].dev = {2, 0, 0, 0, 1};
  std_state(a).base.players[1].dev_new = {1, 0, 0, 0, 0};
  std_state(b).base.players[1].dev = {0, 2, 0, 1, 0};
  std_state(b).base.players[1].dev_new = {0, 0, 0, 1, 0};
  for (int viewer : {0, 2, 3}) CHECK(observation(*g, a, viewer) == observation(*g, b, viewer));
  CHECK(observation(*g, a, 1) != observation(*g, b, 1));
}

TEST_CASE("look_alikes: opponents cannot tell which card was drawn or stolen; whom the robber robs is no secret") {
  auto g = StdGame::load("base_beginner", 4);
  auto names_of = [&](const std::vector<Action>& ids) {
    std::vector<std::string> out;
    for (Action a : ids) out.push_back(g->action_name(a));
    return joined(out);
  };
  State s = empty_main(*g);
  give(s, 0, {0, 0, 1, 1, 1});
  act(*g, s, "buy_dev");
  const Action knight = id_of(*g, "draw knight");
  CHECK(g->look_alikes(s, knight, 0).empty());
  for (int viewer : {1, 2, 3})
    CHECK(names_of(g->look_alikes(s, knight, viewer)) ==
          names({"draw monopoly, draw road_building, draw victory_point, draw year_of_plenty"}));

  // Hex 11's corners v8, v18 and v17 (test_robber.cpp): p0 robs p1 or p2.
  State r = empty_main(*g);
  Board{*g, r}.settlement(0, 8).settlement(1, 18).city(2, 17).done();
  give(r, 1, {1, 0, 0, 0, 1});
  give(r, 2, {1, 0, 0, 0, 0});
  std_state(r).phase = Phase::MoveRobber;
  act(*g, r, "move_robber h11");
  // No seat's observation holds the choice until the card is drawn, its player's included: nothing to hide.
  for (int viewer : {1, 2, 3}) CHECK(g->look_alikes(r, id_of(*g, "steal_from p1"), viewer).empty());
  act(*g, r, "steal_from p1");
  const Action ore = id_of(*g, "steal ore");
  CHECK(g->look_alikes(r, ore, 0).empty());  // the thief
  CHECK(g->look_alikes(r, ore, 1).empty());  // the victim
  CHECK(names_of(g->look_alikes(r, ore, 2)) == "steal lumber");
}

TEST_CASE("resample_hidden at the options' ceilings: every hidden card and deck card dealt again, none lost") {
  auto g = StdGame::load("base", 4,
                         {{"bank_per_resource", kMaxBankOfKind}, {"dev_knight", kMaxDevOfKind},
                          {"dev_victory_point", kMaxDevOfKind}, {"dev_road_building", kMaxDevOfKind},
                          {"dev_year_of_plenty", kMaxDevOfKind}, {"dev_monopoly", kMaxDevOfKind}});
  State s = empty_main(*g);
  BaseSlice& b = std_state(s).base;
  // Every resource card in the opponents' hands: more hidden cards than a byte counts.
  give(s, 1, {99, 99, 0, 0, 0});
  give(s, 2, {0, 0, 99, 99, 0});
  give(s, 3, {0, 0, 0, 0, 99});
  b.players[1].dev = {kMaxDevOfKind, 0, 0, 0, 0};
  b.players[2].dev = {0, 10, 0, 0, 0};
  b.dev_deck = {0, kMaxDevOfKind - 10, kMaxDevOfKind, kMaxDevOfKind, kMaxDevOfKind};
  Rng rng(5);
  State t = s;
  g->resample_hidden(t, 0, rng);
  const BaseSlice& after = std_state(t).base;
  for (int r = 0; r < kNumResources; ++r) {
    int held = 0;
    for (int q = 1; q < 4; ++q) held += after.players[q].hand[r];
    CHECK(held == kMaxBankOfKind);
  }
  for (int k = 0; k < kNumDevKinds; ++k) {
    int cards = after.dev_deck[k];
    for (int q = 1; q < 4; ++q) cards += after.players[q].dev[k];
    CHECK(cards == kMaxDevOfKind);
  }
  for (int q = 1; q < 4; ++q) {
    CHECK(after.players[q].hand_total == b.players[q].hand_total);
    CHECK(std::accumulate(after.players[q].dev.begin(), after.players[q].dev.end(), 0) ==
          std::accumulate(b.players[q].dev.begin(), b.players[q].dev.end(), 0));
  }
  CHECK(after.players[0].hand == b.players[0].hand);
}

TEST_CASE("resample_hidden deals the opponents' development cards from their cards and the deck, by each kind's share") {
  // p1 holds two cards (one bought this turn), p2 none; the viewer p0 a knight of its own. p1's cards are
  // dealt again from p1's cards and the deck, each kind by its share of that pool.
  auto g = StdGame::load("base_beginner", 3);
  State s = empty_main(*g);
  BaseSlice& b = std_state(s).base;
  b.players[0].dev = {1, 0, 0, 0, 0};
  b.players[1].dev = {0, 1, 0, 0, 1};
  b.players[1].dev_new = {0, 0, 0, 0, 1};
  b.dev_deck[Knight] -= 1, b.dev_deck[VictoryPoint] -= 1, b.dev_deck[Monopoly] -= 1;
  int pool[kNumDevKinds], pool_total = 0;
  for (int k = 0; k < kNumDevKinds; ++k) pool_total += pool[k] = b.dev_deck[k] + b.players[1].dev[k];
  constexpr int kDraws = 4000;
  int drawn[kNumDevKinds] = {};
  Rng rng(3);
  for (int i = 0; i < kDraws; ++i) {
    State t = s;
    g->resample_hidden(t, 0, rng);
    const BaseSlice& after = std_state(t).base;
    REQUIRE(observation(*g, t, 0) == observation(*g, s, 0));
    REQUIRE(after.players[0].dev == b.players[0].dev);  // the viewer's own cards
    REQUIRE(after.players[2].dev == b.players[2].dev);
    for (int k = 0; k < kNumDevKinds; ++k) {
      REQUIRE(after.dev_deck[k] + after.players[1].dev[k] == pool[k]);  // the deck's totals, kind by kind
      REQUIRE(after.players[1].dev_new[k] <= after.players[1].dev[k]);
      drawn[k] += after.players[1].dev[k];
    }
    REQUIRE(std::accumulate(after.players[1].dev.begin(), after.players[1].dev.end(), 0) == 2);
    REQUIRE(std::accumulate(after.players[1].dev_new.begin(), after.players[1].dev_new.end(), 0) == 1);
  }
  for (int k = 0; k < kNumDevKinds; ++k) {
    const double p = double(pool[k]) / pool_total, expected = 2.0 * kDraws * p;
    CHECK_MESSAGE(std::abs(drawn[k] - expected) <= 5 * std::sqrt(expected * (1 - p)) + 1, kDevNames[k]);
  }
  // Where no opponent holds one, the deck stays as it was.
  b.players[1].dev = b.players[1].dev_new = {};
  State t = s;
  g->resample_hidden(t, 0, rng);
  CHECK(std_state(t).base.dev_deck == b.dev_deck);
}

TEST_CASE("resample_hidden cannot peek: two States alike to the viewer are redealt alike") {
  auto g = StdGame::load("base_beginner", 4);
  State a = empty_main(*g);
  State b = a;
  // p0 sees p1 hold two cards and p2 one, of two lumber and a wool, and a development card each:
  // which seat holds which differs between a and b.
  give(a, 1, {2, 0, 0, 0, 0});
  give(a, 2, {0, 0, 1, 0, 0});
  give(b, 1, {1, 0, 1, 0, 0});
  give(b, 2, {1, 0, 0, 0, 0});
  std_state(a).base.players[1].dev = {1, 0, 0, 0, 0};
  std_state(a).base.players[2].dev = {0, 0, 0, 0, 1};
  std_state(b).base.players[1].dev = {0, 0, 0, 0, 1};
  std_state(b).base.players[2].dev = {1, 0, 0, 0, 0};
  for (auto* s : {&a, &b}) std_state(*s).base.dev_deck[Knight] -= 1, std_state(*s).base.dev_deck[Monopoly] -= 1;
  REQUIRE(observation(*g, a, 0) == observation(*g, b, 0));
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    State ra = a, rb = b;
    Rng rng_a(seed), rng_b(seed);
    g->resample_hidden(ra, 0, rng_a);
    g->resample_hidden(rb, 0, rng_b);
    CHECK(ra == rb);
  }
}

TEST_CASE("resample_hidden keeps the open offer's cards in the hands that showed them") {
  // Base §trade: the proposer shows the cards it gives, an acceptor the cards asked of it; a redeal
  // that took them away would be no position of the game (the offer could not be paid).
  auto g = StdGame::load("base_beginner", 3);
  State s = empty_main(*g, 1);
  give(s, 1, {2, 0, 0, 0, 1});
  give(s, 2, {0, 1, 1, 1, 0});
  give(s, 0, {0, 0, 0, 0, 2});
  for (const char* step : {"offer_give lumber", "offer_give lumber", "offer_get brick", "offer_submit", "trade_accept"})
    act(*g, s, step);
  REQUIRE(std_state(s).base.offer.accepted == 1 << 2);
  for (uint64_t seed = 1; seed <= 50; ++seed) {
    State t = s;
    Rng rng(seed);
    g->resample_hidden(t, 0, rng);
    CHECK_NOTHROW(g->validate(t));
    CHECK(std_state(t).base.players[1].hand[Lumber] >= 2);
    CHECK(std_state(t).base.players[2].hand[Brick] >= 1);
  }
}
