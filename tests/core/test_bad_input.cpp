// Bad input is a ConfigError whose message names the problem and where it
// is: unknown rule sets (listing the valid ones), malformed boards (file and
// field), bad replays (file:line), options out of range, unknown modules, a
// state's layout and a board's coordinates out of range.
// Fixtures live in tests/data.
#include <doctest/doctest.h>

#include <string>

#include "core/board/board_spec.h"
#include "core/config_error.h"
#include "core/standard/std_game.h"
#include "core/replay/replay.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

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
  CHECK_FALSE(has(e, "did you mean"));  // nothing near 'nope'
  // A slip of the keyboard: the nearest name within a third of its length in edits, or one it begins.
  CHECK(has(error_of([] { StdGame::load("basee"); }), "unknown rule set 'basee'; did you mean 'base'?"));
  CHECK(has(error_of([] { StdGame::load("seafraers"); }), "did you mean 'seafarers'?"));  // two letters swapped
  CHECK(has(error_of([] { StdGame::load("tde_desert"); }), "did you mean 'tde_desert_dragons'?"));
  CHECK(has(error_of([] { StdGame::load("base", 4, {{"turn_capp", 3}}); }), "unknown option 'turn_capp'; did you mean 'turn_cap'?"));
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
  e = error_of([] { StdGame::load("base_beginner", 5); });
  CHECK(has(e, "takes 2-4 players, not 5"));
  e = error_of([] { StdGame::load("base", 7); });
  CHECK(has(e, "takes 2-6 players, not 7"));
  e = error_of([] { StdGame::load("cities_knights", 7); });
  CHECK(has(e, "takes 2-6 players, not 7"));
  // The base game's, C&K's and Seafarers' slices hold six seats; the other modules' four.
  for (auto [name, module] : {std::pair{"conquerors_ch1", "conquerors"}, {"barbarian_attack", "barbarian_attack"},
                              {"tde_departure", "departure"}}) {
    RuleSet six = load_ruleset(name);
    six.max_players = 6;
    e = error_of([&] { StdGame(six, 4); });
    CHECK(has(e, fmt::format("module {} takes at most 4 players", module)));
  }

  RuleSet rules = load_ruleset("base");
  rules.modules.push_back("dragons");
  e = error_of([&] { StdGame(rules, 4); });
  CHECK(has(e, "unknown module 'dragons'"));
  CHECK(has(e, "(modules: barbarian_attack, base, cities_knights"));
}

TEST_CASE("bad input: a state's layout is range-checked before it is stored") {
  auto g = StdGame::load("base", 4);
  const nlohmann::json good = nlohmann::json::parse(g->to_json(g->new_game(1)));
  auto error_with = [&](auto&& edit) {
    nlohmann::json j = good;
    edit(j["layout"]);
    return error_of([&] { g->from_json(j.dump()); });
  };
  CHECK(has(error_with([](auto& l) { l["number"][3] = 13; }), "state.layout.number[3]: must be an integer in 0..12"));
  CHECK(has(error_with([](auto& l) { l["number"][3] = -1; }), "state.layout.number[3]: must be an integer in 0..12"));
  CHECK(has(error_with([](auto& l) { l["number"][3] = 7; }), "state.layout.number[3]: must be 0 (none), 2-6 or 8-12"));
  CHECK(has(error_with([](auto& l) { l["harbors"][0] = 6; }), "state.layout.harbors[0]: must be an integer in 0..5"));
  CHECK(has(error_with([](auto& l) { l["harbors"][0] = 1ll << 40; }), "state.layout.harbors[0]: must be an integer in 0..5"));
  const int hexes = g->topo().num_hexes;  // sea hexes too
  CHECK(has(error_with([](auto& l) { l.erase("number"); }), fmt::format("state.layout: needs terrain and number for {} hexes", hexes)));
  CHECK(has(error_with([&](auto& l) { l["robber_start"] = hexes; }),
            fmt::format("state.layout.robber_start: must be an integer in -1..{}", hexes - 1)));
  CHECK(has(error_of([&] {
              nlohmann::json j = good;
              j["turn"] = 1ll << 33;
              g->from_json(j.dump());
            }),
            "state.turn: must be an integer in 0..2147483647"));
}

TEST_CASE("bad input: a board's coordinates are bounded before the topology uses them") {
  auto board = [](const std::string& q) {
    return R"({"name": "x", "hexes": [{"q": )" + q + R"(, "r": 0, "terrain": "desert"}]})";
  };
  CHECK(has(error_of([&] { parse_board(board("4294967296"), "x.json"); }), "x.json: hexes[0]: 'q' must be a 32-bit integer"));
  CHECK(has(error_of([&] { parse_board(board("2147483647"), "x.json"); }), "x.json: hexes[0]: (q, r) must lie within -1000..1000"));
}

TEST_CASE("bad input: a board's description is text, as a rule set's") {
  const std::string board = R"({"name": "x", "description": [], "hexes": [{"q": 0, "r": 0, "terrain": "desert"}]})";
  CHECK(has(error_of([&] { parse_board(board, "x.json"); }), "x.json: 'description' must be a string"));
}

TEST_CASE("bad input: face-down hexes need a pool of as many tiles as they are") {
  auto board = [](const std::string& fog) {
    return R"({"name": "x", "hexes": [{"q": 0, "r": 0, "terrain": "desert"}, {"q": 1, "r": 0, "terrain": "fog", "group": "far"},
               {"q": 2, "r": 0, "terrain": "fog", "group": "far"}])" + fog + "}";
  };
  CHECK(has(error_of([&] { parse_board(board(""), "x.json"); }), "x.json: fog hexes need a 'fog' object with their pools"));
  CHECK(has(error_of([&] { parse_board(board(R"(, "fog": {"far": {"terrain": {"sea": 1}}})"), "x.json"); }),
            "x.json: fog.far.terrain: 1 tiles for the group's 2 fog hexes"));
  CHECK(has(error_of([&] { parse_board(board(R"(, "fog": {"near": {"terrain": {"sea": 2}}})"), "x.json"); }),
            "x.json: fog: no hex names the group 'near'"));
  CHECK(has(error_of([&] { parse_board(board(R"(, "fog": {"far": {"terrain": {"castle": 2}}})"), "x.json"); }),
            "x.json: fog.far.terrain: a fog tile cannot be castle"));
  CHECK(has(error_of([&] { parse_board(board(R"(, "fog": {"far": {"terrain": {"sea": 1, "gold": 1}, "numbers": [7]}})"), "x.json"); }),
            "x.json: fog.far.numbers: numbers must be 2-6 or 8-12"));
  const BoardSpec b = parse_board(board(R"(, "fog": {"far": {"terrain": {"sea": 1, "gold": 1}, "numbers": [8, 8]}})"), "x.json");
  CHECK(b.fog.count() == 2);
  CHECK(b.fog_pools[1].tiles[int(Terrain::Gold)] == 1);
  CHECK(b.fog_pools[1].numbers[8] == 2);
  CHECK(b.topo.land.count() == 3);  // face-down hexes have their corners and sides, as land does
}
