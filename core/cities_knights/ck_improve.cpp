// City improvements and metropolises, city walls and pillage, maritime rates,
// and progress hands (Cities & Knights §6, §11, §12, §13, §14.1).
#include "core/cities_knights/ck_internal.h"

namespace catanlab::ck {

namespace {
// The commodity each track's improvements cost.
constexpr int kTrackCommodity[kNumTracks] = {Cloth, Coin, Paper};
}  // namespace

VertexSet metropolis_vertices(const StdGame& g, const StdState& s) {
  VertexSet m;
  for (uint8_t v : ck_of(g, s).metropolis)
    if (v != kNoVertex) m.set(v);
  return m;
}

int metropolis_owner(const StdGame& g, const StdState& s, int track) {
  const uint8_t v = ck_of(g, s).metropolis[track];
  if (v == kNoVertex) return -1;
  for (int q = 0; q < s.num_players; ++q)
    if (s.base.players[q].cities.test(v)) return q;
  return -1;
}

int improvement_cost(const StdGame& g, const StdState& s, int p, int track) {
  return ck_of(g, s).players[p].level[track] + 1 - (ck_of(g, s).crane && p == s.turn_player ? 1 : 0);
}

bool wins_metropolis(const StdGame& g, const StdState& s, int p, int track, int new_level) {
  const int holder = metropolis_owner(g, s, track);
  if (holder < 0) return new_level >= ck_opt(g).metropolis_level;
  const int top = ck_opt(g).improvement_levels;
  return holder != p && new_level >= top && ck_of(g, s).players[holder].level[track] < top;
}

bool can_improve(const StdGame& g, const StdState& s, int p, int track) {
  const PlayerState& ps = s.base.players[p];
  const int level = ck_of(g, s).players[p].level[track];
  if (ps.hand[kTrackCommodity[track]] < improvement_cost(g, s, p, track)) return false;
  if (!ps.cities.any() || level >= ck_opt(g).improvement_levels) return false;
  // A metropolis won needs a city to stand on (catan.com FAQ).
  return !wins_metropolis(g, s, p, track, level + 1) || (ps.cities - metropolis_vertices(g, s)).any();
}

void improve(const StdGame& g, StdState& s, int p, int track) {
  if (int cost = improvement_cost(g, s, p, track); cost > 0) pay_bank(s.base, p, kTrackCommodity[track], cost);
  ck_of(g, s).crane = 0;
  const int level = ++ck_of(g, s).players[p].level[track];
  if (!wins_metropolis(g, s, p, track, level)) return;
  if (const int holder = metropolis_owner(g, s, track); holder >= 0) s.base.players[holder].module_vp -= 2;
  ck_of(g, s).metropolis[track] = kNoVertex;  // taken from its holder, if any
  const VertexSet free = s.base.players[p].cities - metropolis_vertices(g, s);
  if (free.count() == 1) return place_metropolis(g, s, track, free.nth(0));
  ck_of(g, s).metropolis_track = uint8_t(track);
  s.phase = CkPhase::Metropolis;
}

void place_metropolis(const StdGame& g, StdState& s, int track, int v) {
  ck_of(g, s).metropolis[track] = uint8_t(v);
  if (const int owner = metropolis_owner(g, s, track); owner >= 0) s.base.players[owner].module_vp += 2;  // a city + 2
  ck_of(g, s).metropolis_track = 0xFF;
  resume_turn(s);  // the main phase, or the special building phase it was won in
}

void add_wall(const StdGame& g, StdState& s, int p, int v) {
  ck_of(g, s).walls.set(v);
  ck_of(g, s).players[p].walls += 1;
  s.base.players[p].hand_limit_bonus += uint8_t(ck_opt(g).wall_bonus);  // added to: a scenario may raise the limit too
}

void lose_city(const StdGame& g, StdState& s, int p, int v) {
  // §10: with no settlement piece left the city lies on its side (PlayerState::extra_settlements).
  demote_city(g.topo(), s, p, v);
  add_city(g, s, p, v, -1);
  if (ck_of(g, s).walls.test(v)) {
    ck_of(g, s).walls.reset(v);
    ck_of(g, s).players[p].walls -= 1;
    s.base.players[p].hand_limit_bonus -= uint8_t(ck_opt(g).wall_bonus);
  }
}

void refresh_trade_bonus(const StdGame& g, StdState& s, int p) {
  uint8_t bonus = 0;
  if (ck_of(g, s).merchant_owner == p) bonus |= uint8_t(1u << terrain_resource(s.layout.terrain[ck_of(g, s).merchant_hex]));
  if (p == s.turn_player) bonus |= uint8_t(ck_of(g, s).fleet & 0x1F);
  s.base.players[p].trade_bonus = bonus;
}

bool gain_progress(const StdGame& g, StdState& s, int p, int k) {
  CkPlayer& c = ck_of(g, s).players[p];
  if (k == Printer || k == Constitution) {  // shown at once, never held
    c.progress_vp += 1;
    s.base.players[p].module_vp += 1;
    return false;
  }
  c.progress[k] += 1;
  c.progress_total += 1;
  return c.progress_total > ck_opt(g).progress_limit;
}

void put_under_deck(const StdGame& g, StdState& s, int k) { ck_of(g, s).returned[k] += 1; }

void spend_card(const StdGame& g, StdState& s, int k) { spend_card_of(g, s, s.turn_player, k); }

void spend_card_of(const StdGame& g, StdState& s, int p, int k) {
  CkPlayer& c = ck_of(g, s).players[p];
  c.progress[k] -= 1;
  c.progress_total -= 1;
  put_under_deck(g, s, k);
}

void discard_progress(const StdGame& g, StdState& s, int k) {
  CkPlayer& c = ck_of(g, s).players[s.to_move];
  c.progress[k] -= 1;
  c.progress_total -= 1;
  put_under_deck(g, s, k);
  resume(g, s);
}

void resume(const StdGame& g, StdState& s) {
  if (ck_of(g, s).rolling) return continue_roll(g, s);
  resume_turn(s);
}

}  // namespace catanlab::ck
