// The Cities & Knights module's transitions: set-up, the engine hooks, and the
// handlers of chance outcomes and of the decisions of improvements, walls,
// knights, trade and the roll's interludes. Progress-card plays are in ck_progress.cpp.
#include "core/standard/module_registry.h"
#include "core/cities_knights/ck_internal.h"

namespace catanlab {

using namespace ck;

void CitiesKnights::setup(const StdGame& g, StdState& s) const {
  const CkOptions& o = ck_opt(g);
  CkSlice& c = ck_of(g, s);
  c = CkSlice{};
  for (int k = kNumResources; k < kNumCardKinds; ++k) s.base.bank[k] = uint8_t(o.bank_per_commodity);
  for (int q = 0; q < s.num_players; ++q) c.players[q].knights_left.fill(uint8_t(o.knights_per_level));
  c.deck = o.cards.count;
  c.defenders_left = uint8_t(o.defender_cards);
}

void CitiesKnights::on_build(const StdGame& g, StdState& s, Piece piece, int where, int player) const {
  if (piece == Piece::City) add_city(g, s, player, where, 1);
}

namespace {
// Every knight may act and be promoted again.
void ready_knights(const StdGame& g, StdState& s) { clear_knight_flags(g, s, knight::kSpent | knight::kPromoted); }
}  // namespace

void CitiesKnights::on_turn_start(const StdGame& g, StdState& s) const {
  // Knights activated or promoted in the special building phases before this turn (5-6
  // extension) are ready by their owners' turns.
  if (g.opt().special_build) ready_knights(g, s);
  // Alchemist is the one card played before the roll.
  if (ck_of(g, s).players[s.turn_player].progress[Alchemist]) s.phase = Phase::PreRoll;
}

bool CitiesKnights::on_turn_end(const StdGame& g, StdState& s) const {
  CkSlice& c = ck_of(g, s);
  ready_knights(g, s);
  c.crane = c.fleet = c.harbor_played = c.harbor_done = 0;
  refresh_trade_bonus(g, s, s.turn_player);
  return false;
}

}  // namespace catanlab

namespace catanlab::ck {

namespace {
// A progress card drawn from its deck: a fifth in hand is discarded first.
void draw(const StdGame& g, StdState& s, int k) {
  CkSlice& c = ck_of(g, s);
  c.deck[k] -= 1;
  c.draws &= uint8_t(~(1u << s.to_move));
  if (gain_progress(g, s, s.to_move, k)) {
    s.phase = CkPhase::DiscardProgress;
    return;
  }
  continue_roll(g, s);
}

// A trade with the bank of `give` for one `get`, at p's rate.
void trade_with_bank(const StdGame& g, StdState& s, int give, int get) {
  const int p = s.to_move;
  pay_bank(s.base, p, give, bank_rate_of(g, s, p, give));
  bank_pays(s.base, p, get, 1);
}
}  // namespace

void apply_improve(const Module&, const StdGame& g, StdState& s, int track) { improve(g, s, s.to_move, track); }

void apply_discard(const Module&, const StdGame& g, StdState& s, int commodity) {  // a 7's, or Saboteur's
  pay_bank(s.base, s.to_move, kNumResources + commodity, 1);
  s.base.players[s.to_move].discard_left -= 1;
  next_discarder(g, s);
}

void apply_offer_give(const Module&, const StdGame& g, StdState& s, int commodity) {
  add_to_offer(g, s, kNumResources + commodity, true);
}

void apply_offer_get(const Module&, const StdGame& g, StdState& s, int commodity) {
  add_to_offer(g, s, kNumResources + commodity, false);
}

void apply_trade_commodity(const Module&, const StdGame& g, StdState& s, int index) {
  const int give = index / 7 + kNumResources, j = index % 7;
  trade_with_bank(g, s, give, j < give ? j : j + 1);
}

void apply_trade_for_commodity(const Module&, const StdGame& g, StdState& s, int index) {
  trade_with_bank(g, s, index / 3, index % 3 + kNumResources);
}

void apply_aqueduct(const Module&, const StdGame& g, StdState& s, int resource) {
  bank_pays(s.base, s.to_move, resource, 1);
  ck_of(g, s).aqueduct &= uint8_t(~(1u << s.to_move));
  continue_roll(g, s);
}

void apply_choose_deck(const Module&, const StdGame& g, StdState& s, int track) {  // a tied defender's reward
  CkSlice& c = ck_of(g, s);
  const int p = s.to_move;
  c.rewards &= uint8_t(~(1u << p));
  c.draws |= uint8_t(1u << p);
  c.draw_track[p] = uint8_t(track);
  continue_roll(g, s);
}

void apply_discard_progress(const Module&, const StdGame& g, StdState& s, int kind) { discard_progress(g, s, kind); }

void apply_discard_added(const Module&, const StdGame& g, StdState& s, int added) {
  discard_progress(g, s, kNumCkProgressKinds + added);
}

void apply_build_knight(const Module&, const StdGame& g, StdState& s, int v) {
  const int p = s.to_move;
  pay_cost(s.base, p, ck_opt(g).knight_cost);
  ck_of(g, s).players[p].knights_left[0] -= 1;
  put_knight(g, s, v, knight::make(p, 1));
}

void apply_promote_knight(const Module&, const StdGame& g, StdState& s, int v) {
  CkSlice& c = ck_of(g, s);
  const int p = s.to_move;
  raise_knight(g, s, v);
  if (s.phase == CkPhase::Smith) {  // free; up to two
    c.smith_left -= 1;
    bool more = false;
    s.base.players[p].vertex_pieces.for_each([&](int w) { more |= can_promote(g, s, w); });
    if (c.smith_left == 0 || !more) resume_turn(s);
  } else {
    pay_cost(s.base, p, ck_opt(g).promote_cost);
  }
  g.notify_build(s, CkPiece::KnightPromoted, v, p);
}

void apply_activate_knight(const Module&, const StdGame& g, StdState& s, int v) {
  pay_cost(s.base, s.to_move, ck_opt(g).activate_cost);
  set_knight(g, s, v, uint8_t(ck_of(g, s).knight[v] | knight::kActive | knight::kSpent));  // activated this turn: may not act (§9.3)
  g.notify_build(s, CkPiece::KnightActivated, v, s.to_move);
}

void apply_move_knight(const Module&, const StdGame& g, StdState& s, int v) {
  ck_of(g, s).knight_from = uint8_t(v);
  s.phase = CkPhase::KnightTarget;
}

void apply_knight_to(const Module&, const StdGame& g, StdState& s, int v) {
  CkSlice& c = ck_of(g, s);
  if (s.phase == CkPhase::Relocate) {
    put_knight(g, s, v, c.displaced);
    c.displaced = 0;
    c.knight_from = kNoVertex;
    return resume_turn(s);
  }
  const uint8_t mover = uint8_t((take_knight(g, s, c.knight_from) & ~knight::kActive) | knight::kSpent);
  c.knight_from = kNoVertex;
  const bool displacing = s.base.vertex_pieces.test(v);
  if (displacing) c.displaced = take_knight(g, s, v);
  put_knight(g, s, v, mover);
  if (displacing) return relocate_or_return(g, s, v);
  s.phase = Phase::Main;
}

void apply_chase_robber(const Module&, const StdGame& g, StdState& s, int v) {
  set_knight(g, s, v, uint8_t((ck_of(g, s).knight[v] & ~knight::kActive) | knight::kSpent));
  s.base.robber_alone = 1;      // the robber alone: no other piece a 7 may move (Seafarers' pirate)
  s.phase = Phase::MoveRobber;  // the base robber: move, then steal
}

void apply_build_wall(const Module&, const StdGame& g, StdState& s, int v) {
  pay_cost(s.base, s.to_move, ck_opt(g).wall_cost);
  add_wall(g, s, s.to_move, v);
}

void apply_place_metropolis(const Module&, const StdGame& g, StdState& s, int v) {
  place_metropolis(g, s, ck_of(g, s).metropolis_track, v);
}

void apply_lose_city(const Module&, const StdGame& g, StdState& s, int v) {
  lose_city(g, s, s.to_move, v);
  ck_of(g, s).pillage &= uint8_t(~(1u << s.to_move));
  continue_roll(g, s);
}

void apply_roll(const Module&, const StdGame& g, StdState& s, int index) {
  const int dice = index / 4;
  resolve_roll(g, s, dice / 6 + 1, dice % 6 + 1, index % 4);
}

void apply_event(const Module&, const StdGame& g, StdState& s, int event) {  // after Alchemist's dice
  resolve_roll(g, s, ck_of(g, s).yellow, ck_of(g, s).red, event);
}

void apply_draw_progress(const Module&, const StdGame& g, StdState& s, int kind) { draw(g, s, kind); }
void apply_draw_added(const Module&, const StdGame& g, StdState& s, int added) { draw(g, s, kNumCkProgressKinds + added); }

void apply_steal_card(const Module&, const StdGame& g, StdState& s, int kind) {
  BaseSlice& b = s.base;
  CkSlice& c = ck_of(g, s);
  steal_card(b, s.turn_player, b.victim, kind);
  b.victim = kNobody;
  if (c.steal_queue) {  // Bishop: the next victim
    for (int i = 1; i < s.num_players; ++i) {
      const int q = seat_after(s, s.turn_player, i);
      if ((c.steal_queue >> q) & 1) {
        c.steal_queue &= uint8_t(~(1u << q));
        b.victim = uint8_t(q);
        return;
      }
    }
  }
  resume_turn(s);
}

}  // namespace catanlab::ck

namespace catanlab {

void register_cities_knights() {
  register_module("cities_knights", []() -> std::unique_ptr<Module> { return std::make_unique<CitiesKnights>(); });
}

}  // namespace catanlab
