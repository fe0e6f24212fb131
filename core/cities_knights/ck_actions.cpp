// Names of the Cities & Knights module's decisions and chance outcomes.
#include <fmt/format.h>

#include "core/cities_knights/ck_rules.h"
#include "core/standard/std_game.h"

namespace catanlab {

using namespace ck_ids;

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

int CitiesKnights::discard_progress_id(const StdGame& g, int k) {
  if (k < kNumCkProgressKinds) return kDiscardProgress + k;
  return added_kinds_id(g.topo()) + kDiscardAdded * added_kinds(g) + k - kNumCkProgressKinds;
}

int CitiesKnights::spy_take_id(const StdGame& g, int k) {
  if (k < kNumCkProgressKinds) return kSpyTake + k;
  return added_kinds_id(g.topo()) + kSpyTakeAdded * added_kinds(g) + k - kNumCkProgressKinds;
}

int CitiesKnights::draw_outcome(const StdGame&, int k) {
  return k < kNumCkProgressKinds ? kDrawOutcome + k : kNumChance + k - kNumCkProgressKinds;
}

void CitiesKnights::declare(BlockTable& blocks, const StdGame& g) {
  ActionSpace& space = blocks.space();
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
  for (int p = 0; p < kMaxPlayers; ++p)
    for (int r = 0; r < kNumResources; ++r) harbor.push_back(fmt::format("p{} {}", p, kCardNames[r]));

  const ActionSpace::Block first = space.add_list("improve", tracks);
  space.add_list("discard", commodities);
  space.add_list("offer_give", commodities);
  space.add_list("offer_get", commodities);
  space.add_list("trade_bank", std::move(commodity_pairs));
  space.add_list("trade_bank", std::move(for_commodity));
  space.add_list("alchemist", std::move(dice));
  space.add("aqueduct", Domain::Resource);
  space.add_list("choose_deck", tracks);
  space.add_list("discard_progress", own_kinds);
  space.add_list("play", own_kinds);  // cards without a target
  space.add("play resource_monopoly", Domain::Resource);
  space.add_list("play trade_monopoly", commodities);
  space.add_list("play merchant_fleet", cards);
  for (const char* by_seat : {"play master_merchant", "play deserter", "play spy"}) space.add(by_seat, Domain::Seat, kMaxPlayers);
  space.add_list("spy_take", own_kinds);
  space.add_list("give", cards);
  space.add_list("take_card", cards);
  space.add_list("harbor_offer", std::move(harbor));
  space.add("done", Domain::Fixed);
  for (const char* per_vertex : {"build_knight", "promote_knight", "activate_knight", "move_knight", "knight_to",
                                 "chase_robber", "build_wall", "place_metropolis", "lose_city", "play medicine",
                                 "play engineer", "play intrigue", "remove_knight", "place_knight"})
    space.add(per_vertex, Domain::Vertex, t.num_vertices);
  space.add("play diplomat", Domain::Edge, t.num_edges);
  for (const char* per_hex : {"play merchant", "play bishop", "inventor_swap"}) space.add(per_hex, Domain::Hex, t.num_hexes);
  // Kinds a later module adds to the decks (Conquerors' politics cards) take tail blocks.
  if (!added.empty()) {
    space.add_list("discard_progress", added);
    space.add_list("spy_take", added);
  }
  const ActionSpace::Block first_chance = space.add_chance_list("roll", std::move(rolls));
  space.add_chance_list("event", names(kEventNames, kEventNames + kNumEventFaces));
  space.add_chance_list("draw_progress", own_kinds);
  space.add_chance_list("steal_card", cards);
  if (!added.empty()) space.add_chance_list("draw_progress", added);
  bind(space, first, first_chance);
}

}  // namespace catanlab
