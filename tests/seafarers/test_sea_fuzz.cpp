// Random Seafarers games (Heading for New Shores, The Four Islands, Through the
// Desert, The Fog Islands, Cloth for Catan and The Forgotten Tribe, 3 and 4 players; The Forgotten
// Tribe and The Wonders of Catan at 5 and 6 too, a tenth of the games) with every
// invariant checked as they go (sea_invariants.h), round trips through JSON and
// bytes in a share of them; each game must end at its VP target, at Cloth for
// Catan's village end (a win or a shared one), or at the rule set's turn cap
// where no seat can reach it any more (rare: every place to build taken).
// CATANLAB_SEA_FUZZ_GAMES sets the games per rule set and player count
// (default 150; The Wonders of Catan and The Pirate Islands play two thirds of it).
#include <doctest/doctest.h>

#include <map>

#include "tests/seafarers/sea_invariants.h"
#include "tests/support/env_count.h"
#include "tests/support/random_game.h"

using namespace catanlab;

TEST_CASE("sea fuzz: random games keep every invariant and end at the VP target (or the turn cap)") {
  const int games = testing::env_count("CATANLAB_SEA_FUZZ_GAMES", 150);
  for (const char* rules : {"seafarers", "seafarers_four_islands", "seafarers_through_desert", "seafarers_fog_islands",
                            "seafarers_cloth", "seafarers_forgotten_tribe"})
    for (int players : {3, 4}) {
      auto g = StdGame::load(rules, players, {{"domestic_trade", players == 3}});
      const uint8_t pirate_start = sea_of(*g, g->new_game(0)).pirate;
      int won = 0, golds = 0, pirates = 0, moves = 0, reveals = 0, bonuses = 0, village_ends = 0, shared = 0, trades = 0;
      const bool cloth = !sea::villages(*g).empty();
      std::map<std::string, int> gifts;  // The Forgotten Tribe: gift phases, and gift points taken
      for (int i = 0; i < games; ++i) {
        won += testing::play_checked_random_game(
            *g, uint64_t(i), uint64_t(i) * 7919 + uint64_t(players), i < 10 ? 1 : 8,
            [&](const StdGame& gg, const State& s) {
              testing::check_sea_invariants(gg, s);
              const SeaSlice& sea = sea_of(gg, s);
              golds += gg.phase_name(s) == std::string("gold_pick");
              moves += sea.moved;
              reveals += gg.phase_name(s) == std::string("reveal");
              pirates += sea.pirate != pirate_start;
              for (int q = 0; q < players; ++q) bonuses += sea.bonus_islands[q] != 0;
              for (const auto& ranks : sea.cloth.rank) trades += ranks[0] != 0;
              gifts[gg.phase_name(s)] += 1;
              for (int q = 0; q < players; ++q) gifts["gift_vp"] += sea.tribe.gift_vp[q];
            },
            [&](const State& s) {  // the village end: the most VP, then cloth, or a shared win
              const uint8_t winners = sea_of(*g, s).cloth.winners;
              village_ends += winners != 0;
              shared += std::popcount(unsigned(winners)) > 1;
              return winners != 0;
            },
            i % 32 == 0);
      }
      CHECK(won + shared >= games - 1 - games / 200);  // the turn cap ends at most about 1 game in 200
      bool gold_fields = false;  // on the board or face down (The Four Islands has none)
      for (int h = 0; h < g->topo().num_hexes; ++h)  // with a token (no tribe island has one)
        gold_fields = gold_fields || (g->board().layout.terrain[h] == Terrain::Gold && g->board().layout.number[h]);
      for (const FogPool& pool : g->board().fog_pools) gold_fields = gold_fields || pool.tiles[int(Terrain::Gold)];
      CHECK((golds > 0) == gold_fields);
      CHECK(moves > 0);
      CHECK(pirates > 0);
      if (std::string(rules) == "seafarers_fog_islands") CHECK(reveals > 0);
      else if (cloth) CHECK((trades > 0 && village_ends > 0));
      else if (!sea::gifts(*g).empty()) CHECK((gifts["gift_card"] > 0 && gifts["place_harbor"] > 0 && gifts["gift_vp"] > 0));
      else CHECK(bonuses > 0);
      MESSAGE(std::string(rules), ", ", players, " players: ", games, " games, ", won, " won",
              cloth ? fmt::format(" ({} at the village end, {} of them shared)", village_ends, shared) : "");
    }
}

// The Wonders of Catan: no pirate, no Longest Trade Route; a game ends with a wonder's 4th level or
// at 10 VP with the most levels (or at the turn cap: random seats may never build enough levels).
TEST_CASE("sea fuzz: The Wonders of Catan keeps every invariant; wonders are claimed and built") {
  const int games = testing::env_count("CATANLAB_SEA_FUZZ_GAMES", 150) * 2 / 3;
  for (int players : {3, 4}) {
    auto g = StdGame::load("seafarers_wonders", players, {{"domestic_trade", players == 3}, {"turn_cap", 1500}});
    int won = 0, fourth = 0, levels = 0, pirates = 0, trade_route = 0;
    for (int i = 0; i < games; ++i) {
      uint8_t most = 0;
      won += testing::play_checked_random_game(
          *g, uint64_t(i), uint64_t(i) * 7919 + uint64_t(players), i < 10 ? 1 : 8,
          [&](const StdGame& gg, const State& s) {
            testing::check_sea_invariants(gg, s);
            const SeaSlice& sea = sea_of(gg, s);
            pirates += sea.pirate != kNoSeaHex;
            trade_route += std_state(s).base.longest_road_holder != kNobody;
            for (uint8_t l : sea.wonders.level) most = std::max(most, l);
          },
          [&](const State& s) {  // a win: the winner's level above every other; the 4th level's below the target too
            const int w = std_state(s).winner;
            if (w == kNobody) return false;
            auto level = [&](int q) {
              const int k = sea::wonder_of(*g, std_state(s), q);
              return k < 0 ? 0 : int(sea_of(*g, s).wonders.level[size_t(k)]);
            };
            const int mine = level(w);
            for (int q = 0; q < players; ++q)
              if (q != w) REQUIRE(level(q) < mine);
            fourth += mine == sea::kWonderLevels;
            return mine == sea::kWonderLevels;
          },
          i % 32 == 0);
      levels += most;
    }
    CHECK(won > 0);
    CHECK(levels > 0);
    CHECK(pirates == 0);
    CHECK(trade_route == 0);
    MESSAGE("seafarers_wonders, ", players, " players: ", games, " games, ", won, " won (", fourth, " by a 4th level), highest levels summed ", levels);
  }
}

// The Forgotten Tribe and The Wonders of Catan at five and six seats (their 6-player boards, the
// special building phase): a tenth of the games, no round trips (a 6-seat game's JSON at every
// step takes seconds; test_sea_tribe_wonders_six.cpp round-trips positions), every seat's gifts
// and wonders counted.
TEST_CASE("sea fuzz: The Forgotten Tribe and The Wonders of Catan at 5-6 seats keep every invariant") {
  const int games = std::max(3, testing::env_count("CATANLAB_SEA_FUZZ_GAMES", 150) / 10);
  for (const char* rules : {"seafarers_forgotten_tribe", "seafarers_wonders"})
    for (int players : {5, 6}) {
      auto g = StdGame::load(rules, players, {{"turn_cap", 1500}});
      int won = 0, special = 0, gifts = 0, claims = 0, high_seats = 0;
      for (int i = 0; i < games; ++i)
        won += testing::play_checked_random_game(
            *g, uint64_t(i), uint64_t(i) * 7919 + uint64_t(players), i == 0 ? 1 : 8,
            [&](const StdGame& gg, const State& s) {
              testing::check_sea_invariants(gg, s);
              const SeaSlice& sea = sea_of(gg, s);
              special += std_state(s).phase == Phase::SpecialBuild;
              for (int q = 0; q < players; ++q) {
                const int mine = sea.tribe.gift_vp[size_t(q)] + (sea::wonder_of(gg, std_state(s), q) >= 0);
                gifts += sea.tribe.gift_vp[size_t(q)], claims += sea::wonder_of(gg, std_state(s), q) >= 0;
                high_seats += q >= kMaxPlayers && mine > 0;
              }
            },
            [&](const State& s) {  // a wonder's 4th level wins below the VP target
              const int w = std_state(s).winner, k = w == kNobody ? -1 : sea::wonder_of(*g, std_state(s), w);
              return k >= 0 && sea_of(*g, s).wonders.level[size_t(k)] == sea::kWonderLevels;
            });
      CHECK(won > 0);
      CHECK(special > 0);
      CHECK(high_seats > 0);  // the fifth or sixth seat took a gift or claimed a wonder
      CHECK((std::string(rules) == "seafarers_wonders" ? claims : gifts) > 0);
      MESSAGE(std::string(rules), ", ", players, " players: ", games, " games, ", won, " won");
    }
}

// The Pirate Islands at 3-6 seats: the fleet raids, warships are made, fortresses fall; a game ends
// only with the winner's own fortress taken (or at the turn cap: random seats may never finish a line).
TEST_CASE("sea fuzz: The Pirate Islands keeps every invariant; raids, warships and battles happen") {
  for (int players : {3, 4, 5, 6}) {
    // Five and six seats (the 6-player board) a fifth as many: their games are longer.
    const int games = testing::env_count("CATANLAB_SEA_FUZZ_GAMES", 150) * 2 / (players <= 4 ? 3 : 15);
    // Six seats play paired players (its second seat's part may battle), five the special building phase.
    auto g = StdGame::load("seafarers_pirate_islands", players,
                           {{"domestic_trade", players == 3}, {"paired_players", players == 6}, {"special_build", players == 5}});
    int won = 0, raids = 0, picks = 0, warships = 0, battles = 0, second_battles = 0, special = 0, taken = 0, trade_route = 0;
    for (int i = 0; i < games; ++i) {
      won += testing::play_checked_random_game(
          *g, uint64_t(i), uint64_t(i) * 7919 + uint64_t(players), i < 10 ? 1 : 8,
          [&](const StdGame& gg, const State& s) {
            testing::check_sea_invariants(gg, s);
            const std::string phase = gg.phase_name(s);
            raids += phase == "fleet_takes";
            picks += phase == "fleet_pick";
            battles += phase == "fortress_die";
            second_battles += phase == "fortress_die" && std_state(s).base.paired_part;
            special += std_state(s).phase == Phase::SpecialBuild;
            for (int q = 0; q < players; ++q) warships += sea_of(gg, s).pirates.warships[size_t(q)] > 0;
            trade_route += std_state(s).base.longest_road_holder != kNobody;
          },
          [&](const State& s) {  // every win is by a seat whose fortress fell
            const int w = std_state(s).winner;
            if (w != kNobody) REQUIRE(sea_of(*g, s).pirates.chips[size_t(w)] == 0);
            taken += w != kNobody;
            return false;
          },
          i % 32 == 0);
    }
    CHECK(won > games / 2);
    CHECK(raids > 0);
    CHECK(picks > 0);
    CHECK(battles > 0);
    CHECK(warships > 0);
    CHECK(trade_route == 0);
    CHECK((second_battles > 0) == (players == 6));
    CHECK((special > 0) == (players == 5));
    MESSAGE("seafarers_pirate_islands, ", players, " players: ", games, " games, ", won, " won, ", battles, " battle steps");
  }
}
