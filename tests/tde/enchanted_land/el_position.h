#pragma once
// Hand-built Enchanted Land positions on the rule set's own boards, laid out
// as their files give them (shuffle_board=0): the main phase after the
// three set-up rounds, and the corners the tests build on.
#include <map>
#include <string>

#include "core/tde/enchanted_land/el_rules.h"
#include "tests/cities_knights/ck_position.h"
#include "tests/seafarers/sea_position.h"

namespace catanlab::testing {

inline std::shared_ptr<const StdGame> el_game(int players = 4, std::map<std::string, int> options = {}) {
  return sea_game(players, std::move(options), "tde_enchanted_land");
}

// After set-up with nothing on the board: `player`'s turn, dice rolled, main phase.
inline State el_main(const StdGame& g, int player = 0) {
  State s = empty_main(g, player);
  std_state(s).setup_step = uint8_t(g.opt().setup_rounds * std_state(s).num_players);
  return s;
}

// The crossing's geometry: home corner A on (3,5), the ship from it across the strait to the
// Enchanted Land's coast at X on (1,6), and a home corner K one road from A.
struct Strait {
  int a, x, k, ship, road;
};
inline Strait strait(const StdGame& g) {
  return {corner(g, 3, 5, Corner::SW), corner(g, 1, 6, Corner::NE), corner(g, 3, 5, Corner::NW), side(g, 2, 5, Dir::SE),
          side(g, 3, 5, Dir::W)};
}

// The chosen knight's decisions by name.
inline std::string v_names(const char* block, const VertexSet& vs) { return joined(named(block, vs, 'v')); }

}  // namespace catanlab::testing
