// Seafarers over Cities & Knights (Seafarers §9) as the module
// `seafarers_ck`: Seafarers' rules, extending Cities & Knights. What C&K's own
// rules take from ships comes through the base game's generic points (knights
// walk a seat's roads and path pieces, and stand aboard its ships at sea;
// foreign knights cut trade routes; gold pays in C&K's production through
// on_produce, never commodities; Road Building's progress card lays ships;
// the robber and the pirate sleep until the first attack, as a 7 moves
// neither; a knight's chase of the robber moves the robber alone,
// BaseSlice::robber_alone). What is here: an active knight on a corner of the
// pirate's hex chases the pirate (chase_pirate vN, then its sea hex); Diplomat
// takes a ship at an open route's end as an open road (C&K's CkExtension); on a
// board with fog, the Bishop and the Inventor keep off what the fog turned up.
#include "core/standard/module_registry.h"
#include "core/cities_knights/ck_internal.h"
#include "core/seafarers/sea_internal.h"

namespace catanlab {

namespace {

constexpr Phase kPirateChase = Phase(133);  // a knight chased the pirate: where it goes

class SeafarersCk final : public Seafarers, public CkExtension {
 public:
  const char* name() const override { return "seafarers_ck"; }
  const char* extends() const override { return "cities_knights"; }
  void extend(Module& extended) override { dynamic_cast<CitiesKnights&>(extended).set_extension(*this); }
  EdgeSet open_path_pieces(const StdGame& g, const StdState& s, int q) const override { return sea::open_ships(g, s, q); }
  void remove_path_piece(const StdGame& g, StdState& s, int owner, int e) const override {
    sea::remove_ship(g, s, owner, e);
  }
  // A knight cuts the others' ship routes where it stands (§9): their ship caches follow it.
  void on_build(const StdGame& g, StdState& s, Piece piece, int where, int player) const override {
    Seafarers::on_build(g, s, piece, where, player);
    if (piece == CkPiece::Knight || piece == CkPiece::KnightTaken) sea::corner_taken(g, s, player, where);
  }
  std::vector<PhaseSpec> phases() const override {
    std::vector<PhaseSpec> out = Seafarers::phases();
    out.push_back({kPirateChase, "pirate_chase"});
    return out;
  }
  void declare(BlockTable& blocks, const StdGame& g) override {
    Seafarers::declare(blocks, g);
    blocks.add(chase_, "chase_pirate", Domain::Vertex, g.topo().num_vertices, apply_chase);
  }
  // On a board with fog, the Bishop moves the robber only onto land turned up (as the base game's
  // robber, Seafarers), and the Inventor swaps only the board's own tokens, never one drawn from a
  // fog stack (ours: the stacks and the board's tokens stay accountable).
  void filter_legal(const StdGame& g, const StdState& s, ActionList& list) const override {
    Seafarers::filter_legal(g, s, list);
    const HexSet& fog = g.board().fog;
    if (!fog.any()) return;
    const BlockHandle &bishop = ck_blocks(g).play_bishop, &inventor = ck_blocks(g).inventor_swap;
    int kept = 0;
    for (int i = 0; i < list.size; ++i) {
      const Action x = list.data[i];
      const bool robber_off_land = bishop.contains(x) && !sea::land_now(s, bishop.index_of(x));
      const bool fog_token = inventor.contains(x) && fog.test(inventor.index_of(x));
      if (!robber_off_land && !fog_token) list.data[kept++] = x;
    }
    list.size = kept;
  }

  void legal_actions(const StdGame& g, const StdState& s, ActionList& out) const override {
    Seafarers::legal_actions(g, s, out);
    const uint8_t pirate = sea_of(g, s).pirate;
    if (s.phase == kPirateChase) return pirate_moves(g, s, out);
    if (s.phase != Phase::Main || pirate == kNoSeaHex || !ck::robber_awake(g, s)) return;
    const CkSlice& c = ck_of(g, s);
    (s.base.players[s.to_move].vertex_pieces & g.topo().hex_vertices[pirate]).for_each([&](int v) {
      if ((c.knight[v] & knight::kActive) && !(c.knight[v] & knight::kSpent)) out.push(chase_.id(v));
    });
  }

 private:
  // chase_pirate vN: a chase is the knight's action (C&K §9.3).
  static void apply_chase(const Module&, const StdGame& g, StdState& s, int v) {
    ck::set_knight(g, s, v, uint8_t((ck_of(g, s).knight[v] & ~knight::kActive) | knight::kSpent));
    s.phase = kPirateChase;
  }

  BlockHandle chase_;
};

}  // namespace

void register_seafarers_ck() {
  register_module("seafarers_ck", []() -> std::unique_ptr<Module> { return std::make_unique<SeafarersCk>(); });
}

}  // namespace catanlab
