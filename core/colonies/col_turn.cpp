// The end of Spring and of the turn, and the start of the next (colonies.md
// §4, §5.1, §5.4, §5.10): the desert's attrition, Summer's hostile
// uprisings, armies cut off from supply routed, garrisons' revolts, tactics
// draws, eliminations, victory; then captures (with their steals) and
// hostile raids, and the marks the new turn starts from.
#include <cstring>

#include "core/colonies/col_rules.h"

namespace catanlab::col {

namespace {

// The land tile beside h in direction `dir` (E, NE, NW, W, SW, SE: rulings.md's d6 1-6), or -1.
int neighbour(const ColGame& g, int h, int dir) {
  const int n = g.topo().hex_neighbour[h][dir];
  return n >= 0 && g.land().test(n) ? n : -1;
}

void next_in_turn(const ColGame& g, ColState& s) {
  const int next = next_seat(g, s, s.cur.seat);
  s.cur.seat = uint8_t(next < 0 ? kNone : next);
  s.cur.step = 0;
}

// A hostile army that is more than one infantry (Colonies §5.10).
bool restless(const ColState& s, int h) { return hostiles(s, h) > 1 || s.npc[h][Hostile][1]; }

// Half its infantry (down) and half its cavalry (up) move to `to`: a tile with players' armies is attacked,
// one with neutral forces bars the way (ours).
void drift(const ColGame& g, ColState& s, int from, int to) {
  uint8_t* army = s.npc[from][Hostile];
  const int inf = army[0] / 2, cav = (army[1] + 1) / 2;
  if (!inf && !cav) return;
  if (neutrals(s, to)) return;
  army[0] = uint8_t(army[0] - inf);
  army[1] = uint8_t(army[1] - cav);
  if (!seats_on(s, to)) {
    s.npc[to][Hostile][0] = uint8_t(s.npc[to][Hostile][0] + inf);
    s.npc[to][Hostile][1] = uint8_t(s.npc[to][Hostile][1] + cav);
    return;
  }
  ColBattle& bt = s.battle;
  bt = ColBattle{};
  bt.active = 1;
  bt.tile = uint8_t(to);
  bt.attacker = kNpcSeat;
  bt.from = uint8_t(from);
  bt.sources = 1;
  bt.npc[0] = uint8_t(inf);
  bt.npc[1] = uint8_t(cav);
  open_battle(g, s);
}

int fortress_holder(const ColState& s) {
  if (s.fortress == kNone || hostiles(s, s.fortress)) return -1;
  const int bits = seats_on(s, s.fortress);
  return std::popcount(unsigned(bits)) == 1 ? std::countr_zero(unsigned(bits)) : -1;
}

}  // namespace

namespace {

// A holder (a seat, or kNpcSeat: the hostile forces) has regiments on one of `tiles`: the piece is garrisoned.
bool garrisoned(const ColState& s, const HexMask& tiles, int holder) {
  if (holder < kColSeats) return (tiles & s.present[holder]).any();
  bool any = false;
  tiles.for_each([&](int h) { any = any || hostiles(s, h); });
  return any;
}

}  // namespace

// A piece whose founder is eliminated has no one to revolt to: it stays with its holder (ours).
void revolts(const ColGame& g, ColState& s) {
  for (int v = 0; v < g.topo().num_vertices; ++v)
    if (s.v_owner[v] != s.v_founder[v] && active(s, s.v_founder[v]) && !garrisoned(s, g.corner_tiles(v), s.v_owner[v]))
      set_owner_v(s, v, s.v_founder[v]);
  for (int e = 0; e < g.topo().num_edges; ++e)
    if (s.e_owner[e] != s.e_founder[e] && active(s, s.e_founder[e]) && !garrisoned(s, g.side_tiles(e), s.e_owner[e]))
      set_owner_e(s, e, s.e_founder[e]);
}

// ---- The desert's attrition ("Whenever a player's army enters the desert or ends its turn there, roll a die.
// On a 1, remove one regiment of the controlling player's choice from the desert"): s.desert_due, then
// s.desert_loss, seat by seat in this turn's order; at Spring's end (cur.step 0, then 1) every army there owes one.

namespace {

// The first seat in this turn's order among `bits`, or -1.
int first_of(const ColGame& g, const ColState& s, int bits) {
  for (int p = next_seat(g, s, -1); p >= 0; p = next_seat(g, s, p))
    if (bits >> p & 1) return p;
  return -1;
}

}  // namespace

bool desert_rolls(const ColGame& g, ColState& s) {
  for (;;) {
    const int p = first_of(g, s, s.desert_due | s.desert_loss), h = s.fortress;
    if (p < 0) return false;
    const uint8_t bit = uint8_t(1 << p);
    if (!s.present[p].test(h)) {  // nothing of its army is left there
      s.desert_due &= uint8_t(~bit), s.desert_loss &= uint8_t(~bit);
    } else if (s.desert_due & bit) {
      await(s, ColPhase::Attrition);
      return true;
    } else {
      int kinds = 0, last = 0;
      for (int k = 0; k < kRegimentKinds; ++k)
        if (s.army[h][p][k]) ++kinds, last = k;
      if (kinds > 1) {
        await(s, ColPhase::AttritionLoss, p);
        return true;
      }
      remove_regiments(s, h, p, last, 1);
      s.desert_loss &= uint8_t(~bit);
    }
  }
}

bool run_attrition(const ColGame& g, ColState& s) {
  if (s.cur.step == 0 && s.fortress != kNone)
    for (int p = 0; p < g.num_players(); ++p)
      if (active(s, p) && s.present[p].test(s.fortress)) entered(s, p, s.fortress);
  s.cur.step = 1;
  if (desert_rolls(g, s)) return true;
  revolts(g, s);
  enter(g, s, ColStage::Summer);
  return false;
}

void apply_attrition(const ColGame& g, ColState& s, int die) {
  const uint8_t bit = uint8_t(1 << first_of(g, s, s.desert_due));
  s.desert_due &= uint8_t(~bit);
  if (die == 1) s.desert_loss |= bit;
}

int legal_attrition_loss(const ColGame& g, const ColState& s, Out out) {
  int n = 0;
  for (int k = 0; k < kRegimentKinds; ++k)
    if (s.army[s.fortress][s.actor][k]) out[n++] = g.id(g.blocks().lose, k);
  return n;
}

void apply_attrition_loss(const ColGame&, ColState& s, int kind) {
  remove_regiments(s, s.fortress, s.actor, kind, 1);
  s.desert_loss &= uint8_t(~(1 << s.actor));
}

// ---- Summer (col_active_hostiles): cur.step 0 start, 1 armies drift (todo), 2 the desert spawns, 3 done ----

bool run_summer(const ColGame& g, ColState& s) {
  for (;;) {
    if (s.battle.active) {
      if (battle_step(g, s)) return true;
      continue;
    }
    if (!g.opt().col_active_hostiles || s.cur.step == 3) {
      enter(g, s, ColStage::TurnEnd);
      return false;
    }
    if (s.cur.step == 0) {
      s.todo = HexMask{};
      g.land().for_each([&](int h) {
        if (restless(s, h)) s.todo.set(h);
      });
      s.cur.step = 1;
      s.cur.tile = kNone;
    }
    if (s.cur.step == 1) {
      if (s.cur.tile != kNone) {  // its d6 showed 1: the way it goes
        await(s, ColPhase::Direction);
        return true;
      }
      if (s.todo.any()) {
        await(s, ColPhase::Drift);
        return true;
      }
      s.cur.step = 2;
    }
    if (s.cur.step == 2) {
      if (s.cur.tile != kNone) {
        await(s, ColPhase::Direction);
        return true;
      }
      if (s.fortress != kNone && fortress_holder(s) < 0 && !s.cur.event) {
        await(s, ColPhase::Spawn);
        return true;
      }
      s.cur.step = 3;
    }
  }
}

int direction_outcomes(const ColGame& g, const ColState& s, ChanceOutcome* out) {
  int n = 0;
  for (int d = 0; d < 6; ++d)
    if (neighbour(g, s.cur.tile, d) >= 0) out[n++] = {g.id(g.blocks().direction, d), 0};
  for (int i = 0; i < n; ++i) out[i].probability = 1.0 / n;
  return n;
}

void apply_direction(const ColGame& g, ColState& s, int d) {
  const int from = s.cur.tile;
  s.cur.tile = kNone;
  drift(g, s, from, neighbour(g, from, d));
}

// On a 1 the next hostile army drifts, where it has a tile beside it.
void apply_drift(const ColGame& g, ColState& s, int die) {
  const int h = s.todo.nth(0);
  s.todo.reset(h);
  if (die == 1 && g.tile_neighbours(h).any()) s.cur.tile = uint8_t(h);
}

// The desert spawns: 1 its army moves, 2-3 a cavalry, 4-5 an infantry, 6 nothing.
void apply_spawn(const ColGame& g, ColState& s, int die) {
  s.cur.event = 1;
  uint8_t* army = s.npc[s.fortress][Hostile];
  if (die == 1 && g.tile_neighbours(s.fortress).any()) s.cur.tile = s.fortress;
  else if (die <= 3) army[1] += 1;
  else if (die <= 5) army[0] += 1;
}

// ---- The turn's end: cur.step 0 supply and eliminations, 1 tactics draws, 2 victory ----

bool run_turn_end(const ColGame& g, ColState& s) {
  if (s.cur.step == 0) {
    for (int p = 0; p < g.num_players(); ++p) {
      if (!active(s, p)) continue;
      const HexMask cut = s.present[p] - supplied_tiles(g, s, p);
      (cut & s.seat[p].cut_off).for_each([&](int h) { rout_army(s, h, p); });
    }
    revolts(g, s);
    for (int p = 0; p < g.num_players(); ++p)
      if (active(s, p) && !s.held_v[p].any() && !s.present[p].any()) s.seat[p].out = 1;
    s.cur.step = 1;
    s.cur.left = 0;
  }
  if (s.cur.step == 1) {  // cur.explorer: the seat whose draws cur.left counts
    int deck = 0;
    for (int k = 0; k < kTacticsKinds; ++k) deck += s.tactics_deck[k];
    while (s.cur.seat != kNone) {
      const ColSeat& me = s.seat[s.cur.seat];
      if (s.cur.explorer != s.cur.seat) {
        s.cur.explorer = s.cur.seat;
        s.cur.left = uint8_t(g.opt().col_tactics ? me.battles + me.battles_won : 0);
      }
      if (s.cur.left && deck) {
        s.cur.victim = s.cur.seat;
        await(s, ColPhase::TacticsDraw);
        return true;
      }
      s.cur.left = 0;
      next_in_turn(g, s);
      s.cur.step = 1;
    }
    s.cur.step = 2;
  }
  int alive = 0;
  for (int p = 0; p < g.num_players(); ++p) alive |= active(s, p) ? 1 << p : 0;
  int won = std::popcount(unsigned(alive)) <= 1 ? alive : victors(g, s);
  s.turn += 1;
  if (!won && s.turn >= g.opt().col_turns) {  // the Time victory: the best score, shared on a tie
    int best = -1;
    for (int p = 0; p < g.num_players(); ++p)
      if (active(s, p)) best = std::max(best, time_score(g, s, p));
    for (int p = 0; p < g.num_players(); ++p)
      if (active(s, p) && time_score(g, s, p) == best) won |= 1 << p;
  }
  const bool capped = g.opt().turn_cap && s.turn >= g.opt().turn_cap;
  if (won || capped || !alive) {
    s.winners = uint8_t(won);
    enter(g, s, ColStage::Over);
    return false;
  }
  enter(g, s, ColStage::TurnStart);
  return false;
}

void apply_tactics_draw(const ColGame&, ColState& s, int kind) {
  s.tactics_deck[kind] -= 1;
  s.seat[s.cur.victim].tactics[kind] += 1;
  if (s.stage == ColStage::Winter) s.cur.step = WinterPending::None;
  else s.cur.left -= 1;
}

// ---- The turn's start: cur.step 0 the marks cleared, the hostiles' pillage, roads captured; 1 settlements
// captured and raided (cur.index: the next corner); 2 done ----

namespace {

// The hostiles pillage what they captured at an earlier turn's start and still garrison (its revolt would have
// freed it): a road or village razed, a city reduced to a village that they keep (the book's pillage; ours: as soon
// as they held it at a turn's start, which is the next one, and the pillage's half of the cost stays in the bank).
void pillage_seized(const ColGame& g, ColState& s) {
  for (int e = 0; e < g.topo().num_edges; ++e)
    if (s.e_owner[e] == kNpcSeat) remove_road(s, e);
  seized_corners(g, s).for_each([&](int v) {
    if (s.city.test(v)) reduce_city(s, v);
    else remove_settlement(s, v);
  });
}

}  // namespace

bool run_turn_start(const ColGame& g, ColState& s) {
  const int n = g.num_players();
  auto friends = [&](int q, int holder) { return holder < kColSeats && allied(s, q, holder); };
  if (s.cur.step == 0) {
    clear_books(g, s);
    s.fresh = HexMask{};
    std::memset(s.shaken, 0, sizeof s.shaken);  // "At the end of the turn ... all routed regiments are automatically rallied"
    for (int p = 0; p < n; ++p) {
      ColSeat& me = s.seat[p];
      me.fortified = me.arrived = me.engaged = me.entrenched = HexMask{};
      me.vote = kNone;
      me.offers = me.free_roads = me.battles = me.battles_won = 0;
      me.plenty_now = me.plenty_next;
      me.plenty_next = 0;
    }
    if (g.opt().col_active_hostiles) pillage_seized(g, s);
    // Roads are taken as settlements are, without a steal; with active hostility, by the hostiles where no seat
    // contests them.
    for (int e = 0; e < g.topo().num_edges; ++e) {
      const int c = s.e_owner[e];
      if (c == kNone || garrisoned(s, g.side_tiles(e), c)) continue;
      int contesters = 0;
      for (int q = 0; q < n; ++q)
        if (q != c && active(s, q) && !friends(q, c) && (g.side_tiles(e) & s.present[q]).any()) contesters |= 1 << q;
      if (std::popcount(unsigned(contesters)) == 1) set_owner_e(s, e, std::countr_zero(unsigned(contesters)));
      else if (!contesters && g.opt().col_active_hostiles && garrisoned(s, g.side_tiles(e), kNpcSeat))
        set_owner_e(s, e, kNpcSeat);
    }
    s.cur.step = 1;
    s.cur.index = 0;
    s.cur.left = 0;
  }
  if (s.cur.step == 1) {
    if (s.cur.left && hand_total(s, s.cur.victim)) {
      await(s, ColPhase::Steal);
      return true;
    }
    s.cur.left = 0;
    for (; s.cur.index < g.topo().num_vertices; ++s.cur.index) {
      const int v = s.cur.index, c = s.v_owner[v];
      if (c == kNone || garrisoned(s, g.corner_tiles(v), c)) continue;
      int contesters = 0;
      for (int q = 0; q < n; ++q)
        if (q != c && active(s, q) && !friends(q, c) && (g.corner_tiles(v) & s.present[q]).any()) contesters |= 1 << q;
      const bool raiders = garrisoned(s, g.corner_tiles(v), kNpcSeat);
      const int cards = s.city.test(v) ? 2 : 1;
      if (std::popcount(unsigned(contesters)) == 1) {
        // Captured (Colonies §5.4): a village takes one random card from its holder, a city two; its
        // founder taking it back takes none.
        const int q = std::countr_zero(unsigned(contesters));
        set_owner_v(s, v, q);
        if (q == s.v_founder[v] || c == kNpcSeat) continue;  // nothing to steal from the hostiles
        s.cur.victim = uint8_t(c), s.cur.thief = uint8_t(q), s.cur.left = uint8_t(cards);
      } else if (!contesters && raiders) {
        // Hostiles raid where they could capture (Colonies §5.10): the cards go to the bank; active, they also
        // take the piece ("The hostile army will also capture and then pillage any road or settlement it can").
        if (g.opt().col_active_hostiles) set_owner_v(s, v, kNpcSeat);
        s.cur.victim = uint8_t(c), s.cur.thief = kNone, s.cur.left = uint8_t(cards);
      } else {
        continue;
      }
      ++s.cur.index;
      if (hand_total(s, c)) {
        await(s, ColPhase::Steal);
        return true;
      }
      s.cur.left = 0;
    }
    s.cur.step = 2;
  }
  for (int p = 0; p < n; ++p) {
    if (!active(s, p)) continue;
    s.seat[p].cut_off = s.present[p] - supplied_tiles(g, s, p);
    s.seat[p].colonial = own_settlements(s, p) >= g.opt().col_colonial;
  }
  enter(g, s, ColStage::Fall);
  return false;
}

void apply_steal(const ColGame&, ColState& s, int r) {
  s.seat[s.cur.victim].hand[r] -= 1;
  if (s.cur.thief == kNone) s.bank[r] += 1;
  else s.seat[s.cur.thief].hand[r] += 1;
  s.cur.left -= 1;
}

}  // namespace catanlab::col
