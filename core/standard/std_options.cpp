#include "core/standard/std_options.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "core/standard/card_limits.h"
#include "core/config_error.h"
#include "core/json_int.h"

namespace catanlab {

std::vector<OptionSpec> base_options(Options& o) {
  return {
      CATANLAB_OPTION(o, vp_target, "victory points that win on your own turn", 3, 30),
      CATANLAB_OPTION(o, shuffle_board, "1: terrain, numbers and harbors shuffled per seed; 0: the board file as written", 0, 1),
      CATANLAB_OPTION(o, domestic_trade, "1: player trades through the bounded offer protocol; 0: off", 0, 1),
      CATANLAB_OPTION(o, max_offers_per_turn, "trade offers a player may open per turn", 0, 20),
      CATANLAB_OPTION(o, max_offer_cards, "cards on each side of a trade offer", 1, 19),
      CATANLAB_OPTION(o, turn_cap, "0: no cap; else the game ends as a draw after this many turns", 0, 100000),
      CATANLAB_OPTION(o, bank_single_claimant, "bank shortage: a lone claimant takes what remains", 0, 1),
      CATANLAB_OPTION(o, any_dev_before_roll, "1: any development card before the roll (5th ed.); 0: knight only", 0, 1),
      CATANLAB_OPTION(o, discard_above, "a rolled 7 makes hands larger than this discard half", 0, 95),
      CATANLAB_OPTION(o, bank_per_resource, "cards of each resource in the bank", 1, kMaxBankOfKind),
      CATANLAB_OPTION(o, settlements, "settlement pieces per player", 1, 15),
      CATANLAB_OPTION(o, cities, "city pieces per player", 0, 15),
      CATANLAB_OPTION(o, roads, "road pieces per player", 2, 30),
      CATANLAB_OPTION(o, longest_road_min, "road length that claims Longest Road (0: no Longest Road card)", 0, 15),
      CATANLAB_OPTION(o, largest_army_min, "played knights that claim Largest Army", 1, 14),
      CATANLAB_OPTION(o, largest_army, "1: the Largest Army card is in the game; 0: it is not", 0, 1),
      OptionSpec{"dev_knight", "knight cards in the development deck", 0, kMaxDevOfKind, &o.dev_deck[Knight]},
      OptionSpec{"dev_victory_point", "victory point cards in the deck", 0, kMaxDevOfKind, &o.dev_deck[VictoryPoint]},
      OptionSpec{"dev_road_building", "road building cards in the deck", 0, kMaxDevOfKind, &o.dev_deck[RoadBuilding]},
      OptionSpec{"dev_year_of_plenty", "year of plenty cards in the deck", 0, kMaxDevOfKind, &o.dev_deck[YearOfPlenty]},
      OptionSpec{"dev_monopoly", "monopoly cards in the deck", 0, kMaxDevOfKind, &o.dev_deck[Monopoly]},
      CATANLAB_OPTION(o, setup_city, "1: the last set-up placement is a city (Cities & Knights)", 0, 1),
      CATANLAB_OPTION(o, setup_city_round, "with setup_city, the set-up round (1..) whose placement is the city; 0: the last", 0, 3),
      CATANLAB_OPTION(o, setup_rounds, "set-up placements per player, in rounds alternately clockwise and back", 1, 3),
      CATANLAB_OPTION(o, robber, "1: a robber; 0: none (a 7 only makes hands discard)", 0, 1),
      CATANLAB_OPTION(o, robber_off_board, "1: on a board without a desert the robber starts off the board, blocking nothing until a 7 or a knight moves it; 0: on the first land hex", 0, 1),
      CATANLAB_OPTION(o, seven_steal, "without a robber, 1: after a 7's discards the roller steals a card from any other seat holding one; 0: none", 0, 1),
      CATANLAB_OPTION(o, general_harbor, "1: every player trades 3:1 with the bank", 0, 1),
      CATANLAB_OPTION(o, special_build, "1: after each turn every other seat in turn order builds and buys from its hand, no trade or card play (5-6 extension)", 0, 1),
      CATANLAB_OPTION(o, paired_players, "1: each turn, after its seat, the seat three to its left builds, buys, trades with the bank and plays a card, never rolling or trading with seats; replaces special_build (5-6 extension)", 0, 1),
  };
}

std::vector<PurchaseSpec> base_purchases(Options& o) {
  std::vector<PurchaseSpec> out;
  for (int k = 0; k < kNumPurchases; ++k) out.push_back({kPurchaseNames[k], &o.costs[k]});
  return out;
}

}  // namespace catanlab
