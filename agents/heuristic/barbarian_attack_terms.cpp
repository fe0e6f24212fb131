// Barbarian Attack's terms: knights where barbarians stand (more knights than
// barbarians free the hex and take prisoners), the threat to the seat's own
// buildings on coastal hexes with barbarians, the odd prisoner (a VP needs two;
// prisoners' VP count in the VP term), and gold as resources.
#include "agents/heuristic/module_terms.h"
#include "core/barbarian_attack/ba_rules.h"

namespace catanlab {

namespace {

constexpr double kKnight = 3.0;        // a knight on the board
constexpr double kPendingCard = 4.0;   // a card bought, not yet drawn or placed (a knight, most likely)
constexpr double kKnightAtThreat = 2.0;  // per own knight on a path of a coastal hex with barbarians
constexpr double kWinning = 4.0;       // the seat's knights there beat the barbarians (a victory at the turn's end)
constexpr double kExposed = 1.5;       // per own building unit (city 2) per barbarian on its coastal hex
constexpr double kOddPrisoner = 4.0;   // half a VP's way to the next point

struct BaTerms final : ModuleTerms {
  double seat(const StdGame& g, const StdState& s, int player, bool) const override {
    const BaSlice& a = ba_of(g, s);
    const Topology& t = g.topo();
    const PlayerState& p = s.base.players[player];
    const int conquer = ba_opt(g).ba_conquer;
    double v = kKnight * a.seats[player].knights.count() + kOddPrisoner * (a.seats[player].prisoners % 2) +
               kCard * double(a.seats[player].gold) / ba_opt(g).ba_gold_price;
    if ((s.phase == BaPhase::Draw || s.phase == BaPhase::PlaceKnight) && s.to_move == player) v += kPendingCard;
    EdgeSet all;
    for (const BaSeat& q : a.seats) all |= q.knights;
    for (int h : ba::coast(g)) {
      const int n = a.barbarians[h];
      if (!n) continue;
      const EdgeSet paths = ba::hex_paths(g, h);
      const int mine = (a.seats[player].knights & paths).count();
      v += kKnightAtThreat * mine;
      if (mine && (all & paths).count() > n) v += kWinning;
      if (n < conquer) {
        const int units = (t.hex_vertices[h] & p.settlements).count() + 2 * (t.hex_vertices[h] & p.cities).count();
        v -= kExposed * units * n / conquer;
      }
    }
    return v;
  }
};

}  // namespace

void register_barbarian_attack_terms() {
  static const BaTerms terms;
  register_module_terms("barbarian_attack", terms);
}

}  // namespace catanlab
