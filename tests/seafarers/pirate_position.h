#pragma once
// Hand-built positions of The Pirate Islands (docs/seafarers_pirate_islands.md) on its boards as
// their files lay them: the fleet put on a step, ships built by action along a seat's lane, the
// slots' markers.
#include <fmt/format.h>

#include "tests/seafarers/sea_position.h"

namespace catanlab::testing {

inline std::shared_ptr<const StdGame> pirate_game(int players = 4, std::map<std::string, int> options = {}) {
  return sea_game(players, std::move(options), "seafarers_pirate_islands");
}

inline PirateSlice& pirates_of(const StdGame& g, State& s) { return sea_of(g, s).pirates; }

// The fleet put on step `step` of its path (its hex the pirate's).
inline void fleet_at(const StdGame& g, State& s, int step) {
  for (const Marker& m : g.board().markers)
    if (m.kind == "fleet" && m.value == step) sea_of(g, s).pirate = uint8_t(m.hex);
  pirates_of(g, s).fleet = uint8_t(step);
}

// `n` ships built by action along the seat's lane (the last offered each time), each on its turn.
inline void sail(const StdGame& g, State& s, int player, int n) {
  for (int i = 0; i < n; ++i) {
    turn_of(s, player);
    give(s, player, {1, 0, 1, 0, 0});
    Action ship = -1;
    for (Action a : g.legal_actions(s))
      if (g.action_name(a).rfind("build_ship ", 0) == 0) ship = a;
    REQUIRE(ship >= 0);
    g.apply_checked(s, ship);
  }
}

inline std::string ship_at(const StdGame& g, int q, int r, Dir d) { return fmt::format("build_ship e{}", side(g, q, r, d)); }

// A slot's marker of `kind`: its corner, or its side (slot_ship).
inline int slot_marker(const StdGame& g, const std::string& kind, int slot) {
  for (const Marker& m : g.board().markers)
    if (m.kind == kind && m.value == slot) return m.vertex >= 0 ? m.vertex : m.edge;
  return -1;
}
inline int fortress_of(const StdGame& g, int slot) { return slot_marker(g, "fortress", slot); }

// The seat, at 10 VP on its turn, does not win while its own fortress stands (a step runs the end
// check), and wins at once by taking its last chip.
inline void check_wins_by_own_fortress(const StdGame& g, State& s, int player) {
  turn_of(s, player);
  CHECK(g.victory_points(s, player) == 10);
  give(s, player, {4, 0, 0, 0, 0});
  act(g, s, "trade_bank lumber brick");
  CHECK(!g.is_terminal(s));
  pirates_of(g, s).chips[size_t(player)] = 1;
  pirates_of(g, s).warships[size_t(player)] = 6;
  act(g, s, "attack_fortress");
  act(g, s, "fortress_die 1");
  CHECK(g.is_terminal(s));
  CHECK(g.winner(s) == player);
}

}  // namespace catanlab::testing
