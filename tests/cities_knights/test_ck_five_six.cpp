// Cities & Knights at five and six players (docs/cities_knights.md, "Five and six players"): the
// extensions' banks and cards, the special building phase with knights, walls and improvements,
// paired players, and the barbarians counted over six seats, in hand-built positions.
#include <doctest/doctest.h>

#include "tests/cities_knights/ck_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// A free inland vertex: no building there or beside it.
int free_spot(const StdGame& g, const State& s) {
  for (int skip = 0;; ++skip) {
    const int v = inland_vertex(g, skip);
    if (!std_state(s).base.blocked.test(v) && !std_state(s).base.vertex_pieces.test(v)) return v;
  }
}

// `player`'s city on a free inland vertex with a road of `length` walked from it; the walk.
Path city_with_road(const StdGame& g, State& s, int player, int length) {
  const int v = free_spot(g, s);
  Board{g, s}.city(player, v).done();
  const Path path = walk(g, v, length, std_state(s).base.occupied | std_state(s).base.vertex_pieces);
  for (int e : path.edges) Board{g, s}.roads(player, {e});
  Board{g, s}.done();
  return path;
}

bool lists(const StdGame& g, const State& s, std::string_view what) { return legal(g, s).find(what) != std::string::npos; }

}  // namespace

TEST_CASE("C&K five-six: 21 of each commodity, 9 Defender of Catan cards, the 5-6 board and bank; four seats keep 12 "
          "and 6") {
  for (int players : {5, 6}) {
    CAPTURE(players);
    auto g = ck_game(players);
    const State state = g->new_game(3);
    const StdState& s = std_state(state);
    CHECK(g->topo().land.count() == 30);
    for (int r = 0; r < kNumResources; ++r) CHECK(s.base.bank[r] == 24);
    // "Commodity cards: 27 (9 paper, 9 cloth, 9 coin)" added to the 12 of each.
    for (int k = kNumResources; k < kNumCardKinds; ++k) CHECK(s.base.bank[k] == 21);
    // "Defender of Catan cards: 3" added to the 6.
    CHECK(ck_of(*g, state).defenders_left == 9);
    CHECK(g->opt().special_build == 1);
    for (int q = 0; q < players; ++q) CHECK(ck_of(*g, state).players[q].knights_left == std::array<uint8_t, 3>{2, 2, 2});
  }
  auto four = ck_game(4);
  const State state = four->new_game(3);
  CHECK(std_state(state).base.bank[Paper] == 12);
  CHECK(ck_of(*four, state).defenders_left == 6);
  CHECK(four->opt().special_build == 0);
}

TEST_CASE("C&K five-six, special build: knights built, promoted and activated and a wall, no knight moved and no "
          "progress card played; they are ready by the owner's turn") {
  auto g = ck_game(6);
  State s = empty_main(*g, 0);
  const Path path = city_with_road(*g, s, 1, 2);
  const int city = path.vertices[0], spot = path.vertices[1], guard = path.vertices[2];
  knight_at(*g, s, 1, guard, 1, true);  // could move along its road on its owner's turn
  deal_card(*g, s, 1, Warlord);
  deal(s, 1, {0, 2, 2, 1, 2, 0, 0, 0});  // a knight, a promotion, an activation, a wall
  act(*g, s, "end_turn");
  REQUIRE(std_state(s).phase == Phase::SpecialBuild);
  REQUIRE(std_state(s).to_move == 1);
  // "Allowed: ... city walls, knights, promoting and activating knights. Not allowed: trading,
  // progress cards, knight actions (move, displace, chase)."
  CHECK(can(*g, s, v_name("build_knight", spot)));
  CHECK(can(*g, s, v_name("promote_knight", guard)));
  CHECK(can(*g, s, v_name("build_wall", city)));
  CHECK_FALSE(can(*g, s, v_name("move_knight", guard)));
  CHECK_FALSE(lists(*g, s, "play "));
  CHECK_FALSE(lists(*g, s, "trade_bank"));
  act(*g, s, v_name("build_knight", spot));
  act(*g, s, v_name("activate_knight", spot));
  act(*g, s, v_name("promote_knight", guard));
  act(*g, s, v_name("build_wall", city));
  CHECK(knight::strength(ck_of(g, s).knight[guard]) == 2);
  CHECK(active(*g, s, spot));
  CHECK(ck_of(g, s).players[1].walls == 1);
  CHECK(legal(*g, s) == names({"end_special_build"}));
  act(*g, s, "end_special_build");
  // Nobody else can build: seat 1's own turn, where the knights it readied may act again.
  REQUIRE(std_state(s).turn_player == 1);
  CHECK((ck_of(g, s).knight[spot] & knight::kSpent) == 0);
  CHECK((ck_of(g, s).knight[guard] & knight::kPromoted) == 0);
}

TEST_CASE("C&K five-six, special build: a city improvement, and the metropolis it wins is placed there at once") {
  auto g = ck_game(5);
  State s = empty_main(*g, 0);
  const int first = city_with_road(*g, s, 2, 1).vertices[0];
  const int second = city_with_road(*g, s, 2, 1).vertices[0];
  ck_of(g, s).players[2].level[ScienceTrack] = 3;
  deal(s, 2, {0, 0, 0, 0, 0, 4, 0, 0});
  act(*g, s, "end_turn");
  REQUIRE(std_state(s).to_move == 2);  // seat 1 holds nothing
  // "buying city improvements (recommend allowed — it is building; a metropolis it earns is taken at once)"
  act(*g, s, "improve science");
  CHECK(std_state(s).phase == CkPhase::Metropolis);
  CHECK(std_state(s).to_move == 2);
  act(*g, s, v_name("place_metropolis", std::min(first, second)));
  CHECK(ck_of(g, s).metropolis[ScienceTrack] == std::min(first, second));
  // Back to seat 2's special building phase, not the turn's main phase.
  CHECK(std_state(s).phase == Phase::SpecialBuild);
  CHECK(std_state(s).to_move == 2);
  CHECK(std_state(s).turn_player == 0);
  CHECK(legal(*g, s) == names({"end_special_build"}));
}

TEST_CASE("C&K five-six, paired players: the second seat improves, plays Warlord, moves a knight, never trades with "
          "seats nor plays the Alchemist") {
  auto g = ck_game(6, {{"paired_players", 1}});
  State s = empty_main(*g, 0);
  const Path path = city_with_road(*g, s, 3, 3);
  knight_at(*g, s, 3, path.vertices[1], 1, false);
  knight_at(*g, s, 3, path.vertices[3], 1, true);
  deal_card(*g, s, 3, Warlord);
  deal_card(*g, s, 3, Alchemist);
  deal(s, 3, {0, 0, 0, 0, 0, 2, 0, 0});
  act(*g, s, "end_turn");
  // "P2 is the seat three places to P1's left": seat 3, after its part's roll-free start.
  REQUIRE(std_state(s).phase == Phase::Main);
  REQUIRE(std_state(s).to_move == 3);
  CHECK(std_state(s).base.paired_part == 1);
  // "everything P1 may do after a roll ... except the Alchemist and trading with other seats"
  CHECK(can(*g, s, "improve science"));
  CHECK(can(*g, s, "play warlord"));
  CHECK(can(*g, s, v_name("move_knight", path.vertices[3])));
  CHECK_FALSE(can(*g, s, "play alchemist"));
  CHECK_FALSE(lists(*g, s, "offer_give"));
  act(*g, s, "play warlord");
  CHECK(active(*g, s, path.vertices[1]));
}

TEST_CASE("C&K five-six: the barbarians' strength is every seat's cities, the defence every seat's active knights") {
  auto g = ck_game(6);
  State s = empty_main(*g, 0);
  std::vector<Path> homes;
  for (int q = 0; q < 6; ++q) homes.push_back(city_with_road(*g, s, q, 1));
  // Six cities against 1 + 2 + 3: the knights of seats 3, 4 and 5 hold; seat 5 alone is the top defender.
  knight_at(*g, s, 3, homes[3].vertices[1], 1, true);
  knight_at(*g, s, 4, homes[4].vertices[1], 2, true);
  knight_at(*g, s, 5, homes[5].vertices[1], 3, true);
  ck_of(g, s).barbarians = uint8_t(ck_opt(*g).barbarian_track - 1);
  turn_of(s, 0, Phase::RollDice);
  act(*g, s, "roll y1 r2 ship");
  CHECK(ck_of(g, s).players[5].defender == 1);
  for (int q = 0; q < 5; ++q) CHECK(ck_of(g, s).players[q].defender == 0);
  CHECK(ck_of(g, s).pillage == 0);
  // One more city (seat 0's second) and the same knights lose: the weakest, seats 0 to 2, are pillaged.
  Board{*g, s}.city(0, free_spot(*g, s)).done();
  for (int q = 3; q < 6; ++q) {
    const int v = homes[q].vertices[1];
    ck::set_knight(*g, std_state(s), v, uint8_t(ck_of(g, s).knight[v] | knight::kActive));
  }
  ck_of(g, s).barbarians = uint8_t(ck_opt(*g).barbarian_track - 1);
  turn_of(s, 0, Phase::RollDice);
  act(*g, s, "roll y1 r2 ship");
  CHECK(std_state(s).phase == CkPhase::Pillage);
  CHECK(ck_of(g, s).pillage == 0b000111);
}

TEST_CASE("C&K five-six: production pays the fifth and sixth seats' cities a resource and a commodity") {
  auto g = ck_game(6);
  State s = empty_main(*g, 0);
  const StdState& st = std_state(s);
  const int city = city_with_road(*g, s, 5, 1).vertices[0];
  int hex = -1;
  for (int8_t h : g->topo().vertex_hex[city])
    if (h >= 0 && h != st.base.robber && st.layout.number[h] && terrain_commodity(st.layout.terrain[h]) >= 0) hex = h;
  REQUIRE(hex >= 0);
  const int roll = st.layout.number[hex], r = terrain_resource(st.layout.terrain[hex]);
  const int c = terrain_commodity(st.layout.terrain[hex]);
  turn_of(s, 0, Phase::RollDice);
  const Hand before = st.base.players[5].hand;
  act(*g, s, fmt::format("roll y{} r{} trade", roll - std::min(roll - 1, 6), std::min(roll - 1, 6)));
  CHECK(st.base.players[5].hand[r] > before[r]);
  CHECK(st.base.players[5].hand[c] > before[c]);
}
