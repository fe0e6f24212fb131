#include "core/conquest/cq_options.h"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "core/config_error.h"
#include "core/did_you_mean.h"
#include "core/json_int.h"

namespace catanlab {

std::vector<OptionSpec> cq_options(CqOptions& o) {
  return {
      CATANLAB_OPTION(o, cq_rounds, "rounds in a game (ours: 24, four Build/Attack cycles)", 1, 200),
      CATANLAB_OPTION(o, turn_cap, "0: no cap; else the game ends as a draw after this many turns", 0, 100000),
      CATANLAB_OPTION(o, phase_rounds, "rounds of each Build and Attack phase", 1, 50),
      CATANLAB_OPTION(o, dice_stack, "1: a stack of the 36 2d6 results instead of dice, reshuffled when empty", 0, 1),
      CATANLAB_OPTION(o, shuffle_board, "1: terrain within each island and number tokens shuffled per seed", 0, 1),
      CATANLAB_OPTION(o, domestic_trade, "1: player trades through the bounded offer protocol; 0: off", 0, 1),
      CATANLAB_OPTION(o, max_offers_per_turn, "trade offers a player may open per turn", 0, 20),
      CATANLAB_OPTION(o, max_offer_cards, "cards on each side of a trade offer", 1, 19),
      CATANLAB_OPTION(o, bank_per_resource, "cards of each resource in the bank", 1, 99),
      CATANLAB_OPTION(o, settlements, "settlements a player may have built on the board", 1, 40),
      CATANLAB_OPTION(o, cities, "cities a player may have built on the board", 0, 40),
      CATANLAB_OPTION(o, castles, "castles a player may have built on the board", 0, 40),
      CATANLAB_OPTION(o, walls, "walls per player", 0, 60),
      CATANLAB_OPTION(o, knights, "knights, archers and cavalry per player (ours: 10)", 1, kKnightSlots),
      CATANLAB_OPTION(o, ships, "ships of every kind per player (ours: 10)", 1, kUnitSlots - kKnightSlots),
      CATANLAB_OPTION(o, cargo_ships, "cargo ships per player (in the ships)", 0, kUnitSlots - kKnightSlots),
      CATANLAB_OPTION(o, galleys, "galleys per player (in the ships)", 0, kUnitSlots - kKnightSlots),
      CATANLAB_OPTION(o, units_per_turn, "knights and ships a player may build per turn", 1, kUnitSlots),
      CATANLAB_OPTION(o, cargo_capacity, "knights a cargo ship carries", 1, kKnightSlots),
      CATANLAB_OPTION(o, cargo_port_bonus, "a cargo ship on a port betters its rate by this, never below 2:1 (ours)", 0, 2),
      CATANLAB_OPTION(o, gold_per_building, "gold a gold hex gives each building on or beside it (ours)", 0, 3),
      CATANLAB_OPTION(o, dragon_gold, "gold produced by gold hexes per dragon attack", 1, 99),
      CATANLAB_OPTION(o, traveller_sea, "Traveller: a ship more than this many hexes from where it was built", 1, 30),
      CATANLAB_OPTION(o, traveller_land, "Traveller: a knight more than this many hexes from where it was built", 1, 30),
      OptionSpec{"dev_year_of_plenty", "Year of Plenty cards in the development deck (ours)", 0, 20, &o.deck[CardPlenty]},
      OptionSpec{"dev_monopoly", "Monopoly cards (ours)", 0, 20, &o.deck[CardMonopoly]},
      OptionSpec{"dev_victory_point", "Victory Point cards, +1 point each (ours)", 0, 20, &o.deck[CardVictoryPoint]},
      OptionSpec{"dev_loaded_dice", "Loaded Dice cards (ours)", 0, 20, &o.deck[CardLoadedDice]},
      OptionSpec{"dev_relic", "Relic cards (ours)", 0, 20, &o.deck[CardRelic]},
      OptionSpec{"dev_liquid_fire", "Liquid Fire cards (ours)", 0, 20, &o.deck[CardLiquidFire]},
      OptionSpec{"dev_gemstones", "Gemstones cards (ours)", 0, 20, &o.deck[CardGemstones]},
      OptionSpec{"dev_robin_hood", "Robin Hood cards (ours)", 0, 20, &o.deck[CardRobinHood]},
  };
}

void read_cq_options(const RuleSet& rs, CqOptions& o) {
  const std::vector<OptionSpec> specs = cq_options(o);
  auto find = [&](const std::string& key) {
    return std::find_if(specs.begin(), specs.end(), [&](const OptionSpec& s) { return key == s.name; });
  };
  std::vector<std::string> names;
  for (const OptionSpec& s : specs) names.push_back(s.name);
  auto set = [](const OptionSpec& s, int value, const std::string& where) {
    if (value < s.min || value > s.max)
      throw ConfigError(fmt::format("{}: option '{}' = {} is outside {}..{}", where, s.name, value, s.min, s.max));
    *s.value = value;
  };
  const nlohmann::json& file = *rs.file;
  for (auto& [key, value] : file.items())
    if (key != "description" && key != "family" && key != "board" && key != "players" && key != "conquest" &&
        key != "costs")
      throw ConfigError(fmt::format("{}: unknown key '{}' (keys: description, family, board, players, conquest, costs)",
                                    rs.path, key));
  if (file.contains("conquest")) {
    const nlohmann::json& section = file["conquest"];
    if (!section.is_object()) throw ConfigError(rs.path + ": 'conquest' must be an object of options");
    for (auto& [key, value] : section.items()) {
      const auto s = find(key);
      if (s == specs.end())
        throw ConfigError(fmt::format("{}: conquest.{}: unknown option (options: {})", rs.path, key, fmt::join(names, ", ")));
      if (!json_int_within(value, s->min, s->max))
        throw ConfigError(fmt::format("{}: conquest.{}: must be an integer in {}..{}", rs.path, key, s->min, s->max));
      *s->value = value.get<int>();
    }
  }
  if (file.contains("costs")) {
    if (!file["costs"].is_object()) throw ConfigError(rs.path + ": 'costs' must be an object");
    for (auto& [item, cost] : file["costs"].items()) {
      const auto* at = std::find_if(std::begin(kCqPurchaseNames), std::end(kCqPurchaseNames),
                                    [&](const char* name) { return item == name; });
      if (at == std::end(kCqPurchaseNames))
        throw ConfigError(fmt::format("{}: costs.{}: unknown purchase (purchases: {})", rs.path, item,
                                      fmt::join(kCqPurchaseNames, ", ")));
      o.costs[size_t(at - std::begin(kCqPurchaseNames))] = read_cost(cost, rs.path + ": costs." + item);
    }
  }
  for (auto& [key, value] : rs.overrides) {
    const auto s = find(key);
    if (s == specs.end())
      throw ConfigError(fmt::format("rule set {}: unknown option '{}'{} (options: {})", rs.name, key,
                                    did_you_mean(key, names), fmt::join(names, ", ")));
    set(*s, value, "rule set " + rs.name);
  }
}

}  // namespace catanlab
