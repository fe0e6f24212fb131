#pragma once
// Hand-built Cities & Knights positions, on top of tests/support/position.h:
// the unshuffled standard board, cards of any kind dealt from the bank,
// progress cards dealt from their deck, knights put down directly, and road
// paths walked off the topology so tests need no hard-coded edge ids.
#include <vector>

#include "core/cities_knights/ck_internal.h"
#include "tests/support/position.h"

namespace catanlab::testing {

// The slice of a test's State, by the test's shared Game.
template <class S>
decltype(auto) ck_of(const std::shared_ptr<const StdGame>& g, S& s) {
  return catanlab::ck_of(*g, s);
}

inline std::shared_ptr<const StdGame> ck_game(int players = 3, std::map<std::string, int> options = {}) {
  options.emplace("shuffle_board", 0);
  return StdGame::load("cities_knights", players, options);
}

// Moves cards of every kind (resources, then paper, cloth, coin) from the bank.
inline void deal(State& s, int player, Hand cards) {
  PlayerState& p = std_state(s).base.players[player];
  for (int k = 0; k < kNumCardKinds; ++k) {
    REQUIRE(std_state(s).base.bank[k] >= cards[k]);
    std_state(s).base.bank[k] -= cards[k];
    p.hand[k] += cards[k];
    p.hand_total += cards[k];
  }
}

inline void deal_card(const StdGame& g, State& s, int player, int kind, int n = 1) {
  REQUIRE(ck_of(g, s).deck[kind] >= n);
  ck_of(g, s).deck[kind] -= uint8_t(n);
  ck_of(g, s).players[player].progress[kind] += uint8_t(n);
  ck_of(g, s).players[player].progress_total += uint8_t(n);
}

inline void knight_at(const StdGame& g, State& s, int player, int v, int strength, bool active = true) {
  REQUIRE(ck_of(g, s).players[player].knights_left[strength - 1] > 0);
  ck_of(g, s).players[player].knights_left[strength - 1] -= 1;
  ck::put_knight(g, std_state(s), v, uint8_t(knight::make(player, strength) | (active ? knight::kActive : 0)));
}

// A walk of `length` roads from v along land edges, never revisiting a vertex,
// never entering one in `avoid`; returns the vertices (length + 1) and edges.
struct Path {
  std::vector<int> vertices, edges;
};
inline Path walk(const StdGame& g, int v, int length, VertexSet avoid = {}) {
  const Topology& t = g.topo();
  Path path{{v}, {}};
  avoid.set(v);
  for (int i = 0; i < length; ++i) {
    bool moved = false;
    for (int k = 0; k < 3 && !moved; ++k) {
      const int e = t.vertex_edge[v][k], w = t.vertex_neighbour[v][k];
      if (e < 0 || !t.land_edges.test(e) || avoid.test(w)) continue;
      path.vertices.push_back(w), path.edges.push_back(e);
      avoid.set(w);
      v = w;
      moved = true;
    }
    REQUIRE_MESSAGE(moved, "the walk is stuck");
  }
  return path;
}

// A land vertex touching three land hexes, for a building in the middle of the board.
inline int inland_vertex(const StdGame& g, int skip = 0) {
  const Topology& t = g.topo();
  for (int v = 0; v < t.num_vertices; ++v) {
    int land = 0;
    for (int8_t h : t.vertex_hex[v]) land += h >= 0 && t.land.test(h);
    if (land == 3 && skip-- == 0) return v;
  }
  FAIL("no inland vertex");
  return -1;
}

inline bool active(const StdGame& g, const State& s, int v) { return (ck_of(g, s).knight[v] & knight::kActive) != 0; }

inline std::string v_name(const char* what, int v) { return fmt::format("{} v{}", what, v); }
inline std::string e_name(const char* what, int e) { return fmt::format("{} e{}", what, e); }
inline std::string h_name(const char* what, int h) { return fmt::format("{} h{}", what, h); }

// True if the legal decisions include this one.
inline bool can(const StdGame& g, const State& s, std::string_view name) {
  auto id = g.action_id(name);
  REQUIRE_MESSAGE(id.has_value(), "no action named '", std::string(name), "'");
  return g.is_legal(s, *id);
}

}  // namespace catanlab::testing
