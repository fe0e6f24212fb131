// The base slice's fields, declared once (slice_fields.h): their JSON form and ranges. The
// rules between them are BaseRules::validate's; the caches, BaseRules::rebuild_caches'.
#include <numeric>

#include "core/base/base_rules.h"
#include "core/standard/slice_fields.h"
#include "core/standard/std_game.h"

namespace catanlab {

namespace {

// A seat's pieces, cards and counts. Hands list resources only: commodities are C&K's.
Fields<PlayerState> player_fields() {
  using At = FieldAt<PlayerState>;
  return Fields<PlayerState>()
      .bits("settlements", &PlayerState::settlements, kLandVertices)
      .bits("cities", &PlayerState::cities, kLandVertices)
      .bits("roads", &PlayerState::roads, kLandEdges)
      .counts("hand", &PlayerState::hand, kNumResources)
      .counts("known", &PlayerState::known, kNumResources)
      .counts("dev", &PlayerState::dev, kNumDevKinds, 0, [](const At& a) { return int(a.g.opt().dev_deck[a.index]); })
      .counts("dev_new", &PlayerState::dev_new, kNumDevKinds, 0, [](const At& a) { return int(a.obj.dev[a.index]); })
      .byte("extra_settlements", &PlayerState::extra_settlements, 0, [](const At& a) { return a.obj.settlements.count(); })
      .optional()
      .byte("knights_played", &PlayerState::knights_played, 0, [](const At& a) { return int(a.g.opt().dev_deck[Knight]); })
      .byte("discard_left", &PlayerState::discard_left, 0, [](const At& a) { return std::accumulate(a.obj.hand.begin(), a.obj.hand.end(), 0) / 2; });
}

// The offer being composed: up to the rule set's cards per side, asked and accepted as seat bits.
Fields<Offer> offer_fields() {
  using At = FieldAt<Offer>;
  auto most = [](const At& a) { return a.g.opt().max_offer_cards; };
  auto seats = [](const At& a) { return (1 << a.s.num_players) - 1; };
  return Fields<Offer>()
      .counts("give", &Offer::give, kNumResources, 0, most)
      .counts("get", &Offer::get, kNumResources, 0, most)
      .byte("asked", &Offer::asked, 0, seats)
      .byte("accepted", &Offer::accepted, 0, seats);
}

// The flags and counts of the turn under way; the robber, the roll and the box are checked by rules.
Fields<BaseSlice> base_fields() {
  using At = FieldAt<BaseSlice>;
  auto in_phase = [](Phase p) { return [p](const At& a) { return int(a.s.phase == p); }; };
  return Fields<BaseSlice>()
      .seats("players", &BaseSlice::players, player_fields(), "players")
      .counts("bank", &BaseSlice::bank, kNumResources)
      .counts("dev_deck", &BaseSlice::dev_deck, kNumDevKinds)
      .byte("robber", &BaseSlice::robber)
      .seat_or_nobody("longest_road_holder", &BaseSlice::longest_road_holder)
      .seat_or_nobody("largest_army_holder", &BaseSlice::largest_army_holder)
      .byte("last_roll", &BaseSlice::last_roll)
      .byte("rolled", &BaseSlice::rolled, 0, 1)
      .byte("dev_played", &BaseSlice::dev_played, 0, 1)
      .byte("offers_made", &BaseSlice::offers_made, 0, [](const At& a) { return a.g.opt().max_offers_per_turn; })
      .byte("free_roads", &BaseSlice::free_roads, in_phase(Phase::RoadBuilding), 2)
      .byte("free_picks", &BaseSlice::free_picks, in_phase(Phase::YearOfPlenty), 2)
      .seat_or_nobody("victim", &BaseSlice::victim)
      .place_or_none<kMaxVertices>("setup_vertex", &BaseSlice::setup_vertex, int16_t(-1))
      .byte("discard_then_robber", &BaseSlice::discard_then_robber, 0, 1)
      .optional()
      .byte("robber_alone", &BaseSlice::robber_alone, 0, in_phase(Phase::MoveRobber))
      .optional()
      .byte("special_left", &BaseSlice::special_left, 0, [](const At& a) { return a.s.num_players - 1; })
      .optional()
      .byte("paired_part", &BaseSlice::paired_part, 0, 1)
      .optional()
      .bits("dormant", &BaseSlice::dormant, kVertices)
      .optional()
      .object("offer", &BaseSlice::offer, offer_fields());
}

}  // namespace

const SliceFields* BaseRules::slice_fields() const {
  static const SliceFields fields("base", base_fields());
  return &fields;
}

}  // namespace catanlab
