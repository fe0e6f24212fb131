// Trading: maritime rates by harbor (4:1, 3:1, 2:1 for its own resource
// only) and every step of the bounded domestic offer protocol (base game §7).
#include <doctest/doctest.h>

#include "tests/support/position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// The four maritime trades giving `what`.
std::string bank_trades(const std::string& what) {
  std::vector<std::string> out;
  for (std::string_view r : kResourceNames)
    if (r != what) out.push_back("trade_bank " + what + " " + std::string(r));
  return joined(out);
}

}  // namespace

TEST_CASE("maritime trade: 4:1 anywhere, 3:1 at a generic harbor, 2:1 only for the harbor's resource") {
  auto g = StdGame::load("base_beginner", 4, {{"domestic_trade", 0}});
  State s = empty_main(*g);

  SUBCASE("no harbor: four of a kind") {
    Board{*g, s}.settlement(0, 18).done();
    give(s, 0, {4, 0, 3, 0, 0});
    CHECK(legal(*g, s) == names({"end_turn", bank_trades("lumber")}));
    act(*g, s, "trade_bank lumber ore");
    CHECK(std_state(s).base.players[0].hand == Hand{0, 0, 3, 0, 1});
  }
  SUBCASE("generic harbor (v0): three of any kind") {
    Board{*g, s}.settlement(0, 0).done();
    give(s, 0, {0, 0, 3, 2, 0});
    CHECK(legal(*g, s) == names({"end_turn", bank_trades("wool")}));
  }
  SUBCASE("wool harbor (v1): two wool, but four of anything else") {
    Board{*g, s}.settlement(0, 1).done();
    give(s, 0, {3, 0, 2, 0, 0});
    CHECK(legal(*g, s) == names({"end_turn", bank_trades("wool")}));
    act(*g, s, "trade_bank wool grain");
    CHECK(std_state(s).base.players[0].hand == Hand{3, 0, 0, 1, 0});
  }
  SUBCASE("wool and generic harbors together (v1, v10)") {
    Board{*g, s}.settlement(0, 1).settlement(0, 10).done();
    give(s, 0, {3, 0, 2, 1, 0});
    CHECK(legal(*g, s) == names({"end_turn", bank_trades("lumber"), bank_trades("wool")}));
  }
  SUBCASE("the requested card must be in the bank") {
    give(s, 1, {0, 0, 0, 0, 19});
    give(s, 0, {4, 0, 0, 0, 0});
    CHECK(legal(*g, s) == names({"end_turn", "trade_bank lumber brick", "trade_bank lumber grain",
                                 "trade_bank lumber wool"}));
  }
}

TEST_CASE("domestic trade: compose, submit to those who can pay, accept or decline, choose or withdraw") {
  auto g = StdGame::load("base_beginner", 4);
  State s = empty_main(*g);
  give(s, 0, {1, 1, 0, 0, 0});
  give(s, 1, {0, 0, 0, 0, 1});
  give(s, 2, {5, 0, 0, 0, 0});  // no ore: never asked
  give(s, 3, {0, 0, 0, 0, 2});

  CHECK(legal(*g, s) == names({"end_turn", "offer_give brick", "offer_give lumber"}));
  act(*g, s, "offer_give lumber");
  CHECK(std_state(s).phase == Phase::TradeBuild);
  // No more lumber to give; asking for lumber in return would be like for like.
  CHECK(legal(*g, s) == names({"offer_give brick", "offer_get brick", "offer_get grain", "offer_get ore",
                               "offer_get wool", "trade_withdraw"}));
  act(*g, s, "offer_get ore");
  CHECK(legal(*g, s) == names({"offer_give brick", "offer_get brick", "offer_get grain", "offer_get ore",
                               "offer_get wool", "offer_submit", "trade_withdraw"}));
  act(*g, s, "offer_submit");

  CHECK(std_state(s).phase == Phase::TradeRespond);
  CHECK(std_state(s).to_move == 1);
  CHECK(legal(*g, s) == names({"trade_accept", "trade_decline"}));
  act(*g, s, "trade_accept");
  CHECK(std_state(s).to_move == 3);  // p2 cannot pay and is skipped
  act(*g, s, "trade_decline");

  CHECK(std_state(s).phase == Phase::TradeChoose);
  CHECK(std_state(s).to_move == 0);
  CHECK(legal(*g, s) == names({"trade_with p1", "trade_withdraw"}));
  act(*g, s, "trade_with p1");
  CHECK(std_state(s).phase == Phase::Main);
  CHECK(std_state(s).base.players[0].hand == Hand{0, 1, 0, 0, 1});
  CHECK(std_state(s).base.players[1].hand == Hand{1, 0, 0, 0, 0});
  CHECK(std_state(s).base.offers_made == 1);

  // A second offer, two acceptors; the proposer withdraws and nothing moves.
  act(*g, s, "offer_give brick");
  act(*g, s, "offer_get lumber");  // p1 and p2 hold lumber, p3 does not
  act(*g, s, "offer_submit");
  CHECK(std_state(s).to_move == 1);
  act(*g, s, "trade_accept");
  CHECK(std_state(s).to_move == 2);
  act(*g, s, "trade_accept");
  CHECK(legal(*g, s) == names({"trade_with p1", "trade_with p2", "trade_withdraw"}));
  act(*g, s, "trade_withdraw");
  CHECK(std_state(s).phase == Phase::Main);
  CHECK(std_state(s).base.players[0].hand == Hand{0, 1, 0, 0, 1});
  CHECK(std_state(s).base.players[2].hand == Hand{5, 0, 0, 0, 0});
}

TEST_CASE("domestic trade: no one able to pay, everyone declining, or a withdrawal all end in the main phase") {
  auto g = StdGame::load("base_beginner", 4);
  State s = empty_main(*g);
  give(s, 0, {2, 0, 0, 0, 0});
  give(s, 1, {0, 0, 0, 0, 1});

  act(*g, s, "offer_give lumber");
  act(*g, s, "offer_get grain");  // nobody holds grain
  act(*g, s, "offer_submit");
  CHECK(std_state(s).phase == Phase::Main);

  act(*g, s, "offer_give lumber");
  act(*g, s, "offer_give lumber");
  act(*g, s, "offer_get ore");
  act(*g, s, "offer_submit");
  CHECK(std_state(s).to_move == 1);
  act(*g, s, "trade_decline");
  CHECK(std_state(s).phase == Phase::Main);
  CHECK(std_state(s).to_move == 0);

  act(*g, s, "offer_give lumber");
  act(*g, s, "trade_withdraw");
  CHECK(std_state(s).phase == Phase::Main);
  CHECK(std_state(s).base.players[0].hand[Lumber] == 2);
  // Three offers opened: the turn's allowance is spent.
  CHECK(std_state(s).base.offers_made == 3);
  CHECK(legal(*g, s) == names({"end_turn"}));
}

TEST_CASE("domestic trade: no resource on both sides of an offer") {
  auto g = StdGame::load("base_beginner", 4);
  State s = empty_main(*g);
  give(s, 0, {1, 1, 0, 0, 0});
  act(*g, s, "offer_give lumber");
  act(*g, s, "offer_get brick");  // brick may no longer be given
  CHECK(legal(*g, s) == names({"offer_get brick", "offer_get grain", "offer_get ore", "offer_get wool",
                               "offer_submit", "trade_withdraw"}));
}

TEST_CASE("domestic trade: the card limit per side, and the option that turns it off") {
  auto g = StdGame::load("base_beginner", 4, {{"max_offer_cards", 1}});
  State s = empty_main(*g);
  give(s, 0, {2, 0, 0, 0, 0});
  act(*g, s, "offer_give lumber");
  act(*g, s, "offer_get ore");
  CHECK(legal(*g, s) == names({"offer_submit", "trade_withdraw"}));

  auto off = StdGame::load("base_beginner", 4, {{"domestic_trade", 0}});
  State t = empty_main(*off);
  give(t, 0, {2, 0, 0, 0, 0});
  CHECK(legal(*off, t) == names({"end_turn"}));
}
