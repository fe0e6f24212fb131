// The behaviour corpus (tests/corpus/*.jsonl, written by scripts/record_corpus.sh):
// for every rule set and player count, games with random, heuristic and ISMCTS
// seats, as replays. Each is played again from its header (rule set, options,
// players, seed, agents) and must take the same actions, by name, step by step,
// and end with the same result: refactors of the engine and the agents keep
// every game, whatever the ids are.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <unistd.h>

#include "agents/agent_registry.h"
#include "selfplay/game_runner.h"

using namespace catanlab;

namespace {

std::vector<std::string> corpus_files() {
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::directory_iterator(CATANLAB_CORPUS))
    if (entry.path().extension() == ".jsonl") files.push_back(entry.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace

TEST_CASE("corpus: every recorded game is played again action for action") {
  const auto files = corpus_files();
  REQUIRE(files.size() >= 30);
  // Named by the process: runs in other checkouts write theirs at the same time.
  const std::string again =
      (std::filesystem::temp_directory_path() / ("catanlab_corpus_again_" + std::to_string(getpid()) + ".jsonl")).string();
  for (const std::string& path : files) {
    CAPTURE(path);
    const Replay r = read_replay(path);
    REQUIRE(r.result.has_value());
    auto g = Game::load(r.header.rules, r.header.players, r.header.options);
    std::vector<std::unique_ptr<Agent>> owned;
    std::vector<Agent*> seats;
    for (const std::string& spec : r.header.agents) owned.push_back(make_agent(spec)), seats.push_back(owned.back().get());
    REQUIRE(int(seats.size()) == g->num_players());
    // The game again, written as a replay of its own beside the recorded one.
    {
      ReplayWriter w(again, *g, r.header);
      play_game(*g, seats, r.header.seed, &w);
    }
    const Replay now = read_replay(again);
    for (size_t i = 0; i < std::min(now.steps.size(), r.steps.size()); ++i)
      if (now.steps[i].name != r.steps[i].name)
        FAIL(path << ":" << r.steps[i].line << ": recorded '" << r.steps[i].name << "', played '" << now.steps[i].name << "'");
    REQUIRE(now.steps.size() == r.steps.size());
    REQUIRE(now.result.has_value());
    CHECK(now.result->winner == r.result->winner);
    CHECK(now.result->vp == r.result->vp);
    CHECK(now.result->turns == r.result->turns);
  }
  std::filesystem::remove(again);
}
