// Expert-iteration self-play: ISMCTS reports its root, the records carry its
// visit shares and root values, a run repeats itself whatever the threads, a
// game's records are capped by a uniform sample, the heuristic bot's
// records carry their outcome, and an oracle is refused.
#include <doctest/doctest.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <numeric>

#include "agents/heuristic_eval.h"
#include "agents/ismcts.h"
#include "core/standard/std_game.h"
#include "core/config_error.h"
#include "selfplay/ismcts_selfplay.h"

using namespace catanlab;
namespace fs = std::filesystem;

// Named, not anonymous: the tests compile as one unity file with test_selfplay.cpp's helpers.
namespace expert_test {

std::string file_bytes(const fs::path& p) {
  std::ifstream f(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(f), {}};
}

fs::path expert_dir(const char* name) {
  fs::path dir = fs::temp_directory_path() / (std::string("catanlab-test-ismcts-") + name);
  fs::remove_all(dir);
  return dir;
}

IsmctsSelfplayConfig tiny_run(const fs::path& dir) {
  IsmctsSelfplayConfig c;
  c.out_dir = dir.string();
  c.agent = "ismcts:iters=30";
  c.games = 3;
  c.threads = 1;
  c.options = {{"turn_cap", 30}};
  c.temperature_moves = 10;
  c.records_per_chunk = 100;
  c.seed = 7;
  return c;
}

// Every record of the chunk files, as a reader sees them (docs/neural.md).
struct Row {
  std::vector<uint8_t> mask;
  std::vector<float> policy, outcome, root_value;
  int32_t game, move;
};

std::vector<Row> read_rows(const std::vector<std::string>& chunks, const Game& g) {
  const size_t O = g.observation_size(), A = g.num_actions(), P = g.num_players(), K = value_term_names(g).size();
  const size_t R = 4 * O + A + 4 * A + 4 * (P + 1) + 4 * P + 4 * P + 4 * P + 4 * P * K + 16;  // format 4
  std::vector<Row> rows;
  for (const std::string& path : chunks) {
    const std::string bytes = file_bytes(path);
    uint32_t header_len;
    std::memcpy(&header_len, bytes.data() + 12, 4);
    const size_t body = bytes.size() - 16 - header_len - 12;
    CHECK(body % R == 0);  // whole records of this size: a format change shows here first
    const size_t n = body / R;
    for (size_t i = 0; i < n; ++i) {
      const char* rec = bytes.data() + 16 + header_len + i * R;
      Row row{{}, std::vector<float>(A), std::vector<float>(P + 1), std::vector<float>(P), 0, 0};
      row.mask.assign(rec + 4 * O, rec + 4 * O + A);
      std::memcpy(row.policy.data(), rec + 4 * O + A, 4 * A);
      std::memcpy(row.outcome.data(), rec + 4 * O + A + 4 * A, 4 * (P + 1));
      std::memcpy(row.root_value.data(), rec + 4 * O + A + 4 * A + 4 * (P + 1) + 4 * P, 4 * P);
      std::memcpy(&row.game, rec + R - 16, 4);
      std::memcpy(&row.move, rec + R - 12, 4);
      rows.push_back(std::move(row));
    }
  }
  return rows;
}

}  // namespace expert_test

using namespace expert_test;

TEST_CASE("ismcts: the last search's root holds every searched visit and the mean leaf value per seat") {
  auto g = StdGame::load("base", 4);
  IsmctsConfig cfg;
  cfg.iters = 200;
  cfg.reuse = false;  // the root's visits are this search's alone
  IsmctsAgent agent(cfg, "ismcts");
  agent.reset(3);
  const State s = g->new_game(5);  // the first settlement: many legal spots
  agent.act(*g, s);
  const RootSummary& root = agent.last_root();
  REQUIRE(root.visits.size() > 1);
  uint64_t visits = 0;
  for (auto [a, v] : root.visits) {
    CHECK(g->is_legal(s, a));
    visits += v;
  }
  CHECK(visits == 200);
  double total = 0;
  for (int p = 0; p < 4; ++p) {
    CHECK((root.value[p] > 0 && root.value[p] < 1));
    total += root.value[p];
  }
  CHECK(total == doctest::Approx(1).epsilon(1e-6));  // the leaf values are a softmax over the seats
}

TEST_CASE("ismcts self-play: records are the root's visit shares over the legal actions and its values") {
  const fs::path dir = expert_dir("records");
  SelfplayStats s = run_ismcts_selfplay(tiny_run(dir));
  CHECK(s.games == 3);
  CHECK(s.iterations == 30 * s.searches);  // reuse keeps old visits, but each search runs its budget
  CHECK(s.records == s.decisions);         // record_prob 1, no cap: every searched decision
  auto g = StdGame::load("base", 4, {{"turn_cap", 30}});
  const std::vector<Row> rows = read_rows(s.chunks, *g);
  REQUIRE(rows.size() == s.records);
  for (const Row& row : rows) {
    double inside = 0, outside = 0, value = 0;
    for (size_t a = 0; a < row.policy.size(); ++a) (row.mask[a] ? inside : outside) += row.policy[a];
    CHECK(inside == doctest::Approx(1).epsilon(1e-5));
    CHECK(outside == 0);
    for (float v : row.root_value) {
      CHECK((v >= 0 && v <= 1));
      value += v;
    }
    CHECK(value <= 1 + 1e-5);  // a softmax over the seats, or less where leaves are drawn ends (turn cap: all 0)
  }
  CHECK(rows.front().game == 0);  // games are written in their order
  CHECK(rows.back().game == 2);
}

TEST_CASE("ismcts self-play: a seed repeats the run byte for byte on any number of threads") {
  IsmctsSelfplayConfig one = tiny_run(expert_dir("one")), two = tiny_run(expert_dir("two"));
  two.threads = 2;
  SelfplayStats a = run_ismcts_selfplay(one), b = run_ismcts_selfplay(two);
  REQUIRE(a.chunks.size() == b.chunks.size());
  for (size_t i = 0; i < a.chunks.size(); ++i) CHECK(file_bytes(a.chunks[i]) == file_bytes(b.chunks[i]));
}

TEST_CASE("ismcts self-play: records_per_game keeps a sample of each game from all its stages, record_prob thins") {
  IsmctsSelfplayConfig c = tiny_run(expert_dir("capped"));
  c.records_per_game = 5;
  SelfplayStats s = run_ismcts_selfplay(c);
  CHECK(s.records == 15);
  auto g = StdGame::load("base", 4, {{"turn_cap", 30}});
  const std::vector<Row> rows = read_rows(s.chunks, *g);
  int beyond_start = 0;
  for (const Row& row : rows) beyond_start += row.move >= 5;  // not the first five decisions of each game
  CHECK(beyond_start > 0);

  c = tiny_run(expert_dir("none"));
  c.record_prob = 0;
  s = run_ismcts_selfplay(c);
  CHECK(s.records == 0);
  CHECK(s.games == 3);
}

TEST_CASE("ismcts self-play: branch records leave the game played alone and carry their own play-out's outcome") {
  IsmctsSelfplayConfig plain = tiny_run(expert_dir("unbranched")), branched = tiny_run(expert_dir("branched"));
  for (IsmctsSelfplayConfig* c : {&plain, &branched}) {
    c->agent = "ismcts:iters=4";
    c->options = {{"turn_cap", 400}};  // games that end with a winner
    c->record_prob = 0.05;
  }
  branched.branch_prob = 1;
  SelfplayStats a = run_ismcts_selfplay(plain), b = run_ismcts_selfplay(branched);
  CHECK(b.decisions == a.decisions);  // the same games, whatever the branches
  CHECK(b.wins_by_seat == a.wins_by_seat);
  CHECK(b.records == a.records);
  CHECK(b.iterations > a.iterations);  // the play-outs searched too
  auto g = StdGame::load("base", 4, {{"turn_cap", 400}});
  const std::vector<Row> rows = read_rows(b.chunks, *g), unbranched = read_rows(a.chunks, *g);
  REQUIRE(!rows.empty());
  int won = 0;
  for (const Row& row : rows) {
    for (float p : row.policy) CHECK(p == 0);  // no search there: no policy target
    for (size_t q = 0; q < row.root_value.size(); ++q) CHECK(row.root_value[q] == row.outcome[q]);  // value: its outcome
    won += row.outcome.back() == 0;
  }
  CHECK(won > 0);
  CHECK(rows.front().mask != unbranched.front().mask);  // a position after another action
}

TEST_CASE("ismcts self-play: the heuristic bot's records carry no policy and their game's outcome as value") {
  IsmctsSelfplayConfig c = tiny_run(expert_dir("outcomes"));
  c.agent = "heuristic";
  c.options = {{"turn_cap", 400}};  // games that end with a winner
  c.record_prob = 0.2;
  SelfplayStats s = run_ismcts_selfplay(c);
  CHECK(s.games == 3);
  CHECK(s.iterations == 0);  // no search
  CHECK(s.records > 0);
  CHECK(s.records < s.decisions);
  auto g = StdGame::load("base", 4, {{"turn_cap", 400}});
  const std::vector<Row> rows = read_rows(s.chunks, *g);
  REQUIRE(rows.size() == s.records);
  int won = 0;
  for (const Row& row : rows) {
    CHECK(std::accumulate(row.mask.begin(), row.mask.end(), 0) > 1);  // a decision with a choice
    for (float p : row.policy) CHECK(p == 0);
    for (size_t q = 0; q < row.root_value.size(); ++q) CHECK(row.root_value[q] == row.outcome[q]);
    won += row.outcome.back() == 0;
  }
  CHECK(won > 0);
}

TEST_CASE("ismcts self-play: an oracle agent and bad settings are refused") {
  IsmctsSelfplayConfig c = tiny_run(expert_dir("bad"));
  c.agent = "mcts-cheat:iters=10";  // sees hidden cards: no teacher for a seat that cannot
  CHECK_THROWS_WITH_AS(run_ismcts_selfplay(c), doctest::Contains("an oracle sees hidden cards"), ConfigError);
  c.agent = "ismcts:iters=10";
  c.branch_prob = 1.5;
  CHECK_THROWS_WITH_AS(run_ismcts_selfplay(c), doctest::Contains("branch_prob must be in 0..1"), ConfigError);
  c.branch_prob = 0;
  c.options = {{"turn_cap", 0}};
  CHECK_THROWS_WITH_AS(run_ismcts_selfplay(c), doctest::Contains("turn cap"), ConfigError);
}
