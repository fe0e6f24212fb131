// Names of the Cities & Knights module's decisions and chance outcomes.
#include <fmt/format.h>

#include "core/ck/ck_rules.h"
#include "core/base/std_game.h"

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
  int n = 0;
  for (int k = kNumCkProgressKinds; k < kNumProgressKinds; ++k)
    if (g.opt().progress_deck[k]) n = k + 1 - kNumCkProgressKinds;
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

int CitiesKnights::num_actions(const StdGame& g) const {
  return added_kinds_id(g.topo()) + kNumAddedKindBlocks * added_kinds(g);
}

std::string CitiesKnights::action_name(const StdGame& g, int a) const {
  const Topology& t = g.topo();
  auto card = [](int k) { return kCardNames[k]; };
  auto commodity = [](int i) { return kCardNames[kNumResources + i]; };
  if (a < kDiscard) return fmt::format("improve {}", kTrackNames[a - kImprove]);
  if (a < kOfferGive) return fmt::format("discard {}", commodity(a - kDiscard));
  if (a < kOfferGet) return fmt::format("offer_give {}", commodity(a - kOfferGive));
  if (a < kTradeCommodity) return fmt::format("offer_get {}", commodity(a - kOfferGet));
  if (a < kTradeForCommodity) {
    const int give = (a - kTradeCommodity) / 7 + kNumResources, j = (a - kTradeCommodity) % 7;
    return fmt::format("trade_bank {} {}", card(give), card(j < give ? j : j + 1));
  }
  if (a < kAlchemist)
    return fmt::format("trade_bank {} {}", card((a - kTradeForCommodity) / 3), commodity((a - kTradeForCommodity) % 3));
  if (a < kAqueduct) return fmt::format("alchemist y{} r{}", (a - kAlchemist) / 6 + 1, (a - kAlchemist) % 6 + 1);
  if (a < kChooseDeck) return fmt::format("aqueduct {}", card(a - kAqueduct));
  if (a < kDiscardProgress) return fmt::format("choose_deck {}", kTrackNames[a - kChooseDeck]);
  if (a < kPlay) return fmt::format("discard_progress {}", kProgressNames[a - kDiscardProgress]);
  if (a < kPlayResourceMonopoly) return fmt::format("play {}", kProgressNames[a - kPlay]);
  if (a < kPlayTradeMonopoly) return fmt::format("play resource_monopoly {}", card(a - kPlayResourceMonopoly));
  if (a < kPlayMerchantFleet) return fmt::format("play trade_monopoly {}", commodity(a - kPlayTradeMonopoly));
  if (a < kPlayMasterMerchant) return fmt::format("play merchant_fleet {}", card(a - kPlayMerchantFleet));
  if (a < kPlayDeserter) return fmt::format("play master_merchant p{}", a - kPlayMasterMerchant);
  if (a < kPlaySpy) return fmt::format("play deserter p{}", a - kPlayDeserter);
  if (a < kSpyTake) return fmt::format("play spy p{}", a - kPlaySpy);
  if (a < kGive) return fmt::format("spy_take {}", kProgressNames[a - kSpyTake]);
  if (a < kTakeCard) return fmt::format("give {}", card(a - kGive));
  if (a < kHarborOffer) return fmt::format("take_card {}", card(a - kTakeCard));
  if (a < kDone)
    return fmt::format("harbor_offer p{} {}", (a - kHarborOffer) / kNumResources, card((a - kHarborOffer) % kNumResources));
  if (a == kDone) return "done";
  static constexpr const char* kVertexNames[kNumVertexBlocks] = {
      "build_knight",     "promote_knight", "activate_knight", "move_knight",   "knight_to",
      "chase_robber",     "build_wall",     "place_metropolis", "lose_city",    "play medicine",
      "play engineer",    "play intrigue",  "remove_knight",   "place_knight"};
  if (a >= added_kinds_id(t)) {
    const int n = added_kinds(g), k = kNumCkProgressKinds + (a - added_kinds_id(t)) % n;
    return fmt::format("{} {}", (a - added_kinds_id(t)) / n == kDiscardAdded ? "discard_progress" : "spy_take",
                       kProgressNames[k]);
  }
  int x = a - kFixed;
  if (x < kNumVertexBlocks * t.num_vertices)
    return fmt::format("{} v{}", kVertexNames[x / t.num_vertices], x % t.num_vertices);
  x -= kNumVertexBlocks * t.num_vertices;
  if (x < t.num_edges) return fmt::format("play diplomat e{}", x);
  x -= t.num_edges;
  static constexpr const char* kHexNames[kNumHexBlocks] = {"play merchant", "play bishop", "inventor_swap"};
  return fmt::format("{} h{}", kHexNames[x / t.num_hexes], x % t.num_hexes);
}

std::string CitiesKnights::chance_name(const StdGame&, int c) const {
  if (c < kEventOutcome) {
    const int dice = (c - kRollOutcome) / 4;
    return fmt::format("roll y{} r{} {}", dice / 6 + 1, dice % 6 + 1, kEventNames[c % 4]);
  }
  if (c < kDrawOutcome) return fmt::format("event {}", kEventNames[c - kEventOutcome]);
  if (c < kStealOutcome) return fmt::format("draw_progress {}", kProgressNames[c - kDrawOutcome]);
  if (c < kNumChance) return fmt::format("steal_card {}", kCardNames[c - kStealOutcome]);
  return fmt::format("draw_progress {}", kProgressNames[kNumCkProgressKinds + c - kNumChance]);
}

}  // namespace catanlab
