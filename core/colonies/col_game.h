#pragma once
// ColGame: Colonies: Settlers at Risk as a family of its own (docs/colonies.md;
// its rulings and section key in docs/rulings.md). Every seat plays every
// season: Fall's harvest, Winter's trades and development cards, Spring's
// written orders committed face down one seat after another (the engine's
// simultaneous-move pattern, core/engine/game.h) and resolved together in the
// book's order, Summer's hostile uprisings, and the turn's end (supply,
// garrisons, victory). The board is the standard board's shape with its
// tiles face down, drawn by chance from the set-up mode's pools as they are
// explored.
#include <array>
#include <string_view>
#include <vector>

#include "core/board/board_spec.h"
#include "core/colonies/col_state.h"
#include "core/engine/block_handlers.h"
#include "core/engine/game.h"

namespace catanlab {

// The rule set's numbers (colonies.md's "ours" points are all here), with
// their defaults; `catanlab rules` lists them and `--set` overrides them.
struct ColOptions {
  int col_map = 1;            // 0 easy (desert face up in the centre), 1 mild, 2 hard
  int col_turns = 30;         // the Time victory after this many turns
  int turn_cap = 0;           // 0: none; else a draw once this many turns have ended (before col_turns)
  int col_orders = 16;        // orders per book
  int col_roads = 15;         // roads per player
  int col_bank = 19;          // resource cards of each kind
  int col_offers = 2;         // trade offers a seat may make each Winter
  int col_offer_cards = 3;    // cards per side of an offer
  int col_start_stance = 0;   // every pair's stance at the start: 0 peace, 1 war, 2 ally
  int col_harbor_marks = 0;   // 1: the board's 2:1 harbor marks count (else every harbor is 3:1)
  int col_npc = 0;            // the non-player forces (4 players or fewer)
  int col_active_hostiles = 0;  // hostile armies move and the desert spawns each Summer (needs col_npc)
  int col_pillage = 0;        // the pillage order (hard mode)
  int col_tactics = 0;        // tactics cards (simple use)
  int col_complex = 0;        // complex battles: bombardment, combat rounds with routs by margin, retreat and pursuit
  int col_advanced_tactics = 0;  // the tactics cards' advanced use: maneuvers (needs col_tactics and col_complex)
  int col_toll = 1;           // resources a neutral tile takes: to enter it, to build or harvest beside it
  int col_domination_tiles = 13;
  int col_colonial = 9;       // settlements of one's colour held a whole turn
  int col_cultural = 10;      // development cards held or played
  int col_monopoly_settlements = 3;
  int col_commerce_harvest = 5;   // of every resource a turn
  int col_commerce_harbors = 3;
  int col_longest_road = 5;
  int col_vote_thirds = 2;  // thirds of all votes one seat needs for the Diplomatic victory (4: none wins)
};

// A cost: fixed cards, then cards of either food (wool or grain), either
// lumber or brick (roads after Road Building), or any kind (neutral tolls).
struct ColCost {
  std::array<int, 5> fixed{};
  int food = 0, lumber_or_brick = 0, any = 0;
  // Inline: a book's listing adds costs at every step.
  ColCost& operator+=(const ColCost& o) {
    for (int r = 0; r < 5; ++r) fixed[r] += o.fixed[r];
    food += o.food, lumber_or_brick += o.lumber_or_brick, any += o.any;
    return *this;
  }
  ColCost times(int k) const {
    ColCost c;
    for (int r = 0; r < 5; ++r) c.fixed[r] = fixed[r] * k;
    c.food = food * k, c.lumber_or_brick = lumber_or_brick * k, c.any = any * k;
    return c;
  }
};

class ColGame;
// A block's handler: applies the id `index` places into its block; the pipeline then runs on (col_flow.cpp).
using ColApply = void (*)(const ColGame& g, ColState& s, int index);
using ColHandlers = BlockHandlers<ColApply>;

class ColGame final : public Game {
 public:
  static constexpr std::string_view kFamily = "colonies";

  // Throws ConfigError for a board, player count or option outside its range.
  ColGame(RuleSet rules, int num_players);

  const ColOptions& opt() const { return opt_; }
  const BoardSpec& board() const { return board_; }
  const Topology& topo() const { return board_.topo; }

  // ---- The board's tables (built once from the topology) ----
  const HexMask& land() const { return land_; }
  int num_tiles() const { return int(tiles_.size()); }
  int tile_hex(int i) const { return tiles_[i]; }  // the i-th land hex in reading order
  int tile_index(int h) const { return tile_index_[h]; }
  const HexMask& tile_neighbours(int h) const { return tile_neighbours_[h]; }  // land hexes around h
  const VertexMask& tile_corners(int h) const { return tile_corners_[h]; }
  const EdgeMask& tile_sides(int h) const { return tile_sides_[h]; }
  const HexMask& corner_tiles(int v) const { return corner_tiles_[v]; }  // land hexes touching v
  const HexMask& side_tiles(int e) const { return side_tiles_[e]; }      // land hexes on either side
  const EdgeMask& corner_paths(int v) const { return corner_paths_[v]; }
  const VertexMask& path_corners(int e) const { return path_corners_[e]; }  // its two ends
  const VertexMask& corner_neighbours(int v) const { return corner_neighbours_[v]; }
  const VertexMask& coast() const { return coast_; }          // corners touching the ocean
  const VertexMask& harbor_corners() const { return harbor_corners_; }
  int harbor_kind(int v) const { return harbor_kind_[v]; }    // kGenericHarbor, a resource, or -1
  const EdgeMask& land_paths() const { return land_paths_; }
  int start_tile(int seat) const { return start_tile_[seat]; }
  const HexMask& start_tiles() const { return start_tiles_; }
  const HexMask& desert_zone() const { return desert_zone_; }  // where the face-down desert may lie
  int centre() const { return centre_; }
  // Tiles of each terrain in the box (the board file's land), face down or up.
  int pool(Terrain t) const { return pool_[int(t)]; }
  // The first seat of turn `turn`: every loop of the turn starts there.
  int first_seat(int turn) const { return turn % num_players_; }

  // ---- Ids ----
  struct Blocks {
    ActionSpace::Block start_village, harvest, trade, buy_dev, play, monopoly, palace, offer, offer_give, offer_ask,
        offer_send, offer_cancel, accept, decline, winter_done, stance[3], muster, muster_regiment[kRegimentKinds],
        march, march_to, march_with, march_go, march_on, explore, road, village, city, fortify, rally, vote, pillage_road,
        pillage, hire, commit, leave, stay, attack, withdraw, pay_toll, forfeit, stop, lose, stash, colony, tactics,
        bombard, engage, retreat, pursue, let_go, counter, retreat_to, rally_routed, maneuver, target;
    ActionSpace::Block terrain, reveal, rolloff, event, d6, combat, dev, steal, refund, direction, tactics_card, shot,
        pursuit;
  };
  const Blocks& blocks() const { return b_; }
  Action id(ActionSpace::Block block, int index) const { return actions_.first(block) + index; }
  // The id of a tile-list block for hex h (a land hex).
  Action tile_id(ActionSpace::Block block, int h) const { return id(block, tile_index_[h]); }

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
  // The id's handler alone, the pipeline not run on (the order prior's steps of a book).
  void apply_step(ColState& s, Action a) const {
    const IdHandler<ColApply>& h = handlers_[size_t(a)];
    h.apply(*this, s, a - h.first);
  }
  void returns(const State& s, double* out) const override;
  int winner(const State& s) const override;
  int victory_points(const State& s, int seat) const override;
  uint32_t turn(const State& s) const override { return col_state(s).turn; }
  std::string phase_name(const State& s) const override;
  bool private_decision(const State& s) const override;
  bool action_visible(const State& before, Action a, int viewer) const override;
  void observe(const State& s, int seat, float* out) const override;
  std::string observe_text(const State& s, int seat) const override;
  void resample_hidden(State& s, int seat, Rng& rng) const override;
  void rebuild_caches(State& s) const override;
  const Topology& topology() const override { return board_.topo; }
  void draw_board(const State& s, SvgCanvas& canvas) const override;
  void draw_pieces(const State& s, int viewer, SvgCanvas& canvas) const override;

 protected:
  void write_json(const State& s, nlohmann::json& j) const override;
  State read_json(const nlohmann::json& j) const override;
  void validate_fields(const State& s) const override;
  int state_size() const override { return int(sizeof(ColState)); }

 private:
  void read_options();
  void build_tables();
  void declare_actions();
  int observation_layout() const;  // col_view.cpp

  ColOptions opt_;
  BoardSpec board_;
  Blocks b_{};
  std::vector<IdHandler<ColApply>> handlers_;  // by id
  HexMask land_, start_tiles_, desert_zone_;
  std::vector<int> tiles_;
  std::array<int8_t, kColHexes> tile_index_{};
  std::array<HexMask, kColHexes> tile_neighbours_{};
  std::array<VertexMask, kColHexes> tile_corners_{};
  std::array<EdgeMask, kColHexes> tile_sides_{};
  std::array<HexMask, kColVertices> corner_tiles_{};
  std::array<HexMask, kColEdges> side_tiles_{};
  std::array<EdgeMask, kColVertices> corner_paths_{};
  std::array<VertexMask, kColEdges> path_corners_{};
  std::array<VertexMask, kColVertices> corner_neighbours_{};
  VertexMask coast_, harbor_corners_;
  std::array<int8_t, kColVertices> harbor_kind_{};
  EdgeMask land_paths_;
  std::array<int8_t, kColSeats> start_tile_{};
  std::array<int, kNumTerrains> pool_{};
  int centre_ = -1;
};

}  // namespace catanlab
