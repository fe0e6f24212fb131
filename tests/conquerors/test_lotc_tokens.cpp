// Amber and wine (chapter 2, "Amber and Wine"; rulings.md): amber goes to the
// road that reaches its intersection, both ends, or to the set-up settlement
// on it; a producing hills or fields hex with wine gives each city beside it
// 1 resource + 1 wine, the active player first, until its tokens run out;
// settlements produce as usual. Tokens are neither cards nor lost: the box's
// count is board + seats + supply. The board's markers are checked on load.
// Domestic trade ("General Rules for Amber and Wine") takes tokens on either
// side of an offer, under the base game's card rules.
#include <doctest/doctest.h>

#include "core/config_error.h"
#include "tests/conquerors/lotc_invariants.h"
#include "tests/support/random_game.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

int amber_value(const StdGame& g, int v) {
  for (const Marker& m : g.board().markers)
    if (m.kind == "amber" && m.vertex == v) return m.value;
  return 0;
}

// The legal offer_give / offer_get ids by name (cards, commodities, tokens), sorted.
std::string offer_ids(const StdGame& g, const State& s) {
  std::vector<std::string> out;
  for (Action a : g.legal_actions(s))
    if (g.action_name(a).starts_with("offer_give") || g.action_name(a).starts_with("offer_get"))
      out.push_back(g.action_name(a));
  return joined(std::move(out));
}

int cards_total(const State& s, int k) {
  int n = std_state(s).base.bank[k];
  for (int q = 0; q < std_state(s).num_players; ++q) n += std_state(s).base.players[q].hand[k];
  return n;
}

constexpr const char* kAnyCardAsked =
    "offer_get lumber, offer_get brick, offer_get wool, offer_get grain, offer_get ore, "
    "offer_get paper, offer_get cloth, offer_get coin";

}  // namespace

TEST_CASE("tokens: the chapter-2 boards start with their amber and wine, the rest of the box is the supply") {
  for (int players : {3, 4}) {
    auto g = ch2_game(players);
    State s = g->new_game(7);
    CHECK(lotc_of(g, s).amber == lotc::marker_vertices(*g, "amber"));
    int wine = 0;
    for (const Marker& m : g->board().markers)
      if (m.kind == "wine") {
        CHECK(lotc_of(g, s).wine[m.hex] == m.value);
        wine += m.value;
      }
    CHECK(lotc::token_supply(*g, std_state(s), lotc::Token::Amber) == 32 - 9);
    CHECK(lotc::token_supply(*g, std_state(s), lotc::Token::Wine) == 32 - wine);
  }
  // Chapter 1's boards have none.
  auto g = lotc_game(4);
  State s = g->new_game(7);
  CHECK_FALSE(lotc_of(g, s).amber.any());
}

TEST_CASE("tokens: every Support from the South of a whole chapter pays every seat its token (chapters 2 and 3)") {
  for (const char* rules : {"conquerors_ch2", "conquerors_ch3"})
    for (int players : {3, 4}) {
      INFO(rules, ", ", players, " players");
      auto g = StdGame::load(rules, players);
      State s = lotc_main(*g, 1);
      const int chapter = lotc_opt(*g).lotc_chapter;
      int supports = 0;
      for (int space = 1; space <= lotc::track_length(chapter); ++space) {
        const lotc::Event e = lotc::track_space(chapter, space).event;
        if (e != lotc::Event::SouthWine && e != lotc::Event::SouthAmber) continue;
        const lotc::Token kind = e == lotc::Event::SouthWine ? lotc::Token::Wine : lotc::Token::Amber;
        const auto before = lotc::held(lotc_of(g, s), kind);
        ship_to(*g, s, space);
        INFO("space ", space);
        for (int q = 0; q < players; ++q) CHECK(lotc::held(lotc_of(g, s), kind)[q] == before[q] + 1);
        ++supports;
      }
      CHECK(supports == 3);  // wine twice, amber once (rulings.md, the event tracks)
    }
}

TEST_CASE("tokens: a road takes the amber at either end; a set-up settlement on amber takes it") {
  auto g = ch2_game(3);
  const Topology& t = g->topo();
  State s = lotc_main(*g, 0);
  const int amber = corner(*g, hex(*g, 4, 0), Corner::N);  // 2 tokens
  REQUIRE(amber_value(*g, amber) == 2);
  const int town = corner(*g, hex(*g, 4, 0), Corner::SE);
  const int road_in = side(*g, hex(*g, 4, 0), Dir::NE), road_on = side(*g, hex(*g, 4, 0), Dir::E);
  Board{*g, s}.settlement(0, town).roads(0, {road_on}).done();
  deal(s, 0, {2, 2, 0, 0, 0});
  // The road from the settlement's path towards the amber: its far end is the marker.
  REQUIRE((t.edge_vertex[road_in][0] == amber || t.edge_vertex[road_in][1] == amber));
  act(*g, s, fmt::format("build_road e{}", road_in));
  CHECK(lotc_of(g, s).amber_held[0] == 2);
  CHECK_FALSE(lotc_of(g, s).amber.test(amber));
  CHECK(lotc::token_supply(*g, std_state(s), lotc::Token::Amber) == 23);  // taken from the board, not the supply

  // Set-up: round 1 on the markers (no amber there); the first settlement of round 2 on an amber corner.
  State u = g->new_game(3);
  Rng rng(1);
  for (int i = 0; i < 6; ++i) random_step(*g, u, rng);
  REQUIRE(std_state(u).phase == Phase::SetupSettlement);
  const int seat = std_state(u).to_move;
  const int other = corner(*g, hex(*g, 4, 2), Corner::N);  // 1 token
  REQUIRE(amber_value(*g, other) == 1);
  act(*g, u, fmt::format("build_settlement v{}", other));
  CHECK(lotc_of(g, u).amber_held[seat] == 1);
  CHECK_FALSE(lotc_of(g, u).amber.test(other));
}

TEST_CASE("tokens: wine to the cities by a producing hex, the active player first, until the tokens run out") {
  auto g = ch2_game(3);
  State s = lotc_main(*g, 1);
  const int hills = hex(*g, 2, 1);  // hills 10 with 2 wine tokens
  REQUIRE(lotc_of(g, s).wine[hills] == 2);
  Board{*g, s}
      .city(0, corner(*g, hills, Corner::N))
      .city(1, corner(*g, hills, Corner::SE))
      .city(2, corner(*g, hills, Corner::SW))
      .done();
  std_state(s).phase = Phase::RollDice;
  std_state(s).base.rolled = 0;
  act(*g, s, "roll y4 r6 trade");  // 10: (2,1) and the hills (4,1), where nobody builds
  // Seat 1 rolled: 1 brick + 1 wine; seat 2 next clockwise: the same; seat 0: the tokens are out, 2 brick.
  CHECK(lotc_of(g, s).wine_held == std::array<uint8_t, 4>{0, 1, 1, 0});
  CHECK(std_state(s).base.players[0].hand[Brick] == 2);
  CHECK(std_state(s).base.players[1].hand[Brick] == 1);
  CHECK(std_state(s).base.players[2].hand[Brick] == 1);
  CHECK(lotc_of(g, s).wine[hills] == 0);
  CHECK(lotc::token_supply(*g, std_state(s), lotc::Token::Wine) == 32 - 18);
}

TEST_CASE("tokens: the robber's hex yields no wine: the city keeps its tokens and no seat's grain is touched") {
  auto g = ch2_game(3, {{"robber", 1}});  // chapter 3's robber on chapter 2's wine board
  State s = lotc_main(*g, 0);
  const int fields = hex(*g, 1, 2);  // fields 6 with 5 wine tokens
  REQUIRE(lotc_of(g, s).wine[fields] == 5);
  Board{*g, s}.city(1, corner(*g, fields, Corner::S)).done();
  std_state(s).base.robber = uint8_t(fields);
  std_state(s).phase = Phase::RollDice;
  std_state(s).base.rolled = 0;
  act(*g, s, "roll y3 r3 trade");
  // Once the wine came off a blocked hex and wrapped seat 1's owed grain to 255.
  CHECK(lotc_of(g, s).wine[fields] == 5);
  CHECK(lotc_of(g, s).wine_held == std::array<uint8_t, 4>{0, 0, 0, 0});
  for (int q = 0; q < 3; ++q) CHECK(std_state(s).base.players[q].hand[Grain] == 0);
}

TEST_CASE("tokens: a settlement on a wine hex takes no wine; a conquered hex yields none") {
  auto g = ch2_game(3);
  State s = lotc_main(*g, 0);
  const int fields = hex(*g, 1, 2);  // fields 6 with 5 wine tokens
  REQUIRE(lotc_of(g, s).wine[fields] == 5);
  Board{*g, s}.settlement(0, corner(*g, fields, Corner::NE)).city(1, corner(*g, fields, Corner::S)).done();
  std_state(s).phase = Phase::RollDice;
  std_state(s).base.rolled = 0;
  act(*g, s, "roll y3 r3 trade");
  CHECK(lotc_of(g, s).wine_held == std::array<uint8_t, 4>{0, 1, 0, 0});
  CHECK(std_state(s).base.players[0].hand[Grain] == 1);
  CHECK(std_state(s).base.players[1].hand[Grain] == 1);
  conquered(*g, s, fields);
  std_state(s).phase = Phase::RollDice;
  std_state(s).base.rolled = 0;
  act(*g, s, "roll y3 r3 trade");
  CHECK(lotc_of(g, s).wine[fields] == 4);
  CHECK(lotc_of(g, s).wine_held[1] == 1);
}

TEST_CASE("tokens: the board's and the seats' tokens round-trip through JSON") {
  auto g = ch2_game(4);
  State s = lotc_main(*g, 0);
  lotc_of(g, s).amber_held = {3, 0, 1, 0};
  lotc_of(g, s).wine_held = {2, 1, 0, 0};
  lotc_of(g, s).wine[hex(*g, 4, 0)] = 0;
  lotc_of(g, s).amber.reset(corner(*g, hex(*g, 5, 0), Corner::N));
  const State back = g->from_json(g->to_json(s));
  CHECK(back == s);
  check_lotc_invariants(*g, s);
}

TEST_CASE("tokens: a board whose markers break the rules is refused, naming the file") {
  auto g = ch2_game(4);
  RuleSet rules = g->rules();
  rules.overrides["lotc_tokens"] = 15;  // fewer than the 18 wine tokens the 4-player board holds
  try {
    StdGame bad(rules, 4);
    FAIL("no error");
  } catch (const ConfigError& e) {
    CHECK(std::string(e.what()).find("configs/boards/conquerors_ch2_4p.json") != std::string::npos);
    CHECK(std::string(e.what()).find("lotc_tokens") != std::string::npos);
  }
}

TEST_CASE("token trade: amber and wine open and extend an offer under the card rules") {
  auto g = ch2_game(3, {{"max_offer_cards", 3}});
  State s = lotc_main(*g, 0);
  deal(s, 0, {0, 0, 0, 1, 0, 0, 0, 0});  // a grain
  lotc_of(g, s).amber_held[0] = 2;
  // Main: a token held opens an offer like a card; wine, not held, does not.
  CHECK(offer_ids(*g, s) == names({"offer_give amber, offer_give grain"}));
  std_state(s).base.offers_made = uint8_t(g->opt().max_offers_per_turn);
  CHECK(offer_ids(*g, s) == "");
  std_state(s).base.offers_made = 0;

  lotc_of(g, s).wine_held[0] = 1;
  act(*g, s, "offer_give amber");
  REQUIRE(std_state(s).phase == Phase::TradeBuild);
  CHECK(std_state(s).base.offers_made == 1);
  CHECK(lotc_of(g, s).offer_give == std::array<uint8_t, 2>{1, 0});
  CHECK(std_state(s).base.offer.give_total == 1);
  // Amber, now given, is never asked; wine may still go on either side.
  CHECK(offer_ids(*g, s) ==
        names({"offer_give amber, offer_give grain, offer_give wine", kAnyCardAsked, "offer_get wine"}));
  act(*g, s, "offer_give amber");  // both held now on the offer: no third
  CHECK(offer_ids(*g, s) == names({"offer_give grain, offer_give wine", kAnyCardAsked, "offer_get wine"}));
  act(*g, s, "offer_give grain");  // 3 items given: the cap, though the wine is still held
  CHECK(offer_ids(*g, s) == names({"offer_get lumber, offer_get brick, offer_get wool, offer_get ore",
                                   "offer_get paper, offer_get cloth, offer_get coin, offer_get wine"}));
  for (int i = 0; i < 3; ++i) act(*g, s, "offer_get wine");  // 3 asked: the cap on that side too
  CHECK(offer_ids(*g, s) == "");
  CHECK(legal(*g, s) == names({"offer_submit, trade_withdraw"}));
  CHECK(std_state(s).base.offer.give_total == 3);
  CHECK(std_state(s).base.offer.get_total == 3);
  CHECK(lotc_of(g, s).offer_get == std::array<uint8_t, 2>{0, 3});
}

TEST_CASE("token trade: amber for grain; only seats with the grain are asked, the trade moves both exactly") {
  auto g = ch2_game(4);
  State s = lotc_main(*g, 0);
  lotc_of(g, s).amber_held = {2, 0, 0, 1};
  deal(s, 1, {0, 0, 0, 1, 0, 0, 0, 0});
  deal(s, 3, {0, 0, 0, 2, 0, 0, 0, 0});
  const int amber_supply = lotc::token_supply(*g, std_state(s), lotc::Token::Amber), grain = cards_total(s, Grain);
  act(*g, s, "offer_give amber");
  act(*g, s, "offer_get grain");
  act(*g, s, "offer_submit");
  CHECK(std_state(s).base.offer.asked == 0b1010);  // seat 2 holds no grain
  REQUIRE(std_state(s).phase == Phase::TradeRespond);
  CHECK(std_state(s).to_move == 1);
  CHECK(legal(*g, s) == names({"trade_accept, trade_decline"}));
  act(*g, s, "trade_accept");
  CHECK(std_state(s).to_move == 3);
  act(*g, s, "trade_decline");
  REQUIRE(std_state(s).phase == Phase::TradeChoose);
  CHECK(legal(*g, s) == names({"trade_with p1, trade_withdraw"}));
  act(*g, s, "trade_with p1");
  CHECK(std_state(s).phase == Phase::Main);
  CHECK(lotc_of(g, s).amber_held == std::array<uint8_t, 4>{1, 1, 0, 1});
  CHECK(std_state(s).base.players[0].hand[Grain] == 1);
  CHECK(std_state(s).base.players[1].hand[Grain] == 0);
  CHECK(std_state(s).base.players[0].hand_total == 1);
  CHECK(std_state(s).base.players[1].hand_total == 0);
  CHECK(lotc::token_supply(*g, std_state(s), lotc::Token::Amber) == amber_supply);
  CHECK(cards_total(s, Grain) == grain);
  check_lotc_invariants(*g, s);
}

TEST_CASE("token trade: a card for wine asks only the seats with the wine; without it, accepting is not legal") {
  auto g = ch2_game(4);
  State s = lotc_main(*g, 0);
  deal(s, 0, {0, 0, 1, 0, 0, 0, 0, 0});  // a wool
  lotc_of(g, s).wine_held = {0, 2, 1, 0};
  lotc_of(g, s).wine[hex(*g, 4, 0)] = 0;  // from the board (the supply holds 2)
  act(*g, s, "offer_give wool");
  act(*g, s, "offer_get wine");
  act(*g, s, "offer_get wine");
  act(*g, s, "offer_submit");
  CHECK(std_state(s).base.offer.asked == 0b0010);  // seat 2's one wine is not enough
  REQUIRE(std_state(s).to_move == 1);
  CHECK(legal(*g, s) == names({"trade_accept, trade_decline"}));
  State short_of_wine = s;
  lotc_of(g, short_of_wine).wine_held[1] = 1;
  CHECK(legal(*g, short_of_wine) == "trade_decline");
  act(*g, s, "trade_accept");
  act(*g, s, "trade_with p1");
  CHECK(lotc_of(g, s).wine_held == std::array<uint8_t, 4>{2, 0, 1, 0});
  CHECK(std_state(s).base.players[1].hand[Wool] == 1);
  CHECK(std_state(s).base.players[0].hand[Wool] == 0);
  check_lotc_invariants(*g, s);
}

TEST_CASE("token trade: an offer opened after a withdrawn one holds no tokens, whatever opens it") {
  auto g = ch2_game(3);
  for (const char* opener : {"offer_give grain", "offer_give paper", "offer_give wine"}) {
    CAPTURE(opener);
    State s = lotc_main(*g, 0);
    deal(s, 0, {0, 0, 0, 1, 0, 1, 0, 0});  // a grain and a paper
    lotc_of(g, s).amber_held[0] = 1;
    lotc_of(g, s).wine_held[0] = 1;
    act(*g, s, "offer_give amber");
    act(*g, s, "offer_get wine");
    act(*g, s, "trade_withdraw");
    REQUIRE(std_state(s).phase == Phase::Main);
    act(*g, s, opener);
    const bool wine = std::string(opener) == "offer_give wine";
    CHECK(lotc_of(g, s).offer_give == std::array<uint8_t, 2>{0, uint8_t(wine)});
    CHECK(lotc_of(g, s).offer_get == std::array<uint8_t, 2>{0, 0});
    CHECK(std_state(s).base.offer.give_total == 1);
    CHECK(std_state(s).base.offer.get_total == 0);
    CHECK(std_state(s).base.offers_made == 2);
    check_lotc_invariants(*g, s);
  }
}

TEST_CASE("token trade: chapter 1 has no token ids; chapters 2 and 3 have the four") {
  for (int players : {3, 4}) {
    auto ch1 = lotc_game(players);
    CHECK_FALSE(ch1->action_id("offer_give amber").has_value());
    CHECK(ch1->num_actions() == (players == 3 ? 2471 : 3433));  // the boards' own ids: no token trade
    State s = lotc_main(*ch1, 0);
    lotc_of(ch1, s).amber_held[0] = 1;  // no chapter-1 rule gives tokens; held or not, no id for them
    CHECK(offer_ids(*ch1, s) == "");
    for (auto g : {ch2_game(players), ch3_game(players)}) {
      const Action give = id_of(*g, "offer_give amber");
      CHECK(g->action_name(give + 1) == "offer_give wine");
      CHECK(g->action_name(give + 2) == "offer_get amber");
      CHECK(g->action_name(give + 3) == "offer_get wine");
    }
  }
}

TEST_CASE("token trade: an offer with tokens round-trips through JSON and is public in the observation") {
  auto g = ch2_game(4);
  State s = lotc_main(*g, 0);
  deal(s, 0, {0, 0, 0, 0, 1, 0, 0, 0});  // an ore
  lotc_of(g, s).amber_held = {2, 0, 0, 0};
  lotc_of(g, s).wine_held = {0, 3, 0, 0};
  lotc_of(g, s).wine[hex(*g, 4, 0)] = 0;  // from the board (the supply holds 2)
  for (const char* id : {"offer_give amber", "offer_give amber", "offer_give ore", "offer_get wine"}) act(*g, s, id);
  act(*g, s, "offer_submit");
  REQUIRE(std_state(s).phase == Phase::TradeRespond);
  const State back = g->from_json(g->to_json(s));
  CHECK(back == s);
  // The chapter-2 block closes the observation: amber and wine given, then asked; every seat sees them.
  for (int viewer : {0, 2}) {
    const std::vector<float> obs = observation(*g, s, viewer);
    CHECK(std::vector<float>(obs.end() - 4, obs.end()) == std::vector<float>{2, 0, 0, 1});
  }
  check_lotc_invariants(*g, s);
}
