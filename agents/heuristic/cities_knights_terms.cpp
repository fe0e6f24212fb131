// Cities & Knights' terms: improvements and their abilities, knights against
// the barbarians, walls, progress cards (the others' only by count).
#include "agents/heuristic/module_terms.h"
#include "core/cities_knights/ck_rules.h"

namespace catanlab {

namespace {

constexpr double kLevel = 3.0;            // per improvement level: draws, and the way to a metropolis
constexpr double kAbility = 4.0;          // a level-3 ability (trading house, fortress, aqueduct)
constexpr double kKnightActive = 2.0;     // per active strength: defence and actions
constexpr double kKnightIdle = 1.2;       // per inactive strength
constexpr double kBarbarianThreat = 6.0;  // at the attack, with plain cities and no defence
constexpr double kWall = 1.0;
constexpr double kProgressCard = 2.5;

struct CkTerms final : ModuleTerms {
  double seat(const StdGame& g, const StdState& s, int player, bool) const override {
    const CkSlice& ck = ck_of(g, s);
    const CkPlayer& c = ck.players[player];
    const PlayerState& p = s.base.players[player];
    double v = 0;
    for (int k = 0; k < kNumTracks; ++k) v += kLevel * c.level[k] + (c.level[k] >= ck_opt(g).ability_level ? kAbility : 0);
    int active = 0, idle = 0;
    p.vertex_pieces.for_each([&](int x) {
      const uint8_t k = ck.knight[x];
      ((k & knight::kActive) ? active : idle) += knight::strength(k);
    });
    v += kKnightActive * active + kKnightIdle * idle + kWall * c.walls;
    v += kProgressCard * c.progress_total;  // the kinds are not weighed, so the count serves both views
    if (ck.barbarians && (p.cities - ck::metropolis_vertices(g, s)).any()) {
      // The closer the ship, the more a plain city is at risk while the seat's defence is below 2.
      const double near = double(ck.barbarians) / ck_opt(g).barbarian_track;
      v -= kBarbarianThreat * near * near * std::max(0, 2 - active) / 2.0;
    }
    if (s.phase == CkPhase::DrawProgress && s.to_move == player) v += kPendingDraw;
    return v;
  }
};

}  // namespace

void register_cities_knights_terms() {
  static const CkTerms terms;
  register_module_terms("cities_knights", terms);
}

}  // namespace catanlab
