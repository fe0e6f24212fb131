#include "core/engine/game.h"

#include <cstring>
#include <fmt/format.h>

#include "core/config_error.h"
#include "core/engine/module_registry.h"

namespace catanlab {

const char* phase_name(Phase p) {
  static const char* names[kNumPhases] = {
      "setup_settlement", "setup_road",      "pre_roll",         "main",          "discard",
      "move_robber",      "choose_victim",   "road_building",    "year_of_plenty", "trade_build",
      "trade_respond",    "trade_choose",    "ck_alchemist",     "ck_pillage",    "ck_choose_deck",
      "ck_discard_progress", "ck_aqueduct",  "ck_knight_target", "ck_relocate",   "ck_metropolis",
      "ck_inventor",      "ck_smith",        "ck_give_cards",    "ck_take_cards", "ck_spy_take",
      "ck_deserter_remove", "ck_deserter_place", "lotc_setup_city", "lotc_bribery_knight", "lotc_mission", "lotc_cavalry", "lotc_buy_battle", "lotc_interrupt", "lotc_aegis_token", "lotc_lea", "lotc_setup_knight", "lotc_east_road", "roll_dice",  "steal_card",
      "draw_dev",         "ck_roll_event",   "ck_draw_progress", "lotc_direction", "lotc_south_draw", "lotc_mercy_draw", "lotc_battle_draw", "lotc_fort_draw", "game_over"};
  return names[int(p)];
}

Game::Game(RuleSet rules, int num_players) : rules_(std::move(rules)), num_players_(num_players) {
  if (num_players_ == 0) num_players_ = rules_.default_players;
  if (num_players_ < rules_.min_players || num_players_ > rules_.max_players)
    throw ConfigError(fmt::format("rule set '{}' takes {}-{} players, not {}", rules_.name, rules_.min_players,
                                  rules_.max_players, num_players_));
  std::string board = rules_.board;
  if (auto at = board.find("{players}"); at != std::string::npos) board.replace(at, 9, std::to_string(num_players_));
  board_ = load_board_file(config_dir() + "/boards/" + board + ".json");
  for (const std::string& m : rules_.modules) {
    modules_.push_back(make_module(m, rules_.name));
    const Module* mod = modules_.back().get();
    if (mod->hooks() & kHookRoll) roll_hooks_.push_back(mod);
    if (mod->hooks() & kHookBuild) build_hooks_.push_back(mod);
    if (mod->hooks() & kHookTurnEnd) turn_end_hooks_.push_back(mod);
    if (mod->hooks() & kHookTurnStart) turn_start_hooks_.push_back(mod);
    if (mod->hooks() & kHookExtraVp) vp_modules_.push_back(mod);
    if (mod->hooks() & kHookShip) ship_hooks_.push_back(mod);
    if (mod->hooks() & kHookFilter) filter_hooks_.push_back(mod);
    if (mod->hooks() & kHookReturns) returns_hooks_.push_back(mod);
    if (mod->hooks() & kHookProduce) produce_hooks_.push_back(mod);
    if (mod->hooks() & kHookRelocate) relocate_hooks_.push_back(mod);
    if (mod->hooks() & kHookTrade) trade_hooks_.push_back(mod);
  }

  uint64_t h = 1469598103934665603ull;
  auto mix = [&](uint64_t x) { h = (h ^ x) * 1099511628211ull; };
  for (auto& m : modules_) {
    m->bind(num_actions_, num_chance_);
    num_actions_ += m->num_actions(*this);
    num_chance_ += m->num_chance_outcomes(*this);
    observation_size_ += m->observation_size(*this);
    for (const char* c = m->name(); *c; ++c) mix(uint8_t(*c));
  }
  if (num_actions_ > kMaxActions)
    throw ConfigError(fmt::format("rule set '{}' has {} actions; at most {} are supported", rules_.name, num_actions_,
                                  kMaxActions));
  // Chance ids follow the decisions.
  for (auto& m : modules_) m->bind(m->first_action(), num_actions_ + m->first_chance());
  for (auto& m : modules_) {
    for (int i = 0; i < m->num_actions(*this); ++i) names_.push_back(m->action_name(*this, i));
  }
  for (auto& m : modules_) {
    for (int i = 0; i < m->num_chance_outcomes(*this); ++i) names_.push_back(m->chance_name(*this, i));
  }
  for (Action a = 0; a < Action(names_.size()); ++a) ids_.emplace(names_[a], a);

  mix(uint64_t(num_players_));
  mix(uint64_t(board_.topo.num_hexes) << 20 | uint64_t(board_.topo.num_vertices) << 10 | board_.topo.num_edges);
  for (const OptionInfo& o : option_table()) mix(uint64_t(*o.field(rules_.options)));
  for (const Cost& c : rules_.options.costs)
    for (uint8_t x : c) mix(x);
  for (uint8_t x : rules_.options.progress_deck) mix(x);
  mix(sizeof(State));
  fingerprint_ = h;
}

std::shared_ptr<const Game> Game::load(const std::string& ruleset, int num_players,
                                       const std::map<std::string, int>& options) {
  return std::make_shared<const Game>(load_ruleset(ruleset, options), num_players);
}

State Game::new_game(uint64_t seed) const {
  State s;
  s.num_players = uint8_t(num_players_);
  s.layout = opt().shuffle_board ? board_.layout_for_seed(seed) : board_.layout;
  for (auto& m : modules_) m->setup(*this, s);
  return s;
}

int Game::legal_actions(const State& s, Action* out) const {
  ActionList list{out};
  if (is_chance(s) || is_terminal(s)) return 0;
  if (modules_.size() == 1) {
    modules_.front()->legal_actions(*this, s, list);
    return list.size;
  }
  for (auto& m : modules_) m->legal_actions(*this, s, list);
  for (const Module* m : filter_hooks_) m->filter_legal(*this, s, list);
  return list.size;
}

std::vector<Action> Game::legal_actions(const State& s) const {
  std::vector<Action> v(num_actions_);
  v.resize(legal_actions(s, v.data()));
  return v;
}

void Game::legal_mask(const State& s, uint8_t* mask) const {
  std::memset(mask, 0, num_actions_);
  Action buf[kMaxActions];
  int n = legal_actions(s, buf);
  for (int i = 0; i < n; ++i) mask[buf[i]] = 1;
}

bool Game::is_legal(const State& s, Action a) const {
  if (is_terminal(s)) return false;
  if (is_chance(s)) {
    for (const ChanceOutcome& o : chance_outcomes(s))
      if (o.id == a) return true;
    return false;
  }
  for (Action x : legal_actions(s))
    if (x == a) return true;
  return false;
}

// Last module first: a later module may take over an earlier one's chance phase.
int Game::chance_outcomes(const State& s, ChanceOutcome* out) const {
  for (size_t i = modules_.size(); i-- > 0;)
    if (int n = modules_[i]->chance_outcomes(*this, s, out)) return n;
  return 0;
}

std::vector<ChanceOutcome> Game::chance_outcomes(const State& s) const {
  std::vector<ChanceOutcome> v(num_chance_);
  v.resize(chance_outcomes(s, v.data()));
  return v;
}

Action Game::sample_chance(const State& s, Rng& rng) const {
  if (modules_.size() == 1) return modules_.front()->sample_chance(*this, s, rng);
  for (size_t i = modules_.size(); i-- > 0;)
    if (Action a = modules_[i]->sample_chance(*this, s, rng); a >= 0) return a;
  return -1;
}

const Module& Game::find_owner(Action a) const {
  if (a >= num_actions_) {
    for (size_t i = modules_.size(); i-- > 0;)
      if (a >= modules_[i]->first_chance()) return *modules_[i];
  }
  for (size_t i = modules_.size(); i-- > 0;)
    if (a >= modules_[i]->first_action()) return *modules_[i];
  return *modules_.front();
}

void Game::apply(State& s, Action a) const {
  owner_of_action(a).apply(*this, s, a);
  // The end check: the active player wins on reaching the target on their own turn.
  if (s.phase != Phase::GameOver && s.phase > Phase::SetupRoad &&
      victory_points(s, s.turn_player) >= opt().vp_target) {
    s.winner = s.turn_player;
    s.phase = Phase::GameOver;
  }
}

void Game::apply_checked(State& s, Action a) const {
  if (a < 0 || a >= num_ids())
    throw IllegalAction(fmt::format("action id {} is out of range 0..{}", a, num_ids() - 1));
  if (!is_legal(s, a))
    throw IllegalAction(fmt::format("'{}' is not legal in phase {} ({})", action_name(a), phase_name(s.phase),
                                    is_chance(s)     ? std::string("a chance node")
                                    : is_terminal(s) ? std::string("the game is over")
                                                     : fmt::format("player {} to move", s.to_move)));
  apply(s, a);
}

void Game::returns(const State& s, double* out) const {
  for (const Module* m : returns_hooks_)
    if (m->returns(*this, s, out)) return;
  for (int p = 0; p < num_players_; ++p) out[p] = (s.phase == Phase::GameOver && s.winner == p) ? 1.0 : 0.0;
}

int Game::table_result(const State& s) const {
  for (const Module* m : returns_hooks_)
    if (int r = m->table_result(*this, s); r >= 0) return r;
  return -1;
}

void Game::observe(const State& s, int player, float* out) const {
  std::memset(out, 0, sizeof(float) * observation_size_);
  for (auto& m : modules_) {
    m->observe(*this, s, player, out);
    out += m->observation_size(*this);
  }
}

std::string Game::observe_text(const State& s, int player) const {
  std::string text;
  for (auto& m : modules_) m->observe_text(*this, s, player, text);
  return text;
}

void Game::resample_hidden(State& s, int player, Rng& rng) const {
  for (auto& m : modules_) m->resample_hidden(*this, s, player, rng);
}

std::vector<Action> Game::look_alikes(const State& before, Action a, int viewer) const {
  const bool chance = is_chance(before);
  std::vector<Action> open, out;
  if (chance)
    for (const ChanceOutcome& o : chance_outcomes(before)) open.push_back(o.id);
  else
    open = legal_actions(before);
  auto observed = [&](Action x, int seat) {
    State t = before;
    apply(t, x);
    std::vector<float> obs(observation_size_);
    observe(t, seat, obs.data());
    return obs;
  };
  const int actor = current_player(before);
  const std::vector<float> seen = observed(a, viewer), done = chance ? seen : observed(a, actor);
  for (Action x : open)
    if (x != a && observed(x, viewer) == seen && (chance || observed(x, actor) != done)) out.push_back(x);
  return out;
}

const std::string& Game::action_name(Action id) const {
  if (id < 0 || id >= Action(names_.size())) throw std::out_of_range(fmt::format("no action with id {}", id));
  return names_[id];
}

std::optional<Action> Game::action_id(std::string_view name) const {
  auto it = ids_.find(std::string(name));
  if (it == ids_.end()) return std::nullopt;
  return it->second;
}

void Game::rebuild_caches(State& s) const {
  for (auto& m : modules_) m->rebuild_caches(*this, s);
}

void Game::notify_roll(State& s, int roll) const {
  for (const Module* m : roll_hooks_) m->on_roll(*this, s, roll);
}
void Game::notify_build(State& s, Piece piece, int where, int player) const {
  for (const Module* m : build_hooks_) m->on_build(*this, s, piece, where, player);
}
void Game::notify_produce(State& s, int roll, Owed& owed) const {
  for (const Module* m : produce_hooks_) m->on_produce(*this, s, roll, owed);
}

void Game::widen_relocation(const State& s, int from, VertexSet& targets) const {
  for (const Module* m : relocate_hooks_) m->widen_relocation(*this, s, from, targets);
}
void Game::notify_turn_end(State& s) const {
  for (const Module* m : turn_end_hooks_) m->on_turn_end(*this, s);
}
void Game::notify_turn_start(State& s) const {
  for (const Module* m : turn_start_hooks_) m->on_turn_start(*this, s);
}

bool Game::notify_ship(State& s) const {
  for (const Module* m : ship_hooks_)
    if (m->on_ship(*this, s)) return true;
  return false;
}

void Game::notify_trade(State& s, int partner) const {
  for (const Module* m : trade_hooks_) m->on_trade(*this, s, partner);
}

bool Game::holds_asked(const State& s, int seat) const {
  for (const Module* m : trade_hooks_)
    if (!m->holds_asked(*this, s, seat)) return false;
  return true;
}

void Game::render_svg(const State& s, int viewer, SvgCanvas& canvas) const {
  for (const auto& m : modules_) m->render_svg(*this, s, viewer, canvas);
}

}  // namespace catanlab
