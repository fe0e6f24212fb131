// What the Great Canal forbids of the base game's, C&K's and Seafarers' ids:
// settlements on the small islands, knights built or placed there, the robber
// on a lake, the farmland's face-down tokens swapped; and in set-up, a
// building on the coast for each seat, which takes a ship.
#include "core/seafarers/sea_rules.h"
#include "core/tde/common/setup_coast.h"
#include "core/tde/great_canal/canal_rules.h"

namespace catanlab {

bool GreatCanal::forbidden(Ruled rule, int index, const HexSet& lakes, bool flooded) const {
  const int i = index;  // a vertex (islets) or a hex (lakes, farmland)
  switch (rule) {
    case Ruled::Islet: return islet_vertices_.test(i);
    case Ruled::Lake: return lakes.test(i);
    case Ruled::Farmland: return !flooded && farmland_.test(i);
    case Ruled::None: break;
  }
  return false;
}

void GreatCanal::filter_legal(const StdGame& g, const StdState& s, ActionList& list) const {
  const ActionSpace& space = g.actions();
  const bool flooded = canal_of(g, s).dug == canal_;
  const HexSet lakes = lakes_when(flooded);
  const Ruled* ruled = ruled_.data();
  const size_t ruled_blocks = ruled_.size();
  Action* kept = list.data;
  for (const Action *x = list.data, *end = list.data + list.size; x != end; ++x) {
    const ActionSpace::Block b = space.block_of(*x);
    const Ruled rule = size_t(b) < ruled_blocks ? ruled[b] : Ruled::None;
    if (rule == Ruled::None || !forbidden(rule, *x - space.first(b), lakes, flooded)) *kept++ = *x;
  }
  list.size = int(kept - list.data);
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
