// catanlab replay FILE: re-executes a replay, checks every step and the
// result, and prints the game step by step.
#include <fmt/format.h>
#include <memory>

#include "cli/commands.h"
#include "core/replay/replay.h"

namespace catanlab::cli {

Command add_replay(CLI::App& app) {
  struct Args {
    std::string file;
    bool quiet = false, boards = false;
  };
  auto a = std::make_shared<Args>();
  CLI::App* sub = app.add_subcommand("replay", "Re-execute and verify a replay, printing it step by step");
  sub->add_option("file", a->file, "replay (.jsonl)")->required();
  sub->add_flag("--quiet", a->quiet, "print only the verdict");
  sub->add_flag("--boards", a->boards, "print the full position after every decision");
  return {sub, [a] {
            Replay r = read_replay(a->file);
            if (!a->quiet)
              fmt::print("{}: {} players, seed {}, agents [{}]\n", r.header.rules, r.header.players, r.header.seed,
                         fmt::join(r.header.agents, ", "));
            State end = verify_replay(r, [&](const Game& g, const State& s, const ReplayStep& step) {
              if (a->quiet) return;
              fmt::print("{:>5}  turn {:<4} {:<7} {}\n", step.line, g.turn(s),
                         step.seat < 0 ? "chance" : fmt::format("seat {}", step.seat), step.name);
              if (a->boards) fmt::print("{}\n", g.observe_text(s, std::max(0, g.current_player(s))));
            });
            auto g = Game::load(r.header.rules, r.header.players, r.header.options);
            GameResult res = result_of(*g, end, r.steps.size());
            fmt::print("ok: {} steps re-executed; {}; VP [{}]\n", r.steps.size(),
                       g->is_terminal(end) ? result_text(res) : "game not finished", fmt::join(res.vp, ", "));
            return 0;
          }};
}

}  // namespace catanlab::cli
