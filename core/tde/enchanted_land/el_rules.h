#pragma once
// EnchantedLand: scenario 6 of Treasures, Dragons & Explorers as a rule module
// of the standard family, over Seafarers with Cities & Knights
// (TD&E §4.6; design in docs/tde_enchanted_land.md). The board marks the
// Enchanted Land's hexes ("enchanted") and takes no roads there (Seafarers' "no_roads"); its inland
// corners are the dragons' spots. Knights are C&K's: one per seat crosses from
// home along its owner's roads and ships, moves there freely up to el_steps
// paths (never ending on the coast) and fights dragons whose flags are drawn by
// chance; the seat that slays el_dragon_win dragons wins at once.
//
// Blocks, in id order (el_ids::Block): decisions cross vN, cross_to vN,
// el_move vN, el_to vN, el_place vN, fight_dragon vN; chance dragon_flag S.
#include <array>
#include <vector>

#include "core/standard/std_game.h"
#include "core/cities_knights/ck_extension.h"
#include "core/tde/enchanted_land/el_slice.h"

namespace catanlab {

namespace el_ids {
enum Block : int { kCross, kCrossTo, kMove, kMoveTo, kPlace, kFight, kNumBlocks };
}  // namespace el_ids

// Enchanted Land's options: the "enchanted_land" section of a rule-set file.
struct ElOptions {
  std::array<int, kDragonStrengths> flags = {7, 7, 5};  // face-down dragon flags by strength (rulings.md)
  int el_steps = 3;       // paths a knight moves on the Enchanted Land
  int el_dragon_win = 6;  // dragons slain that win the game at once
};

inline const ElOptions& el_opt(const StdGame& g) { return g.options<ElOptions>(); }
inline ElSlice& el_of(const StdGame& g, StdState& s) { return g.slice<ElSlice>(s); }
inline const ElSlice& el_of(const StdGame& g, const StdState& s) { return g.slice<ElSlice>(s); }
inline ElSlice& el_of(const StdGame& g, State& s) { return el_of(g, std_state(s)); }
inline const ElSlice& el_of(const StdGame& g, const State& s) { return el_of(g, std_state(s)); }

// Enchanted Land's phases: ids 208..215 (Module::phases), clear of the other modules' ranges.
namespace ElPhase {
constexpr Phase CrossTo = Phase(208);  // a knight was chosen to cross: where it lands
constexpr Phase MoveTo = Phase(209);   // a knight on the Enchanted Land was chosen to move: where to
constexpr Phase Place = Phase(210);    // a knight was pushed off: where its displacer puts it
constexpr Phase Flag = Phase(211);     // chance: the flag of the dragon fought
}  // namespace ElPhase

// What the Enchanted Land's rules read, for the module, agents and tests.
namespace el {
// The Enchanted Land's hexes, their corners, its coast (corners touching another hex or none), and
// the dragons' spots (its inland corners).
const HexSet& land(const StdGame& g);
const VertexSet& vertices(const StdGame& g);
const VertexSet& coast(const StdGame& g);
const VertexSet& spots(const StdGame& g);
// A dragon's flag, if shown (0: face down).
int shown_flag(const ElSlice& e, int v);
// Where the knight at v (of the seat to move, on the home side) may land by crossing: the free
// coastal corners of the Enchanted Land its owner's roads and ships reach from v, a free coastal
// neighbour where they reach the owner's own settlement, and weaker knights of others there.
VertexSet landings(const StdGame& g, const StdState& s, int v);
// Where the knight at v on the Enchanted Land may move: inland corners within el_steps paths,
// free or held by another seat's weaker knight.
VertexSet moves(const StdGame& g, const StdState& s, int v);
// Free corners of the Enchanted Land (no building, no knight): where a displaced knight may go.
VertexSet free_places(const StdGame& g, const StdState& s);
}  // namespace el

class EnchantedLand final : public Module, public CkExtension {
 public:
  const char* name() const override { return "enchanted_land"; }
  // C&K's extension point: knights on the Enchanted Land neither defend against the barbarians nor
  // are deactivated by their attack (§4.6).
  const char* extends() const override { return "cities_knights"; }
  void extend(Module& extended) override;
  void attack_exemptions(const StdGame& g, const StdState& s, VertexSet& not_defending, VertexSet& kept_active) const override;
  void declare(BlockTable& blocks, const StdGame& g) override;
  void numbered(const StdGame& g) override;
  OptionTable options() override;
  SliceSpec slice() const override { return slice_spec<ElSlice>(); }
  std::vector<PhaseSpec> phases() const override;
  unsigned hooks() const override { return kHookFilter; }
  void setup(const StdGame& g, StdState& s) const override;
  void legal_actions(const StdGame& g, const StdState& s, ActionList& out) const override;
  int chance_outcomes(const StdGame& g, const StdState& s, ChanceOutcome* out) const override;
  Action sample_chance(const StdGame& g, const StdState& s, Rng& rng) const override;
  void filter_legal(const StdGame& g, const StdState& s, ActionList& list) const override;
  int observation_size(const StdGame& g) const override;
  void observe(const StdGame& g, const StdState& s, int player, float* out) const override;
  void observe_text(const StdGame& g, const StdState& s, int player, std::string& out) const override;
  const SliceFields* slice_fields() const override;
  void validate(const StdGame& g, const StdState& s) const override;
  void rebuild_caches(const StdGame& g, StdState& s) const override;
  void render_svg(const StdGame& g, const StdState& s, int viewer, SvgCanvas& canvas) const override;

  Action id(el_ids::Block b, int v = 0) const { return blocks_[b].id(v); }
  Action flag_id(int strength) const { return flag_.id(strength - 1); }

 private:
  friend const HexSet& el::land(const StdGame& g);
  friend const VertexSet& el::vertices(const StdGame& g);
  friend const VertexSet& el::coast(const StdGame& g);
  friend const VertexSet& el::spots(const StdGame& g);
  friend VertexSet el::moves(const StdGame& g, const StdState& s, int v);

  // The handlers of the module's blocks (el_apply.cpp).
  static void apply_cross(const Module& self, const StdGame& g, StdState& s, int v);
  static void apply_cross_to(const Module& self, const StdGame& g, StdState& s, int v);
  static void apply_move(const Module& self, const StdGame& g, StdState& s, int v);
  static void apply_move_to(const Module& self, const StdGame& g, StdState& s, int v);
  static void apply_place(const Module& self, const StdGame& g, StdState& s, int v);
  static void apply_fight(const Module& self, const StdGame& g, StdState& s, int v);
  static void apply_flag(const Module& self, const StdGame& g, StdState& s, int index);
  // The knight at knight_from goes to v (crossing or moving), pushing off another's there.
  void move_knight(const StdGame& g, StdState& s, int v, bool crossing) const;
  // The knight at knight_from fought a dragon whose flag is `flag`.
  void fight(const StdGame& g, StdState& s, int flag) const;
  // How filter_legal judges an id of the base game's or C&K's: kept or forbidden whatever the State,
  // or by a rule that reads it (Deserter against a seat, a home knight moved, a knight put there).
  enum class Judged : uint8_t { Kept, Forbidden, Deserter, MoveKnight, KnightTo };
  // Is the id `a`, judged by a rule that reads the State, one that the Enchanted Land forbids now?
  bool forbidden(const StdGame& g, const StdState& s, Judged rule, Action a) const;

  ElOptions opt_;
  HexSet land_;
  VertexSet vertices_, coast_, spots_;
  EdgeSet shore_paths_;            // paths with an end on the Enchanted Land's coast
  std::vector<VertexSet> within_;  // per vertex of the Enchanted Land: its corners within el_steps paths
  std::vector<Judged> judged_;     // by id (numbered)
  std::array<BlockHandle, el_ids::kNumBlocks> blocks_{};
  BlockHandle flag_;
};

}  // namespace catanlab
