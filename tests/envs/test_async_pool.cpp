// VecEnv, asynchronous (AsyncPool): each round of recv() calls returns every
// env exactly once, in the ring's blocks in turn, each row showing its env's
// position; the games are the synchronous ones whatever order envs finish in;
// misuse is refused before anything is queued.
#include <doctest/doctest.h>

#include <stdexcept>
#include <vector>

#include "envs/vec_env.h"
#include "tests/envs/row_check.h"

using namespace catanlab;
using catanlab::testing::check_row;

TEST_CASE("async pool: each round returns every env exactly once and plays the synchronous games") {
  auto g = Game::load("base", 4);
  const std::vector<std::string> seats(4, "");
  const int n = 6, batch = 2, rounds = 40;
  VecEnv async(g, n, seats, batch, 2, 3);
  REQUIRE(async.num_blocks() == 4);  // ceil(6 / 2) + 1
  async.async_reset();
  int expected_block = 0;
  for (int round = 0; round < rounds; ++round) {
    CAPTURE(round);
    std::vector<int> returned(n), envs;
    for (int k = 0; k < n / batch; ++k) {
      const int block = async.recv();
      CHECK(block == expected_block);
      expected_block = (expected_block + 1) % async.num_blocks();
      for (int r = 0; r < batch; ++r) {
        const Rows row = async.ring().rows().at(*g, size_t(block) * batch + r);
        const int e = *row.env_id;
        REQUIRE((e >= 0 && e < n));
        ++returned[e];
        envs.push_back(e);
        check_row(*g, row, async.state(e));
      }
    }
    CHECK(returned == std::vector<int>(n, 1));
    if (round + 1 < rounds) async.send_random(envs);
  }
  // Every env was reset once and stepped rounds - 1 times, as a synchronous VecEnv is here.
  VecEnv sync(g, n, seats, 0, 1, 3);
  for (int step = 0; step + 1 < rounds; ++step) sync.step_random();
  for (int e = 0; e < n; ++e) CHECK(async.state(e) == sync.state(e));
}

TEST_CASE("async pool: misuse is refused before anything is queued") {
  auto g = Game::load("base", 4);
  VecEnv env(g, 4, std::vector<std::string>(4, ""), 2, 2, 1);
  env.async_reset();
  CHECK_THROWS_WITH_AS(env.step_random(), "step_random: 4 envs are in flight from send(); recv them first",
                       std::invalid_argument);
  CHECK_THROWS_WITH_AS(env.async_reset(), "env 0 was sent again before its result was received",
                       std::invalid_argument);
  const int block = env.recv();
  const int32_t* ids = env.ring().env_id.data() + block * 2;
  CHECK_THROWS_WITH_AS(env.send_random({9}), "env id 9 is out of range 0..3", std::invalid_argument);
  CHECK_THROWS_WITH_AS(env.send_random({ids[0], ids[0]}), doctest::Contains("appears twice in one send"),
                       std::invalid_argument);
  CHECK_THROWS_WITH_AS(env.send({ids[0]}, {}), "0 actions given for 1 envs", std::invalid_argument);
  env.recv();  // the other two: nothing queued by the refused sends
  CHECK_THROWS_WITH_AS(env.recv(), "recv needs 2 envs in flight, only 0 are: send more first", std::invalid_argument);
  env.step_random();
}
