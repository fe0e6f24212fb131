#pragma once
// Departure into the Unknown (TD&E §4.2;
// docs/tde_departure.md): the treasure hunt over Seafarers, whose finder
// keeps a tile face down instead of using it, up to keep_max (4). Kept tiles
// reward their count (the book's table): one raises the hand limit by 2 (a 7
// makes hands above 9 discard), two bring a special harbour, three give 1 VP,
// four 2 VP. A sea or desert turned up gives nothing, and there is no stock.
//
// The special harbour (ours, §7.10): due with the second tile kept, placed at
// once, or the first time later that its owner has a coastal building beside
// a path free of harbours: the seat picks a resource left in the stock of five
// (special_harbor R), then the path (harbor_at eN); it is a 2:1 harbour of
// that resource for every seat with a building at either end of the path.
#include "core/tde/common/treasure_hunt.h"

namespace catanlab {

namespace DeparturePhase {
constexpr Phase HarborKind = Phase(168);  // the seat owed a special harbour picks its resource
constexpr Phase HarborAt = Phase(169);    // and the path it lies on
}  // namespace DeparturePhase

class Departure final : public TreasureHunt {
 public:
  const char* name() const override { return "departure"; }
  unsigned hooks() const override { return kHookBuild; }
  void declare(BlockTable& blocks, const StdGame& g) override;
  std::vector<PhaseSpec> phases() const override;
  void legal_actions(const StdGame& g, const StdState& s, ActionList& out) const override;
  void on_build(const StdGame& g, StdState& s, Piece piece, int where, int player) const override;
  void rebuild_caches(const StdGame& g, StdState& s) const override;
  int observation_size(const StdGame& g) const override;
  void observe(const StdGame& g, const StdState& s, int player, float* out) const override;
  const SliceFields* slice_fields() const override;
  void validate(const StdGame& g, const StdState& s) const override;
  void render_svg(const StdGame& g, const StdState& s, int viewer, SvgCanvas& canvas) const override;

 protected:
  void kept(const StdGame& g, StdState& s, int player) const override;
  bool scenario_step(const StdGame& g, StdState& s) const override;

 private:
  // Paths where `player` may place a special harbour: coastal now (revealed land on one side,
  // sea or the frame on the other), at one of its buildings, no harbour there yet.
  EdgeSet harbor_places(const StdGame& g, const StdState& s, int player) const;
  // The special harbour of resource r on path e: a 2:1 rate for the buildings at its ends.
  void place_harbor(const StdGame& g, StdState& s, int r, int e) const;
  // The special harbours' rates for whoever has a building at v.
  void grant_harbors(const StdGame& g, StdState& s, int v) const;

  EdgeSet board_harbors_;  // the board's harbour paths
  // special_harbor R, then harbor_at eN.
  static void apply_kind(const Module& self, const StdGame& g, StdState& s, int r);
  static void apply_at(const Module& self, const StdGame& g, StdState& s, int e);

  BlockHandle kind_block_, at_block_;
};

}  // namespace catanlab
