#pragma once
// Hand-built Conquest positions on the board as written (shuffle_board=0;
// the hex ids are in configs/boards/conquest_4p.json's reading order, eight
// to a row): a seat's main phase in a given round with nothing on the board,
// and pieces, cards and goods put down directly. Acting by name and listing
// the legal decisions by name come from tests/support/position.h.
//
//   row 0  h0 sea   h1 forest 4   h2 hills 5   h3 3:1*   h4 3:1*   h5 hills 5   h6 pasture 9   h7 sea
//   row 1  h8 pasture 9   h9 fields 6   h10 mountains 10   h11 sea   h12 fields 6   h13 mountains 10   h14 forest 4   h15
//   row 2  h16..h18 sea   h19 fish 3   h20 h21 sea   h22 fish 8   h23 sea
//   row 3  h24 mountains 3   h25 forest 11   h26 sea   h27 mountains 3   h28 forest 8   h29 sea   h30 fields 11   h31 gold 3
//   row 4  h32 2:1 lumber   h33 gold 2   h34 2:1 brick   h35 2:1 wool   h36 hills 12   h37 2:1 grain   h38 2:1 ore   h39 mountains 9
//   row 5  h40 pasture 8   h41 fields 4   h42 sea   h43 pasture 11   h44 mountains 5   h45 sea   h46 pasture 2   h47 forest 8
//   row 6  h48..h50 sea   h51 fish 11   h52 h53 sea   h54 fish 12   h55 sea
//   row 7  h56 pasture 9   h57 fields 4   h58 mountains 10   h59 sea   h60 fields 10   h61 mountains 6   h62 forest 4   h63
//   row 8  h64 sea   h65 forest 5   h66 hills 6   h67 3:1*   h68 3:1*   h69 hills 9   h70 pasture 5   h71 sea
// Islands: A h1 h2 h8 h9 h10; B h5 h6 h12 h13 h14; X h24 h25 h33 h40 h41; Y h27 h28 h36 h43 h44;
// Z h30 h31 h39 h46 h47; C h56 h57 h58 h65 h66; D h60 h61 h62 h69 h70. (* a start port)
#include <fmt/format.h>

#include "core/conquest/cq_rules.h"
#include "tests/support/position.h"

namespace catanlab::testing {

inline std::shared_ptr<const CqGame> cq_load(int players = 4, std::map<std::string, int> options = {}) {
  options.emplace("shuffle_board", 0);
  auto g = Game::load("conquest", players, options);
  return std::static_pointer_cast<const CqGame>(g);
}

// `player`'s turn in `round` (1: Build phase; 4: Attack phase), dice rolled, main phase, nothing on the board.
inline State cq_main(const CqGame& g, int player = 0, int round = 1) {
  State state = g.new_game(1);
  CqState& s = cq_state(state);
  s.round = uint8_t(round);
  for (int q = 0; q < kCqSeats; ++q) s.order[q] = uint8_t(q);
  for (int q = 0; q < g.num_players(); ++q) s.seats[q].start_island = 0;
  s.turn_pos = uint8_t(player);
  s.to_move = uint8_t(player);
  s.phase = uint8_t(CqPhase::Main);
  s.last_roll = 8;
  return state;
}

// Resources from the bank (lumber, brick, wool, grain, ore).
inline void cq_give(State& state, int seat, std::array<int, kNumResources> cards) {
  CqState& s = cq_state(state);
  for (int r = 0; r < kNumResources; ++r) {
    REQUIRE(s.bank[r] >= cards[r]);
    s.bank[r] = uint8_t(s.bank[r] - cards[r]);
    s.seats[seat].hand[r] = uint16_t(s.seats[seat].hand[r] + cards[r]);
  }
}

// A building of `level` (1 settlement, 2 city, 3 castle).
inline void cq_build(State& state, int seat, int hex, int level = 1) { cq::set_building(cq_state(state), hex, seat, level); }

// A unit in the kind's first free slot (the seat's forces summed up again), with its full movement when it is the seat's turn; returns the slot.
inline int cq_unit(State& state, int seat, UnitKind kind, int hex) {
  CqState& s = cq_state(state);
  CqSeat& p = s.seats[seat];
  const int slot = cq::free_slot(p, kind);
  REQUIRE(slot >= 0);
  const bool turn = cq::turn_player(s) == seat && s.round > 0;
  p.units[slot] = CqUnit{uint8_t(kind), uint8_t(hex), uint8_t(hex), uint8_t(turn ? cq::unit_range(kind) : 0), 0, 0, 0, 0};
  cq::refresh_forces(p);
  return slot;
}

// A knight of `kind`, built on land hex `home`, aboard the seat's cargo ship in `cargo_slot`.
inline int cq_aboard(State& state, int seat, UnitKind kind, int cargo_slot, int home) {
  CqSeat& p = cq_state(state).seats[seat];
  const int slot = cq_unit(state, seat, kind, p.units[cargo_slot].hex);
  p.units[slot].home = uint8_t(home);
  p.units[slot].carrier = uint8_t(cargo_slot + 1);
  cq::refresh_forces(p);
  return slot;
}

// The side between two neighbouring hexes.
inline int cq_side(const CqGame& g, int a, int b) {
  const int d = cq::direction(g.topo(), a, b);
  REQUIRE(d >= 0);
  return g.topo().hex_edge[a][d];
}

inline void cq_wall(const CqGame& g, State& state, int seat, int a, int b) {
  cq_state(state).seats[seat].walls.set(cq_side(g, a, b));
}

// "move h1, move h9" from hexes.
inline std::string hexes_named(const char* block, std::initializer_list<int> hexes) {
  std::string out;
  for (int h : hexes) out += fmt::format("{}{} h{}", out.empty() ? "" : ", ", block, h);
  return out;
}

// A hand-built position's edits bypass apply, which keeps the caches (the turn player's units that may
// act, its wall sides): they are rebuilt before the position is listed or played on.
inline State cq_ready(const CqGame& g, const State& s) {
  State ready = s;
  g.rebuild_caches(ready);
  return ready;
}

inline std::string legal(const CqGame& g, const State& s) { return legal(static_cast<const Game&>(g), cq_ready(g, s)); }

inline void act(const CqGame& g, State& s, std::string_view name) {
  g.rebuild_caches(s);
  act(static_cast<const Game&>(g), s, name);
}

// The legal decisions of one block, by name.
inline std::string legal_in(const CqGame& g, const State& s, std::string_view block) {
  std::vector<std::string> names;
  for (Action a : g.legal_actions(cq_ready(g, s)))
    if (g.action_name(a).rfind(std::string(block) + " ", 0) == 0 || g.action_name(a) == block)
      names.push_back(g.action_name(a));
  return joined(std::move(names));
}

// The chance outcomes by name with their probabilities.
inline std::map<std::string, double> outcomes(const Game& g, const State& s) {
  std::map<std::string, double> out;
  for (const ChanceOutcome& o : g.chance_outcomes(s)) out[g.action_name(o.id)] = o.probability;
  return out;
}

// The chance node lists exactly these outcomes with these probabilities (to rounding).
inline void check_odds(const Game& g, const State& s, const std::map<std::string, double>& expected) {
  const auto got = outcomes(g, s);
  REQUIRE(got.size() == expected.size());
  for (const auto& [name, p] : expected) {
    CAPTURE(name);
    REQUIRE(got.count(name));
    CHECK(got.at(name) == doctest::Approx(p).epsilon(1e-12));
  }
}

}  // namespace catanlab::testing
