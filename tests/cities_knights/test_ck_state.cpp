// The C&K State as data: JSON errors naming the field, progress cards hidden
// from opponents in observe(), and resample_hidden() keeping each opponent's
// cards per deck (determinism and round trips: the generic battery).
#include <doctest/doctest.h>

#include <cmath>
#include <cstring>

#include <nlohmann/json.hpp>

#include "core/config_error.h"
#include "tests/cities_knights/ck_position.h"
#include "tests/support/random_game.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("ck JSON: bad values name the field") {
  auto g = ck_game();
  State s = empty_main(*g, 0);
  std::string text = g->to_json(s);
  const std::string key = "\"barbarians\":0";
  REQUIRE(text.find(key) != std::string::npos);
  text.replace(text.find(key), key.size(), "\"barbarians\":\"x\"");
  CHECK_THROWS_WITH_AS(g->from_json(text), doctest::Contains("state.cities_knights.barbarians"), ConfigError);
}

TEST_CASE("ck JSON and bytes: the declared ranges name the field") {
  auto g = ck_game();
  State s = empty_main(*g, 0);
  const int v = inland_vertex(*g);
  knight_at(*g, s, 1, v, 2);
  REQUIRE(g->from_json(g->to_json(s)) == s);
  const nlohmann::json j = nlohmann::json::parse(g->to_json(s));
  auto refused = [&](const char* pointer, nlohmann::json value, const char* field) {
    nlohmann::json bad = j;
    bad[nlohmann::json::json_pointer(pointer)] = std::move(value);
    CHECK_THROWS_WITH_AS(g->from_json(bad.dump()), doctest::Contains(field), ConfigError);
  };
  refused("/cities_knights/knights/0/owner", 3, fmt::format("state.cities_knights.knights[v{}].owner", v).c_str());
  refused("/cities_knights/knights/0/active", 1, "state.cities_knights.knights[].active: must be true or false");
  refused("/cities_knights/knights/1", j["cities_knights"]["knights"][0], "a second entry at vertex");
  refused("/cities_knights/knights/0", {{"vertex", v}, {"owner", 0}, {"strength", 0}}, "is empty");
  refused("/cities_knights/metropolis/0", 254, "state.cities_knights.metropolis[0]: 254 is outside");
  refused("/cities_knights/merchant_owner", 3, "state.cities_knights.merchant_owner");
  refused("/cities_knights/players/0/commodities/1", 256, "state.cities_knights.players[0].commodities[1]");
  // From bytes: the same ranges, the same names.
  State b = s;
  ck_of(*g, b).knight_from = 200;
  CHECK_THROWS_WITH_AS(g->from_bytes(g->to_bytes(b)), doctest::Contains("state.cities_knights.knight_from: 200"), ConfigError);
  b = s;
  ck_of(*g, b).knight[size_t(v)] = knight::make(1, 0);
  CHECK_THROWS_WITH_AS(g->from_bytes(g->to_bytes(b)), doctest::Contains("knights[v"), ConfigError);
}

TEST_CASE("ck hidden information: an opponent's progress cards are a count; the owner sees them") {
  auto g = ck_game();
  State a = empty_main(*g, 0);
  State b = a;
  deal_card(*g, a, 1, Spy);
  deal_card(*g, a, 1, Warlord);
  deal_card(*g, b, 1, Bishop);
  deal_card(*g, b, 1, Wedding);
  for (int viewer : {0, 2}) CHECK(observation(*g, a, viewer) == observation(*g, b, viewer));
  CHECK(observation(*g, a, 1) != observation(*g, b, 1));
  CHECK(g->observe_text(a, 1).find("spy") != std::string::npos);
  CHECK(g->observe_text(a, 0).find("spy") == std::string::npos);
}

TEST_CASE("ck resample_hidden(p) keeps observe(p) and each opponent's cards per deck") {
  auto g = StdGame::load("cities_knights", 4, {{"turn_cap", 400}});
  Rng rng(5);
  int checked = 0, changed = 0;
  for (int game = 0; game < 6; ++game) {
    State s = g->new_game(uint64_t(game));
    while (!g->is_terminal(s)) {
      if (rng.below(8) == 0) {
        for (int p = 0; p < g->num_players(); ++p) {
          State r = s;
          g->resample_hidden(r, p, rng);
          REQUIRE(observation(*g, r, p) == observation(*g, s, p));
          for (int q = 0; q < g->num_players(); ++q) {
            int before[kNumTracks] = {}, after[kNumTracks] = {};
            for (int k = 0; k < kNumCkProgressKinds; ++k) {
              before[progress_track(k)] += ck_of(g, s).players[q].progress[k];
              after[progress_track(k)] += ck_of(g, r).players[q].progress[k];
            }
            for (int t = 0; t < kNumTracks; ++t) REQUIRE(before[t] == after[t]);
          }
          REQUIRE(ck_of(g, r).players[p].progress == ck_of(g, s).players[p].progress);
          changed += std::memcmp(&ck_of(g, r), &ck_of(g, s), sizeof(CkSlice)) != 0;
          ++checked;
        }
      }
      random_step(*g, s, rng);
    }
  }
  CHECK(checked > 300);
  CHECK(changed > checked / 10);
}

TEST_CASE("ck resample_hidden draws the hidden hands' cards as a full shuffle of hands and deck would") {
  // The viewer p0 holds a science card; p1 two trade cards, p2 none. Only the trade deck has hidden cards:
  // the science and politics decks must stay as they were, and p1's cards must come from the trade pool
  // (deck + p1's cards) with each kind's share of it.
  auto g = ck_game();
  State s = empty_main(*g, 0);
  deal_card(*g, s, 0, Alchemist);
  deal_card(*g, s, 1, Merchant);
  deal_card(*g, s, 1, CommercialHarbor);
  const CkSlice& before = ck_of(g, s);
  int pool[kNumCkProgressKinds] = {}, pool_total = 0;
  for (int k = 0; k < kNumCkProgressKinds; ++k)
    if (progress_track(k) == TradeTrack) pool_total += pool[k] = before.deck[k] + before.players[1].progress[k];
  constexpr int kDraws = 4000;
  int drawn[kNumCkProgressKinds] = {};
  Rng rng(11);
  for (int i = 0; i < kDraws; ++i) {
    State r = s;
    g->resample_hidden(r, 0, rng);
    const CkSlice& after = ck_of(g, r);
    REQUIRE(observation(*g, r, 0) == observation(*g, s, 0));
    REQUIRE(after.players[0].progress == before.players[0].progress);  // the viewer's own cards
    REQUIRE(after.players[2].progress == before.players[2].progress);
    REQUIRE(after.returned == before.returned);
    int trade = 0;
    for (int k = 0; k < kNumCkProgressKinds; ++k) {
      int cards = after.deck[k], was = before.deck[k];
      for (int q = 0; q < 3; ++q) cards += after.players[q].progress[k], was += before.players[q].progress[k];
      REQUIRE(cards == was);  // the deck's totals, kind by kind
      if (progress_track(k) != TradeTrack) REQUIRE(after.deck[k] == before.deck[k]);
      else trade += after.players[1].progress[k], drawn[k] += after.players[1].progress[k];
    }
    REQUIRE(trade == 2);
    REQUIRE(after.players[1].progress_total == before.players[1].progress_total);
  }
  for (int k = 0; k < kNumCkProgressKinds; ++k) {
    if (progress_track(k) != TradeTrack) continue;
    const double p = double(pool[k]) / pool_total, expected = 2.0 * kDraws * p;
    CHECK_MESSAGE(std::abs(drawn[k] - expected) <= 5 * std::sqrt(expected * (1 - p)) + 1, kCkProgressNames[k]);
  }
}
