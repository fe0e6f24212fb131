// Random chapter games, 3 and 4 players, with every invariant checked as
// they go; each game must end by itself: defeat, the VP target, or the last
// space; every fourth game a repeat with mercy. Chapter 2: amber and wine
// (on trade offers too), foundries, horse farms and battle cards come into
// play. Chapter 3: forts fall, their roads are won, Support from the East is
// offered.
#include <doctest/doctest.h>

#include "tests/conquerors/lotc_invariants.h"
#include "tests/support/env_count.h"
#include "tests/support/random_game.h"

using namespace catanlab;

namespace {

int fuzz_games() { return testing::env_count("CATANLAB_LOTC_FUZZ_GAMES", 1000); }  // per player count and chapter

struct Tally {
  int outcomes[3] = {}, early = 0;
};

// Plays `games` random games on `rules` (by game index), checks the invariants
// after every step, and `seen` each state; every game must end.
template <class Rules, class Seen>
Tally play_chapter(int players, int games, Rules&& rules, Seen&& seen) {
  Tally tally;
  for (int i = 0; i < games; ++i) {
    const StdGame& g = rules(i);
    State end;
    testing::play_checked_random_game(
        g, uint64_t(i), uint64_t(i) * 7919 + uint64_t(players), i < 10 ? 1 : 8,
        [&](const StdGame& gg, const State& s) {
          testing::check_lotc_invariants(gg, s);
          seen(gg, s);
          end = s;
        },
        [&g](const State& s) { return lotc_of(g, s).outcome != kPlaying; }, i % 64 == 0);
    REQUIRE(std_state(end).phase == Phase::GameOver);
    tally.outcomes[lotc_of(g, end).outcome] += 1;
    tally.early += lotc_of(g, end).outcome == kPlaying;  // the VP target before the track's end
  }
  return tally;
}

}  // namespace

TEST_CASE("lotc fuzz: random chapter-1 games keep every invariant and end by defeat, 13 VP or the last space") {
  const int games = fuzz_games();
  Tally all;
  int interludes[3] = {};  // states seen in Bribery's knight, the mission, Help from the South's draws
  for (int players : {3, 4}) {
    // Every fourth game is a repeat with mercy (lotc_mercy).
    std::shared_ptr<const StdGame> rules[2] = {
        StdGame::load("conquerors_ch1", players, {{"domestic_trade", players == 3}}),
        StdGame::load("conquerors_ch1", players, {{"domestic_trade", players == 3}, {"lotc_mercy", 1}})};
    const Tally t = play_chapter(players, games, [&](int i) -> const StdGame& { return *rules[i % 4 == 3]; },
                                 [&](const StdGame&, const State& s) {
                                   interludes[0] += std_state(s).phase == LotcPhase::BriberyKnight;
                                   interludes[1] += std_state(s).phase == LotcPhase::Mission;
                                   interludes[2] += std_state(s).phase == LotcPhase::SouthDraw;
                                 });
    for (int k = 0; k < 3; ++k) all.outcomes[k] += t.outcomes[k];
    all.early += t.early;
  }
  MESSAGE(all.outcomes[kDefeat], " defeats, ", all.outcomes[kVictory], " victories at the last space, ", all.early,
          " early victories at 13 VP, of ", 2 * games, " games (a quarter of them repeats with mercy)");
  CHECK(all.outcomes[kDefeat] + all.outcomes[kVictory] + all.early == 2 * games);
  MESSAGE(interludes[0], " Bribery knights, ", interludes[1], " mission roads, ", interludes[2], " southern draws");
  if (games >= 100)  // the new cards come into play (the deck holds two of each)
    for (int n : interludes) CHECK(n > 0);
}

TEST_CASE("lotc fuzz: random chapter-2 games keep every invariant and end by defeat, 14 VP or the last space") {
  const int games = fuzz_games();
  Tally all;
  int amber = 0, wine = 0;  // the most tokens a seat held in any state
  int cannons = 0, cavalry = 0, charges = 0;  // states with a cannoneer, with a cavalry, in a charge's choice
  int bought = 0, thora = 0, dagur = 0;        // battle cards drawn; states with Thora down, with Dagur's point
  int asked = 0, aegis = 0, lea = 0;           // interrupts asked; tokens taken after Aegis; Lea's choices
  int token_offers = 0;                        // states choosing a partner for an offer with tokens on it
  for (int players : {3, 4}) {
    // Every fourth game is a repeat with mercy (a politics and a battle card each).
    std::shared_ptr<const StdGame> rules[2] = {
        StdGame::load("conquerors_ch2", players, {{"domestic_trade", players == 3}}),
        StdGame::load("conquerors_ch2", players, {{"domestic_trade", players == 3}, {"lotc_mercy", 1}})};
    const Tally t = play_chapter(players, games, [&](int i) -> const StdGame& { return *rules[i % 4 == 3]; }, [&](const StdGame& g, const State& s) {
      for (int q = 0; q < std_state(s).num_players; ++q) {
        amber = std::max<int>(amber, lotc_of(g, s).amber_held[q]), wine = std::max<int>(wine, lotc_of(g, s).wine_held[q]);
        cannons += lotc::equipped_knight(g, std_state(s), lotc::Equipment::Cannon, q) >= 0;
        cavalry += lotc::equipped_knight(g, std_state(s), lotc::Equipment::Horse, q) >= 0;
      }
      charges += std_state(s).phase == LotcPhase::Cavalry;
      bought += std_state(s).phase == LotcPhase::BattleDraw;
      thora += lotc_of(g, s).thora != 0xFF;
      dagur += lotc_of(g, s).dagur != 0;
      asked += std_state(s).phase == LotcPhase::Interrupt;
      aegis += std_state(s).phase == LotcPhase::AegisToken;
      lea += std_state(s).phase == LotcPhase::Lea;
      const std::array<uint8_t, 2> none{};
      token_offers += std_state(s).phase == Phase::TradeChoose && (lotc_of(g, s).offer_give != none || lotc_of(g, s).offer_get != none);
    });
    for (int k = 0; k < 3; ++k) all.outcomes[k] += t.outcomes[k];
    all.early += t.early;
  }
  MESSAGE(all.outcomes[kDefeat], " defeats, ", all.outcomes[kVictory], " victories at the last space, ", all.early,
          " early victories at 14 VP, of ", 2 * games, " games (a quarter of them repeats with mercy)");
  CHECK(all.outcomes[kDefeat] + all.outcomes[kVictory] + all.early == 2 * games);
  MESSAGE("most amber held ", amber, ", most wine held ", wine, "; states with a cannoneer ", cannons,
          ", with a cavalry ", cavalry, ", in a charge's choice ", charges);
  MESSAGE(bought, " battle cards bought; states with Thora down ", thora, ", with Dagur's point ", dagur,
          "; interrupts asked ", asked, ", tokens taken after Aegis ", aegis, ", Lea's choices ", lea,
          "; token offers accepted ", token_offers);
  if (games >= 100) {  // the roads reach amber, the cities make wine, foundries and horse farms are built
    CHECK(amber > 1);
    CHECK(wine > 1);
    CHECK(cannons > 0);
    CHECK(cavalry > 0);
    CHECK(charges > 0);
    CHECK(bought > 0);
    CHECK(thora > 0);
    CHECK(asked > 0);
    CHECK(lea > 0);
    CHECK(token_offers > 0);  // 3-player games trade (domestic_trade)
  }
}

TEST_CASE("lotc fuzz: random chapter-3 games keep every invariant and end by the forts left at spaces 25-27, or 18 VP") {
  const int games = fuzz_games();
  Tally all;
  int captured = 0, east_roads = 0, fort_roads = 0, besieged = 0, archers = 0;
  for (int players : {3, 4}) {
    // Every fourth game is a repeat with mercy (the wall, the strong knight, the cards).
    std::shared_ptr<const StdGame> rules[2] = {
        StdGame::load("conquerors_ch3", players, {{"domestic_trade", players == 3}}),
        StdGame::load("conquerors_ch3", players, {{"domestic_trade", players == 3}, {"lotc_mercy", 1}})};
    const Tally t = play_chapter(players, games, [&](int i) -> const StdGame& { return *rules[i % 4 == 3]; }, [&](const StdGame& g, const State& s) {
      if (std_state(s).phase == Phase::GameOver) captured += (players == 3 ? 13 : 16) - lotc::forts_standing(g, std_state(s));
      east_roads += std_state(s).phase == LotcPhase::EastRoad;
      archers += std_state(s).phase == LotcPhase::Interrupt && (lotc_of(g, s).interrupt >> 2) == lotc::kAtCharge;
      for (int q = 0; q < std_state(s).num_players; ++q) fort_roads += lotc_of(g, s).fort_roads[q] > 0;
      std_state(s).base.vertex_pieces.for_each([&](int v) { besieged += lotc::beside_fort(g, std_state(s), v); });
    });
    for (int k = 0; k < 3; ++k) all.outcomes[k] += t.outcomes[k];
    all.early += t.early;
  }
  MESSAGE(all.outcomes[kDefeat], " defeats, ", all.outcomes[kVictory], " victories with few forts left, ", all.early,
          " early victories at 18 VP, of ", 2 * games, " games (a quarter with mercy); forts captured ", captured,
          "; states in Support from the East ", east_roads, ", with a fort road owed ", fort_roads,
          ", knight-states beside a fort ", besieged, "; Archers asked at a charge ", archers);
  CHECK(all.outcomes[kDefeat] + all.outcomes[kVictory] + all.early == 2 * games);
  if (games >= 100) {  // forts fall, their roads are won, the East's roads are offered
    CHECK(captured > 0);
    CHECK(fort_roads > 0);
    CHECK(east_roads > 0);
    CHECK(besieged > 0);
    CHECK(archers > 0);
  }
}
