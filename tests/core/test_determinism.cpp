// Determinism of replays: one seed and the same agents write the same replay
// byte for byte, and it re-executes. (The same seed giving the same game, and
// the bytes and JSON round trips, are the battery's: tests/support/battery.h.)
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

#include "agents/random_agent.h"
#include "core/replay/replay.h"
#include "selfplay/game_runner.h"
#include "tests/support/position.h"

using namespace catanlab;

namespace {

std::string read_all(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Plays one game of random agents, recording it to `path`.
GameResult record(const StdGame& g, uint64_t seed, const std::filesystem::path& path) {
  std::vector<RandomAgent> agents(g.num_players());
  std::vector<Agent*> seats;
  for (RandomAgent& a : agents) seats.push_back(&a);
  ReplayWriter writer(path.string(), g, ReplayHeader{"base", {}, g.num_players(), seed, {"random"}});
  return play_game(g, seats, seed, &writer);
}

struct TempDir {
  std::filesystem::path path =
      std::filesystem::temp_directory_path() / ("catanlab_determinism_" + std::to_string(getpid()));
  TempDir() { std::filesystem::create_directories(path); }
  ~TempDir() { std::filesystem::remove_all(path); }
};

}  // namespace

TEST_CASE("determinism: the same seed and agents write the same replay, and it re-executes") {
  auto g = StdGame::load("base", 4);
  TempDir dir;
  for (uint64_t seed : {3, 4}) {
    CAPTURE(seed);
    GameResult r = record(*g, seed, dir.path / "a.jsonl");
    record(*g, seed, dir.path / "b.jsonl");
    const std::string a = read_all(dir.path / "a.jsonl");
    REQUIRE(a.size() > 1000);
    CHECK(a == read_all(dir.path / "b.jsonl"));

    State end = verify_replay(read_replay((dir.path / "a.jsonl").string()));
    CHECK(g->is_terminal(end));
    CHECK((std_state(end).winner == kNobody ? -1 : std_state(end).winner) == r.winner);
  }
  record(*g, 5, dir.path / "c.jsonl");
  CHECK(read_all(dir.path / "a.jsonl") != read_all(dir.path / "c.jsonl"));
}
