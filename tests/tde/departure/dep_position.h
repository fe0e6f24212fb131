#pragma once
// Hand-built positions on Departure into the Unknown's board as its file lays
// it (shuffle_board=0): the home island's east coast at (4,3) faces the sea
// hex (5,3); east of it the unknown sea's face-down hexes (6,2) and (6,3), and
// south-east the face-up desert (5,4), whose north corner ((5,3)'s south-east
// one) is a treasure spot.
#include <nlohmann/json.hpp>

#include "core/config_error.h"
#include "tests/seafarers/sea_position.h"
#include "core/tde/common/treasure_hunt.h"

namespace catanlab::testing {

inline std::shared_ptr<const StdGame> dep_game(int players = 4, std::map<std::string, int> options = {},
                                               const std::string& rules = "tde_departure") {
  return sea_game(players, std::move(options), rules);
}

// Seat 0's settlement on (4,3)'s north-east corner and ships along (5,3)'s north-west and
// north-east sides, the main phase.
inline State dep_coast(const StdGame& g) {
  State s = empty_main(g);
  Board{g, s}.settlement(0, corner(g, 4, 3, Corner::NE)).done();
  put_ships(g, s, 0, {side(g, 5, 3, Dir::NW), side(g, 5, 3, Dir::NE)});
  g.rebuild_caches(s);
  return s;
}

// The ship from there to the treasure, beside the face-down (6,2) and (6,3).
inline int to_treasure(const StdGame& g) { return side(g, 5, 3, Dir::E); }
inline int treasure_spot(const StdGame& g) { return corner(g, 5, 3, Corner::SE); }

// Seat 0 builds that ship: the hunt holds the game at the tile's draw, the discovery waits under it.
inline State dep_found(const StdGame& g) {
  State s = dep_coast(g);
  give(s, 0, {1, 0, 1, 0, 0});
  act(g, s, fmt::format("build_ship e{}", to_treasure(g)));
  return s;
}

// Seat `p` keeps the tiles `kinds` (counts by kind), taken from spots of the unknown sea other
// than the one above.
inline void keep(const StdGame& g, State& s, int p, std::array<uint8_t, kTreasureKinds> kinds) {
  TreasureSlice& tr = treasure_of(g, std_state(s));
  for (int k = 0; k < kTreasureKinds; ++k)
    for (int i = 0; i < kinds[k]; ++i) {
      VertexSet others = tr.spots;
      others.reset(treasure_spot(g));
      tr.spots.reset(others.nth(0));
      tr.pool[k] -= 1;
      tr.kept[p][k] += 1;
    }
  g.rebuild_caches(s);  // the hand limit and the points the tiles bring
}

// `s` in JSON with its "treasures" object edited is refused, the message naming `field`.
template <class Edit>
void refused(const StdGame& g, const State& s, Edit edit, const char* field) {
  nlohmann::json j = nlohmann::json::parse(g.to_json(s));
  edit(j["treasures"]);
  CHECK_THROWS_WITH_AS(g.from_json(j.dump()), doctest::Contains(field), ConfigError);
}

}  // namespace catanlab::testing
