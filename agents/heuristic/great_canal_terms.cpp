// The Great Canal's terms: knights on corners of canal hexes still holding
// their chips (a chip in prospect, more for an active one, most where another
// active knight waits for a partner), a prospector on a gold field until the
// flood, a trader on a small island's harbor. Chips count in the VP term.
#include "agents/heuristic/module_terms.h"
#include "core/cities_knights/ck_internal.h"
#include "core/tde/great_canal/canal_rules.h"

namespace catanlab {

namespace {

constexpr double kDigger = 0.25;     // of a chip's VP, for each knight of the seat on an undug canal hex
constexpr double kActiveDigger = 0.2;  // more for an active one: it needs one active partner
constexpr double kProspector = 2.0;  // a knight on a gold field's corner: a card of choice on its 8
constexpr double kTrader = 1.0;      // a knight on a small island's harbor corner

struct CanalTerms final : ModuleTerms {
  double seat(const StdGame& g, const StdState& s, int player, bool) const override {
    const Topology& t = g.topo();
    const CkSlice& c = ck_of(g, s);
    const VertexSet& mine = s.base.players[player].vertex_pieces;
    if (!mine.any()) return 0;
    double v = 0;
    (canal::hexes(g) - canal_of(g, s).dug).for_each([&](int h) {
      (mine & t.hex_vertices[h]).for_each([&](int x) {
        v += kVp * (kDigger + ((c.knight[x] & knight::kActive) ? kActiveDigger : 0.0));
      });
    });
    if (!canal::flooded(g, s)) {
      bool prospecting = false;
      canal::small_islands(g).for_each([&](int h) {
        prospecting |= s.layout.terrain[h] == Terrain::Gold && (mine & t.hex_vertices[h]).any();
      });
      if (prospecting) v += kProspector;
    }
    if (canal::trader_harbors(g, s, player)) v += kTrader;
    return v;
  }
};

}  // namespace

void register_great_canal_terms() {
  static const CanalTerms terms;
  register_module_terms("great_canal", terms);
}

}  // namespace catanlab
