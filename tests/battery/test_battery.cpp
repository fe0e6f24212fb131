// The generic battery (tests/support/battery.h) over every rule set that
// configs/rulesets holds and every player count it takes: random games and,
// where the family has the heuristic, heuristic games, every step checked.
// CATANLAB_BATTERY_GAMES sets the games of each kind per rule set and player
// count (default 2; half as many, at least 1, at 5 and 6 players, whose games
// are long): `CATANLAB_BATTERY_GAMES=200 ctest -R battery` is a long run.
// CATANLAB_BATTERY_RULES, a comma-separated list of rule sets, checks only those.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <sstream>

#include "core/engine/ruleset.h"
#include "core/standard/std_options.h"
#include "tests/support/battery.h"
#include "tests/support/env_count.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

int battery_games() { return env_count("CATANLAB_BATTERY_GAMES", 2); }

// Five and six seats play half the games (one of each kind by default): the scenarios' 5-6 boards add
// many player counts, each long to play, and the rules they add are few (the base game's 5-6 rules).
int battery_games(int players) { return players > kMaxPlayers ? (battery_games() + 1) / 2 : battery_games(); }

// The rule sets to check: CATANLAB_BATTERY_RULES's, or all of them.
std::vector<std::string> battery_rules() {
  const std::vector<std::string> all = list_rulesets();
  const char* env = std::getenv("CATANLAB_BATTERY_RULES");
  if (!env) return all;
  std::vector<std::string> chosen;
  std::stringstream names(env);
  for (std::string name; std::getline(names, name, ',');) {
    REQUIRE_MESSAGE(std::find(all.begin(), all.end(), name) != all.end(), "CATANLAB_BATTERY_RULES: unknown rule set '", name, "'");
    chosen.push_back(name);
  }
  return chosen;
}

}  // namespace

TEST_CASE("battery: every rule set and player count keeps the engine API's promises at every step") {
  for (const std::string& rules : battery_rules()) {
    const RuleSet rs = load_ruleset(rules);
    for (int players = rs.min_players; players <= rs.max_players; ++players) {
      CAPTURE(rules);
      CAPTURE(players);
      BatteryCounts counts;
      run_battery(rules, players, battery_games(players), battery_games(players), uint64_t(players) * 1000, counts);
      // Every family here hides something (hands, cards, bids), so the redeals redeal; but Barbarian
      // Attack for two: no development cards, and both seats know a stolen card.
      const bool hides = !(rules == "barbarian_attack" && players == 2);
      CHECK((counts.changed > 0) == hides);
      MESSAGE(rules, ", ", players, " players: ", counts.games, " games, ", counts.decisions, " decisions and ",
              counts.chance, " chance outcomes checked; ", counts.changed, " of ", counts.redeals, " redeals changed the State");
    }
  }
}

TEST_CASE("battery: the 5-6 player extensions with their paired players rule") {
  const std::vector<std::string> chosen = battery_rules();
  for (const std::string rules : {"base", "cities_knights", "seafarers_four_islands"}) {
    if (std::find(chosen.begin(), chosen.end(), rules) == chosen.end()) continue;
    for (int players : {5, 6}) {
      CAPTURE(rules);
      CAPTURE(players);
      BatteryCounts counts;
      run_battery(rules, players, battery_games(), battery_games(), uint64_t(players) * 1000, counts, {{"paired_players", 1}});
      CHECK(counts.changed > 0);
      MESSAGE(rules, ", paired players, ", players, " players: ", counts.games, " games, ", counts.decisions, " decisions checked");
    }
  }
}
