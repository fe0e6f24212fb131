// The battle cards (chapter 2, "Battle Progress Cards"; the almanac) and
// Wyler's Help. At a Wyler's Help space each seat, from the active player
// clockwise, may buy up to two cards for 1 wine + 1 amber each (the tokens go
// back to the supply), never beyond the progress-card limit; each is drawn
// face down from the battle deck (a chance outcome by the deck's counts).
// Built: Crossbows (a standoff beside one's knight: the conqueror loses; chapter 3: the fort falls),
// Cavalry Leader Dagur (+1 to one's cavalry for its next attack this turn),
// Quartermaster Odo (all one's knights active, free; of those it activates only
// the one named may act) and Thora (+1 to each of one's knights until one's
// next turn; also before the roll), all played on one's own turn. Aegis and
// Archers, played by any seat between the event track's steps, are
// lotc_interrupt.cpp's.
#include "core/conquerors/lotc_internal.h"

namespace catanlab::lotc {

using namespace lotc_ids;

namespace {

constexpr int kFirstBattle = Crossbows;

bool holds(const StdGame& g, const StdState& s, int k) { return ck_of(g, s).players[s.turn_player].progress[k] > 0; }

int battle_cards_left(const StdGame& g, const StdState& s) {
  int n = 0;
  for (int k = kFirstBattle; k < kNumProgressKinds; ++k) n += ck_of(g, s).deck[k] + ck_of(g, s).returned[k];
  return n;
}

bool may_buy(const StdGame& g, const StdState& s, int q) {
  const LotcSlice& L = lotc_of(g, s);
  return L.battle_bought < 2 && L.wine_held[q] && L.amber_held[q] &&
         ck_of(g, s).players[q].progress_total < ck_opt(g).progress_limit && battle_cards_left(g, s) > 0;
}

// The next seat of Wyler's Help that may buy, or the roll goes on.
void next_buyer(const StdGame& g, StdState& s) {
  LotcSlice& L = lotc_of(g, s);
  for (int q; (q = ck::first_in_turn_order(s, L.wyler_left)) >= 0;) {
    if (may_buy(g, s, q)) {
      s.to_move = uint8_t(q);
      s.phase = LotcPhase::BuyBattle;
      return;
    }
    L.wyler_left &= uint8_t(~(1u << q));
    L.battle_bought = 0;
  }
  s.to_move = s.turn_player;
  after_event(g, s);
}

void seat_done(const StdGame& g, StdState& s) {
  lotc_of(g, s).wyler_left &= uint8_t(~(1u << s.to_move));
  lotc_of(g, s).battle_bought = 0;
  next_buyer(g, s);
}

// Hexes where a conqueror, or (chapter 3) a fort's, stands in a standoff with the knights beside it, one of them p's.
HexSet standoffs(const StdGame& g, const StdState& s, int p) {
  HexSet out;
  for (int h = 0; h < g.topo().num_hexes; ++h) {
    const int enemy = lotc_of(g, s).conqueror[h] ? lotc_of(g, s).conqueror[h] : lotc_of(g, s).fort[h] & kFortStrength;
    uint8_t owners = 0;
    if (enemy && knights_around(g, s, h, &owners) == enemy && ((owners >> p) & 1)) out.set(h);
  }
  return out;
}

// Quartermaster Odo: all of p's knights active for free; no knight acts twice a turn, and of the
// knights it activates that have not acted (the almanac: "an action with 1 knight that you haven't
// used yet") only the `chosen`-th of p's knights (by vertex; -1: none) may act.
void play_odo(const StdGame& g, StdState& s, int p, int chosen) {
  ck::spend_card(g, s, QuartermasterOdo);
  int i = 0;
  s.base.players[p].vertex_pieces.for_each([&](int v) {
    const uint8_t k = ck_of(g, s).knight[v];
    if (!(k & knight::kActive)) ck::set_knight(g, s, v, uint8_t(k | (i == chosen ? knight::kActive : knight::kActive | knight::kSpent)));
    ++i;
  });
}

}  // namespace

void wylers_help(const StdGame& g, StdState& s) {
  lotc_of(g, s).wyler_left = uint8_t((1u << s.num_players) - 1);
  lotc_of(g, s).battle_bought = 0;
  next_buyer(g, s);
}

void battle_plays(const StdGame& g, const StdState& s, const LotcIds& ids, ActionList& out) {
  const int p = s.to_move;
  if (s.phase == LotcPhase::BuyBattle) {
    out.push(ids.id(kBuyBattle));
    out.push(ids.id(kPassBattle));
    return;
  }
  if (s.phase != Phase::Main && s.phase != Phase::PreRoll) return;
  const auto& hand = ck_of(g, s).players[s.turn_player].progress;  // the four cards asked below, in one look
  if (!(hand[Crossbows] | hand[CavalryLeaderDagur] | hand[QuartermasterOdo] | hand[Thora])) return;
  const bool main = s.phase == Phase::Main;
  if (main && holds(g, s, Crossbows))
    standoffs(g, s, p).for_each([&](int h) { out.push(ids.id(kPlayCrossbows, h)); });
  if (main && holds(g, s, CavalryLeaderDagur) && !((lotc_of(g, s).dagur >> p) & 1) && equipped_knight(g, s, Equipment::Horse, p) >= 0)
    out.push(ids.id(kPlayDagur));
  if (main && holds(g, s, QuartermasterOdo)) {  // naming the unused knight that may act, if any
    bool inactive = false, unused = false;
    int i = 0;
    s.base.players[p].vertex_pieces.for_each([&](int v) {
      const uint8_t k = ck_of(g, s).knight[v];
      inactive |= !(k & knight::kActive);
      if (!(k & (knight::kActive | knight::kSpent)))
        unused = true, out.push(ids.id(kPlayOdoKnight, i));
      ++i;
    });
    if (inactive && !unused) out.push(ids.id(kPlayOdo));
  }
  if (holds(g, s, Thora) && lotc_of(g, s).thora == 0xFF) out.push(ids.id(kPlayThora));
}

bool may_play_before_roll(const StdGame& g, const StdState& s) { return holds(g, s, Thora) && lotc_of(g, s).thora == 0xFF; }

void apply_battle(const StdGame& g, StdState& s, Block b, int i) {
  LotcSlice& L = lotc_of(g, s);
  const int p = s.to_move;
  switch (b) {
    case kBuyBattle:  // the tokens go back to the supply; the card is drawn next
      L.wine_held[p] -= 1;
      L.amber_held[p] -= 1;
      L.battle_bought += 1;
      s.phase = LotcPhase::BattleDraw;
      return;
    case kPassBattle:
      return seat_done(g, s);
    case kPlayThora:
      ck::spend_card(g, s, Thora);
      L.thora = uint8_t(p);
      return;
    case kPlayOdo:
      return play_odo(g, s, p, -1);
    case kPlayOdoKnight:
      return play_odo(g, s, p, i);
    case kPlayDagur:
      ck::spend_card(g, s, CavalryLeaderDagur);
      L.dagur |= uint8_t(1u << p);
      return;
    default:
      return;
  }
}

void play_crossbows(const StdGame& g, StdState& s, int h) {
  ck::spend_card(g, s, Crossbows);
  if (lotc_of(g, s).fort[h] & kFortStrength) return capture_fort(g, s, h);  // chapter 3: "the fort falls"
  uint8_t owners = 0;
  knights_around(g, s, h, &owners);
  lotc_of(g, s).conqueror[h] = 0;  // the conqueror loses: a won battle (example 10); the hex stays conquered (5)
  reward_heroes(g, s, owners);
  HexSet changed;
  changed.set(h);
  refresh_closed_roads(g, s, changed);
}

void battle_draw(const StdGame& g, StdState& s, int k) {
  CkSlice& c = ck_of(g, s);
  if (!c.deck[k]) {  // the cards put back become the deck
    for (int j = kFirstBattle; j < kNumProgressKinds; ++j) c.deck[j] += c.returned[j], c.returned[j] = 0;
  }
  c.deck[k] -= 1;
  ck::gain_progress(g, s, s.to_move, k);  // below the limit: bought only then
  if (may_buy(g, s, s.to_move)) {
    s.phase = LotcPhase::BuyBattle;
    return;
  }
  seat_done(g, s);
}

int battle_outcomes(const StdGame& g, const StdState& s, const LotcIds& ids, ChanceOutcome* out) {
  const CkSlice& c = ck_of(g, s);
  int shuffled = 0;
  for (int k = kFirstBattle; k < kNumProgressKinds; ++k) shuffled += c.deck[k];
  const bool under = shuffled == 0;  // the deck is gone: the cards put back are drawn
  int total = 0, n = 0;
  for (int k = kFirstBattle; k < kNumProgressKinds; ++k) total += under ? c.returned[k] : c.deck[k];
  for (int k = kFirstBattle; k < kNumProgressKinds; ++k) {
    const int count = under ? c.returned[k] : c.deck[k];
    if (count) out[n++] = {ids.id(kBattleDraw, k - kFirstBattle), double(count) / total};
  }
  return n;
}

void turn_starts(const StdGame& g, StdState& s) {
  // Thora lapses before her holder's next roll, Dagur's point at the end of its turn: knights
  // that stood only with them fall.
  const bool thora = lotc_of(g, s).thora == s.turn_player;
  if (!thora && !lotc_of(g, s).dagur) return;
  if (thora) lotc_of(g, s).thora = 0xFF;
  lotc_of(g, s).dagur = 0;
  remove_beaten_knights(g, s);
}

bool beside_conqueror(const StdGame& g, const StdState& s, int v) {
  for (int8_t h : g.topo().vertex_hex[v])
    if (h >= 0 && lotc_of(g, s).conqueror[h]) return true;
  return false;
}

void dagur_spent(const StdGame& g, StdState& s, int v) {
  const int p = knight::owner(ck_of(g, s).knight[v]);
  if (!((lotc_of(g, s).dagur >> p) & 1) || equipped_knight(g, s, Equipment::Horse, p) != v) return;
  lotc_of(g, s).dagur &= uint8_t(~(1u << p));  // after the attack it loses the point at once
  remove_beaten_knights(g, s);
}

}  // namespace catanlab::lotc
