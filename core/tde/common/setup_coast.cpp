// The set-up's coast rule of the Seafarers + C&K scenarios (setup_coast.h).
#include "core/tde/common/setup_coast.h"

#include "core/base/base_rules.h"
#include "core/base/pieces.h"
#include "core/standard/std_game.h"
#include "core/base/turn.h"

namespace catanlab::tde {

bool coastal(const StdGame& g, const StdState& s, int v) {
  for (int8_t h : g.topo().vertex_hex[v])
    if (h < 0 || s.layout.terrain[h] == Terrain::Sea) return true;
  return false;
}

void keep_coastal_settlements(const StdGame& g, const StdState& s, ActionList& list) {
  if (s.phase != Phase::SetupSettlement || !last_setup_round(g, s)) return;
  bool has = false;
  buildings_of(s.base.players[s.to_move]).for_each([&](int v) { has |= coastal(g, s, v); });
  if (has) return;
  const BlockHandle& settlement = base_blocks(g).build_settlement;
  auto settles_coast = [&](Action a) { return settlement.contains(a) && coastal(g, s, settlement.index_of(a)); };
  int shore = 0;
  for (int i = 0; i < list.size; ++i) shore += settles_coast(list.data[i]);
  if (shore == 0) return;
  int kept = 0;
  for (int i = 0; i < list.size; ++i)
    if (settles_coast(list.data[i])) list.data[kept++] = list.data[i];
  list.size = kept;
}

}  // namespace catanlab::tde
