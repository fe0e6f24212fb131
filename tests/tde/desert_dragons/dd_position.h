#pragma once
// Hand-built Desert Dragons positions on the rule set's own boards as their files lay them
// (shuffle_board=0). The home island, by axial (q, r) with its tokens:
//   r=1:            (2,1) forest 6   (3,1) forest 4   (4,1) forest 10
//   r=2:  (1,2) pasture 5   (2,2) DESERT   (3,2) pasture 8   (4,2) pasture 3
//   r=3:  (0,3) fields 10   (1,3) fields 6   (2,3) forest 11   (3,3) DESERT   (4,3) fields 5
//   r=4:  (0,4) hills 3   (1,4) DESERT   (2,4) hills 9   (3,4) hills 4
//   r=5:  (0,5) pasture 11   (1,5) mountains 8   (2,5) mountains 9
// The deserts in hex order (DdSlice::desert's index): (2,2), (3,3), (1,4). The neighbouring island
// lies east, from (8,1) on, two sea hexes away.
#include <string>

#include "core/tde/desert_dragons/dd_rules.h"
#include "tests/seafarers/sea_position.h"

namespace catanlab::testing {

inline std::shared_ptr<const StdGame> dd_game(int players = 3, std::map<std::string, int> options = {}) {
  return sea_game(players, std::move(options), "tde_desert_dragons");
}

inline DdSlice& dd_slice(const StdGame& g, State& s) { return dd_of(g, std_state(s)); }

// Every dragon gathered: the deserts hold a, b and c (the rest are on landscape hexes or slain,
// as `dragons` and `slain` say), the supply is empty; the curse follows (rebuild).
inline void gathered(const StdGame& g, State& s, int a, int b, int c, std::initializer_list<std::pair<int, int>> dragons = {},
                     int slain = 0) {
  DdSlice& d = dd_slice(g, s);
  d.desert = {uint8_t(a), uint8_t(b), uint8_t(c), 0};
  d.dragons = {};
  for (auto [q, r] : dragons) d.dragons.set(hex(g, q, r));
  d.slain = uint8_t(slain);
  d.supply = uint8_t(18 - a - b - c - d.dragons.count() - slain);
  REQUIRE(d.supply == 0);
}

// The curse written into the base game's fields, as play leaves it.
inline void settle(const StdGame& g, State& s) {
  StdState& st = std_state(s);
  for (int q = 0; q < st.num_players; ++q)  // the islands of the seats' buildings, placed directly
    buildings_of(st.base.players[q]).for_each([&](int v) {
      for (int8_t h : g.topo().vertex_hex[v])
        if (h >= 0 && sea::island_of(g, h) >= 0) sea_of(g, s).islands[q] |= uint16_t(1u << sea::island_of(g, h));
    });
  g.rebuild_caches(s);
  const VertexSet blocked = dd::blocked_buildings(g, st);
  st.base.occupied.for_each([&](int v) { set_dormant(g.board(), g.opt(), st, v, blocked.test(v)); });
  award_longest_road(st, g.opt().longest_road_min);
  g.validate(s);
}

// Knight cards dealt to `player` from the deck.
inline void give_knights(State& s, int player, int n) {
  std_state(s).base.dev_deck[Knight] -= uint8_t(n);
  std_state(s).base.players[player].dev[Knight] += uint8_t(n);
}

inline HexSet hexes_at(const StdGame& g, std::initializer_list<std::pair<int, int>> at) {
  HexSet out;
  for (auto [q, r] : at) out.set(hex(g, q, r));
  return out;
}

inline std::string on_hexes(const StdGame& g, const char* block, std::initializer_list<std::pair<int, int>> at) {
  std::vector<std::string> out;
  for (auto [q, r] : at) out.push_back(fmt::format("{} h{}", block, hex(g, q, r)));
  return joined(out);
}

inline std::array<int, 3> deserts(const StdGame& g, State& s) {
  const DdSlice& d = dd_slice(g, s);
  return {d.desert[0], d.desert[1], d.desert[2]};
}

}  // namespace catanlab::testing
