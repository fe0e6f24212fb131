#pragma once
// The standard family's numbers that scenarios change (victory target,
// costs, limits, decks, trade protocol bounds), read from a rule set's file
// ("options", "costs"); every option can be overridden by
// name (`--set turn_cap=400`, Python `options={...}`).
#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "core/board/terrain.h"
#include "core/common/options.h"

namespace catanlab {

// Seats the standard state holds: up to six with the 5-6 extensions (StdState, BaseSlice, and the
// Cities & Knights and Seafarers slices).
constexpr int kStdSeats = 6;
// Seats the other modules' per-seat arrays hold (the Conquerors, Barbarian Attack, TD&E), and the
// observation's relative seats up to four players: a rule set with such a module takes at most
// this many (Module::max_seats).
constexpr int kMaxPlayers = 4;
constexpr int kNumDevKinds = 5;
enum DevKind : uint8_t { Knight, VictoryPoint, RoadBuilding, YearOfPlenty, Monopoly };
constexpr const char* kDevNames[kNumDevKinds] = {"knight", "victory_point", "road_building", "year_of_plenty",
                                                 "monopoly"};

// The base game's purchases; a module declares its own (Module::options).
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
  int bank_single_claimant = 1;     // bank shortage: a lone claimant takes what is left (base game §5)
  int any_dev_before_roll = 1;      // 5th ed.: any development card before the roll (0: knight only)
  int discard_above = 7;            // a 7 makes hands above this discard half
  int bank_per_resource = 19;
  int settlements = 5, cities = 4, roads = 15;
  int longest_road_min = 5, largest_army_min = 3;  // longest_road_min 0: no Longest Road card
  int largest_army = 1;              // 0: no Largest Army card (knights played claim nothing)
  std::array<int, kNumDevKinds> dev_deck = {14, 5, 2, 2, 2};
  int setup_city = 0;               // the last set-up placement is a city (Cities & Knights)
  int setup_city_round = 0;         // with setup_city, the round (1..) whose placement is the city; 0: the last
  int setup_rounds = 2;             // set-up rounds, alternately clockwise and back; the last one pays
  int robber = 1;                   // 0: there is no robber (a 7 only makes hands discard)
  int robber_off_board = 0;         // 1: on a board without a desert the robber starts off the board
  int general_harbor = 0;           // 1: every player trades 3:1 with the bank, as with a generic harbor
  int special_build = 0;            // 5-6 extension: after each turn every other seat in turn may build and buy
  int paired_players = 0;           // 5-6 extension: the seat three to the left takes a part of each turn (replaces special_build)
  int seven_steal = 0;              // without a robber, 1: a 7's roller steals a card from any other seat holding one
  // Set by a rule set's "costs" object: {"road": {"lumber": 1, "brick": 1}, …}.
  std::array<Cost, kNumPurchases> costs = {{{1, 1, 0, 0, 0}, {1, 1, 1, 1, 0}, {0, 0, 0, 2, 3}, {0, 0, 1, 1, 1}}};
};

// The base game's options, bound to `o`, with their help texts and ranges.
std::vector<OptionSpec> base_options(Options& o);

// The base game's purchases, bound to `o`'s costs.
std::vector<PurchaseSpec> base_purchases(Options& o);

}  // namespace catanlab
