// The Wonders of Catan (Seafarers scenario 8, docs/seafarers_wonders.md): set-up on the main island
// off the marked corners (the desert wall's, the strait's and its neighbours'); 1 VP for every
// settlement on a small island; five wonders claimed with a ship by a seat meeting the
// requirement, one per seat, first come first served; levels paid at 5 cards each, the 4th wins
// at once; 10 VP win only with a wonder level above every other seat's; no pirate; no Longest
// Trade Route (an option brings it back). Positions on the board as its file lays it: the deserts
// (4,2) (4,3) (3,4), the strait between F3 (-2,6) and P11 (-1,7), the small islands (0,1) (1,1)
// and (4,5) (3,6) (2,7); a 3:1 harbor on the NW side of (1,3).
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "core/config_error.h"
#include "core/render/render.h"
#include "tests/seafarers/sea_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

std::shared_ptr<const StdGame> wonders_game(int players = 4, std::map<std::string, int> options = {}) {
  return sea_game(players, std::move(options), "seafarers_wonders");
}

bool offered(const StdGame& g, const State& s, const std::string& name) {
  for (Action a : g.legal_actions(s))
    if (g.action_name(a) == name) return true;
  return false;
}
std::string settle_at(int v) { return fmt::format("build_settlement v{}", v); }

// The Monument's requirement for seat 0: a city on the harbor corner N of (1,3) and a 5-road trail west of it.
void monument_ready(const StdGame& g, State& s) {
  sea_of(g, s).islands[0] = 1;  // the city's island
  Board{g, s}
      .city(0, corner(g, 1, 3, Corner::N))
      .roads(0, {side(g, 1, 3, Dir::NW), side(g, 0, 3, Dir::NE), side(g, 0, 3, Dir::NW), side(g, -1, 3, Dir::NE),
                 side(g, -1, 3, Dir::NW)})
      .done();
}

}  // namespace

TEST_CASE("the board: the book's counts, a main island of 25 hexes and two small islands, the marked corners") {
  for (int players : {3, 4}) {
    auto g = wonders_game(players);
    const Topology& t = g->topo();
    int land = 0, deserts = 0, gold = 0, tokens = 0, main = 0;
    t.land.for_each([&](int h) {
      const Terrain x = g->board().layout.terrain[h];
      land += 1, deserts += x == Terrain::Desert, gold += x == Terrain::Gold, tokens += g->board().layout.number[h] > 0;
      main += sea::island_of(*g, h) == 0 && sea::home_hexes(*g).test(h);
    });
    CHECK(land == 30);
    CHECK(deserts == 3);
    CHECK(gold == 2);
    CHECK(tokens == 27);
    CHECK(main == 25);
    CHECK(sea::island_of(*g, hex(*g, 1, 1)) == 1);
    CHECK(sea::island_of(*g, hex(*g, 2, 7)) == 2);
    CHECK(g->board().harbor_edges.size() == 9);
    CHECK(g->board().markers_of("wall").vertices.count() == 5);
    CHECK(g->board().markers_of("strait").vertices.count() == 2);
    CHECK(g->board().markers_of("no_setup").vertices.count() == 11);
  }
}

TEST_CASE("set-up: main island only, never on the wall, the strait or beside it; the same corners open after set-up") {
  auto g = wonders_game();
  State s = g->new_game(1);
  CHECK(offered(*g, s, settle_at(corner(*g, 0, 4, Corner::S))));   // an ordinary main-island corner
  CHECK(offered(*g, s, settle_at(corner(*g, 4, 3, Corner::SE))));  // a desert's corner off the wall
  CHECK(!offered(*g, s, settle_at(corner(*g, 3, 3, Corner::N))));   // wall
  CHECK(!offered(*g, s, settle_at(corner(*g, 3, 4, Corner::SW))));  // wall
  CHECK(!offered(*g, s, settle_at(corner(*g, -2, 6, Corner::SE)))); // strait
  CHECK(!offered(*g, s, settle_at(corner(*g, -1, 7, Corner::NW)))); // strait
  CHECK(!offered(*g, s, settle_at(corner(*g, -2, 6, Corner::NE)))); // beside the strait
  CHECK(!offered(*g, s, settle_at(corner(*g, -1, 7, Corner::N))));  // beside the strait
  CHECK(!offered(*g, s, settle_at(corner(*g, 0, 1, Corner::N))));   // a small island
  // After set-up a road reaches the wall corner N of (3,3): a settlement may go there.
  State m = empty_main(*g);
  Board{*g, m}.settlement(0, corner(*g, 3, 3, Corner::SW)).done();
  build_roads(*g, m, 0, {side(*g, 3, 3, Dir::W), side(*g, 3, 3, Dir::NW)});
  give(m, 0, {1, 1, 1, 1, 0});
  CHECK(offered(*g, m, settle_at(corner(*g, 3, 3, Corner::N))));
}

TEST_CASE("every settlement on a small island pays 1 VP, the second on the same island too; a city keeps it") {
  auto g = wonders_game();
  State s = empty_main(*g);
  Board{*g, s}.settlement(0, corner(*g, 0, 1, Corner::N)).done();
  CHECK(g->victory_points(s, 0) == 1 + 1);
  Board{*g, s}.settlement(0, corner(*g, 1, 1, Corner::SE)).done();
  CHECK(g->victory_points(s, 0) == 2 + 2);
  CHECK(sea::island_buildings(*g, std_state(s), 0) == 2);
  place_city(g->topo(), std_state(s), 0, corner(*g, 0, 1, Corner::N));  // the settlement upgraded
  g->rebuild_caches(s);
  CHECK(g->victory_points(s, 0) == 3 + 2);
  Board{*g, s}.settlement(1, corner(*g, 0, 4, Corner::S)).done();  // the main island pays nothing
  CHECK(g->victory_points(s, 1) == 1);
}

TEST_CASE("by action: a ship to the small island, two settlements there pay 1 each; island_vp_each 0 (JSettlers) pays once") {
  for (int each : {1, 0}) {
    auto g = wonders_game(4, {{"island_vp_each", each}});
    State s = empty_main(*g);
    Board{*g, s}.settlement(0, corner(*g, 2, 2, Corner::SW)).done();     // the main island's coast
    sea_of(*g, s).islands[0] = 1;                                        // the set-up's island: the main one
    put_ships(*g, s, 0, {side(*g, 2, 2, Dir::W), side(*g, 2, 1, Dir::SW)});  // across to (1,1)
    g->rebuild_caches(s);
    build_settlement(*g, s, 0, corner(*g, 1, 1, Corner::SE));
    build_roads(*g, s, 0, {side(*g, 1, 1, Dir::SE), side(*g, 1, 1, Dir::SW)});
    build_settlement(*g, s, 0, corner(*g, 1, 1, Corner::SW));
    CHECK(g->victory_points(s, 0) == 3 + (each ? 2 : 1));
  }
}

TEST_CASE("claims: each wonder's requirement is checked when it is claimed; the ship leaves the supply") {
  auto g = wonders_game();
  State s = empty_main(*g);
  CHECK(legal_in(*g, s, "claim_wonder") == "");
  // Theater: 2 cities.
  Board{*g, s}.city(0, corner(*g, -2, 4, Corner::S)).done();
  CHECK(legal_in(*g, s, "claim_wonder") == "");
  Board{*g, s}.city(0, corner(*g, 0, 6, Corner::S)).done();
  CHECK(legal_in(*g, s, "claim_wonder") == "claim_wonder theater");
  // Cathedral: a city and 6 VP (4 from the cities, 2 settlements more).
  Board{*g, s}.settlement(0, corner(*g, 1, 5, Corner::SE)).done();
  CHECK(legal_in(*g, s, "claim_wonder") == "claim_wonder theater");
  Board{*g, s}.settlement(0, corner(*g, -2, 3, Corner::N)).done();
  CHECK(legal_in(*g, s, "claim_wonder") == names({"claim_wonder theater", "claim_wonder cathedral"}));
  // Great Bridge: a building on the strait (a city there too); Great Wall: on the wall.
  State b = empty_main(*g);
  Board{*g, b}.city(0, corner(*g, -2, 6, Corner::SE)).settlement(0, corner(*g, 3, 4, Corner::N)).done();
  CHECK(legal_in(*g, b, "claim_wonder") == names({"claim_wonder great_bridge", "claim_wonder great_wall"}));
  // Monument: a city on a harbor corner and a 5-long trade route; 4 roads are not enough.
  State m = empty_main(*g);
  monument_ready(*g, m);
  CHECK(legal_in(*g, m, "claim_wonder") == "claim_wonder monument");
  State short_route = empty_main(*g);
  Board{*g, short_route}
      .city(0, corner(*g, 1, 3, Corner::N))
      .roads(0, {side(*g, 1, 3, Dir::NW), side(*g, 0, 3, Dir::NE), side(*g, 0, 3, Dir::NW), side(*g, -1, 3, Dir::NE)})
      .done();
  CHECK(legal_in(*g, short_route, "claim_wonder") == "");
  // The claim: one ship onto the wonder; no second wonder for the seat; a later fall below the
  // requirement keeps it.
  const int ships = sea_of(*g, m).ships_left[0];
  act(*g, m, "claim_wonder monument");
  CHECK(sea::wonder_of(*g, std_state(m), 0) == 2);
  CHECK(sea_of(*g, m).ships_left[0] == ships - 1);
  Board{*g, m}.settlement(0, corner(*g, -2, 6, Corner::SE)).done();  // now on the strait too
  CHECK(legal_in(*g, m, "claim_wonder") == "");
}

TEST_CASE("claims: first come, first served; none without a ship in supply; only after the roll on the seat's turn") {
  auto g = wonders_game();
  State s = empty_main(*g);
  Board{*g, s}.settlement(0, corner(*g, 3, 3, Corner::N)).settlement(1, corner(*g, 3, 4, Corner::SW)).done();
  act(*g, s, "claim_wonder great_wall");
  turn_of(s, 1);
  CHECK(legal_in(*g, s, "claim_wonder") == "");  // seat 1 meets it, but the Great Wall is taken
  State none = empty_main(*g);
  Board{*g, none}.settlement(0, corner(*g, 3, 3, Corner::N)).done();
  sea_of(*g, none).ships_left[0] = 0;  // every ship out (as if on the board)
  CHECK(legal_in(*g, none, "claim_wonder") == "");
  State before = empty_main(*g);
  Board{*g, before}.settlement(0, corner(*g, 3, 3, Corner::N)).done();
  turn_of(before, 0, Phase::PreRoll);
  CHECK(legal_in(*g, before, "claim_wonder") == "");
}

TEST_CASE("levels: each costs its wonder's 5 cards, several in one turn, and the 4th wins at once with few VP") {
  auto g = wonders_game();
  State s = empty_main(*g);
  Board{*g, s}.settlement(0, corner(*g, 3, 3, Corner::N)).done();
  act(*g, s, "claim_wonder great_wall");  // 3 brick, 1 grain, 1 lumber a level
  CHECK(legal_in(*g, s, "build_wonder") == "");
  give(s, 0, {1, 3, 0, 1, 0});
  CHECK(legal_in(*g, s, "build_wonder") == "build_wonder");
  act(*g, s, "build_wonder");
  const PlayerState& p = std_state(s).base.players[0];
  CHECK(p.hand_total == 0);
  CHECK(sea_of(*g, s).wonders.level[3] == 1);
  for (int level = 2; level <= 3; ++level) {
    give(s, 0, {1, 3, 0, 1, 0});
    act(*g, s, "build_wonder");
  }
  CHECK(sea_of(*g, s).wonders.level[3] == 3);
  CHECK(!g->is_terminal(s));
  give(s, 0, {1, 3, 0, 1, 0});
  act(*g, s, "build_wonder");
  CHECK(g->is_terminal(s));
  CHECK(g->winner(s) == 0);
  CHECK(g->victory_points(s, 0) == 1);
}

TEST_CASE("10 VP win only with a wonder level above every other seat's: level 2 against 2 no, 3 yes; none without a wonder") {
  auto g = wonders_game();
  State s = empty_main(*g);
  Board{*g, s}
      .city(0, corner(*g, -2, 3, Corner::N))
      .city(0, corner(*g, 0, 3, Corner::N))
      .city(0, corner(*g, -2, 5, Corner::S))
      .city(0, corner(*g, 0, 6, Corner::S))
      .settlement(0, corner(*g, 1, 5, Corner::SE))
      .settlement(0, corner(*g, 3, 3, Corner::N))
      .settlement(1, corner(*g, -1, 7, Corner::S))
      .done();
  REQUIRE(g->victory_points(s, 0) == 10);
  // At 10 VP but no wonder: building goes on, no win.
  give(s, 0, {1, 1, 0, 0, 0});
  act(*g, s, fmt::format("build_road e{}", side(*g, 3, 3, Dir::NE)));
  CHECK(!g->is_terminal(s));
  SeaWonders& w = sea_of(*g, s).wonders;
  w.owner[0] = 1, w.level[0] = 2;  // seat 1's Theater at level 2
  sea_of(*g, s).ships_left[1] -= 1;
  act(*g, s, "claim_wonder great_wall");
  for (int level = 1; level <= 2; ++level) {
    give(s, 0, {1, 3, 0, 1, 0});
    act(*g, s, "build_wonder");
    CHECK(!g->is_terminal(s));  // 1 below, then 2 against 2
  }
  give(s, 0, {1, 3, 0, 1, 0});
  act(*g, s, "build_wonder");
  CHECK(g->is_terminal(s));
  CHECK(g->winner(s) == 0);
}

TEST_CASE("no pirate: it is off the board and a 7 moves the robber only; the robber starts on the desert (4,3)") {
  auto g = wonders_game();
  State s = empty_main(*g);
  CHECK(sea_of(*g, s).pirate == kNoSeaHex);
  CHECK(std_state(s).base.robber == hex(*g, 4, 3));
  turn_of(s, 0, Phase::RollDice);
  act(*g, s, "roll 7");
  CHECK(legal_in(*g, s, "move_pirate") == "");
  CHECK(legal_in(*g, s, "move_robber") != "");
}

TEST_CASE("no Longest Trade Route: a 6-road trail takes no card; longest_road_min = 5 brings it back") {
  for (int min : {0, 5}) {
    auto g = wonders_game(4, {{"longest_road_min", min}});
    State s = empty_main(*g);
    Board{*g, s}.settlement(0, corner(*g, 1, 3, Corner::N)).done();
    build_roads(*g, s, 0, {side(*g, 1, 3, Dir::NW), side(*g, 0, 3, Dir::NE), side(*g, 0, 3, Dir::NW),
                           side(*g, -1, 3, Dir::NE), side(*g, -1, 3, Dir::NW), side(*g, -2, 3, Dir::NE)});
    CHECK(std_state(s).base.players[0].road_length == 6);
    CHECK(std_state(s).base.longest_road_holder == (min ? 0 : kNobody));
    CHECK(g->victory_points(s, 0) == (min ? 3 : 1));
  }
}

TEST_CASE("a shuffle deals the main island only: deserts and small islands stay, never a 6 or 8 beside the deserts") {
  for (int players : {3, 4}) {
    auto g = StdGame::load("seafarers_wonders", players);
    const Layout& file = g->board().layout;
    const int beside[2] = {hex(*g, 3, 3), hex(*g, 2, 4)};
    int moved = 0;
    for (uint64_t seed = 1; seed <= 200; ++seed) {
      const Layout l = std_state(g->new_game(seed)).layout;
      for (int h : beside) CHECK((l.number[h] != 6 && l.number[h] != 8));
      g->topo().land.for_each([&](int h) {
        const bool fixed = file.terrain[h] == Terrain::Desert || sea::island_of(*g, h) > 0;
        if (fixed) CHECK((l.terrain[h] == file.terrain[h] && l.number[h] == file.number[h]));
        moved += l.terrain[h] != file.terrain[h];
      });
      CHECK(l.robber_start == hex(*g, 4, 3));
    }
    CHECK(moved > 0);
  }
}

TEST_CASE("JSON: wonders round trip; bad owners, levels and ships refused") {
  auto g = wonders_game();
  State s = empty_main(*g);
  monument_ready(*g, s);
  act(*g, s, "claim_wonder monument");
  give(s, 0, {0, 0, 0, 3, 2});
  act(*g, s, "build_wonder");
  CHECK(g->from_json(g->to_json(s)) == s);
  CHECK(g->from_bytes(g->to_bytes(s)) == s);
  const nlohmann::json good = nlohmann::json::parse(g->to_json(s));
  CHECK(good["seafarers"]["wonders"][2]["owner"] == 0);
  CHECK(good["seafarers"]["wonders"][2]["level"] == 1);
  auto refused = [&](auto&& edit, const char* field) {
    nlohmann::json j = good;
    edit(j["seafarers"]["wonders"]);
    CHECK_THROWS_WITH_AS(g->from_json(j.dump()), doctest::Contains(field), ConfigError);
  };
  refused([](nlohmann::json& w) { w[2]["level"] = 5; }, "state.seafarers.wonders[2].level");
  refused([](nlohmann::json& w) { w[2]["owner"] = 4; }, "state.seafarers.wonders[2].owner");
  refused([](nlohmann::json& w) { w[0]["level"] = 1; }, "state.seafarers.wonders[0].level");  // no owner
  refused([](nlohmann::json& w) { w[2]["level"] = 4; }, "state.seafarers.wonders[2].level");  // the 4th, no win
  refused([](nlohmann::json& w) { w[0]["owner"] = 1; }, "state.seafarers.seats[1].ships_left");  // its ship still in supply
  refused([](nlohmann::json& w) { w.erase(4); }, "state.seafarers.wonders");
  nlohmann::json j = good;
  j["seafarers"]["wonders"][0]["owner"] = 0;  // a second wonder, its ship taken too
  j["seafarers"]["seats"][0]["ships_left"] = int(j["seafarers"]["seats"][0]["ships_left"]) - 1;
  CHECK_THROWS_WITH_AS(g->from_json(j.dump()), doctest::Contains("second wonder"), ConfigError);
}

TEST_CASE("the observation carries each wonder's owner and level; the text names them") {
  auto g = wonders_game();
  State s = empty_main(*g);
  monument_ready(*g, s);
  act(*g, s, "claim_wonder monument");
  const std::string text = g->observe_text(s, 1);
  CHECK(text.find("monument p0 level 0") != std::string::npos);
  CHECK(text.find("theater free") != std::string::npos);
  // The wonders' entries close the observation (Seafarers is the last module): 5 per wonder, five wonders.
  auto without = wonders_game(4, {{"wonders", 0}});
  REQUIRE(g->observation_size() == without->observation_size() + 5 * (kMaxPlayers + 1));
  std::vector<float> obs(size_t(g->observation_size()));
  g->observe(s, 1, obs.data());
  const float* monument = obs.data() + obs.size() - size_t(5 * (kMaxPlayers + 1)) + 2 * (kMaxPlayers + 1);
  CHECK(monument[3] == 1);  // seat 0, three seats after the viewer
  CHECK(monument[kMaxPlayers] == 0);
}

TEST_CASE("pictures: the wall's and the strait's marks, each seat's wonder and small-island settlements") {
  auto g = wonders_game();
  State s = empty_main(*g);
  monument_ready(*g, s);
  act(*g, s, "claim_wonder monument");
  Board{*g, s}.settlement(1, corner(*g, 0, 1, Corner::N)).done();
  const std::string svg = state_svg(*g, s);
  CHECK(svg.find("href=\"#wall_mark\"") != std::string::npos);
  CHECK(svg.find("href=\"#strait_mark\"") != std::string::npos);
  CHECK(svg.find("wonder Monument, level 0/4") != std::string::npos);
  CHECK(svg.find("small-island settlements 1 (+1 VP)") != std::string::npos);
  CHECK(svg.find("wonders unclaimed: Theater, Great Bridge, Great Wall, Cathedral") != std::string::npos);
}
