#pragma once
// The Conquerors' progress cards: five politics cards, shuffled into Cities &
// Knights' politics deck, and six battle cards in a deck of their own (bought
// at Wyler's Help, never drawn at a gate). Conquerors::extend adds them to
// C&K's kinds through CitiesKnights::add_progress_kinds, in this order, so
// they are the kinds after C&K's 25.
#include "core/cities_knights/ck_cards.h"

namespace catanlab {

constexpr int kBattleDeck = kAddedDeck;
enum LotcKind : uint8_t {
  Bribery = kNumCkProgressKinds, BrothersInArms, HelpFromTheSouth, LeaTheHealer, RoadBuildingMission,  // politics
  Crossbows, CavalryLeaderDagur, QuartermasterOdo, Thora, Aegis, Archers,                               // battle
};
// The progress kinds of a game with the Conquerors: C&K's own, then these.
constexpr int kNumProgressKinds = Archers + 1;
constexpr int kNumLotcKinds = kNumProgressKinds - kNumCkProgressKinds;
static_assert(kNumProgressKinds <= kMaxProgressKinds);
constexpr AddedKind kLotcKinds[kNumLotcKinds] = {
    {"bribery", PoliticsTrack},    {"brothers_in_arms", PoliticsTrack}, {"help_from_the_south", PoliticsTrack},
    {"lea_the_healer", PoliticsTrack}, {"road_building_mission", PoliticsTrack},
    {"crossbows", kBattleDeck},    {"cavalry_leader_dagur", kBattleDeck}, {"quartermaster_odo", kBattleDeck},
    {"thora", kBattleDeck},        {"aegis", kBattleDeck},              {"archers", kBattleDeck}};
// The deck of a kind of a game with the Conquerors.
constexpr int progress_deck(int k) {
  return k < kNumCkProgressKinds ? progress_track(k) : kLotcKinds[k - kNumCkProgressKinds].deck;
}

}  // namespace catanlab
