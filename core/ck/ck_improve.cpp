// City improvements and metropolises, city walls and pillage, maritime rates,
// and progress hands (cities-and-knights.md §6, §11, §12, §13, §14.1).
#include "core/ck/ck_internal.h"

namespace catanlab::ck {

namespace {
// The commodity each track's improvements cost.
constexpr int kTrackCommodity[kNumTracks] = {Cloth, Coin, Paper};
}  // namespace

VertexSet metropolis_vertices(const StdState& s) {
  VertexSet m;
  for (uint8_t v : s.ck.metropolis)
    if (v != kNoVertex) m.set(v);
  return m;
}

int metropolis_owner(const StdState& s, int track) {
  const uint8_t v = s.ck.metropolis[track];
  if (v == kNoVertex) return -1;
  for (int q = 0; q < s.num_players; ++q)
    if (s.base.players[q].cities.test(v)) return q;
  return -1;
}

int improvement_cost(const StdState& s, int p, int track) {
  return s.ck.players[p].level[track] + 1 - (s.ck.crane && p == s.turn_player ? 1 : 0);
}

bool wins_metropolis(const StdGame& g, const StdState& s, int p, int track, int new_level) {
  const int holder = metropolis_owner(s, track);
  if (holder < 0) return new_level >= g.opt().metropolis_level;
  const int top = g.opt().improvement_levels;
  return holder != p && new_level >= top && s.ck.players[holder].level[track] < top;
}

bool can_improve(const StdGame& g, const StdState& s, int p, int track) {
  const PlayerState& ps = s.base.players[p];
  const int level = s.ck.players[p].level[track];
  if (ps.hand[kTrackCommodity[track]] < improvement_cost(s, p, track)) return false;
  if (!ps.cities.any() || level >= g.opt().improvement_levels) return false;
  // A metropolis won needs a city to stand on (catan.com FAQ).
  return !wins_metropolis(g, s, p, track, level + 1) || (ps.cities - metropolis_vertices(s)).any();
}

void improve(const StdGame& g, StdState& s, int p, int track) {
  if (int cost = improvement_cost(s, p, track); cost > 0) pay_bank(s.base, p, kTrackCommodity[track], cost);
  s.ck.crane = 0;
  const int level = ++s.ck.players[p].level[track];
  if (!wins_metropolis(g, s, p, track, level)) return;
  s.ck.metropolis[track] = kNoVertex;  // taken from its holder, if any
  const VertexSet free = s.base.players[p].cities - metropolis_vertices(s);
  if (free.count() == 1) return place_metropolis(g, s, track, free.nth(0));
  s.ck.metropolis_track = uint8_t(track);
  s.phase = Phase::CkMetropolis;
}

void place_metropolis(const StdGame&, StdState& s, int track, int v) {
  s.ck.metropolis[track] = uint8_t(v);
  s.ck.metropolis_track = 0xFF;
  s.phase = Phase::Main;
}

void add_wall(const StdGame& g, StdState& s, int p, int v) {
  s.ck.walls.set(v);
  s.ck.players[p].walls += 1;
  s.base.players[p].hand_limit_bonus = uint8_t(s.ck.players[p].walls * g.opt().wall_bonus);
}

void lose_city(const StdGame& g, StdState& s, int p, int v) {
  // §10: with no settlement piece left the city lies on its side (PlayerState::extra_settlements).
  demote_city(g.topo(), s, p, v);
  if (s.ck.walls.test(v)) {
    s.ck.walls.reset(v);
    s.ck.players[p].walls -= 1;
    s.base.players[p].hand_limit_bonus = uint8_t(s.ck.players[p].walls * g.opt().wall_bonus);
  }
}

int bank_rate_of(const StdGame& g, const StdState& s, int p, int k) {
  const PlayerState& ps = s.base.players[p];
  if (k < kNumResources) return bank_rate(ps, k);
  int rate = (ps.harbors >> kGenericHarbor) & 1 ? 3 : 4;
  if (s.ck.players[p].level[TradeTrack] >= g.opt().ability_level) rate = std::min(rate, g.opt().trading_house_rate);
  if (p == s.turn_player && ((s.ck.fleet >> k) & 1)) rate = std::min(rate, 2);
  return rate;
}

void refresh_trade_bonus(StdState& s, int p) {
  uint8_t bonus = 0;
  if (s.ck.merchant_owner == p) bonus |= uint8_t(1u << terrain_resource(s.layout.terrain[s.ck.merchant_hex]));
  if (p == s.turn_player) bonus |= uint8_t(s.ck.fleet & 0x1F);
  s.base.players[p].trade_bonus = bonus;
}

bool gain_progress(const StdGame& g, StdState& s, int p, int k) {
  CkPlayer& c = s.ck.players[p];
  if (k == Printer || k == Constitution) {  // shown at once, never held
    c.progress_vp += 1;
    return false;
  }
  c.progress[k] += 1;
  c.progress_total += 1;
  return c.progress_total > g.opt().progress_limit;
}

void put_under_deck(StdState& s, int k) { s.ck.returned[k] += 1; }

void spend_card(StdState& s, int k) { spend_card_of(s, s.turn_player, k); }

void spend_card_of(StdState& s, int p, int k) {
  CkPlayer& c = s.ck.players[p];
  c.progress[k] -= 1;
  c.progress_total -= 1;
  put_under_deck(s, k);
}

void discard_progress(const StdGame& g, StdState& s, int k) {
  CkPlayer& c = s.ck.players[s.to_move];
  c.progress[k] -= 1;
  c.progress_total -= 1;
  put_under_deck(s, k);
  resume(g, s);
}

void resume(const StdGame& g, StdState& s) {
  if (s.ck.rolling) return continue_roll(g, s);
  resume_turn(s);
}

}  // namespace catanlab::ck
