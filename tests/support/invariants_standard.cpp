// The standard family's promise for every rule set of it, whatever its
// modules: a game ends properly, with a single winner at the VP target on its
// own turn, at the turn cap with none, with a result for the whole table, or
// by a module's own rule (Invariants::ended_otherwise), which its module checks.
#include <doctest/doctest.h>

#include "core/standard/std_game.h"
#include "tests/support/battery.h"

namespace catanlab::testing {

namespace {

void ends_properly(const Game& game, const State& s) {
  if (!game.is_terminal(s) || game.table_result(s) >= 0 || ended_otherwise(game, s)) return;
  const StdGame& g = std_game(game);
  const int w = g.winner(s);
  if (w < 0) {
    REQUIRE(g.turn(s) == uint32_t(g.opt().turn_cap));
    return;
  }
  REQUIRE(g.victory_points(s, w) >= g.victory_target());
  REQUIRE(w == std_state(s).turn_player);
}

const bool standard_registered = register_invariants(std::string(StdGame::kFamily), {ends_properly, {}});

}  // namespace

}  // namespace catanlab::testing
