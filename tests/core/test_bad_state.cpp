// A State read from JSON or bytes is checked field by field, with the same
// rules and words for both forms (Game::validate): a number past its field is
// refused, never wrapped; a seat that is not one, a cache or padding byte other
// than the fields make it, and fields that no play could reach (the inputs the
// mutation test found, tests/core/test_state_mutations.cpp) are ConfigErrors
// naming the field.
#include <doctest/doctest.h>

#include <cstddef>
#include <string>

#include <nlohmann/json.hpp>

#include "core/config_error.h"
#include "core/cities_knights/ck_internal.h"
#include "core/goofspiel/goofspiel.h"
#include "core/conquerors/lotc_internal.h"
#include "tests/support/position.h"

using namespace catanlab;
using namespace catanlab::testing;
using nlohmann::json;

namespace {

// The ConfigError message of loading `input` as JSON (bytes: as bytes); fails the test if none.
std::string json_error(const Game& g, const json& input) {
  try {
    g.from_json(input.dump());
  } catch (const ConfigError& e) {
    return e.what();
  }
  FAIL("no ConfigError was thrown");
  return {};
}
std::string bytes_error(const Game& g, const std::string& input) {
  try {
    g.from_bytes(input);
  } catch (const ConfigError& e) {
    return e.what();
  }
  FAIL("no ConfigError was thrown");
  return {};
}

// `s`'s bytes with the byte of the field at `field` (an address inside s) set to `value`.
std::string bytes_with(const Game& g, const State& s, const void* field, uint8_t value) {
  std::string bytes = g.to_bytes(s);
  const size_t header = bytes.size() - size_t(s.size());
  bytes[header + size_t(static_cast<const std::byte*>(field) - s.data())] = char(value);
  return bytes;
}

// The first position of a random game of `g` (from `seed`) in phase `phase` with set-up step `step` or
// later (a step only for the standard family: another's State has none).
State reach(const Game& g, const std::string& phase, uint64_t seed = 1, int step = 0) {
  Rng rng(seed);
  State s = g.new_game(seed);
  while (g.phase_name(s) != phase || (step > 0 && std_state(s).setup_step < step)) {
    REQUIRE(!g.is_terminal(s));
    random_step(g, s, rng);
  }
  return s;
}

bool says(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("declared fields: each range named as JSON names the field, optional ones absent from older States") {
  auto g = StdGame::load("base", 4);
  const State main = reach(*g, "main");
  const json good = json::parse(g->to_json(main));
  json j = good;
  j["base"]["rolled"] = 2;  // a flag: a byte the JSON reader takes, a range the declaration gives
  CHECK(says(json_error(*g, j), "state.base.rolled: 2 is outside 0..1"));
  j = good;
  j["base"]["players"][2]["dev_new"][1] = 1;  // bought this turn, yet not held: the bound is the seat's own dev[1]
  j["base"]["players"][2]["dev"][1] = 0;
  CHECK(says(json_error(*g, j), "state.base.players[2].dev_new[1]: 1 is outside 0..0"));
  j = good;
  j["base"]["offer"]["asked"] = 16;  // seat bits of a 4-seat game
  CHECK(says(json_error(*g, j), "state.base.offer.asked: 16 is outside 0..15"));
  j = good;
  j["base"]["players"] = json::array();
  CHECK(says(json_error(*g, j), "state.base.players: must list 4 players"));
  j = good;
  j["base"].erase("offer");
  CHECK(says(json_error(*g, j), "state.base.offer: missing object"));
  // States written before robber_alone, discard_then_robber, dormant and extra_settlements read them as zero.
  j = good;
  for (const char* key : {"robber_alone", "discard_then_robber", "dormant"}) j["base"].erase(key);
  for (json& p : j["base"]["players"]) p.erase("extra_settlements");
  CHECK(g->from_json(j.dump()) == main);
  // Bytes are checked by the same declaration, in the same words.
  State s = main;
  CHECK(says(bytes_error(*g, bytes_with(*g, s, &std_state(s).base.dev_played, 3)), "state.base.dev_played: 3 is outside 0..1"));
}

TEST_CASE("bad state JSON: a number past its field is refused, never wrapped") {
  auto g = StdGame::load("base", 4);
  const json good = json::parse(g->to_json(reach(*g, "main")));
  json j = good;
  j["base"]["players"][0]["knights_played"] = 256;  // a byte: once read back as 0
  CHECK(says(json_error(*g, j), "state.base.players[0].knights_played: must be an integer in 0..255"));
  j = good;
  j["base"]["players"][1]["roads"].push_back(int64_t(1) << 32);  // once read as edge 0
  CHECK(says(json_error(*g, j), "state.base.players[1].roads: index 4294967296 is outside 0..71"));
  j = good;
  j["players"] = (int64_t(1) << 32) + 4;  // once read as 4 players
  CHECK(says(json_error(*g, j), "state: 'players' must be an integer in 1..6"));
  j = good;
  j["turn"] = -1;  // once read as 4294967295 turns
  CHECK(says(json_error(*g, j), "state.turn: must be an integer in 0..2147483647"));
}

TEST_CASE("bad state JSON: a value of another type is a ConfigError, not a JSON library's exception") {
  auto g = StdGame::load("base", 4);
  const json good = json::parse(g->to_json(reach(*g, "main")));
  json j = good;
  j["phase"] = 3;
  CHECK(says(json_error(*g, j), "state.phase: unknown phase ''"));
  j = good;
  j["format"] = 1;
  CHECK(says(json_error(*g, j), "state: not a catanlab state"));
  j = good;
  j["rules"] = nullptr;
  CHECK(says(json_error(*g, j), "state: written for rule set '', not 'base'"));

  auto ck = StdGame::load("cities_knights", 3);
  json k = json::parse(ck->to_json(reach(*ck, "main", 2)));
  k["cities_knights"]["knights"].push_back({{"vertex", 0}, {"owner", 0}, {"strength", 1}, {"active", 5}});
  CHECK(says(json_error(*ck, k), "state.cities_knights.knights[].active: must be true or false"));
}

TEST_CASE("bad state JSON: a 'version' other than the format's is refused in every family") {
  for (const std::string& rules : list_rulesets()) {
    CAPTURE(rules);
    auto g = Game::load(rules);
    const json good = json::parse(g->to_json(g->new_game(1)));
    CHECK(good["version"] == 1);
    CHECK(g->from_json(good.dump()) == g->new_game(1));
    for (const json& version : {json(99), json(2), json("x"), json::array({1, 2}), json(nullptr), json(1.0)}) {
      CAPTURE(version.dump());
      json j = good;
      j["version"] = version;
      CHECK(says(json_error(*g, j), "state: 'version' is " + version.dump() + ", expected 1"));
    }
    json j = good;
    j.erase("version");
    CHECK(says(json_error(*g, j), "state: 'version' is missing, expected 1"));
  }
}

TEST_CASE("bad state bytes: every field is checked as the JSON form's is, the header's size too") {
  auto g = StdGame::load("base", 4);
  const State s = reach(*g, "main");
  const StdState& st = std_state(s);
  CHECK(says(bytes_error(*g, bytes_with(*g, s, &st.to_move, 52)), "state.to_move: 52 is outside 0..3"));
  CHECK(says(bytes_error(*g, bytes_with(*g, s, &st.base.players[2].hand[Ore], 200)),
            "state.base.bank[4]: "));  // 200 ore: more than the box's 19
  CHECK(says(bytes_error(*g, bytes_with(*g, s, &st.base.robber, 200)), "state.base.robber: not a land hex"));
  // StealCard with nobody to steal from: chance_outcomes would read seat 255's hand.
  CHECK(says(bytes_error(*g, bytes_with(*g, s, &st.phase, uint8_t(Phase::StealCard))),
            "state.base.victim: none, or the thief, while a card is stolen"));
  // A cache (the hand's total) other than the hand makes it.
  const std::string cache = bytes_error(*g, bytes_with(*g, s, &st.base.players[0].hand_total, uint8_t(st.base.players[0].hand_total + 1)));
  CHECK(says(cache, fmt::format("state: byte {} is", offsetof(StdState, base) + offsetof(BaseSlice, players) +
                                                        offsetof(PlayerState, hand_total))));
  CHECK(says(cache, "(a cache, padding or an unused seat)"));
  std::string header = g->to_bytes(s);
  header[16] = char(header[16] + 8);  // BytesHeader::size
  CHECK(says(bytes_error(*g, header), "state bytes: header size"));
}

TEST_CASE("bad state bytes: the toy family checks its fields too") {
  auto g = Game::load("goofspiel", 2);
  const State s = reach(*g, "bid");
  const GoofState& st = goof_state(s);
  // The seat to bid past the seats: legal_actions read that seat's hand beyond the array.
  CHECK(says(bytes_error(*g, bytes_with(*g, s, &st.to_move, 6)), "state.to_move: 6 is outside 0..1"));
  CHECK(says(bytes_error(*g, bytes_with(*g, s, &st.held[0], 0)), "state.seats[0].cards: 6 cards are left in round 0"));
}

TEST_CASE("bad state: positions no play reaches, found by the mutation test") {
  auto g = StdGame::load("base_beginner", 4);
  // A mid-game position turned back to set-up: the seats would place settlements until the board is full.
  json j = json::parse(g->to_json(reach(*g, "main")));
  j["phase"] = "setup_settlement";
  CHECK(says(json_error(*g, j), "state.setup_step: 8 is outside 0..7"));

  // Set-up with a settlement moved off the road built from it: the next seat finds no road to build.
  auto ch3 = StdGame::load("conquerors_ch3", 3);
  const State second = reach(*ch3, "setup_settlement", 3, 1);
  const PlayerState& first = std_state(second).base.players[0];
  const int road = first.roads.nth(0);
  VertexSet away = ch3->topo().land_vertices;
  for (int end : ch3->topo().edge_vertex[road]) away.reset(end);
  j = json::parse(ch3->to_json(second));
  j["base"]["players"][0]["settlements"] = {away.nth(0)};
  CHECK(says(json_error(*ch3, j), fmt::format("state.base.players[0].roads: road {} is beside none of the seat's buildings", road)));

  // A chapter 3 game before its set-up, its draw of fort tiles turned into a seat's battle card draw.
  const State forts = reach(*ch3, "lotc_fort_draw", 4);
  CHECK(says(bytes_error(*ch3, bytes_with(*ch3, forts, &std_state(forts).phase, uint8_t(LotcPhase::BattleDraw))),
            fmt::format("state.setup_step: 0 is outside {0}..{0}", ch3->opt().setup_rounds * 3)));

  // Chapter 1 at a step of chapter 2: its legal actions would be ids of blocks chapter 1 does not declare.
  auto ch1 = StdGame::load("conquerors_ch1", 3);
  j = json::parse(ch1->to_json(reach(*ch1, "main", 6)));
  j["phase"] = "lotc_aegis_token";
  j["conquerors"]["aegis_left"] = 1 << int(j["to_move"]);
  CHECK(says(json_error(*ch1, j), "state.phase: 'lotc_aegis_token' is a step of chapter 2 on"));

  // Help from the South with two cards in its stack for the five draws: the third finds none.
  j = json::parse(ch1->to_json(reach(*ch1, "main", 6)));
  j["phase"] = "lotc_south_draw";
  j["conquerors"]["south_stack"] = 12;
  CHECK(says(json_error(*ch1, j), "state.conquerors.south_stack: 2 cards in the stack after 0 drawn"));

  // Chapter 3 drawing for Help from the South: its deck deals no such card, nor declares its draws.
  const State ch3_main = reach(*ch3, "main", 6);
  j = json::parse(ch3->to_json(ch3_main));
  j["phase"] = "lotc_south_draw";
  j["conquerors"]["south_stack"] = 31;
  CHECK(says(json_error(*ch3, j), "state.phase: 'lotc_south_draw' follows a card the deck does not deal"));

  // A merchant's owner without its hex: the owner's trade rates read the terrain of hex 255.
  auto ck = StdGame::load("cities_knights", 3);
  const State main = reach(*ck, "main", 5);
  REQUIRE(ck_of(*ck, main).merchant_hex == kNoHex);
  CHECK(says(bytes_error(*ck, bytes_with(*ck, main, &ck_of(*ck, main).merchant_owner, 0)),
            "state.cities_knights.merchant_owner: the merchant needs a hex and an owner"));
}
