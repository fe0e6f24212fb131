#pragma once
// Hand-built Legend of the Conquerors positions on the chapter boards: hexes
// by their axial coordinates, corners and sides by name, conquerors put down
// directly, and the event track stepped by rolling a ship.
#include <map>
#include <utility>

#include "core/conquerors/lotc_internal.h"
#include "tests/cities_knights/ck_position.h"

namespace catanlab::testing {

// Seats by colour, as the chapters' worked examples name them.
constexpr int kRed = 0, kBlue = 1;

template <class S>
decltype(auto) lotc_of(const std::shared_ptr<const StdGame>& g, S& s) {
  return catanlab::lotc_of(*g, s);
}

inline std::shared_ptr<const StdGame> lotc_game(int players = 4, std::map<std::string, int> options = {}) {
  return StdGame::load("conquerors_ch1", players, options);
}

inline std::shared_ptr<const StdGame> ch2_game(int players = 4, std::map<std::string, int> options = {}) {
  return StdGame::load("conquerors_ch2", players, options);
}

inline std::shared_ptr<const StdGame> ch3_game(int players = 4, std::map<std::string, int> options = {}) {
  return StdGame::load("conquerors_ch3", players, options);
}

inline int hex(const StdGame& g, int q, int r) {
  const int h = g.topo().hex_at({q, r});
  REQUIRE_MESSAGE(h >= 0, "no hex at ", q, ",", r);
  return h;
}
inline int corner(const StdGame& g, int h, Corner c) { return g.topo().hex_vertex[h][int(c)]; }
inline int side(const StdGame& g, int h, Dir d) { return g.topo().edge_between(h, d); }

// The main phase of `player` after set-up, with nothing on the board.
inline State lotc_main(const StdGame& g, int player = 0) {
  State s = empty_main(g, player);
  std_state(s).setup_step = uint8_t(g.opt().setup_rounds * std_state(s).num_players);
  lotc_of(g, s).setup_cities = 0;
  return s;
}

inline void conqueror_at(const StdGame& g, State& s, int h, int strength) {
  lotc_of(g, s).conqueror[h] = uint8_t(strength);
  lotc::refresh_closed_roads(g, std_state(s), g.topo().land);
}
inline void conquered(const StdGame& g, State& s, int h) {
  lotc_of(g, s).conquered.set(h);
  std_state(s).base.barren.set(h);
  lotc::refresh_closed_roads(g, std_state(s), g.topo().land);
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
inline void ship_to(const StdGame& g, State& s, int space) {
  lotc_of(g, s).space = uint8_t(space - 1);
  std_state(s).phase = Phase::RollDice;
  std_state(s).to_move = std_state(s).turn_player;
  std_state(s).base.rolled = 0;
  act(g, s, "roll y1 r2 ship");
}

}  // namespace catanlab::testing
