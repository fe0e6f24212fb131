// Lea the Healer (the almanac; chapters 1 and 2): right after a battle in
// which the conquerors beat knights (a landing, or a conqueror's advance),
// any seat holding Lea may play it, on any turn: one defeated knight comes
// back, placed on a free intersection where its owner may put a knight
// (by the owner's roads; never encircled or into a losing battle); the player
// moves up the hero track when the knight is an opponent's. The seats holding
// Lea with such a place are asked in turn order from the active player
// (lotc_interrupt); the player then picks the knight and its intersection
// (lotc_lea).
#include "core/conquerors/lotc_internal.h"

namespace catanlab::lotc {

using namespace lotc_ids;

namespace {

// Where the defeated knight `k` may come back.
VertexSet lea_spots(const StdGame& g, const StdState& s, uint8_t k) {
  const int owner = knight::owner(k), level = knight::strength(k);
  VertexSet out;
  if (!ck_of(g, s).players[owner].knights_left[level - 1]) return out;
  ck::knight_spots(g, s, owner).for_each([&](int v) {
    if (knight_may_stand(g, s, v, new_knight_strength(g, s, owner, level))) out.set(v);
  });
  return out;
}

void clear_defeated(const StdGame& g, StdState& s) {
  lotc_of(g, s).defeated = {};
  lotc_of(g, s).lea_knight = 0xFF;
}

}  // namespace

bool lea_placeable(const StdGame& g, const StdState& s) {
  for (uint8_t k : lotc_of(g, s).defeated)
    if (k && lea_spots(g, s, k).any()) return true;
  return false;
}

bool open_lea(const StdGame& g, StdState& s, int context) {
  if (s.phase != Phase::GameOver && lotc_of(g, s).defeated[0] && lea_placeable(g, s) &&
      open_interrupt(g, s, kInterruptLea, context))
    return true;
  clear_defeated(g, s);
  return false;
}

void resume_after_lea(const StdGame& g, StdState& s) {
  const int context = lotc_of(g, s).interrupt >> 2;
  lotc_of(g, s).interrupt = 0;
  clear_defeated(g, s);
  s.to_move = s.turn_player;
  if (context == kAfterAdvance) return next_mover(g, s);
  after_event(g, s);
}

void lea_plays(const StdGame& g, const StdState& s, const LotcIds& ids, ActionList& out) {
  if (s.phase != LotcPhase::Lea) return;
  const LotcSlice& L = lotc_of(g, s);
  if (L.lea_knight != 0xFF) {
    lea_spots(g, s, L.defeated[L.lea_knight]).for_each([&](int v) { out.push(ids.id(kLeaTo, v)); });
    return;
  }
  for (int i = 0; i < int(L.defeated.size()); ++i)
    if (L.defeated[i] && lea_spots(g, s, L.defeated[i]).any())
      out.push(ids.id(kLeaKnight, i));
}

void apply_lea(const StdGame& g, StdState& s, Block b, int i) {
  LotcSlice& L = lotc_of(g, s);
  const int p = s.to_move;
  if (b == kLeaTo) {  // the knight comes back at vertex i, inactive
    const uint8_t k = L.defeated[L.lea_knight];
    const int owner = knight::owner(k);
    ck_of(g, s).players[owner].knights_left[knight::strength(k) - 1] -= 1;
    if (owner != p) reward_heroes(g, s, uint8_t(1u << p));
    ck::put_knight(g, s, i, knight::make(owner, knight::strength(k)));  // it fights there, as any arrival
    return resume_after_lea(g, s);
  }
  if (b == kPlayLea) {
    ck::spend_card_of(g, s, p, LeaTheHealer);
    L.interrupt_left = 0;
    s.phase = LotcPhase::Lea;
    return;
  }
  L.lea_knight = uint8_t(i);  // lea_knight I
}

}  // namespace catanlab::lotc
