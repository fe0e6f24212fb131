// Enchanted Land's terms: a knight over there (the crossing is once a seat),
// a knight on a dragon's spot by its odds of slaying it (a shown flag, or the
// face-down flags left), and the race to the sixth dragon. A dragon's VP
// counts in the VP term.
#include "agents/heuristic/module_terms.h"
#include "core/ck/ck_internal.h"
#include "core/tde/enchanted_land/el_rules.h"

namespace catanlab {

namespace {

constexpr double kOverThere = 3.0;    // a knight on the Enchanted Land: the dragons are within its reach
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

struct ElTerms final : ModuleTerms {
  double seat(const StdGame& g, const StdState& s, int player, bool) const override {
    const ElSlice& e = el_of(g, s);
    const CkSlice& c = ck_of(g, s);
    double v = 0;
    (s.base.players[player].vertex_pieces & el::vertices(g)).for_each([&](int x) {
      v += kOverThere;
      if (!e.dragons.test(x)) return;
      const double win = odds(e, x, knight::strength(c.knight[x])) * kVp;
      if (s.phase == ElPhase::Flag && e.knight_from == x) v += win;  // the fight under way: its expected point
      else v += win * kOnDragon * (1.0 + ((c.knight[x] & knight::kActive) ? kActive : 0.0));
    });
    const int half = el_opt(g).el_dragon_win / 2;
    if (e.slain[player] > half) v += kLastDragons * (e.slain[player] - half);
    return v;
  }
};

}  // namespace

const ModuleTerms& enchanted_land_terms() {
  static const ElTerms terms;
  return terms;
}

}  // namespace catanlab
