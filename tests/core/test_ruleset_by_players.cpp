// A rule-set file's "by_players" sections: read after the file's own for that
// player count only; a count outside the rule set's range or an unknown
// section is a ConfigError naming the file and the field.
#include <doctest/doctest.h>

#include "core/standard/std_game.h"
#include "core/config_error.h"

using namespace catanlab;

namespace {

std::shared_ptr<StdGame> game(const std::string& by_players, int players) {
  const std::string text = R"({"description": "x", "board": "standard", "modules": ["base"], "players": [3, 4],
                               "options": {"vp_target": 10, "turn_cap": 300}, "by_players": )" + by_players + "}";
  return std::make_shared<StdGame>(parse_ruleset("x", text, "x.json"), players);
}

}  // namespace

TEST_CASE("rule set: by_players sections override the file's for that player count only") {
  const std::string by = R"({"3": {"options": {"vp_target": 12}}})";
  CHECK(game(by, 3)->opt().vp_target == 12);
  CHECK(game(by, 3)->opt().turn_cap == 300);
  CHECK(game(by, 4)->opt().vp_target == 10);
  CHECK_THROWS_WITH_AS(game(R"({"5": {"options": {"vp_target": 12}}})", 4),
                       doctest::Contains("x.json: by_players: '5' is not a player count of the rule set"), ConfigError);
  CHECK_THROWS_WITH_AS(game(R"({"3": {"seafarers": {"ships": 12}}})", 3),
                       doctest::Contains("x.json: by_players.3: unknown section 'seafarers'"), ConfigError);
  CHECK_THROWS_WITH_AS(game(R"({"3": {"options": {"vp_targt": 12}}})", 3),
                       doctest::Contains("x.json: by_players.3.options: unknown option 'vp_targt'"), ConfigError);
  CHECK_THROWS_WITH_AS(game(R"([3])", 3), doctest::Contains("x.json: by_players must be an object"), ConfigError);
}
