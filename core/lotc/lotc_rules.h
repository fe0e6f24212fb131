#pragma once
// Conquerors: Legend of the Conquerors as a rule module, run after base and
// cities_knights (design: docs/conquerors.md). It joins them through the
// engine's hook points: it takes over the barbarian ship's step (on_ship) to
// move along the chapter's event track, removes the ids its rules forbid
// (filter_legal: building next to conquered hexes, knights that would be
// encircled or beaten), fights battles when a knight is put down or promoted
// (on_build with Piece::Knight), places the set-up knight (on_build of the
// first road), opens the set-up city choice (on_turn_start), adds the hero
// track's VP (extra_vp) and decides the table's result (returns).
//
// Decision layout (local ids):
//   per vertex  build_strong_knight, build_mighty_knight, setup_city, play brothers_in_arms
//               (promote that opponent's knight), bribery_knight (the free knight),
//               play road_building_mission (the active knight)
//   per edge    mission_road
//   per hex     play bribery (the conqueror removed)
//   fixed       play brothers_in_arms pN (activate pN's knights), play help_from_the_south, mission_done
// then, every chapter: lea_to vN (per vertex: where Lea's knight goes), lea_knight I (which
// defeated knight), play lea_the_healer, pass_interrupt; and from chapter 2 on, after those:
//   per vertex  cannon_to, horse_to (the piece to that knight: free from its tile, else its
//               move cost), cavalry_to (a charge)
//   per hex     play crossbows (a standoff beside one's knight)
//   fixed       build_foundry, build_horse_farm, cavalry_stay, cavalry_return, buy_battle_card,
//               pass_battle, play cavalry_leader_dagur, play quartermaster_odo (no unused knight to
//               activate), play quartermaster_odo kI (the I-th of the player's knights by vertex
//               is the one it activates that may act), play thora,
//               play aegis, play archers, take_wine, take_amber, offer_give amber|wine,
//               offer_get amber|wine (domestic trade: tokens on the base game's offer)
// Chance from chapter 2 on: draw_battle K (Wyler's Help).
// Chapter 3, its own blocks after chapter 2's (chapter 1's Bribery and Road Building
// Mission blocks stay declared, so that the ids before them keep their places, and are
// never legal: chapter 3's deck is Cities & Knights'):
//   fixed       pass_east
//   per vertex  setup_knight (set-up: the inactive basic knight by one's roads)
//   per edge    free_road (Support from the East's road north of the dividing line, in its
//               phase; a fort's road reward, on one's turn)
//   per hex     play archers (at a Charge of the Conquerors: the fort it spares)
// Chance, chapter 3: fort_reward K (before set-up, each fort's face-down tile).
// Chance outcomes: direction red|yellow|green, south_draw R (Help from the South's stack),
// mercy_draw K (a repeat with mercy: each seat's politics card before set-up).
#include "core/base/std_game.h"
#include "core/ck/ck_rules.h"
#include "core/lotc/lotc_cards.h"
#include "core/lotc/lotc_slice.h"

namespace catanlab {

namespace lotc_ids {
enum VertexBlock : int {
  kBuildStrongKnight, kBuildMightyKnight, kSetupCity, kPlayBrothersInArms, kBriberyKnight, kPlayMission,
  kNumVertexBlocks
};
constexpr int kBrothersActivate = 0;                    // + seat (fixed block)
constexpr int kPlayHelpFromTheSouth = kMaxPlayers;
constexpr int kDone = kPlayHelpFromTheSouth + 1;        // Road Building Mission's second road left unbuilt
constexpr int kNumFixed = kDone + 1;
constexpr int kDirection = 0;                           // + colour
constexpr int kSouthDraw = kDirection + 3;              // + resource
constexpr int kMercyDraw = kSouthDraw + kNumResources;  // + progress kind
constexpr int kNumChance = kMercyDraw + kNumProgressKinds;
// Every chapter, after chapter 1's first blocks (so that their ids stay): Lea the Healer.
constexpr int kLeaKnight = 0;                           // + index into LotcSlice::defeated (common fixed)
constexpr int kPlayLea = kLeaKnight + 6, kPassInterrupt = kPlayLea + 1, kNumCommonFixed = kPassInterrupt + 1;
// Chapter 2 on: ids after those, so that chapter 1's stay as they are.
enum Ch2VertexBlock : int { kCannonTo, kHorseTo, kCavalryTo, kNumCh2VertexBlocks };
// Quartermaster Odo names the knight that may act by its place among the player's knights (by
// vertex): up to 3 strengths × knights_per_level (at most 6) of them.
constexpr int kOdoKnights = 18;
enum Ch2Fixed : int {
  kBuildFoundry, kBuildHorseFarm, kCavalryStay, kCavalryReturn, kBuyBattle, kPassBattle, kPlayDagur, kPlayOdo,
  kPlayOdoKnight,                         // + the knight's index among the player's knights
  kPlayThora = kPlayOdoKnight + kOdoKnights, kPlayAegis, kPlayArchers, kTakeWine, kTakeAmber,
  kOfferGiveToken,                        // + lotc::Token (amber, wine): domestic trade
  kOfferGetToken = kOfferGiveToken + 2,   // + lotc::Token
  kNumCh2Fixed = kOfferGetToken + 2
};
constexpr int kBattleDraw = kNumChance;  // + battle kind - Crossbows (chance)
constexpr int kNumCh2Chance = kBattleDraw + kNumProgressKinds - Crossbows;
enum Ch3Fixed : int { kPassEast, kNumCh3Fixed };
constexpr int kFortDraw = kNumCh2Chance;  // + FortReward - 1 (chance, chapter 3)
constexpr int kNumCh3Chance = kFortDraw + kNumFortRewards - 1;
}  // namespace lotc_ids

// Legend of the Conquerors' options: the "conquerors" section of a rule-set file (lotc_options.cpp).
struct LotcOptions {
  int lotc_chapter = 1;             // which chapter's event track and rules
  int lotc_defeat_3p = 7, lotc_defeat_4p = 10;  // conquered numbered hexes that defeat the table
  int hero_track_max = 10;          // the hero track's top space (= its VP)
  int lotc_returns = 0;             // 0: rank (defeat all 0); 1: the chronicle's legend points, normalised
  int lotc_tokens = 32;             // amber tokens in the box, and as many wine tokens (component list)
  int lotc_mercy = 0;               // 1: a chapter repeated with fate's mercy (chapter 1's gifts)
  // Knights built at level 2 or 3, priced in the file's "costs" (strong_knight, mighty_knight).
  Cost strong_knight_cost = {0, 0, 2, 0, 2}, mighty_knight_cost = {0, 0, 3, 0, 3};
};

// The Legend of the Conquerors options and slice of a rule set with the module.
inline const LotcOptions& lotc_opt(const StdGame& g) { return g.options<LotcOptions>(); }
inline LotcSlice& lotc_of(const StdGame& g, StdState& s) { return g.slice<LotcSlice>(s); }
inline const LotcSlice& lotc_of(const StdGame& g, const StdState& s) { return g.slice<LotcSlice>(s); }
inline LotcSlice& lotc_of(const StdGame& g, State& s) { return lotc_of(g, std_state(s)); }
inline const LotcSlice& lotc_of(const StdGame& g, const State& s) { return lotc_of(g, std_state(s)); }

// Legend of the Conquerors' phases: ids 64..95 (Module::phases).
namespace LotcPhase {
constexpr Phase SetupCity = Phase(64);       // set-up: a settlement becomes a city with a wall
constexpr Phase BriberyKnight = Phase(65);   // Bribery: where the free basic knight goes
constexpr Phase Mission = Phase(66);         // Road Building Mission: a free road beside the knight, or done
constexpr Phase Cavalry = Phase(67);         // a cavalry charge by one's roads: the cavalry stays, or returns whence it came
constexpr Phase BuyBattle = Phase(68);       // Wyler's Help: the seat to move buys a battle card (1 wine + 1 amber) or passes
constexpr Phase Interrupt = Phase(69);       // a seat holding Aegis (a ship rolled) or Archers (a direction die rolled): play or pass
constexpr Phase AegisToken = Phase(70);      // Aegis was played: an opponent takes a wine or an amber token
constexpr Phase Lea = Phase(71);             // Lea the Healer was played: which defeated knight, then where it goes
constexpr Phase SetupKnight = Phase(72);     // set-up (chapter 3): the inactive basic knight by one of the player's roads
constexpr Phase EastRoad = Phase(73);        // Support from the East (chapter 3): a free road north of the dividing line, or pass
constexpr Phase Direction = Phase(74);       // chance: the direction die of the conqueror about to advance
constexpr Phase SouthDraw = Phase(75);       // chance: the card a seat draws from Help from the South's stack
constexpr Phase MercyDraw = Phase(76);       // chance: the politics card each seat draws before set-up (a repeat with mercy)
constexpr Phase BattleDraw = Phase(77);      // chance: the battle card a seat bought at Wyler's Help
constexpr Phase FortDraw = Phase(78);        // chance: each fort's face-down reward tile before set-up (chapter 3)
}  // namespace LotcPhase

// What agents may read of a Conquerors game (the module's own files share lotc_internal.h).
namespace lotc {
// Event tracks (rulings.md, "Event tracks"): what lies on each space.
enum class Event : uint8_t {
  None, Land, AdvanceNorthFirst, AdvanceSouthFirst, BarbarianAttack,
  SouthWine, SouthAmber, WylersHelp, EastSupport, Charge, EndIfRed2, EndIfRed4, End
};
struct Space {
  Event event = Event::None;
  int strength = 0;  // Land: the conquerors' flag
};
int track_length(int chapter);
Space track_space(int chapter, int space);  // space 1..track_length

// The direction die: red, yellow, green point NE, E, SE; a blocked colour
// falls back clockwise (red → yellow → green → red).
constexpr Dir kDieDir[3] = {Dir::NE, Dir::E, Dir::SE};
constexpr const char* kDieNames[3] = {"red", "yellow", "green"};

inline HexSet conqueror_hexes(const StdGame& g, const StdState& s) {
  HexSet h;
  for (int x = 0; x < kMaxHexes; ++x)
    if (lotc_of(g, s).conqueror[x]) h.set(x);
  return h;
}
// Total strength of the knights (active or not) on the hex's corners; `owners` gets their seats.
int knights_around(const StdGame& g, const StdState& s, int hex, uint8_t* owners = nullptr);

// Chapter 2's cannon (foundry) and horse (horse farm).
enum class Equipment : uint8_t { Cannon, Horse };
// Has p built the piece's foundry or horse farm?
bool built(const StdGame& g, const StdState& s, Equipment e, int p);
// The vertex of p's knight that has the piece, or -1: unbuilt, or on its tile
// (also when its knight has left the board: it goes back to the tile).
int equipped_knight(const StdGame& g, const StdState& s, Equipment e, int p);
// The knight at v's strength against the conquerors: its level, +1 with a cannon.
int unit_strength(const StdGame& g, const StdState& s, int v);

// Chapter 3: the forts still standing.
int forts_standing(const StdGame& g, const StdState& s);
}  // namespace lotc

class Conquerors final : public Module {
 public:
  const char* name() const override { return "conquerors"; }
  const char* extends() const override { return "cities_knights"; }
  void extend(Module& extended) override;  // adds the Conquerors' progress card kinds
  void declare(ActionSpace& space, const StdGame& g) override;
  OptionTable options() override;

  SliceSpec slice() const override { return slice_spec<LotcSlice>(); }
  std::vector<PhaseSpec> phases() const override;
  unsigned hooks() const override {
    return kHookBuild | kHookTurnStart | kHookExtraVp | kHookShip | kHookFilter | kHookReturns | kHookProduce |
           kHookRelocate | kHookTrade;
  }
  void setup(const StdGame& g, StdState& s) const override;
  void legal_actions(const StdGame& g, const StdState& s, ActionList& out) const override;
  void apply(const StdGame& g, StdState& s, Action id) const override;
  int chance_outcomes(const StdGame& g, const StdState& s, ChanceOutcome* out) const override;
  Action sample_chance(const StdGame& g, const StdState& s, Rng& rng) const override;
  void on_build(const StdGame& g, StdState& s, Piece piece, int where, int player) const override;
  void on_produce(const StdGame& g, StdState& s, int roll, Owed& owed) const override;
  void on_turn_start(const StdGame& g, StdState& s) const override;
  int extra_vp(const StdGame& g, const StdState& s, int player) const override;
  bool on_ship(const StdGame& g, StdState& s) const override;
  void widen_relocation(const StdGame& g, const StdState& s, int from, VertexSet& targets) const override;
  void on_trade(const StdGame& g, StdState& s, int partner) const override;
  bool holds_asked(const StdGame& g, const StdState& s, int seat) const override;
  void filter_legal(const StdGame& g, const StdState& s, ActionList& list) const override;
  bool returns(const StdGame& g, const StdState& s, double* out) const override;
  int table_result(const StdGame& g, const StdState& s) const override;
  int observation_size(const StdGame& g) const override;
  void observe(const StdGame& g, const StdState& s, int player, float* out) const override;
  void observe_text(const StdGame& g, const StdState& s, int player, std::string& out) const override;
  void write_json(const StdGame& g, const StdState& s, nlohmann::json& j) const override;
  void read_json(const StdGame& g, StdState& s, const nlohmann::json& j) const override;
  void validate(const StdGame& g, const StdState& s) const override;
  void rebuild_caches(const StdGame& g, StdState& s) const override;
  void render_svg(const StdGame& g, const StdState& s, int viewer, SvgCanvas& canvas) const override;
  void resample_hidden(const StdGame& g, StdState& s, int player, Rng& rng) const override;

  static int vertex_id(const Topology& t, int block, int v) { return block * t.num_vertices + v; }
  static int edge_id(const Topology& t, int e) { return vertex_id(t, lotc_ids::kNumVertexBlocks, 0) + e; }
  static int hex_id(const Topology& t, int h) { return edge_id(t, t.num_edges) + h; }
  static int fixed_id(const Topology& t, int x) { return hex_id(t, t.num_hexes) + x; }
  static int lea_to_id(const Topology& t, int v) { return fixed_id(t, lotc_ids::kNumFixed) + v; }
  static int common_fixed_id(const Topology& t, int x) { return lea_to_id(t, t.num_vertices) + x; }
  static int ch2_vertex_id(const Topology& t, int block, int v) {
    return common_fixed_id(t, lotc_ids::kNumCommonFixed) + block * t.num_vertices + v;
  }
  static int ch2_hex_id(const Topology& t, int h) { return ch2_vertex_id(t, lotc_ids::kNumCh2VertexBlocks, 0) + h; }
  static int ch2_fixed_id(const Topology& t, int x) { return ch2_hex_id(t, t.num_hexes) + x; }
  static int ch3_fixed_id(const Topology& t, int x) { return ch2_fixed_id(t, lotc_ids::kNumCh2Fixed) + x; }
  static int setup_knight_id(const Topology& t, int v) { return ch3_fixed_id(t, lotc_ids::kNumCh3Fixed) + v; }
  static int free_road_id(const Topology& t, int e) { return setup_knight_id(t, t.num_vertices) + e; }
  static int archers_at_id(const Topology& t, int h) { return free_road_id(t, t.num_edges) + h; }

 private:
  LotcOptions opt_;
  const CitiesKnights* ck_ = nullptr;  // the module this one extends (declare finds it)
};

}  // namespace catanlab
