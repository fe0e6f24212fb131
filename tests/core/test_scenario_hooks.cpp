// The base game's small hooks for scenario modules (Barbarian Attack §9):
// terrain `castle`, dormant buildings (BaseSlice::dormant) and the 7's steal from anyone
// without a robber (option seven_steal); a phase an interlude holds (HeldPhase).
#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include "core/standard/held_phase.h"
#include "core/board/board_spec.h"
#include "core/config_error.h"
#include "core/field_check.h"
#include "tests/support/position.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("terrain castle: land without a number, shown to the base observation as desert") {
  const BoardSpec b = parse_board(R"({"name": "castle", "hexes": [{"q": 0, "r": 0, "terrain": "castle"},
                                      {"q": 1, "r": 0, "terrain": "forest", "number": 6}]})", "castle.json");
  CHECK(b.topo.land.count() == 2);
  CHECK(b.layout.terrain[0] == Terrain::Castle);
  CHECK(terrain_resource(Terrain::Castle) < 0);
  CHECK_THROWS_WITH_AS(parse_board(R"({"name": "x", "hexes": [{"q": 0, "r": 0, "terrain": "castle", "number": 5}]})", "x.json"),
                       doctest::Contains("a castle hex takes no number"), ConfigError);

  auto g = StdGame::load("base_beginner", 3);
  State s = empty_main(*g);
  const int h = 5;  // a land hex of the standard board
  std::vector<float> before(size_t(g->observation_size())), after(before.size());
  std_state(s).layout.terrain[h] = Terrain::Desert;
  std_state(s).layout.number[h] = 0;
  std_state(s).layout.index_numbers(g->topo().num_hexes);
  g->observe(s, 0, before.data());
  std_state(s).layout.terrain[h] = Terrain::Castle;
  g->observe(s, 0, after.data());
  CHECK(before == after);
}

TEST_CASE("dormant buildings count no VP and give no harbor, but still block; waking restores both") {
  auto g = StdGame::load("base_beginner", 4, {{"domestic_trade", 0}});
  State s = empty_main(*g);
  Board{*g, s}.settlement(0, 1).city(0, 18).done();  // v1: the wool harbor
  StdState& st = std_state(s);
  give(s, 0, {0, 0, 2, 0, 0});
  CHECK(st.base.players[0].vp_public == 3);
  CHECK(legal(*g, s) == names({"end_turn", "trade_bank wool brick", "trade_bank wool grain", "trade_bank wool lumber",
                               "trade_bank wool ore"}));

  set_dormant(g->board(), g->opt(), st, 1, true);
  set_dormant(g->board(), g->opt(), st, 18, true);
  CHECK(st.base.players[0].vp_public == 0);
  CHECK(legal(*g, s) == "end_turn");  // two wool, and no harbor any more
  CHECK(st.base.blocked.test(1));
  CHECK(st.base.occupied.test(18));
  // The caches rebuilt from the pieces agree with the moves'.
  State rebuilt = s;
  g->rebuild_caches(rebuilt);
  CHECK(rebuilt == s);
  // The JSON form keeps them.
  CHECK(std_state(g->from_json(g->to_json(s))).base.dormant == st.base.dormant);

  set_dormant(g->board(), g->opt(), st, 1, false);
  CHECK(st.base.players[0].vp_public == 1);
  CHECK(legal(*g, s) == names({"end_turn", "trade_bank wool brick", "trade_bank wool grain", "trade_bank wool lumber",
                               "trade_bank wool ore"}));
}

TEST_CASE("seven_steal: without a robber, after the discards the roller steals from any seat holding a card") {
  auto g = StdGame::load("base_beginner", 4, {{"robber", 0}, {"seven_steal", 1}, {"domestic_trade", 0}});
  State s = empty_main(*g);
  std_state(s).phase = Phase::RollDice;
  std_state(s).base.rolled = 0;
  give(s, 1, {0, 0, 2, 0, 0});
  give(s, 3, {4, 0, 0, 1, 4});  // 9 cards: discards 4 first
  act(*g, s, "roll 7");
  CHECK(std_state(s).to_move == 3);
  for (int i = 0; i < 4; ++i) act(*g, s, "discard lumber");
  CHECK(std_state(s).phase == Phase::ChooseVictim);
  CHECK(std_state(s).to_move == 0);
  CHECK(legal(*g, s) == names({"steal_from p1", "steal_from p3"}));  // p2 holds nothing
  act(*g, s, "steal_from p1");
  CHECK(g->is_chance(s));
  act(*g, s, "steal wool");
  CHECK(std_state(s).base.players[0].hand[Wool] == 1);
  CHECK(std_state(s).phase == Phase::Main);

  SUBCASE("a single seat holding a card is robbed without a choice") {
    empty_hand(s, 0), empty_hand(s, 1), empty_hand(s, 3);
    give(s, 2, {0, 1, 0, 0, 0});
    std_state(s).phase = Phase::RollDice;
    act(*g, s, "roll 7");
    CHECK(std_state(s).phase == Phase::StealCard);
    CHECK(std_state(s).base.victim == 2);
  }
  SUBCASE("without seven_steal a 7 only makes hands discard") {
    auto plain = StdGame::load("base_beginner", 4, {{"robber", 0}, {"domestic_trade", 0}});
    State t = empty_main(*plain);
    std_state(t).phase = Phase::RollDice;
    give(t, 1, {0, 0, 2, 0, 0});
    act(*plain, t, "roll 7");
    CHECK(std_state(t).phase == Phase::Main);
  }
}

TEST_CASE("HeldPhase: an interlude takes the phase over once and gives it back; its JSON names a bad field") {
  auto g = StdGame::load("base_beginner", 3);
  State state = empty_main(*g);
  StdState& s = std_state(state);
  s.to_move = 1;
  s.phase = Phase::Main;
  HeldPhase held;
  held.hold(s, false);
  s.phase = Phase::YearOfPlenty;  // a second interlude inside the first takes nothing over
  s.to_move = 2;
  held.hold(s, true);
  CHECK(held.active == 1);
  CHECK(Phase(held.phase) == Phase::Main);
  CHECK(held.to_move == 1);
  CHECK(held.placement == 0);

  const std::string where = "state.x.interlude";
  CHECK(HeldPhase::from_json(*g, s, held.to_json(*g), where).to_json(*g) == held.to_json(*g));
  CHECK(held.to_json(*g)["phase"] == "main");
  nlohmann::json bad = held.to_json(*g);
  bad["phase"] = "sailing";
  CHECK_THROWS_WITH_AS(HeldPhase::from_json(*g, s, bad, where), "state.x.interlude.phase: unknown phase 'sailing'", ConfigError);
  bad.erase("phase");  // not read as a phase id that has no name
  CHECK_THROWS_WITH_AS(HeldPhase::from_json(*g, s, bad, where), "state.x.interlude.phase: unknown phase ''", ConfigError);
  bad = held.to_json(*g);
  bad["to_move"] = 3;
  CHECK_THROWS_WITH_AS(HeldPhase::from_json(*g, s, bad, where), doctest::Contains("state.x.interlude.to_move"), ConfigError);
  CHECK_THROWS_WITH_AS(HeldPhase::from_json(*g, s, nlohmann::json(), where), "state.x.interlude: missing object", ConfigError);

  const FieldCheck c("state.x");
  held.check(*g, s, c, "interlude");
  HeldPhase stale = held;
  stale.active = 0;
  CHECK_THROWS_WITH_AS(stale.check(*g, s, c, "interlude"), "state.x.interlude: a phase to give back with none held", ConfigError);
  HeldPhase discard = held;  // only a phase that places pieces is ever taken over: a discard's owed cards would be gone
  discard.phase = uint8_t(Phase::Discard);
  CHECK_THROWS_WITH_AS(discard.check(*g, s, c, "interlude"), "state.x.interlude.phase: discard is not a phase that places pieces",
                       ConfigError);

  held.give_back(*g, s);
  CHECK(s.phase == Phase::Main);
  CHECK(s.to_move == 1);
  CHECK(held.active == 0);
  CHECK(held.phase == 0);
  CHECK(held.to_move == 0);
  held.check(*g, s, c, "interlude");
}
