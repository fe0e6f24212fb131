// Cloth for Catan (Seafarers scenario 6, docs/seafarers_cloth.md): three set-up settlements on two
// main islands; eight villages on four tribe islands between them, each with 5 cloth and a number;
// a seat whose ship reaches a village trades with it and takes a cloth; a roll of its number gives
// each trader a cloth (the village's, then the supply's); 2 cloth are 1 VP; only a trader moves the
// pirate, which takes a card or a cloth; no Longest Trade Route; the game ends at once when fewer
// than 4 villages hold cloth. Positions on the board as its file lays it.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "core/config_error.h"
#include "core/engine/obs_layout.h"
#include "core/render/render.h"
#include "tests/seafarers/sea_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

std::shared_ptr<const StdGame> cloth_game(int players = 4, std::map<std::string, int> options = {}) {
  return sea_game(players, std::move(options), "seafarers_cloth");
}

ClothSlice& cloth_of(const StdGame& g, State& s) { return sea_of(g, s).cloth; }

// The villages in the board file's order: W (-1,4) N 10, S 9; N (1,3) N 11, S 8; S (0,5) N 6, S 3;
// E (2,4) N 4, S 5.
constexpr size_t kTen = 0, kNine = 1;

// Seat 0 settled beside the west village 10 (the south corner of the north island's (0,2)), one
// ship from it; seat 1 on the north island's (-2,3), two ships from the same village.
struct VillageCoast {
  int near, far;              // seat 0's and seat 1's settlements
  int near_ship;              // the one ship from seat 0's settlement to the village
  int far_ship1, far_ship2;   // seat 1's two
  int village;                // the village 10's corner
};
VillageCoast village_coast(const StdGame& g) {
  return {corner(g, 0, 2, Corner::S), corner(g, -2, 3, Corner::SE), side(g, -1, 3, Dir::E), side(g, -1, 3, Dir::SW),
          side(g, -1, 4, Dir::NW), corner(g, -1, 4, Corner::N)};
}

State settled(const StdGame& g) {
  State s = empty_main(g);
  const VillageCoast c = village_coast(g);
  Board{g, s}.settlement(0, c.near).settlement(1, c.far).done();
  return s;
}

// Seat 0 reaches the village 10 first, then seat 1.
State both_trade(const StdGame& g) {
  State s = settled(g);
  const VillageCoast c = village_coast(g);
  build_ship_paid(g, s, 0, c.near_ship);
  build_ship_paid(g, s, 1, c.far_ship1);
  build_ship_paid(g, s, 1, c.far_ship2);
  return s;
}

// A roll by `player`, from its roll phase.
void roll(const StdGame& g, State& s, int player, int n) {
  turn_of(s, player, Phase::RollDice);
  act(g, s, fmt::format("roll {}", n));
}

}  // namespace

TEST_CASE("the board: two main islands of the book's counts, four tribe islands, eight villages, the robber on the fields 12") {
  auto g = cloth_game();
  const Topology& t = g->topo();
  const Layout& l = g->board().layout;
  std::map<Terrain, int> main_terrain;
  std::array<int, 13> tokens{};
  sea::home_hexes(*g).for_each([&](int h) {
    main_terrain[l.terrain[h]] += 1;
    tokens[l.number[h]] += 1;
  });
  CHECK(sea::home_hexes(*g).count() == 20);
  CHECK(main_terrain == std::map<Terrain, int>{{Terrain::Fields, 5}, {Terrain::Hills, 3}, {Terrain::Mountains, 4},
                                               {Terrain::Pasture, 4}, {Terrain::Forest, 4}});
  for (int n : {2, 3, 4, 5, 6, 8, 9, 10, 11, 12}) CHECK(tokens[size_t(n)] == 2);
  CHECK((t.land - sea::home_hexes(*g)).count() == 4);
  CHECK(l.terrain[size_t(hex(*g, 1, 3))] == Terrain::Gold);  // as printed (JSettlers swaps them)
  CHECK(l.terrain[size_t(hex(*g, 0, 5))] == Terrain::Gold);
  CHECK(l.terrain[size_t(hex(*g, -1, 4))] == Terrain::Desert);
  CHECK(l.terrain[size_t(hex(*g, 2, 4))] == Terrain::Desert);
  std::vector<int> numbers;
  for (const sea::Village& v : sea::villages(*g)) numbers.push_back(v.number);
  CHECK(numbers == std::vector<int>{10, 9, 11, 8, 6, 3, 4, 5});
  CHECK(sea::villages(*g)[kTen].vertex == corner(*g, -1, 4, Corner::N));
  CHECK(g->board().harbor_edges.size() == 9);
  State s = g->new_game(1);
  CHECK(std_state(s).base.robber == hex(*g, -2, 3));
  CHECK(sea_of(*g, s).pirate == hex(*g, 4, 4));
  const ClothSlice& c = cloth_of(*g, s);
  for (size_t i = 0; i < 8; ++i) CHECK(c.village[i] == 5);
  CHECK(c.supply == 10);
}

TEST_CASE("a shuffle deals the main islands only: tribe islands, villages and the robber's fields 12 stay") {
  auto g = StdGame::load("seafarers_cloth", 4);
  const Layout& printed = g->board().layout;
  const HexSet fixed = g->topo().land - sea::home_hexes(*g);
  int moved = 0;
  for (uint64_t seed = 1; seed <= 100; ++seed) {
    const StdState s = std_state(g->new_game(seed));
    fixed.for_each([&](int h) {
      CHECK(s.layout.terrain[h] == printed.terrain[h]);
      CHECK(s.layout.number[h] == 0);
    });
    CHECK(s.layout.terrain[s.base.robber] == Terrain::Fields);
    CHECK(s.layout.number[s.base.robber] == 12);
    moved += s.layout.terrain != printed.terrain;
  }
  CHECK(moved > 90);
}

TEST_CASE("three set-up rounds, the start player placing twice in a row; only the third settlement pays; never on a tribe island") {
  auto g = cloth_game(3);
  State s = g->new_game(1);
  const StdState& st = std_state(s);
  std::vector<int> order;
  const std::vector<std::pair<int, int>> places = {{0, 1}, {3, 1}, {-1, 2}, {2, 6}, {-2, 7}, {0, 7},
                                                   {4, 2}, {-3, 6}, {2, 1}};
  CHECK(legal(*g, s) == home_settlements(*g));  // the two main islands' corners only
  for (auto [q, r] : places) {
    for (const sea::Village& v : sea::villages(*g))  // nor a tribe island's corner later
      CHECK(legal_in(*g, s, fmt::format("build_settlement v{}", v.vertex)) == "");
    const int p = st.to_move;
    order.push_back(p);
    const int cards = st.base.players[p].hand_total;
    act(*g, s, fmt::format("build_settlement v{}", corner(*g, q, r, Corner::N)));
    const bool third = order.size() > 6;
    CHECK((st.base.players[p].hand_total > cards) == third);  // every N corner here touches one land hex at least
    act(*g, s, legal(*g, s).substr(0, legal(*g, s).find(',')));  // its road or ship
  }
  CHECK(order == std::vector<int>{0, 1, 2, 2, 1, 0, 0, 1, 2});
  CHECK(st.setup_step == 9);
  CHECK(st.phase > Phase::SetupRoad);
}

TEST_CASE("a ship reaching a village: 1 cloth from that village at once; a second route there adds nothing; an empty one gives none") {
  auto g = cloth_game();
  State s = settled(*g);
  const ClothSlice& c = cloth_of(*g, s);
  const VillageCoast k = village_coast(*g);
  build_ship_paid(*g, s, 0, k.near_ship);
  CHECK(c.cloth[0] == 1);
  CHECK(c.village[kTen] == 4);
  CHECK(c.supply == 10);
  CHECK(c.rank[kTen][0] == 1);
  // A second ship of seat 0 at the same village: nothing more.
  build_ship_paid(*g, s, 0, side(*g, -1, 4, Dir::NE));
  CHECK(c.cloth[0] == 1);
  CHECK(c.village[kTen] == 4);
  // Seat 1 arrives second at a village emptied meanwhile: it trades, but takes nothing, not even from the supply.
  cloth_of(*g, s).village[kTen] = 0;
  cloth_of(*g, s).cloth[2] = 4;
  build_ship_paid(*g, s, 1, k.far_ship1);
  CHECK(c.rank[kTen][1] == 0);  // one ship short of it
  build_ship_paid(*g, s, 1, k.far_ship2);
  CHECK(c.rank[kTen][1] == 2);
  CHECK(c.cloth[1] == 0);
  CHECK(c.supply == 10);
}

TEST_CASE("a ship moved to a village trades as a built one (our ruling)") {
  auto g = cloth_game();
  State s = settled(*g);
  const VillageCoast k = village_coast(*g);
  // Seat 0's ship along the north island's coast, built last turn, its open end free to move.
  build_ship_paid(*g, s, 0, side(*g, 0, 2, Dir::SE));
  sea_of(*g, s).new_ships = {};
  act(*g, s, fmt::format("move_ship e{}", side(*g, 0, 2, Dir::SE)));
  act(*g, s, fmt::format("ship_to e{}", k.near_ship));
  CHECK(cloth_of(*g, s).rank[kTen][0] == 1);
  CHECK(cloth_of(*g, s).cloth[0] == 1);
}

TEST_CASE("a roll of a village's number: each trader +1, the village first then the supply, short: the roller, then by arrival") {
  auto g = cloth_game();
  State s = both_trade(*g);
  ClothSlice& c = cloth_of(*g, s);
  REQUIRE(c.cloth[0] == 1);
  REQUIRE(c.cloth[1] == 1);
  REQUIRE(c.village[kTen] == 3);
  roll(*g, s, 2, 10);
  CHECK(c.cloth[0] == 2);
  CHECK(c.cloth[1] == 2);
  CHECK(c.village[kTen] == 1);
  // One cloth left on the village: it goes first, then the supply's.
  roll(*g, s, 2, 10);
  CHECK(c.cloth[0] + c.cloth[1] == 6);
  CHECK(c.village[kTen] == 0);
  CHECK(c.supply == 9);
  // An empty village pays nobody, though the supply holds cloth.
  roll(*g, s, 2, 10);
  CHECK(c.cloth[0] + c.cloth[1] == 6);
  CHECK(c.supply == 9);
  // Village and supply short: one cloth for two traders.
  c.village[kTen] = 1;
  c.supply = 0;
  c.cloth[3] += 10;  // where the rest went (the totals stay)
  c.cloth[0] = c.cloth[1] = 3;
  State by_second = s;
  roll(*g, by_second, 1, 10);  // the roller first, though it came second
  CHECK(cloth_of(*g, by_second).cloth[1] == 4);
  CHECK(cloth_of(*g, by_second).cloth[0] == 3);
  roll(*g, s, 2, 10);  // another seat rolls: the first to arrive
  CHECK(c.cloth[0] == 4);
  CHECK(c.cloth[1] == 3);
}

TEST_CASE("2 cloth are 1 VP, 3 still 1; cloth is no card: a 7 never counts it, Monopoly never takes it") {
  auto g = cloth_game();
  State s = settled(*g);
  ClothSlice& c = cloth_of(*g, s);
  c.supply -= 3;
  c.cloth[0] = 2;
  CHECK(g->victory_points(s, 0) == 1 + 1);
  c.cloth[0] = 3;
  CHECK(g->victory_points(s, 0) == 1 + 1);
  c.supply -= 2;
  c.cloth[0] = 5;
  CHECK(g->victory_points(s, 0) == 1 + 2);
  // Seven cards and five cloth: no discard.
  give(s, 0, {2, 2, 1, 1, 1});
  roll(*g, s, 1, 7);
  CHECK(std::string(g->phase_name(s)) == "move_robber");  // no discard first
  // Monopoly on ore: the card moves, the cloth stays.
  turn_of(s, 1);
  std_state(s).base.players[1].dev[Monopoly] = 1;
  std_state(s).base.dev_deck[Monopoly] -= 1;
  act(*g, s, "play_monopoly ore");
  CHECK(std_state(s).base.players[1].hand[Ore] == 1);
  CHECK(c.cloth[0] == 5);
}

TEST_CASE("the pirate: refused to a seat trading with no village (robber only), offered once it trades; never the robber on a tribe island") {
  auto g = cloth_game();
  State s = settled(*g);
  std::vector<std::string> robber;
  sea::home_hexes(*g).for_each([&](int h) {
    if (h != std_state(s).base.robber) robber.push_back(fmt::format("move_robber h{}", h));
  });
  roll(*g, s, 0, 7);
  CHECK(legal(*g, s) == joined(robber));  // no tribe island, no pirate
  State trading = settled(*g);
  build_ship_paid(*g, trading, 0, village_coast(*g).near_ship);
  roll(*g, trading, 0, 7);
  CHECK(legal(*g, trading) == names({joined(robber), pirate_moves(*g, trading)}));
}

TEST_CASE("the pirate's steal: a cloth or a card when the victim has both, a cloth when it has only cloth") {
  auto g = cloth_game();
  State s = both_trade(*g);
  const ClothSlice& c = cloth_of(*g, s);
  const int sea_hex = hex(*g, -1, 3);  // beside seat 1's ships and seat 0's
  give(s, 1, {0, 0, 0, 0, 1});
  roll(*g, s, 0, 7);
  State cloth_only = s;
  act(*g, s, fmt::format("move_pirate h{}", sea_hex));
  CHECK(std::string(g->phase_name(s)) == "cloth_steal");
  CHECK(legal(*g, s) == names({"pirate_cloth p1", "pirate_card p1"}));
  State card = s;
  act(*g, s, "pirate_cloth p1");
  CHECK(c.cloth[0] == 2);
  CHECK(c.cloth[1] == 0);
  CHECK(std_state(s).phase == Phase::Main);
  act(*g, card, "pirate_card p1");
  CHECK(odds(*g, card) == std::map<std::string, double>{{"steal ore", 1.0}});
  // Without a card the victim can lose only cloth.
  empty_hand(cloth_only, 1);
  act(*g, cloth_only, fmt::format("move_pirate h{}", sea_hex));
  CHECK(legal(*g, cloth_only) == "pirate_cloth p1");
}

TEST_CASE("ships of a route that ends at a village never move: the village closes it as a building would") {
  auto g = cloth_game();
  State s = settled(*g);
  const VillageCoast k = village_coast(*g);
  build_ship_paid(*g, s, 1, k.far_ship1);
  sea_of(*g, s).new_ships = {};
  turn_of(s, 1);
  CHECK(legal_in(*g, s, "move_ship") == fmt::format("move_ship e{}", k.far_ship1));  // its end is open
  build_ship_paid(*g, s, 1, k.far_ship2);
  sea_of(*g, s).new_ships = {};
  turn_of(s, 1);
  CHECK(legal_in(*g, s, "move_ship") == "");  // settlement to village: closed at both ends
}

TEST_CASE("the fourth-last village emptying ends the game at once, off-turn too: most VP wins") {
  auto g = cloth_game();
  State s = both_trade(*g);
  ClothSlice& c = cloth_of(*g, s);
  // Four villages hold cloth, the village 10 one: its last cloth leaves three.
  for (size_t i = 1; i < 5; ++i) c.supply += c.village[i], c.village[i] = 0;
  c.supply += c.village[kTen] - 1;
  c.village[kTen] = 1;
  Board{*g, s}.settlement(0, corner(*g, 3, 1, Corner::N)).done();  // seat 0 ahead on VP
  roll(*g, s, 2, 10);  // seat 2's turn
  CHECK(std_state(s).phase == Phase::GameOver);
  CHECK(g->winner(s) == 0);
  std::vector<double> ret(4);
  g->returns(s, ret.data());
  CHECK(ret == std::vector<double>{1, 0, 0, 0});
}

TEST_CASE("at the village end ties on VP go to the most cloth (our ruling), then share the win") {
  auto g = cloth_game();
  State s = both_trade(*g);  // seats 0 and 1: a settlement and 1 cloth each
  ClothSlice& c = cloth_of(*g, s);
  // Four villages stocked, village 10 with one cloth left: the roll of 10 ends the game.
  for (size_t i = 1; i < 5; ++i) c.supply += c.village[i], c.village[i] = 0;
  c.supply += c.village[kTen] - 1;
  c.village[kTen] = 1;
  State level = s;
  c.supply -= 1, c.cloth[1] += 1;  // seat 1 a cloth ahead
  roll(*g, s, 2, 10);  // both take one: 2 and 3 cloth, 2 VP each
  REQUIRE(std_state(s).phase == Phase::GameOver);
  CHECK(g->victory_points(s, 0) == g->victory_points(s, 1));
  CHECK(g->winner(s) == 1);
  // Level on VP and cloth: both win.
  roll(*g, level, 2, 10);
  REQUIRE(std_state(level).phase == Phase::GameOver);
  CHECK(cloth_of(*g, level).cloth[0] == cloth_of(*g, level).cloth[1]);
  CHECK(g->winner(level) == -1);
  std::vector<double> ret(4);
  g->returns(level, ret.data());
  CHECK(ret[0] == 1);
  CHECK(ret[1] == 1);
  CHECK(ret[2] == 0);
  CHECK(ret[3] == 0);
  CHECK(ret.size() == 4);
}

TEST_CASE("no Longest Trade Route at any length") {
  for (int min : {0, 5}) {  // the rule set's 0 (no card) against the usual 5
    auto g = cloth_game(4, {{"longest_road_min", min}});
    State s = settled(*g);
    put_ships(*g, s, 0, {village_coast(*g).near_ship, side(*g, -1, 4, Dir::NE), side(*g, -1, 4, Dir::E),
                         side(*g, -1, 4, Dir::SE), side(*g, -1, 4, Dir::SW), side(*g, -1, 4, Dir::W)});
    g->rebuild_caches(s);
    build_ship_paid(*g, s, 0, side(*g, -2, 4, Dir::NE));
    CHECK(std_state(s).base.players[0].road_length == 7);
    CHECK(std_state(s).base.longest_road_holder == (min ? 0 : kNobody));
  }
  CHECK(cloth_game()->opt().longest_road_min == 0);
}

TEST_CASE("JSON round trip of villages, traders, supply and cloth; bad values refused") {
  auto g = cloth_game();
  State s = both_trade(*g);
  CHECK(g->from_json(g->to_json(s)) == s);
  const nlohmann::json j = nlohmann::json::parse(g->to_json(s));
  CHECK(j["seafarers"]["cloth"]["villages"][0] == nlohmann::json{{"cloth", 3}, {"traders", {0, 1}}});
  auto refused = [&](auto edit, const std::string& field) {
    nlohmann::json bad = j;
    edit(bad["seafarers"]["cloth"]);
    CHECK_THROWS_WITH_AS(g->from_json(bad.dump()), doctest::Contains(field.c_str()), ConfigError);
  };
  refused([](nlohmann::json& c) { c["villages"][0]["cloth"] = 6; }, "state.seafarers.cloth.villages[0].cloth");
  refused([](nlohmann::json& c) { c["villages"][0]["traders"] = {0, 0}; }, "state.seafarers.cloth.villages[0].traders");
  refused([](nlohmann::json& c) { c["villages"][0]["traders"] = {4}; }, "state.seafarers.cloth.villages[0].traders");
  refused([](nlohmann::json& c) { c["supply"] = 11; }, "state.seafarers.cloth.supply");
  refused([](nlohmann::json& c) { c["seats"][2] = 1; }, "state.seafarers.cloth.seats");  // cloth from nowhere
  refused([](nlohmann::json& c) { c["winners"] = {1}; }, "state.seafarers.cloth.winners");  // before the end
  refused([](nlohmann::json& c) { c["villages"].erase(7); }, "state.seafarers.cloth.villages");
  // A board without villages holds no cloth.
  auto plain = sea_game();
  State p = plain->new_game(1);
  CHECK(plain->to_json(p).find("\"cloth\"") == std::string::npos);
  sea_of(*plain, p).cloth.supply = 1;
  CHECK_THROWS_WITH_AS(plain->from_bytes(plain->to_bytes(p)), doctest::Contains("state.seafarers.cloth"), ConfigError);
}

TEST_CASE("observation and pictures: villages with their cloth and traders, the seats' cloth") {
  auto g = cloth_game();
  State s = both_trade(*g);
  const std::string text = g->observe_text(s, 0);
  CHECK(text.find(fmt::format("village v{} (10): 3 cloth, trades with p0 p1", village_coast(*g).village)) != std::string::npos);
  CHECK(text.find("cloth supply 10; cloth p0 1 p1 1 p2 0 p3 0") != std::string::npos);
  std::vector<float> obs(size_t(g->observation_size()));
  g->observe(s, 1, obs.data());
  const ObsLayout layout = observation_layout(*g);
  int at = 0;
  for (const ObsSegment& seg : layout) {
    if (seg.name == "seafarers.villages") {
      CHECK(obs[size_t(at)] == doctest::Approx(3.0 / 5));  // village 10: 3 of 5
      CHECK(obs[size_t(at + 1)] == 1);                        // seat 1 itself trades
      CHECK(obs[size_t(at + 4)] == 1);                        // and seat 0, three seats on
      CHECK(obs[size_t(at + 5)] == 1);                        // village 9 full
    }
    at += seg.size;
  }
  CHECK(at == g->observation_size());
  const std::string svg = state_svg(*g, s);
  CHECK(svg.find("village_10_3") != std::string::npos);
  CHECK(svg.find("village_9_5") != std::string::npos);
  CHECK(svg.find("href=\"#village_trader\"") != std::string::npos);
  CHECK(svg.find("cloth 1 (+0 VP)") != std::string::npos);
}
