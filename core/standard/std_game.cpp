#include "core/standard/std_game.h"

#include <algorithm>
#include <climits>
#include <cstddef>
#include <cstring>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "core/config_error.h"
#include "core/did_you_mean.h"
#include "core/base/base_rules.h"
#include "core/standard/module_registry.h"
#include "core/engine/registry.h"
#include "core/render/render.h"

namespace catanlab {

StdGame::StdGame(RuleSet rules, int num_players) : Game(std::move(rules), num_players) {
  static_assert(kStdSeats <= kMaxSeats);
  num_players_ = seats_for(rules_, num_players_, kStdSeats);
  if (rules_.modules.empty() || rules_.modules.front() != "base")
    throw ConfigError(rules_.path + ": 'modules' must start with \"base\"");
  board_ = load_board_file(config_dir() + "/boards/" + board_for(rules_, num_players_) + ".json");
  for (const std::string& m : rules_.modules) {
    modules_.push_back(make_module(m, rules_.name));
    const Module* mod = modules_.back().get();
    if (rules_.max_players > mod->max_seats())
      throw ConfigError(fmt::format("{}: 'players': module {} takes at most {} players", rules_.path, m, mod->max_seats()));
    if (const char* base = mod->extends()) {
      auto extended = std::find_if(modules_.begin(), modules_.end() - 1, [&](const auto& x) { return x->name() == std::string(base); });
      if (extended == modules_.end() - 1)
        throw ConfigError(fmt::format("rule set '{}': modules: {} extends {}, which must come before it", rules_.name, m, base));
      modules_.back()->extend(**extended);
    }
    if (mod->hooks() & kHookRoll) roll_hooks_.push_back(mod);
    if (mod->hooks() & kHookBuild) build_hooks_.push_back(mod);
    if (mod->hooks() & kHookTurnEnd) turn_end_hooks_.push_back(mod);
    if (mod->hooks() & kHookTurnStart) turn_start_hooks_.push_back(mod);
    if (mod->hooks() & kHookExtraVp) vp_modules_.push_back(mod);
    if (mod->hooks() & kHookFilter) filter_hooks_.push_back(mod);
    if (mod->hooks() & kHookReturns) returns_hooks_.push_back(mod);
    if (mod->hooks() & kHookTrade) trade_hooks_.push_back(mod);
    if (mod->hooks() & kHookProduce) produce_hooks_.push_back(mod);
    if (mod->hooks() & kHookPaths) path_hooks_.push_back(mod);
    if (mod->hooks() & kHookMayWin) win_hooks_.push_back(mod);
  }
  read_options();

  // Each module's phases, in the id ranges they own.
  phase_names_.fill("");
  for (const auto& m : modules_)
    for (const PhaseSpec& p : m->phases()) {
      if (*phase_names_[int(p.id)])
        throw std::logic_error(fmt::format("module {}: phase {} ({}) is {} already", m->name(), int(p.id), p.name,
                                           phase_names_[int(p.id)]));
      phase_names_[int(p.id)] = p.name;
      phase_chance_[int(p.id)] = p.chance;
    }

  // The base slice lies in StdState; module slices after it, each at a multiple of its
  // alignment; the bytes between stay zero.
  slice_offset_[kTypeKey<BaseSlice>] = int(offsetof(StdState, base));
  for (const auto& m : modules_) {
    const SliceSpec spec = m->slice();
    if (spec.size == 0) continue;
    if (spec.key >= kMaxTypeKeys) throw std::logic_error("more slice types than kMaxTypeKeys");
    state_size_ = (state_size_ + spec.align - 1) / spec.align * spec.align;
    slice_offset_[spec.key] = state_size_;
    state_size_ += spec.size;
  }

  uint64_t h = 1469598103934665603ull;
  auto mix = [&](uint64_t x) { h = (h ^ x) * 1099511628211ull; };
  // Each module's action blocks with their handlers, in rule-set order.
  BlockTable blocks(actions_);
  std::vector<const Module*> block_owner;
  for (auto& m : modules_) {
    m->declare(blocks, *this);
    block_owner.resize(size_t(actions_.num_blocks()), m.get());
    observation_size_ += m->observation_size(*this);
    for (const char* c = m->name(); *c; ++c) mix(uint8_t(*c));
  }
  blocks.finish();
  for (Action a = 0; a < num_ids(); ++a) {
    const ActionSpace::Block b = actions_.block_of(a);
    id_rules_.push_back({blocks.apply(b), actions_.first(b), block_owner[size_t(b)]});
  }
  base_ = dynamic_cast<const BaseRules*>(modules_.front().get());
  if (modules_.size() == 1) base_alone_ = base_;
  for (auto& m : modules_) m->numbered(*this);

  mix(uint64_t(num_players_));
  mix(uint64_t(board_.topo.num_hexes) << 20 | uint64_t(board_.topo.num_vertices) << 10 | board_.topo.num_edges);
  for (const OptionValue& o : options()) mix(uint64_t(o.value));
  for (const OptionSection& section : option_sections())
    for (const PurchaseSpec& p : section.purchases)
      for (uint8_t x : *p.cost) mix(x);
  for (const auto& m : modules_) {
    std::vector<std::string> lines;
    m->describe(lines);
    for (const std::string& line : lines)
      for (char c : line) mix(uint8_t(c));
  }
  mix(uint64_t(state_size_));
  fingerprint_ = h;
}

std::shared_ptr<const StdGame> StdGame::load(const std::string& ruleset, int num_players,
                                             const std::map<std::string, int>& options) {
  auto g = Game::load(ruleset, num_players, options);
  std_game(*g);  // throws for another family
  return std::static_pointer_cast<const StdGame>(g);
}

void register_standard() {
  register_family(std::string(StdGame::kFamily), [](RuleSet rules, int players) -> std::shared_ptr<const Game> {
    return std::make_shared<const StdGame>(std::move(rules), players);
  });
}

const StdGame& std_game(const Game& g) {
  if (g.family() != StdGame::kFamily) throw ConfigError("rule set '" + g.rules().name + "' is not of the standard family");
  return static_cast<const StdGame&>(g);
}

std::vector<StdGame::OptionSection> StdGame::option_sections() const {
  // The tables point into options_ and the modules, which this Game owns: reading them changes nothing.
  auto& self = const_cast<StdGame&>(*this);
  std::vector<OptionSection> sections = {{"options", base_options(self.options_), base_purchases(self.options_), nullptr}};
  for (auto& m : self.modules_)
    if (OptionTable t = m->options(); t.key >= 0)
      sections.push_back({m->name(), std::move(t.fields), std::move(t.purchases), m.get()});
  return sections;
}

std::vector<OptionValue> StdGame::options() const {
  std::vector<OptionValue> out;
  for (const OptionSection& section : option_sections())
    for (const OptionSpec& o : section.fields) out.push_back({o.name, o.help, *o.value, o.min, o.max});
  return out;
}

void StdGame::read_options() {
  for (auto& m : modules_)
    if (OptionTable t = m->options(); t.key >= 0) {
      if (t.key >= kMaxTypeKeys) throw std::logic_error("more option types than kMaxTypeKeys");
      module_options_[t.key] = t.values;
    }
  auto set = [](const OptionSpec& o, int value, const std::string& where) {
    if (value < o.min || value > o.max)
      throw ConfigError(fmt::format("{}: option '{}' = {} is outside {}..{}", where, o.name, value, o.min, o.max));
    *o.value = value;
  };
  const std::vector<OptionSection> sections = option_sections();
  auto known = [&](const OptionSection& section) {
    std::vector<std::string> names;
    for (const OptionSpec& o : section.fields) names.push_back(o.name);
    return fmt::format("{}", fmt::join(names, ", "));
  };
  // Each section of the file: "options" for the base game, the module's name for a module.
  const nlohmann::json& file = *rules_.file;
  // Any other key is a mistake (a section misspelt, or moved into a module's section), not a no-op.
  std::vector<std::string> keys = {"description", "family", "board", "modules", "players", "default_players", "boards", "costs", "by_players"};
  for (const OptionSection& section : sections) keys.push_back(section.name);
  for (auto& [key, value] : file.items())
    if (std::find(keys.begin(), keys.end(), key) == keys.end())
      throw ConfigError(fmt::format("{}: unknown key '{}' (keys: {})", rules_.path, key, fmt::join(keys, ", ")));
  // The sections of `src` (the file, or its part for this many players), named `at` in errors.
  auto read_sections = [&](const nlohmann::json& src, const std::string& at) {
    for (const OptionSection& section : sections) {
      if (!src.contains(section.name)) continue;
      const nlohmann::json& j = src[section.name];
      const std::string where = at + section.name;
      if (!j.is_object()) throw ConfigError(where + " must be an object");
      for (auto& [key, value] : j.items()) {
        auto o = std::find_if(section.fields.begin(), section.fields.end(), [&](const OptionSpec& f) { return key == f.name; });
        if (o == section.fields.end()) {
          if (section.module && section.module->read_entry(key, value, where + "." + key)) continue;
          throw ConfigError(fmt::format("{}: unknown option '{}' (options: {})", where, key, known(section)));
        }
        if (!value.is_number_integer() && !value.is_boolean())
          throw ConfigError(where + "." + key + " must be an integer or a boolean");
        if (value.is_number_integer() && (value.get<int64_t>() < INT32_MIN || value.get<int64_t>() > INT32_MAX))
          throw ConfigError(where + "." + key + " is out of range");
        set(*o, value.is_boolean() ? int(value.get<bool>()) : value.get<int>(), where);
      }
    }
  };
  read_sections(file, rules_.path + ": ");
  // "by_players": {"3": {"options": {"vp_target": 17}}}: sections for a player count, read after the file's.
  if (file.contains("by_players")) {
    const nlohmann::json& by = file["by_players"];
    const std::string at = rules_.path + ": by_players";
    if (!by.is_object()) throw ConfigError(at + " must be an object");
    for (auto& [key, part] : by.items()) {
      const bool seats = key.size() == 1 && key[0] >= '0' + rules_.min_players && key[0] <= '0' + rules_.max_players;
      if (!seats) throw ConfigError(fmt::format("{}: '{}' is not a player count of the rule set", at, key));
      if (!part.is_object()) throw ConfigError(fmt::format("{}.{} must be an object", at, key));
      for (auto& [name, value] : part.items())
        if (std::none_of(sections.begin(), sections.end(), [&](const OptionSection& x) { return x.name == name; }))
          throw ConfigError(fmt::format("{}.{}: unknown section '{}'", at, key, name));
    }
    if (by.contains(std::to_string(num_players_))) read_sections(by[std::to_string(num_players_)], at + "." + std::to_string(num_players_) + ".");
  }
  // "costs": {"road": {"lumber": 1, "brick": 1}, ...}; a listed purchase replaces its whole cost.
  if (file.contains("costs")) {
    if (!file["costs"].is_object()) throw ConfigError(rules_.path + ": 'costs' must be an object");
    for (auto& [item, cost] : file["costs"].items()) {
      const std::string at = rules_.path + ": costs." + item;
      Cost* target = nullptr;
      std::vector<std::string> names;
      for (const OptionSection& section : sections)
        for (const PurchaseSpec& p : section.purchases) {
          names.push_back(p.name);
          if (item == p.name) target = p.cost;
        }
      if (!target) throw ConfigError(fmt::format("{}: unknown purchase ({})", at, fmt::join(names, ", ")));
      *target = read_cost(cost, at);
    }
  }
  // Overrides by name (names are unique across the sections), or as "module.name".
  for (const auto& [key, value] : rules_.overrides) {
    const auto dot = key.find('.');
    const OptionSpec* found = nullptr;
    for (const OptionSection& section : sections) {
      if (dot != std::string::npos && key.substr(0, dot) != section.name) continue;
      const std::string name = dot == std::string::npos ? key : key.substr(dot + 1);
      for (const OptionSpec& o : section.fields)
        if (name == o.name) found = &o;
    }
    if (!found) {
      std::vector<std::string> all, names;
      for (const OptionSection& section : sections) {
        all.push_back(known(section));
        for (const OptionSpec& o : section.fields) names.push_back(o.name);
      }
      throw ConfigError(fmt::format("rule set {}: unknown option '{}'{} (options: {})", rules_.name, key,
                                    did_you_mean(key, names), fmt::join(all, ", ")));
    }
    set(*found, value, "rule set " + rules_.name);
  }
}

std::vector<std::string> StdGame::describe() const {
  std::vector<std::string> costs;
  for (const OptionSection& section : option_sections())
    for (const PurchaseSpec& p : section.purchases) {
      std::vector<std::string> parts;
      for (int r = 0; r < kNumResources; ++r)
        if (int n = (*p.cost)[r]) parts.push_back(fmt::format("{} {}", n, kResourceNames[r]));
      costs.push_back(fmt::format("{} {}", p.name, fmt::join(parts, " + ")));
    }
  std::vector<std::string> lines = {fmt::format("costs: {}", fmt::join(costs, "; "))};
  for (const auto& m : modules_) m->describe(lines);
  return lines;
}

State StdGame::new_game(uint64_t seed) const {
  State state(state_size_);
  StdState& s = *new (state.data()) StdState();
  s.num_players = uint8_t(num_players_);
  s.layout = opt().shuffle_board ? board_.layout_for_seed(seed) : board_.layout;
  for (auto& m : modules_) m->setup(*this, s);
  return state;
}

int StdGame::winner(const State& state) const {
  const StdState& s = std_state(state);
  return s.winner == kNobody ? -1 : s.winner;
}

int StdGame::legal_actions(const StdState& s, Action* out) const {
  ActionList list{out};
  if (is_chance(s) || is_terminal(s)) return 0;
  if (base_alone_) {
    base_alone_->legal_actions(*this, s, list);
    return list.size;
  }
  for (auto& m : modules_) m->legal_actions(*this, s, list);
  for (const Module* m : filter_hooks_) m->filter_legal(*this, s, list);
  return list.size;
}

// Last module first: a later module may take over an earlier one's chance phase.
int StdGame::chance_outcomes(const StdState& s, ChanceOutcome* out) const {
  for (size_t i = modules_.size(); i-- > 0;)
    if (int n = modules_[i]->chance_outcomes(*this, s, out)) return n;
  return 0;
}

Action StdGame::sample_chance(const StdState& s, Rng& rng) const {
  if (base_alone_) return base_alone_->sample_chance(*this, s, rng);
  for (size_t i = modules_.size(); i-- > 0;)
    if (Action a = modules_[i]->sample_chance(*this, s, rng); a >= 0) return a;
  return -1;
}

void StdGame::apply(StdState& s, Action a) const {
  const IdRule& rule = id_rules_[size_t(a)];
  rule.apply(*rule.owner, *this, s, a - rule.first);
  // The end check: the active player wins on reaching the target on their own turn (not in
  // another seat's special building phase after it), where every module lets it (may_win).
  if (s.phase != Phase::GameOver && s.phase > Phase::SetupRoad && !s.base.special_left &&
      victory_points(s, s.turn_player) >= opt().vp_target && may_win(s, s.turn_player)) {
    s.winner = s.turn_player;
    s.phase = Phase::GameOver;
  }
}

void StdGame::returns(const StdState& s, double* out) const {
  for (const Module* m : returns_hooks_)
    if (m->returns(*this, s, out)) return;
  for (int p = 0; p < num_players_; ++p) out[p] = (s.phase == Phase::GameOver && s.winner == p) ? 1.0 : 0.0;
}

int StdGame::table_result(const StdState& s) const {
  for (const Module* m : returns_hooks_)
    if (int r = m->table_result(*this, s); r >= 0) return r;
  return -1;
}

void StdGame::observe(const State& state, int player, float* out) const {
  const StdState& s = std_state(state);
  std::memset(out, 0, sizeof(float) * observation_size_);
  for (auto& m : modules_) {
    m->observe(*this, s, player, out);
    out += m->observation_size(*this);
  }
}

std::string StdGame::observe_text(const State& state, int player) const {
  const StdState& s = std_state(state);
  std::string text;
  for (auto& m : modules_) m->observe_text(*this, s, player, text);
  return text;
}

void StdGame::resample_hidden(State& state, int player, Rng& rng) const {
  StdState& s = std_state(state);
  for (auto& m : modules_) m->resample_hidden(*this, s, player, rng);
}

void StdGame::rebuild_caches(StdState& s) const {
  for (auto& m : modules_) m->rebuild_caches(*this, s);
}

bool StdGame::notify_turn_end(StdState& s, const Module* after) const {
  auto it = turn_end_hooks_.begin();
  if (after) it = std::find(turn_end_hooks_.begin(), turn_end_hooks_.end(), after) + 1;
  for (; it != turn_end_hooks_.end(); ++it)
    if ((*it)->on_turn_end(*this, s)) return true;
  return false;
}

void StdGame::resume_roll(StdState& s) const {
  for (size_t i = modules_.size(); i-- > 0;)
    if (modules_[i]->resume_roll(*this, s)) return;
}

void StdGame::notify_trade(StdState& s, int partner) const {
  for (const Module* m : trade_hooks_) m->on_trade(*this, s, partner);
}

bool StdGame::holds_asked(const StdState& s, int seat) const {
  for (const Module* m : trade_hooks_)
    if (!m->holds_asked(*this, s, seat)) return false;
  return true;
}

void StdGame::draw_board(const State& s, SvgCanvas& canvas) const {
  draw_hex_board(board_, std_state(s).layout, canvas);
}

void StdGame::draw_pieces(const State& state, int viewer, SvgCanvas& canvas) const {
  draw_panel_header(*this, state, viewer, canvas);
  const StdState& s = std_state(state);
  for (const auto& m : modules_) m->render_svg(*this, s, viewer, canvas);
}

}  // namespace catanlab
