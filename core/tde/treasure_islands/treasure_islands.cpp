// The Treasure Islands (TD&E §4.1;
// docs/tde_treasure_islands.md): the treasure hunt over Seafarers, with a tile
// of the stock for every sea or desert hex discovered, and the game's end once
// `chips_end` chips (Seafarers' island bonuses at 1 VP) are out: the most VP
// wins, then the most chips, else the win is shared.
#include <bit>

#include "core/standard/module_registry.h"
#include "core/seafarers/sea_rules.h"
#include "core/tde/common/treasure_hunt.h"

namespace catanlab {

namespace {

int chips(const SeaSlice& sea, int seat) { return std::popcount(unsigned(sea.bonus_islands[seat])); }

class TreasureIslands final : public TreasureHunt {
 public:
  const char* name() const override { return "treasure_islands"; }
  unsigned hooks() const override { return kHookBuild | kHookReturns; }

  void on_build(const StdGame& g, StdState& s, Piece piece, int where, int player) const override {
    TreasureHunt::on_build(g, s, piece, where, player);
    if (piece == SeaPiece::Revealed) {
      const Terrain x = s.layout.terrain[where];
      if (x == Terrain::Sea || x == Terrain::Desert) owe_stock(g, s, player);
    } else if (piece == Piece::Settlement && topt().chips_end) {
      chip_end(g, s);
    }
  }

  bool returns(const StdGame& g, const StdState& s, double* out) const override {
    const uint8_t winners = treasure_of(g, s).winners;
    if (s.phase != Phase::GameOver || !winners) return false;
    for (int q = 0; q < s.num_players; ++q) out[q] = winners >> q & 1;
    return true;
  }

 private:
  // The chip that makes `chips_end` ends the game at once, on anyone's turn (§4.1).
  void chip_end(const StdGame& g, StdState& s) const {
    const SeaSlice& sea = sea_of(g, s);
    int out = 0;
    for (int q = 0; q < s.num_players; ++q) out += chips(sea, q);
    if (out < topt().chips_end) return;
    int best_vp = -1, best_chips = -1;
    uint8_t winners = 0;
    for (int q = 0; q < s.num_players; ++q) {
      const int vp = g.victory_points(s, q), c = chips(sea, q);
      if (vp > best_vp || (vp == best_vp && c > best_chips)) best_vp = vp, best_chips = c, winners = 0;
      if (vp == best_vp && c == best_chips) winners = uint8_t(winners | 1u << q);
    }
    treasure_of(g, s).winners = winners;
    s.winner = std::popcount(unsigned(winners)) == 1 ? uint8_t(std::countr_zero(unsigned(winners))) : kNobody;
    s.phase = Phase::GameOver;
  }
};

}  // namespace

void register_treasure_islands() {
  register_module("treasure_islands", []() -> std::unique_ptr<Module> { return std::make_unique<TreasureIslands>(); });
}

}  // namespace catanlab
