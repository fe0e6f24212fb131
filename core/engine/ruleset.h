#pragma once
// RuleSet: a scenario as data — which board, which rule modules, and the
// numbers that scenarios change (victory target, costs, limits, decks, trade
// protocol bounds). Read from configs/rulesets/NAME.json; every option can be
// overridden by name (`--set turn_cap=400`, Python `options={...}`).
#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "core/board/terrain.h"

namespace catanlab {

constexpr int kMaxPlayers = 4;
constexpr int kNumDevKinds = 5;
enum DevKind : uint8_t { Knight, VictoryPoint, RoadBuilding, YearOfPlenty, Monopoly };
constexpr const char* kDevNames[kNumDevKinds] = {"knight", "victory_point", "road_building", "year_of_plenty",
                                                 "monopoly"};

// What each purchase costs, by resource (lumber, brick, wool, grain, ore).
using Cost = std::array<uint8_t, kNumResources>;
enum Purchase : uint8_t { BuyRoad, BuySettlement, BuyCity, BuyDevCard };
constexpr int kNumPurchases = 4;
constexpr const char* kPurchaseNames[kNumPurchases] = {"road", "settlement", "city", "dev_card"};

// Integer options (booleans are 0/1) and costs. Defaults are the 5th-edition base game.
struct Options {
  int vp_target = 10;
  int shuffle_board = 1;            // randomise terrain, numbers and harbors per seed
  int domestic_trade = 1;           // the bounded offer protocol (0: maritime trade only)
  int max_offers_per_turn = 3;      // offers a player may open per turn
  int max_offer_cards = 5;          // cards per side of an offer
  int turn_cap = 0;                 // 0: none; else the game is a draw once this many turns have ended
  int bank_single_claimant = 1;     // bank shortage: a lone claimant takes what is left (base.md §5)
  int any_dev_before_roll = 1;      // 5th ed.: any development card before the roll (0: knight only)
  int discard_above = 7;            // a 7 makes hands above this discard half
  int bank_per_resource = 19;
  int settlements = 5, cities = 4, roads = 15;
  int longest_road_min = 5, largest_army_min = 3;
  std::array<int, kNumDevKinds> dev_deck = {14, 5, 2, 2, 2};
  // Set by a rule set's "costs" object: {"road": {"lumber": 1, "brick": 1}, …}.
  std::array<Cost, kNumPurchases> costs = {{{1, 1, 0, 0, 0}, {1, 1, 1, 1, 0}, {0, 0, 0, 2, 3}, {0, 0, 1, 1, 1}}};
};

struct OptionInfo {
  const char* name;
  const char* help;
  int min, max;
  int* (*field)(Options&);
};
// Every option with its help text and range, for `catanlab rules` and validation.
const std::vector<OptionInfo>& option_table();

struct RuleSet {
  std::string name, description;
  std::string board;                 // a file stem in configs/boards
  std::vector<std::string> modules;  // rule modules in the order their hooks run
  int min_players = 2, max_players = 4, default_players = 4;
  Options options;
};

// Where configs/ is: $CATANLAB_CONFIGS, else the source tree's configs/.
std::string config_dir();
std::vector<std::string> list_rulesets();
// Throws ConfigError naming the rule set, file and field; unknown names list the valid ones.
RuleSet load_ruleset(const std::string& name, const std::map<std::string, int>& overrides = {});
// The JSON of a rule set file; `where` names it in errors.
RuleSet parse_ruleset(const std::string& name, const std::string& json_text, const std::string& where);
// Parses "key=value" pairs; throws ConfigError on an unknown key or a bad value.
void apply_option(Options& o, const std::string& key, int value, const std::string& where);

}  // namespace catanlab
