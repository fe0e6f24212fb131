#pragma once
// Hand-built Great Canal positions on the rule set's own boards, laid out as
// their files give them (shuffle_board=0): the main phase after the three
// set-up rounds, and the board's places the tests build on (axial coordinates
// of configs/boards/tde_great_canal_4p.json).
#include <map>
#include <string>

#include "core/tde/great_canal/canal_rules.h"
#include "tests/cities_knights/ck_position.h"
#include "tests/seafarers/sea_position.h"

namespace catanlab::testing {

inline std::shared_ptr<const StdGame> canal_game(int players = 4, std::map<std::string, int> options = {}) {
  return sea_game(players, std::move(options), "tde_great_canal");
}

// After set-up with nothing on the board: `player`'s turn, dice rolled, main phase.
inline State canal_main(const StdGame& g, int player = 0) {
  State s = empty_main(g, player);
  std_state(s).setup_step = uint8_t(g.opt().setup_rounds * std_state(s).num_players);
  return s;
}

// The canal's hexes in route order from the lake (marker values 1..9), the basin, the lake, a
// farmland field, the small islands' gold fields (-1,6) and (4,5), and the 2:1 lumber harbor's
// island hex (-1,6).
inline std::vector<int> canal_route(const StdGame& g) {
  std::vector<int> out(size_t(canal::hexes(g).count()));
  for (const Marker& m : g.board().markers)
    if (m.kind == "canal") out[size_t(m.value - 1)] = m.hex;
  return out;
}
inline int basin_hex(const StdGame& g) { return hex(g, 0, 2); }
inline int lake_hex(const StdGame& g) { return hex(g, 5, 3); }
inline int gold_west(const StdGame& g) { return hex(g, -1, 6); }
inline int gold_east(const StdGame& g) { return hex(g, 4, 5); }

// An inactive knight of `player` at v, then its activation by action on the player's turn.
inline void activate(const StdGame& g, State& s, int player, int v) {
  turn_of(s, player);
  deal(s, player, Hand{0, 0, 0, 1, 0});
  act(g, s, v_name("activate_knight", v));
}

}  // namespace catanlab::testing
