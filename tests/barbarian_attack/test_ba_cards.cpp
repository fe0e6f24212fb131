// The Barbarian Attack deck's Treason and Capture (§5.6, ruling 15), the
// deck's reshuffle, gold (§5.7: 2 gold for a resource, once a turn) and the
// end (§5.8: 1 VP per 2 prisoners, 12 VP wins).
#include <doctest/doctest.h>

#include <fmt/format.h>

#include "core/config_error.h"
#include "tests/barbarian_attack/ba_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

std::string hexes(const char* block, std::initializer_list<int> hs) {
  std::vector<std::string> out;
  for (int h : hs) out.push_back(fmt::format("{} h{}", block, h));
  return joined(out);
}

void buy(const StdGame& g, State& s, const char* card) {
  give(s, 0, {0, 0, 1, 1, 1});
  act(g, s, "buy_ba_card");
  act(g, s, fmt::format("ba_draw {}", card));
}

}  // namespace

TEST_CASE("Treason: 2 gold, then two barbarians from two hexes to two other, unconquered hexes") {
  auto g = ba_game(4, {{"domestic_trade", 0}});
  State s = empty_main(*g);
  const int two = coast_hex(*g, s, 2), twelve = coast_hex(*g, s, 12), three = coast_hex(*g, s, 3);
  put_barbarians(*g, s, three, 3);  // conquered: no destination
  buy(*g, s, "treason");
  CHECK(ba_of(*g, s).seats[0].gold == 2);
  CHECK(g->phase_name(s) == "ba_treason_from");
  CHECK(legal(*g, s) == hexes("treason_from", {two, twelve, three}));
  act(*g, s, fmt::format("treason_from h{}", three));  // liberates the conquered hex
  std::vector<int> targets;
  for (int h : ba::coast(*g))
    if (h != three) targets.push_back(h);
  std::vector<std::string> want;
  for (int h : targets) want.push_back(fmt::format("treason_to h{}", h));
  CHECK(legal(*g, s) == joined(want));
  act(*g, s, fmt::format("treason_to h{}", two));  // 2 now holds 2
  CHECK(ba_of(*g, s).barbarians[three] == 2);
  CHECK_FALSE(std_state(s).base.barren.test(three));
  CHECK(ba_of(*g, s).barbarians[two] == 2);
  // The second: not from the hexes used, not to them.
  CHECK(legal(*g, s) == hexes("treason_from", {twelve}));
  act(*g, s, fmt::format("treason_from h{}", twelve));
  CHECK(legal(*g, s).find(fmt::format("treason_to h{}", two)) == std::string::npos);
  CHECK(legal(*g, s).find(fmt::format("treason_to h{}", three)) == std::string::npos);
  act(*g, s, fmt::format("treason_to h{}", coast_hex(*g, s, 6)));
  CHECK(g->phase_name(s) == "main");
  CHECK(ba_of(*g, s).barbarians[twelve] == 0);
  CHECK(ba_of(*g, s).barbarians[coast_hex(*g, s, 6)] == 1);
}

TEST_CASE("Capture: a barbarian into one's prisoners; automatic from a lone hex; none: another card") {
  auto g = ba_game(3, {{"domestic_trade", 0}});
  State s = empty_main(*g);
  const int two = coast_hex(*g, s, 2), twelve = coast_hex(*g, s, 12);
  buy(*g, s, "capture");
  CHECK(legal(*g, s) == hexes("capture", {two, twelve}));
  act(*g, s, fmt::format("capture h{}", twelve));
  CHECK(ba_of(*g, s).seats[0].prisoners == 1);
  CHECK(ba_of(*g, s).barbarians[twelve] == 0);
  buy(*g, s, "capture");  // only 2 holds one: taken without a choice
  CHECK(ba_of(*g, s).seats[0].prisoners == 2);
  CHECK(g->victory_points(s, 0) == 1);
  CHECK(g->phase_name(s) == "main");
  buy(*g, s, "capture");  // nothing to take: another card is drawn
  CHECK(g->phase_name(s) == "ba_draw");
  CHECK(ba_of(*g, s).discards[Capture] == 3);
}

TEST_CASE("deck: the discards become the draw pile when it is empty") {
  auto g = ba_game(3, {{"domestic_trade", 0}, {"ba_knighthood", 1}, {"ba_swift_knight", 0}, {"ba_treason", 0}, {"ba_capture", 0}});
  State s = empty_main(*g);
  buy(*g, s, "knighthood");
  act(*g, s, "place_knight e" + std::to_string(ba::castle_paths(*g).nth(0)));
  CHECK(ba_of(*g, s).pile[Knighthood] == 0);
  CHECK(ba_of(*g, s).discards[Knighthood] == 1);
  give(s, 0, {0, 0, 1, 1, 1});
  act(*g, s, "buy_ba_card");
  CHECK(ba_of(*g, s).pile[Knighthood] == 1);
  CHECK(landing_odds(*g, s) == std::map<std::string, double>{{"ba_draw knighthood", 1.0}});
}

TEST_CASE("gold: 2 gold buy one resource of choice, once a turn; gold is no card") {
  auto g = ba_game(3, {{"domestic_trade", 0}});
  State s = empty_main(*g);
  ba_of(*g, s).seats[0].gold = 5;
  CHECK(legal(*g, s) == names({"end_turn", "gold_buy brick", "gold_buy grain", "gold_buy lumber", "gold_buy ore", "gold_buy wool"}));
  act(*g, s, "gold_buy ore");
  CHECK(ba_of(*g, s).seats[0].gold == 3);
  CHECK(std_state(s).base.players[0].hand[Ore] == 1);
  CHECK(std_state(s).base.players[0].hand_total == 1);
  CHECK(legal(*g, s) == "end_turn");  // once a turn
  act(*g, s, "end_turn");
  turn_of(s, 0);
  CHECK(legal(*g, s).find("gold_buy ore") != std::string::npos);
}

TEST_CASE("end: prisoners count 1 VP per 2, and 12 VP on one's turn wins") {
  auto g = ba_game(3, {{"domestic_trade", 0}});
  State s = empty_main(*g);
  Board b{*g, s};
  const int centre = hex_at(*g, 0, 0);
  b.city(0, g->topo().hex_vertex[centre][int(Corner::N)]).city(0, g->topo().hex_vertex[centre][int(Corner::S)]);
  b.done();
  ba_of(*g, s).seats[0].prisoners = 15;  // 7 VP, with 4 from the cities: 11
  ba_of(*g, s).supply -= 15;
  CHECK(g->victory_points(s, 0) == 11);
  buy(*g, s, "capture");  // the 16th prisoner: 12 VP
  act(*g, s, fmt::format("capture h{}", coast_hex(*g, s, 2)));
  CHECK(g->victory_points(s, 0) == 12);
  CHECK(g->is_terminal(s));
  CHECK(g->winner(s) == 0);
}

TEST_CASE("gold on domestic offers: given or asked like a card, moved when the trade is made") {
  auto g = ba_game(3);
  State s = empty_main(*g);
  ba_of(*g, s).seats[0].gold = 1;
  ba_of(*g, s).seats[2].gold = 4;
  give(s, 1, {0, 1, 0, 0, 0});
  give(s, 2, {0, 1, 0, 0, 0});
  CHECK(legal(*g, s) == names({"end_turn", "offer_give gold"}));  // 1 gold: no purchase, an offer
  act(*g, s, "offer_give gold");
  CHECK(legal(*g, s) == names({"offer_get brick", "offer_get grain", "offer_get lumber", "offer_get ore", "offer_get wool",
                               "trade_withdraw"}));  // one gold only; no gold asked while some is given
  act(*g, s, "offer_get brick");
  act(*g, s, "offer_submit");
  CHECK(std_state(s).to_move == 1);
  act(*g, s, "trade_accept");
  act(*g, s, "trade_decline");
  act(*g, s, "trade_with p1");
  CHECK(ba_of(*g, s).seats[0].gold == 0);
  CHECK(ba_of(*g, s).seats[1].gold == 1);
  CHECK(std_state(s).base.players[0].hand[Brick] == 1);

  SUBCASE("gold asked: only seats holding it are asked") {
    give(s, 0, {0, 0, 1, 0, 0});
    act(*g, s, "offer_give wool");
    act(*g, s, "offer_get gold");
    act(*g, s, "offer_get gold");
    act(*g, s, "offer_submit");
    CHECK(std_state(s).to_move == 2);  // p1 holds 1 gold: not asked
    act(*g, s, "trade_accept");
    act(*g, s, "trade_with p2");
    CHECK(ba_of(*g, s).seats[0].gold == 2);
    CHECK(ba_of(*g, s).seats[2].gold == 2);
    CHECK(std_state(s).base.players[2].hand[Wool] == 1);
  }
}

TEST_CASE("gold supply: a short box pays each payment as far as it goes; unlimited at 0") {
  for (const auto& [box, paid] : {std::pair{5, 1}, {0, 2}}) {
    CAPTURE(box);
    auto g = ba_game(4, {{"domestic_trade", 0}, {"ba_gold_supply", box}});
    State s = empty_main(*g);
    ba_of(*g, s).seats[1].gold = 4;  // held by another seat: not in the box
    buy(*g, s, "treason");
    CHECK(ba_of(*g, s).seats[0].gold == paid);
  }
  // The seats never hold more than the box: a State saying so is refused.
  auto g = ba_game(4, {{"ba_gold_supply", 5}});
  State s = empty_main(*g);
  ba_of(*g, s).seats[2].gold = 6;
  CHECK_THROWS_WITH_AS(g->validate(s), doctest::Contains("gold: 6 held, where the box has 5"), ConfigError);
}

TEST_CASE("state: a Treason hex past the board's is refused by name, not read") {
  auto g = ba_game(4);
  State s = empty_main(*g);
  for (uint8_t h : {uint8_t(200), uint8_t(g->topo().num_hexes)}) {
    State t = s;
    ba_of(*g, t).treason_src[0] = h;
    CHECK_THROWS_WITH_AS(g->validate(t), doctest::Contains("treason_src: not a coastal hex, the supply or none"), ConfigError);
  }
}
