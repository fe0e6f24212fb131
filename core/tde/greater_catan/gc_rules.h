#pragma once
// Greater Catan (Treasures, Dragons & Explorers §4.3) as a rule module over Seafarers (and over
// Seafarers with Cities & Knights): a road or ship placed or moved beside a land hex without a
// number token brings that hex a token, from the reserve stack while it lasts (chance), then
// moved from the home island by the placer under the book's rules R1-R3, relaxed in order. The
// rest is options (8 cities, the VP goal), and the robber off the board where the board has no
// desert (3 players) until a 7 or a knight moves it.
//
// Blocks, in id order: decisions `impoverish hN` (which of two hexes is served first) and
// `token_from hN` (the home hex whose token moves); chance `reserve_token N` (N = 2..6, 8..12).
#include <algorithm>
#include <array>
#include <vector>

#include "core/standard/module_traits.h"
#include "core/standard/std_game.h"
#include "core/tde/greater_catan/gc_slice.h"

namespace catanlab {

namespace gc_ids {
enum Block : int { kImpoverish, kTokenFrom, kNumBlocks };
enum ChanceBlock : int { kReserveToken, kNumChanceBlocks };
}  // namespace gc_ids

inline GcSlice& gc_of(const StdGame& g, StdState& s) { return g.slice<GcSlice>(s); }
inline const GcSlice& gc_of(const StdGame& g, const StdState& s) { return g.slice<GcSlice>(s); }

// Greater Catan's phases: ids 176..183 (Module::phases).
namespace GcPhase {
constexpr Phase Order = Phase(176);    // two hexes owed a token and too few in the reserve: which first
constexpr Phase Reserve = Phase(177);  // chance: the reserve's top token for the hex served
constexpr Phase TakeFrom = Phase(178); // the reserve is empty: the home hex whose token moves
}  // namespace GcPhase

namespace gc {
// The numbers a token may show, in reserve_token's order.
constexpr int kNumbers[10] = {2, 3, 4, 5, 6, 8, 9, 10, 11, 12};
// Does hex h take a token in play: land that produces (a resource or gold), off the home island?
bool takes_token(const StdGame& g, const StdState& s, int h);
// The home hexes whose token `player` may move onto hex h: those meeting R1-R3, else R2-R3,
// else R3, else every home hex holding a token (§4.3).
HexSet token_sources(const StdGame& g, const StdState& s, int player, int h);
// Tokens left in the reserve stack.
int reserve_left(const GcSlice& gc);
}  // namespace gc

// It moves number tokens and keeps the 3-player robber off the board (module_traits.h).
class GreaterCatan final : public Module, public MovesNumberTokens, public KeepsRobberOffBoard {
 public:
  const char* name() const override { return "greater_catan"; }
  void declare(BlockTable& blocks, const StdGame& g) override;
  SliceSpec slice() const override { return slice_spec<GcSlice>(); }
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
  void validate(const StdGame& g, const StdState& s) const override;
  void render_svg(const StdGame& g, const StdState& s, int viewer, SvgCanvas& canvas) const override;
  // The most tokens of one number the reserve stack holds (the observation's bound).
  int reserve_most() const { return *std::max_element(reserve_.begin(), reserve_.end()); }

 private:
  friend HexSet gc::token_sources(const StdGame& g, const StdState& s, int player, int h);
  // The blocks' handlers (declare): the hex served next, the home token moved, the reserve's token drawn.
  static void apply_impoverish(const Module& self, const StdGame& g, StdState& s, int h);
  static void apply_token_from(const Module& self, const StdGame& g, StdState& s, int from);
  static void apply_reserve_token(const Module& self, const StdGame& g, StdState& s, int index);

  // The next step of the run: a hex to choose, a token to draw or to choose, or the phase given
  // back (`placement`: a set-up or Road Building step goes on after the run, path_placed).
  void go_on(const StdGame& g, StdState& s, bool placement = false) const;
  // Hex h is served next: true when it waits for the reserve's token (chance) or a home token's choice.
  bool serve(const StdGame& g, StdState& s, int h) const;
  // The run waits in `phase` for its placer (or chance), over the phase under way.
  void wait(const StdGame& g, StdState& s, Phase phase, bool placement) const;
  // The token of home hex `from` moves onto hex `to`.
  void move_token(const StdGame& g, StdState& s, int from, int to) const;

  std::array<uint8_t, 13> reserve_{};  // the board's reserve stack (markers "reserve", value: the number)
  int8_t reserve_hex_ = -1;            // where the stack lies (drawn there)
  std::array<BlockHandle, gc_ids::kNumBlocks> blocks_{};
  BlockHandle chance_;  // reserve_token N
};

}  // namespace catanlab
