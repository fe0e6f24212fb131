#pragma once
// RuleSet: a scenario as data (configs/rulesets/NAME.json): its family
// ("standard" unless the file says otherwise), board, modules, player range,
// and the sections its family and modules read; every integer option can be
// overridden by name (`--set turn_cap=400`, Python `options={...}`), checked
// by the family when the Game is built.
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace catanlab {

struct RuleSet {
  std::string name, description;
  std::string family = "standard";
  std::string board;                 // a file stem in configs/boards; "{players}" stands for the player count
  std::map<int, std::string> boards;  // "boards": {"5": STEM}: the board for that player count instead
  std::vector<std::string> modules;  // rule modules in the order their hooks run
  int min_players = 2, max_players = 4, default_players = 4;
  std::string path;                  // where it was read from, for errors
  std::shared_ptr<const nlohmann::json> file;  // the whole file: the family reads its sections
  std::map<std::string, int> overrides;
};

// An integer option as a Game reports it (`catanlab rules`, replay headers).
struct OptionValue {
  std::string name, help;
  int value, min, max;
};

// The seats a game of `rs` takes: `requested`, or the rule set's default for 0. Throws ConfigError
// unless the rule set's player range lies within 2..most and holds them.
int seats_for(const RuleSet& rs, int requested, int most);
// The stem of the rule set's board file for that many seats ("boards" for that count, else "board"
// with "{players}" replaced).
std::string board_for(const RuleSet& rs, int seats);

// Where configs/ is: $CATANLAB_CONFIGS, else the source tree's configs/.
std::string config_dir();
std::vector<std::string> list_rulesets();
// Throws ConfigError naming the rule set, file and field; unknown names list the valid ones.
RuleSet load_ruleset(const std::string& name, const std::map<std::string, int>& overrides = {});
// The JSON of a rule set file; `where` names it in errors.
RuleSet parse_ruleset(const std::string& name, const std::string& json_text, const std::string& where);

}  // namespace catanlab
