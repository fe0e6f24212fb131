#pragma once
// The catanlab subcommands. Each registers its options on the app and returns
// the function that runs it. Bad input surfaces as ConfigError, which main()
// prints as one line before exiting with code 2.
#include <CLI/CLI.hpp>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace catanlab::cli {

struct Command {
  CLI::App* sub;
  std::function<int()> run;
};

Command add_play(CLI::App& app);
Command add_replay(CLI::App& app);
Command add_bench(CLI::App& app);
Command add_rules(CLI::App& app);
Command add_arena(CLI::App& app);
Command add_render(CLI::App& app);
Command add_selfplay(CLI::App& app);
Command add_serve(CLI::App& app);

// "key=value" strings from --set into an options map; throws ConfigError.
std::map<std::string, int> parse_sets(const std::vector<std::string>& sets);

// A rate as printed (games per second): whole above 100, else three significant
// digits, so that a slow game (Conquest's) never reads as 0.
std::string rate_text(double per_second);

}  // namespace catanlab::cli
