#include "envs/vec_env_core.h"

#include <algorithm>
#include <cstring>
#include <fmt/format.h>

#include "agents/agent_registry.h"
#include "core/config_error.h"
#include "core/engine/game.h"

namespace catanlab {

Rows Rows::at(const Game& g, size_t r) const {
  auto shift = [r](auto* p, size_t width) { return p ? p + r * width : nullptr; };
  return {shift(obs, g.observation_size()), shift(mask, g.num_actions()), shift(rewards, g.num_players()),
          shift(done, 1), shift(player, 1), shift(env_id, 1), shift(action, 1), shift(reward, 1),
          shift(terminated, 1), shift(truncated, 1), shift(final_obs, g.observation_size())};
}

VecEnvCore::VecEnvCore(std::shared_ptr<const Game> game, int num_envs, const std::vector<std::string>& seat_agents)
    : game_(std::move(game)), envs_(std::max(num_envs, 0)) {
  const int n = game_->num_players();
  for (const OptionValue& o : game_->options())
    if (o.name == "turn_cap") turn_cap_ = o.value;
  if (num_envs < 1) throw ConfigError(fmt::format("num_envs must be at least 1, not {}", num_envs));
  if (int(seat_agents.size()) != n)
    throw ConfigError(fmt::format("{} seat agents given for a {}-player game", seat_agents.size(), n));
  if (std::all_of(seat_agents.begin(), seat_agents.end(), [](const std::string& s) { return !s.empty(); }))
    throw ConfigError("every seat is a built-in agent: at least one seat must be external");
  for (Slot& e : envs_) {
    e.drivers.resize(n);
    e.agents.resize(n);
    for (int p = 0; p < n; ++p)
      if (!seat_agents[p].empty()) (e.agents[p] = make_agent(seat_agents[p]))->check_game(*game_);
    e.legal.resize(game_->num_actions());
  }
}

void VecEnvCore::start_game(Slot& e, uint64_t seed) const {
  e.seed = seed;
  e.state = game_->new_game(seed);
  e.chance = Rng(derive_seed(seed, 1));
  for (size_t p = 0; p < e.agents.size(); ++p) {
    e.drivers[p] = Rng(derive_seed(seed, 100 + p));
    if (e.agents[p]) e.agents[p]->reset(derive_seed(seed, 100 + p));
  }
}

VecEnvCore::StepInfo VecEnvCore::reset_state(int env, uint64_t base) {
  Slot& e = envs_[env];
  start_game(e, base + uint64_t(env));
  StepInfo info;
  advance(e, info);
  return info;
}

void VecEnvCore::advance(Slot& e, StepInfo& info) const {
  const Game& g = *game_;
  for (;;) {
    State& s = e.state;
    if (g.is_terminal(s)) {
      double r[kMaxSeats];
      g.returns(s, r);
      bool winner = false;
      for (int p = 0; p < g.num_players(); ++p) {
        info.rewards[p] = float(r[p]);
        winner = winner || r[p] != 0;
      }
      info.done = true;
      info.truncated = !winner && turn_cap_ > 0 && int(g.turn(s)) >= turn_cap_;
      e.final = s;
      // The next game of this env: seeds stride by num_envs so no two envs share one.
      start_game(e, e.seed + uint64_t(num_envs()));
    } else if (g.is_chance(s)) {
      g.apply(s, g.sample_chance(s, e.chance));
    } else if (Agent* agent = e.agents[g.current_player(s)].get()) {
      g.apply(s, agent->act(g, s));
    } else {
      break;
    }
  }
  e.num_legal = g.legal_actions(e.state, e.legal.data());
}

void VecEnvCore::check_action(int env, Action a) const {
  const Slot& e = envs_[env];
  if (std::binary_search(e.legal.begin(), e.legal.begin() + e.num_legal, a)) return;
  const Game& g = *game_;
  if (a < 0 || a >= g.num_actions())
    throw IllegalAction(fmt::format("env {}: action id {} is out of range 0..{}", env, a, g.num_actions() - 1));
  throw IllegalAction(fmt::format("env {}: '{}' is not legal in phase {} (player {} to move)", env, g.action_name(a),
                                  g.phase_name(e.state), g.current_player(e.state)));
}

VecEnvCore::StepInfo VecEnvCore::step_state(int env, Action a, bool random) {
  Slot& e = envs_[env];
  if (random) a = e.legal[e.drivers[game_->current_player(e.state)].below(uint32_t(e.num_legal))];
  StepInfo info;
  info.action = a;
  info.actor = game_->current_player(e.state);
  game_->apply(e.state, a);
  advance(e, info);
  return info;
}

void VecEnvCore::write_row(int env, const StepInfo& info, const Rows& out) const {
  const Game& g = *game_;
  const Slot& e = envs_[env];
  const int seat = g.current_player(e.state);
  if (out.obs) g.observe(e.state, seat, out.obs);
  if (out.mask) {
    std::memset(out.mask, 0, g.num_actions());
    for (int i = 0; i < e.num_legal; ++i) out.mask[e.legal[i]] = 1;
  }
  if (out.rewards) std::copy_n(info.rewards, g.num_players(), out.rewards);
  if (out.done) *out.done = info.done;
  if (out.player) *out.player = seat;
  if (out.env_id) *out.env_id = env;
  if (out.action) *out.action = info.action;
  const bool moved_and_ended = info.done && info.actor >= 0;
  if (out.reward) *out.reward = moved_and_ended ? info.rewards[info.actor] : 0.0f;
  if (out.terminated) *out.terminated = info.done && !info.truncated;
  if (out.truncated) *out.truncated = info.truncated;
  if (out.final_obs && moved_and_ended) g.observe(e.final, info.actor, out.final_obs);
}

}  // namespace catanlab
