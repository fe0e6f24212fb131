#pragma once
// The standard family's numbers that scenarios change (victory target,
// costs, limits, decks, trade protocol bounds), read from a rule set's file
// ("options", "costs", "progress_cards"); every option can be overridden by
// name (`--set turn_cap=400`, Python `options={...}`).
#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "core/board/terrain.h"
#include "core/engine/ruleset.h"

namespace catanlab {

constexpr int kMaxPlayers = 4;
constexpr int kNumDevKinds = 5;
enum DevKind : uint8_t { Knight, VictoryPoint, RoadBuilding, YearOfPlenty, Monopoly };
constexpr const char* kDevNames[kNumDevKinds] = {"knight", "victory_point", "road_building", "year_of_plenty",
                                                 "monopoly"};

// Cities & Knights progress cards, by deck: trade (yellow), politics (blue), science (green).
constexpr int kNumTracks = 3;
enum Track : uint8_t { TradeTrack, PoliticsTrack, ScienceTrack };
constexpr const char* kTrackNames[kNumTracks] = {"trade", "politics", "science"};
// Cities & Knights' own 25 kinds come first; Legend of the Conquerors' politics
// cards follow, then its battle cards (a module's kinds are appended, never
// inserted, so C&K's ids stay).
constexpr int kNumCkProgressKinds = 25;
constexpr int kNumProgressKinds = 36;
enum ProgressKind : uint8_t {
  Alchemist, Crane, Engineer, Inventor, Irrigation, Medicine, Mining, Printer, RoadBuildingCard, Smith,  // science
  CommercialHarbor, MasterMerchant, Merchant, MerchantFleet, ResourceMonopoly, TradeMonopoly,          // trade
  Bishop, Constitution, Deserter, Diplomat, Intrigue, Saboteur, Spy, Warlord, Wedding,                  // politics
  Bribery, BrothersInArms, HelpFromTheSouth, LeaTheHealer, RoadBuildingMission,  // politics (Conquerors)
  Crossbows, CavalryLeaderDagur, QuartermasterOdo, Thora, Aegis, Archers,         // battle (Conquerors)
};
constexpr const char* kProgressNames[kNumProgressKinds] = {
    "alchemist", "crane", "engineer", "inventor", "irrigation", "medicine", "mining", "printer", "road_building",
    "smith", "commercial_harbor", "master_merchant", "merchant", "merchant_fleet", "resource_monopoly",
    "trade_monopoly", "bishop", "constitution", "deserter", "diplomat", "intrigue", "saboteur", "spy", "warlord",
    "wedding", "bribery", "brothers_in_arms", "help_from_the_south", "lea_the_healer", "road_building_mission",
    "crossbows", "cavalry_leader_dagur", "quartermaster_odo", "thora", "aegis", "archers"};
static_assert(Wedding + 1 == kNumCkProgressKinds && Archers + 1 == kNumProgressKinds);
constexpr Track progress_track(int k) { return k <= Smith ? ScienceTrack : k <= TradeMonopoly ? TradeTrack : PoliticsTrack; }
// The deck a card is drawn from: a track's three C&K decks, or the Conquerors'
// battle deck (bought at Wyler's Help, never drawn at a gate).
constexpr int kBattleDeck = kNumTracks, kNumDecks = kNumTracks + 1;
constexpr int progress_deck(int k) { return k > RoadBuildingMission ? kBattleDeck : progress_track(k); }

// What each purchase costs, by resource (lumber, brick, wool, grain, ore).
using Cost = std::array<uint8_t, kNumResources>;
// The base game's purchases; a module declares its own (Module::options).
enum Purchase : uint8_t { BuyRoad, BuySettlement, BuyCity, BuyDevCard };
constexpr int kNumPurchases = 4;
constexpr const char* kPurchaseNames[kNumPurchases] = {"road", "settlement", "city", "dev_card"};
// A purchase a rule set may price in its "costs" object, and where its cost is kept.
struct PurchaseSpec {
  const char* name;
  Cost* cost;
};

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
  int setup_city = 0;               // the last set-up placement is a city (Cities & Knights)
  int setup_rounds = 2;             // set-up rounds, alternately clockwise and back; the last one pays
  int robber = 1;                   // 0: there is no robber (a 7 only makes hands discard)
  int general_harbor = 0;           // 1: every player trades 3:1 with the bank, as with a generic harbor
  // Set by a rule set's "progress_cards" object: {"alchemist": 2, …}; 0 without it.
  std::array<uint8_t, kNumProgressKinds> progress_deck{};
  // Set by a rule set's "costs" object: {"road": {"lumber": 1, "brick": 1}, …}.
  std::array<Cost, kNumPurchases> costs = {{{1, 1, 0, 0, 0}, {1, 1, 1, 1, 0}, {0, 0, 0, 2, 3}, {0, 0, 1, 1, 1}}};
};

// An integer option of the base game or a module (booleans are 0/1): its name, help, range and the
// field of the options struct that holds it.
struct OptionSpec {
  const char* name;
  const char* help;
  int min, max;
  int* value;
};

// The base game's options, bound to `o`, with their help texts and ranges.
std::vector<OptionSpec> base_options(Options& o);

// The base game's purchases, bound to `o`'s costs.
std::vector<PurchaseSpec> base_purchases(Options& o);
// The rule set's "progress_cards" object into `o`. Throws ConfigError naming the file and field.
void read_decks(const RuleSet& rules, Options& o);
// A "costs" entry, {"lumber": 1, "brick": 1}; `at` names it in errors.
Cost read_cost(const nlohmann::json& cost, const std::string& at);

}  // namespace catanlab
