#pragma once
// CqGame: Catan Conquest 0.63 as a family of its own (docs/conquest.md). The
// engine API over CqState; the rules live in the cq_*.cpp files beside it,
// one part of the game each, through the helpers of cq_rules.h.
#include <algorithm>
#include <array>
#include <string_view>
#include <vector>

#include "core/conquest/cq_board.h"
#include "core/conquest/cq_options.h"
#include "core/conquest/cq_state.h"
#include "core/engine/block_handlers.h"
#include "core/engine/game.h"

namespace catanlab {

// The play card block's labels: every card but Victory Point, which is shown at once.
constexpr int kNumPlayable = 7;
constexpr DevCard kPlayable[kNumPlayable] = {CardPlenty, CardMonopoly, CardLoadedDice, CardRelic, CardLiquidFire, CardGemstones, CardRobinHood};

class CqGame;
// A block's handler: applies the id `index` places into its block (a hex, an edge, a seat, a label's position).
using CqApply = void (*)(const CqGame& g, CqState& s, int index);

// The blocks, each declared with its handler: decisions in cq_apply.cpp, chance outcomes in cq_chance.cpp.
struct CqBlocks {
  using Block = ActionSpace::Block;
  // Set-up.
  Block start_port, land, march, found, skip_found;
  // The roll.
  Block roll, loaded, harvest;
  // Building and buying.
  Block build_settlement, build_city, build_castle, build_wall, move_wall, wall_to, buy_dev;
  Block build_unit[kNumUnitKinds];  // by UnitKind (None unused)
  // Units.
  Block unit, move, attack, target, breach, hunt, fish, defend;
  // Trade.
  Block trade_bank, sell[3];  // sell: gold, fish, meat
  Block offer_give, offer_ask, offer_send, offer_withdraw, accept, decline, trade_with;
  // Development cards.
  Block play, plenty, monopoly, relic, liquid_fire, robin_give;
  Block end_turn;
  // Chance.
  Block dice, victim, dragon_hits, dragon_fight, storm_sinks, disease_kills, battle, breach_roll, hunt_roll,
      fish_roll, draw;
};

class CqGame final : public Game {
 public:
  static constexpr std::string_view kFamily = "conquest";

  // Throws ConfigError for a bad rule set, board or option.
  CqGame(RuleSet rules, int num_players);

  const CqOptions& opt() const { return opt_; }
  const CqBoard& board() const { return board_; }
  const Topology& topo() const { return board_.topo(); }
  const CqBlocks& blocks() const { return b_; }
  // The purchases the seat's hand pays for, as bits by CqPurchase: a look-up per resource (a Main listing asks).
  unsigned affordable(const CqSeat& p) const {
    unsigned out = ~0u;
    for (int r = 0; r < kNumResources; ++r) out &= payable_[r][std::min<int>(p.hand[r], 255)];
    return out;
  }
  Action id(ActionSpace::Block block, int index = 0) const { return actions_.first(block) + index; }

  // ---- The engine API ----
  using Game::chance_outcomes;
  using Game::legal_actions;
  std::string_view family() const override { return kFamily; }
  std::vector<OptionValue> options() const override;
  std::vector<std::string> describe() const override;
  State new_game(uint64_t seed) const override;
  int current_player(const State& s) const override;
  int legal_actions(const State& s, Action* out) const override;
  int chance_outcomes(const State& s, ChanceOutcome* out) const override;
  Action sample_chance(const State& s, Rng& rng) const override;
  void apply(State& s, Action a) const override;
  void returns(const State& s, double* out) const override;
  int winner(const State& s) const override;
  int victory_points(const State& s, int seat) const override;
  uint32_t turn(const State& s) const override;
  std::string phase_name(const State& s) const override;
  bool action_visible(const State& before, Action a, int viewer) const override;
  void observe(const State& s, int seat, float* out) const override;
  std::string observe_text(const State& s, int seat) const override;
  void resample_hidden(State& s, int seat, Rng& rng) const override;
  void rebuild_caches(State& s) const override;
  const Topology& topology() const override { return board_.topo(); }
  void draw_board(const State& s, SvgCanvas& canvas) const override;
  void draw_pieces(const State& s, int viewer, SvgCanvas& canvas) const override;

 protected:
  void write_json(const State& s, nlohmann::json& j) const override;
  State read_json(const nlohmann::json& j) const override;
  void validate_fields(const State& s) const override;
  int state_size() const override { return int(sizeof(CqState)); }

 private:
  void declare_decisions(BlockHandlers<CqApply>& table);  // cq_apply.cpp
  void declare_chance(BlockHandlers<CqApply>& table);     // cq_chance.cpp
  int observation_layout() const;

  CqOptions opt_;
  CqBoard board_;
  CqBlocks b_{};
  std::vector<IdHandler<CqApply>> handlers_;  // by id
  // By id: what apply refreshes of the Main listing's cache (CqState::able, wall_room, ports_*) afterwards.
  enum class Refresh : uint8_t { None, Walls, Unit, Move, All };
  std::vector<Refresh> refresh_;
  std::array<std::array<uint16_t, 256>, kNumResources> payable_;  // by resource and count held: the purchases it pays
};

}  // namespace catanlab
