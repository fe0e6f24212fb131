#pragma once
// StdGame: the standard family (the base game and the rule modules built on
// it) behind the engine API: a rule set's board and modules, the action space
// they declare, and the fan-out of every hook to the modules that use it.
// Module code works on the family's typed State (StdState) through the typed
// methods below; agents and tools use the generic API of Game.
#include <atomic>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/standard/module.h"
#include "core/standard/std_options.h"
#include "core/standard/std_state.h"
#include "core/board/board_spec.h"
#include "core/engine/game.h"

namespace catanlab {

class BaseRules;

class StdGame final : public Game {
 public:
  // Throws ConfigError for an unknown module, a bad board or a player count
  // outside the rule set's range.
  StdGame(RuleSet rules, int num_players);
  // A rule set of the standard family (ConfigError for another family).
  static std::shared_ptr<const StdGame> load(const std::string& ruleset, int num_players = 0,
                                             const std::map<std::string, int>& options = {});

  const Options& opt() const { return options_; }
  const BoardSpec& board() const { return board_; }
  const Topology& topo() const { return board_.topo; }

  static constexpr std::string_view kFamily = "standard";

  // ---- The engine API (Game) ----
  std::string_view family() const override { return kFamily; }
  std::vector<OptionValue> options() const override;
  std::vector<std::string> describe() const override;
  State new_game(uint64_t seed) const override;
  int current_player(const State& s) const override { return current_player(std_state(s)); }
  int legal_actions(const State& s, Action* out) const override { return legal_actions(std_state(s), out); }
  int chance_outcomes(const State& s, ChanceOutcome* out) const override {
    return chance_outcomes(std_state(s), out);
  }
  Action sample_chance(const State& s, Rng& rng) const override { return sample_chance(std_state(s), rng); }
  void apply(State& s, Action a) const override { apply(std_state(s), a); }
  void returns(const State& s, double* out) const override { returns(std_state(s), out); }
  int winner(const State& s) const override;
  int table_result(const State& s) const override { return table_result(std_state(s)); }
  int victory_points(const State& s, int seat) const override { return victory_points(std_state(s), seat); }
  int public_victory_points(const State& s, int seat) const override {
    return victory_points(std_state(s), seat) - std_state(s).base.players[seat].dev[VictoryPoint];
  }
  int victory_target() const override { return opt().vp_target; }
  uint32_t turn(const State& s) const override { return std_state(s).turn; }
  std::string phase_name(const State& s) const override { return phase_name(std_state(s).phase); }
  void observe(const State& s, int seat, float* out) const override;
  std::string observe_text(const State& s, int seat) const override;
  void resample_hidden(State& s, int seat, Rng& rng) const override;
  const Topology& topology() const override { return board_.topo; }
  void draw_board(const State& s, SvgCanvas& canvas) const override;
  void draw_pieces(const State& s, int viewer, SvgCanvas& canvas) const override;
  using Game::chance_outcomes;
  using Game::is_chance;
  using Game::is_terminal;
  using Game::legal_actions;

  // ---- The same on the typed State, for module code ----
  int current_player(const StdState& s) const {
    return s.phase == Phase::GameOver ? kTerminalPlayer : is_chance(s) ? kChancePlayer : s.to_move;
  }
  bool is_chance(const StdState& s) const { return phase_chance_[int(s.phase)]; }
  // The name of a phase the rule set's modules declared ("" for another).
  const char* phase_name(Phase p) const { return phase_names_[int(p)]; }
  // The phase that j["phase"] names; ConfigError "<where>.phase: unknown phase '…'" for another.
  Phase phase_from_json(const nlohmann::json& j, const std::string& where) const;
  bool is_terminal(const StdState& s) const { return s.phase == Phase::GameOver; }
  int legal_actions(const StdState& s, Action* out) const;
  int chance_outcomes(const StdState& s, ChanceOutcome* out) const;
  Action sample_chance(const StdState& s, Rng& rng) const;
  void apply(StdState& s, Action a) const;
  void returns(const StdState& s, double* out) const;
  int table_result(const StdState& s) const;
  int victory_points(const StdState& s, int player) const {
    int vp = s.base.players[player].vp_total();
    for (const Module* m : vp_modules_) vp += m->extra_vp(*this, s, player);
    return vp;
  }
  // Do the modules let the seat win at the VP target (Module::may_win)?
  bool may_win(const StdState& s, int player) const {
    for (const Module* m : win_hooks_)
      if (!m->may_win(*this, s, player)) return false;
    return true;
  }
  // The base module, first in every rule set (its block handles: base_blocks, base_rules.h).
  const BaseRules& base() const { return *base_; }
  // The rule set's module of type M (std::logic_error if absent). Found by dynamic_cast once per
  // type, then by the type's key: module code asks on hot paths (a search's leaf values).
  template <class M>
  const M& module() const {
    const int key = kTypeKey<M>;
    if (key >= kMaxTypeKeys) throw std::logic_error("more slice, options and module types than kMaxTypeKeys");
    const Module* found = module_by_key_[key].load(std::memory_order_relaxed);
    if (!found) {
      found = find_module<M>();
      module_by_key_[key].store(found, std::memory_order_relaxed);  // every thread finds the same one
    }
    return static_cast<const M&>(*found);
  }
  // A module's slice of the State (the rule set has the module).
  template <class T>
  T& slice(StdState& s) const {
    return *reinterpret_cast<T*>(reinterpret_cast<std::byte*>(&s) + slice_offset_[kTypeKey<T>]);
  }
  template <class T>
  const T& slice(const StdState& s) const {
    return *reinterpret_cast<const T*>(reinterpret_cast<const std::byte*>(&s) + slice_offset_[kTypeKey<T>]);
  }
  // A module's options (the rule set has the module).
  template <class T>
  const T& options() const {
    return *static_cast<const T*>(module_options_[kTypeKey<T>]);
  }
  template <class T>
  bool has_slice() const {
    return slice_offset_[kTypeKey<T>] > 0;
  }

  // Recomputes every cache from the pieces on the board.
  void rebuild_caches(StdState& s) const;
  void rebuild_caches(State& s) const override { rebuild_caches(std_state(s)); }

  // Hook fan-out, for modules.
  // (The hooks of every turn are inline: most rule sets have no subscriber to them.)
  void notify_roll(StdState& s, int roll) const {
    for (const Module* m : roll_hooks_) m->on_roll(*this, s, roll);
  }
  void notify_build(StdState& s, Piece piece, int where, int player) const {
    for (const Module* m : build_hooks_) m->on_build(*this, s, piece, where, player);
  }
  // The turn-end hooks after `after` (null: all); true if one holds the turn's end.
  bool notify_turn_end(StdState& s, const Module* after = nullptr) const;
  void notify_turn_start(StdState& s) const {
    for (const Module* m : turn_start_hooks_) m->on_turn_start(*this, s);
  }
  // The produce hooks (Module::on_produce); true if one holds the roll.
  bool notify_produce(StdState& s, int roll, uint64_t& received) const {
    bool held = false;
    for (const Module* m : produce_hooks_) held |= m->on_produce(*this, s, roll, received);
    return held;
  }
  // A held roll goes on with the module that answers the dice (Module::resume_roll).
  void resume_roll(StdState& s) const;
  // The path pieces the modules would let the seat lay now for free (Module::path_pieces_open).
  int path_pieces_open(const StdState& s, int player) const {
    int n = 0;
    for (const Module* m : path_hooks_) n += m->path_pieces_open(*this, s, player);
    return n;
  }
  void notify_trade(StdState& s, int partner) const;  // partner -1: a new offer opened
  bool holds_asked(const StdState& s, int seat) const;  // every module's part of what the offer asks

 protected:
  void write_json(const State& s, nlohmann::json& j) const override;
  State read_json(const nlohmann::json& j) const override;
  void validate_fields(const State& s) const override;
  int state_size() const override { return state_size_; }

 private:
  // The option tables of the base game ("options") and of each module (its name).
  struct OptionSection {
    std::string name;
    std::vector<OptionSpec> fields;
    std::vector<PurchaseSpec> purchases;
    Module* module;  // reads the section's other entries (none for the base game's)
  };
  std::vector<OptionSection> option_sections() const;
  // Where the slice of type key `key` lies in `s`.
  const std::byte* slice_at(const StdState& s, int key) const {
    return reinterpret_cast<const std::byte*>(&s) + slice_offset_[key];
  }
  std::byte* slice_at(StdState& s, int key) const { return reinterpret_cast<std::byte*>(&s) + slice_offset_[key]; }
  void read_options();  // the rule set's sections, then its overrides
  template <class M>
  const M* find_module() const {
    for (const auto& m : modules_)
      if (const auto* found = dynamic_cast<const M*>(m.get())) return found;
    throw std::logic_error(rules().name + ": a module looked for one the rule set does not have");
  }

  Options options_;
  BoardSpec board_;
  int state_size_ = int(sizeof(StdState));
  std::array<int, kMaxTypeKeys> slice_offset_{};  // by slice key; 0: the rule set has no such slice
  std::array<const void*, kMaxTypeKeys> module_options_{};  // by options key, in the modules
  mutable std::array<std::atomic<const Module*>, kMaxTypeKeys> module_by_key_{};  // module<M>()'s answers, by M's key
  std::array<const char*, kMaxPhases> phase_names_{};  // by phase id, as the modules declare them
  std::array<uint8_t, kMaxPhases> phase_chance_{};
  std::vector<std::unique_ptr<Module>> modules_;
  // By id: its block's handler, first id and declaring module (the handler's `self`).
  struct IdRule {
    BlockApply apply;
    Action first;
    const Module* owner;
  };
  std::vector<IdRule> id_rules_;
  const BaseRules* base_ = nullptr;  // the first module of every rule set
  // The base module when it is the rule set's only one: the playout's calls go to it directly
  // (BaseRules is final, so they are not virtual).
  const BaseRules* base_alone_ = nullptr;
  // Subscribers per event hook (Module::hooks()); the end check runs every step.
  std::vector<const Module*> roll_hooks_, build_hooks_, turn_end_hooks_, turn_start_hooks_, vp_modules_;
  std::vector<const Module*> filter_hooks_, returns_hooks_, trade_hooks_, produce_hooks_, path_hooks_;
  std::vector<const Module*> win_hooks_;
};

// The standard family's Game behind a generic one (ConfigError if it is of another family).
const StdGame& std_game(const Game& g);

}  // namespace catanlab
