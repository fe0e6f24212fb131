#pragma once
// BaseRules: the base game as a rule module (docs/engine.md), and the
// turn machine that the other modules of the standard family hook into.
//
// Action blocks (declare), in this order; the base module comes first in
// every rule set, so its decision ids are the constants below:
//   end_turn, roll, buy_dev, play_knight, play_road_building, play_year_of_plenty,
//   play_monopoly R, take R, discard R, trade_bank R S, offer_give R, offer_get R,
//   offer_submit, trade_accept, trade_decline, trade_with pN, trade_withdraw, steal_from pN
//   build_settlement vN    one per vertex (set-up placements too)
//   build_city vN          one per vertex
//   build_road eN          one per edge (set-up and Road Building roads too)
//   move_robber hN         one per hex
// Chance outcomes, after every module's decisions: roll 2..12, draw KIND, steal R.
#include "core/standard/std_game.h"

namespace catanlab {

namespace base_ids {
constexpr int kEndTurn = 0, kRoll = 1, kBuyDev = 2, kPlayKnight = 3, kPlayRoadBuilding = 4, kPlayYearOfPlenty = 5;
constexpr int kPlayMonopoly = 6;   // + resource
constexpr int kTake = 11;          // + resource (Year of Plenty)
constexpr int kDiscard = 16;       // + resource
constexpr int kTradeBank = 21;     // + give * 4 + (get, skipping give)
constexpr int kOfferGive = 41;     // + resource
constexpr int kOfferGet = 46;      // + resource
constexpr int kOfferSubmit = 51, kTradeAccept = 52, kTradeDecline = 53;
constexpr int kTradeWith = 54;     // + seat
constexpr int kTradeWithdraw = 58;
constexpr int kStealFrom = 59;     // + seat
constexpr int kFixed = 63;
// Chance outcomes (local).
constexpr int kRollOutcome = 0;    // + (sum - 2)
constexpr int kDrawOutcome = 11;   // + DevKind
constexpr int kStealOutcome = 16;  // + resource
constexpr int kNumChance = 21;

constexpr int bank_trade_get(int local) {
  int k = local - kTradeBank, give = k / 4, j = k % 4;
  return j < give ? j : j + 1;
}
constexpr int bank_trade_id(int give, int get) { return kTradeBank + give * 4 + (get < give ? get : get - 1); }
}  // namespace base_ids


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
constexpr int kVertexFeatures = 2 * kMaxPlayers + kNumHarborKinds;
constexpr int kEdgeFeatures = kMaxPlayers;
// cards by resource, hand total, dev cards by kind (own only), dev total, dev new, knights, VP,
// pieces left (3), road length, two special cards, harbors, discards owed.
constexpr int kPlayerFeatures = kNumResources + 1 + kNumDevKinds + 2 + 1 + 1 + 3 + 1 + 2 + kNumHarborKinds + 1;
}  // namespace base_obs

class BaseRules final : public Module {
 public:
  const char* name() const override { return "base"; }
  void declare(ActionSpace& space, const StdGame& g) override;

  unsigned hooks() const override { return kHookRoll; }
  std::vector<PhaseSpec> phases() const override;
  void setup(const StdGame& g, StdState& s) const override;
  void legal_actions(const StdGame& g, const StdState& s, ActionList& out) const override;
  void apply(const StdGame& g, StdState& s, Action id) const override;
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

  // Ids of the board-sized blocks.
  static int settlement_id(int v) { return base_ids::kFixed + v; }
  static int city_id(const Topology& t, int v) { return base_ids::kFixed + t.num_vertices + v; }
  static int road_id(const Topology& t, int e) { return base_ids::kFixed + 2 * t.num_vertices + e; }
  static int robber_id(const Topology& t, int h) { return base_ids::kFixed + 2 * t.num_vertices + t.num_edges + h; }
};

}  // namespace catanlab
