// The round (the page's "Game Phases"): seat order in the Build phase, ascending
// points at the round's start in the Attack phase (ties: seat order); three
// rounds each; the free card to the single seat with the fewest points; the
// end after the last round (cq_rounds); and the State's JSON and its checks.
#include <doctest/doctest.h>

#include "core/config_error.h"
#include "tests/conquest/cq_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// Plays through chance and the seats' main phases (ending each turn) until the round changes.
void finish_round(const CqGame& g, State& s, Rng& rng) {
  const int round = cq_state(s).round;
  while (!g.is_terminal(s) && cq_state(s).round == round) {
    if (g.is_chance(s)) g.apply(s, g.sample_chance(s, rng));
    else if (g.is_legal(s, g.id(g.blocks().end_turn))) act(g, s, "end_turn");
    else g.apply(s, g.legal_actions(s)[0]);
  }
}

}  // namespace

TEST_CASE("cq rounds: seat order to build, ascending points to attack, three rounds each") {
  auto g = cq_load(3);
  State s = cq_main(*g, 2, 3);  // the last turn of round 3
  CqState& c = cq_state(s);
  c.deck = {}, c.played = {2, 2, 5, 2, 2, 2, 2, 2};
  cq_build(s, 0, 9, 3);  // p0 3 points, p1 1, p2 1
  cq_build(s, 1, 12);
  cq_build(s, 2, 28);
  act(*g, s, "end_turn");
  CHECK(c.round == 4);
  CHECK(cq::attack_phase(*g, c));
  CHECK((c.order[0] == 1 && c.order[1] == 2 && c.order[2] == 0));
  CHECK(cq::turn_player(c) == 1);
  // The order holds for the round whatever the points do meanwhile.
  cq_build(s, 1, 13, 3);
  Rng rng(3);
  const int started = c.round;
  std::vector<int> turns;
  while (c.round == started) {
    if (g->is_chance(s)) {
      g->apply(s, g->sample_chance(s, rng));
    } else {
      if (g->phase_name(s) == "main") turns.push_back(cq::turn_player(c));
      act(*g, s, g->phase_name(s) == "main" ? "end_turn" : g->action_name(g->legal_actions(s)[0]));
    }
  }
  CHECK(turns == std::vector<int>{1, 2, 0});
  // Round 5: p2 has the fewest points now, then p0 (3) before p1 (4) by points.
  CHECK((c.order[0] == 2 && c.order[1] == 0 && c.order[2] == 1));
  for (int round = 5; round <= 12; ++round) {
    CHECK(cq::attack_phase(*g, c) == ((round - 1) / 3 % 2 == 1));
    finish_round(*g, s, rng);
  }
  auto longer = cq_load(3, {{"phase_rounds", 2}});
  for (int round : {1, 2, 3, 4, 5})
    CHECK(cq::attack_phase(*longer, cq_state(cq_main(*longer, 0, round))) == (round == 3 || round == 4));
}

TEST_CASE("cq rounds: the single seat with the fewest points draws a free card at the round's end") {
  auto g = cq_load(3);
  State s = cq_main(*g, 2);
  cq_build(s, 0, 9), cq_build(s, 1, 12);
  act(*g, s, "end_turn");
  CHECK(g->phase_name(s) == "draw_card");
  CHECK(cq_state(s).draw_for == 2);
  CHECK(g->turn(s) == 3);
  act(*g, s, "draw relic");
  const CqState& c = cq_state(s);
  CHECK(c.seats[2].dev[CardRelic] == 1);
  CHECK(c.seats[2].dev_new[CardRelic] == 0);  // playable on its next turn
  CHECK(c.round == 2);
  CHECK(cq::turn_player(c) == 0);
  State tied = cq_main(*g, 2);
  cq_build(tied, 0, 9);
  act(*g, tied, "end_turn");
  CHECK(cq_state(tied).round == 2);  // p1 and p2 tie for the fewest: no card
}

TEST_CASE("cq rounds: the game ends after the last round") {
  for (int rounds : {1, 2, 24}) {
    auto g = cq_load(4, {{"cq_rounds", rounds}});
    State s = g->new_game(5);
    Rng rng(5);
    while (cq_state(s).round == 0) g->apply(s, g->legal_actions(s)[0]);
    for (int r = 1; r <= rounds; ++r) {
      CHECK(cq_state(s).round == r);
      CHECK_FALSE(g->is_terminal(s));
      finish_round(*g, s, rng);
    }
    CHECK(g->is_terminal(s));
    CHECK(g->turn(s) == uint32_t(4 * rounds));
  }
}

TEST_CASE("cq rounds: a State reads back from its JSON and bytes; bad fields are named") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0, 4);
  cq_build(s, 0, 9, 2);
  const int cargo = cq_unit(s, 0, UnitKind::Cargo, 17);
  cq_aboard(s, 0, UnitKind::Archer, cargo, 9);
  cq_wall(*g, s, 1, 12, 13);
  cq_give(s, 1, {1, 2, 3, 4, 5});
  g->rebuild_caches(s);  // the edits bypass apply
  g->validate(s);
  CHECK(g->from_json(g->to_json(s)) == s);
  CHECK(g->from_bytes(g->to_bytes(s)) == s);
  auto refused = [&](auto&& edit, const std::string& message) {
    State t = s;
    edit(cq_state(t));
    CAPTURE(message);
    CHECK_THROWS_WITH_AS(g->validate(t), doctest::Contains(message.c_str()), ConfigError);
  };
  refused([](CqState& c) { c.seats[0].units[kKnightSlots].home = 9; },
          "state.seats[0].units[slot 10].hex: ships stand and are built on sea hexes");
  refused([](CqState& c) { c.seats[0].units[0].carrier = 0; },
          "state.seats[0].units[slot 0].hex: a knight not aboard a ship stands on land");
  refused([](CqState& c) { c.seats[0].units[0].kind = uint8_t(UnitKind::Ship); },
          "state.seats[0].units[slot 0].kind: slots 0..9 hold knights");
  refused([&](CqState& c) { c.seats[2].walls.set(cq_side(*g, 12, 13)); }, "state.seats[2].walls: a side another seat has walled");
  refused([](CqState& c) { c.seats[1].hand[Ore] = 9; }, "state.bank[4]");
  refused([](CqState& c) { c.seats[1].settled.set(9); }, "state.seats[1].buildings: a hex another seat has settled");
  refused([](CqState& c) { c.phase = uint8_t(CqPhase::Defend); }, "state");
  refused([](CqState& c) { c.round = 25; }, "state.round: 25 is outside 1..24");
  CHECK_THROWS_WITH_AS(g->from_json(R"({"format": "catanlab-state", "version": 1, "rules": "conquest", "players": 3, "phase": "siege"})"),
                       doctest::Contains("state.phase: 'siege' is not a phase of this game"), ConfigError);
}

TEST_CASE("cq rounds: bad boards and rule sets are named") {
  const std::string base = R"({"name": "t", "hexes": [{"q": 0, "r": 0, "terrain": "sea"}, {"q": 1, "r": 0, "terrain": "forest", "number": 5}, {"q": 2, "r": 0, "terrain": "sea"}])";
  CHECK_THROWS_WITH_AS(parse_cq_board(base + "}", "b.json"), doctest::Contains("b.json: 'conquest' must be an object"), ConfigError);
  CHECK_THROWS_WITH_AS(parse_cq_board(base + R"(, "conquest": {"ports": [{"q": 1, "r": 0, "kind": "3:1"}], "fish": []}})", "b.json"),
                       doctest::Contains("b.json: conquest.ports[0]: (q, r) must name a sea hex"), ConfigError);
  CHECK_THROWS_WITH_AS(parse_cq_board(base + R"(, "conquest": {"ports": [], "fish": [{"q": 0, "r": 0, "number": 7}]}})", "b.json"),
                       doctest::Contains("conquest.fish[0]: 'number' must be 2-6 or 8-12"), ConfigError);
  CHECK_THROWS_WITH_AS(parse_cq_board(base + R"(, "conquest": {"ports": [{"q": 0, "r": 0, "kind": "3:1", "start": true}], "fish": []}})", "b.json"),
                       doctest::Contains("at least two start ports"), ConfigError);
  CHECK_THROWS_WITH_AS(Game::load("conquest", 3, {{"cq_rounds", 0}}), doctest::Contains("option 'cq_rounds' = 0 is outside 1..200"), ConfigError);
  CHECK_THROWS_WITH_AS(Game::load("conquest", 3, {{"vp_target", 10}}), doctest::Contains("unknown option 'vp_target'"), ConfigError);
  CHECK_THROWS_WITH_AS(Game::load("conquest", 5), doctest::Contains("takes 2-4 players, not 5"), ConfigError);
}

TEST_CASE("cq rounds: the turn cap ends the game as a draw; a cap beyond the last round changes nothing") {
  auto g = cq_load(3, {{"turn_cap", 4}});
  State s = g->new_game(5);
  Rng rng(5);
  while (cq_state(s).round == 0) g->apply(s, g->legal_actions(s)[0]);
  finish_round(*g, s, rng);
  CHECK_FALSE(g->is_terminal(s));
  while (!g->is_terminal(s)) {
    if (g->is_chance(s)) g->apply(s, g->sample_chance(s, rng));
    else act(*g, s, g->phase_name(s) == "main" ? "end_turn" : g->action_name(g->legal_actions(s)[0]));
  }
  CHECK(g->turn(s) == 4);
  CHECK(g->winner(s) == -1);
  double r[3];
  g->returns(s, r);
  CHECK((r[0] == 0 && r[1] == 0 && r[2] == 0));
  CHECK(g->from_json(g->to_json(s)) == s);
  auto wide = cq_load(3, {{"turn_cap", 6}, {"cq_rounds", 2}});
  State t = wide->new_game(5);
  while (cq_state(t).round == 0) wide->apply(t, wide->legal_actions(t)[0]);
  for (int r = 1; r <= 2; ++r) finish_round(*wide, t, rng);
  CHECK(wide->is_terminal(t));
  CHECK(cq_state(t).capped == 0);
  CHECK(cq_state(t).seats[0].tokens[Builder] + cq_state(t).seats[1].tokens[Builder] + cq_state(t).seats[2].tokens[Builder] > 0);
}
