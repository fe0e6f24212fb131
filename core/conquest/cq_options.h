#pragma once
// Conquest's numbers, read from the rule set's "conquest" section and its
// "costs" (core/common/options.h's Cost and OptionSpec), each overridable by
// name (`--set cq_rounds=12`). Defaults: the page's numbers, and ours where it
// gives none (docs/conquest.md).
#include <array>
#include <string>
#include <vector>

#include "core/common/options.h"
#include "core/conquest/cq_state.h"
#include "core/engine/ruleset.h"

namespace catanlab {

enum CqPurchase : uint8_t {
  BuyCqSettlement, BuyCqCity, BuyCastle, BuyWall, BuyKnight, BuyArcher, BuyCavalry, BuyShip, BuyCargo, BuyGalley,
  BuyCqDevCard
};
constexpr int kNumCqPurchases = 11;
constexpr const char* kCqPurchaseNames[kNumCqPurchases] = {"settlement", "city",  "castle", "wall",  "knight",  "archer",
                                                           "cavalry",    "ship",  "cargo",  "galley", "dev_card"};

struct CqOptions {
  int cq_rounds = 24;         // ours: four Build/Attack cycles
  int turn_cap = 0;           // 0: none; else the game ends as a draw once this many turns have ended
  int phase_rounds = 3;       // rounds of each phase
  int dice_stack = 0;         // 1: 36 cards of the 2d6 distribution instead of dice
  int shuffle_board = 1;
  int domestic_trade = 1, max_offers_per_turn = 3, max_offer_cards = 5;
  int bank_per_resource = 19;
  int settlements = 5, cities = 3, castles = 1, walls = 15;
  int knights = 10, ships = 10, cargo_ships = 3, galleys = 1;  // knights, ships: ours
  int units_per_turn = 2;
  int cargo_capacity = 3;
  int cargo_port_bonus = 1;   // ours: a cargo ship on a port betters its rate by this, never below 2:1
  int gold_per_building = 1;  // ours
  int dragon_gold = 7;        // gold from gold hexes per dragon attack
  int traveller_sea = 6, traveller_land = 3;  // Traveller: more than this many hexes from home
  std::array<int, kNumDevCards> deck = {2, 2, 5, 2, 2, 2, 2, 2};  // ours
  std::array<Cost, kNumCqPurchases> costs = {{
      {1, 1, 0, 1, 0},  // settlement: lumber, brick, grain
      {0, 0, 0, 2, 2},  // city
      {1, 1, 1, 1, 1},  // castle
      {0, 2, 0, 0, 0},  // wall
      {0, 0, 1, 0, 1},  // knight
      {1, 0, 1, 0, 1},  // archer
      {0, 0, 1, 1, 1},  // cavalry
      {1, 0, 1, 0, 0},  // ship
      {2, 0, 1, 0, 0},  // cargo ship
      {1, 1, 0, 0, 1},  // galley: the page's cost table (ours, of its two)
      {0, 0, 1, 1, 1},  // development card
  }};
};

// The options bound to `o`, with their help texts and ranges.
std::vector<OptionSpec> cq_options(CqOptions& o);
// Reads the rule set's "conquest" section, "costs" and overrides into `o`; throws ConfigError.
void read_cq_options(const RuleSet& rs, CqOptions& o);

}  // namespace catanlab
