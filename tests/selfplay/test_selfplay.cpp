// Batched self-play: the inference batcher routes every answer to the game
// that asked; the runner writes whole, checksummed chunks, repeats itself for
// a seed, keeps what it wrote when interrupted; bad models are named.
#include <doctest/doctest.h>

#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <numeric>

#include "core/standard/std_game.h"
#include "agents/crc32.h"
#include "agents/evaluator.h"
#include "agents/heuristic_eval.h"
#include "core/config_error.h"
#include "selfplay/chunk_writer.h"
#include "selfplay/inference_batcher.h"
#include "selfplay/selfplay_runner.h"

using namespace catanlab;
namespace fs = std::filesystem;

namespace {

// Answers with the asking game's identity: its observation's first number as
// a logit, and the position's turn (the test stores the game id there) as a value.
struct GameIdEvaluator final : Evaluator {
  std::vector<int> batch_sizes;
  std::string name() const override { return "game-id"; }
  void evaluate(const Game& g, const EvalBatch& b) override {
    batch_sizes.push_back(b.size);
    for (int k = 0; k < b.size; ++k) {
      b.logits[k * g.num_actions()] = b.obs[k * g.observation_size()];
      b.values[k * g.num_players()] = float(g.turn(*b.states[k]));
    }
  }
};

std::string read_file(const fs::path& p) {
  std::ifstream f(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(f), {}};
}

fs::path fresh_dir(const char* name) {
  fs::path dir = fs::temp_directory_path() / (std::string("catanlab-test-") + name);
  fs::remove_all(dir);
  return dir;
}

SelfplayConfig small_run(const fs::path& dir) {
  SelfplayConfig c;
  c.out_dir = dir.string();
  c.games = 3;
  c.slots = 2;
  c.batch = 2;
  c.threads = 1;
  c.search.sims = 6;
  c.search.gumbel = true;
  c.options = {{"turn_cap", 40}};
  c.records_per_chunk = 200;
  c.seed = 42;
  return c;
}

}  // namespace

TEST_CASE("inference batcher: every game gets its own answer, whatever the order and batch size") {
  auto g = StdGame::load("base", 4);
  for (int batch : {1, 3, 16}) {
    GameIdEvaluator ev;
    const int rows = 11;
    InferenceBatcher batcher(*g, ev, rows, batch);
    std::vector<State> states(rows, g->new_game(1));
    std::vector<int> asking{7, 2, 9, 0, 4, 10, 5};  // not every row waits, out of order
    std::vector<const State*> positions;
    std::vector<int> players;
    for (int row : asking) {
      std_state(states[row]).turn = 100 + row;
      batcher.obs(row)[0] = float(row * 7);
      positions.push_back(&states[row]);
      players.push_back(0);
    }
    batcher.run(asking, positions, players);
    for (int row : asking) {
      CHECK(batcher.values(row)[0] == float(100 + row));
      CHECK(batcher.logits(row)[0] == float(row * 7));
    }
    CHECK(batcher.calls() == uint64_t((asking.size() + batch - 1) / batch));
    CHECK(*std::max_element(ev.batch_sizes.begin(), ev.batch_sizes.end()) <= batch);
  }
}

TEST_CASE("self-play: chunks are whole files with the documented layout and checksum") {
  const fs::path dir = fresh_dir("chunks");
  SelfplayConfig c = small_run(dir);
  SelfplayStats s = run_selfplay(c);
  CHECK(s.games == 3);
  CHECK(s.draws + std::accumulate(s.wins_by_seat.begin(), s.wins_by_seat.end(), 0) == 3);
  REQUIRE(!s.chunks.empty());
  auto g = StdGame::load("base", 4, {{"turn_cap", 40}});
  const size_t O = g->observation_size(), A = g->num_actions(), P = g->num_players();
  const size_t K = value_term_names(*g).size();  // the heuristic's terms per seat
  const size_t R = 4 * O + A + 4 * A + 4 * (P + 1) + 4 * P + 4 * P + 4 * P + 4 * P * K + 16;
  uint64_t records = 0;
  for (const auto& entry : fs::directory_iterator(dir)) CHECK(entry.path().extension() == ".bin");  // no .tmp left
  for (const std::string& path : s.chunks) {
    const std::string bytes = read_file(path);
    REQUIRE(bytes.size() > 28);
    CHECK(std::memcmp(bytes.data(), "CLCHUNK", 8) == 0);
    CHECK(std::memcmp(bytes.data() + bytes.size() - 8, "CLCHEND", 8) == 0);
    uint32_t version, header_len, crc;
    std::memcpy(&version, bytes.data() + 8, 4);
    std::memcpy(&header_len, bytes.data() + 12, 4);
    std::memcpy(&crc, bytes.data() + bytes.size() - 12, 4);
    CHECK(version == 4);
    const size_t body = bytes.size() - 16 - header_len - 12;
    CHECK(body % R == 0);
    records += body / R;
    CHECK(crc == crc32(reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size() - 12));
    // The first record's policy sums to 1 over its mask.
    const char* rec = bytes.data() + 16 + header_len;
    const auto* mask = reinterpret_cast<const uint8_t*>(rec + 4 * O);
    // Records are packed: a float may start at any byte, so it is copied out, never read in place.
    auto float_at = [](const char* floats, size_t i) {
      float x;
      std::memcpy(&x, floats + 4 * i, 4);
      return x;
    };
    const char* policy = rec + 4 * O + A;
    double total = 0, outside = 0;
    for (size_t a = 0; a < A; ++a) (mask[a] ? total : outside) += float_at(policy, a);
    CHECK(total == doctest::Approx(1).epsilon(1e-4));
    CHECK(outside == 0);
    // The root value is a utility per seat.
    const char* root_value = rec + 4 * O + A + 4 * A + 4 * (P + 1) + 4 * P;
    for (size_t k = 0; k < P; ++k) CHECK((float_at(root_value, k) >= 0 && float_at(root_value, k) <= 1));
    // The heuristic's seat values (value units) are numbers: the base game has a value function.
    const char* heuristic = root_value + 4 * P;
    for (size_t k = 0; k < P; ++k) CHECK(std::isfinite(float_at(heuristic, k)));
    // Its terms add up to it, seat by seat.
    const char* terms = heuristic + 4 * P;
    for (size_t k = 0; k < P; ++k) {
      double sum = 0;
      for (size_t j = 0; j < K; ++j) sum += float_at(terms, k * K + j);
      CHECK(sum == doctest::Approx(float_at(heuristic, k)).epsilon(1e-5));
    }
  }
  CHECK(records == s.records);
  CHECK(s.records == s.searches);  // every searched decision is recorded (full_search_prob 1)
}

TEST_CASE("self-play: a seed repeats the run byte for byte") {
  const fs::path a = fresh_dir("repeat-a"), b = fresh_dir("repeat-b");
  SelfplayStats sa = run_selfplay(small_run(a)), sb = run_selfplay(small_run(b));
  REQUIRE(sa.chunks.size() == sb.chunks.size());
  for (size_t i = 0; i < sa.chunks.size(); ++i) CHECK(read_file(sa.chunks[i]) == read_file(sb.chunks[i]));
}

TEST_CASE("self-play: an interrupt stops the run and keeps every chunk written, whole") {
  const fs::path dir = fresh_dir("interrupt");
  SelfplayConfig c = small_run(dir);
  c.games = 6;
  c.records_per_chunk = 20;
  int waves = 0;
  SelfplayStats s = run_selfplay(c, [&] { return ++waves == 400; });
  CHECK(waves == 400);
  CHECK(s.games < 6);
  for (const auto& entry : fs::directory_iterator(dir)) CHECK(entry.path().extension() == ".bin");
  for (const std::string& path : s.chunks) CHECK(read_file(path).size() > 28);
}

TEST_CASE("self-play and models: bad settings and missing files are named") {
  const fs::path dir = fresh_dir("bad");
  SelfplayConfig c = small_run(dir);
  c.options = {{"turn_cap", 0}};
  CHECK_THROWS_WITH_AS(run_selfplay(c), doctest::Contains("turn cap"), ConfigError);
  auto g = StdGame::load("base", 4);
  CHECK_THROWS_WITH_AS(load_evaluator("/no/such/model.pt", *g), doctest::Contains("/no/such/model.pt"), ConfigError);
}
