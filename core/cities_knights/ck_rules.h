#pragma once
// CitiesKnights: Cities & Knights as a rule module (rulings in
// docs/rulings.md; design in docs/cities_knights.md). It runs after the
// base module, whose turn machine it joins through the engine's hook points:
// it answers the base game's dice and steals (chance phases are asked last
// module first), opens PreRoll for Alchemist (on_turn_start), clears the
// turn's flags (on_turn_end) and keeps its points in PlayerState::module_vp. The base module sees commodities in hands,
// knights cutting roads (its vertex pieces, PlayerState::vertex_pieces), the hand-limit raise of walls
// and the 2:1 rates of the merchant and Merchant Fleet.
//
// Action blocks (ck_actions.cpp, each declared with its handler), in this order:
//   improve T, discard C, offer_give C, offer_get C, trade_bank X Y (commodity on
//   either side, two blocks), alchemist yY rR, aqueduct R, choose_deck T,
//   discard_progress K, play K, play resource_monopoly R, play trade_monopoly C,
//   play merchant_fleet K, play master_merchant pN, play deserter pN, play spy pN,
//   spy_take K, give K, take_card K, harbor_offer pN R, done
//   per vertex    build_knight, promote_knight, activate_knight, move_knight,
//                 knight_to, chase_robber, build_wall, place_metropolis, lose_city,
//                 play medicine, play engineer, play intrigue, remove_knight, place_knight
//   per edge      play diplomat
//   per hex       play merchant, play bishop, inventor_swap
//   per added kind  discard_progress K, spy_take K (kinds a later module adds)
// Chance outcomes: roll yY rR EVENT (144), event EVENT (4), draw_progress K (25),
// steal_card K (8), draw_progress K (per added kind).
// Other modules name them by handle (ck_blocks below), never by id.
#include <span>

#include "core/base/pieces.h"
#include "core/standard/std_game.h"
#include "core/cities_knights/ck_cards.h"
#include "core/cities_knights/ck_extension.h"
#include "core/cities_knights/ck_slice.h"

namespace catanlab {

// C&K's blocks, as other modules name them (`ck_blocks(g).move_knight.id(v)`). Blocks by
// progress kind cover C&K's own kinds, so that a module adding kinds
// (CitiesKnights::add_progress_kinds) moves none of C&K's ids; its kinds take the tail
// blocks (`*_added`, empty where the rule set deals none).
struct CkBlocks {
  BlockHandle improve, discard, offer_give, offer_get, trade_commodity, trade_for_commodity, alchemist, aqueduct,
      choose_deck, discard_progress, play, play_resource_monopoly, play_trade_monopoly, play_merchant_fleet,
      play_master_merchant, play_deserter, play_spy, spy_take, give, take_card, harbor_offer, done;
  BlockHandle build_knight, promote_knight, activate_knight, move_knight, knight_to, chase_robber, build_wall,
      place_metropolis, lose_city, play_medicine, play_engineer, play_intrigue, remove_knight, place_knight;
  BlockHandle play_diplomat;
  BlockHandle play_merchant, play_bishop, inventor_swap;
  BlockHandle discard_added, spy_take_added;
  BlockHandle roll, event, draw_progress, steal_card, draw_added;  // chance

  // The ids of the blocks by kind, for any kind in play (C&K's own or added).
  Action discard_progress_id(int k) const { return by_kind(discard_progress, discard_added, k); }
  Action spy_take_id(int k) const { return by_kind(spy_take, spy_take_added, k); }
  Action draw_id(int k) const { return by_kind(draw_progress, draw_added, k); }

 private:
  static Action by_kind(const BlockHandle& own, const BlockHandle& added, int k) {
    return k < kNumCkProgressKinds ? own.id(k) : added.id(k - kNumCkProgressKinds);
  }
};

// Labels' positions: trade_bank giving commodity c for kind `get` (skipping c), and giving
// resource r for commodity c; roll's dice and event.
constexpr int commodity_trade_index(int c, int get) { return (c - kNumResources) * 7 + (get < c ? get : get - 1); }
constexpr int for_commodity_index(int r, int c) { return r * 3 + c - kNumResources; }
constexpr int roll_index(int dice, int event) { return dice * 4 + event; }

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
  // The module's block handles (filled by declare).
  const CkBlocks* blocks = nullptr;
};

// The Cities & Knights options and slice of a rule set with the module.
inline const CkOptions& ck_opt(const StdGame& g) { return g.options<CkOptions>(); }
inline CkSlice& ck_of(const StdGame& g, StdState& s) { return g.slice<CkSlice>(s); }
inline const CkSlice& ck_of(const StdGame& g, const StdState& s) { return g.slice<CkSlice>(s); }
inline CkSlice& ck_of(const StdGame& g, State& s) { return ck_of(g, std_state(s)); }
inline const CkSlice& ck_of(const StdGame& g, const State& s) { return ck_of(g, std_state(s)); }
// The Cities & Knights block handles of a rule set with the module.
inline const CkBlocks& ck_blocks(const StdGame& g) { return *ck_opt(g).blocks; }

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
  int max_seats() const override { return kStdSeats; }  // the 5-6 extension
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
  unsigned hooks() const override { return kHookTurnEnd | kHookTurnStart | kHookBuild; }
  void setup(const StdGame& g, StdState& s) const override;
  void legal_actions(const StdGame& g, const StdState& s, ActionList& out) const override;
  int chance_outcomes(const StdGame& g, const StdState& s, ChanceOutcome* out) const override;
  Action sample_chance(const StdGame& g, const StdState& s, Rng& rng) const override;
  bool on_turn_end(const StdGame& g, StdState& s) const override;
  void on_build(const StdGame& g, StdState& s, Piece piece, int where, int player) const override;
  void on_turn_start(const StdGame& g, StdState& s) const override;
  bool resume_roll(const StdGame& g, StdState& s) const override;
  int observation_size(const StdGame& g) const override;
  void observe(const StdGame& g, const StdState& s, int player, float* out) const override;
  void observe_text(const StdGame& g, const StdState& s, int player, std::string& out) const override;
  void resample_hidden(const StdGame& g, StdState& s, int player, Rng& rng) const override;
  const SliceFields* slice_fields() const override;
  void write_json(const StdGame& g, const StdState& s, nlohmann::json& j) const override;
  void read_json(const StdGame& g, StdState& s, const nlohmann::json& j) const override;
  void validate(const StdGame& g, const StdState& s) const override;
  void rebuild_caches(const StdGame& g, StdState& s) const override;
  void render_svg(const StdGame& g, const StdState& s, int viewer, SvgCanvas& canvas) const override;

  // Added progress kinds up to the last one the rule set deals (0 for
  // cities_knights): they take tail ids and chance outcomes after C&K's own.
  static int added_kinds(const StdGame& g);
  static int progress_kinds(const StdGame& g) { return kNumCkProgressKinds + added_kinds(g); }

 private:
  CkOptions opt_;
  CkBlocks blocks_;
  CkExtensions extensions_;  // opt_.extension once a module extends C&K
};

}  // namespace catanlab
