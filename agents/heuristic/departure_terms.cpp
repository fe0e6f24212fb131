// Departure into the Unknown's terms: the treasure hunt's (treasure_islands_terms.cpp), and the
// tiles kept face down on the way to their points: the first two are worth a share of the VP
// that the third brings (the first also raises the hand limit); the VP term counts the third's
// and the fourth's points.
#include <algorithm>

#include "agents/heuristic/module_terms.h"
#include "core/tde/common/treasure_hunt.h"

namespace catanlab {

const ModuleTerms& treasure_islands_terms();

namespace {

constexpr double kKeptStep = 3.0;  // above a used tile's 2.5: the third kept is a VP
constexpr int kKeptStepped = 2;

struct DepartureTerms final : ModuleTerms {
  double seat(const StdGame& g, const StdState& s, int player, bool sees) const override {
    const int kept = kept_by(treasure_of(g, s), player);
    return treasure_islands_terms().seat(g, s, player, sees) + kKeptStep * std::min(kept, kKeptStepped);
  }
};

}  // namespace

void register_departure_terms() {
  static const DepartureTerms terms;
  register_module_terms("departure", terms);
}

}  // namespace catanlab
