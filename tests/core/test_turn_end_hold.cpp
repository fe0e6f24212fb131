// A module may hold the turn's end for a phase of its own (Barbarian Attack's
// battle check after the turn): the turn does not pass until the module
// finishes it, and the hooks after it run then. A test module shows it.
#include <doctest/doctest.h>

#include "core/standard/module_registry.h"
#include "core/base/turn.h"
#include "tests/support/position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {
constexpr Phase kCheck = Phase(200);  // the test module's phase

class HoldsTurnEnd final : public Module {
 public:
  const char* name() const override { return "test_holds_turn_end"; }
  std::vector<PhaseSpec> phases() const override { return {{kCheck, "test_check"}}; }
  unsigned hooks() const override { return kHookTurnEnd; }
  void declare(BlockTable& blocks, const StdGame&) override {
    blocks.add(done_, "check_done", Domain::Fixed, 1,
               [](const Module& self, const StdGame& g, StdState& s, int) { finish_turn_end(g, s, self); });
  }
  bool on_turn_end(const StdGame&, StdState& s) const override {
    s.phase = kCheck;  // the active player answers the check
    return true;
  }
  void legal_actions(const StdGame&, const StdState& s, ActionList& out) const override {
    if (s.phase == kCheck) out.push(done_.first);
  }

 private:
  BlockHandle done_;
};
}  // namespace

TEST_CASE("turn end: a module holds the turn's end for its phase, then the next turn begins") {
  register_module("test_holds_turn_end", [] { return std::unique_ptr<Module>(std::make_unique<HoldsTurnEnd>()); });
  RuleSet rs = parse_ruleset("hold", R"({"description": "x", "board": "standard", "modules": ["base", "test_holds_turn_end"],
                                         "options": {"shuffle_board": 0}})", "hold.json");
  StdGame g(rs, 3);
  State s = empty_main(g);
  const uint32_t turn = std_state(s).turn;
  act(g, s, "end_turn");
  CHECK(std_state(s).phase == kCheck);
  CHECK(std_state(s).turn == turn);  // the turn has not passed
  CHECK(std_state(s).turn_player == 0);
  CHECK(legal(g, s) == "check_done");
  act(g, s, "check_done");
  CHECK(std_state(s).turn == turn + 1);
  CHECK(std_state(s).turn_player == 1);
  CHECK(g.phase_name(std_state(s).phase) == std::string("roll_dice"));
}
