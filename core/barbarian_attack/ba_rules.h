#pragma once
// BarbarianAttack: Traders & Barbarians' Barbarian Attack scenario as a rule
// module run after base (design: docs/barbarian_attack.md). It joins the base
// game through the engine's hook points: a settlement or city built outside
// set-up opens the landing (on_build: three chance draws of different
// numbers, each landing a barbarian on its coastal hex); a coastal hex with
// ba_conquer barbarians is conquered (BaseSlice::barren, closed_roads, and the
// buildings with only conquered hexes around go dormant); filter_legal
// removes settlements at a conquered hex's corners, city upgrades of conquered
// settlements, trading and building once a knight moved, and the turn's end
// while a knight placed on the castle this turn can leave; the battle check
// holds the turn's end (on_turn_end, then finish_turn_end); prisoners add VP
// (extra_vp); gold goes on domestic offers (on_trade, holds_asked).
//
// Blocks, in id order (ba_ids::Block): decisions buy_ba_card, gold_buy R,
// knight_from eN, knight_to eN, place_knight eN, treason_from hN, treason_to hN,
// capture hN, offer_give gold, offer_get gold (domestic trade); chance (ba_ids::ChanceBlock) land N (N = 2..6, 8..12),
// ba_draw CARD, colour green|violet|brown, prisoners SEATS (a dice-off's subset,
// e.g. "p0+p2"), dice_off pN.
#include <array>
#include <vector>

#include "core/barbarian_attack/ba_slice.h"
#include "core/standard/std_game.h"

namespace catanlab {

namespace ba_ids {
enum Block : int {
  kBuyCard, kGoldBuy, kKnightFrom, kKnightTo, kPlaceKnight, kTreasonFrom, kTreasonTo, kCapture, kOfferGiveGold, kOfferGetGold,
  kNumBlocks
};
enum ChanceBlock : int { kLand, kDraw, kColour, kPrisoners, kDiceOff, kNumChanceBlocks };
}  // namespace ba_ids

// Barbarian Attack's options: the "barbarian_attack" section of a rule-set file.
struct BaOptions {
  int ba_barbarians = 30;   // barbarians in the box
  int ba_conquer = 3;       // barbarians that conquer a coastal hex
  int ba_land_draws = 3;    // different numbers drawn per settlement or city built
  int ba_knights = 6;       // knights per seat
  int ba_steps = 3;         // a knight's move, in paths
  int ba_grain_steps = 5;   // a knight's move paying 1 grain
  int ba_gold_knight = 3;   // gold for each knight lost to the colour die
  int ba_gold_helper = 3;   // gold for a participant left without a prisoner
  int ba_gold_treason = 2;  // gold Treason gives
  int ba_gold_price = 2;    // gold for one resource (once per turn)
  int ba_gold_supply = 0;   // gold in the box (0: unlimited; the box has 40)
  std::array<int, kNumBaCards> ba_deck = {14, 4, 4, 4};  // the deck, by card
};

inline const BaOptions& ba_opt(const StdGame& g) { return g.options<BaOptions>(); }
inline BaSlice& ba_of(const StdGame& g, StdState& s) { return g.slice<BaSlice>(s); }
inline const BaSlice& ba_of(const StdGame& g, const StdState& s) { return g.slice<BaSlice>(s); }
inline BaSlice& ba_of(const StdGame& g, State& s) { return ba_of(g, std_state(s)); }
inline const BaSlice& ba_of(const StdGame& g, const State& s) { return ba_of(g, std_state(s)); }

// Barbarian Attack's phases: ids 96..127 (Module::phases).
namespace BaPhase {
constexpr Phase KnightTo = Phase(96);     // the chosen knight's destination
constexpr Phase PlaceKnight = Phase(97);  // Knighthood (a castle path) or Swift Knight (any free path)
constexpr Phase TreasonFrom = Phase(98);  // Treason: the hex a barbarian leaves
constexpr Phase TreasonTo = Phase(99);    // Treason: the hex it goes to
constexpr Phase CaptureFrom = Phase(100);     // Capture: the hex a barbarian is taken from
constexpr Phase Land = Phase(101);        // chance: the number of the landing's next draw
constexpr Phase Draw = Phase(102);        // chance: the card bought
constexpr Phase Colour = Phase(103);      // chance: the colour die after a victory
constexpr Phase Prisoners = Phase(104);   // chance: which participants take the too few prisoners
constexpr Phase DiceOff = Phase(105);     // chance: who of the tied takes the prisoners left over
}  // namespace BaPhase

// What agents and tests may read of a Barbarian Attack game.
namespace ba {
// The ten landing numbers (2..12 without 7) and their ways on 2d6.
constexpr int kLandNumbers[10] = {2, 3, 4, 5, 6, 8, 9, 10, 11, 12};
constexpr int ways(int number) { return 6 - (number > 7 ? number - 7 : 7 - number); }
// The colour die's faces and the castle sides of each (ruling 8): green E/W, violet NE/SW, brown NW/SE.
constexpr const char* kColourNames[3] = {"green", "violet", "brown"};
constexpr Dir kColourSides[3][2] = {{Dir::E, Dir::W}, {Dir::NE, Dir::SW}, {Dir::NW, Dir::SE}};
// The coastal hexes, in the battle check's order (the board's "coast" markers by value).
const std::vector<int>& coast(const StdGame& g);
HexSet coast_set(const StdGame& g);
// The castle hex's paths.
EdgeSet castle_paths(const StdGame& g);
// The paths of hex h where roads may lie (its land paths).
EdgeSet hex_paths(const StdGame& g, int h);
// The coastal hex numbered n (-1: none).
int coastal_hex(const StdGame& g, const StdState& s, int number);
bool conquered(const StdGame& g, const StdState& s, int hex);
// Is the building at v conquered: every land hex around it a conquered coastal hex?
bool building_conquered(const StdGame& g, const StdState& s, int v);
// Every seat's knights.
EdgeSet all_knights(const BaSlice& a);
}  // namespace ba

class BarbarianAttack final : public Module {
 public:
  const char* name() const override { return "barbarian_attack"; }
  void declare(BlockTable& blocks, const StdGame& g) override;
  OptionTable options() override;
  SliceSpec slice() const override { return slice_spec<BaSlice>(); }
  std::vector<PhaseSpec> phases() const override;
  unsigned hooks() const override { return kHookBuild | kHookFilter | kHookTurnEnd | kHookExtraVp | kHookTrade; }
  void setup(const StdGame& g, StdState& s) const override;
  void legal_actions(const StdGame& g, const StdState& s, ActionList& out) const override;
  int chance_outcomes(const StdGame& g, const StdState& s, ChanceOutcome* out) const override;
  Action sample_chance(const StdGame& g, const StdState& s, Rng& rng) const override;
  void on_build(const StdGame& g, StdState& s, Piece piece, int where, int player) const override;
  bool on_turn_end(const StdGame& g, StdState& s) const override;
  int extra_vp(const StdGame& g, const StdState& s, int player) const override;
  void on_trade(const StdGame& g, StdState& s, int partner) const override;
  bool holds_asked(const StdGame& g, const StdState& s, int seat) const override;
  void filter_legal(const StdGame& g, const StdState& s, ActionList& list) const override;
  int observation_size(const StdGame& g) const override;
  void observe(const StdGame& g, const StdState& s, int player, float* out) const override;
  void observe_text(const StdGame& g, const StdState& s, int player, std::string& out) const override;
  const SliceFields* slice_fields() const override;
  void validate(const StdGame& g, const StdState& s) const override;
  void rebuild_caches(const StdGame& g, StdState& s) const override;
  void render_svg(const StdGame& g, const StdState& s, int viewer, SvgCanvas& canvas) const override;

  // Where the knight on path e may end its move: within `steps` paths (knights pass over any
  // piece, so the paths within reach are a table), not on a knight, not on the castle.
  EdgeSet destinations(const BaSlice& a, int e, int steps) const {
    return within_[size_t(steps)][size_t(e)] - ba::all_knights(a) - castle_paths_;
  }
  // The coastal hex numbered n (-1: none).
  int coastal_hex(const StdState& s, int number) const {
    const HexSet h = s.layout.hexes_with_number[number] & coast_set_;
    return h.any() ? h.nth(0) : -1;
  }

  // The first id of a block (decisions) or chance block.
  Action id(ba_ids::Block b, int index = 0) const { return blocks_[b].id(index); }
  Action id(ba_ids::ChanceBlock b, int index = 0) const { return chance_[b].id(index); }

 private:
  // The battle check from the coast's place `check` on; false when it is over (nothing held).
  bool run_check(const StdGame& g, StdState& s) const;
  // A card drawn: resolved at once (ba_cards.cpp).
  void resolve_card(const StdGame& g, StdState& s, int card) const;
  // Treason's next barbarian move, or the turn again when none is left.
  void next_treason(const StdGame& g, StdState& s) const;
  // The blocks' handlers (declare, ba_apply.cpp), by block.
  static void apply_buy_card(const Module& self, const StdGame& g, StdState& s, int);
  static void apply_gold_buy(const Module& self, const StdGame& g, StdState& s, int r);
  static void apply_knight_from(const Module& self, const StdGame& g, StdState& s, int e);
  static void apply_knight_to(const Module& self, const StdGame& g, StdState& s, int e);
  static void apply_place_knight(const Module& self, const StdGame& g, StdState& s, int e);
  static void apply_treason_from(const Module& self, const StdGame& g, StdState& s, int h);
  static void apply_treason_to(const Module& self, const StdGame& g, StdState& s, int h);
  static void apply_capture(const Module& self, const StdGame& g, StdState& s, int h);
  static void apply_offer_give_gold(const Module& self, const StdGame& g, StdState& s, int);
  static void apply_offer_get_gold(const Module& self, const StdGame& g, StdState& s, int);
  static void apply_land(const Module& self, const StdGame& g, StdState& s, int index);
  static void apply_draw(const Module& self, const StdGame& g, StdState& s, int card);
  static void apply_colour(const Module& self, const StdGame& g, StdState& s, int colour);
  static void apply_prisoners(const Module& self, const StdGame& g, StdState& s, int mask);
  static void apply_dice_off(const Module& self, const StdGame& g, StdState& s, int seat);

  BaOptions opt_;
  std::vector<int> coast_;  // the coastal hexes in check order (declare reads them off the board)
  HexSet coast_set_;
  EdgeSet castle_paths_;
  std::vector<std::vector<EdgeSet>> within_;        // [steps][path]: the other paths at most that many steps away
  std::array<BlockHandle, ba_ids::kNumBlocks> blocks_{};
  std::array<BlockHandle, ba_ids::kNumChanceBlocks> chance_{};

  friend const std::vector<int>& ba::coast(const StdGame& g);
  friend HexSet ba::coast_set(const StdGame& g);
  friend EdgeSet ba::castle_paths(const StdGame& g);
};

}  // namespace catanlab
