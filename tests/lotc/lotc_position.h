#pragma once
// Hand-built Legend of the Conquerors positions on the chapter boards: hexes
// by their axial coordinates, corners and sides by name, conquerors put down
// directly, and the event track stepped by rolling a ship.
#include <map>
#include <utility>

#include "core/lotc/lotc_internal.h"
#include "tests/ck/ck_position.h"

namespace catanlab::testing {

inline std::shared_ptr<const Game> lotc_game(int players = 4, std::map<std::string, int> options = {}) {
  return Game::load("conquerors_ch1", players, options);
}

inline std::shared_ptr<const Game> ch2_game(int players = 4, std::map<std::string, int> options = {}) {
  return Game::load("conquerors_ch2", players, options);
}

inline std::shared_ptr<const Game> ch3_game(int players = 4, std::map<std::string, int> options = {}) {
  return Game::load("conquerors_ch3", players, options);
}

inline int hex(const Game& g, int q, int r) {
  const int h = g.topo().hex_at({q, r});
  REQUIRE_MESSAGE(h >= 0, "no hex at ", q, ",", r);
  return h;
}
inline int corner(const Game& g, int h, Corner c) { return g.topo().hex_vertex[h][int(c)]; }
inline int side(const Game& g, int h, Dir d) { return g.topo().edge_between(h, d); }

// The main phase of `player` after set-up, with nothing on the board.
inline State lotc_main(const Game& g, int player = 0) {
  State s = empty_main(g, player);
  s.setup_step = uint8_t(g.opt().setup_rounds * s.num_players);
  s.lotc.setup_cities = 0;
  return s;
}

inline void conqueror_at(const Game& g, State& s, int h, int strength) {
  s.lotc.conqueror[h] = uint8_t(strength);
  lotc::refresh_closed_roads(g, s, g.topo().land);
}
inline void conquered(const Game& g, State& s, int h) {
  s.lotc.conquered.set(h);
  s.base.barren.set(h);
  lotc::refresh_closed_roads(g, s, g.topo().land);
}

// A chapter's event track holds exactly `expected` (a space: its event and, for a
// landing, the conquerors' strength) on its `length` spaces; the others are blank.
using TrackSpaces = std::map<int, std::pair<lotc::Event, int>>;
inline void check_track(int chapter, int length, const TrackSpaces& expected) {
  CHECK(lotc::track_length(chapter) == length);
  for (int space = 1; space <= length; ++space) {
    const lotc::Space sp = lotc::track_space(chapter, space);
    const auto it = expected.find(space);
    INFO("chapter ", chapter, ", space ", space);
    CHECK(sp.event == (it == expected.end() ? lotc::Event::None : it->second.first));
    CHECK(sp.strength == (it == expected.end() ? 0 : it->second.second));
  }
}

// The ship moves onto `space` (from the one before it): a roll of y1 r2 with the ship.
inline void ship_to(const Game& g, State& s, int space) {
  s.lotc.space = uint8_t(space - 1);
  s.phase = Phase::RollDice;
  s.to_move = s.turn_player;
  s.base.rolled = 0;
  act(g, s, "roll y1 r2 ship");
}

}  // namespace catanlab::testing
