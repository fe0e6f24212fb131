// What the Great Canal forbids of the base game's, C&K's and Seafarers' ids:
// settlements on the small islands, knights built or placed there, the robber
// on a lake, the farmland's face-down tokens swapped; and in set-up, a
// building on the coast for each seat, which takes a ship.
#include "core/seafarers/sea_rules.h"
#include "core/tde/common/setup_coast.h"
#include "core/tde/great_canal/canal_rules.h"

namespace catanlab {

void GreatCanal::filter_legal(const StdGame& g, const StdState& s, ActionList& list) const {
  const unsigned now = canal_of(g, s).dug == canal_ ? 2 : 1;  // forbidden_'s bit: after the canal is finished, or before
  const uint8_t* forbidden = forbidden_.data();
  Action* const ids = list.data;
  const int listed = list.size;
  int kept = 0;
  for (int i = 0; i < listed; ++i) {
    const Action a = ids[i];
    ids[kept] = a;  // without a branch
    kept += !(forbidden[a] & now);
  }
  list.size = kept;
  tde::keep_coastal_settlements(g, s, list);
  // A set-up building on the coast takes a ship (the book: "they must place a ship"), where one may lie.
  if (s.phase != Phase::SetupRoad || !tde::coastal(g, s, s.base.setup_vertex)) return;
  const int ne = g.topo().num_edges;
  const Action ship0 = sea_->id(sea_ids::kBuildShip);
  auto ship = [&](Action a) { return a >= ship0 && a < ship0 + ne; };
  int ships = 0;
  for (int i = 0; i < list.size; ++i) ships += ship(list.data[i]);
  if (ships == 0) return;
  int n = 0;
  for (int i = 0; i < list.size; ++i)
    if (ship(list.data[i])) list.data[n++] = list.data[i];
  list.size = n;
}

}  // namespace catanlab
