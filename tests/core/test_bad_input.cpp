// Bad input is a ConfigError whose message names the problem and where it
// is: unknown rule sets (listing the valid ones), malformed boards (file and
// field), bad replays (file:line), options out of range, unknown modules.
// Fixtures live in tests/data.
#include <doctest/doctest.h>

#include <string>

#include "core/board/board_spec.h"
#include "core/config_error.h"
#include "core/base/std_game.h"
#include "core/replay/replay.h"

using namespace catanlab;

namespace {

const std::string kData = CATANLAB_TEST_DATA;

// The ConfigError message `f` throws; fails the test if it throws none.
template <class F>
std::string error_of(F&& f) {
  try {
    f();
  } catch (const ConfigError& e) {
    return e.what();
  }
  FAIL("no ConfigError was thrown");
  return {};
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("bad input: an unknown rule set lists the valid ones") {
  std::string e = error_of([] { StdGame::load("nope"); });
  CHECK(has(e, "unknown rule set 'nope'"));
  CHECK(has(e, "base"));
  CHECK(has(e, "base_beginner"));
}

TEST_CASE("bad input: a malformed board names the file and the field") {
  const std::string bad = kData + "/board_bad_terrain.json";
  std::string e = error_of([&] { load_board_file(bad); });
  CHECK(has(e, bad + ": hexes[1]"));
  CHECK(has(e, "unknown terrain 'lava'"));

  const std::string cut = kData + "/board_truncated.json";
  e = error_of([&] { load_board_file(cut); });
  CHECK(has(e, cut + ": malformed JSON"));
}

TEST_CASE("bad input: replays name file and line") {
  const std::string illegal = kData + "/replay_illegal_action.jsonl";
  std::string e = error_of([&] { verify_replay(read_replay(illegal)); });
  CHECK(has(e, illegal + ":3:"));
  CHECK(has(e, "'build_road e0' is not legal"));

  const std::string unknown = kData + "/replay_unknown_action.jsonl";
  e = error_of([&] { verify_replay(read_replay(unknown)); });
  CHECK(has(e, unknown + ":2: unknown action 'teleport v8'"));

  const std::string malformed = kData + "/replay_malformed_line.jsonl";
  e = error_of([&] { read_replay(malformed); });
  CHECK(has(e, malformed + ":3: malformed JSON"));
}

TEST_CASE("bad input: options out of range or unknown, player counts, unknown modules") {
  std::string e = error_of([] { StdGame::load("base", 4, {{"turn_cap", -1}}); });
  CHECK(has(e, "option 'turn_cap' = -1 is outside 0..100000"));
  e = error_of([] { StdGame::load("base", 4, {{"vp_target", 31}}); });
  CHECK(has(e, "option 'vp_target' = 31 is outside 3..30"));
  e = error_of([] { StdGame::load("base", 4, {{"turbo", 1}}); });
  CHECK(has(e, "unknown option 'turbo'"));
  e = error_of([] { StdGame::load("base", 5); });
  CHECK(has(e, "takes 2-4 players, not 5"));

  RuleSet rules = load_ruleset("base");
  rules.modules.push_back("dragons");
  e = error_of([&] { StdGame(rules, 4); });
  CHECK(has(e, "unknown module 'dragons'"));
  CHECK(has(e, "(modules: base"));
}
