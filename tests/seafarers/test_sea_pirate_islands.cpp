// The Pirate Islands (Seafarers scenario 7, docs/seafarers_pirate_islands.md): each seat starts
// with a settlement and a ship on its slot and a fortress of 3 chips; ships only along the seat's
// lane, one line, each ship one step nearer the fortress; Knight cards make warships; battles at
// the fortress end the turn; the pirate fleet moves by the lower die of every roll and raids the
// one seat with buildings on its hex; 10 VP win only once the seat's own fortress is taken; a 7
// steals from any seat; no robber, Longest Trade Route or Largest Army. Positions on the board as
// its file lays it: slot 0's settlement N of (1,7) and ship NW of (1,7), its fortress S of (-3,7),
// its lone corner SE of (-2,7); its line runs NE or E of (0,7), NW of (0,7), NE or E of (-1,7),
// NW of (-1,7), E, SE and SW of (-2,7), NW of (-3,8). The fleet's path starts at (0,7).
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "core/config_error.h"
#include "core/render/render.h"
#include "tests/seafarers/pirate_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// After set-up, seat 0's turn; the fleet out of slot 0's way (on (3,1), step 8).
State main_phase(const StdGame& g) {
  State s = empty_main(g);
  fleet_at(g, s, 8);
  return s;
}

bool offered_name(const StdGame& g, const State& s, const std::string& name) {
  for (Action a : g.legal_actions(s))
    if (g.action_name(a) == name) return true;
  return false;
}

}  // namespace

TEST_CASE("the board: the book's counts, 14 fleet hexes, four slots whose lanes take 9 ships to the fortress") {
  auto g = pirate_game();
  const Topology& t = g->topo();
  int land = 0, deserts = 0, gold = 0, tokens = 0;
  t.land.for_each([&](int h) {
    const Terrain x = g->board().layout.terrain[h];
    land += 1, deserts += x == Terrain::Desert, gold += x == Terrain::Gold, tokens += g->board().layout.number[h] > 0;
  });
  CHECK(land == 30);
  CHECK(deserts == 3);
  CHECK(gold == 2);
  CHECK(tokens == 24);
  CHECK(g->board().harbor_edges.size() == 8);
  CHECK(g->board().markers_of("fleet").hexes.count() == 14);
  CHECK(g->board().markers_of("fortress").vertices.count() == 4);
  for (int slot = 0; slot < 4; ++slot) {
    const auto& steps = sea::lane_steps(*g, slot);
    int settlement = -1;
    for (const Marker& m : g->board().markers)
      if (m.kind == "slot_settlement" && m.value == slot) settlement = m.vertex;
    CHECK(steps[size_t(settlement)] == 9);
    CHECK(steps[size_t(fortress_of(*g, slot))] == 0);
  }
}

TEST_CASE("set-up: each slot's settlement and ship placed, a fortress of 3 chips; two snake rounds follow on the main island") {
  for (int players : {3, 4}) {
    auto g = pirate_game(players);
    State s = g->new_game(1);
    const StdState& ss = std_state(s);
    for (int q = 0; q < players; ++q) {
      CHECK(ss.base.players[q].settlements.count() == 1);
      CHECK(ss.base.players[q].path_pieces.count() == 1);
      CHECK(ss.base.players[q].settlements_left == 3);  // 5 less the slot's and the fortress's
      CHECK(sea_of(*g, s).pirates.chips[size_t(q)] == 3);
      CHECK(g->victory_points(s, q) == 1);
    }
    if (players == 3) CHECK(sea_of(*g, s).pirates.chips[3] == 0);  // slot 3 stays empty
    CHECK(ss.base.players[0].settlements.test(corner(*g, 1, 7, Corner::N)));
    CHECK(ss.base.players[0].path_pieces.test(side(*g, 1, 7, Dir::NW)));
    CHECK(sea_of(*g, s).pirate == hex(*g, 0, 7));  // the fleet's start
    CHECK(ss.setup_step == players);
    CHECK(ss.to_move == players - 1);  // the second round of the three-round snake
    CHECK(legal_in(*g, s, "build_settlement") != "");
    CHECK(!offered_name(*g, s, fmt::format("build_settlement v{}", corner(*g, -2, 7, Corner::SE))));  // a lone corner
    // Play the set-up out: every seat ends it with 3 settlements and 1 settlement piece left.
    Rng rng(7);
    while (std_state(s).phase <= Phase::SetupRoad) {
      for (Action a : g->legal_actions(s)) CHECK(g->action_name(a).rfind("build_ship", 0) != 0);  // no set-up ship
      random_step(*g, s, rng);
    }
    for (int q = 0; q < players; ++q) {
      CHECK(std_state(s).base.players[q].settlements.count() == 3);
      CHECK(std_state(s).base.players[q].settlements_left == 1);
    }
  }
}

TEST_CASE("the deck: 3 players 20 cards without VP cards; 4 players 25, the VP cards dealt as Knights") {
  auto three = pirate_game(3);
  auto four = pirate_game(4);
  const State s3 = three->new_game(1), s4 = four->new_game(1);
  const auto& d3 = std_state(s3).base.dev_deck;
  const auto& d4 = std_state(s4).base.dev_deck;
  CHECK(d3[VictoryPoint] == 0);
  CHECK(d3[Knight] == 14);
  CHECK(d3[Knight] + d3[RoadBuilding] + d3[YearOfPlenty] + d3[Monopoly] == 20);
  CHECK(d4[VictoryPoint] == 0);
  CHECK(d4[Knight] == 19);
  CHECK(d4[Knight] + d4[RoadBuilding] + d4[YearOfPlenty] + d4[Monopoly] == 25);
}

TEST_CASE("the roll is two dice: 21 outcomes, doubles 1/36; the fleet moves by the lower die, wraps round, and moves on a 7") {
  auto g = pirate_game();
  State s = main_phase(*g);
  turn_of(s, 0, Phase::RollDice);
  std_state(s).base.rolled = 0;
  const auto o = odds(*g, s);
  CHECK(o.size() == 21);
  CHECK(o.at("dice 3-3") == doctest::Approx(1 / 36.0));
  CHECK(o.at("dice 2-5") == doctest::Approx(2 / 36.0));
  fleet_at(*g, s, 12);
  State wrap = s;
  act(*g, wrap, "dice 3-5");  // 12 + 3 = 15: step 1 of 14
  CHECK(pirates_of(*g, wrap).fleet == 1);
  CHECK(sea_of(*g, wrap).pirate == hex(*g, -1, 7));
  CHECK(std_state(wrap).base.last_roll == 8);
  fleet_at(*g, s, 0);
  State twice = s;
  act(*g, twice, "dice 4-4");  // a double: its value once
  CHECK(pirates_of(*g, twice).fleet == 4);
  State seven = s;
  act(*g, seven, "dice 1-6");
  CHECK(pirates_of(*g, seven).fleet == 1);
  CHECK(std_state(seven).base.last_roll == 7);
}

TEST_CASE("raids: fewer warships than the lower die lose 1 + cities cards at random to the bank, capped by the hand") {
  auto g = pirate_game();
  State s = main_phase(*g);
  fleet_at(*g, s, 11);                                      // (1,4); a 1 moves it to (1,5), beside slot 2's settlement
  Board{*g, s}.city(2, corner(*g, 2, 5, Corner::SE)).done();  // a city elsewhere: 1 + 1 cards
  give(s, 2, {2, 0, 0, 0, 1});
  turn_of(s, 0, Phase::RollDice);
  std_state(s).base.rolled = 0;
  State lose = s;
  act(*g, lose, "dice 1-2");
  CHECK(g->phase_name(lose) == std::string("fleet_takes"));
  CHECK(odds(*g, lose).at("fleet_takes lumber") == doctest::Approx(2 / 3.0));
  act(*g, lose, "fleet_takes lumber");
  CHECK(g->phase_name(lose) == std::string("fleet_takes"));
  act(*g, lose, "fleet_takes ore");
  CHECK(std_state(lose).phase == Phase::Main);
  CHECK(std_state(lose).base.players[2].hand_total == 1);
  CHECK(std_state(lose).base.bank[Ore] == g->opt().bank_per_resource);
  // One card in hand: only that one goes.
  State poor = s;
  empty_hand(poor, 2);
  give(poor, 2, {0, 0, 1, 0, 0});
  act(*g, poor, "dice 1-2");
  act(*g, poor, "fleet_takes wool");
  CHECK(std_state(poor).phase == Phase::Main);
  CHECK(std_state(poor).base.players[2].hand_total == 0);
}

TEST_CASE("raids: warships equal to the strength do nothing; more take a card of choice before production, before a 7's discards") {
  auto g = pirate_game();
  State s = main_phase(*g);
  fleet_at(*g, s, 11);
  put_ships(*g, s, 2, {side(*g, 1, 5, Dir::NW)});  // slot 2's second ship: 2 ships, so 2 warships may stand
  g->rebuild_caches(s);
  give(s, 2, {1, 0, 0, 0, 0});
  turn_of(s, 0, Phase::RollDice);
  std_state(s).base.rolled = 0;
  State tie = s;
  pirates_of(*g, tie).warships[2] = 1;
  act(*g, tie, "dice 1-2");
  CHECK(std_state(tie).phase == Phase::Main);
  CHECK(std_state(tie).base.players[2].hand_total == 1);
  State win = s;
  pirates_of(*g, win).warships[2] = 2;
  act(*g, win, "dice 1-2");
  CHECK(g->phase_name(win) == std::string("fleet_pick"));
  CHECK(std_state(win).to_move == 2);
  act(*g, win, "fleet_pick ore");
  CHECK(std_state(win).phase == Phase::Main);
  CHECK(std_state(win).to_move == 0);
  CHECK(std_state(win).base.players[2].hand[Ore] == 1);
  // On a 7 the pick comes first, then the discards.
  State seven = s;
  pirates_of(*g, seven).warships[2] = 2;
  give(seven, 1, {2, 2, 2, 2, 0});
  act(*g, seven, "dice 1-6");
  CHECK(g->phase_name(seven) == std::string("fleet_pick"));
  act(*g, seven, "fleet_pick grain");
  CHECK(std_state(seven).phase == Phase::Discard);
  CHECK(std_state(seven).to_move == 1);
}

TEST_CASE("raids: no raid where two seats have buildings on the fleet's hex") {
  auto g = pirate_game();
  State s = main_phase(*g);
  fleet_at(*g, s, 11);
  Board{*g, s}.settlement(1, corner(*g, 1, 5, Corner::S)).done();
  give(s, 2, {1, 0, 0, 0, 0});
  turn_of(s, 0, Phase::RollDice);
  std_state(s).base.rolled = 0;
  act(*g, s, "dice 1-2");
  CHECK(std_state(s).phase == Phase::Main);
  CHECK(std_state(s).base.players[2].hand_total == 1);
}

TEST_CASE("lanes: one line from the slot's ship, each ship one step nearer the fortress; no fork, none beyond, none off the lane") {
  auto g = pirate_game();
  State s = main_phase(*g);
  give(s, 0, {1, 0, 1, 0, 0});
  // Two shortest ways on from the pre-placed ship; the sea path off the lane beside the settlement is refused.
  CHECK(legal_in(*g, s, "build_ship") == names({ship_at(*g, 0, 7, Dir::NE), ship_at(*g, 0, 7, Dir::E)}));
  act(*g, s, ship_at(*g, 0, 7, Dir::NE));
  give(s, 0, {1, 0, 1, 0, 0});
  CHECK(legal_in(*g, s, "build_ship") == ship_at(*g, 0, 7, Dir::NW));  // E of (0,7) would fork the line
  // The fleet blocks its hex's paths: on (0,7) nothing may be built there.
  State blocked = s;
  fleet_at(*g, blocked, 0);
  CHECK(legal_in(*g, blocked, "build_ship") == "");
  sail(*g, s, 0, 7);  // 9 ships: the line reaches the fortress
  give(s, 0, {1, 0, 1, 0, 0});
  turn_of(s, 0);
  CHECK(legal_in(*g, s, "build_ship") == "");
  CHECK(std_state(s).base.players[0].path_pieces.count() == 9);
  CHECK((std_state(s).base.players[0].path_pieces & g->topo().vertex_edges[fortress_of(*g, 0)]).any());
}

TEST_CASE("moving a ship: only to where a new ship could be built") {
  auto g = pirate_game();
  State s = main_phase(*g);
  sail(*g, s, 0, 1);  // NE of (0,7) (the first offered: the lower id of the two)
  turn_of(s, 0);
  sea_of(*g, s).new_ships = {};
  EdgeSet line = std_state(s).base.players[0].path_pieces;
  line.reset(side(*g, 1, 7, Dir::NW));
  const int built = line.nth(0);
  act(*g, s, fmt::format("move_ship e{}", built));
  const int other = built == side(*g, 0, 7, Dir::NE) ? side(*g, 0, 7, Dir::E) : side(*g, 0, 7, Dir::NE);
  CHECK(legal_in(*g, s, "ship_to") == fmt::format("ship_to e{}", other));
}

TEST_CASE("the lone corner: a settlement there only by its seat, once its line reaches it; a city after") {
  auto g = pirate_game();
  State s = main_phase(*g);
  const int lone = corner(*g, -2, 7, Corner::SE);
  sail(*g, s, 0, 4);
  give(s, 0, {1, 1, 1, 1, 0});
  CHECK(!offered_name(*g, s, fmt::format("build_settlement v{}", lone)));
  sail(*g, s, 0, 1);  // 6 ships: E of (-2,7) touches it
  give(s, 0, {1, 1, 1, 1, 0});
  CHECK(offered_name(*g, s, fmt::format("build_settlement v{}", lone)));
  // Any other pirate-island corner the line touches is refused.
  CHECK(!offered_name(*g, s, fmt::format("build_settlement v{}", corner(*g, -2, 7, Corner::NE))));
  act(*g, s, fmt::format("build_settlement v{}", lone));
  give(s, 0, {0, 0, 0, 2, 3});
  CHECK(offered_name(*g, s, fmt::format("build_city v{}", lone)));
}

TEST_CASE("warships: a Knight card makes one, no robber follows and no army counts; none past the seat's ships") {
  auto g = pirate_game();
  State s = main_phase(*g);
  StdState& ss = std_state(s);
  ss.base.dev_deck[Knight] -= 3;
  ss.base.players[0].dev[Knight] = 3;
  CHECK(legal_in(*g, s, "play_knight") == "");
  CHECK(legal_in(*g, s, "play_warship") == "play_warship");
  act(*g, s, "play_warship");
  CHECK(pirates_of(*g, s).warships[0] == 1);
  CHECK(ss.phase == Phase::Main);
  CHECK(ss.base.players[0].knights_played == 0);
  CHECK(ss.base.largest_army_holder == kNobody);
  CHECK(legal_in(*g, s, "play_warship") == "");  // one card a turn
  ss.base.dev_played = 0;
  CHECK(legal_in(*g, s, "play_warship") == "");  // one ship, one warship already
  sail(*g, s, 0, 1);
  std_state(s).base.dev_played = 0;
  CHECK(legal_in(*g, s, "play_warship") == "play_warship");
}

TEST_CASE("fortress battles: only with the line at the fortress; won takes a chip, tie loses 1 ship, lost 2, from the fortress end; the turn ends") {
  auto g = pirate_game();
  State s = main_phase(*g);
  CHECK(legal_in(*g, s, "attack_fortress") == "");
  sail(*g, s, 0, 8);
  turn_of(s, 0);
  pirates_of(*g, s).warships[0] = 3;
  CHECK(legal_in(*g, s, "attack_fortress") == "attack_fortress");
  act(*g, s, "attack_fortress");
  CHECK(g->phase_name(s) == std::string("fortress_die"));
  CHECK(odds(*g, s).size() == 6);
  State won = s, tie = s, lost = s;
  act(*g, won, "fortress_die 2");
  CHECK(pirates_of(*g, won).chips[0] == 2);
  CHECK(std_state(won).turn_player == 1);  // the turn ended
  act(*g, tie, "fortress_die 3");
  CHECK(pirates_of(*g, tie).chips[0] == 3);
  CHECK(std_state(tie).base.players[0].path_pieces.count() == 8);
  CHECK(!(std_state(tie).base.players[0].path_pieces & g->topo().vertex_edges[fortress_of(*g, 0)]).any());
  CHECK(std_state(tie).base.players[0].path_pieces.test(side(*g, -2, 7, Dir::SW)));  // the next ship back stays
  CHECK(std_state(tie).turn_player == 1);
  act(*g, lost, "fortress_die 6");
  CHECK(std_state(lost).base.players[0].path_pieces.count() == 7);
  CHECK(!std_state(lost).base.players[0].path_pieces.test(side(*g, -2, 7, Dir::SW)));
  CHECK(sea_of(*g, lost).ships_left[0] == 8);
  CHECK(pirates_of(*g, lost).warships[0] == 3);  // a count: the ships lost are not the warships (7 ships still carry 3)
}

TEST_CASE("the third won battle takes the fortress: the seat's settlement (+1 VP, produces); every fortress taken, the fleet leaves") {
  auto g = pirate_game();
  State s = main_phase(*g);
  sail(*g, s, 0, 8);
  turn_of(s, 0);
  for (int q = 1; q < 4; ++q) {  // the other fortresses taken already
    pirates_of(*g, s).chips[size_t(q)] = 0;
    std_state(s).base.players[q].settlements_left += 1;
    Board{*g, s}.settlement(q, fortress_of(*g, q)).done();
  }
  pirates_of(*g, s).chips[0] = 1;
  pirates_of(*g, s).warships[0] = 6;
  const int vp = g->victory_points(s, 0);
  act(*g, s, "attack_fortress");
  act(*g, s, "fortress_die 5");
  CHECK(pirates_of(*g, s).chips[0] == 0);
  CHECK(std_state(s).base.players[0].settlements.test(fortress_of(*g, 0)));
  CHECK(std_state(s).base.players[0].settlements_left == 3);  // the fortress's piece, no further one
  CHECK(g->victory_points(s, 0) == vp + 1);
  CHECK(std_state(s).base.hex_yield[hex(*g, -3, 7)] != 0);  // the gold field beside it produces for the seat
  CHECK(pirates_of(*g, s).fleet == kFleetGone);
  CHECK(sea_of(*g, s).pirate == kNoSeaHex);
  // No raid any more: the roll goes straight on (a 4: no gold field).
  turn_of(s, 2, Phase::RollDice);
  std_state(s).base.rolled = 0;
  give(s, 2, {1, 0, 0, 0, 0});
  act(*g, s, "dice 1-3");
  CHECK(std_state(s).phase == Phase::Main);
}

TEST_CASE("the end: 10 VP with the fortress standing do not win; taking it at 10 VP wins at once") {
  auto g = pirate_game();
  State s = main_phase(*g);
  sail(*g, s, 0, 8);
  Board{*g, s}  // the slot's settlement, 4 cities and a settlement: 10 VP
      .city(0, corner(*g, 4, 3, Corner::N))
      .city(0, corner(*g, 5, 3, Corner::S))
      .city(0, corner(*g, 3, 5, Corner::S))
      .city(0, corner(*g, 5, 1, Corner::N))
      .settlement(0, corner(*g, 2, 7, Corner::S))
      .done();
  check_wins_by_own_fortress(*g, s, 0);
}

TEST_CASE("a 7: the roller steals from any seat holding a card; no robber; no Longest Trade Route") {
  auto g = pirate_game();
  State s = main_phase(*g);
  fleet_at(*g, s, 2);  // a 1 takes it to (-1,5): nobody's hex
  give(s, 3, {0, 0, 0, 1, 0});
  turn_of(s, 0, Phase::RollDice);
  std_state(s).base.rolled = 0;
  act(*g, s, "dice 1-6");
  CHECK(g->phase_name(s) == std::string("steal_card"));
  act(*g, s, "steal grain");
  CHECK(std_state(s).base.players[0].hand[Grain] == 1);
  CHECK(std_state(s).phase == Phase::Main);
  sail(*g, s, 0, 6);  // a 7-ship line
  CHECK(std_state(s).base.longest_road_holder == kNobody);
}

TEST_CASE("JSON: the fleet, fortresses and warships round trip; bad values refused") {
  auto g = pirate_game();
  State s = main_phase(*g);
  sail(*g, s, 0, 2);
  pirates_of(*g, s).warships[0] = 2;
  pirates_of(*g, s).chips[1] = 2;
  CHECK(g->from_json(g->to_json(s)) == s);
  CHECK(g->from_bytes(g->to_bytes(s)) == s);
  const nlohmann::json good = nlohmann::json::parse(g->to_json(s));
  CHECK(good["seafarers"]["pirate_islands"]["fleet"] == 8);
  CHECK(good["seafarers"]["pirate_islands"]["seats"][0]["warships"] == 2);
  auto refused = [&](auto&& edit, const char* field) {
    nlohmann::json j = good;
    edit(j["seafarers"]["pirate_islands"]);
    CHECK_THROWS_WITH_AS(g->from_json(j.dump()), doctest::Contains(field), ConfigError);
  };
  refused([](nlohmann::json& p) { p["fleet"] = 14; }, "state.seafarers.pirate_islands.fleet");
  refused([](nlohmann::json& p) { p["fleet"] = 3; }, "state.seafarers.pirate_islands.fleet");  // not where the pirate stands
  refused([](nlohmann::json& p) { p["fleet"] = -1; }, "state.seafarers.pirate_islands.fleet");  // gone, fortresses standing
  refused([](nlohmann::json& p) { p["seats"][0]["warships"] = 4; }, "state.seafarers.pirate_islands.seats[0].warships");
  refused([](nlohmann::json& p) { p["seats"][0]["fortress_chips"] = 4; }, "fortress_chips");
  refused([](nlohmann::json& p) { p["seats"][0]["fortress_chips"] = 0; }, "state.seafarers.pirate_islands.seats[0].fortress_chips");
  refused([](nlohmann::json& p) { p["owed"] = 1; }, "state.seafarers.pirate_islands.raided");
  refused([](nlohmann::json& p) { p.erase("seats"); }, "state.seafarers.pirate_islands.seats");
  // Bytes: a step past the path and a raided seat past the seats, refused before either is read.
  State bad_step = s, bad_seat = s;
  pirates_of(*g, bad_step).fleet = 200;
  CHECK_THROWS_WITH_AS(g->from_bytes(g->to_bytes(bad_step)), doctest::Contains("pirate_islands.fleet"), ConfigError);
  pirates_of(*g, bad_seat).raided = 9;
  CHECK_THROWS_WITH_AS(g->from_bytes(g->to_bytes(bad_seat)), doctest::Contains("pirate_islands.raided"), ConfigError);
}

TEST_CASE("the observation and the pictures carry fortresses, warships and the fleet") {
  auto g = pirate_game();
  State s = main_phase(*g);
  pirates_of(*g, s).warships[0] = 1;
  const std::string text = g->observe_text(s, 0);
  CHECK(text.find("fleet: step 8") != std::string::npos);
  CHECK(text.find("p0 fortress 3 chips, 1 warships, 8 steps to go") != std::string::npos);
  std::vector<float> obs(size_t(g->observation_size()));
  g->observe(s, 0, obs.data());
  const float* seats = obs.data() + obs.size() - size_t(kMaxPlayers * 3 + 4);
  CHECK(seats[0] == 1);                    // the observer's chips: 3 of 3
  CHECK(seats[1] == doctest::Approx(1 / 15.0));
  const std::string svg = state_svg(*g, s);
  CHECK(svg.find("href=\"#fortress_3\"") != std::string::npos);
  CHECK(svg.find("href=\"#lane_mark\"") != std::string::npos);
  CHECK(svg.find("fortress 3 chips, warships 1, lane steps to go 8") != std::string::npos);
  CHECK(svg.find("pirate fleet at step 8") != std::string::npos);
}

TEST_CASE("JSON: a phase of The Pirate Islands, or of a gift, in a rule set without them is refused") {
  auto g = sea_game(4, {}, "seafarers_wonders");
  const nlohmann::json good = nlohmann::json::parse(g->to_json(empty_main(*g)));
  for (const char* phase : {"fleet_takes", "fleet_pick", "fortress_die", "gift_card", "place_harbor"}) {
    CAPTURE(std::string(phase));
    nlohmann::json j = good;
    j["phase"] = phase;
    CHECK_THROWS_WITH_AS(g->from_json(j.dump()), doctest::Contains("state.phase"), ConfigError);
  }
}
