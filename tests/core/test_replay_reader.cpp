// The replay reader on a recorded game with one line changed: each change is
// refused as a ConfigError naming the file, the line and what is wrong, where
// it used to be re-executed as if it were right (or to end in a JSON library
// error that named neither file nor field).
#include <doctest/doctest.h>

#include <filesystem>
#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <fstream>
#include <sstream>
#include <unistd.h>

#include "agents/random_agent.h"
#include "core/config_error.h"
#include "core/replay/replay.h"
#include "selfplay/game_runner.h"

using namespace catanlab;
using nlohmann::json;

namespace {

// A game of random agents (base_beginner, 4 seats, unless told), recorded as JSON lines.
struct Recorded {
  std::string path = (std::filesystem::temp_directory_path() / ("catanlab_replay_reader_" + std::to_string(getpid()) + ".jsonl")).string();
  std::vector<std::string> lines;

  explicit Recorded(const std::string& rules = "base_beginner", int players = 4) {
    auto g = Game::load(rules, players);
    std::vector<RandomAgent> agents(players);
    std::vector<Agent*> seats;
    for (RandomAgent& a : agents) seats.push_back(&a);
    {
      ReplayWriter writer(path, *g, ReplayHeader{rules, {}, players, 7, std::vector<std::string>(players, "random")});
      play_game(*g, seats, 7, &writer);
    }
    std::ifstream in(path);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
  }
  ~Recorded() { std::filesystem::remove(path); }

  // The 1-based line of the first step whose "p" is `p` (a seat, or "chance").
  int first_step_of(const json& p) const {
    for (size_t i = 1; i < lines.size(); ++i)
      if (json::parse(lines[i]).value("p", json()) == p) return int(i) + 1;
    FAIL("no step of " << p.dump());
    return 0;
  }
  json line(int n) const { return json::parse(lines[n - 1]); }

  // The error of reading and re-executing the game with these lines, or "none".
  std::string error_with(const std::vector<std::string>& changed) const {
    {
      std::ofstream out(path);
      for (const std::string& l : changed) out << l << '\n';
    }
    try {
      verify_replay(read_replay(path));
    } catch (const ConfigError& e) {
      return e.what();
    }
    return "none";
  }
  // The error with line n (1-based) replaced by `j`.
  std::string error_with(int n, const json& j) const {
    std::vector<std::string> changed = lines;
    changed[n - 1] = j.dump();
    return error_with(changed);
  }
  std::string at(int n) const { return path + ":" + std::to_string(n) + ": "; }
};

}  // namespace

TEST_CASE("replay reader: the recorded game itself is read and re-executed") {
  Recorded r;
  REQUIRE(r.lines.size() > 100);
  CHECK(r.error_with(r.lines) == "none");
}

TEST_CASE("replay reader: every step's acting seat is checked, chance included") {
  Recorded r;
  json first = r.line(2);  // the first settlement: player 0's
  REQUIRE(first["p"] == 0);
  first["p"] = 1;
  CHECK(r.error_with(2, first) == r.at(2) + "'" + first["a"].get<std::string>() + "' is recorded for player 1, but player 0 acts here");
  first["p"] = "chance";  // a decision relabelled as chance
  CHECK(r.error_with(2, first) == r.at(2) + "'" + first["a"].get<std::string>() + "' is recorded for chance, but player 0 acts here");
  first.erase("p");
  CHECK(r.error_with(2, first) == r.at(2) + "field 'p' must be the acting seat, 0..3, or \"chance\"");

  const int roll = r.first_step_of("chance");
  json chance = r.line(roll);
  chance["p"] = 2;  // a chance outcome relabelled as a decision
  CHECK(r.error_with(roll, chance) ==
        r.at(roll) + "'" + chance["a"].get<std::string>() + "' is recorded for player 2, but chance acts here");
}

TEST_CASE("replay reader: the result's turns and VP are checked as well as its winner") {
  Recorded r;
  const int last = int(r.lines.size());
  json result = r.line(last);
  REQUIRE(result.contains("result"));
  const int turns = result["result"]["turns"];
  result["result"]["turns"] = turns + 1;
  CHECK(r.error_with(last, result) ==
        fmt::format("{}: recorded {} turns differ from re-executed {}", r.path, turns + 1, turns));
  result = r.line(last);
  result["result"]["vp"][0] = 11;
  CHECK(r.error_with(last, result).starts_with(r.path + ": recorded VP [11, "));
  result = r.line(last);
  result["result"]["turns"] = std::to_string(turns);  // a JSON type error, once "internal: [json.exception...]"
  CHECK(r.error_with(last, result) == r.at(last) + "field 'result.turns': must be an integer in 0..2147483647");
}

TEST_CASE("replay reader: the header's board and format version are checked") {
  Recorded r;
  json header = r.line(1);
  header["board"] = "seafarers";
  CHECK(r.error_with(1, header) ==
        r.at(1) + "header board 'seafarers' is not rule set base_beginner's board for 4 players, 'standard'");
  header = r.line(1);
  header["catanlab_replay"] = 2;
  CHECK(r.error_with(1, header) == r.at(1) + "replay format 2: this catanlab reads format 1");
  header = r.line(1);
  header["agents"] = "random";
  CHECK(r.error_with(1, header) == r.at(1) + "header field 'agents' must be an array of agent specs (strings)");
}

TEST_CASE("replay reader: the header names the board of the player count; the rule set's own is read too") {
  Recorded six("base", 6);
  json header = six.line(1);
  CHECK(header["board"] == "standard_5_6");
  CHECK(six.error_with(1, header) == "none");
  header["board"] = "standard";  // as replays were written before the header named the 5-6 board
  CHECK(six.error_with(1, header) == "none");
  header["board"] = "seafarers";
  CHECK(six.error_with(1, header) == six.at(1) + "header board 'seafarers' is not rule set base's board for 6 players, 'standard_5_6'");
  Recorded templated("conquerors_ch1", 3);
  CHECK(templated.line(1)["board"] == "conquerors_ch1_3p");
  CHECK(templated.error_with(1, templated.line(1)) == "none");
}

TEST_CASE("replay reader: the result ends a replay; a line after it is refused") {
  Recorded r;
  std::vector<std::string> changed = r.lines;
  changed.insert(changed.begin() + 10, r.lines.back());  // the result as line 11, the game going on after it
  CHECK(r.error_with(changed) == r.at(12) + "a line after the result, which ends a replay");
}

TEST_CASE("replay reader: header numbers are range-checked before they are stored") {
  Recorded r;
  json header = r.line(1);
  header["options"] = {{"vp_target", 4294967306}};  // 2^32 + 10, which an int reads as 10
  CHECK(r.error_with(1, header) == r.at(1) + "header field 'options.vp_target': must be an integer in -2147483648..2147483647");
  header = r.line(1);
  header["players"] = 4294967300;  // 2^32 + 4
  CHECK(r.error_with(1, header) == r.at(1) + "header field 'players': must be an integer in 1..6");
}
