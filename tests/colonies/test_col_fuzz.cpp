// Random Colonies games at 2, 3, 4 and 6 players under several option sets
// (the default rule set; long games without the Diplomatic victory; the
// non-player forces with active hostility and tactics cards; pillage on the
// hard map; the easy map with the harbors' 2:1 marks; complex battles, alone,
// with the non-player forces and with the tactics cards' maneuvers), every step checked
// against the family's invariants (tests/colonies/col_invariants.h) and
// musters kept within support: a regiment is raised only while its seat's
// support allows it. Every game ends by itself. A second fuzz starts each
// game from three armies converging on one tile (col_position.h), so that
// battles of three sides, simple and complex, are fought under each option
// set. CATANLAB_COL_FUZZ_GAMES sets the games per player count and option
// set (default 40).
#include <doctest/doctest.h>

#include "tests/colonies/col_invariants.h"
#include "tests/colonies/col_position.h"
#include "tests/support/env_count.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

int fuzz_games() { return env_count("CATANLAB_COL_FUZZ_GAMES", 40); }

struct Totals {
  int games = 0, won = 0, battles = 0, captures = 0, explored = 0, shots = 0, pursuits = 0, maneuvers = 0;
  int three_sides = 0;  // combat rolls of a third side
  int opened = 0, opened_three = 0, targets = 0, left = 0;  // battles, of three sides; targets declared; sides gone
  uint64_t steps = 0;
};

// A seat's regiments of each kind: on the board, routed, and marching into a battle (waiting in their orders).
std::array<int, kRegimentKinds> owned(const ColState& s, int p) {
  auto n = col::regiment_counts(s, p);
  const ColBook& b = s.book[p];
  for (int i = 0; i < b.count; ++i)
    if (b.order[i].flags & ColOrderFlag::Fighting)
      for (int k = 0; k < kRegimentKinds; ++k) n[k] += b.order[i].n[k];
  return n;
}

// Regiments raised beyond support: a seat's count of a kind grew past what its support allows before and after
// the step (a friendly colony's infantry and hired neutrals are gifts, not musters).
void check_support(const ColGame& g, const ColState& before, const ColState& after, ColPhase phase) {
  if (phase == ColPhase::Colony || phase == ColPhase::Event || g.opt().col_npc) return;
  for (int p = 0; p < g.num_players(); ++p) {
    const auto was = owned(before, p), now = owned(after, p);
    const auto cap_before = col::support(before, p), cap_after = col::support(after, p);
    for (int k = 0; k < kRegimentKinds; ++k)
      if (now[k] > was[k]) REQUIRE_MESSAGE(now[k] <= std::max(cap_before[k], cap_after[k]), "p", p, " raised ", kRegimentNames[k], " beyond support");
  }
}

// Plays `s` on to its end with random decisions and chance from `rng`.
void play_on(const ColGame& g, State& s, Rng& rng, Totals& t) {
  std::vector<Action> legal(size_t(g.num_actions()));
  while (!g.is_terminal(s)) {
    const State before = s;
    const ColPhase phase = col_state(s).phase;
    if (g.is_chance(s)) {
      g.apply(s, g.sample_chance(s, rng));
    } else {
      const int n = g.legal_actions(s, legal.data());
      REQUIRE(n > 0);
      const Action a = legal[rng.below(uint32_t(n))];
      t.maneuvers += g.actions().block_of(a) == g.blocks().maneuver;
      g.apply(s, a);
    }
    ++t.steps;
    check_col_invariants(g, s);
    check_support(g, col_state(before), col_state(s), phase);
    t.battles += phase == ColPhase::Combat;
    t.three_sides += phase == ColPhase::Combat && col_state(before).battle.step == ColBattleStep::RollJoin;
    t.shots += phase == ColPhase::Shot;
    t.pursuits += phase == ColPhase::Pursuit;
    t.captures += phase == ColPhase::Steal;
    const ColBattle &was = col_state(before).battle, &is = col_state(s).battle;
    t.opened += !was.active && is.active;
    t.opened_three += !was.join_side && is.join_side;
    t.targets += was.active && was.step == ColBattleStep::Target;
    t.left += was.active && is.gone != was.gone && is.active;
    REQUIRE(col_state(s).turn <= g.opt().col_turns);
  }
  const ColState& end = col_state(s);
  t.games += 1;
  t.won += end.winners != 0;
  t.explored += (end.explored & g.land()).count();
}

void play(const ColGame& g, uint64_t seed, Totals& t) {
  State s = g.new_game(seed);
  Rng rng(seed * 7919 + 17);
  play_on(g, s, rng, t);
}

}  // namespace

TEST_CASE("colonies fuzz: random games keep every invariant and end by themselves") {
  const int games = fuzz_games();
  const std::vector<std::pair<const char*, std::map<std::string, int>>> sets = {
      {"default", {}},
      {"long", {{"col_vote_thirds", 4}}},
      {"npc", {{"col_vote_thirds", 4}, {"col_npc", 1}, {"col_active_hostiles", 1}, {"col_tactics", 1}}},
      {"pillage", {{"col_pillage", 1}, {"col_map", 2}}},
      {"easy", {{"col_map", 0}, {"col_harbor_marks", 1}, {"col_vote_thirds", 3}}},
      {"complex", {{"col_vote_thirds", 4}, {"col_complex", 1}}},
      {"complex npc", {{"col_vote_thirds", 4}, {"col_complex", 1}, {"col_npc", 1}, {"col_active_hostiles", 1}, {"col_tactics", 1}}},
      {"maneuvers", {{"col_vote_thirds", 4}, {"col_complex", 1}, {"col_tactics", 1}, {"col_advanced_tactics", 1}}},
      {"maneuvers npc", {{"col_vote_thirds", 4}, {"col_complex", 1}, {"col_tactics", 1}, {"col_advanced_tactics", 1},
                         {"col_npc", 1}, {"col_active_hostiles", 1}}},
  };
  for (const auto& [name, options] : sets)
    for (int players : {2, 3, 4, 6}) {
      if (options.count("col_npc") && players > 4) continue;
      auto game = Game::load("colonies", players, options);
      const ColGame& g = static_cast<const ColGame&>(*game);
      Totals t;
      for (int i = 0; i < games; ++i) play(g, uint64_t(i) + 1000 * uint64_t(players), t);
      CHECK(t.games == games);
      if ((std::string(name) == "long" || std::string(name) == "complex") && players >= 4) {  // with two or three, random armies seldom meet
        CHECK(t.battles > 0);
        CHECK(t.won > 0);
      }
      if (options.count("col_complex") && players >= 4) CHECK(t.pursuits > 0);  // artillery (a city's) is rare at random
      if (options.count("col_advanced_tactics") && players >= 4) CHECK(t.maneuvers > 0);
      MESSAGE(std::string(name), ", ", players, " players: ", t.games, " games, ", t.steps, " steps, ", t.won, " won, ", t.battles,
              " combat rolls (", t.three_sides, " of a third side), ", t.shots, " shots, ", t.pursuits, " pursuits, ", t.maneuvers, " maneuvers, ", t.captures, " captures and raids, ", double(t.explored) / t.games, " of 19 tiles face up at the end");
    }
}

TEST_CASE("colonies fuzz: random play from three armies converging on one tile fights battles of three sides, "
          "simple and complex, keeping every invariant") {
  const int games = fuzz_games();
  const std::vector<std::pair<const char*, std::map<std::string, int>>> sets = {
      {"simple", {{"col_vote_thirds", 4}}},
      {"complex", {{"col_vote_thirds", 4}, {"col_complex", 1}}},
      {"complex tactics", {{"col_vote_thirds", 4}, {"col_complex", 1}, {"col_tactics", 1}}},
      {"maneuvers", {{"col_vote_thirds", 4}, {"col_complex", 1}, {"col_tactics", 1}, {"col_advanced_tactics", 1}}},
      {"complex npc", {{"col_vote_thirds", 4}, {"col_complex", 1}, {"col_npc", 1}, {"col_active_hostiles", 1}, {"col_tactics", 1}}},
  };
  for (const auto& [name, options] : sets) {
    Totals t;
    for (int i = 0; i < games; ++i) {  // p1 holds the tile with 1-3 infantry; p0 and p2 bring artillery or not
      ColPos pos = converging_armies(options, 1 + i % 3, i % 2, i / 2 % 2);
      Rng rng(uint64_t(i) * 7919 + 23);
      play_on(pos.g, pos.s, rng, t);
    }
    CHECK(t.games == games);
    CHECK(t.opened_three > 0);
    CHECK(t.three_sides > 0);
    if (options.count("col_complex")) {
      CHECK(t.targets > 0);
      CHECK(t.left > 0);
    }
    MESSAGE("converging, ", std::string(name), ": ", t.games, " games, ", t.opened, " battles (", t.opened_three,
            " of three sides), ", t.three_sides, " combat rolls of a third side, ", t.targets, " targets declared, ",
            t.left, " sides left a battle going on, ", t.shots, " shots, ", t.pursuits, " pursuits, ", t.maneuvers,
            " maneuvers");
  }
}
