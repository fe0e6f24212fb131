#pragma once
// Cities & Knights' progress cards: its three decks (the improvement tracks),
// its 25 kinds, and the kinds a module adds through the extension point
// CitiesKnights::add_progress_kinds (the Conquerors' politics and battle
// cards). Added kinds come after C&K's own, so that C&K's ids never move.
#include <array>
#include <cstdint>
#include <string_view>

namespace catanlab {

// Progress decks by track: trade (yellow), politics (blue), science (green).
constexpr int kNumTracks = 3;
enum Track : uint8_t { TradeTrack, PoliticsTrack, ScienceTrack };
constexpr const char* kTrackNames[kNumTracks] = {"trade", "politics", "science"};
// A deck of the module that adds its kinds to it (the Conquerors' battle deck): C&K never
// draws from it at a gate, shows it in no observation of its own, and counts it apart.
constexpr int kAddedDeck = kNumTracks, kNumDecks = kNumTracks + 1;

constexpr int kNumCkProgressKinds = 25;
enum ProgressKind : uint8_t {
  Alchemist, Crane, Engineer, Inventor, Irrigation, Medicine, Mining, Printer, RoadBuildingCard, Smith,  // science
  CommercialHarbor, MasterMerchant, Merchant, MerchantFleet, ResourceMonopoly, TradeMonopoly,          // trade
  Bishop, Constitution, Deserter, Diplomat, Intrigue, Saboteur, Spy, Warlord, Wedding,                  // politics
};
constexpr const char* kCkProgressNames[kNumCkProgressKinds] = {
    "alchemist", "crane", "engineer", "inventor", "irrigation", "medicine", "mining", "printer", "road_building",
    "smith", "commercial_harbor", "master_merchant", "merchant", "merchant_fleet", "resource_monopoly",
    "trade_monopoly", "bishop", "constitution", "deserter", "diplomat", "intrigue", "saboteur", "spy", "warlord",
    "wedding"};
static_assert(Wedding + 1 == kNumCkProgressKinds);
// The track of one of C&K's own kinds.
constexpr Track progress_track(int k) { return k <= Smith ? ScienceTrack : k <= TradeMonopoly ? TradeTrack : PoliticsTrack; }

// Kinds a rule set may name: C&K's own and up to 11 added (CkSlice's counts by kind are this long).
constexpr int kMaxProgressKinds = 36;

// A kind a module adds: its name (an action and "progress_cards" name) and its deck (a Track,
// or kAddedDeck).
struct AddedKind {
  const char* name;
  int deck;
};

// A rule set's progress cards: every kind's name and deck, C&K's own first, then the added
// ones in the order they were added; and the cards of each kind the rule set deals (the
// "progress_cards" object of its "cities_knights" section).
struct ProgressCards {
  int kinds = kNumCkProgressKinds;  // kinds with a name
  std::array<const char*, kMaxProgressKinds> names{};
  std::array<uint8_t, kMaxProgressKinds> deck{};   // by kind: a Track or kAddedDeck
  std::array<uint8_t, kMaxProgressKinds> count{};  // cards dealt, by kind
  std::array<uint64_t, kNumDecks> deck_kinds{};   // by deck: a bit per kind in it

  ProgressCards() {
    for (int k = 0; k < kNumCkProgressKinds; ++k) set(k, kCkProgressNames[k], progress_track(k));
  }
  void set(int k, const char* name, int d) {
    names[k] = name;
    deck[k] = uint8_t(d);
    deck_kinds[d] |= 1ull << k;
  }
  // The kind named `name`, or -1.
  int find(std::string_view name) const {
    for (int k = 0; k < kinds; ++k)
      if (name == names[k]) return k;
    return -1;
  }
};

}  // namespace catanlab
