// catanlab: play, arena, replay, render, bench, self-play, serve and list rule sets from the command line.
#include <algorithm>
#include <fmt/core.h>
#include <fmt/ranges.h>

#include "cli/commands.h"
#include "core/config_error.h"
#include "core/did_you_mean.h"
#include "core/io/output_file.h"

namespace {

// A command or option CLI11 would only call "not expected", said with the nearest known name.
void check_names(const std::vector<catanlab::cli::Command>& commands, int argc, char** argv) {
  using catanlab::did_you_mean;
  if (argc < 2 || argv[1][0] == '-') return;
  std::vector<std::string> names;
  const catanlab::cli::Command* command = nullptr;
  for (const auto& c : commands) {
    names.push_back(c.sub->get_name());
    if (names.back() == argv[1]) command = &c;
  }
  if (!command)
    throw catanlab::ConfigError(fmt::format("unknown command '{}'{} (commands: {})", argv[1],
                                            did_you_mean(argv[1], names), fmt::join(names, ", ")));
  std::vector<std::string> options;
  for (const CLI::Option* o : command->sub->get_options())
    for (const std::string& name : o->get_lnames()) options.push_back("--" + name);
  for (int i = 2; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--") break;
    const std::string name = arg.substr(0, arg.find('='));
    if (arg.starts_with("--") && std::find(options.begin(), options.end(), name) == options.end())
      throw catanlab::ConfigError(fmt::format("{}: unknown option '{}'{} (catanlab {} --help lists them)", argv[1], name,
                                              did_you_mean(name, options), argv[1]));
  }
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"catanlab: a research simulator and bot arena for Catan"};
  app.require_subcommand(1);
  // A bad option value (cli/values.h) is bad input like any other: one `error:` line.
  app.failure_message([](const CLI::App*, const CLI::Error& e) { return fmt::format("error: {}\n", e.what()); });
  using namespace catanlab::cli;
  const std::vector<Command> commands = {add_play(app),  add_replay(app),   add_bench(app),   add_rules(app),
                                         add_arena(app), add_render(app), add_selfplay(app), add_serve(app)};
  try {
    check_names(commands, argc, argv);
  } catch (const catanlab::ConfigError& e) {
    fmt::print(stderr, "error: {}\n", e.what());
    return 2;
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : 2;
  }
  try {
    for (const Command& c : commands)
      if (c.sub->parsed()) {
        const int code = c.run();
        catanlab::flush_standard_output();  // what is printed is written too: a full disk is no success
        return code;
      }
  } catch (const catanlab::ConfigError& e) {
    fmt::print(stderr, "error: {}\n", e.what());
    return 2;
  } catch (const std::exception& e) {
    if (std::ferror(stdout)) {  // fmt::print met a failed write to standard output: the disk, not a bug
      fmt::print(stderr, "error: standard output: {}\n", e.what());
      return 2;
    }
    // a bug, not bad input: still one line, never a crash
    fmt::print(stderr, "error: internal: {}\n", e.what());
    return 1;
  }
  return 2;
}
