// Departure into the Unknown (../shared/rules/treasures-dragons-explorers.md
// §4.2; docs/tde_departure.md): the treasure hunt over Seafarers, whose finder
// keeps a tile face down instead of using it, up to keep_max (4). Kept tiles
// reward their count (the book's table): one raises the hand limit by 2 (a 7
// makes hands above 9 discard), three give 1 VP, four 2 VP. A sea or desert
// turned up gives nothing, and there is no stock.
#include "core/base/module_registry.h"
#include "core/tde/common/treasure_hunt.h"

namespace catanlab {

namespace {

constexpr int kKeptHandBonus = 2;  // one kept tile: 9 cards instead of 7

class Departure final : public TreasureHunt {
 public:
  const char* name() const override { return "departure"; }
  unsigned hooks() const override { return kHookBuild | kHookExtraVp; }

  int extra_vp(const StdGame& g, const StdState& s, int player) const override {
    const int kept = kept_by(treasure_of(g, s), player);
    return kept >= 4 ? 2 : kept == 3 ? 1 : 0;
  }

  // The hand limit is a cache that other modules add to (C&K's city walls).
  void rebuild_caches(const StdGame& g, StdState& s) const override {
    for (int q = 0; q < s.num_players; ++q)
      if (kept_by(treasure_of(g, s), q)) s.base.players[q].hand_limit_bonus += kKeptHandBonus;
  }

 protected:
  void kept(const StdGame& g, StdState& s, int player) const override {
    if (kept_by(treasure_of(g, s), player) == 1) s.base.players[player].hand_limit_bonus += kKeptHandBonus;
  }
};

}  // namespace

void register_departure() {
  register_module("departure", []() -> std::unique_ptr<Module> { return std::make_unique<Departure>(); });
}

}  // namespace catanlab
