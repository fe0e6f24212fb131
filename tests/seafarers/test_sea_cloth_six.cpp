// Cloth for Catan at five and six seats (docs/seafarers_cloth.md): the 6-player board (JSettlers'
// layout) with two main islands of 13 hexes, six tribe islands and twelve villages of 5 cloth, a
// supply of 10; the base game's 5-6 bank, deck and special building phase; the villages' traders,
// the pirate's steal and the observation over all six seats. Positions on the board as its file
// lays it. Villages in the file's order: N (0,4) 4, S (0,4) 9, N (2,3) 2, S (2,3) 5, N (1,5) 6,
// S (1,5) 12, N (4,3) 10, S (4,3) 8, N (3,5) 9, S (3,5) 10, N (5,4) 4, S (5,4) 5.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>

#include "core/engine/obs_layout.h"
#include "tests/seafarers/sea_invariants.h"
#include "tests/seafarers/sea_position.h"
#include "tests/support/env_count.h"
#include "tests/support/random_game.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

std::shared_ptr<const StdGame> cloth_six(int players = 6) { return sea_game(players, {}, "seafarers_cloth"); }

constexpr size_t kWestFour = 0;  // the village 4 on (0,4)'s north corner

// The sixth seat (from the north island's (1,2), one ship) reaches the village 4 first, then the
// fourth seat (from the robber's (-1,3), two ships).
State two_traders(const StdGame& g) {
  State s = empty_main(g);
  Board{g, s}.settlement(5, corner(g, 1, 2, Corner::S)).settlement(3, corner(g, -1, 3, Corner::SE)).done();
  build_ship_paid(g, s, 5, side(g, 0, 3, Dir::E));
  build_ship_paid(g, s, 3, side(g, 0, 3, Dir::SW));
  build_ship_paid(g, s, 3, side(g, 0, 4, Dir::NW));
  return s;
}

void roll_six(const StdGame& g, State& s, int player, int n) {
  turn_of(s, player, Phase::RollDice);
  act(g, s, fmt::format("roll {}", n));
}

using Counts = std::map<int, int>;

}  // namespace

TEST_CASE("Cloth for Catan, 6-player board: the requirements' counts at 5 and 6 seats, on every shuffle") {
  for (int players : {5, 6}) {
    CAPTURE(players);
    auto g = StdGame::load("seafarers_cloth", players);
    const Topology& t = g->topo();
    CHECK(g->board().name == "seafarers_cloth_6p");
    const HexSet main = sea::home_hexes(*g), tribe = t.land - main;
    CHECK(main.count() == 26);
    CHECK(tribe.count() == 6);
    for (uint64_t seed = 0; seed <= 20; ++seed) {
      CAPTURE(seed);
      const State state = seed ? g->new_game(seed) : cloth_six(players)->new_game(1);  // seed 0: the file's layout
      const StdState& s = std_state(state);
      std::map<Terrain, int> terrain, tribes;
      Counts tokens;
      main.for_each([&](int h) {
        terrain[s.layout.terrain[h]] += 1;
        tokens[s.layout.number[h]] += 1;
      });
      tribe.for_each([&](int h) {
        tribes[s.layout.terrain[h]] += 1;
        CHECK(s.layout.number[h] == 0);
      });
      // "Main islands 26 hexes: 6 fields, 6 forest, 5 mountains, 5 pasture, 4 hills"
      CHECK(terrain == std::map<Terrain, int>{{Terrain::Fields, 6}, {Terrain::Forest, 6}, {Terrain::Mountains, 5},
                                              {Terrain::Pasture, 5}, {Terrain::Hills, 4}});
      CHECK(tokens == Counts{{2, 2}, {3, 4}, {4, 2}, {5, 2}, {6, 3}, {8, 3}, {9, 2}, {10, 2}, {11, 4}, {12, 2}});
      CHECK(tribes == std::map<Terrain, int>{{Terrain::Desert, 4}, {Terrain::Gold, 2}});
      Counts harbors;  // "Harbors (11)": five 3:1, one 2:1 per resource, wool twice
      for (size_t slot = 0; slot < g->board().harbor_edges.size(); ++slot) harbors[s.layout.harbor_kind[slot]] += 1;
      CHECK(harbors == Counts{{0, 1}, {1, 1}, {2, 2}, {3, 1}, {4, 1}, {kGenericHarbor, 5}});
      // "Robber (-1,3); pirate (7,4)": the robber's fields 12 stays (ours, as at 3-4).
      CHECK(s.base.robber == hex(*g, -1, 3));
      CHECK(s.layout.terrain[s.base.robber] == Terrain::Fields);
      CHECK(s.layout.number[s.base.robber] == 12);
      CHECK(sea_of(*g, state).pirate == hex(*g, 7, 4));
      const ClothSlice& c = sea_of(*g, state).cloth;
      for (size_t i = 0; i < 12; ++i) CHECK(c.village[i] == 5);
      CHECK(c.supply == 10);
      for (int r = 0; r < kNumResources; ++r) CHECK(s.base.bank[r] == 24);
      CHECK(s.base.dev_deck == std::array<uint8_t, kNumDevKinds>{20, 5, 3, 3, 3});
    }
    std::vector<int> numbers;
    for (const sea::Village& v : sea::villages(*g)) numbers.push_back(v.number);
    CHECK(numbers == std::vector<int>{4, 9, 2, 5, 6, 12, 10, 8, 9, 10, 4, 5});
    CHECK(sea::villages(*g)[kWestFour].vertex == corner(*g, 0, 4, Corner::N));
    CHECK(sea::villages(*g)[11].vertex == corner(*g, 5, 4, Corner::S));
    CHECK(g->opt().special_build == 1);
    CHECK(g->opt().setup_rounds == 3);
    CHECK(g->opt().vp_target == 14);  // the 3-4 player goal (ours, as JSettlers)
  }
  CHECK(sea::villages(*StdGame::load("seafarers_cloth", 4)).size() == 8);
}

TEST_CASE("Cloth for Catan at six seats: the sixth and fourth seats trade; a roll pays the roller first, then by "
          "arrival; the pirate robs the sixth seat's cloth") {
  auto g = cloth_six();
  State s = two_traders(*g);
  ClothSlice& c = sea_of(*g, s).cloth;
  CHECK(c.rank[kWestFour][5] == 1);
  CHECK(c.rank[kWestFour][3] == 2);
  CHECK(c.cloth[5] == 1);
  CHECK(c.cloth[3] == 1);
  CHECK(c.village[kWestFour] == 3);
  roll_six(*g, s, 0, 4);  // the west village 4 pays both; the east one (5,4), with no trader, nobody
  CHECK(c.cloth[5] == 2);
  CHECK(c.cloth[3] == 2);
  CHECK(c.village[kWestFour] == 1);
  CHECK(c.village[10] == 5);
  // One cloth left, the supply empty (given to seat 0): the roller first, else the first to arrive.
  c.cloth[0] = c.supply, c.supply = 0;
  State other = s;
  roll_six(*g, s, 3, 4);
  CHECK(c.cloth[3] == 3);
  CHECK(c.cloth[5] == 2);
  roll_six(*g, other, 2, 4);
  CHECK(sea_of(*g, other).cloth.cloth[5] == 3);
  CHECK(sea_of(*g, other).cloth.cloth[3] == 2);
  empty_hand(other, 5);
  // The fourth seat, a trader, rolls a 7 and sends the pirate beside the sixth seat's ship only.
  roll_six(*g, other, 3, 7);
  REQUIRE(std_state(other).phase == Phase::MoveRobber);
  act(*g, other, fmt::format("move_pirate h{}", hex(*g, 1, 3)));
  CHECK(legal(*g, other) == names({"pirate_cloth p5"}));  // its hand is empty: cloth only
  act(*g, other, "pirate_cloth p5");
  CHECK(sea_of(*g, other).cloth.cloth[5] == 2);
  CHECK(sea_of(*g, other).cloth.cloth[3] == 3);
  CHECK(g->from_json(g->to_json(other)) == other);
}

TEST_CASE("Cloth for Catan with twelve villages ends at once when fewer than 4 hold cloth; a tie shares the win") {
  auto g = cloth_six();
  State s = two_traders(*g);  // seats 5 and 3: a settlement and 1 cloth each
  ClothSlice& c = sea_of(*g, s).cloth;
  // Five villages stocked, the west village 4 with one cloth left.
  for (size_t i : {1, 2, 3, 4, 5, 9, 10}) c.supply += c.village[i], c.village[i] = 0;
  c.supply += c.village[kWestFour] - 1;
  c.village[kWestFour] = 1;
  State five = s;
  roll_six(*g, five, 2, 4);  // four left stocked: play goes on
  CHECK(std_state(five).phase != Phase::GameOver);
  // Four stocked: the roll empties the village 4 (seat 5 its last, seat 3 from the supply), three are left.
  c.supply += c.village[11], c.village[11] = 0;
  roll_six(*g, s, 2, 4);
  REQUIRE(std_state(s).phase == Phase::GameOver);
  CHECK(c.cloth[5] == 2);
  CHECK(c.cloth[3] == 2);
  CHECK(g->winner(s) == -1);  // 2 VP and 2 cloth each
  std::vector<double> ret(6);
  g->returns(s, ret.data());
  CHECK(ret == std::vector<double>{0, 0, 0, 1, 0, 1});
}

TEST_CASE("Cloth for Catan's observation: four relative seats up to four players, all six at six") {
  for (int players : {4, 6}) {
    CAPTURE(players);
    auto g = players == 6 ? cloth_six() : sea_game(4, {}, "seafarers_cloth");
    const int villages = int(sea::villages(*g).size()), seen = std::max(4, players);
    int at = 0, trades = -1;
    for (const ObsSegment& seg : observation_layout(*g)) {
      if (seg.name == "seafarers.villages") {
        CHECK(seg.size == villages * (1 + seen));
        trades = at;
      }
      at += seg.size;
    }
    CHECK(at == g->observation_size());
    if (players < 6) continue;
    State s = two_traders(*g);
    std::vector<float> obs(size_t(g->observation_size()));
    g->observe(s, 3, obs.data());
    CHECK(obs[size_t(trades)] == doctest::Approx(3.0 / 5));  // the village 4: 3 of 5
    CHECK(obs[size_t(trades + 1)] == 1);                     // seat 3 itself trades
    CHECK(obs[size_t(trades + 3)] == 1);                     // and seat 5, two seats on
    CHECK(obs[size_t(trades + 7)] == 1);                     // the next village full
  }
}

TEST_CASE("Cloth for Catan fuzz: random 5-6 player games keep every invariant; villages trade and run dry") {
  const int games = std::max(3, testing::env_count("CATANLAB_SEA_FUZZ_GAMES", 150) / 30);  // five by default
  for (int players : {5, 6}) {
    auto g = StdGame::load("seafarers_cloth", players);
    int won = 0, village_ends = 0, last_seats = 0, steps = 0;
    for (int i = 0; i < games; ++i)
      won += testing::play_checked_random_game(
          *g, uint64_t(i), uint64_t(i) * 7919 + uint64_t(players), i < 2 ? 1 : 8,
          [&](const StdGame& gg, const State& s) {
            testing::check_sea_invariants(gg, s);
            if (i == 0 && ++steps % 16 == 0) testing::check_round_trips(gg, s);  // JSON and bytes: a share of one game
            for (const auto& ranks : sea_of(gg, s).cloth.rank) last_seats += ranks[4] || ranks[size_t(players - 1)];
          },
          [&](const State& s) {  // the village end: the most VP, then cloth, or a shared win
            village_ends += sea_of(*g, s).cloth.winners != 0;
            return sea_of(*g, s).cloth.winners != 0;
          });
    CHECK(won + village_ends >= games);  // no turn cap
    CHECK(last_seats > 0);  // the fifth or the last seat trades
    MESSAGE("seafarers_cloth, ", players, " players: ", games, " games, ", village_ends, " at the village end");
  }
}
