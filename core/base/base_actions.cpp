// The base module's phases and its registration (its blocks: base_apply.cpp).
#include "core/base/base_rules.h"
#include "core/standard/module_registry.h"
#include "core/standard/std_game.h"

namespace catanlab {

std::vector<PhaseSpec> BaseRules::phases() const {
  return {{Phase::SetupSettlement, "setup_settlement"}, {Phase::SetupRoad, "setup_road"},
          {Phase::PreRoll, "pre_roll"},                 {Phase::Main, "main"},
          {Phase::Discard, "discard"},                  {Phase::MoveRobber, "move_robber"},
          {Phase::ChooseVictim, "choose_victim"},       {Phase::RoadBuilding, "road_building"},
          {Phase::YearOfPlenty, "year_of_plenty"},      {Phase::TradeBuild, "trade_build"},
          {Phase::TradeRespond, "trade_respond"},       {Phase::TradeChoose, "trade_choose"},
          {Phase::RollDice, "roll_dice", true},         {Phase::StealCard, "steal_card", true},
          {Phase::DrawDev, "draw_dev", true},           {Phase::GameOver, "game_over"},
          {Phase::SpecialBuild, "special_build"}};
}

// The standard family's first module: every rule set of the family lists it first.
void register_base() {
  register_module("base", []() -> std::unique_ptr<Module> { return std::make_unique<BaseRules>(); });
}

}  // namespace catanlab
