// catanlab bench: random games on one thread, timing the engine itself
// (legal-move generation + apply + chance sampling). Domestic trade is off
// where the family has it, as peers measure it. Reports medians over batches,
// after 0.5 s of untimed games (a cold start is slow); --json prints one
// object. With --against R each batch follows one of R's, and the cost ratio
// is taken pair by pair. With --agent SPEC it times that agent's
// decisions instead, on positions from heuristic self-play (domestic trade
// on; random play where the family has no heuristic), and for searches their
// iterations/s. With --eval FILE it times a learned evaluator (a .nnue file):
// observe() and the net's evaluation on the same positions, apart.
#include <time.h>

#include <algorithm>
#include <chrono>
#include <fmt/format.h>
#include <memory>
#include <stdexcept>

#include "agents/agent_registry.h"
#include "agents/heuristic_agent.h"
#include "agents/heuristic_eval.h"
#include "agents/ismcts.h"
#include "agents/nnue/nnue_net.h"
#include "agents/random_agent.h"
#include "cli/commands.h"
#include "cli/values.h"
#include "selfplay/game_runner.h"

namespace catanlab::cli {

namespace {

// --agent's positions, at most: they are held in memory while the agent is timed.
constexpr int kMaxBenchPositions = 100'000;

// One game of uniformly random legal decisions and sampled chance: the engine
// alone (move generation, apply, chance), without agent or runner overhead.
// `legal` is the caller's, so that no game of a timed batch allocates.
GameCounts random_playout(const Game& g, uint64_t seed, ActionBuffer& legal) {
  State s = g.new_game(seed);
  Rng rng(seed);
  Action* buf = legal.fit(g);
  GameCounts n;
  for (int seat; (seat = g.current_player(s)) != kTerminalPlayer;) {
    if (seat == kChancePlayer) {
      g.apply(s, g.sample_chance(s, rng));
      ++n.chance;
    } else {
      const int k = g.legal_actions(s, buf);
      if (k == 0)  // an engine bug: report it rather than play on from a stale buffer
        throw std::logic_error(fmt::format("seed {}: no legal action in phase '{}'", seed, g.phase_name(s)));
      g.apply(s, buf[rng.below(uint32_t(k))]);
      ++n.decisions;
    }
  }
  return n;
}

// Seconds of CPU this thread has used: beside the wall clock, a figure that a shared host's
// scheduler does not stretch (old and new binaries compared on a loaded machine).
double thread_cpu_seconds() {
  timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return double(t.tv_sec) + 1e-9 * double(t.tv_nsec);
}

// Decision points with a real choice, every 7th, from heuristic self-play
// (random play for a family without the heuristic's value function).
std::vector<State> bench_positions(const Game& g, int count, uint64_t seed) {
  std::vector<State> out;
  HeuristicAgent heuristic;
  RandomAgent random;
  Agent& h = has_value_function(g) ? static_cast<Agent&>(heuristic) : random;
  Rng chance(seed);
  std::vector<Action> buf(size_t(g.num_actions()));
  for (uint64_t game = seed; int(out.size()) < count; ++game) {
    h.reset(game);
    State s = g.new_game(game);
    for (int step = 0; !g.is_terminal(s) && int(out.size()) < count; ++step) {
      if (g.is_chance(s)) {
        g.apply(s, g.sample_chance(s, chance));
        continue;
      }
      if (step % 7 == 0 && g.legal_actions(s, buf.data()) > 1) out.push_back(s);
      g.apply(s, h.act(g, s));
    }
  }
  return out;
}

int bench_agent(const std::string& rules, int players, const std::string& spec, int positions, uint64_t seed,
                bool json) {
  auto g = Game::load(rules, players);
  std::vector<State> states = bench_positions(*g, positions, seed);
  auto agent = make_agent(spec);
  agent->check_game(*g);
  auto start = std::chrono::steady_clock::now();
  const double cpu_start = thread_cpu_seconds();
  for (size_t i = 0; i < states.size(); ++i) {
    agent->reset(seed + i);
    agent->act(*g, states[i]);
  }
  const double cpu = thread_cpu_seconds() - cpu_start;
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  auto* search = dynamic_cast<IsmctsAgent*>(agent.get());
  double ips = search ? search->stats().iterations / search->stats().seconds : 0;
  double cpu_ips = search ? search->stats().iterations / cpu : 0;  // decisions' CPU time, the search's overhead included
  if (json)
    fmt::print("{{\"rules\": \"{}\", \"players\": {}, \"agent\": \"{}\", \"threads\": 1, \"positions\": {}, "
               "\"ms_per_decision\": {:.3f}, \"iterations_per_second\": {:.0f}, \"cpu_ms_per_decision\": {:.3f}, "
               "\"cpu_iterations_per_second\": {:.0f}}}\n",
               rules, g->num_players(), spec, states.size(), 1e3 * secs / states.size(), ips,
               1e3 * cpu / states.size(), cpu_ips);
  else
    fmt::print("{} on {} positions of {} ({} players), 1 thread: {:.3f} ms per decision ({:.3f} of CPU){}\n", spec,
               states.size(), rules, g->num_players(), 1e3 * secs / states.size(), 1e3 * cpu / states.size(),
               search ? fmt::format(", {:.0f} iterations/s ({:.0f} by CPU time)", ips, cpu_ips) : std::string());
  return 0;
}

double median_of(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

// Nanoseconds per observe() and per evaluation (values, and the hidden layer the prior reads), medians
// over batches. As in a search, each position is observed into one buffer and evaluated at once:
// a batch times observe() alone, then observe() and evaluate together; the difference is the net's.
int bench_eval(const std::string& rules, int players, const std::string& path, int positions, int batches,
               uint64_t seed, bool json) {
  auto g = Game::load(rules, players);
  auto net = load_nnue(path);
  net->check_game(*g);
  std::vector<State> states = bench_positions(*g, positions, seed);
  const size_t n = states.size();
  NnueNet::Scratch scratch;
  net->fit(scratch);
  float values[kMaxSeats], checksum = 0;  // read, so that no loop is optimised away
  std::vector<double> observe_ns, eval_ns;
  using Clock = std::chrono::steady_clock;
  for (int b = 0; b < batches; ++b) {
    auto start = Clock::now();
    for (size_t i = 0; i < n; ++i) {
      g->observe(states[i], g->current_player(states[i]), scratch.obs.data());
      checksum += scratch.obs[i % scratch.obs.size()];
    }
    auto mid = Clock::now();
    for (size_t i = 0; i < n; ++i) {
      g->observe(states[i], g->current_player(states[i]), scratch.obs.data());
      net->evaluate(scratch.obs.data(), scratch, values);
      checksum += values[0];
    }
    auto end = Clock::now();
    const double alone = std::chrono::duration<double, std::nano>(mid - start).count() / double(n);
    observe_ns.push_back(alone);
    eval_ns.push_back(std::chrono::duration<double, std::nano>(end - mid).count() / double(n) - alone);
  }
  const NnueHeader& h = net->header();
  if (json)
    fmt::print("{{\"rules\": \"{}\", \"players\": {}, \"eval\": \"{}\", \"hidden\": {}, \"threads\": 1, "
               "\"positions\": {}, \"ns_per_eval\": {:.1f}, \"ns_per_observe\": {:.1f}}}\n",
               rules, g->num_players(), path, h.hidden, n, median_of(eval_ns), median_of(observe_ns));
  else
    fmt::print("{} ({} and {} wide) on {} positions of {} ({} players), 1 thread: {:.0f} ns per evaluation, "
               "{:.0f} ns per observe (medians of {} batches){}\n",
               path, h.hidden, h.hidden2, n, rules, g->num_players(), median_of(eval_ns), median_of(observe_ns), batches,
               checksum == checksum ? "" : " (NaN values)");
  return 0;
}

// The rule set as the engine bench plays it: domestic trade off where the family has it (added to `sets`).
std::shared_ptr<const Game> bench_game(const std::string& rules, int players, std::map<std::string, int>& sets) {
  auto g = Game::load(rules, players, sets);
  const auto options = g->options();
  if (!sets.count("domestic_trade") &&
      std::any_of(options.begin(), options.end(), [](const OptionValue& o) { return o.name == "domestic_trade"; })) {
    sets.emplace("domestic_trade", 0);
    g = Game::load(rules, players, sets);
  }
  return g;
}

// One timed batch of random games.
struct Batch {
  double secs = 0, cpu_secs = 0;
  uint64_t steps = 0, decisions = 0;
};

Batch play_batch(const Game& g, uint64_t& seed, int games, ActionBuffer& legal) {
  Batch b;
  const auto start = std::chrono::steady_clock::now();
  const double cpu_start = thread_cpu_seconds();
  for (int i = 0; i < games; ++i) {
    GameCounts c = random_playout(g, seed++, legal);
    b.steps += c.decisions + c.chance;
    b.decisions += c.decisions;
  }
  b.secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  b.cpu_secs = thread_cpu_seconds() - cpu_start;
  return b;
}

// Random games of `rules`, medians over batches. With `against`, each batch follows one of that
// rule set's (its default player count, the same games every time): the cost ratio is taken pair by
// pair, so a host whose speed shifts between runs still gives each row's ratio from one moment.
int bench_engine(const std::string& rules, int players, std::map<std::string, int> sets, const std::string& against,
                 int games, int batches, uint64_t first_seed, bool json) {
  const auto g = bench_game(rules, players, sets);
  std::shared_ptr<const Game> ref;
  try {
    std::map<std::string, int> ref_sets;
    if (!against.empty()) ref = bench_game(against, 0, ref_sets);
  } catch (const ConfigError& e) {
    throw ConfigError(fmt::format("--against: {}", e.what()));
  }
  std::vector<double> ns_per_action, cpu_ns_per_action, games_per_sec, ratio, cpu_ratio;
  std::vector<double> ref_ns, ref_cpu_ns, ref_games_per_sec;  // the reference's own batches
  uint64_t total_steps = 0, total_decisions = 0, total_games = 0;
  uint64_t seed = first_seed, ref_seed = first_seed;
  ActionBuffer legal;
  // Untimed games first, for 0.5 s: a cold start (clock ramp, caches) slowed the first batches by a quarter.
  for (auto warm = std::chrono::steady_clock::now() + std::chrono::milliseconds(500);
       std::chrono::steady_clock::now() < warm;) {
    random_playout(*g, seed, legal);
    if (ref) random_playout(*ref, ref_seed, legal);
  }
  seed = ref_seed = first_seed;
  for (int b = 0; b < batches; ++b) {
    const Batch r = ref ? play_batch(*ref, ref_seed, games, legal) : Batch{};
    const Batch t = play_batch(*g, seed, games, legal);
    ns_per_action.push_back(t.secs * 1e9 / double(t.steps));
    cpu_ns_per_action.push_back(t.cpu_secs * 1e9 / double(t.steps));
    games_per_sec.push_back(games / t.secs);
    if (ref) {
      ref_ns.push_back(r.secs * 1e9 / double(r.steps));
      ref_cpu_ns.push_back(r.cpu_secs * 1e9 / double(r.steps));
      ref_games_per_sec.push_back(games / r.secs);
      ratio.push_back(ns_per_action.back() / ref_ns.back());
      cpu_ratio.push_back(cpu_ns_per_action.back() / ref_cpu_ns.back());
    }
    total_steps += t.steps;
    total_decisions += t.decisions;
    total_games += games;
  }
  const double apg = double(total_steps) / total_games, dpg = double(total_decisions) / total_games;
  const auto [lo, hi] = std::minmax_element(ns_per_action.begin(), ns_per_action.end());
  if (json) {
    const std::string paired =
        ref ? fmt::format(", \"against\": \"{}\", \"ratio\": {:.3f}, \"cpu_ratio\": {:.3f}, \"min_ratio\": {:.3f}, "
                          "\"max_ratio\": {:.3f}, \"against_ns_per_action\": {:.2f}, \"against_cpu_ns_per_action\": {:.2f}, "
                          "\"against_games_per_second\": {}",
                          against, median_of(ratio), median_of(cpu_ratio), *std::min_element(ratio.begin(), ratio.end()),
                          *std::max_element(ratio.begin(), ratio.end()), median_of(ref_ns), median_of(ref_cpu_ns),
                          rate_text(median_of(ref_games_per_sec)))
            : std::string();
    fmt::print(
        "{{\"rules\": \"{}\", \"players\": {}, \"threads\": 1, \"batches\": {}, \"games_per_batch\": {}, "
        "\"ns_per_action\": {:.2f}, \"actions_per_game\": {:.1f}, \"decisions_per_game\": {:.1f}, "
        "\"games_per_second\": {}, \"min_ns_per_action\": {:.2f}, \"max_ns_per_action\": {:.2f}, "
        "\"cpu_ns_per_action\": {:.2f}{}}}\n",
        rules, g->num_players(), batches, games, median_of(ns_per_action), apg, dpg, rate_text(median_of(games_per_sec)),
        *lo, *hi, median_of(cpu_ns_per_action), paired);
    return 0;
  }
  fmt::print("{} random games of {} ({} players) on 1 thread ({} batches of {}{})\n", total_games, rules,
             g->num_players(), batches, games,
             sets.count("domestic_trade") ? fmt::format("; domestic_trade={}", sets["domestic_trade"]) : "");
  fmt::print("  ns per action     {:8.1f}  (median; actions = decisions + chance outcomes)\n", median_of(ns_per_action));
  fmt::print("  CPU ns per action {:8.1f}  (median; this thread's CPU time)\n", median_of(cpu_ns_per_action));
  fmt::print("  actions per game  {:8.1f}  ({:.1f} decisions)\n", apg, dpg);
  fmt::print("  games per second  {:>8}  (median)\n", rate_text(median_of(games_per_sec)));
  if (ref)
    fmt::print("  / {:<15} {:8.2f}  (median of batch pairs, {:.2f}-{:.2f}; {:.2f} by CPU time)\n", against,
               median_of(ratio), *std::min_element(ratio.begin(), ratio.end()),
               *std::max_element(ratio.begin(), ratio.end()), median_of(cpu_ratio));
  return 0;
}

}  // namespace

std::string rate_text(double per_second) {
  return per_second >= 100 ? fmt::format("{:.0f}", per_second) : fmt::format("{:.3g}", per_second);
}

Command add_bench(CLI::App& app) {
  struct Args {
    std::string rules = "base";
    int players = 0, games = 2000, batches = 7;
    uint64_t seed = 1;
    bool json = false;
    std::vector<std::string> sets;
    std::string agent, eval, against;
    int positions = 200;
  };
  auto a = std::make_shared<Args>();
  CLI::App* sub = app.add_subcommand("bench", "Time random games on one thread: ns per action, games per second");
  sub->add_option("--rules", a->rules, "rule set")->capture_default_str();
  sub->add_option("--players", a->players, "seats (default: the rule set's default)")->transform(integer_in(1, kMaxSeats));
  sub->add_option("--games", a->games, "games per batch")->capture_default_str()->transform(integer_in(1, kMaxCount));
  sub->add_option("--batches", a->batches, "batches; the median is reported")
      ->capture_default_str()
      ->transform(integer_in(1, kMaxCount));
  sub->add_option("--seed", a->seed, "first seed")->capture_default_str()->transform(seed());
  sub->add_option("--set", a->sets, "rule-set option override, key=value");
  sub->add_flag("--json", a->json, "print one JSON object");
  sub->add_option("--against", a->against,
                  "alternate each batch with one of this rule set's and report the cost ratio pair by pair");
  sub->add_option("--agent", a->agent, "time this agent's decisions instead (e.g. ismcts:iters=2000)");
  sub->add_option("--eval", a->eval, "time a learned evaluator (a .nnue file) instead: observe and evaluate");
  sub->add_option("--positions", a->positions, "positions for --agent and --eval")
      ->capture_default_str()
      ->transform(integer_in(1, kMaxBenchPositions));
  return {sub, [a] {
            if (!a->agent.empty()) return bench_agent(a->rules, a->players, a->agent, a->positions, a->seed, a->json);
            if (!a->eval.empty())
              return bench_eval(a->rules, a->players, a->eval, a->positions, a->batches, a->seed, a->json);
            return bench_engine(a->rules, a->players, parse_sets(a->sets), a->against, a->games, a->batches, a->seed,
                                a->json);
          }};
}

}  // namespace catanlab::cli
