#pragma once
// What the Cities & Knights files share: knights on the board, improvements
// and metropolises, rates, progress hands, and the steps of a roll.
#include <algorithm>

#include "core/standard/hand.h"
#include "core/base/pieces.h"
#include "core/base/turn.h"
#include "core/cities_knights/ck_rules.h"
#include "core/standard/std_game.h"

namespace catanlab::ck {

// The robber sleeps until the first attack; a rule set may leave it out (option robber = 0).
inline bool robber_awake(const StdGame& g, const StdState& s) { return g.opt().robber && ck_of(g, s).attacks > 0; }

// Knights.
// Total strength of p's knights (only the active ones if `active_only`).
int knight_strength(const StdGame& g, const StdState& s, int p, bool active_only);
// What a knight of `player` at `from` reaches along the player's own roads,
// passing the player's own pieces but not another's: empty vertices, and
// the other players' knights standing at the ends.
struct Reach {
  VertexSet empty, knights;
};
Reach reach(const StdGame& g, const StdState& s, int player, int from);
// Where the displaced knight (CkSlice::displaced), which stood at `from`, may be
// relocated: the free intersections its owner's roads reach from there, and
// what the extending module adds (CkExtension::widen_relocation).
VertexSet relocation_targets(const StdGame& g, const StdState& s, int from);
// Has the knight at v (active, not spent) anywhere to go past its neighbours? reach() stopping
// at the first.
bool can_move_far(const StdGame& g, const StdState& s, int v, const VertexSet& taken);
// Has the knight at v (active, not spent) anywhere to go? `lines`: its owner's roads and path
// pieces; `taken`: the occupied vertices and knights (found once by the caller for all of a
// player's knights). Inline: most knights have an empty vertex one own road away, no walk needed.
inline bool can_move(const StdGame& g, const StdState& s, int v, const EdgeSet& lines, const VertexSet& taken) {
  const Topology& t = g.topo();
  for (int i = 0; i < 3; ++i)
    if (t.vertex_edge[v][i] >= 0 && lines.test(t.vertex_edge[v][i]) && !taken.test(t.vertex_neighbour[v][i]))
      return true;
  return can_move_far(g, s, v, taken);
}
// Where the knight at v (active, not spent) may go: empty spots and weaker knights.
VertexSet knight_targets(const StdGame& g, const StdState& s, int v);
inline bool can_promote(const StdGame& g, const StdState& s, int v) {
  const uint8_t k = ck_of(g, s).knight[v];
  const int p = knight::owner(k), st = knight::strength(k);
  if (st >= 3 || (k & knight::kPromoted) || ck_of(g, s).players[p].knights_left[st] == 0) return false;
  return st < 2 || ck_of(g, s).players[p].level[PoliticsTrack] >= ck_opt(g).ability_level;  // mighty needs the fortress
}
// Writes the knight byte at v (0: none) and the sets that mirror its flags and strength (CkSlice's
// caches); every change of a knight byte goes through here.
inline void set_knight(const StdGame& g, StdState& s, int v, uint8_t k) {
  CkSlice& c = ck_of(g, s);
  c.knight[v] = k;
  auto mark = [v](VertexSet& set, bool on) { on ? set.set(v) : set.reset(v); };
  mark(c.knights_active, k & knight::kActive);
  mark(c.knights_spent, k & knight::kSpent);
  mark(c.knights_promoted, k & knight::kPromoted);
  mark(c.knights_basic, knight::strength(k) == 1);
  mark(c.knights_strong, knight::strength(k) == 2);
}
// The knight at v goes up one strength (its owner's pieces swap), marked
// promoted this turn; the caller pays and reports it (on_build).
void raise_knight(const StdGame& g, StdState& s, int v);
// Clears `flags` in every knight's byte: fixed-length vector ands over the vertices (no knight
// there: a zero stays zero), not a bit loop over the knights; then any vertices past those, and
// the flags' sets.
inline void clear_knight_flags(const StdGame& g, StdState& s, uint8_t flags) {
  constexpr int kVectorised = kMaxVertices / 32 * 32;
  CkSlice& c = ck_of(g, s);
  uint8_t* knight = c.knight.data();
  for (int v = 0; v < kVectorised; ++v) knight[v] &= uint8_t(~flags);
  for (int v = kVectorised; v < g.topo().num_vertices; ++v) knight[v] &= uint8_t(~flags);
  if (flags & knight::kActive) c.knights_active = {};
  if (flags & knight::kSpent) c.knights_spent = {};
  if (flags & knight::kPromoted) c.knights_promoted = {};
}
// Puts a knight byte on v / takes the one there off, keeping the base's
// knight sets, the others' roads and Longest Road right; with `cuts_roads`
// false the others' roads are left as they were (a Conquerors cavalry that
// passes an intersection away from its owner's roads breaks none there).
void put_knight(const StdGame& g, StdState& s, int v, uint8_t k, bool cuts_roads = true);
uint8_t take_knight(const StdGame& g, StdState& s, int v, bool cuts_roads = true);
// The others' roads through v are cut or joined again: their frontier and trails, and Longest Road.
void roads_around(const StdGame& g, StdState& s, int owner, int v);
// The knight just taken from `from` (CkSlice::displaced) goes where its
// owner's roads lead, or back to the supply; then `then` continues.
void relocate_or_return(const StdGame& g, StdState& s, int from);

// Improvements and metropolises.
// p's city at v came (n 1) or went (n -1): the count by hex and seat (CkSlice::hex_cities).
inline void add_city(const StdGame& g, StdState& s, int p, int v, int n) {
  for (int8_t h : g.topo().vertex_hex[v])
    if (h >= 0) ck_of(g, s).hex_cities[h] += uint32_t(n) << (4 * p);
}
int metropolis_owner(const StdGame& g, const StdState& s, int track);  // seat or -1
int improvement_cost(const StdGame& g, const StdState& s, int p, int track);
bool wins_metropolis(const StdGame& g, const StdState& s, int p, int track, int new_level);
bool can_improve(const StdGame& g, const StdState& s, int p, int track);
void improve(const StdGame& g, StdState& s, int p, int track);
void place_metropolis(const StdGame& g, StdState& s, int track, int v);
void add_wall(const StdGame& g, StdState& s, int p, int v);
void lose_city(const StdGame& g, StdState& s, int p, int v);

// Trade: the rate at which p gives a commodity to the bank, this turn's Merchant Fleets aside
// (the same for the three: 4, 3 at a generic harbor, the trading house's).
inline int commodity_rate(const StdGame& g, const StdState& s, int p) {
  int rate = (s.base.players[p].harbors >> kGenericHarbor) & 1 ? 3 : 4;
  if (ck_of(g, s).players[p].level[TradeTrack] >= ck_opt(g).ability_level) rate = std::min(rate, ck_opt(g).trading_house_rate);
  return rate;
}
// A Merchant Fleet played this turn on kind k: its owner gives k at 2:1.
inline int fleet_rate(const StdGame& g, const StdState& s, int p, int k, int rate) {
  return p == s.turn_player && ((ck_of(g, s).fleet >> k) & 1) ? std::min(rate, 2) : rate;
}
// The rate at which p gives card kind k to the bank.
inline int bank_rate_of(const StdGame& g, const StdState& s, int p, int k) {
  if (k < kNumResources) return bank_rate(s.base.players[p], k);
  return fleet_rate(g, s, p, k, commodity_rate(g, s, p));
}
// PlayerState::trade_bonus from the merchant and this turn's Merchant Fleets.
void refresh_trade_bonus(const StdGame& g, StdState& s, int p);

// Progress cards.
// p gains card k (VP cards are revealed at once); true if p must now discard one.
bool gain_progress(const StdGame& g, StdState& s, int p, int k);
void put_under_deck(const StdGame& g, StdState& s, int k);
// The player whose turn it is plays card k: it goes under its deck.
// Seats in turn order from the active player, filtered by a mask: the first (-1: none).
int first_in_turn_order(const StdState& s, uint8_t mask);
void spend_card(const StdGame& g, StdState& s, int k);
void spend_card_of(const StdGame& g, StdState& s, int p, int k);  // a card played on another's turn (Conquerors' Aegis, Archers)
// The player to move puts card k under its deck (over the hand limit) / takes
// it from Spy's victim; then the game goes on.
void discard_progress(const StdGame& g, StdState& s, int k);
void spy_take(const StdGame& g, StdState& s, int k);
// Back to the roll under way, else to the turn (base resume_turn).
void resume(const StdGame& g, StdState& s);
// Bit k set where p holds progress card k.
uint64_t held_kinds(const CkPlayer& p);
// The legal plays and follow-ups in the main phase of the player to move, who holds
// the kinds `held` (held_kinds, found once for both), in ascending order: those of
// the fixed blocks, then those of the board blocks. Asked only where there may be one
// (a card held; for the fixed blocks also Commercial Harbor's offers under way).
void legal_plays_fixed(const StdGame& g, const StdState& s, const CkBlocks& ids, uint64_t held, ActionList& out);
void legal_plays_board(const StdGame& g, const StdState& s, const CkBlocks& ids, uint64_t held, ActionList& out);

// The handlers of the module's blocks (BlockApply, core/standard/block_table.h), declared with
// them in ck_actions.cpp; `index` is the position in the block (a track, a card kind, a vertex).
// ck_apply.cpp:
void apply_improve(const Module&, const StdGame& g, StdState& s, int track);
void apply_discard(const Module&, const StdGame& g, StdState& s, int commodity);
void apply_offer_give(const Module&, const StdGame& g, StdState& s, int commodity);
void apply_offer_get(const Module&, const StdGame& g, StdState& s, int commodity);
void apply_trade_commodity(const Module&, const StdGame& g, StdState& s, int index);
void apply_trade_for_commodity(const Module&, const StdGame& g, StdState& s, int index);
void apply_aqueduct(const Module&, const StdGame& g, StdState& s, int resource);
void apply_choose_deck(const Module&, const StdGame& g, StdState& s, int track);
void apply_discard_progress(const Module&, const StdGame& g, StdState& s, int kind);
void apply_discard_added(const Module&, const StdGame& g, StdState& s, int added);
void apply_build_knight(const Module&, const StdGame& g, StdState& s, int v);
void apply_promote_knight(const Module&, const StdGame& g, StdState& s, int v);
void apply_activate_knight(const Module&, const StdGame& g, StdState& s, int v);
void apply_move_knight(const Module&, const StdGame& g, StdState& s, int v);
void apply_knight_to(const Module&, const StdGame& g, StdState& s, int v);
void apply_chase_robber(const Module&, const StdGame& g, StdState& s, int v);
void apply_build_wall(const Module&, const StdGame& g, StdState& s, int v);
void apply_place_metropolis(const Module&, const StdGame& g, StdState& s, int v);
void apply_lose_city(const Module&, const StdGame& g, StdState& s, int v);
void apply_roll(const Module&, const StdGame& g, StdState& s, int index);
void apply_event(const Module&, const StdGame& g, StdState& s, int event);
void apply_draw_progress(const Module&, const StdGame& g, StdState& s, int kind);
void apply_draw_added(const Module&, const StdGame& g, StdState& s, int added);
void apply_steal_card(const Module&, const StdGame& g, StdState& s, int kind);
// ck_progress.cpp:
void apply_alchemist(const Module&, const StdGame& g, StdState& s, int dice);
void apply_play(const Module&, const StdGame& g, StdState& s, int kind);
void apply_play_resource_monopoly(const Module&, const StdGame& g, StdState& s, int resource);
void apply_play_trade_monopoly(const Module&, const StdGame& g, StdState& s, int commodity);
void apply_play_merchant_fleet(const Module&, const StdGame& g, StdState& s, int kind);
void apply_play_master_merchant(const Module&, const StdGame& g, StdState& s, int seat);
void apply_play_deserter(const Module&, const StdGame& g, StdState& s, int seat);
void apply_play_spy(const Module&, const StdGame& g, StdState& s, int seat);
void apply_spy_take(const Module&, const StdGame& g, StdState& s, int kind);
void apply_spy_take_added(const Module&, const StdGame& g, StdState& s, int added);
void apply_give(const Module&, const StdGame& g, StdState& s, int kind);
void apply_take_card(const Module&, const StdGame& g, StdState& s, int kind);
void apply_harbor_offer(const Module&, const StdGame& g, StdState& s, int index);
void apply_done(const Module&, const StdGame& g, StdState& s, int);
void apply_play_medicine(const Module&, const StdGame& g, StdState& s, int v);
void apply_play_engineer(const Module&, const StdGame& g, StdState& s, int v);
void apply_play_intrigue(const Module&, const StdGame& g, StdState& s, int v);
void apply_remove_knight(const Module&, const StdGame& g, StdState& s, int v);
void apply_place_knight(const Module&, const StdGame& g, StdState& s, int v);
void apply_play_diplomat(const Module&, const StdGame& g, StdState& s, int e);
void apply_play_merchant(const Module&, const StdGame& g, StdState& s, int h);
void apply_play_bishop(const Module&, const StdGame& g, StdState& s, int h);
void apply_inventor_swap(const Module&, const StdGame& g, StdState& s, int h);

// The barbarians attack now (§6): pillage and rewards are settled by
// continue_roll. Scenarios whose event track holds the attack call this.
void barbarian_attack(const StdGame& g, StdState& s);

// The roll: dice set, event resolved, then draws, pillage, rewards,
// production or the 7, aqueducts — each step asking whoever decides.
void resolve_roll(const StdGame& g, StdState& s, int yellow, int red, int event);
void continue_roll(const StdGame& g, StdState& s);

}  // namespace catanlab::ck
