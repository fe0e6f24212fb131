#pragma once
// Conquerors: Legend of the Conquerors as a rule module, run after base and
// cities_knights (design: docs/conquerors.md). It joins them through the
// engine's hook points: it takes over the barbarian ship's step (on_ship) to
// move along the chapter's event track, removes the ids its rules forbid
// (filter_legal: building next to conquered hexes, knights that would be
// encircled or beaten), fights battles when a knight is put down or promoted
// (on_build with CkPiece::Knight), places the set-up knight (on_build of the
// first road), opens the set-up city choice (on_turn_start), adds the hero
// track's VP (extra_vp) and decides the table's result (returns).
//
// Blocks: Conquerors::declare adds those the rule set uses, in the order of lotc_ids::Block
// (that of their ids), each with its handler (lotc_apply.cpp), and keeps their handles in
// LotcIds, which answers a block's ids. A politics card's
// blocks exist only where the rule set's deck deals the card (lotc::in_play); chapter 2's and 3's
// only from that chapter on. Decisions, in id order:
//   build_strong_knight vN, build_mighty_knight vN, setup_city vN
//   Brothers in Arms:       play brothers_in_arms vN (promote that opponent's knight)
//   Bribery:                bribery_knight vN (the free knight)
//   Road Building Mission:  play road_building_mission vN (the active knight), mission_road eN
//   Bribery:                play bribery hN (the conqueror removed)
//   Brothers in Arms:       play brothers_in_arms pN (activate pN's knights)
//   Help from the South:    play help_from_the_south
//   Road Building Mission:  mission_done
//   Lea the Healer:         lea_to vN (where Lea's knight goes), lea_knight I (which defeated
//                           knight), play lea_the_healer
//   pass_interrupt          (where Lea, Aegis or Archers is in play)
// chapter 2 on:
//   cannon_to vN, horse_to vN (the piece to that knight: free from its tile, else its move
//   cost), cavalry_to vN (a charge), play crossbows hN (a standoff beside one's knight),
//   build_foundry, build_horse_farm, cavalry_stay, cavalry_return, buy_battle_card,
//   pass_battle, play cavalry_leader_dagur, play quartermaster_odo (no unused knight to
//   activate), play quartermaster_odo kI (the I-th of the player's knights by vertex is the
//   one it activates that may act), play thora, play aegis, play archers, take_wine,
//   take_amber, offer_give amber|wine, offer_get amber|wine (domestic trade: tokens on the
//   base game's offer)
// chapter 3 (its deck is Cities & Knights' with the battle cards: no politics card of its own):
//   pass_east, setup_knight vN (set-up: the inactive basic knight by one's roads), free_road eN
//   (Support from the East's road north of the dividing line, in its phase; a fort's road
//   reward, on one's turn), play archers hN (at a Charge of the Conquerors: the fort it spares)
// Chance outcomes (lotc_ids::ChanceBlock): direction red|yellow|green, south_draw R (Help from
// the South's stack; where it is in play), mercy_draw K (a repeat with mercy: each seat's
// politics card before set-up); chapter 2 on: draw_battle K (Wyler's Help); chapter 3:
// fort_reward K (before set-up, each fort's face-down tile).
#include <array>
#include <cstring>
#include <vector>

#include "core/standard/std_game.h"
#include "core/cities_knights/ck_rules.h"
#include "core/conquerors/lotc_cards.h"
#include "core/conquerors/lotc_slice.h"

namespace catanlab {

namespace lotc_ids {
// The module's decision blocks, in the order Conquerors::declare adds them (that of their ids);
// a rule set declares those it uses.
enum Block : int {
  // chapter 1's knights built at level 2 or 3, the set-up city, the politics cards
  kBuildStrongKnight, kBuildMightyKnight, kSetupCity, kPlayBrothersInArms, kBriberyKnight, kPlayMission, kMissionRoad,
  kPlayBribery, kBrothersActivate, kPlayHelpFromTheSouth, kMissionDone,
  // Lea the Healer, and the pass of every interrupt
  kLeaTo, kLeaKnight, kPlayLea, kPassInterrupt,
  // chapter 2 on
  kCannonTo, kHorseTo, kCavalryTo, kPlayCrossbows, kBuildFoundry, kBuildHorseFarm, kCavalryStay, kCavalryReturn,
  kBuyBattle, kPassBattle, kPlayDagur, kPlayOdo, kPlayOdoKnight, kPlayThora, kPlayAegis, kPlayArchers, kTakeWine,
  kTakeAmber, kOfferGiveToken, kOfferGetToken,
  // chapter 3
  kPassEast, kSetupKnight, kFreeRoad, kArchersAt,
  kNumBlocks
};
enum ChanceBlock : int { kDirection, kSouthDraw, kMercyDraw, kBattleDraw, kFortDraw, kNumChanceBlocks };
// Quartermaster Odo names the knight that may act by its place among the player's knights (by
// vertex): up to 3 strengths × knights_per_level (at most 6) of them.
constexpr int kOdoKnights = 18;
}  // namespace lotc_ids

// The Conquerors' blocks in one rule set's action space: the handles Conquerors::declare
// filled (empty for a block the rule set does not use), and their ids.
class LotcIds {
 public:
  Action id(lotc_ids::Block b, int index = 0) const { return decision_[b].id(index); }
  Action id(lotc_ids::ChanceBlock b, int index = 0) const { return chance_[b].id(index); }
  BlockHandle& operator[](lotc_ids::Block b) { return decision_[b]; }
  BlockHandle& operator[](lotc_ids::ChanceBlock b) { return chance_[b]; }

 private:
  std::array<BlockHandle, lotc_ids::kNumBlocks> decision_{};
  std::array<BlockHandle, lotc_ids::kNumChanceBlocks> chance_{};
};

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

// The hexes whose byte in `bytes` (one per hex) has a bit of `mask` set, eight hexes a load.
inline HexSet hexes_with(const StdGame& g, const std::array<uint8_t, kMaxHexes>& bytes, uint8_t mask) {
  HexSet h;
  const int n = g.topo().num_hexes;
  static_assert(kMaxHexes % 8 == 0);
  for (int x = 0; x < n; x += 8) {
    uint64_t eight;
    std::memcpy(&eight, &bytes[size_t(x)], sizeof eight);
    eight &= mask * 0x0101010101010101ull;
    if (!eight) continue;  // most hold nothing
    // The high bit of each non-zero byte, then those eight bits gathered into one byte (SWAR).
    const uint64_t nonzero = (((eight & 0x7F7F7F7F7F7F7F7Full) + 0x7F7F7F7F7F7F7F7Full) | eight) & 0x8080808080808080ull;
    uint64_t bits = (nonzero * 0x0002040810204081ull) >> 56;
    if (n - x < 8) bits &= (1ull << (n - x)) - 1;  // past the last hex
    h.w[size_t(x >> 6)] |= bits << (x & 63);
  }
  return h;
}
// Asked at every removal and advance.
inline HexSet conqueror_hexes(const StdGame& g, const StdState& s) { return hexes_with(g, lotc_of(g, s).conqueror, 0xFF); }
// Does a conqueror stand anywhere? (The filter and a knight's arrival ask it at every list and move.)
inline bool any_conqueror(const StdGame& g, const StdState& s) {
  const LotcSlice& L = lotc_of(g, s);
  const int n = g.topo().num_hexes;
  uint64_t any = 0;
  for (int x = 0; x < n; x += 8) {
    uint64_t eight;
    std::memcpy(&eight, &L.conqueror[size_t(x)], sizeof eight);
    if (n - x < 8) eight &= (1ull << (8 * (n - x))) - 1;  // past the last hex
    any |= eight;
  }
  return any != 0;
}
// Total strength of the knights (active or not) on the hex's corners; `owners` gets their seats.
int knights_around(const StdGame& g, const StdState& s, int hex, uint8_t* owners = nullptr);

// Chapter 2's cannon (foundry) and horse (horse farm).
enum class Equipment : uint8_t { Cannon, Horse };
// Where p's piece is: kUnbuilt, kOnTile or its knight's vertex (LotcSlice::cannon, ::horse).
inline uint8_t equipment_at(const StdGame& g, const StdState& s, Equipment e, int p) {
  return (e == Equipment::Cannon ? lotc_of(g, s).cannon : lotc_of(g, s).horse)[size_t(p)];
}
// Has p built the piece's foundry or horse farm? (Inline, like the next: asked per knight's strength.)
inline bool built(const StdGame& g, const StdState& s, Equipment e, int p) { return equipment_at(g, s, e, p) != kUnbuilt; }
// The vertex of p's knight that has the piece, or -1: unbuilt, or on its tile
// (also when its knight has left the board: it goes back to the tile).
inline int equipped_knight(const StdGame& g, const StdState& s, Equipment e, int p) {
  const uint8_t v = equipment_at(g, s, e, p);
  if (v >= kUnbuilt) return -1;
  const uint8_t k = ck_of(g, s).knight[v];
  return k && knight::owner(k) == p ? v : -1;  // its knight left the board: the piece is on its tile
}
// Thora's and Dagur's points for a knight of p's, its cavalry or not (part of unit_strength).
inline int battle_bonus(const StdGame& g, const StdState& s, int p, bool cavalry) {
  return (lotc_of(g, s).thora == p) + (cavalry && ((lotc_of(g, s).dagur >> p) & 1));
}
// The knight at v's strength against the conquerors: its level, +1 with a cannon, and the battle
// cards' points (inline: asked for every knight beside a conqueror).
inline int unit_strength(const StdGame& g, const StdState& s, int v) {
  const uint8_t k = ck_of(g, s).knight[v];
  const int p = knight::owner(k);
  return knight::strength(k) + (equipped_knight(g, s, Equipment::Cannon, p) == v) +
         battle_bonus(g, s, p, equipped_knight(g, s, Equipment::Horse, p) == v);
}

// Chapter 3: the forts still standing.
int forts_standing(const StdGame& g, const StdState& s);
}  // namespace lotc

// The board's markers that the rules ask about on every move, read once when the game is made
// (Conquerors::declare; lotc_conquerors.cpp).
struct LotcMarks {
  VertexSet settlements;    // set-up's first round: where the settlements go, and their roads
  EdgeSet roads;
  EdgeSet roadblocks;       // chapter 3's closed paths
  // The paths closed before the first move on the board's own terrain (refresh_closed_roads over
  // every land hex then: beside no land hex but swamps and forts, or a roadblock), for set-up.
  EdgeSet closed_at_start;
  VertexSet catan_corners;  // the corners of the board's hexes of Catan (land, not swamp), for settle_corners
  int line_row = -1000;     // chapter 3: the row of hexes whose southern sides draw the dividing line
  // Chapter 2: the amber markers' corners and tokens, the wine markers' tokens by hex (set-up puts them down).
  VertexSet amber;
  std::array<uint8_t, kMaxVertices> amber_tokens{};
  std::array<uint8_t, kMaxHexes> wine_tokens{};
};

class Conquerors final : public Module, public CkExtension {
 public:
  const char* name() const override { return "conquerors"; }
  const char* extends() const override { return "cities_knights"; }
  void extend(Module& extended) override;  // adds the Conquerors' progress card kinds and extension
  void declare(BlockTable& blocks, const StdGame& g) override;
  void numbered(const StdGame& g) override;
  OptionTable options() override;

  SliceSpec slice() const override { return slice_spec<LotcSlice>(); }
  std::vector<PhaseSpec> phases() const override;
  unsigned hooks() const override {
    return kHookBuild | kHookTurnStart | kHookFilter | kHookReturns | kHookTrade;
  }
  void setup(const StdGame& g, StdState& s) const override;
  void legal_actions(const StdGame& g, const StdState& s, ActionList& out) const override;
  int chance_outcomes(const StdGame& g, const StdState& s, ChanceOutcome* out) const override;
  Action sample_chance(const StdGame& g, const StdState& s, Rng& rng) const override;
  void on_build(const StdGame& g, StdState& s, Piece piece, int where, int player) const override;
  void on_produce(const StdGame& g, StdState& s, int roll, Owed& owed) const override;
  void on_turn_start(const StdGame& g, StdState& s) const override;
  bool on_ship(const StdGame& g, StdState& s) const override;
  bool own_ship_track() const override { return true; }  // the event track
  void widen_relocation(const StdGame& g, const StdState& s, int from, VertexSet& targets) const override;
  void on_trade(const StdGame& g, StdState& s, int partner) const override;
  bool holds_asked(const StdGame& g, const StdState& s, int seat) const override;
  void filter_legal(const StdGame& g, const StdState& s, ActionList& list) const override;
  bool returns(const StdGame& g, const StdState& s, double* out) const override;
  int table_result(const StdGame& g, const StdState& s) const override;
  int observation_size(const StdGame& g) const override;
  void observe(const StdGame& g, const StdState& s, int player, float* out) const override;
  void observe_text(const StdGame& g, const StdState& s, int player, std::string& out) const override;
  const SliceFields* slice_fields() const override;
  void validate(const StdGame& g, const StdState& s) const override;
  void rebuild_caches(const StdGame& g, StdState& s) const override;
  void render_svg(const StdGame& g, const StdState& s, int viewer, SvgCanvas& canvas) const override;
  void resample_hidden(const StdGame& g, StdState& s, int player, Rng& rng) const override;
  const LotcMarks& marks() const { return marks_; }

 private:
  LotcOptions opt_;
  LotcMarks marks_;  // declare reads them
  LotcIds ids_;  // its blocks in this rule set's action space (declare fills them)
  // By id, the rule filter_legal judges an id of the base game's or C&K's by (a Judged bit, none for
  // the rest), and its place: a corner, or a path for a road.
  enum Judged : uint8_t { kSettlement = 1, kCity = 2, kRoad = 4, kNewKnight = 8, kMoveKnight = 16, kKnightTo = 32 };
  struct JudgedId {
    uint8_t rule = 0;
    uint16_t at = 0;
  };
  std::vector<JudgedId> judged_;  // numbered fills it
};

}  // namespace catanlab
