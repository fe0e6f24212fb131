// The Cities & Knights module's blocks of decisions and chance outcomes, each declared with its handler.
#include <fmt/format.h>

#include "core/base/base_rules.h"
#include "core/cities_knights/ck_internal.h"
#include "core/standard/std_game.h"

namespace catanlab {

using namespace ck;

std::vector<PhaseSpec> CitiesKnights::phases() const {
  return {{CkPhase::Alchemist, "ck_alchemist"},         {CkPhase::Pillage, "ck_pillage"},
          {CkPhase::ChooseDeck, "ck_choose_deck"},      {CkPhase::DiscardProgress, "ck_discard_progress"},
          {CkPhase::Aqueduct, "ck_aqueduct"},           {CkPhase::KnightTarget, "ck_knight_target"},
          {CkPhase::Relocate, "ck_relocate"},           {CkPhase::Metropolis, "ck_metropolis"},
          {CkPhase::Inventor, "ck_inventor"},           {CkPhase::Smith, "ck_smith"},
          {CkPhase::GiveCards, "ck_give_cards"},        {CkPhase::TakeCards, "ck_take_cards"},
          {CkPhase::SpyTake, "ck_spy_take"},            {CkPhase::DeserterRemove, "ck_deserter_remove"},
          {CkPhase::DeserterPlace, "ck_deserter_place"}, {CkPhase::RollEvent, "ck_roll_event", true},
          {CkPhase::DrawProgress, "ck_draw_progress", true}};
}

int CitiesKnights::added_kinds(const StdGame& g) {
  const ProgressCards& c = ck_opt(g).cards;
  int n = 0;
  for (int k = kNumCkProgressKinds; k < c.kinds; ++k)
    if (c.count[k]) n = k + 1 - kNumCkProgressKinds;
  return n;
}

void CitiesKnights::declare(BlockTable& blocks, const StdGame& g) {
  const Topology& t = g.topo();
  auto names = [](auto first, auto last) { return std::vector<std::string>(first, last); };
  const auto tracks = names(kTrackNames, kTrackNames + kNumTracks);
  const auto commodities = names(kCardNames + kNumResources, kCardNames + kNumCardKinds);
  const auto cards = names(kCardNames, kCardNames + kNumCardKinds);
  const auto own_kinds = names(kCkProgressNames, kCkProgressNames + kNumCkProgressKinds);
  const auto added = names(opt_.cards.names.begin() + kNumCkProgressKinds, opt_.cards.names.begin() + progress_kinds(g));
  std::vector<std::string> commodity_pairs, for_commodity, dice, rolls, harbor;
  for (int c = kNumResources; c < kNumCardKinds; ++c)
    for (int get = 0; get < kNumCardKinds; ++get)
      if (get != c) commodity_pairs.push_back(fmt::format("{} {}", kCardNames[c], kCardNames[get]));
  for (int r = 0; r < kNumResources; ++r)
    for (int c = kNumResources; c < kNumCardKinds; ++c) for_commodity.push_back(fmt::format("{} {}", kCardNames[r], kCardNames[c]));
  for (int y = 1; y <= 6; ++y)
    for (int r = 1; r <= 6; ++r) {
      dice.push_back(fmt::format("y{} r{}", y, r));
      for (const char* event : kEventNames) rolls.push_back(fmt::format("y{} r{} {}", y, r, event));
    }
  const int seats = base_obs::seats(g);  // four, or a 5-6 player game's all
  for (int p = 0; p < seats; ++p)
    for (int r = 0; r < kNumResources; ++r) harbor.push_back(fmt::format("p{} {}", p, kCardNames[r]));

  CkBlocks& k = blocks_;
  blocks.add_list(k.improve, "improve", tracks, apply_improve);
  blocks.add_list(k.discard, "discard", commodities, apply_discard);
  blocks.add_list(k.offer_give, "offer_give", commodities, apply_offer_give);
  blocks.add_list(k.offer_get, "offer_get", commodities, apply_offer_get);
  blocks.add_list(k.trade_commodity, "trade_bank", std::move(commodity_pairs), apply_trade_commodity);
  blocks.add_list(k.trade_for_commodity, "trade_bank", std::move(for_commodity), apply_trade_for_commodity);
  blocks.add_list(k.alchemist, "alchemist", std::move(dice), apply_alchemist);
  blocks.add(k.aqueduct, "aqueduct", Domain::Resource, 1, apply_aqueduct);
  blocks.add_list(k.choose_deck, "choose_deck", tracks, apply_choose_deck);
  blocks.add_list(k.discard_progress, "discard_progress", own_kinds, apply_discard_progress);
  blocks.add_list(k.play, "play", own_kinds, apply_play);  // cards without a target
  blocks.add(k.play_resource_monopoly, "play resource_monopoly", Domain::Resource, 1, apply_play_resource_monopoly);
  blocks.add_list(k.play_trade_monopoly, "play trade_monopoly", commodities, apply_play_trade_monopoly);
  blocks.add_list(k.play_merchant_fleet, "play merchant_fleet", cards, apply_play_merchant_fleet);
  blocks.add(k.play_master_merchant, "play master_merchant", Domain::Seat, seats, apply_play_master_merchant);
  blocks.add(k.play_deserter, "play deserter", Domain::Seat, seats, apply_play_deserter);
  blocks.add(k.play_spy, "play spy", Domain::Seat, seats, apply_play_spy);
  blocks.add_list(k.spy_take, "spy_take", own_kinds, apply_spy_take);
  blocks.add_list(k.give, "give", cards, apply_give);
  blocks.add_list(k.take_card, "take_card", cards, apply_take_card);
  blocks.add_list(k.harbor_offer, "harbor_offer", std::move(harbor), apply_harbor_offer);
  blocks.add(k.done, "done", Domain::Fixed, 1, apply_done);
  const int nv = t.num_vertices;
  blocks.add(k.build_knight, "build_knight", Domain::Vertex, nv, apply_build_knight);
  blocks.add(k.promote_knight, "promote_knight", Domain::Vertex, nv, apply_promote_knight);
  blocks.add(k.activate_knight, "activate_knight", Domain::Vertex, nv, apply_activate_knight);
  blocks.add(k.move_knight, "move_knight", Domain::Vertex, nv, apply_move_knight);
  blocks.add(k.knight_to, "knight_to", Domain::Vertex, nv, apply_knight_to);
  blocks.add(k.chase_robber, "chase_robber", Domain::Vertex, nv, apply_chase_robber);
  blocks.add(k.build_wall, "build_wall", Domain::Vertex, nv, apply_build_wall);
  blocks.add(k.place_metropolis, "place_metropolis", Domain::Vertex, nv, apply_place_metropolis);
  blocks.add(k.lose_city, "lose_city", Domain::Vertex, nv, apply_lose_city);
  blocks.add(k.play_medicine, "play medicine", Domain::Vertex, nv, apply_play_medicine);
  blocks.add(k.play_engineer, "play engineer", Domain::Vertex, nv, apply_play_engineer);
  blocks.add(k.play_intrigue, "play intrigue", Domain::Vertex, nv, apply_play_intrigue);
  blocks.add(k.remove_knight, "remove_knight", Domain::Vertex, nv, apply_remove_knight);
  blocks.add(k.place_knight, "place_knight", Domain::Vertex, nv, apply_place_knight);
  blocks.add(k.play_diplomat, "play diplomat", Domain::Edge, t.num_edges, apply_play_diplomat);
  blocks.add(k.play_merchant, "play merchant", Domain::Hex, t.num_hexes, apply_play_merchant);
  blocks.add(k.play_bishop, "play bishop", Domain::Hex, t.num_hexes, apply_play_bishop);
  blocks.add(k.inventor_swap, "inventor_swap", Domain::Hex, t.num_hexes, apply_inventor_swap);
  // Kinds a later module adds to the decks (Conquerors' politics cards) take tail blocks.
  if (!added.empty()) {
    blocks.add_list(k.discard_added, "discard_progress", added, apply_discard_added);
    blocks.add_list(k.spy_take_added, "spy_take", added, apply_spy_take_added);
  }
  blocks.add_chance_list(k.roll, "roll", std::move(rolls), apply_roll);
  blocks.add_chance_list(k.event, "event", names(kEventNames, kEventNames + kNumEventFaces), apply_event);
  blocks.add_chance_list(k.draw_progress, "draw_progress", own_kinds, apply_draw_progress);
  blocks.add_chance_list(k.steal_card, "steal_card", cards, apply_steal_card);
  if (!added.empty()) blocks.add_chance_list(k.draw_added, "draw_progress", added, apply_draw_added);
  opt_.blocks = &blocks_;
}

}  // namespace catanlab
