#pragma once
// Hand-built positions on The Treasure Islands' board as its file lays it
// (shuffle_board=0): the home island's east coast at (4,3) faces the sea hexes
// (5,2) and (5,3), beyond them the grey area's first face-down hex (6,2) of
// treasure island 1, with a treasure on its south-west corner.
#include "tests/seafarers/sea_position.h"
#include "core/tde/common/treasure_hunt.h"

namespace catanlab::testing {

inline std::shared_ptr<const StdGame> ti_game(int players = 4, std::map<std::string, int> options = {},
                                              const std::string& rules = "tde_treasure_islands") {
  return sea_game(players, std::move(options), rules);
}

// Seat 0's settlement on (4,3)'s north-east corner, the pirate out of the way, the main phase.
inline State ti_coast(const StdGame& g) {
  State s = empty_main(g);
  sea_of(g, s).pirate = uint8_t(hex(g, 0, 0));
  Board{g, s}.settlement(0, corner(g, 4, 3, Corner::NE)).done();
  sea_of(g, s).islands[0] = 1u << 0;  // the home island's: as a settlement built in play claims it
  return s;
}

// The ship from there to the treasure on (6,2)'s south-west corner, a corner of the face-down (6,2).
inline int to_treasure(const StdGame& g) { return side(g, 5, 3, Dir::NW); }

// Seat 0 builds that ship: the hunt holds the game at the tile's draw, the discovery waits under it.
inline State ti_found(const StdGame& g) {
  State s = ti_coast(g);
  give(s, 0, {1, 0, 1, 0, 0});
  act(g, s, fmt::format("build_ship e{}", to_treasure(g)));
  return s;
}

}  // namespace catanlab::testing
