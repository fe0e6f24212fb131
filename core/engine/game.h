#pragma once
// Game: the engine API, for every family of rules. A Game is built once per
// rule set and player count and shared, immutable, by every thread; States
// are values passed to it. A family (the standard family of the base game
// and its modules, core/standard/std_game.h; or a family of its own) implements
// the virtual part; agents, the arena, self-play, replays, pictures and
// Python use nothing else.
//
// Ids: decisions are [0, num_actions()), the policy head of a network;
// chance outcomes follow at [num_actions(), num_ids()). apply() takes either,
// according to whether the State is at a chance node. Every id has a stable
// name ("build_road e17", "roll 8") used in logs, replays and errors.
//
// Simultaneous moves (docs/engine.md, "Simultaneous moves"; the toy family
// core/goofspiel plays them) are sequential private commitments followed by
// a resolution:
//   - the seats commit one after another; a commitment changes no other
//     seat's observation, and private_decision() is true where one is made;
//   - a seat's legal actions depend only on what it observes (its own hand,
//     the public state), never on the commitments before its own;
//   - the commitments are hidden information: resample_hidden(s, seat) redeals
//     every other seat's commitment from what `seat` sees (any choice that
//     seat could have made), so a search sees a fresh guess in each determinisation;
//   - the last commitment resolves the round in the same apply(): all are
//     shown at once, and from then on they are public;
//   - a search keys no tree edge by a commitment it cannot see, and keeps no
//     tree across one (ISMCTS collapses them into one edge, agents/ismcts.h),
//     so that its choice is the same whatever its opponents committed.
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "core/board/topology.h"
#include "core/engine/action_space.h"
#include "core/engine/ruleset.h"
#include "core/engine/state.h"
#include "core/rng.h"

namespace catanlab {

class SvgCanvas;

// Seats a family may have (Colonies takes 6; the standard family 6 in the base game, 4 with any other module).
constexpr int kMaxSeats = 6;
constexpr int kChancePlayer = -1;
constexpr int kTerminalPlayer = -2;

struct ChanceOutcome {
  Action id;
  double probability;
};

// An action that is not legal in the State it was applied to.
struct IllegalAction : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

class Game {
 public:
  virtual ~Game() = default;

  // Throws ConfigError naming the rule set, file and field for bad input.
  static std::shared_ptr<const Game> load(const std::string& ruleset, int num_players = 0,
                                          const std::map<std::string, int>& options = {});

  // The family's name ("standard"): which family's typed view a State takes.
  virtual std::string_view family() const = 0;
  const RuleSet& rules() const { return rules_; }
  // Every integer option with the value this game plays with (`--set` names them).
  virtual std::vector<OptionValue> options() const = 0;
  // Lines that describe the rule set beyond its file's header (`catanlab rules`: costs, decks).
  virtual std::vector<std::string> describe() const { return {}; }
  int num_players() const { return num_players_; }
  // The ids: named blocks, decisions first (core/engine/action_space.h).
  const ActionSpace& actions() const { return actions_; }
  int num_actions() const { return actions_.num_actions(); }
  int num_ids() const { return actions_.num_ids(); }
  int max_chance_outcomes() const { return actions_.num_chance(); }
  int observation_size() const { return observation_size_; }
  // A fingerprint of rule set, options, players and board shape (the bytes' header).
  uint64_t fingerprint() const { return fingerprint_; }

  // ---- Positions. Every method is const: thread-safe on distinct States. ----
  virtual State new_game(uint64_t seed) const = 0;
  // The seat to decide, kChancePlayer at a chance node, kTerminalPlayer once over.
  virtual int current_player(const State& s) const = 0;
  bool is_chance(const State& s) const { return current_player(s) == kChancePlayer; }
  bool is_terminal(const State& s) const { return current_player(s) == kTerminalPlayer; }

  // Legal decisions of the seat to move, ascending; `out` holds num_actions() ids.
  virtual int legal_actions(const State& s, Action* out) const = 0;
  std::vector<Action> legal_actions(const State& s) const;
  void legal_mask(const State& s, uint8_t* mask) const;  // num_actions() bytes
  bool is_legal(const State& s, Action a) const;

  // Chance: outcomes with probabilities summing to 1; `out` holds max_chance_outcomes().
  virtual int chance_outcomes(const State& s, ChanceOutcome* out) const = 0;
  std::vector<ChanceOutcome> chance_outcomes(const State& s) const;
  virtual Action sample_chance(const State& s, Rng& rng) const = 0;

  // The hot path: no checks. apply_checked throws IllegalAction naming the action and phase.
  virtual void apply(State& s, Action a) const = 0;
  void apply_checked(State& s, Action a) const;

  // Per seat: 1 for the winner, 0 for the others, all 0 for a draw; a family may say more.
  virtual void returns(const State& s, double* out) const = 0;
  // The one winner, or -1 (none yet, a draw, or a result of the whole table).
  virtual int winner(const State& s) const = 0;
  // 1: the table won together, 0: it lost together; -1: no table result.
  virtual int table_result(const State&) const { return -1; }
  virtual int victory_points(const State& s, int seat) const = 0;
  // The points of `seat` that every other seat can see (hidden VP cards left out).
  virtual int public_victory_points(const State& s, int seat) const { return victory_points(s, seat); }
  // The points that win (0: the family has no such target).
  virtual int victory_target() const { return 0; }
  virtual uint32_t turn(const State& s) const = 0;  // turns ended so far
  virtual std::string phase_name(const State& s) const = 0;

  // Observation of `seat`: only what that seat may know.
  virtual void observe(const State& s, int seat, float* out) const = 0;
  virtual std::string observe_text(const State& s, int seat) const = 0;
  // Redraws everything `seat` cannot see, keeping observe(seat) unchanged.
  virtual void resample_hidden(State& s, int seat, Rng& rng) const = 0;
  // The other outcomes (at a chance node) or decisions open at `before` that
  // leave `viewer`'s observation as `a` does: with any, the viewer cannot tell
  // which happened. A decision counts only where its player can tell the two
  // apart (a card it chose, not a choice that no observation holds yet).
  std::vector<Action> look_alikes(const State& before, Action a, int viewer) const;
  // Can `viewer` tell which action was taken when `a` is applied at `before`?
  // (No look-alikes; a family may answer faster.) A search keys no tree edge
  // by an action its seat cannot see (a card drawn, a commitment written).
  virtual bool action_visible(const State& before, Action a, int viewer) const {
    return look_alikes(before, a, viewer).empty();
  }
  // Simultaneous moves: true where the seat to move commits a choice that no
  // other seat can see until a later step shows it (then action_visible is
  // false for the other seats). Asked at every decision a search descends
  // through, so a family answers it from a field or two.
  virtual bool private_decision(const State&) const { return false; }
  // Recomputes from the rest of the State whatever the family keeps cached in
  // it, so that a test can compare the incremental caches with a rebuild.
  virtual void rebuild_caches(State&) const {}

  const std::string& action_name(Action id) const;  // throws std::out_of_range
  std::optional<Action> action_id(std::string_view name) const { return actions_.id(name); }

  // Serialisation. from_* throw ConfigError naming the problem; what they return passes validate().
  std::string to_bytes(const State& s) const;
  State from_bytes(std::string_view bytes) const;
  std::string to_json(const State& s) const;
  State from_json(const std::string& text) const;
  // Throws ConfigError naming the first thing in `s` that no position of this game holds: a field
  // out of its range or against the rules between fields (validate_fields), a cache, padding or
  // unused seat other than the fields make it, or a seat to move with no legal action.
  void validate(const State& s) const;

  // Pictures (core/render/): the board's geometry (empty for a family without
  // one), the static board, then what changes (pieces and panel lines) as
  // seat `viewer` may see it (-1: everything).
  virtual const Topology& topology() const = 0;
  virtual void draw_board(const State& s, SvgCanvas& canvas) const = 0;
  virtual void draw_pieces(const State& s, int viewer, SvgCanvas& canvas) const = 0;

 protected:
  Game(RuleSet rules, int num_players) : rules_(std::move(rules)), num_players_(num_players) {}
  // The family's part of the JSON form, and reading it back: each number range-checked before it
  // is stored; the caches are left to rebuild_caches, once validate_fields passed.
  virtual void write_json(const State& s, nlohmann::json& j) const = 0;
  virtual State read_json(const nlohmann::json& j) const = 0;
  // Every field that the JSON form holds, by its name there ("state.base.robber"); reads no cache,
  // so that any bytes of the State's size are safe to give it.
  virtual void validate_fields(const State& s) const = 0;
  virtual int state_size() const = 0;

  RuleSet rules_;
  int num_players_;
  ActionSpace actions_;  // declared by the family, then finish()ed
  int observation_size_ = 0;
  uint64_t fingerprint_ = 0;

 private:
  State read_checked(const nlohmann::json& j) const;  // read_json, validate_fields, rebuild_caches
  void check_playable(const State& s) const;
};

// A caller's reusable buffer for legal_actions, grown to the game's decision
// count: no rule set's action count has a ceiling, and no caller keeps an
// array sized by one on its stack. Not thread safe (one per thread or agent).
class ActionBuffer {
 public:
  Action* fit(const Game& g) {
    if (ids_.size() < size_t(g.num_actions())) ids_.resize(size_t(g.num_actions()));
    return ids_.data();
  }

 private:
  std::vector<Action> ids_;
};

}  // namespace catanlab
