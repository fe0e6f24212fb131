// The Pirate Islands at five and six seats (docs/seafarers_pirate_islands.md, "Five and six
// players"): the 6-player board (seafarers_pirate_islands_6p), six slots and lanes of 10 paths,
// slot 5 empty with five seats, the base game's 5-6 bank and a 34-card deck whose VP cards are
// Knights. Positions on the board as its file lays it: slot 4's settlement NW of (6,1) beside
// fleet hex (5,1) (step 7); slot 5's settlement SW of (3,7), its ship SE of (2,7), its line on
// NE of (1,8), SE of (1,7) ... to its fortress SW of (-2,7).
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "core/engine/ruleset.h"
#include "core/render/render.h"
#include "tests/seafarers/pirate_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// A slot's lane, from its markers, and the corners of a set of paths.
EdgeSet lane_of(const StdGame& g, int slot) {
  EdgeSet out;
  for (const Marker& m : g.board().markers)
    if (m.kind == "lane" && m.value == slot) out.set(m.edge);
  return out;
}
VertexSet corners_of(const StdGame& g, const EdgeSet& paths) {
  VertexSet out;
  paths.for_each([&](int e) {
    for (int v : g.topo().edge_vertex[e]) out.set(v);
  });
  return out;
}

}  // namespace

TEST_CASE("pirate islands 5-6: the 6-player board's counts, six slots whose lines take 10 ships; the 5-6 bank and deck") {
  for (int players : {5, 6}) {
    CAPTURE(players);
    auto g = pirate_game(players);
    CHECK(g->board().name == "seafarers_pirate_islands_6p");
    std::map<Terrain, int> terrain;
    std::map<int, int> tokens;
    g->topo().land.for_each([&](int h) {
      terrain[g->board().layout.terrain[h]] += 1;
      tokens[g->board().layout.number[h]] += 1;
    });
    // "37 land hexes: 5 desert, 4 gold, 7 mountains, 6 forest, 6 pasture, 5 fields, 4 hills; 32 tokens"
    CHECK(terrain == std::map<Terrain, int>{{Terrain::Desert, 5}, {Terrain::Gold, 4}, {Terrain::Mountains, 7}, {Terrain::Forest, 6},
                                            {Terrain::Pasture, 6}, {Terrain::Fields, 5}, {Terrain::Hills, 4}});
    CHECK(tokens == std::map<int, int>{{0, 5}, {2, 1}, {3, 4}, {4, 4}, {5, 4}, {6, 4}, {8, 4}, {9, 3}, {10, 3}, {11, 4}, {12, 1}});
    CHECK(g->topo().num_hexes == 95);
    const State state = g->new_game(3);
    const StdState& s = std_state(state);
    // "Harbors (9: 4 x 3:1 + one 2:1 per resource)"
    std::map<int, int> harbors;
    for (size_t slot = 0; slot < g->board().harbor_edges.size(); ++slot) harbors[s.layout.harbor_kind[slot]] += 1;
    CHECK(harbors == std::map<int, int>{{0, 1}, {1, 1}, {2, 1}, {3, 1}, {4, 1}, {kGenericHarbor, 4}});
    CHECK(g->board().markers_of("fleet").hexes.count() == 14);
    CHECK(g->board().markers_of("fortress").vertices.count() == 6);
    CHECK(sea_of(*g, state).pirate == hex(*g, 1, 7));  // the fleet's start
    for (int q = 0; q < players; ++q) {
      CHECK(sea::line_steps(*g, q) == 10);
      CHECK(sea::lane_steps(*g, q)[size_t(slot_marker(*g, "fortress", q))] == 0);
      CHECK(lane_of(*g, q).count() == 10);
      CHECK(s.base.players[q].settlements.test(slot_marker(*g, "slot_settlement", q)));
      CHECK(s.base.players[q].path_pieces.test(slot_marker(*g, "slot_ship", q)));
      CHECK(s.base.players[q].settlements_left == 3);
      CHECK(sea_of(*g, state).pirates.chips[size_t(q)] == 3);
    }
    for (int r = 0; r < kNumResources; ++r) CHECK(s.base.bank[r] == 24);
    // "Development deck 34; its 5 VP cards act as Knights (25 warship cards)"
    CHECK(s.base.dev_deck == std::array<uint8_t, kNumDevKinds>{25, 0, 3, 3, 3});
    CHECK(g->opt().special_build == 1);
    CHECK(g->opt().vp_target == 10);
  }
}

TEST_CASE("pirate islands 5-6: the six lanes never cross (no path or corner shared); each a single line with its lone corner") {
  auto g = pirate_game(6);
  for (int a = 0; a < 6; ++a) {
    CAPTURE(a);
    const EdgeSet lane = lane_of(*g, a);
    const VertexSet corners = corners_of(*g, lane);
    CHECK(corners.count() == 11);  // 10 paths in one line: 11 corners
    CHECK(lane.test(slot_marker(*g, "slot_ship", a)));
    CHECK(corners.test(slot_marker(*g, "lone", a)));
    // The lone corner after 6 ships on lanes 0-3, after 4 on lanes 4 and 5.
    CHECK(sea::line_steps(*g, a) - sea::lane_steps(*g, a)[size_t(slot_marker(*g, "lone", a))] == (a < 4 ? 6 : 4));
    CHECK(corners.test(slot_marker(*g, "slot_settlement", a)));
    for (int b = a + 1; b < 6; ++b) {
      CAPTURE(b);
      CHECK(!(lane & lane_of(*g, b)).any());
      CHECK(!(corners & corners_of(*g, lane_of(*g, b))).any());
    }
  }
}

TEST_CASE("pirate islands 5 seats: slot 5 stays empty: no pieces, no lane, no fortress; the fleet leaves with the five taken") {
  auto g = pirate_game(5);
  State s = g->new_game(1);
  const StdState& ss = std_state(s);
  for (int q = 0; q < 5; ++q) {
    CHECK(!buildings_of(ss.base.players[q]).test(slot_marker(*g, "slot_settlement", 5)));
    CHECK(!ss.base.players[q].path_pieces.test(slot_marker(*g, "slot_ship", 5)));
  }
  CHECK(sea_of(*g, s).pirates.chips[5] == 0);
  // The pictures dot the five lanes in play only: 10 paths each, less the slot's ship.
  const std::string svg = state_svg(*g, s);
  size_t marks = 0;
  for (size_t at = svg.find("href=\"#lane_mark\""); at != std::string::npos; at = svg.find("href=\"#lane_mark\"", at + 1)) ++marks;
  CHECK(marks == 5 * 9);
  CHECK(svg.find("href=\"#fortress_3\"") != std::string::npos);
  // Every fortress in play taken: the fleet leaves, slot 5's never counts.
  State all = empty_main(*g, 4);
  sail(*g, all, 4, 9);
  turn_of(all, 4);
  for (int q = 0; q < 4; ++q) {
    pirates_of(*g, all).chips[size_t(q)] = 0;
    std_state(all).base.players[q].settlements_left += 1;
    Board{*g, all}.settlement(q, slot_marker(*g, "fortress", q)).done();
  }
  pirates_of(*g, all).chips[4] = 1;
  pirates_of(*g, all).warships[4] = 6;
  act(*g, all, "attack_fortress");
  act(*g, all, "fortress_die 1");
  CHECK(pirates_of(*g, all).fleet == kFleetGone);
  CHECK(sea_of(*g, all).pirate == kNoSeaHex);
}

TEST_CASE("pirate islands 6 seats: the fleet raids the fifth seat, the one with buildings on its hex") {
  auto g = pirate_game(6);
  State s = empty_main(*g);
  fleet_at(*g, s, 6);  // (4,1); a 1 moves it to (5,1), beside slot 4's settlement only
  give(s, 4, {1, 0, 0, 1, 0});
  turn_of(s, 0, Phase::RollDice);
  std_state(s).base.rolled = 0;
  State lose = s;
  act(*g, lose, "dice 1-3");
  CHECK(sea_of(*g, lose).pirate == hex(*g, 5, 1));
  CHECK(g->phase_name(lose) == std::string("fleet_takes"));
  CHECK(pirates_of(*g, lose).raided == 4);
  CHECK(odds(*g, lose).at("fleet_takes grain") == doctest::Approx(1 / 2.0));
  act(*g, lose, "fleet_takes grain");
  CHECK(std_state(lose).phase == Phase::Main);
  CHECK(std_state(lose).base.players[4].hand_total == 1);
  // Two warships against a 1: the fifth seat picks a card.
  State win = s;
  sail(*g, win, 4, 1);
  turn_of(win, 0, Phase::RollDice);
  std_state(win).base.rolled = 0;
  pirates_of(*g, win).warships[4] = 2;
  act(*g, win, "dice 1-3");
  CHECK(g->phase_name(win) == std::string("fleet_pick"));
  CHECK(std_state(win).to_move == 4);
}

TEST_CASE("pirate islands 6 seats: the sixth seat's ships go one step nearer its fortress, one line, to the fortress") {
  auto g = pirate_game(6);
  State s = empty_main(*g, 5);
  fleet_at(*g, s, 4);  // (2,3): off slot 5's lane (its start, (1,7), blocks it)
  give(s, 5, {1, 0, 1, 0, 0});
  CHECK(legal_in(*g, s, "build_ship") == ship_at(*g, 2, 7, Dir::SW));  // NE of (1,8)
  act(*g, s, ship_at(*g, 2, 7, Dir::SW));
  give(s, 5, {1, 0, 1, 0, 0});
  CHECK(legal_in(*g, s, "build_ship") == ship_at(*g, 1, 7, Dir::SE));
  sail(*g, s, 5, 8);  // 10 ships: the line reaches the fortress
  give(s, 5, {1, 0, 1, 0, 0});
  turn_of(s, 5);
  CHECK(legal_in(*g, s, "build_ship") == "");
  CHECK(std_state(s).base.players[5].path_pieces == lane_of(*g, 5));
  CHECK(legal_in(*g, s, "attack_fortress") == "attack_fortress");
}

TEST_CASE("pirate islands 6 seats: the sixth seat's battle: won takes a chip, a tie loses 1 ship, a loss 2, from the fortress end") {
  auto g = pirate_game(6);
  State s = empty_main(*g, 5);
  fleet_at(*g, s, 4);  // (2,3): off slot 5's lane (its start, (1,7), blocks it)
  sail(*g, s, 5, 9);
  turn_of(s, 5);
  pirates_of(*g, s).warships[5] = 3;
  act(*g, s, "attack_fortress");
  State won = s, tie = s, lost = s;
  act(*g, won, "fortress_die 2");
  CHECK(pirates_of(*g, won).chips[5] == 2);
  CHECK(std_state(won).turn_player == 0);  // the turn ended (the special building phase passes: no seat holds a card)
  act(*g, tie, "fortress_die 3");
  CHECK(std_state(tie).base.players[5].path_pieces.count() == 9);
  CHECK(!std_state(tie).base.players[5].path_pieces.test(side(*g, -2, 7, Dir::SW)));  // the path at the fortress
  act(*g, lost, "fortress_die 6");
  CHECK(std_state(lost).base.players[5].path_pieces.count() == 8);
  CHECK(!std_state(lost).base.players[5].path_pieces.test(side(*g, -2, 7, Dir::SE)));
  CHECK(sea_of(*g, lost).ships_left[5] == 7);
}

TEST_CASE("pirate islands 6 seats: 10 VP with the fifth seat's own fortress standing do not win; taking it wins") {
  auto g = pirate_game(6);
  State s = empty_main(*g, 4);
  sail(*g, s, 4, 9);
  Board{*g, s}  // the slot's settlement, 4 cities and a settlement: 10 VP
      .city(4, corner(*g, 7, 3, Corner::N))
      .city(4, corner(*g, 6, 4, Corner::S))
      .city(4, corner(*g, 5, 6, Corner::S))
      .city(4, corner(*g, 8, 1, Corner::N))
      .settlement(4, corner(*g, 7, 5, Corner::S))
      .done();
  pirates_of(*g, s).chips[1] = 0;  // another seat's fortress taken does not help
  std_state(s).base.players[1].settlements_left += 1;
  Board{*g, s}.settlement(1, slot_marker(*g, "fortress", 1)).done();
  check_wins_by_own_fortress(*g, s, 4);
}

TEST_CASE("pirate islands 6 seats: JSON and bytes round trip six seats; the observation holds six") {
  auto g = pirate_game(6);
  State s = empty_main(*g, 5);
  fleet_at(*g, s, 4);  // (2,3): off slot 5's lane (its start, (1,7), blocks it)
  sail(*g, s, 5, 2);
  pirates_of(*g, s).warships[5] = 2;
  pirates_of(*g, s).chips[4] = 2;
  CHECK(g->from_json(g->to_json(s)) == s);
  CHECK(g->from_bytes(g->to_bytes(s)) == s);
  nlohmann::json j = nlohmann::json::parse(g->to_json(s));
  CHECK(j["seafarers"]["pirate_islands"]["seats"].size() == 6);
  j["seafarers"]["pirate_islands"]["seats"][5]["warships"] = 4;
  CHECK_THROWS_WITH_AS(g->from_json(j.dump()), doctest::Contains("state.seafarers.pirate_islands.seats[5].warships"), ConfigError);
  std::vector<float> obs(size_t(g->observation_size()));
  g->observe(s, 5, obs.data());
  const float* seats = obs.data() + obs.size() - size_t(6 * 3 + 4);
  CHECK(seats[0] == 1);  // the observer (seat 5): 3 chips of 3
  CHECK(seats[1] == doctest::Approx(2 / 15.0));
  CHECK(seats[(4 - 5 + 6) * 3] == doctest::Approx(2 / 3.0));  // seat 4, five seats round: 2 chips
  CHECK(g->observation_size() > pirate_game(4)->observation_size());
}

TEST_CASE("pirate islands: the 3-4 player board at five seats is refused, naming the fifth seat's missing slot") {
  RuleSet rs = load_ruleset("seafarers_pirate_islands");
  rs.boards.clear();
  CHECK_THROWS_WITH_AS(StdGame(rs, 5), doctest::Contains("slot 4: needs slot_settlement"), ConfigError);
}

TEST_CASE("pirate islands 6 seats: the fleet hex (1,4) between two lone corners raids the one seat settled there, none with two") {
  auto g = pirate_game(6);
  State s = empty_main(*g);
  fleet_at(*g, s, 2);  // (1,5); a 1 moves it to (1,4)
  Board{*g, s}.settlement(2, slot_marker(*g, "lone", 2)).done();  // NE of (0,5)
  give(s, 2, {1, 0, 0, 0, 0});
  turn_of(s, 0, Phase::RollDice);
  std_state(s).base.rolled = 0;
  State one = s;
  act(*g, one, "dice 1-3");
  CHECK(sea_of(*g, one).pirate == hex(*g, 1, 4));
  CHECK(g->phase_name(one) == std::string("fleet_takes"));
  CHECK(pirates_of(*g, one).raided == 2);
  State two = s;
  Board{*g, two}.settlement(3, slot_marker(*g, "lone", 3)).done();  // SE of (1,3)
  act(*g, two, "dice 1-3");
  CHECK(std_state(two).phase == Phase::Main);
  CHECK(std_state(two).base.players[2].hand_total == 1);
}
