// catanlab play: games between named agents, in parallel with --threads; prints wins and mean VP per seat.
#include <chrono>
#include <fmt/format.h>
#include <memory>

#include "agents/agent_registry.h"
#include "cli/commands.h"
#include "cli/progress.h"
#include "cli/seats.h"
#include "cli/values.h"
#include "core/config_error.h"
#include "core/first_error.h"
#include "core/io/output_file.h"
#include "selfplay/game_runner.h"

namespace catanlab::cli {

std::map<std::string, int> parse_sets(const std::vector<std::string>& sets) {
  std::map<std::string, int> out;
  for (const std::string& kv : sets) {
    auto eq = kv.find('=');
    if (eq == std::string::npos) throw ConfigError("--set '" + kv + "': expected key=value");
    try {
      size_t used = 0;
      out[kv.substr(0, eq)] = std::stoi(kv.substr(eq + 1), &used);
      if (used != kv.size() - eq - 1) throw std::invalid_argument("trailing");
    } catch (const std::exception&) {
      throw ConfigError("--set '" + kv + "': value must be an integer");
    }
  }
  return out;
}

Command add_play(CLI::App& app) {
  struct Args {
    std::string rules = "base";
    int players = 0, games = 1000, threads = 1;
    uint64_t seed = 1;
    std::vector<std::string> agents = {"random"}, sets;
    std::string replays;
    bool progress = false;
  };
  auto a = std::make_shared<Args>();
  CLI::App* sub = app.add_subcommand("play", "Play games between agents and print wins and mean VP per seat");
  sub->add_option("--rules", a->rules, "rule set (see `catanlab rules`)")->capture_default_str();
  sub->add_option("--players", a->players,
                  "seats (default: one per agent when more than one is given, else the rule set's default)")
      ->transform(integer_in(1, kMaxSeats));
  sub->add_option("--agents", a->agents, "one agent per seat, or one for all seats")->capture_default_str();
  sub->add_option("--games", a->games, "number of games")->capture_default_str()->transform(integer_in(1, kMaxCount));
  sub->add_option("--threads", a->threads, "games in parallel")
      ->capture_default_str()
      ->transform(integer_in(1, kMaxThreads));
  sub->add_option("--seed", a->seed, "seed of the first game; game i uses seed+i")->capture_default_str()->transform(seed());
  sub->add_option("--replays", a->replays, "write one replay per game into this directory");
  sub->add_option("--set", a->sets, "rule-set option override, key=value (repeatable)");
  sub->add_flag("--progress", a->progress, "a progress bar on stderr even when it is not a terminal");
  return {sub, [a] {
            auto g = Game::load(a->rules, seats_requested(a->players, a->agents), parse_sets(a->sets));
            const int n = g->num_players();
            const std::vector<std::string> agents = agents_for_seats(a->agents, n);
            for (const auto& spec : agents) make_agent(spec)->check_game(*g);  // refused before any game starts
            if (!a->replays.empty()) make_output_folder(a->replays);

            // Game i is the same on any number of threads: its seed, and agents reset from it.
            std::vector<GameResult> results(size_t(a->games));
            Progress bar(a->games, "games", a->progress || stderr_is_terminal());
            FirstError error;
            auto start = std::chrono::steady_clock::now();
#pragma omp parallel num_threads(a->threads)
            {
              std::vector<std::unique_ptr<Agent>> owned;  // this thread's
              std::vector<Agent*> seats;
              for (const auto& spec : agents) owned.push_back(make_agent(spec)), seats.push_back(owned.back().get());
#pragma omp for schedule(dynamic, 1)
              for (int i = 0; i < a->games; ++i) {
                const bool played = error.run([&] {
                  const uint64_t seed = a->seed + uint64_t(i);
                  std::unique_ptr<ReplayWriter> replay;
                  if (!a->replays.empty())
                    replay = std::make_unique<ReplayWriter>(fmt::format("{}/game_{:06}.jsonl", a->replays, i), *g,
                                                            ReplayHeader{a->rules, parse_sets(a->sets), n, seed, agents});
                  results[size_t(i)] = play_game(*g, seats, seed, replay.get());
                });
                if (played) {
#pragma omp critical(play_progress)
                  bar.tick();
                }
              }
            }
            error.rethrow();
            const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

            std::vector<int> wins(n, 0);
            std::vector<double> vp(n, 0);
            int draws = 0, shared = 0, table_games = 0, table_wins = 0;  // draws: the turn cap, no table result
            double turns = 0;
            for (const GameResult& r : results) {
              if (r.winner >= 0) ++wins[r.winner];
              else if (r.shared) ++shared;  // several winners (Colonies)
              else draws += r.table < 0;
              table_games += r.table >= 0;
              table_wins += r.table == 1;
              for (int p = 0; p < n; ++p) vp[p] += r.vp[p];
              turns += r.turns;
            }
            fmt::print("{} games of {} ({} players), seeds {}..{}\n", a->games, a->rules, n, a->seed,
                       a->seed + a->games - 1);
            fmt::print("{:<6}{:<24}{:>8}{:>9}{:>10}\n", "seat", "agent", "wins", "win %", "mean VP");
            for (int p = 0; p < n; ++p)
              fmt::print("{:<6}{:<24}{:>8}{:>8.1f}%{:>10.2f}\n", p,
                         is_oracle(agents[p]) ? agents[p] + " (oracle)" : agents[p], wins[p],
                         100.0 * wins[p] / a->games,
                         vp[p] / a->games);
            if (table_games)  // Conquerors: the whole table wins or loses; the seats' wins are the book's winners
              fmt::print("table victories {} of {} ({:.1f}%), defeats {}  ", table_wins, table_games,
                         100.0 * table_wins / table_games, table_games - table_wins);
            if (shared) fmt::print("shared wins {}  ", shared);
            fmt::print("draws (turn cap) {}  mean turns {:.1f}  {} games/s\n", draws, turns / a->games,
                       rate_text(a->games / secs));
            return 0;
          }};
}

}  // namespace catanlab::cli
