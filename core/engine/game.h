#pragma once
// Game: the immutable description of one kind of game (rule set, player count,
// board, modules, action space) and the engine API over a State. A Game is
// built once and shared; States are plain values passed to it.
//
// Ids: decisions are [0, num_actions()), the policy head of a network;
// chance outcomes follow at [num_actions(), num_ids()). apply() takes either,
// according to whether the State is at a chance node. Every id has a stable
// name ("build_road e17", "roll 8") used in logs, replays and errors.
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/board/board_spec.h"
#include "core/engine/module.h"
#include "core/engine/ruleset.h"
#include "core/engine/state.h"

namespace catanlab {

constexpr int kChancePlayer = -1;
// Upper bound on any rule set's decision count, for stack buffers.
constexpr int kMaxActions = 4096;
constexpr int kTerminalPlayer = -2;

// An action that is not legal in the State it was applied to.
struct IllegalAction : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

const char* phase_name(Phase p);

class Game {
 public:
  // Throws ConfigError for an unknown module, a bad board or a player count
  // outside the rule set's range.
  Game(RuleSet rules, int num_players);
  static std::shared_ptr<const Game> load(const std::string& ruleset, int num_players = 0,
                                          const std::map<std::string, int>& options = {});

  const RuleSet& rules() const { return rules_; }
  const Options& opt() const { return rules_.options; }
  const BoardSpec& board() const { return board_; }
  const Topology& topo() const { return board_.topo; }
  int num_players() const { return num_players_; }

  int num_actions() const { return num_actions_; }
  int num_ids() const { return num_actions_ + num_chance_; }
  int max_chance_outcomes() const { return num_chance_; }

  State new_game(uint64_t seed) const;

  int current_player(const State& s) const {
    return s.phase == Phase::GameOver ? kTerminalPlayer : is_chance_phase(s.phase) ? kChancePlayer : s.to_move;
  }
  bool is_chance(const State& s) const { return is_chance_phase(s.phase); }
  bool is_terminal(const State& s) const { return s.phase == Phase::GameOver; }

  // Legal decisions of the player to move, ascending; `out` holds num_actions() ids.
  int legal_actions(const State& s, Action* out) const;
  std::vector<Action> legal_actions(const State& s) const;
  // mask[a] = 1 for legal decisions, num_actions() bytes.
  void legal_mask(const State& s, uint8_t* mask) const;
  bool is_legal(const State& s, Action a) const;

  // Chance: outcomes with probabilities summing to 1; `out` holds max_chance_outcomes().
  int chance_outcomes(const State& s, ChanceOutcome* out) const;
  std::vector<ChanceOutcome> chance_outcomes(const State& s) const;
  Action sample_chance(const State& s, Rng& rng) const;

  // The hot path: no checks. apply_checked throws IllegalAction naming the action and phase.
  void apply(State& s, Action a) const;
  void apply_checked(State& s, Action a) const;

  // Returns per seat: 1 for the winner, 0 for the others; all 0 for a draw (turn cap);
  // a module with a returns hook decides instead (Conquerors: rank or legend points).
  void returns(const State& s, double* out) const;
  // 1: the table won together, 0: it lost together; -1: no table result (Conquerors have one).
  int table_result(const State& s) const;
  int victory_points(const State& s, int player) const {
    int vp = s.base.players[player].vp_total();
    for (const Module* m : vp_modules_) vp += m->extra_vp(*this, s, player);
    return vp;
  }

  // Observation of `player`: only what that seat may know.
  int observation_size() const { return observation_size_; }
  void observe(const State& s, int player, float* out) const;
  std::string observe_text(const State& s, int player) const;
  // Redraws everything `player` cannot see, keeping observe(player) unchanged.
  void resample_hidden(State& s, int player, Rng& rng) const;
  // The other outcomes (at a chance node) or decisions open at `before` that
  // leave `viewer`'s observation as `a` does: with any, the viewer cannot tell
  // which happened. A decision counts only where its player can tell the two
  // apart (a card it chose, not a choice that no observation holds yet).
  std::vector<Action> look_alikes(const State& before, Action a, int viewer) const;

  const std::string& action_name(Action id) const;  // throws std::out_of_range
  std::optional<Action> action_id(std::string_view name) const;

  // Serialisation. from_* throw ConfigError naming the problem.
  std::string to_bytes(const State& s) const;
  State from_bytes(std::string_view bytes) const;
  std::string to_json(const State& s) const;
  State from_json(const std::string& text) const;
  // Recomputes every cache from the pieces on the board.
  void rebuild_caches(State& s) const;
  // A fingerprint of rule set, options, players and board shape.
  uint64_t fingerprint() const { return fingerprint_; }

  // Hook fan-out, for modules.
  void notify_roll(State& s, int roll) const;
  void notify_build(State& s, Piece piece, int where, int player) const;
  void notify_produce(State& s, int roll, Owed& owed) const;
  void widen_relocation(const State& s, int from, VertexSet& targets) const;  // a displaced knight's places
  void notify_turn_end(State& s) const;
  void notify_turn_start(State& s) const;
  bool notify_ship(State& s) const;  // true: a module took the ship's step over
  void notify_trade(State& s, int partner) const;  // partner -1: a new offer opened
  bool holds_asked(const State& s, int seat) const;  // every module's part of what the offer asks
  // Each module's pieces and panel lines, in rule-set order (core/render/render.h).
  void render_svg(const State& s, int viewer, SvgCanvas& canvas) const;

 private:
  const Module& owner_of_action(Action a) const {
    if (modules_.size() == 1) return *modules_.front();
    return find_owner(a);
  }
  const Module& find_owner(Action a) const;
  const Module& owner_of_chance(const State& s) const;

  RuleSet rules_;
  int num_players_;
  BoardSpec board_;
  std::vector<std::unique_ptr<Module>> modules_;
  // Subscribers per event hook (Module::hooks()); the end check runs every step.
  std::vector<const Module*> roll_hooks_, build_hooks_, turn_end_hooks_, turn_start_hooks_, vp_modules_;
  std::vector<const Module*> ship_hooks_, filter_hooks_, returns_hooks_, produce_hooks_, relocate_hooks_;
  std::vector<const Module*> trade_hooks_;
  int num_actions_ = 0, num_chance_ = 0, observation_size_ = 0;
  std::vector<std::string> names_;
  std::unordered_map<std::string, Action> ids_;
  uint64_t fingerprint_ = 0;
};

}  // namespace catanlab
