#pragma once
// Replays: JSON lines. The first line is a header (format version, rule set,
// options, players, board, seed, agents); then one line per applied id,
// decisions and chance outcomes alike, by name, with the seat that acted; a
// last line may give the result. Re-executing the names from new_game(seed)
// must reproduce the game exactly: every seat, the result's winner, VP and turns.
//   {"catanlab_replay": 1, "rules": "base", "options": {}, "players": 4, "board": "standard", "seed": 7, "agents": [...]}
//   {"p": 0, "a": "build_settlement v12"}
//   {"p": "chance", "a": "roll 8"}
//   {"result": {"winner": 2, "vp": [5, 7, 10, 4], "turns": 61}}
// (a game with a table result, the Conquerors' chapters, adds "table": 1 won, 0 lost)
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/engine/game.h"
#include "core/io/output_file.h"

namespace catanlab {

struct ReplayHeader {
  std::string rules;
  std::map<std::string, int> options;
  int players = 0;
  uint64_t seed = 0;
  std::vector<std::string> agents;
};

struct GameResult {
  int winner = -1;  // -1: a draw (turn cap), or no single winner of a table result
  int table = -1;   // Game::table_result: 1 the table won, 0 it lost, -1 none
  int shared = 0;   // seats (bits) that share the win, where no single seat won it (their returns above 0)
  std::vector<int> vp;
  uint32_t turns = 0;
  uint64_t steps = 0;
};

GameResult result_of(const Game& g, const State& s, uint64_t steps);
// The result in words: "p2 wins", "shared win: p0, p2" or "draw (turn cap)";
// with a table result "table defeat", "table victory: p1 wins" or "table victory, shared".
std::string result_text(const GameResult& r);

class ReplayWriter {
 public:
  // Each throws ConfigError if the file cannot be written (a full disk included).
  ReplayWriter(const std::string& path, const Game& g, const ReplayHeader& header);
  void step(const Game& g, const State& before, Action a);
  void finish(const GameResult& r);  // writes the result line and closes the file

 private:
  OutputFile out_;
};

// The format version a header's "catanlab_replay" gives, the one this reader reads.
constexpr int kReplayFormat = 1;

struct ReplayStep {
  int line;
  std::string name;
  int seat;  // the seat that acted, -1 for a chance outcome
};

struct Replay {
  std::string path;
  ReplayHeader header;
  std::string board;  // the header's, checked against the rule set's
  std::vector<ReplayStep> steps;
  std::optional<GameResult> result;
};

// Throws ConfigError "FILE:LINE: problem" for unreadable or malformed lines:
// a field missing or of the wrong type, a number out of its range, another
// format version, a line after the result.
Replay read_replay(const std::string& path);

// Re-executes a replay; calls on_step(state_after, name) per step; checks the
// recorded result. Throws ConfigError "FILE:LINE: ..." on a board other than the
// rule set's, an unknown or illegal action, a step recorded for another seat
// (or a decision recorded as chance, or the reverse), or a result that differs.
State verify_replay(const Replay& r, const std::function<void(const Game&, const State&, const ReplayStep&)>& on_step = {});

}  // namespace catanlab
