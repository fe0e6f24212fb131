// catanlab: play, arena, replay, render, bench, self-play, serve and list rule sets from the command line.
#include <fmt/core.h>

#include "cli/commands.h"
#include "core/config_error.h"
#include "core/io/output_file.h"

int main(int argc, char** argv) {
  CLI::App app{"catanlab: a research simulator and bot arena for Catan"};
  app.require_subcommand(1);
  // A bad option value (cli/values.h) is bad input like any other: one `error:` line.
  app.failure_message([](const CLI::App*, const CLI::Error& e) { return fmt::format("error: {}\n", e.what()); });
  using namespace catanlab::cli;
  const Command commands[] = {add_play(app), add_replay(app), add_bench(app), add_rules(app), add_arena(app),
                               add_render(app), add_selfplay(app), add_serve(app)};
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
