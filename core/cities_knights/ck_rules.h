#pragma once
// CitiesKnights: Cities & Knights as a rule module (rulings in
// docs/rulings.md; design in docs/cities_knights.md). It runs after the
// base module, whose turn machine it joins through the engine's hook points:
// it answers the base game's dice and steals (chance phases are asked last
// module first), opens PreRoll for Alchemist (on_turn_start), clears the
// turn's flags (on_turn_end) and adds its points (extra_vp). The base module sees commodities in hands,
// knights cutting roads (its vertex pieces, PlayerState::vertex_pieces), the hand-limit raise of walls
// and the 2:1 rates of the merchant and Merchant Fleet.
//
// Decision layout (local ids):
//   fixed block   improve T, discard C, offer_give C, offer_get C, trade_bank X Y
//                 (commodity on either side), alchemist yY rR, aqueduct R,
//                 choose_deck T, discard_progress K, play K, play resource_monopoly R,
//                 play trade_monopoly C, play merchant_fleet K, play master_merchant pN,
//                 play deserter pN, play spy pN, spy_take K, give K, take_card K,
//                 harbor_offer pN R, done
//   per vertex    build_knight, promote_knight, activate_knight, move_knight,
//                 knight_to, chase_robber, build_wall, place_metropolis, lose_city,
//                 play medicine, play engineer, play intrigue, remove_knight, place_knight
//   per edge      play diplomat
//   per hex       play merchant, play bishop, inventor_swap
//   per added kind  discard_progress K, spy_take K (kinds a later module adds)
// Chance outcomes: roll yY rR EVENT (144), event EVENT (4), draw_progress K (25),
// steal_card K (8), draw_progress K (per added kind).
#include <span>

#include "core/base/pieces.h"
#include "core/standard/std_game.h"
#include "core/cities_knights/ck_cards.h"
#include "core/cities_knights/ck_extension.h"
#include "core/cities_knights/ck_slice.h"

namespace catanlab {

namespace ck_ids {
// Each block starts where the one before it ends. Blocks by progress kind
// cover Cities & Knights' own kinds only, so that a module adding kinds
// (CitiesKnights::add_progress_kinds) moves none of these ids; its kinds take
// the tail blocks below.
constexpr int kImprove = 0;                                           // + track
constexpr int kDiscard = kImprove + kNumTracks;                       // + commodity - 5
constexpr int kOfferGive = kDiscard + 3;                              // + commodity - 5
constexpr int kOfferGet = kOfferGive + 3;                             // + commodity - 5
constexpr int kTradeCommodity = kOfferGet + 3;                        // + (c - 5) * 7 + (get kind, skipping c)
constexpr int kTradeForCommodity = kTradeCommodity + 3 * 7;           // + r * 3 + (c - 5)
constexpr int kAlchemist = kTradeForCommodity + kNumResources * 3;    // + (yellow - 1) * 6 + red - 1
constexpr int kAqueduct = kAlchemist + 36;                            // + resource
constexpr int kChooseDeck = kAqueduct + kNumResources;                // + track
constexpr int kDiscardProgress = kChooseDeck + kNumTracks;            // + kind
constexpr int kPlay = kDiscardProgress + kNumCkProgressKinds;         // + kind: cards without a target (an id per kind;
                                                                      // those played with a target, and the VP cards,
                                                                      // use other blocks or none)
constexpr int kPlayResourceMonopoly = kPlay + kNumCkProgressKinds;    // + resource
constexpr int kPlayTradeMonopoly = kPlayResourceMonopoly + kNumResources;  // + commodity - 5
constexpr int kPlayMerchantFleet = kPlayTradeMonopoly + 3;            // + card kind
constexpr int kPlayMasterMerchant = kPlayMerchantFleet + 8;           // + seat
constexpr int kPlayDeserter = kPlayMasterMerchant + kMaxPlayers;      // + seat
constexpr int kPlaySpy = kPlayDeserter + kMaxPlayers;                 // + seat
constexpr int kSpyTake = kPlaySpy + kMaxPlayers;                      // + kind
constexpr int kGive = kSpyTake + kNumCkProgressKinds;                 // + card kind
constexpr int kTakeCard = kGive + 8;                                  // + card kind
constexpr int kHarborOffer = kTakeCard + 8;                           // + seat * 5 + resource
constexpr int kDone = kHarborOffer + kMaxPlayers * kNumResources;
constexpr int kFixed = kDone + 1;
static_assert(kPlay == 117 && kSpyTake == 170 && kFixed == 232, "C&K's ids are part of its interface");
// Vertex blocks, in this order after the fixed block.
enum VertexBlock : int {
  kBuildKnight, kPromoteKnight, kActivateKnight, kMoveKnight, kKnightTo, kChaseRobber, kBuildWall,
  kPlaceMetropolis, kLoseCity, kPlayMedicine, kPlayEngineer, kPlayIntrigue, kRemoveKnight, kPlaceKnight,
  kNumVertexBlocks
};
enum HexBlock : int { kPlayMerchant, kPlayBishop, kInventorSwap, kNumHexBlocks };
// Chance outcomes (local).
constexpr int kRollOutcome = 0;                                // + ((yellow - 1) * 6 + red - 1) * 4 + event
constexpr int kEventOutcome = kRollOutcome + 36 * 4;           // + event
constexpr int kDrawOutcome = kEventOutcome + 4;                // + kind (C&K's own)
constexpr int kStealOutcome = kDrawOutcome + kNumCkProgressKinds;  // + card kind
constexpr int kNumChance = kStealOutcome + 8;                  // then draw_progress of the added kinds
static_assert(kNumChance == 181);
// Tail decision blocks, after the hex blocks, one id per added kind each.
enum AddedKindBlock : int { kDiscardAdded, kSpyTakeAdded, kNumAddedKindBlocks };

constexpr int trade_commodity_id(int c, int get) { return kTradeCommodity + (c - 5) * 7 + (get < c ? get : get - 1); }
}  // namespace ck_ids

// Cities & Knights' options: the "cities_knights" section of a rule-set file (ck_options.cpp).
struct CkOptions {
  int bank_per_commodity = 12;
  int progress_limit = 4;           // progress cards in hand, VP cards excluded
  int barbarian_track = 7;          // ship steps until the attack
  int defender_cards = 6;
  int knights_per_level = 2;        // knight pieces of each strength per player
  int city_walls = 3;
  int wall_bonus = 2;               // hand-limit raise per city wall
  int improvement_levels = 5;
  int metropolis_level = 4;         // claims a metropolis; the top level takes one over
  int ability_level = 3;            // trading house, fortress, aqueduct
  int trading_house_rate = 2;       // commodities for one card of choice at the trading house
  // Purchases, priced in the file's "costs" (city_wall, knight, promote_knight, activate_knight).
  Cost wall_cost = {0, 2, 0, 0, 0}, knight_cost = {0, 0, 1, 0, 1}, promote_cost = {0, 0, 1, 0, 1},
       activate_cost = {0, 0, 0, 1, 0};
  // The kinds (C&K's and the added ones) and the cards dealt of each: the section's "progress_cards".
  ProgressCards cards;
  // The modules extending this one, where C&K's rules leave them room (none: C&K's defaults).
  const CkExtension* extension = &kNoCkExtension;
};

// The Cities & Knights options and slice of a rule set with the module.
inline const CkOptions& ck_opt(const StdGame& g) { return g.options<CkOptions>(); }
inline CkSlice& ck_of(const StdGame& g, StdState& s) { return g.slice<CkSlice>(s); }
inline const CkSlice& ck_of(const StdGame& g, const StdState& s) { return g.slice<CkSlice>(s); }
inline CkSlice& ck_of(const StdGame& g, State& s) { return ck_of(g, std_state(s)); }
inline const CkSlice& ck_of(const StdGame& g, const State& s) { return ck_of(g, std_state(s)); }

// Cities & Knights' phases: ids 32..63 (Module::phases).
namespace CkPhase {
constexpr Phase Alchemist = Phase(32);        // Alchemist: the player sets the yellow and red dice
constexpr Phase Pillage = Phase(33);          // barbarians won: a victim picks the city it loses
constexpr Phase ChooseDeck = Phase(34);       // barbarians beaten in a tie: a top defender picks a deck to draw from
constexpr Phase DiscardProgress = Phase(35);  // a fifth progress card: the holder discards one
constexpr Phase Aqueduct = Phase(36);         // a production roll gave an aqueduct owner nothing: a resource of choice
constexpr Phase KnightTarget = Phase(37);     // a knight was chosen to move: where to (or whom to displace)
constexpr Phase Relocate = Phase(38);         // a displaced knight's owner moves it along their roads
constexpr Phase Metropolis = Phase(39);       // a metropolis was won: on which city
constexpr Phase Inventor = Phase(40);         // Inventor: the two number tokens to swap, one per step
constexpr Phase Smith = Phase(41);            // Smith: up to two free promotions, or done
constexpr Phase GiveCards = Phase(42);        // Wedding / Commercial Harbor: an opponent gives cards of its choice
constexpr Phase TakeCards = Phase(43);        // Master Merchant: the player takes cards from the victim's open hand
constexpr Phase SpyTake = Phase(44);          // Spy: the card taken from the victim's progress hand
constexpr Phase DeserterRemove = Phase(45);   // Deserter: the victim removes one of its knights
constexpr Phase DeserterPlace = Phase(46);    // Deserter: the player places a knight of that strength, or not
constexpr Phase RollEvent = Phase(47);        // chance: the event die alone (after Alchemist)
constexpr Phase DrawProgress = Phase(48);     // chance: the progress card a player draws
}  // namespace CkPhase

// Cities & Knights' pieces as on_build reports them (module.h, kFirstModulePiece).
namespace CkPiece {
constexpr Piece Knight = Piece(kFirstModulePiece);              // put down: built, moved, relocated, placed
constexpr Piece KnightPromoted = Piece(kFirstModulePiece + 1);  // raised in place
constexpr Piece KnightActivated = Piece(kFirstModulePiece + 2); // activated in place (its action or Warlord)
constexpr Piece KnightTaken = Piece(kFirstModulePiece + 3);     // lifted off `where` (moved, displaced, removed)
}  // namespace CkPiece

namespace ck {
// Empty land vertices touching p's roads (or a module's path pieces: Seafarers' ships): where p may
// build or place a knight.
inline VertexSet knight_spots(const StdGame& g, const StdState& s, int p) {
  const PlayerState& me = s.base.players[p];
  const VertexSet reach = me.path_pieces.any() ? me.road_vertices | path_piece_vertices(g.topo(), me) : me.road_vertices;
  return (reach & g.topo().land_vertices) - s.base.occupied - s.base.vertex_pieces;
}
// The cities that carry a metropolis.
VertexSet metropolis_vertices(const StdGame& g, const StdState& s);
}  // namespace ck

class CitiesKnights final : public Module {
 public:
  const char* name() const override { return "cities_knights"; }
  void declare(BlockTable& blocks, const StdGame& g) override;
  OptionTable options() override;
  bool read_entry(const std::string& key, const nlohmann::json& value, const std::string& at) override;
  void describe(std::vector<std::string>& lines) const override;

  // Extension point for a module that extends this one (from its Module::extend): progress card
  // kinds it adds, with their names and decks, after C&K's own and any added before (std::logic_error
  // past kMaxProgressKinds). Returns the first one's kind.
  int add_progress_kinds(std::span<const AddedKind> kinds);
  // Extension point: a module whose CkExtension C&K calls, after those set before.
  void set_extension(const CkExtension& extension);

  SliceSpec slice() const override { return slice_spec<CkSlice>(); }
  std::vector<PhaseSpec> phases() const override;
  unsigned hooks() const override { return kHookTurnEnd | kHookTurnStart | kHookExtraVp; }
  void setup(const StdGame& g, StdState& s) const override;
  void legal_actions(const StdGame& g, const StdState& s, ActionList& out) const override;
  void apply(const StdGame& g, StdState& s, Action id) const override;
  int chance_outcomes(const StdGame& g, const StdState& s, ChanceOutcome* out) const override;
  Action sample_chance(const StdGame& g, const StdState& s, Rng& rng) const override;
  bool on_turn_end(const StdGame& g, StdState& s) const override;
  void on_turn_start(const StdGame& g, StdState& s) const override;
  bool resume_roll(const StdGame& g, StdState& s) const override;
  int extra_vp(const StdGame& g, const StdState& s, int player) const override;
  int observation_size(const StdGame& g) const override;
  void observe(const StdGame& g, const StdState& s, int player, float* out) const override;
  void observe_text(const StdGame& g, const StdState& s, int player, std::string& out) const override;
  void resample_hidden(const StdGame& g, StdState& s, int player, Rng& rng) const override;
  void write_json(const StdGame& g, const StdState& s, nlohmann::json& j) const override;
  void read_json(const StdGame& g, StdState& s, const nlohmann::json& j) const override;
  void validate(const StdGame& g, const StdState& s) const override;
  void rebuild_caches(const StdGame& g, StdState& s) const override;
  void render_svg(const StdGame& g, const StdState& s, int viewer, SvgCanvas& canvas) const override;

  // For a module that rules on where knights stand (an extension point): the vertex at which
  // a decision of that per-vertex block acts, or -1 for a decision of another block.
  int vertex_of(const StdGame& g, Action a, ck_ids::VertexBlock block) const {
    const int v = a - first_action() - vertex_id(g.topo(), block, 0);
    return v >= 0 && v < g.topo().num_vertices ? v : -1;
  }

  // Local ids of the board-sized blocks.
  static int vertex_id(const Topology& t, int block, int v) { return ck_ids::kFixed + block * t.num_vertices + v; }
  static int edge_id(const Topology& t, int e) { return ck_ids::kFixed + ck_ids::kNumVertexBlocks * t.num_vertices + e; }
  static int hex_id(const Topology& t, int block, int h) {
    return ck_ids::kFixed + ck_ids::kNumVertexBlocks * t.num_vertices + t.num_edges + block * t.num_hexes + h;
  }
  static int added_kinds_id(const Topology& t) { return hex_id(t, ck_ids::kNumHexBlocks, 0); }

  // Added progress kinds up to the last one the rule set deals (0 for
  // cities_knights): they take tail ids and chance outcomes after C&K's own.
  static int added_kinds(const StdGame& g);
  static int progress_kinds(const StdGame& g) { return kNumCkProgressKinds + added_kinds(g); }
  // Ids of the blocks by kind, for any kind in play (local).
  static int discard_progress_id(const StdGame& g, int k);
  static int spy_take_id(const StdGame& g, int k);
  static int draw_outcome(const StdGame& g, int k);
 private:
  CkOptions opt_;
  CkExtensions extensions_;  // opt_.extension once a module extends C&K
};

}  // namespace catanlab
