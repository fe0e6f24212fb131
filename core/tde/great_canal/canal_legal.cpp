// What the Great Canal forbids of the base game's, C&K's and Seafarers' ids:
// settlements on the small islands, knights built or placed there, the robber
// on a lake, the farmland's face-down tokens swapped; and in set-up, a
// building on the coast for each seat, which takes a ship.
#include "core/tde/common/setup_coast.h"
#include "core/tde/great_canal/canal_rules.h"

namespace catanlab {

bool GreatCanal::forbidden(const StdGame& g, const FilterView& view, Action a) const {
  const Topology& t = g.topo();
  const int nv = t.num_vertices, nh = t.num_hexes;
  auto in = [&](Action first, int n) { return a >= first && a < first + n; };
  if (in(view.settlement0, nv)) return islet_vertices_.test(a - view.settlement0);
  if (in(view.robber0, nh)) return view.lakes.test(a - view.robber0);
  if (in(view.build_knight0, nv)) return islet_vertices_.test(a - view.build_knight0);
  if (in(view.place_knight0, nv)) return islet_vertices_.test(a - view.place_knight0);
  if (in(view.bishop0, nh)) return view.lakes.test(a - view.bishop0);
  if (in(view.inventor0, nh)) return view.barren && farmland_.test(a - view.inventor0);
  return false;
}

void GreatCanal::filter_legal(const StdGame& g, const StdState& s, ActionList& list) const {
  const FilterView first = view(g, s);
  int kept = 0;
  for (int i = 0; i < list.size; ++i)
    if (!forbidden(g, first, list.data[i])) list.data[kept++] = list.data[i];
  list.size = kept;
  tde::keep_coastal_settlements(g, s, list);
  // A set-up building on the coast takes a ship (the book: "they must place a ship"), where one may lie.
  if (s.phase != Phase::SetupRoad || !tde::coastal(g, s, s.base.setup_vertex)) return;
  const int ne = g.topo().num_edges;
  auto ship = [&](Action a) { return a >= first.build_ship0 && a < first.build_ship0 + ne; };
  int ships = 0;
  for (int i = 0; i < list.size; ++i) ships += ship(list.data[i]);
  if (ships == 0) return;
  kept = 0;
  for (int i = 0; i < list.size; ++i)
    if (ship(list.data[i])) list.data[kept++] = list.data[i];
  list.size = kept;
}

}  // namespace catanlab
