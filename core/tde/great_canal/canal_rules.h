#pragma once
// GreatCanal: scenario 5 of the book Treasures, Dragons & Explorers ("The
// Great Canal") as a rule module of the standard family, over Seafarers with
// Cities & Knights (design and rulings in docs/tde_great_canal.md). The board
// marks the canal's hexes ("canal"), the basin ("basin"), the lake ("lake"),
// the farmland ("farmland") and the small islands ("small_island"). Two
// active knights on corners of a canal hex dig it at once, its two chips (1 VP
// each) to their owners; the digs that bring the canal to canal_finish hexes
// finish it: a hex not dug with them is placed, its chips lost, the basin
// floods into a lake and the farmland produces. Knights on a small island's
// gold field corner prospect (a card of choice on its number, until the
// flood); on a small island's harbor corner they trade there.
//
// The module has no decisions of its own: it digs in on_build, pays
// prospectors through Seafarers' gold picks and filters the base game's and
// C&K's ids; Seafarers' option single_routes keeps ship routes from forking.
#include "core/standard/std_game.h"
#include "core/cities_knights/ck_extension.h"
#include "core/tde/great_canal/canal_slice.h"

namespace catanlab {

class Seafarers;

// The Great Canal's options: the "great_canal" section of a rule-set file.
struct CanalOptions {
  int canal_finish = 8;  // canal hexes dug that finish the canal (the rest are placed, their chips lost)
};

inline const CanalOptions& canal_opt(const StdGame& g) { return g.options<CanalOptions>(); }
inline CanalSlice& canal_of(const StdGame& g, StdState& s) { return g.slice<CanalSlice>(s); }
inline const CanalSlice& canal_of(const StdGame& g, const StdState& s) { return g.slice<CanalSlice>(s); }
inline CanalSlice& canal_of(const StdGame& g, State& s) { return canal_of(g, std_state(s)); }
inline const CanalSlice& canal_of(const StdGame& g, const State& s) { return canal_of(g, std_state(s)); }

// What the Great Canal's rules read, for the module, agents and tests.
namespace canal {
// The board's canal hexes, basin, lake, farmland and small islands' hexes.
const HexSet& hexes(const StdGame& g);
int basin(const StdGame& g);
const HexSet& farmland(const StdGame& g);
const HexSet& small_islands(const StdGame& g);
// The small islands' corners (no settlement there; knights there do not defend).
const VertexSet& islet_vertices(const StdGame& g);
// Is the canal finished (every canal hex dug), the basin flooded?
bool flooded(const StdGame& g, const StdState& s);
// The lake hexes now: the lake, and the basin once flooded (no robber there).
HexSet lakes(const StdGame& g, const StdState& s);
// The harbor kinds seat q's knights give it on the small islands (harbor bits).
uint8_t trader_harbors(const StdGame& g, const StdState& s, int q);
}  // namespace canal

class GreatCanal final : public Module, public CkExtension {
 public:
  const char* name() const override { return "great_canal"; }
  // C&K's extension point: knights on the small islands do not defend against the barbarians.
  const char* extends() const override { return "cities_knights"; }
  void extend(Module& extended) override;
  void attack_exemptions(const StdGame& g, const StdState& s, VertexSet& not_defending, VertexSet& kept_active) const override;
  void declare(BlockTable& blocks, const StdGame& g) override;
  void numbered(const StdGame& g) override;
  OptionTable options() override;
  SliceSpec slice() const override { return slice_spec<CanalSlice>(); }
  unsigned hooks() const override { return kHookBuild | kHookFilter | kHookProduce; }
  void setup(const StdGame& g, StdState& s) const override;
  void legal_actions(const StdGame&, const StdState&, ActionList&) const override {}
  void on_build(const StdGame& g, StdState& s, Piece piece, int where, int player) const override;
  bool on_produce(const StdGame& g, StdState& s, int roll, uint64_t& received) const override;
  void filter_legal(const StdGame& g, const StdState& s, ActionList& list) const override;
  int observation_size(const StdGame& g) const override;
  void observe(const StdGame& g, const StdState& s, int player, float* out) const override;
  void observe_text(const StdGame& g, const StdState& s, int player, std::string& out) const override;
  const SliceFields* slice_fields() const override;
  void validate(const StdGame& g, const StdState& s) const override;
  void rebuild_caches(const StdGame& g, StdState& s) const override;
  void render_svg(const StdGame& g, const StdState& s, int viewer, SvgCanvas& canvas) const override;

 private:
  friend const HexSet& canal::hexes(const StdGame& g);
  friend int canal::basin(const StdGame& g);
  friend const HexSet& canal::farmland(const StdGame& g);
  friend const HexSet& canal::small_islands(const StdGame& g);
  friend const VertexSet& canal::islet_vertices(const StdGame& g);
  friend uint8_t canal::trader_harbors(const StdGame& g, const StdState& s, int q);
  friend HexSet canal::lakes(const StdGame& g, const StdState& s);

  // Two active knights on corners of canal hex h, one of them at v: dug, chips to their owners.
  void dig(const StdGame& g, StdState& s, int h, int v, int w) const;
  // Seat q's harbors: its buildings' and its traders'.
  void refresh_harbors(const StdGame& g, StdState& s, int q) const;
  // The lakes now: the lake, and the basin once the canal is finished (`flooded`).
  HexSet lakes_now(const StdGame& g, const StdState& s) const;
  HexSet lakes_when(bool flooded) const;

  CanalOptions opt_;
  HexSet canal_, farmland_, islets_, lake_;
  int basin_ = -1;
  VertexSet islet_vertices_, home_vertices_;
  VertexSet gold_corners_;  // corners of the small islands' gold fields
  std::vector<std::pair<int, int>> trade_posts_;  // the small islands' harbor corners and their harbor slots
  VertexSet trade_post_vertices_;                 // those corners: most seats have no knight on any
  const Seafarers* sea_ = nullptr;
  // By id, whether the filter forbids it before the canal is finished (bit 0) and after (bit 1): the others'
  // ids on the small islands' corners, on the lakes, and swapping the farmland's tokens while face down.
  std::vector<uint8_t> forbidden_;
};

}  // namespace catanlab
