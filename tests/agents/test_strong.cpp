// `strong`: the manifest of models/<rule set>/ or the default; every shipped
// model fits its rule set's layout, and every manifest plays a game.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>

#include "agents/agent_registry.h"
#include "agents/nnue/nnue_net.h"
#include "agents/strong_agent.h"
#include "core/config_error.h"
#include "selfplay/game_runner.h"
#include "tests/support/nnue_writer.h"

using namespace catanlab;
using namespace catanlab::testing;
namespace fs = std::filesystem;

namespace {

// CATANLAB_MODELS pointed at a fresh folder for the test's life.
struct ModelsDir {
  fs::path dir = fs::temp_directory_path() / ("catanlab_models_" + std::to_string(::getpid()));
  ModelsDir() {
    fs::create_directories(dir);
    setenv("CATANLAB_MODELS", dir.c_str(), 1);
  }
  ~ModelsDir() {
    unsetenv("CATANLAB_MODELS");
    fs::remove_all(dir);
  }
  void write(const std::string& rel, const std::string& bytes) const {
    fs::create_directories((dir / rel).parent_path());
    write_bytes((dir / rel).string(), bytes);
  }
};

// `strong` in seat 0 of a game against random bots; the runner checks every decision.
GameResult play_strong(const Game& g, uint64_t seed) {
  std::vector<std::unique_ptr<Agent>> agents;
  std::vector<Agent*> seats;
  for (int p = 0; p < g.num_players(); ++p) {
    agents.push_back(make_agent(p == 0 ? "strong" : "random"));
    seats.push_back(agents.back().get());
  }
  return play_game(g, seats, seed);
}

// Every model under `dir` against its rule set (the folder's name) and player count, then a game
// with `strong` for every manifest. Returns how many models and manifests it checked.
int check_shipped(const fs::path& dir) {
  int checked = 0;
  for (const auto& folder : fs::directory_iterator(dir)) {
    if (!folder.is_directory()) continue;
    const std::string rules = folder.path().filename().string();
    for (const auto& file : fs::directory_iterator(folder.path())) {
      if (file.path().extension() != ".nnue") continue;
      NnueNet net(file.path().string());
      net.check_game(*Game::load(rules, net.header().players));  // stale: "retrain the model for RULES"
      ++checked;
    }
    if (fs::exists(folder.path() / "strong.json")) {
      auto g = Game::load(rules);
      const GameResult r = play_strong(*g, 1);
      CHECK_MESSAGE(r.steps > 0, rules);
      ++checked;
    }
  }
  return checked;
}

}  // namespace

TEST_CASE("strong: every shipped model fits its rule set, every manifest plays a game") {
  CHECK(check_shipped(models_dir()) > 0);
}

TEST_CASE("strong: a stale shipped model fails the check, naming the model to retrain") {
  ModelsDir models;
  auto g = Game::load("base", 4);
  NnueSpec stale = nnue_spec_for(*g);
  stale.layout_hash ^= 1;
  models.write("base/value.nnue", nnue_bytes(stale, 1));
  CHECK_THROWS_WITH_AS(check_shipped(models.dir), doctest::Contains("value.nnue: stale"), ConfigError);
  CHECK_THROWS_WITH_AS(check_shipped(models.dir), doctest::Contains("retrain the model for base"), ConfigError);
}

TEST_CASE("strong: the manifest's spec, its model found beside it") {
  ModelsDir models;
  auto g = Game::load("base", 4);
  models.write("base/value.nnue", nnue_bytes(nnue_spec_for(*g), 1));
  models.write("base/strong.json", R"({"agent": "ismcts:iters=32,leaf=net,model=value.nnue", "evidence": "a test"})");
  const StrongChoice choice = strong_choice(*g);
  CHECK(choice.spec == "ismcts:iters=32,leaf=net,model=" + (models.dir / "base" / "value.nnue").string());
  CHECK(choice.manifest == (models.dir / "base" / "strong.json").string());
  CHECK(check_shipped(models.dir) == 2);

  // For another player count the manifest says nothing: the default plays.
  models.write("base/strong.json",
               R"({"agent": "ismcts:iters=32,leaf=net,model=value.nnue", "players": 4, "evidence": "a test"})");
  CHECK(strong_choice(*Game::load("base", 3)).spec == kStrongDefault);
  CHECK(strong_choice(*g).spec.find("leaf=net") != std::string::npos);

  // Unless it names what the other counts play.
  models.write("base/strong.json", R"({"agent": "ismcts:iters=32,leaf=net,model=value.nnue", "players": 4,
                                       "otherwise": "heuristic", "evidence": "a test"})");
  CHECK(strong_choice(*Game::load("base", 3)).spec == "heuristic");
  CHECK(strong_choice(*g).spec.find("leaf=net") != std::string::npos);
}

TEST_CASE("strong: without a manifest, heuristic-leaf ISMCTS; rollouts where the family has no value") {
  ModelsDir models;
  CHECK(strong_choice(*Game::load("base", 4)).spec == kStrongDefault);
  CHECK(strong_choice(*Game::load("goofspiel")).spec == kStrongDefaultRollout);
  CHECK(strong_choice(*Game::load("base", 4)).manifest.empty());
}

TEST_CASE("strong: a bad manifest or model is named") {
  ModelsDir models;
  auto g = Game::load("base", 4);
  models.write("base/strong.json", "{\"agent\": 3}");
  CHECK_THROWS_WITH_AS(strong_choice(*g), doctest::Contains("strong.json: a manifest is a JSON object with 'agent'"),
                       ConfigError);
  models.write("base/strong.json", R"({"agent": "ismcts", "evidence": 1})");
  CHECK_THROWS_WITH_AS(strong_choice(*g), doctest::Contains("'evidence' must say"), ConfigError);
  models.write("base/strong.json", R"({"agent": "ismcts:leaf=net,model=gone.nnue", "evidence": "none"})");
  auto strong = make_agent("strong");
  CHECK_THROWS_WITH_AS(strong->check_game(*g), doctest::Contains("gone.nnue: no such model file"), ConfigError);
  models.write("base/strong.json", R"({"agent": "ismcts:leaf=net,model=seafarers.nnue", "evidence": "none"})");
  models.write("base/seafarers.nnue", nnue_bytes(nnue_spec_for(*Game::load("seafarers", 4)), 1));
  CHECK_THROWS_WITH_AS(make_agent("strong")->check_game(*g),
                       doctest::Contains("a model for rule set 'seafarers', not 'base'"), ConfigError);
  CHECK_THROWS_WITH_AS(make_agent("strong:iters=5"), doctest::Contains("unknown parameter 'iters'"), ConfigError);
}
