// Names of the base module's decisions and chance outcomes.
#include <fmt/format.h>

#include "core/base/base_rules.h"
#include "core/base/std_game.h"

namespace catanlab {

using namespace base_ids;

std::vector<PhaseSpec> BaseRules::phases() const {
  return {{Phase::SetupSettlement, "setup_settlement"}, {Phase::SetupRoad, "setup_road"},
          {Phase::PreRoll, "pre_roll"},                 {Phase::Main, "main"},
          {Phase::Discard, "discard"},                  {Phase::MoveRobber, "move_robber"},
          {Phase::ChooseVictim, "choose_victim"},       {Phase::RoadBuilding, "road_building"},
          {Phase::YearOfPlenty, "year_of_plenty"},      {Phase::TradeBuild, "trade_build"},
          {Phase::TradeRespond, "trade_respond"},       {Phase::TradeChoose, "trade_choose"},
          {Phase::RollDice, "roll_dice", true},         {Phase::StealCard, "steal_card", true},
          {Phase::DrawDev, "draw_dev", true},           {Phase::GameOver, "game_over"}};
}

int BaseRules::num_actions(const StdGame& g) const {
  const Topology& t = g.topo();
  return kFixed + 2 * t.num_vertices + t.num_edges + t.num_hexes;
}

std::string BaseRules::action_name(const StdGame& g, int a) const {
  const Topology& t = g.topo();
  auto res = [](int r) { return kResourceNames[r]; };
  switch (a) {
    case kEndTurn: return "end_turn";
    case kRoll: return "roll";
    case kBuyDev: return "buy_dev";
    case kPlayKnight: return "play_knight";
    case kPlayRoadBuilding: return "play_road_building";
    case kPlayYearOfPlenty: return "play_year_of_plenty";
    case kOfferSubmit: return "offer_submit";
    case kTradeAccept: return "trade_accept";
    case kTradeDecline: return "trade_decline";
    case kTradeWithdraw: return "trade_withdraw";
  }
  if (a < kTake) return fmt::format("play_monopoly {}", res(a - kPlayMonopoly));
  if (a < kDiscard) return fmt::format("take {}", res(a - kTake));
  if (a < kTradeBank) return fmt::format("discard {}", res(a - kDiscard));
  if (a < kOfferGive) return fmt::format("trade_bank {} {}", res((a - kTradeBank) / 4), res(bank_trade_get(a)));
  if (a < kOfferGet) return fmt::format("offer_give {}", res(a - kOfferGive));
  if (a < kOfferSubmit) return fmt::format("offer_get {}", res(a - kOfferGet));
  if (a < kTradeWithdraw) return fmt::format("trade_with p{}", a - kTradeWith);
  if (a < kFixed) return fmt::format("steal_from p{}", a - kStealFrom);
  a -= kFixed;
  if (a < t.num_vertices) return fmt::format("build_settlement v{}", a);
  a -= t.num_vertices;
  if (a < t.num_vertices) return fmt::format("build_city v{}", a);
  a -= t.num_vertices;
  if (a < t.num_edges) return fmt::format("build_road e{}", a);
  return fmt::format("move_robber h{}", a - t.num_edges);
}

std::string BaseRules::chance_name(const StdGame&, int c) const {
  if (c < kDrawOutcome) return fmt::format("roll {}", c + 2);
  if (c < kStealOutcome) return fmt::format("draw {}", kDevNames[c - kDrawOutcome]);
  return fmt::format("steal {}", kResourceNames[c - kStealOutcome]);
}

}  // namespace catanlab
