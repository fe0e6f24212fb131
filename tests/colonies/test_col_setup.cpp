// Colonies' set-up (Colonies §2-3): each seat's start corner turned up by
// chance (never the desert), its village on that tile's coast with 3
// infantry, the tiles around the village turned up; the start hands; the
// tile pools of the three set-up modes.
#include <doctest/doctest.h>

#include "tests/colonies/col_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

const ColGame& colonies(const Game& g) { return static_cast<const ColGame&>(g); }

std::map<std::string, double> terrain_odds(const ColGame& g, const State& s, int h) {
  std::vector<ChanceOutcome> out(64);
  out.resize(col::terrain_outcomes(g, col_state(s), h, out.data()));
  std::map<std::string, double> named;
  for (const ChanceOutcome& o : out) named[g.action_name(o.id)] = o.probability;
  return named;
}

}  // namespace

TEST_CASE("colonies set-up: start tile, coastal village with 3 infantry, the tiles around it turned up") {
  auto game = Game::load("colonies", 3);
  const ColGame& g = colonies(*game);
  State s = g.new_game(7);
  // 3 players land at NW (h5), E (h20) and SW (h29): p0 first, its tile drawn from the box without the desert.
  CHECK(g.start_tile(0) == 5);
  CHECK(g.start_tile(1) == 20);
  CHECK(g.start_tile(2) == 29);
  REQUIRE(g.phase_name(s) == "start_tile");
  const std::map<std::string, double> first = {{"terrain fields", 4 / 18.0}, {"terrain forest", 4 / 18.0},
                                               {"terrain hills", 3 / 18.0}, {"terrain mountains", 3 / 18.0},
                                               {"terrain pasture", 4 / 18.0}};
  for (const ChanceOutcome& o : g.chance_outcomes(s)) CHECK(o.probability == doctest::Approx(first.at(g.action_name(o.id))));
  act(g, s, "terrain mountains");
  // The village goes on a corner of h5 that touches the ocean.
  CHECK(legal(g, s) == names({"start_village v0, start_village v3, start_village v4, start_village v7"}));
  act(g, s, "start_village v4");  // v4 touches h5, h6 and the ocean: h6 is turned up with no exploration roll
  CHECK(g.phase_name(s) == "terrain");
  act(g, s, "terrain forest");
  const ColState& c = col_state(s);
  CHECK(c.army[5][0][Infantry] == 3);
  CHECK(c.v_owner[4] == 0);
  CHECK((c.explored.test(5) && c.explored.test(6)));
  CHECK(c.npc[6][0][0] + c.npc[6][1][0] == 0);
  // p1 next, on E (h20).
  CHECK(g.phase_name(s) == "start_tile");
  act(g, s, "terrain hills");
  CHECK(legal(g, s) == names({"start_village v20, start_village v26, start_village v32, start_village v37"}));
  act(g, s, "start_village v26");  // v26 touches only h20 and the ocean
  act(g, s, "terrain pasture");    // p2's start tile, h29
  act(g, s, "start_village v51");
  // Every seat holds 3 lumber, 3 brick, 1 wool, 1 grain from the bank; turn 1 starts at Fall.
  for (int p = 0; p < 3; ++p) {
    const uint8_t* hand = c.seat[p].hand;
    CHECK((hand[Lumber] == 3 && hand[Brick] == 3 && hand[Wool] == 1 && hand[Grain] == 1 && hand[Ore] == 0));
    for (int q = 0; q < 3; ++q) CHECK(c.seat[p].stance[q] == Peace);
  }
  CHECK(c.bank[Lumber] == 19 - 9);
  CHECK(c.turn == 0);
  CHECK(c.stage == ColStage::Fall);
  g.validate(s);
}

TEST_CASE("colonies set-up: the desert lies where the set-up mode puts it, each hidden place alike") {
  // Mild (the default): one of the 7 inner tiles; an outer tile is never the desert.
  {
    ColPos pos(2);
    for (int h : {5, 6, 11, 12, 17, 18, 19, 24, 25}) pos.face_down(h);
    const auto inner = terrain_odds(pos.g, pos.s, 18), outer = terrain_odds(pos.g, pos.s, 5);
    // 6 inner tiles are face down (11, 12, 17, 18, 19, 24, 25 but the desert was face up at 18: turned down too).
    CHECK(inner.at("terrain desert") == doctest::Approx(1.0 / 7));
    CHECK(outer.count("terrain desert") == 0);
    // The rest by the box's tiles not yet seen: of 9 face down, 1 is the desert; 2 mountains, 2 pasture...
    double sum = 0;
    for (auto& [name, p] : inner) sum += p;
    CHECK(sum == doctest::Approx(1.0));
    CHECK(outer.at("terrain mountains") == doctest::Approx(2.0 / 8));
  }
  // Easy: the desert lies face up in the centre from the start.
  {
    auto game = Game::load("colonies", 2, {{"col_map", 0}});
    const State s = game->new_game(3);
    CHECK(col_state(s).terrain[18] == uint8_t(Terrain::Desert));
    CHECK(col_state(s).fortress == 18);
    CHECK(terrain_odds(colonies(*game), s, 19).count("terrain desert") == 0);
  }
  // Hard: any tile but a start corner, each alike.
  {
    auto game = Game::load("colonies", 2, {{"col_map", 2}});
    const State s = game->new_game(3);
    const auto corner = terrain_odds(colonies(*game), s, 16), other = terrain_odds(colonies(*game), s, 5);
    CHECK(corner.count("terrain desert") == 0);
    CHECK(other.at("terrain desert") == doctest::Approx(1.0 / 17));  // 19 tiles less the 2 start corners
  }
}

TEST_CASE("colonies set-up: start corners by player count, seats clockwise from the first listed") {
  const std::map<int, std::vector<int>> starts = {
      {2, {16, 20}}, {3, {5, 20, 29}}, {4, {5, 7, 31, 29}}, {5, {5, 7, 20, 31, 29}}, {6, {16, 5, 7, 20, 31, 29}}};
  for (auto& [players, tiles] : starts) {
    auto game = Game::load("colonies", players);
    for (int p = 0; p < players; ++p) CHECK(colonies(*game).start_tile(p) == tiles[size_t(p)]);
  }
  CHECK_THROWS_AS(Game::load("colonies", 5, {{"col_npc", 1}}), ConfigError);  // non-player forces: 4 players or fewer
  CHECK_THROWS_AS(Game::load("colonies", 2, {{"col_active_hostiles", 1}}), ConfigError);
  CHECK_THROWS_WITH_AS(Game::load("colonies", 2, {{"col_turns", 0}}), doctest::Contains("col_turns"), ConfigError);
  CHECK_THROWS_WITH_AS(Game::load("colonies", 2, {{"nope", 1}}), doctest::Contains("unknown option 'nope'"), ConfigError);
}
