// A Colonies State as bytes and JSON: positions read back unchanged; bad
// input refused with a ConfigError naming the field; the same seed and
// actions give the same game.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "tests/colonies/col_position.h"

using namespace catanlab;
using namespace catanlab::testing;
using nlohmann::json;

namespace {

// A position in the middle of a random game of 3 players.
State midgame(const Game& g, uint64_t seed, int steps) {
  State s = g.new_game(seed);
  Rng rng(seed);
  for (int i = 0; i < steps && !g.is_terminal(s); ++i) random_step(g, s, rng);
  return s;
}

std::string refused(const Game& g, const json& j) {
  try {
    g.from_json(j.dump());
  } catch (const ConfigError& e) {
    return e.what();
  }
  return "accepted";
}

}  // namespace

TEST_CASE("colonies state: positions read back from their bytes and JSON; the same seed plays the same game") {
  auto g = Game::load("colonies", 3, {{"col_vote_thirds", 4}});
  for (int steps : {0, 50, 300, 1000}) {
    const State s = midgame(*g, 11, steps);
    CHECK(g->from_bytes(g->to_bytes(s)) == s);
    CHECK(g->from_json(g->to_json(s)) == s);
  }
  CHECK(midgame(*g, 5, 800) == midgame(*g, 5, 800));
  CHECK_FALSE(midgame(*g, 5, 800) == midgame(*g, 6, 800));
}

TEST_CASE("colonies state: bad input is refused, naming the field") {
  ColPos pos(2);
  pos.village(0, 8).army(0, 5, 2).village(1, 53).at(ColStage::Winter);
  const Game& g = pos.g;
  const json good = json::parse(g.to_json(pos.s));
  REQUIRE(refused(g, good) == "accepted");
  auto with = [&](auto edit) {
    json j = good;
    edit(j);
    return refused(g, j);
  };
  CHECK(with([](json& j) { j["bank"][0] = 18; }).find("state.bank[0]") != std::string::npos);  // a card lost
  CHECK(with([](json& j) { j["armies"][0]["tile"] = 0; }).find("state.armies.tile 0") != std::string::npos);  // the ocean
  CHECK(with([](json& j) { j["settlements"][0]["corner"] = 49; }).find("beside another") != std::string::npos);
  CHECK(with([](json& j) { j["phase"] = "combat"; }).find("is not what") != std::string::npos);
  CHECK(with([](json& j) { j["phase"] = "nonsense"; }).find("state.phase") != std::string::npos);
  CHECK(with([](json& j) { j["seats"][1]["out"] = 1; }).find("state.seats[1].out") != std::string::npos);
  CHECK(with([](json& j) { j["terrain"][5] = "desert"; }).find("desert") != std::string::npos);
  CHECK(with([](json& j) { j["books"][0]["count"] = 1; }).find("state.books[0]") != std::string::npos);
  CHECK(with([](json& j) { j["seats"][0]["stance"][1] = 3; }).find("state.seats[0].stance[1]") != std::string::npos);
  CHECK(with([](json& j) { j["armies"][0]["regiments"][0] = 41; }).find("the box holds 40") != std::string::npos);
  CHECK(with([](json& j) { j["cursor"]["seat"] = 7; }).find("state.cursor.seat") != std::string::npos);
  CHECK(with([](json& j) { j["battle"]["active"] = 1; }).find("state.battle") != std::string::npos);
  CHECK(with([](json& j) { j["offer"]["from"] = 0; }).find("state.offer") != std::string::npos);
  CHECK(with([](json& j) { j.erase("cursor"); }).find("state.cursor") != std::string::npos);
  // Bytes: a cache that is not what the fields make of it.
  std::string bytes = g.to_bytes(pos.s);
  const size_t header = bytes.size() - size_t(pos.s.size());
  bytes[header + offsetof(ColState, held_v)] ^= 1;
  CHECK_THROWS_WITH_AS(g.from_bytes(bytes), doctest::Contains("where its fields make it"), ConfigError);
}
