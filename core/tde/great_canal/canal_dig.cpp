// The Great Canal's events: the canal dug where two active knights meet, its
// finish and the flood; traders' harbors as knights come and go; prospectors'
// cards on a roll.
#include "core/base/pieces.h"
#include "core/cities_knights/ck_internal.h"
#include "core/seafarers/sea_rules.h"
#include "core/tde/great_canal/canal_rules.h"

namespace catanlab {

void GreatCanal::dig(const StdGame& g, StdState& s, int h, int v, int w) const {
  CanalSlice& cs = canal_of(g, s);
  const CkSlice& c = ck_of(g, s);
  cs.dug.set(h);
  // A chip is 1 VP (the book: "Every Catan chip counts one victory point").
  for (const int q : {knight::owner(c.knight[v]), knight::owner(c.knight[w])}) cs.chips[q] += 1, s.base.players[q].module_vp += 1;
}

void GreatCanal::on_build(const StdGame& g, StdState& s, Piece piece, int where, int player) const {
  if (piece != CkPiece::Knight && piece != CkPiece::KnightActivated && piece != CkPiece::KnightTaken) return;
  // A knight placed or taken changes its owner's traders only (the base game adds building harbors).
  if (piece != CkPiece::KnightActivated) refresh_harbors(g, s, player);
  const CkSlice& c = ck_of(g, s);
  if (piece == CkPiece::KnightTaken || !(c.knight[where] & knight::kActive)) return;
  // An active knight arrived or was activated: every canal hex at its corner still holding its chips,
  // with another active knight on its corners, is dug at once, each paying its chips (one other
  // knight at most: two would have dug it already).
  const Topology& t = g.topo();
  CanalSlice& cs = canal_of(g, s);
  const HexSet undug = canal_ - cs.dug;
  if (!undug.any()) return;  // finished
  undug.for_each([&](int h) {
    if (!t.hex_vertices[h].test(where)) return;
    int partner = -1;
    (t.hex_vertices[h] & s.base.vertex_pieces).for_each([&](int w) {
      if (w != where && (c.knight[w] & knight::kActive) && partner < 0) partner = w;
    });
    if (partner >= 0) dig(g, s, h, where, partner);
  });
  if (cs.dug.count() < opt_.canal_finish) return;
  // Finished by the digs just made: the tiles not dug with them are placed, their chips out of the
  // game ("if the last canal tile was not built at the same time as the penultimate one"); the
  // basin floods and the farmland's tokens turn face up.
  cs.dug = canal_;
  s.base.barren -= farmland_;
}

void GreatCanal::refresh_harbors(const StdGame& g, StdState& s, int q) const {
  PlayerState& p = s.base.players[q];
  p.harbors = uint8_t(harbors_of(g.board(), g.opt(), s, p) | canal::trader_harbors(g, s, q));
}

void GreatCanal::rebuild_caches(const StdGame& g, StdState& s) const {
  for (int q = 0; q < s.num_players; ++q) refresh_harbors(g, s, q), s.base.players[q].module_vp += canal_of(g, s).chips[q];
  s.base.barren = canal_of(g, s).dug == canal_ ? HexSet{} : farmland_;
}

// A knight of a seat on a corner of a small island's gold field whose number rolled: a card of its
// choice, one per seat and roll, until the flood; the robber there blocks it, as production.
bool GreatCanal::on_produce(const StdGame& g, StdState& s, int roll, uint64_t& received) const {
  if (canal_of(g, s).dug == canal_) return false;  // flooded
  const Topology& t = g.topo();
  std::array<uint8_t, kStdSeats> picks{};
  (s.layout.hexes_with_number[roll] & islets_).for_each([&](int h) {
    if (s.layout.terrain[h] != Terrain::Gold || (g.opt().robber && h == s.base.robber)) return;
    for (int q = 0; q < s.num_players; ++q)
      if ((s.base.players[q].vertex_pieces & t.hex_vertices[h]).any()) picks[size_t(q)] = 1;
  });
  return sea_->owe_roll_picks(g, s, picks, received);
}

namespace canal {

uint8_t trader_harbors(const StdGame& g, const StdState& s, int q) {
  uint8_t out = 0;
  const VertexSet& knights = s.base.players[q].vertex_pieces;
  const GreatCanal& m = g.module<GreatCanal>();
  if (!(knights & m.trade_post_vertices_).any()) return out;
  for (const auto& [v, slot] : m.trade_posts_)
    if (knights.test(v)) out = uint8_t(out | 1u << s.layout.harbor_kind[size_t(slot)]);
  return out;
}

}  // namespace canal

}  // namespace catanlab
