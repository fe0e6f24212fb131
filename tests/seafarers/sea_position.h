#pragma once
// Hand-built Seafarers positions on the rule sets' own boards, laid out as
// their files give them (shuffle_board=0): hexes by axial coordinates, their
// corners and sides, ships put down directly (as Board puts roads).
#include <fmt/format.h>

#include <map>
#include <string>
#include <vector>

#include "core/seafarers/sea_internal.h"
#include "tests/support/position.h"

namespace catanlab::testing {

// Heading for New Shores for `players`, its board as the file lays it, no domestic trade.
inline std::shared_ptr<const StdGame> sea_game(int players = 4, std::map<std::string, int> options = {},
                                               const std::string& rules = "seafarers") {
  options.emplace("shuffle_board", 0);
  options.emplace("domestic_trade", 0);
  return StdGame::load(rules, players, options);
}

inline int hex(const StdGame& g, int q, int r) {
  const int h = g.topo().hex_at({q, r});
  REQUIRE_MESSAGE(h >= 0, "no hex at ", q, ",", r);
  return h;
}
inline int corner(const StdGame& g, int q, int r, Corner c) {
  const int v = g.topo().hex_vertex[hex(g, q, r)][int(c)];
  REQUIRE(v >= 0);
  return v;
}
inline int side(const StdGame& g, int q, int r, Dir d) {
  const int e = g.topo().edge_between(hex(g, q, r), d);
  REQUIRE(e >= 0);
  return e;
}

// Ships laid directly (no cost, no legality check), as Board lays roads; call Board::done() or
// rebuild after.
inline void put_ships(const StdGame& g, State& s, int player, std::initializer_list<int> edges) {
  for (int e : edges) {
    place_path_piece(g.topo(), std_state(s), player, e);
    sea_of(g, s).ships_left[player] -= 1;
  }
  award_longest_road(std_state(s), g.opt().longest_road_min);
}

// A ship built by action on `player`'s turn, paid from cards dealt for it.
inline void build_ship_paid(const StdGame& g, State& s, int player, int e) {
  if (std_state(s).turn_player != player) sea_of(g, s).new_ships = {};  // another seat's turn
  turn_of(s, player);
  give(s, player, {1, 0, 1, 0, 0});
  act(g, s, fmt::format("build_ship e{}", e));
}

// Names of a block's ids over a set of edges, vertices or hexes.
template <int N>
inline std::vector<std::string> named(const char* block, const Bits<N>& ids, char prefix) {
  std::vector<std::string> out;
  ids.for_each([&](int i) { out.push_back(fmt::format("{} {}{}", block, prefix, i)); });
  return out;
}
inline std::string edges(const char* block, std::initializer_list<int> ids) {
  std::vector<std::string> out;
  for (int e : ids) out.push_back(fmt::format("{} e{}", block, e));
  return joined(out);
}

// The legal decisions of a block (its name, or its name and a label: "build_ship e3").
inline std::string legal_in(const Game& g, const State& s, const std::string& block) {
  std::vector<std::string> out;
  for (Action a : g.legal_actions(s))
    if (g.action_name(a) == block || g.action_name(a).rfind(block + " ", 0) == 0) out.push_back(g.action_name(a));
  return joined(out);
}

// The pirate's moves: every sea hex but its own.
inline std::string pirate_moves(const StdGame& g, const State& s) {
  std::vector<std::string> out;
  for (int h = 0; h < g.topo().num_hexes; ++h)
    if (std_state(s).layout.terrain[h] == Terrain::Sea && h != sea_of(g, s).pirate) out.push_back(fmt::format("move_pirate h{}", h));
  return joined(out);
}

// A settlement on every corner of a home hex (the board's `home` markers): set-up's places.
inline std::string home_settlements(const StdGame& g) {
  std::vector<std::string> out;
  for (int v = 0; v < g.topo().num_vertices; ++v) {
    bool home = false;
    for (int8_t h : g.topo().vertex_hex[v]) home = home || (h >= 0 && sea::home_hexes(g).test(h));
    if (home) out.push_back(fmt::format("build_settlement v{}", v));
  }
  return joined(out);
}

// The chance outcomes at a chance node, by name with their probabilities.
inline std::map<std::string, double> odds(const Game& g, const State& s) {
  std::map<std::string, double> out;
  for (const ChanceOutcome& o : g.chance_outcomes(s)) out[g.action_name(o.id)] = o.probability;
  return out;
}

}  // namespace catanlab::testing
