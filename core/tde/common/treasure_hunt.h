#pragma once
// TreasureHunt: the treasure tiles that the scenarios of Treasures, Dragons &
// Explorers share (TD&E §1.3, §4.1;
// docs/tde_treasure_islands.md), as a module over Seafarers that a scenario
// module derives from.
//
// A road or ship laid or moved whose end holds a treasure (board markers
// "treasure" naming a corner), and what a scenario owes from the stock, are
// taken in an interlude, the hunt, that holds the phase under way and gives it
// back: the tile's kind is drawn by chance from the tiles not yet turned, then
// used at once: two resources of choice (bank permitting), two free roads or
// ships (as far as there is room), or the top development card. Seafarers
// discovers in its own on_build, before this module's, so a treasure found by
// the same placement takes the discovery's phase over and comes first.
//
// With Cities & Knights the card is the top progress card of the deck of the
// finder's choice, and a fifth card in hand is discarded at once.
//
// With `keep_max` (Departure, §4.2) the finder looks at the tile first and uses
// it or keeps it face down, never to be used, while they keep fewer than
// keep_max; its kind is the finder's secret (observe shows the others the count,
// resample_hidden redeals it), and the scenario reacts through kept().
//
// Blocks, in id order, each declared with its handler (treasure_hunt.cpp): decisions treasure_take R, treasure_road eN,
// treasure_ship eN, with C&K treasure_deck TRACK, treasure_discard CARD, with
// keep_max treasure_use, treasure_keep; chance treasure KIND, treasure_card DEV,
// and with C&K treasure_progress CARD.
#include <array>

#include "core/standard/std_game.h"
#include "core/tde/common/treasure_slice.h"

namespace catanlab {

// The treasure options: the section of the scenario's module in a rule-set file.
struct TreasureOptions {
  int treasure_stock = 5;      // tiles in the stock beside the board
  int treasure_resources = 7;  // tiles of each kind (rulings.md, TD&E): two resources of choice,
  int treasure_paths = 7;      // two free roads or ships,
  int treasure_cards = 6;      // a development card
  int chips_end = 0;           // the game ends once this many chips (island bonuses) are out (0: never)
  int keep_max = 0;            // tiles a seat may keep face down instead of using them (0: each used at once)
};

namespace TreasurePhase {
constexpr Phase Draw = Phase(160);   // chance: the kind of the tile turned
constexpr Phase Card = Phase(161);   // chance: the development card it gives
constexpr Phase Take = Phase(162);   // the hunter takes a resource of choice
constexpr Phase Build = Phase(163);  // the hunter lays a free road or ship
constexpr Phase Deck = Phase(164);   // with C&K: the deck the progress card comes from
constexpr Phase Progress = Phase(165);  // chance, with C&K: the progress card
constexpr Phase Discard = Phase(166);   // with C&K: a fifth progress card in hand, one discarded
constexpr Phase Choice = Phase(167);    // with keep_max: the finder uses the tile seen or keeps it
constexpr Phase Last = Phase(175);      // 168 on: the interludes of the scenario built on the hunt
}  // namespace TreasurePhase

inline const TreasureSlice& treasure_of(const StdGame& g, const StdState& s) { return g.slice<TreasureSlice>(s); }
inline TreasureSlice& treasure_of(const StdGame& g, StdState& s) { return g.slice<TreasureSlice>(s); }
// The tiles seat p keeps face down.
inline int kept_by(const TreasureSlice& tr, int p) { return total_of(tr.kept[p]); }

template <class S>
class Fields;
// The hunt's slice fields (slice_fields.h), which a scenario's declaration extends (Departure's harbours).
Fields<TreasureSlice> treasure_fields();

class TreasureHunt : public Module {
 public:
  enum Block : int { kTake, kRoad, kShip, kDeck, kDiscard, kUse, kKeep, kNumBlocks };
  enum ChanceBlock : int { kDraw, kCard, kProgress, kNumChanceBlocks };

  void declare(BlockTable& blocks, const StdGame& g) override;
  OptionTable options() override;
  SliceSpec slice() const override { return slice_spec<TreasureSlice>(); }
  std::vector<PhaseSpec> phases() const override;
  unsigned hooks() const override { return kHookBuild; }
  void setup(const StdGame& g, StdState& s) const override;
  void legal_actions(const StdGame& g, const StdState& s, ActionList& out) const override;
  int chance_outcomes(const StdGame& g, const StdState& s, ChanceOutcome* out) const override;
  Action sample_chance(const StdGame& g, const StdState& s, Rng& rng) const override;
  void on_build(const StdGame& g, StdState& s, Piece piece, int where, int player) const override;
  int observation_size(const StdGame& g) const override;
  void observe(const StdGame& g, const StdState& s, int player, float* out) const override;
  void observe_text(const StdGame& g, const StdState& s, int player, std::string& out) const override;
  const SliceFields* slice_fields() const override;
  void resample_hidden(const StdGame& g, StdState& s, int player, Rng& rng) const override;
  void validate(const StdGame& g, const StdState& s) const override;
  void render_svg(const StdGame& g, const StdState& s, int viewer, SvgCanvas& canvas) const override;

  Action id(Block b, int index = 0) const { return blocks_[b].id(index); }
  Action id(ChanceBlock b, int index = 0) const { return chance_[b].id(index); }
  // The treasure spots the board marks.
  const VertexSet& board_spots() const { return board_spots_; }
  const TreasureOptions& topt() const { return opt_; }

 protected:
  // The hunter is owed a tile of the stock (none left: nothing); the hunt takes the phase over
  // unless it holds it already.
  void owe_stock(const StdGame& g, StdState& s, int player) const;
  // A tile was kept face down by `player` (tr.kept counts it already): the scenario's rewards.
  virtual void kept(const StdGame&, StdState&, int /*player*/) const {}
  // The hunt's work is done: the scenario may take the phase for an interlude of its own (phases
  // up to TreasurePhase::Last) before the hunt gives it back; it answers true and calls next()
  // once its interlude is done.
  virtual bool scenario_step(const StdGame&, StdState&) const { return false; }
  // Work left (a treasure in use, reached, or owed, or a scenario's step) and the phase not held:
  // take the phase over, keeping what to give back; `placement`: a set-up or Road Building step
  // waits for the hunt.
  void begin(const StdGame& g, StdState& s, int player, bool placement) const;
  // The hunt's next step: resources to take, free pieces to lay, a tile to turn, the scenario's
  // step; else give back.
  void next(const StdGame& g, StdState& s) const;

 private:
  // The tile drawn used at once: its resources, free pieces or card.
  void use(const StdGame& g, StdState& s, TreasureKind kind) const;
  // The tiles `viewer` has not seen, by kind: those face down, and those others keep (or hold
  // undecided); -1: the tiles face down only.
  std::array<uint8_t, kTreasureKinds> unseen(const StdGame& g, const StdState& s, int viewer) const;
  // Paths where the hunter may lay a free road, and a free ship.
  EdgeSet road_places(const StdState& s, int player) const;
  EdgeSet ship_places(const StdGame& g, const StdState& s, int player) const;
  // A free piece on path e (`ship` or a road), laid by the hunt.
  void lay_free(const StdGame& g, StdState& s, int e, bool ship) const;
  // The handlers of the module's blocks.
  static void apply_take(const Module& self, const StdGame& g, StdState& s, int r);
  static void apply_road(const Module& self, const StdGame& g, StdState& s, int e);
  static void apply_ship(const Module& self, const StdGame& g, StdState& s, int e);
  static void apply_deck(const Module& self, const StdGame& g, StdState& s, int track);
  static void apply_discard(const Module& self, const StdGame& g, StdState& s, int kind);
  static void apply_use(const Module& self, const StdGame& g, StdState& s, int);
  static void apply_keep(const Module& self, const StdGame& g, StdState& s, int);
  static void apply_draw(const Module& self, const StdGame& g, StdState& s, int kind);
  static void apply_card(const Module& self, const StdGame& g, StdState& s, int dev);
  static void apply_progress(const Module& self, const StdGame& g, StdState& s, int kind);
  // With C&K: the card treasure's deck choice, progress card and discard (treasure_progress.cpp).
  void legal_progress(const StdGame& g, const StdState& s, ActionList& out) const;
  void begin_progress(const StdGame& g, StdState& s) const;  // the deck asked, or the only one drawn from
  void choose_deck(const StdGame& g, StdState& s, int track) const;
  void gain_progress(const StdGame& g, StdState& s, int kind) const;
  void discard_progress(const StdGame& g, StdState& s, int kind) const;
  // What a chance phase draws from: counts by kind, those of `kinds` only.
  struct Stack {
    const uint8_t* counts = nullptr;
    int size = 0;
    ChanceBlock block = kDraw;
    uint64_t kinds = ~0ull;
    int total = 0;
  };
  Stack stack_of(const StdGame& g, const StdState& s) const;

  TreasureOptions opt_;
  VertexSet board_spots_;
  bool progress_ = false;  // the rule set has Cities & Knights: the card is a progress card
  std::array<BlockHandle, kNumBlocks> blocks_{};  // empty: not declared (C&K's without C&K)
  std::array<BlockHandle, kNumChanceBlocks> chance_{};
};

}  // namespace catanlab
