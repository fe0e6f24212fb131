#pragma once
// Hand-built positions: acting by action name, the sorted names of the legal
// decisions (compared as one string, so a failure prints both sets), and
// direct edits of a State for the position tests (a main phase with no
// pieces on the board, hands dealt from the bank, pieces placed by vertex
// and edge ids read off the topology).
#include <doctest/doctest.h>
#include <fmt/format.h>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "agents/agent.h"
#include "core/base/pieces.h"
#include "core/standard/std_game.h"

namespace catanlab::testing {

inline std::string joined(std::vector<std::string> names) {
  std::sort(names.begin(), names.end());
  std::string out;
  for (const std::string& n : names) out += (out.empty() ? "" : ", ") + n;
  return out;
}

// The legal decisions of the player to move, by name, sorted.
inline std::string legal(const Game& g, const State& s) {
  std::vector<std::string> names;
  for (Action a : g.legal_actions(s)) names.push_back(g.action_name(a));
  return joined(std::move(names));
}

// An expected set of names, sorted the same way; an entry may itself be a
// comma-separated group of names ("play_monopoly brick, play_monopoly ore").
inline std::string names(std::initializer_list<std::string> list) {
  std::vector<std::string> out;
  for (const std::string& entry : list)
    for (size_t from = 0;;) {
      size_t comma = entry.find(", ", from);
      out.push_back(entry.substr(from, comma - from));
      if (comma == std::string::npos) break;
      from = comma + 2;
    }
  return joined(std::move(out));
}

inline Action id_of(const Game& g, std::string_view name) {
  auto id = g.action_id(name);
  REQUIRE_MESSAGE(id.has_value(), "no action named '", std::string(name), "'");
  return *id;
}

// One step of a random game: a sampled chance outcome or a uniform decision.
inline void random_step(const Game& g, State& s, Rng& rng) {
  if (g.is_chance(s)) return g.apply(s, g.sample_chance(s, rng));
  auto legal = g.legal_actions(s);
  g.apply(s, legal[rng.below(uint32_t(legal.size()))]);
}

// Applies a decision or chance outcome by name; it must be legal.
inline void act(const Game& g, State& s, std::string_view name) { g.apply_checked(s, id_of(g, name)); }

// A whole game with `agent` in every seat from `seed`, chance drawn from `chance_seed`: each decision must be
// legal (INFO names `what` and the phase), and the agent hears of every step first.
inline void play_legally(const Game& g, Agent& agent, uint64_t seed, uint64_t chance_seed, const std::string& what) {
  State s = g.new_game(seed);
  Rng chance(chance_seed);
  while (!g.is_terminal(s)) {
    const Action a = g.is_chance(s) ? g.sample_chance(s, chance) : agent.act(g, s);
    INFO(what, ", ", g.phase_name(s));
    REQUIRE(g.is_legal(s, a));
    agent.on_step(g, s, a);
    g.apply(s, a);
  }
}

// The same as play_game applies a step: the agent hears of it first.
inline void act_heard(const Game& g, State& s, Agent& agent, std::string_view name) {
  const Action a = id_of(g, name);
  REQUIRE(g.is_legal(s, a));
  agent.on_step(g, s, a);
  g.apply(s, a);
}

// After set-up with nothing on the board: `player`'s turn, dice rolled, main phase.
inline State empty_main(const StdGame& g, int player = 0) {
  State s = g.new_game(1);
  std_state(s).setup_step = uint8_t(g.opt().setup_rounds * std_state(s).num_players);
  std_state(s).phase = Phase::Main;
  std_state(s).to_move = std_state(s).turn_player = uint8_t(player);
  std_state(s).base.rolled = 1;
  std_state(s).base.last_roll = 8;
  return s;
}

// Makes it `player`'s turn at the given phase (dice rolled unless PreRoll).
inline void turn_of(State& s, int player, Phase phase = Phase::Main) {
  std_state(s).to_move = std_state(s).turn_player = uint8_t(player);
  std_state(s).phase = phase;
  std_state(s).base.rolled = phase != Phase::PreRoll;
}

// Moves cards from the bank into a hand (lumber, brick, wool, grain, ore).
inline void give(State& s, int player, std::array<uint8_t, kNumResources> cards) {
  PlayerState& p = std_state(s).base.players[player];
  for (int r = 0; r < kNumResources; ++r) {
    REQUIRE(std_state(s).base.bank[r] >= cards[r]);
    std_state(s).base.bank[r] -= cards[r];
    p.hand[r] += cards[r];
    p.hand_total += cards[r];
  }
}

// Returns a whole hand to the bank.
inline void empty_hand(State& s, int player) {
  PlayerState& p = std_state(s).base.players[player];
  for (int r = 0; r < kNumResources; ++r) std_state(s).base.bank[r] += p.hand[r], p.hand[r] = p.known[r] = 0;
  p.hand_total = 0;
}

// Pieces placed directly (no cost, no legality check); call done() after.
struct Board {
  const StdGame& g;
  State& s;
  Board& settlement(int player, int v) {
    place_settlement(g.board(), std_state(s), player, v);
    return *this;
  }
  Board& city(int player, int v) {
    place_settlement(g.board(), std_state(s), player, v);
    place_city(g.topo(), std_state(s), player, v);
    return *this;
  }
  Board& roads(int player, std::initializer_list<int> edges) {
    for (int e : edges) place_road(g.topo(), std_state(s), player, e);
    return *this;
  }
  void done() { g.rebuild_caches(s); }
};

// Builds by action on `player`'s turn, paying from cards dealt for the
// purpose, so that cuts and awards run exactly as in play.
inline void build_roads(const StdGame& g, State& s, int player, std::initializer_list<int> edges) {
  turn_of(s, player);
  for (int e : edges) {
    give(s, player, {1, 1, 0, 0, 0});
    act(g, s, fmt::format("build_road e{}", e));
  }
}
inline void build_settlement(const StdGame& g, State& s, int player, int v) {
  turn_of(s, player);
  give(s, player, {1, 1, 1, 1, 0});
  act(g, s, fmt::format("build_settlement v{}", v));
}

}  // namespace catanlab::testing
