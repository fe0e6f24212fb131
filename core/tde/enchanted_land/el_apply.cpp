// Enchanted Land's transitions: a knight crosses, moves and pushes another
// off, the displaced knight is placed, a dragon is fought (its flag drawn by
// chance the first time), and the sixth dragon slain ends the game.
#include "core/base/turn.h"
#include "core/cities_knights/ck_internal.h"
#include "core/common/chance.h"
#include "core/tde/enchanted_land/el_rules.h"

namespace catanlab {

using namespace el_ids;

namespace {
const EnchantedLand& el_module(const Module& self) { return static_cast<const EnchantedLand&>(self); }
}  // namespace

void EnchantedLand::apply_cross(const Module&, const StdGame& g, StdState& s, int v) {
  el_of(g, s).knight_from = uint8_t(v);
  s.phase = ElPhase::CrossTo;
}

void EnchantedLand::apply_move(const Module&, const StdGame& g, StdState& s, int v) {
  el_of(g, s).knight_from = uint8_t(v);
  s.phase = ElPhase::MoveTo;
}

void EnchantedLand::apply_cross_to(const Module& self, const StdGame& g, StdState& s, int v) {
  el_module(self).move_knight(g, s, v, true);
}

void EnchantedLand::apply_move_to(const Module& self, const StdGame& g, StdState& s, int v) {
  el_module(self).move_knight(g, s, v, false);
}

void EnchantedLand::apply_place(const Module&, const StdGame& g, StdState& s, int v) {
  ck::put_knight(g, s, v, ck_of(g, s).displaced);
  ck_of(g, s).displaced = 0;
  resume_turn(s);
}

void EnchantedLand::apply_fight(const Module& self, const StdGame& g, StdState& s, int v) {
  ElSlice& e = el_of(g, s);
  e.knight_from = uint8_t(v);
  if (const int flag = el::shown_flag(e, v)) return el_module(self).fight(g, s, flag);
  s.phase = ElPhase::Flag;
}

// dragon_flag: the face-down flag of the dragon fought turns up.
void EnchantedLand::apply_flag(const Module& self, const StdGame& g, StdState& s, int index) {
  ElSlice& e = el_of(g, s);
  const int flag = index + 1, v = e.knight_from;
  e.hidden[flag - 1] -= 1;
  e.shown.set(v);
  if (flag >= 2) e.strong.set(v);
  if (flag == 3) e.mighty.set(v);
  el_module(self).fight(g, s, flag);
}

void EnchantedLand::move_knight(const StdGame& g, StdState& s, int v, bool crossing) const {
  ElSlice& e = el_of(g, s);
  // Moving, like crossing, is the knight's action: it ends inactive (§4.6, C&K §9.3).
  const uint8_t mover = uint8_t((ck::take_knight(g, s, e.knight_from) & ~knight::kActive) | knight::kSpent);
  e.knight_from = kNoKnight;
  if (crossing) e.crossed = uint8_t(e.crossed | 1u << knight::owner(mover));
  CkSlice& c = ck_of(g, s);
  const bool displacing = s.base.vertex_pieces.test(v);
  if (displacing) c.displaced = ck::take_knight(g, s, v);
  ck::put_knight(g, s, v, mover);
  if (!displacing) return resume_turn(s);
  if (el::free_places(g, s).any()) {
    s.phase = ElPhase::Place;  // the displacer puts it anywhere free on the Enchanted Land (ours)
    return;
  }
  c.players[knight::owner(c.displaced)].knights_left[knight::strength(c.displaced) - 1] += 1;  // nowhere: the supply
  c.displaced = 0;
  resume_turn(s);
}

void EnchantedLand::fight(const StdGame& g, StdState& s, int flag) const {
  ElSlice& e = el_of(g, s);
  const int v = e.knight_from;
  const uint8_t k = uint8_t((ck_of(g, s).knight[v] & ~knight::kActive) | knight::kSpent);  // a fight is the knight's action
  e.knight_from = kNoKnight;
  ck::set_knight(g, s, v, k);
  const int p = knight::owner(k);
  if (knight::strength(k) >= flag) {  // flag 1 loses to any knight, 2 to strong and mighty, 3 to mighty
    e.dragons.reset(v), e.shown.reset(v), e.strong.reset(v), e.mighty.reset(v);
    e.slain[p] += 1, s.base.players[p].module_vp += 1;  // a point (§4.6)
    if (e.slain[p] >= opt_.el_dragon_win) {  // the sixth dragon wins at once (it is the seat's turn)
      s.winner = uint8_t(p);
      s.phase = Phase::GameOver;
      return;
    }
  }
  resume_turn(s);
}

int EnchantedLand::chance_outcomes(const StdGame& g, const StdState& s, ChanceOutcome* out) const {
  if (s.phase != ElPhase::Flag) return 0;
  const ElSlice& e = el_of(g, s);
  const int total = e.hidden[0] + e.hidden[1] + e.hidden[2];
  int n = 0;
  for (int k = 0; k < kDragonStrengths; ++k)
    if (e.hidden[k]) out[n++] = {flag_id(k + 1), double(e.hidden[k]) / total};
  return n;
}

Action EnchantedLand::sample_chance(const StdGame& g, const StdState& s, Rng& rng) const {
  if (s.phase != ElPhase::Flag) return -1;
  const ElSlice& e = el_of(g, s);
  return flag_id(draw_pile(e.hidden, e.hidden[0] + e.hidden[1] + e.hidden[2], rng) + 1);
}

}  // namespace catanlab
