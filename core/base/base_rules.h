#pragma once
// BaseRules: the base game as a rule module (docs/engine.md), and the
// turn machine that the other modules of the standard family hook into.
//
// Action blocks (declare, base_apply.cpp: each with its handler), in this order:
//   end_turn, roll, buy_dev, play_knight, play_road_building, play_year_of_plenty,
//   play_monopoly R, take R, discard R, trade_bank R S, offer_give R, offer_get R,
//   offer_submit, trade_accept, trade_decline, trade_with pN, trade_withdraw, steal_from pN
//                          (pN: four seats, or as many as the game has)
//   build_settlement vN    one per vertex (set-up placements too)
//   build_city vN          one per vertex
//   build_road eN          one per edge (set-up and Road Building roads too)
//   move_robber hN         one per hex
//   end_special_build      with special_build only (5-6 extension): the seat ends its special building phase
// Chance outcomes, after every module's decisions: roll 2..12, draw KIND, steal R.
// Other modules name them by handle (base_blocks below), never by id.
#include <algorithm>

#include "core/standard/std_game.h"

namespace catanlab {

// The base module's blocks, as other modules name them (`base_blocks(g).build_road.id(e)`).
struct BaseBlocks {
  BlockHandle end_turn, roll, buy_dev, play_knight, play_road_building, play_year_of_plenty, play_monopoly, take,
      discard, trade_bank, offer_give, offer_get, offer_submit, trade_accept, trade_decline, trade_with,
      trade_withdraw, steal_from, build_settlement, build_city, build_road, move_robber;
  BlockHandle end_special_build;  // declared with special_build only
  BlockHandle dice, draw, steal;  // chance: roll 2..12, draw KIND, steal R
};

// trade_bank's labels: by the resource given, then the one got (skipping the one given).
constexpr int bank_trade_index(int give, int get) { return give * 4 + (get < give ? get : get - 1); }
constexpr int bank_trade_give(int index) { return index / 4; }
constexpr int bank_trade_get(int index) {
  const int give = index / 4, j = index % 4;
  return j < give ? j : j + 1;
}


// The observation's blocks, in order (base_observe.cpp): one row per hex, per
// vertex and per edge, one per relative seat, then the global features; a
// later module's features follow all of them. Public because a network that
// knows the board (python/catanlab/train/model.py) reads the rows by board
// position.
namespace base_obs {
// The standard family's terrains are one-hot; a swamp or a castle shows as
// desert (land yielding nothing), so the base observation keeps its size for
// every rule set; the Conquerors' and Barbarian Attack's observations tell them apart.
constexpr int kObservedTerrains = int(Terrain::Gold) + 1;
constexpr int kHexFeatures = kObservedTerrains + 11 + 1;  // terrain, number 2..12, robber
// Relative seats observed: four (so every rule set up to four players sees alike), or all of a
// 5-6 player game's.
inline int seats(const StdGame& g) { return std::max(kMaxPlayers, g.num_players()); }
inline int vertex_features(const StdGame& g) { return 2 * seats(g) + kNumHarborKinds; }
inline int edge_features(const StdGame& g) { return seats(g); }
// cards by resource, hand total, dev cards by kind (own only), dev total, dev new, knights, VP,
// pieces left (3), road length, two special cards, harbors, discards owed.
constexpr int kPlayerFeatures = kNumResources + 1 + kNumDevKinds + 2 + 1 + 1 + 3 + 1 + 2 + kNumHarborKinds + 1;
}  // namespace base_obs

class BaseRules final : public Module {
 public:
  const char* name() const override { return "base"; }
  int max_seats() const override { return kStdSeats; }
  void declare(BlockTable& blocks, const StdGame& g) override;

  unsigned hooks() const override { return kHookRoll; }
  std::vector<PhaseSpec> phases() const override;
  void setup(const StdGame& g, StdState& s) const override;
  void legal_actions(const StdGame& g, const StdState& s, ActionList& out) const override;
  int chance_outcomes(const StdGame& g, const StdState& s, ChanceOutcome* out) const override;
  Action sample_chance(const StdGame& g, const StdState& s, Rng& rng) const override;
  void on_roll(const StdGame& g, StdState& s, int roll) const override;
  bool resume_roll(const StdGame& g, StdState& s) const override;
  int observation_size(const StdGame& g) const override;
  void observe(const StdGame& g, const StdState& s, int player, float* out) const override;
  void observe_text(const StdGame& g, const StdState& s, int player, std::string& out) const override;
  void resample_hidden(const StdGame& g, StdState& s, int player, Rng& rng) const override;
  const SliceFields* slice_fields() const override;
  void validate(const StdGame& g, const StdState& s) const override;
  void rebuild_caches(const StdGame& g, StdState& s) const override;
  void render_svg(const StdGame& g, const StdState& s, int viewer, SvgCanvas& canvas) const override;

  const BaseBlocks& blocks() const { return blocks_; }

 private:
  BaseBlocks blocks_;
};

// The base module's block handles (it is first in every rule set).
inline const BaseBlocks& base_blocks(const StdGame& g) { return g.base().blocks(); }

}  // namespace catanlab
