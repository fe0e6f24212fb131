// catanlab selfplay: batched PUCT self-play writing training chunks
// (selfplay/selfplay_runner.h), or with --agent ISMCTS self-play for expert
// iteration (selfplay/ismcts_selfplay.h). Prints a progress line per finished
// game on stderr (--quiet: none) and the run's statistics as one JSON object.
#include <fmt/format.h>

#include "cli/commands.h"
#include "cli/values.h"
#include "core/config_error.h"
#include "selfplay/ismcts_selfplay.h"
#include "selfplay/selfplay_runner.h"

namespace catanlab::cli {

namespace {

// Simulations per decision, at most: the puct agent's bound (agents/agent_registry.h).
constexpr int kMaxSims = 10'000'000;
// Games in flight and leaves per network call, at most: each holds an observation row.
constexpr int kMaxRows = 65'536;
// Root noise's concentration, at most (0.03 to 1 in practice).
constexpr double kMaxDirichletAlpha = 100;
// The options of one mode only: batched PUCT's, and ISMCTS self-play's (--agent).
const char* const kPuctOnly[] = {"--model", "--device", "--sims", "--gumbel", "--dirichlet-alpha",
                                 "--full-search-prob", "--fast-sims", "--slots", "--batch"};
const char* const kAgentOnly[] = {"--record-prob", "--records-per-game", "--branch-prob"};

// Throws ConfigError for an option of the other mode.
void check_mode(const CLI::App& sub, bool agent) {
  for (const char* name : kPuctOnly)
    if (agent && sub.get_option(name)->count())
      throw ConfigError(fmt::format("{} is an option of batched PUCT self-play; with --agent the spec sets the "
                                    "search (e.g. --agent ismcts:iters=400)", name));
  for (const char* name : kAgentOnly)
    if (!agent && sub.get_option(name)->count())
      throw ConfigError(fmt::format("{} is an option of ISMCTS self-play: give --agent ismcts:...", name));
}

int run_ismcts(const SelfplayConfig& c, IsmctsSelfplayConfig ic, bool quiet) {
  ic.rules = c.rules;
  ic.players = c.players;
  ic.options = c.options;
  ic.games = c.games;
  ic.temperature_moves = c.temperature_moves;
  ic.threads = c.threads;
  ic.seed = c.seed;
  ic.out_dir = c.out_dir;
  ic.records_per_chunk = c.records_per_chunk;
  ic.generation = c.generation;
  SelfplayStats s = run_ismcts_selfplay(ic, [&](const SelfplayStats& now) {
    if (!quiet) fmt::print(stderr, "\rselfplay: {}/{} games, {} records", now.games, ic.games, now.records);
  });
  if (!quiet) fmt::print(stderr, "\n");
  fmt::print("{}\n", stats_json(ic, s));
  return 0;
}

}  // namespace

Command add_selfplay(CLI::App& app) {
  auto* sub = app.add_subcommand("selfplay", "batched neural self-play that writes training chunks");
  auto c = std::make_shared<SelfplayConfig>();
  auto ic = std::make_shared<IsmctsSelfplayConfig>();
  auto sets = std::make_shared<std::vector<std::string>>();
  auto quiet = std::make_shared<bool>(false);
  sub->add_option("--rules", c->rules, "rule set")->capture_default_str();
  c->players = 0;  // the rule set's default, as in every command (docs/cli.md)
  sub->add_option("--players", c->players, "seats (default: the rule set's default)")->transform(integer_in(1, kMaxSeats));
  sub->add_option("--set", *sets, "rule-set option KEY=VALUE (repeatable); turn_cap defaults to 150");
  sub->add_option("--model", c->model, "TorchScript file from catanlab.train, or 'uniform' / 'heuristic' (agents/heuristic_evaluator.h)")->capture_default_str();
  sub->add_option("--device", c->device, "where a model file runs: cpu, cuda or cuda:N")
      ->capture_default_str()
      ->transform(device());
  sub->add_option("--out", c->out_dir, "folder for the chunk files")->required();
  sub->add_option("--games", c->games, "games to play")->capture_default_str()->transform(integer_in(1, kMaxCount));
  sub->add_option("--sims", c->search.sims, "simulations per searched decision")
      ->capture_default_str()
      ->transform(integer_in(1, kMaxSims));
  sub->add_flag("--gumbel", c->search.gumbel, "Gumbel root selection with sequential halving");
  sub->add_option("--dirichlet-alpha", c->search.dirichlet_alpha, "root noise (0: none)")
      ->capture_default_str()
      ->transform(number_in(0, kMaxDirichletAlpha));
  sub->add_option("--temperature-moves", c->temperature_moves, "decisions drawn by visit counts")
      ->capture_default_str()
      ->transform(integer_in(0, kMaxCount));
  sub->add_option("--full-search-prob", c->full_search_prob, "share of decisions searched in full and recorded")
      ->capture_default_str()
      ->transform(number_in(0, 1));
  sub->add_option("--fast-sims", c->fast_sims, "simulations of the other decisions")
      ->capture_default_str()
      ->transform(integer_in(0, kMaxSims));
  sub->add_option("--slots", c->slots, "games in flight")->capture_default_str()->transform(integer_in(1, kMaxRows));
  sub->add_option("--batch", c->batch, "leaves per network call")->capture_default_str()->transform(integer_in(1, kMaxRows));
  sub->add_option("--threads", c->threads, "OpenMP workers (0: all cores)")
      ->capture_default_str()
      ->transform(integer_in(0, kMaxThreads));
  sub->add_option("--seed", c->seed, "run seed")->capture_default_str()->transform(seed());
  sub->add_option("--generation", c->generation, "written into the chunk names and headers")
      ->capture_default_str()
      ->transform(integer_in(0, kMaxCount));
  sub->add_option("--records-per-chunk", c->records_per_chunk, "records per chunk file")
      ->capture_default_str()
      ->transform(integer_in(1, kMaxCount));
  sub->add_option("--agent", ic->agent, "ISMCTS self-play (expert iteration): every seat plays this ismcts:... "
                  "spec and its searched decisions are the records (visit shares, root values); another agent "
                  "(heuristic) makes outcome records (no policy, the outcome as root value)");
  sub->add_option("--record-prob", ic->record_prob, "with --agent: the share of searched decisions recorded")
      ->capture_default_str()
      ->transform(number_in(0, 1));
  sub->add_option("--records-per-game", ic->records_per_game, "with --agent: at most this many records a game, "
                  "drawn uniformly from its recorded decisions (0: all)")
      ->capture_default_str()
      ->transform(integer_in(0, kMaxCount));
  sub->add_option("--branch-prob", ic->branch_prob, "with --agent: the share of records taken instead after a "
                  "uniformly drawn legal action, labelled by playing on from there (value only)")
      ->capture_default_str()
      ->transform(number_in(0, 1));
  sub->add_flag("--quiet", *quiet, "no progress lines");
  return {sub, [sub, c, ic, sets, quiet] {
            c->options = parse_sets(*sets);
            const bool agent = sub->get_option("--agent")->count() > 0;
            check_mode(*sub, agent);
            if (agent) return run_ismcts(*c, *ic, *quiet);
            if (c->device != "cpu" && (c->model == "uniform" || c->model == "heuristic"))
              throw ConfigError(fmt::format("--device {}: the built-in model '{}' runs on the CPU; a device is for a "
                                            "model file", c->device, c->model));
            const int total = c->games;
            SelfplayStats s = run_selfplay(*c, {}, [&](const SelfplayStats& now) {
              if (!*quiet) fmt::print(stderr, "\rselfplay: {}/{} games, {} decisions", now.games, total, now.decisions);
            });
            if (!*quiet) fmt::print(stderr, "\n");
            fmt::print("{}\n", stats_json(*c, s));
            return 0;
          }};
}

}  // namespace catanlab::cli
