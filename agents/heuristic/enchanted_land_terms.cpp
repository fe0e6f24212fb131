// Enchanted Land's terms: ships toward its coast and a knight ready to cross
// (until the seat's one crossing), a knight over there, a knight on a
// dragon's spot by its odds of slaying it (a shown flag, or the face-down
// flags left), and the race to the sixth dragon. A dragon's VP counts in the
// VP term.
#include <algorithm>

#include "agents/heuristic/module_terms.h"
#include "agents/heuristic/sailing.h"
#include "core/cities_knights/ck_internal.h"
#include "core/tde/enchanted_land/el_rules.h"

namespace catanlab {

namespace {

constexpr double kOverThere = 16.0;   // a knight on the Enchanted Land: the dragons within its reach (beats the way there)
constexpr double kShore = 10.0;       // the seat's ships reach the Enchanted Land's coast (the way over): a point's worth
constexpr double kReady = 4.0;        // and a knight could cross now
constexpr int kSailReach = 6;         // ships' lengths within which the coast still counts, less the farther
constexpr double kOnDragon = 0.6;     // of a dragon's VP, for a knight on its spot, by the odds of winning
constexpr double kActive = 0.3;       // of that, once more for a knight there ready to fight
constexpr double kLastDragons = 4.0;  // per dragon slain beyond half the dragons that win: the race's end

// The odds that a knight of `strength` beats the dragon at v.
double odds(const ElSlice& e, int v, int strength) {
  if (const int flag = el::shown_flag(e, v)) return strength >= flag ? 1.0 : 0.0;
  int total = 0, beaten = 0;
  for (int k = 0; k < kDragonStrengths; ++k) {
    total += e.hidden[k];
    if (k < strength) beaten += e.hidden[k];
  }
  return total ? double(beaten) / total : 0.0;
}

// Before the seat's crossing: its ships at the Enchanted Land's coast (and an active knight with
// a landing), or the coast within sailing reach, the nearer the more.
double way_over(const StdGame& g, const StdState& s, int player) {
  const VertexSet& coast = el::coast(g);
  const VertexSet theirs = s.base.occupied - buildings_of(s.base.players[player]);
  const int d = sail_distance(g, s, player, kSailReach, [&](int v) { return coast.test(v) && !theirs.test(v); });
  if (d < 0) return 0;
  if (d > 0) return kShore * (1.0 - double(d) / (kSailReach + 1));
  const CkSlice& c = ck_of(g, s);
  bool ready = false;
  (s.base.players[player].vertex_pieces - el::vertices(g)).for_each([&](int v) {
    ready = ready || ((c.knight[v] & knight::kActive) && el::landings(g, s, v).any());
  });
  return kShore + (ready ? kReady : 0.0);
}

struct ElTerms final : ModuleTerms {
  double seat(const StdGame& g, const StdState& s, int player, bool) const override {
    const ElSlice& e = el_of(g, s);
    const CkSlice& c = ck_of(g, s);
    double v = 0;
    const bool mine = e.knight_from != kNoKnight && knight::owner(c.knight[e.knight_from]) == player;
    // A crossing or move under way counts as made: the knight over there, at its best destination.
    const bool crossing = mine && s.phase == ElPhase::CrossTo, moving = mine && s.phase == ElPhase::MoveTo;
    auto on_dragon = [&](int x, int strength) { return e.dragons.test(x) ? odds(e, x, strength) * kVp * kOnDragon : 0.0; };
    (s.base.players[player].vertex_pieces & el::vertices(g)).for_each([&](int x) {
      v += kOverThere;
      const int strength = knight::strength(c.knight[x]);
      if (moving && x == e.knight_from) {
        double best = 0;
        el::moves(g, s, x).for_each([&](int w) { best = std::max(best, on_dragon(w, strength)); });
        v += best;
      } else if (s.phase == ElPhase::Flag && e.knight_from == x) {
        v += odds(e, x, strength) * kVp;  // the fight under way: its expected point
      } else {
        v += on_dragon(x, strength) * (1.0 + ((c.knight[x] & knight::kActive) ? kActive : 0.0));
      }
    });
    if (crossing) v += kOverThere;
    else if (!(e.crossed >> player & 1)) v += way_over(g, s, player);
    const int half = el_opt(g).el_dragon_win / 2;
    if (e.slain[player] > half) v += kLastDragons * (e.slain[player] - half);
    return v;
  }
};

}  // namespace

void register_enchanted_land_terms() {
  static const ElTerms terms;
  register_module_terms("enchanted_land", terms);
}

}  // namespace catanlab
