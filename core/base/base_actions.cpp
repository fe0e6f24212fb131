// Names of the base module's decisions and chance outcomes.
#include <fmt/format.h>

#include "core/base/base_rules.h"
#include "core/standard/module_registry.h"
#include "core/standard/std_game.h"

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

void BaseRules::declare(ActionSpace& space, const StdGame& g) {
  const Topology& t = g.topo();
  const ActionSpace::Block first = space.add("end_turn", Domain::Fixed);
  for (const char* fixed : {"roll", "buy_dev", "play_knight", "play_road_building", "play_year_of_plenty"})
    space.add(fixed, Domain::Fixed);
  space.add("play_monopoly", Domain::Resource);
  space.add("take", Domain::Resource);
  space.add("discard", Domain::Resource);
  std::vector<std::string> pairs;  // trade_bank GIVE GET, by give then get
  for (int give = 0; give < kNumResources; ++give)
    for (int get = 0; get < kNumResources; ++get)
      if (get != give) pairs.push_back(fmt::format("{} {}", kResourceNames[give], kResourceNames[get]));
  space.add_list("trade_bank", std::move(pairs));
  space.add("offer_give", Domain::Resource);
  space.add("offer_get", Domain::Resource);
  for (const char* fixed : {"offer_submit", "trade_accept", "trade_decline"}) space.add(fixed, Domain::Fixed);
  space.add("trade_with", Domain::Seat, kMaxPlayers);
  space.add("trade_withdraw", Domain::Fixed);
  space.add("steal_from", Domain::Seat, kMaxPlayers);
  space.add("build_settlement", Domain::Vertex, t.num_vertices);
  space.add("build_city", Domain::Vertex, t.num_vertices);
  space.add("build_road", Domain::Edge, t.num_edges);
  space.add("move_robber", Domain::Hex, t.num_hexes);
  std::vector<std::string> sums;
  for (int sum = 2; sum <= 12; ++sum) sums.push_back(std::to_string(sum));
  const ActionSpace::Block roll = space.add_chance_list("roll", std::move(sums));
  space.add_chance_list("draw", {std::begin(kDevNames), std::end(kDevNames)});
  space.add_chance("steal", Domain::Resource);
  bind(space, first, roll);
}

// The standard family's first module: every rule set of the family lists it first.
void register_base() {
  register_module("base", []() -> std::unique_ptr<Module> { return std::make_unique<BaseRules>(); });
}

}  // namespace catanlab
