// Goods and trade (the page's "Gold", "Fish Shoals" and ports): 4:1 with the bank anywhere; a
// port's 3:1 or 2:1 only with an own ship on it, a cargo ship there one
// better, never below 2:1; gold 1:1, fish and meat 2:1; offers to the other
// seats, goods included; the Trader token for trading resources with every
// other seat in one turn.
#include <doctest/doctest.h>

#include "tests/conquest/cq_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

std::string bank_trades(const CqGame& g, const State& s, const char* give) {
  std::vector<std::string> out;
  for (Action a : g.legal_actions(cq_ready(g, s)))
    if (g.action_name(a).rfind(fmt::format("trade_bank {} ", give), 0) == 0) out.push_back(g.action_name(a));
  return joined(out);
}

}  // namespace

TEST_CASE("cq trade: 4:1 anywhere; a port's rate only with an own ship on it; a cargo ship betters it by one") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  cq_give(s, 0, {3, 2, 0, 0, 0});
  cq_unit(s, 1, UnitKind::Ship, 3);  // another seat's ship on the 3:1 port: no use to p0
  CHECK(bank_trades(*g, s, "lumber") == "");
  State port = s;
  cq_unit(port, 0, UnitKind::Ship, 3);  // 3:1
  CHECK(bank_trades(*g, port, "lumber") == "trade_bank lumber brick, trade_bank lumber grain, trade_bank lumber ore, trade_bank lumber wool");
  CHECK(bank_trades(*g, port, "brick") == "");
  act(*g, port, "trade_bank lumber ore");
  CHECK(cq_state(port).seats[0].hand == std::array<uint16_t, kNumGoods>{0, 2, 0, 0, 1, 0, 0, 0});
  State cargo = s;
  cq_unit(cargo, 0, UnitKind::Cargo, 3);  // 3:1, one better: 2:1
  act(*g, cargo, "trade_bank brick wool");
  CHECK(cq_state(cargo).seats[0].hand == std::array<uint16_t, kNumGoods>{3, 0, 1, 0, 0, 0, 0, 0});
  State lumber = s;
  cq_unit(lumber, 0, UnitKind::Cargo, 32);  // the 2:1 lumber port: never below 2:1
  act(*g, lumber, "trade_bank lumber grain");
  CHECK(cq_state(lumber).seats[0].hand == std::array<uint16_t, kNumGoods>{1, 2, 0, 1, 0, 0, 0, 0});
  CHECK(bank_trades(*g, lumber, "brick") == "");  // that port takes lumber only
  State four = s;
  cq_give(four, 0, {1, 0, 0, 0, 0});
  act(*g, four, "trade_bank lumber grain");
  CHECK(cq_state(four).seats[0].hand == std::array<uint16_t, kNumGoods>{0, 2, 0, 1, 0, 0, 0, 0});
}

TEST_CASE("cq trade: a gold buys a resource; two fish or two meat do") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  CqState& c = cq_state(s);
  c.seats[0].hand[Gold] = 1, c.seats[0].hand[Fish] = 1, c.seats[0].hand[Meat] = 2;
  CHECK(legal_in(*g, s, "sell_gold") != "");
  CHECK(legal_in(*g, s, "sell_fish") == "");
  act(*g, s, "sell_gold ore");
  act(*g, s, "sell_meat grain");
  CHECK(c.seats[0].hand == std::array<uint16_t, kNumGoods>{0, 0, 0, 1, 1, 0, 1, 0});
  CHECK(c.bank[Ore] == 18);
}

TEST_CASE("cq trade: offers card by card, goods included, answered in seat order; the proposer picks") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  cq_give(s, 0, {2, 0, 0, 0, 0});
  cq_give(s, 1, {0, 0, 1, 0, 0});
  cq_give(s, 2, {0, 0, 1, 0, 0});
  CqState& c = cq_state(s);
  c.seats[0].hand[Gold] = 1;
  act(*g, s, "offer_give lumber");
  act(*g, s, "offer_give gold");
  act(*g, s, "offer_ask wool");
  CHECK(legal_in(*g, s, "offer_give") == "offer_give lumber");  // no card both given and asked; no more than held
  act(*g, s, "offer_send");
  CHECK(g->current_player(s) == 1);
  CHECK(legal(*g, s) == names({"accept, decline"}));
  act(*g, s, "accept");
  CHECK(g->current_player(s) == 2);
  act(*g, s, "accept");
  CHECK(legal(*g, s) == names({"offer_withdraw, trade_with p1, trade_with p2"}));
  act(*g, s, "trade_with p2");
  CHECK(c.seats[0].hand == std::array<uint16_t, kNumGoods>{1, 0, 1, 0, 0, 0, 0, 0});
  CHECK(c.seats[2].hand == std::array<uint16_t, kNumGoods>{1, 0, 0, 0, 0, 1, 0, 0});
  CHECK(c.seats[0].tokens[Trader] == 0);
  // Only the seats that can pay are asked.
  act(*g, s, "offer_give lumber");
  act(*g, s, "offer_ask ore");
  CHECK(legal_in(*g, s, "offer_send") == "");
  act(*g, s, "offer_withdraw");
  CHECK(g->phase_name(s) == "main");
  CHECK(c.offers_made == 2);  // a withdrawn offer counts too
  act(*g, s, "offer_give lumber");
  act(*g, s, "offer_withdraw");
  CHECK(legal_in(*g, s, "offer_give") == "");  // three a turn
}

TEST_CASE("cq trade: Trader for trading a resource with every other seat in one turn, once a turn") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  cq_give(s, 0, {3, 0, 0, 0, 0});
  cq_give(s, 1, {0, 0, 3, 0, 0});
  cq_give(s, 2, {0, 0, 3, 0, 0});
  cq_state(s).seats[2].hand[Fish] = 2;
  auto trade = [&](const char* give, const char* ask, int with) {
    act(*g, s, fmt::format("offer_give {}", give));
    act(*g, s, fmt::format("offer_ask {}", ask));
    act(*g, s, "offer_send");
    while (g->phase_name(s) == "offer_answer") act(*g, s, g->current_player(s) == with ? "accept" : "decline");
    act(*g, s, fmt::format("trade_with p{}", with));
  };
  const CqState& c = cq_state(s);
  trade("lumber", "fish", 2);  // goods only on one side, a resource on the other: it counts
  CHECK(c.seats[0].tokens[Trader] == 0);
  trade("lumber", "wool", 1);
  CHECK(c.seats[0].tokens[Trader] == 1);
  trade("lumber", "wool", 2);
  CHECK(c.seats[0].tokens[Trader] == 1);  // once a turn
}
