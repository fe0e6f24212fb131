#pragma once
// BarbarianAttack: Traders & Barbarians' Barbarian Attack scenario as a rule
// module run after base (design: docs/barbarian_attack.md). It joins the base
// game through the engine's hook points: a settlement or city built outside
// set-up opens the landing (on_build: three chance draws of different
// numbers, each landing a barbarian on its coastal hex), a coastal hex with
// ba_conquer barbarians is conquered (BaseSlice::barren, closed_roads, and the
// buildings with only conquered hexes around go dormant), and filter_legal
// removes settlements at a conquered hex's corners and city upgrades of
// conquered settlements.
//
// Blocks: chance `land N` (N = 2..6, 8..12: the landing's draw).
#include <array>
#include <vector>

#include "core/barbarian_attack/ba_slice.h"
#include "core/base/std_game.h"

namespace catanlab {

// Barbarian Attack's options: the "barbarian_attack" section of a rule-set file.
struct BaOptions {
  int ba_barbarians = 30;  // barbarians in the box
  int ba_conquer = 3;      // barbarians that conquer a coastal hex
  int ba_land_draws = 3;   // different numbers drawn per settlement or city built
};

inline const BaOptions& ba_opt(const StdGame& g) { return g.options<BaOptions>(); }
inline BaSlice& ba_of(const StdGame& g, StdState& s) { return g.slice<BaSlice>(s); }
inline const BaSlice& ba_of(const StdGame& g, const StdState& s) { return g.slice<BaSlice>(s); }
inline BaSlice& ba_of(const StdGame& g, State& s) { return ba_of(g, std_state(s)); }
inline const BaSlice& ba_of(const StdGame& g, const State& s) { return ba_of(g, std_state(s)); }

// Barbarian Attack's phases: ids 96..127 (Module::phases).
namespace BaPhase {
constexpr Phase Land = Phase(96);  // chance: the number of the landing's next draw
}  // namespace BaPhase

// What agents and tests may read of a Barbarian Attack game.
namespace ba {
// The ten landing numbers (2..12 without 7) and their ways on 2d6.
constexpr int kLandNumbers[10] = {2, 3, 4, 5, 6, 8, 9, 10, 11, 12};
constexpr int ways(int number) { return 6 - (number > 7 ? number - 7 : 7 - number); }
// The coastal hexes, in the battle check's order (the board's "coast" markers by value).
const std::vector<int>& coast(const StdGame& g);
HexSet coast_set(const StdGame& g);
// The coastal hex numbered n (-1: none).
int coastal_hex(const StdGame& g, const StdState& s, int number);
bool conquered(const StdGame& g, const StdState& s, int hex);
// Is the building at v conquered: every land hex around it a conquered coastal hex?
bool building_conquered(const StdGame& g, const StdState& s, int v);
}  // namespace ba

class BarbarianAttack final : public Module {
 public:
  const char* name() const override { return "barbarian_attack"; }
  void declare(ActionSpace& space, const StdGame& g) override;
  OptionTable options() override;
  SliceSpec slice() const override { return slice_spec<BaSlice>(); }
  std::vector<PhaseSpec> phases() const override { return {{BaPhase::Land, "ba_land", true}}; }
  unsigned hooks() const override { return kHookBuild | kHookFilter; }
  void setup(const StdGame& g, StdState& s) const override;
  void legal_actions(const StdGame&, const StdState&, ActionList&) const override {}
  void apply(const StdGame& g, StdState& s, Action id) const override;
  int chance_outcomes(const StdGame& g, const StdState& s, ChanceOutcome* out) const override;
  Action sample_chance(const StdGame& g, const StdState& s, Rng& rng) const override;
  void on_build(const StdGame& g, StdState& s, Piece piece, int where, int player) const override;
  void filter_legal(const StdGame& g, const StdState& s, ActionList& list) const override;
  int observation_size(const StdGame& g) const override;
  void observe(const StdGame& g, const StdState& s, int player, float* out) const override;
  void observe_text(const StdGame& g, const StdState& s, int player, std::string& out) const override;
  void write_json(const StdGame& g, const StdState& s, nlohmann::json& j) const override;
  void read_json(const StdGame& g, StdState& s, const nlohmann::json& j) const override;
  void validate(const StdGame& g, const StdState& s) const override;
  void rebuild_caches(const StdGame& g, StdState& s) const override;

 private:
  BaOptions opt_;
  std::vector<int> coast_;  // the coastal hexes in check order (declare reads them off the board)
  HexSet coast_set_;

  friend const std::vector<int>& ba::coast(const StdGame& g);
  friend HexSet ba::coast_set(const StdGame& g);
};

}  // namespace catanlab
