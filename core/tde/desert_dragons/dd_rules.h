#pragma once
// The Desert Dragons (Treasures, Dragons & Explorers §4.4) as a rule module over Seafarers:
// every settlement or city built in play sends dd_per_build dragons from the supply onto the
// deserts, each onto the one holding fewest; once the supply is empty, every roll's production
// is followed by the invasion: each landscape hex of the number, free of dragons and beside a
// hex with one, takes a dragon from the desert holding most. A dragon's hex produces nothing
// (BaseSlice::barren), a road between two of them is dead (BaseSlice::dead_roads), a building
// with dragons on all its hexes is dormant (BaseSlice::dormant, and it cannot become a city).
// A Knight card takes a dragon off a landscape hex out of the game (the base MoveRobber phase,
// with this module's `slay` ids in place of the robber's). The 7, no robber and no pirate,
// steals from any seat (base option seven_steal), and Largest Army is off: rule-set options.
//
// Blocks, in id order: decisions `gather_on hN` (the desert a gathering dragon goes to, among
// those tied fewest), `dragon_from hN` (the desert an invading dragon leaves, among those tied
// most), `slay hN` (the landscape hex a Knight frees). No chance.
#include <array>
#include <vector>

#include "core/standard/std_game.h"
#include "core/tde/desert_dragons/dd_slice.h"

namespace catanlab {

namespace dd_ids {
enum Block : int { kGatherOn, kDragonFrom, kSlay, kNumBlocks };
}  // namespace dd_ids

// The Desert Dragons' options: the "desert_dragons" section of a rule-set file.
struct DdOptions {
  int dd_dragons = 18;    // dragons in the supply at the start
  int dd_per_build = 3;   // dragons gathering per settlement or city built (4 players: 2)
};

inline DdSlice& dd_of(const StdGame& g, StdState& s) { return g.slice<DdSlice>(s); }
inline const DdSlice& dd_of(const StdGame& g, const StdState& s) { return g.slice<DdSlice>(s); }

// The Desert Dragons' phases: ids 184..199 (Module::phases).
namespace DdPhase {
constexpr Phase Gather = Phase(184);  // the builder: the desert the next gathering dragon goes to
constexpr Phase Invade = Phase(185);  // the roller: the desert the next invading dragon leaves
}  // namespace DdPhase

namespace dd {
// The board's deserts, in hex order (DdSlice::desert's index).
const std::vector<int>& deserts(const StdGame& g);
// Landscape hexes: those that produce a resource (dragons land only there).
bool landscape(const StdState& s, int h);
// Hexes "with a dragon": landscape hexes holding one and deserts holding any.
HexSet dragon_hexes(const StdGame& g, const StdState& s);
// Paths between two landscape hexes holding dragons: their roads are dead.
EdgeSet dead_paths(const StdGame& g, const StdState& s);
// Buildings with a dragon hex on every side (deserts holding dragons count; the coast or the
// frame protects): dormant.
VertexSet blocked_buildings(const StdGame& g, const StdState& s);
// The landscape hexes numbered `roll` the invasion reaches: no dragon, beside a dragon hex.
HexSet invaded(const StdGame& g, const StdState& s, int roll);
// The deserts a dragon may go to (fewest; gathering) or leave (most, holding any; invading).
HexSet gather_targets(const StdGame& g, const StdState& s);
HexSet invade_sources(const StdGame& g, const StdState& s);
// Dragons on the board's deserts.
int on_deserts(const DdSlice& d);
}  // namespace dd

class DesertDragons final : public Module {
 public:
  const char* name() const override { return "desert_dragons"; }
  void declare(BlockTable& blocks, const StdGame& g) override;
  OptionTable options() override;
  SliceSpec slice() const override { return slice_spec<DdSlice>(); }
  std::vector<PhaseSpec> phases() const override;
  unsigned hooks() const override { return kHookBuild | kHookProduce | kHookFilter; }
  void setup(const StdGame& g, StdState& s) const override;
  void legal_actions(const StdGame& g, const StdState& s, ActionList& out) const override;
  void on_build(const StdGame& g, StdState& s, Piece piece, int where, int player) const override;
  bool on_produce(const StdGame& g, StdState& s, int roll, uint64_t& received) const override;
  void filter_legal(const StdGame& g, const StdState& s, ActionList& list) const override;
  int observation_size(const StdGame& g) const override;
  void observe(const StdGame& g, const StdState& s, int player, float* out) const override;
  void observe_text(const StdGame& g, const StdState& s, int player, std::string& out) const override;
  const SliceFields* slice_fields() const override;
  void validate(const StdGame& g, const StdState& s) const override;
  void rebuild_caches(const StdGame& g, StdState& s) const override;
  void render_svg(const StdGame& g, const StdState& s, int viewer, SvgCanvas& canvas) const override;

  Action id(dd_ids::Block b, int index = 0) const { return blocks_[b].id(index); }
  const DdOptions& opt() const { return opt_; }

 private:
  friend const std::vector<int>& dd::deserts(const StdGame& g);
  // The blocks' handlers (declare): the desert a dragon goes to or leaves, the hex a Knight frees.
  static void apply_gather_on(const Module& self, const StdGame& g, StdState& s, int h);
  static void apply_dragon_from(const Module& self, const StdGame& g, StdState& s, int h);
  static void apply_slay(const Module& self, const StdGame& g, StdState& s, int h);
  // The curse again after dragons came or went: barren hexes, dead roads, dormant buildings.
  void curse(const StdGame& g, StdState& s) const;
  // The next gathering dragon: placed at once on the one desert holding fewest, or the builder
  // chooses among those tied; the turn goes on when none is left to place.
  void gather(const StdGame& g, StdState& s) const;
  // The next invading dragon, as gather; true while the roll is held for a choice.
  bool invade(const StdGame& g, StdState& s) const;
  // A dragon onto desert index k (gathering), or from it onto the next hex invaded.
  void place_on_desert(const StdGame& g, StdState& s, int k) const;
  void take_from_desert(const StdGame& g, StdState& s, int k) const;

  DdOptions opt_;
  std::vector<int> deserts_;            // the board's deserts, in hex order
  std::array<int8_t, kMaxHexes> desert_index_{};  // per hex its index in deserts_, or -1
  std::array<BlockHandle, dd_ids::kNumBlocks> blocks_{};
};

}  // namespace catanlab
