#pragma once
// Hand-built Greater Catan positions on the rule sets' own boards as their files lay them
// (shuffle_board=0). The 4-player board: the home island of Heading for New Shores (tokens as
// printed, the desert at (3,3)); new island A = (7,1) forest, (8,1) pasture, (9,1) fields,
// (10,1) hills in a row, islands B-D further south, all without tokens; the reserve 3, 4, 5, 9, 10.
#include <functional>
#include <string>

#include "core/tde/greater_catan/gc_rules.h"
#include "tests/seafarers/sea_position.h"

namespace catanlab::testing {

inline std::shared_ptr<const StdGame> gc_game(int players = 4, std::map<std::string, int> options = {},
                                              const std::string& rules = "tde_greater_catan") {
  return sea_game(players, std::move(options), rules);
}

inline GcSlice& gc_slice(const StdGame& g, State& s) { return gc_of(g, std_state(s)); }
inline int number(const State& s, int h) { return std_state(s).layout.number[h]; }
inline void set_number(const StdGame& g, State& s, int h, int n) {
  std_state(s).layout.number[h] = uint8_t(n);
  std_state(s).layout.index_numbers(g.topo().num_hexes);
}

// The names of a block's ids over hexes given by axial coordinates.
inline std::string hexes(const StdGame& g, const char* block, std::initializer_list<std::pair<int, int>> at) {
  std::vector<std::string> out;
  for (auto [q, r] : at) out.push_back(fmt::format("{} h{}", block, hex(g, q, r)));
  return joined(out);
}

// The 4-player reserve dealt onto the southern islands' hexes (rows 6 and 7) as if pieces had
// drawn it, but for one token of number `keep` (0: none): the State stays valid.
inline void deal_reserve(const StdGame& g, State& s, int keep = 0) {
  int h = g.topo().num_hexes;
  for (int n = 2; n <= 12; ++n)
    for (int k = gc_slice(g, s).reserve[size_t(n)] - (n == keep); k > 0; --k) {
      while (!gc::takes_token(g, std_state(s), --h)) REQUIRE(g.topo().coord[h].r >= 6);
      set_number(g, s, h, n);
      gc_slice(g, s).reserve[size_t(n)] -= 1;
    }
}

// Seat 0 builds a ship on the west side of new island A's forest (7,1), from its settlement on
// that hex's south-west corner: the ship's path borders the forest, which has no token.
inline void ship_to_forest(const StdGame& g, State& s) {
  Board{g, s}.settlement(0, corner(g, 7, 1, Corner::SW)).done();
  give(s, 0, {1, 0, 1, 0, 0});
  act(g, s, fmt::format("build_ship e{}", side(g, 7, 1, Dir::W)));
}

}  // namespace catanlab::testing
