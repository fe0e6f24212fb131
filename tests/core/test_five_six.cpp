// The base game's 5-6 player extension (docs/base.md, "Five and six players"): its board, bank
// and deck, and the special building phase after each turn, in hand-built positions.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>

#include "core/base/turn.h"
#include "core/config_error.h"
#include "tests/support/position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// After set-up with nothing on the board: `player`'s main phase, every hand empty.
State quiet_main(const StdGame& g, int player) {
  State s = empty_main(g, player);
  for (int q = 0; q < g.num_players(); ++q) empty_hand(s, q);
  return s;
}

// The names of `player`'s roads that its road frontier allows, as legal() lists them.
std::vector<std::string> road_names(const StdState& s, int player) {
  std::vector<std::string> out;
  s.base.players[player].road_frontier.for_each([&](int e) { out.push_back(fmt::format("build_road e{}", e)); });
  return out;
}

// `count` settlements of `player` on land vertices that keep the distance rule; their vertices.
std::vector<int> settle(const StdGame& g, State& s, int player, int count) {
  std::vector<int> out;
  g.topo().land_vertices.for_each([&](int v) {
    if (int(out.size()) < count && !std_state(s).base.blocked.test(v)) {
      Board{g, s}.settlement(player, v).done();
      out.push_back(v);
    }
  });
  REQUIRE(int(out.size()) == count);
  return out;
}

}  // namespace

TEST_CASE("five-six: 30 land hexes, 28 tokens, 11 harbors, 24 of each resource, 34 development cards") {
  for (int players : {5, 6}) {
    CAPTURE(players);
    auto g = StdGame::load("base", players);
    const State state = g->new_game(7);
    const StdState& s = std_state(state);
    // "6 forest, 6 pasture, 6 fields, 5 hills, 5 mountains, 2 deserts"
    std::map<Terrain, int> terrain;
    std::map<int, int> tokens;
    g->topo().land.for_each([&](int h) {
      terrain[s.layout.terrain[h]] += 1;
      if (s.layout.number[h]) tokens[s.layout.number[h]] += 1;
    });
    CHECK(g->topo().land.count() == 30);
    CHECK(terrain == std::map<Terrain, int>{{Terrain::Desert, 2}, {Terrain::Forest, 6}, {Terrain::Hills, 5},
                                            {Terrain::Pasture, 6}, {Terrain::Fields, 6}, {Terrain::Mountains, 5}});
    // "two each of 2 and 12, three each of 3-6 and 8-11"
    CHECK(tokens == std::map<int, int>{{2, 2}, {3, 3}, {4, 3}, {5, 3}, {6, 3}, {8, 3}, {9, 3}, {10, 3}, {11, 3}, {12, 2}});
    // "11: 5 generic 3:1, 2:1 for each resource with wool doubled"
    std::map<int, int> harbors;
    for (size_t slot = 0; slot < g->board().harbor_edges.size(); ++slot) harbors[s.layout.harbor_kind[slot]] += 1;
    CHECK(harbors == std::map<int, int>{{0, 1}, {1, 1}, {2, 2}, {3, 1}, {4, 1}, {kGenericHarbor, 5}});
    for (int r = 0; r < kNumResources; ++r) CHECK(s.base.bank[r] == 24);
    // "34: 20 Knight, 5 VP, 3 Road Building, 3 Year of Plenty, 3 Monopoly"
    CHECK(s.base.dev_deck == std::array<uint8_t, kNumDevKinds>{20, 5, 3, 3, 3});
    // "Robber: on either desert"
    CHECK(s.layout.terrain[s.base.robber] == Terrain::Desert);
  }
}

TEST_CASE("five-six: three and four players keep the standard board, bank, deck and turns; four is the default") {
  auto g = StdGame::load("base");
  CHECK(g->num_players() == 4);
  CHECK(g->topo().land.count() == 19);
  CHECK(g->opt().bank_per_resource == 19);
  CHECK_FALSE(g->action_id("end_special_build").has_value());
  State s = quiet_main(*g, 0);
  act(*g, s, "end_turn");
  CHECK(std_state(s).turn_player == 1);
}

TEST_CASE("five-six: the special building phase goes to each other seat in turn, from the finished seat's left") {
  auto g = StdGame::load("base", 6);
  State s = quiet_main(*g, 0);
  settle(*g, s, 2, 1);
  give(s, 1, {1, 1, 0, 0, 0});  // a road's cards but no road to extend: nothing to build
  give(s, 2, {1, 1, 0, 0, 0});  // a road
  give(s, 4, {0, 0, 1, 1, 1});  // a development card
  give(s, 5, {0, 0, 4, 0, 0});  // four wool: a bank trade on its own turn, nothing here
  act(*g, s, "end_turn");
  // "every other player in clockwise order (starting left of the player who just finished) may build and
  // buy": seat 1 could do nothing and is passed over, seat 2 builds first.
  CHECK(std_state(s).phase == Phase::SpecialBuild);
  CHECK(std_state(s).to_move == 2);
  CHECK(std_state(s).turn_player == 0);
  std::vector<std::string> expected = road_names(std_state(s), 2);
  REQUIRE(!expected.empty());
  expected.push_back("end_special_build");
  CHECK(legal(*g, s) == joined(expected));  // no trade of any kind
  act(*g, s, expected.front());
  CHECK(std_state(s).base.players[2].roads.count() == 1);
  CHECK(legal(*g, s) == names({"end_special_build"}));
  act(*g, s, "end_special_build");
  // Seat 3 holds nothing: seat 4 buys; seat 5's wool trades with no one here.
  CHECK(std_state(s).to_move == 4);
  CHECK(legal(*g, s) == names({"buy_dev, end_special_build"}));
  act(*g, s, "buy_dev");
  act(*g, s, "draw knight");
  CHECK(legal(*g, s) == names({"end_special_build"}));
  act(*g, s, "end_special_build");
  // "after each player's turn ends": then the next turn, seat 1's.
  CHECK(std_state(s).turn_player == 1);
  CHECK(std_state(s).to_move == 1);
  CHECK(std_state(s).base.special_left == 0);
}

TEST_CASE("five-six: no development card is played and nothing traded in the special building phase") {
  auto g = StdGame::load("base", 5);
  State s = quiet_main(*g, 0);
  StdState& st = std_state(s);
  st.base.players[1].dev[Knight] = st.base.players[1].dev[Monopoly] = 1;
  st.base.dev_deck[Knight] -= 1, st.base.dev_deck[Monopoly] -= 1;
  give(s, 1, {4, 0, 1, 1, 1});  // a development card, and four lumber for the bank on its own turn
  act(*g, s, "end_turn");
  CHECK(st.to_move == 1);
  CHECK(legal(*g, s) == names({"buy_dev, end_special_build"}));
}

TEST_CASE("five-six: a card bought in the special building phase is playable on the buyer's next turn") {
  auto g = StdGame::load("base", 5);
  State s = quiet_main(*g, 0);
  give(s, 1, {0, 0, 1, 1, 1});
  act(*g, s, "end_turn");
  REQUIRE(std_state(s).to_move == 1);
  act(*g, s, "buy_dev");
  act(*g, s, "draw knight");
  CHECK(std_state(s).base.players[1].dev_new[Knight] == 0);
  act(*g, s, "end_special_build");
  // Seat 1's turn: the knight may be played before the roll.
  CHECK(std_state(s).turn_player == 1);
  CHECK(legal(*g, s) == names({"play_knight, roll"}));
}

TEST_CASE("five-six: points reached in the special building phase win only at the start of that seat's turn") {
  auto g = StdGame::load("base", 5);
  State s = quiet_main(*g, 0);
  StdState& st = std_state(s);
  const int v = settle(*g, s, 2, 4).front();
  st.base.players[2].dev[VictoryPoint] = 5;  // 9 points with the four settlements
  st.base.dev_deck[VictoryPoint] = 0;
  give(s, 2, {0, 0, 0, 2, 3});  // a city
  act(*g, s, "end_turn");
  REQUIRE(st.to_move == 2);
  act(*g, s, fmt::format("build_city v{}", v));
  CHECK(st.base.players[2].vp_total() == 10);
  // "No one can win during it."
  CHECK_FALSE(g->is_terminal(s));
  act(*g, s, "end_special_build");
  CHECK(st.turn_player == 1);
  CHECK_FALSE(g->is_terminal(s));
  // Seat 1 ends its turn; seat 2 has nothing left to build, and its turn starts with 10 points.
  turn_of(s, 1);
  act(*g, s, "end_turn");
  CHECK(g->is_terminal(s));
  CHECK(g->winner(s) == 2);
}

TEST_CASE("five-six: a settlement built in the special building phase breaks Longest Road at once") {
  auto g = StdGame::load("base", 6);
  const Topology& t = g->topo();
  State s = quiet_main(*g, 0);
  StdState& st = std_state(s);
  // A trail of five land edges whose third vertex has a land edge of its own besides.
  std::vector<int> trail, corners;
  t.land_vertices.for_each([&](int start) {
    if (!trail.empty()) return;
    std::vector<int> edges, at{start};
    for (int step = 0; step < 5; ++step) {
      const int v = at.back();
      int next = -1;
      (t.vertex_edges[v] & t.land_edges).for_each([&](int e) {
        const int w = t.edge_vertex[e][0] == v ? t.edge_vertex[e][1] : t.edge_vertex[e][0];
        if (next < 0 && std::find(at.begin(), at.end(), w) == at.end()) next = e, at.push_back(w);
      });
      if (next < 0) return;
      edges.push_back(next);
    }
    if ((t.vertex_edges[at[3]] & t.land_edges).count() == 3) trail = edges, corners = at;
  });
  REQUIRE(trail.size() == 5);
  const int cut = corners[3];  // two trail edges on one side, three on the other
  int spur = -1;
  (t.vertex_edges[cut] & t.land_edges).for_each([&](int e) {
    if (std::find(trail.begin(), trail.end(), e) == trail.end()) spur = e;
  });
  Board b{*g, s};
  for (int e : trail) b.roads(1, {e});
  b.roads(2, {spur}).done();
  award_longest_road(st, g->opt().longest_road_min);
  REQUIRE(st.base.longest_road_holder == 1);
  give(s, 2, {1, 1, 1, 1, 0});
  act(*g, s, "end_turn");
  REQUIRE(st.to_move == 2);
  act(*g, s, fmt::format("build_settlement v{}", cut));
  CHECK(st.base.players[1].road_length == 3);
  CHECK(st.base.longest_road_holder == kNobody);
}

TEST_CASE("five-six, paired players: the seat three to the left takes a part of each turn, never rolling or "
          "trading with seats") {
  auto g = StdGame::load("base", 6, {{"paired_players", 1}});
  CHECK_FALSE(g->action_id("end_special_build").has_value());
  State s = quiet_main(*g, 0);
  StdState& st = std_state(s);
  st.base.players[3].dev[Knight] = 1;
  st.base.dev_deck[Knight] -= 1;
  give(s, 3, {4, 0, 0, 0, 0});  // four lumber: a bank trade, or an offer on a turn of its own
  act(*g, s, "end_turn");
  // "P2, the seat three places to P1's left": it may trade with the bank and play a card, not offer a trade.
  CHECK(st.turn_player == 3);
  CHECK(st.to_move == 3);
  CHECK(legal(*g, s) == names({"end_turn, play_knight, trade_bank lumber brick, trade_bank lumber wool, "
                               "trade_bank lumber grain, trade_bank lumber ore"}));
  // "a Knight moves the robber as usual"
  act(*g, s, "play_knight");
  CHECK(st.phase == Phase::MoveRobber);
  const int h = g->topo().land.nth(0) == st.base.robber ? g->topo().land.nth(1) : g->topo().land.nth(0);
  act(*g, s, fmt::format("move_robber h{}", h));
  CHECK(st.base.robber == h);
  act(*g, s, "end_turn");
  // "After P2's part both roles move one seat clockwise": seat 1's turn, which rolls.
  CHECK(st.turn_player == 1);
  CHECK(st.base.paired_part == 0);
  CHECK(st.base.rolled == 0);
}

TEST_CASE("five-six, paired players: with five seats each seat is the second exactly once a round") {
  auto g = StdGame::load("base", 5, {{"paired_players", 1}});
  State s = quiet_main(*g, 0);
  StdState& st = std_state(s);
  std::vector<int> second;
  for (int turn = 0; turn < 5; ++turn) {
    REQUIRE(st.turn_player == turn);
    turn_of(s, turn);
    act(*g, s, "end_turn");
    second.push_back(st.turn_player);
    act(*g, s, "end_turn");
  }
  CHECK(second == std::vector<int>{3, 4, 0, 1, 2});
}

TEST_CASE("five-six, paired players: a ConfigError with fewer than five seats") {
  CHECK_THROWS_WITH_AS(StdGame::load("base", 4, {{"paired_players", 1}}), doctest::Contains("paired_players needs 5 or 6 players"),
                       ConfigError);
}
