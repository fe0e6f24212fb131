// Spring's musters, rallies and marches (Colonies §5.6, §6.3-4). Musters
// and rallies are paid and placed in seat order. Then every march that meets
// no enemy (none on its target, none marching into its target or its source)
// moves at once; every other march rolls initiative and they resolve from
// the highest (a tie to the attacker; two attackers roll again): a march whose own tile an enemy will
// enter may stay to defend it, a partial leaver leaves or stays before an attack reaches its tile, and a
// march that finds its target held attacks, withdraws, forfeits its initiative or (having come along roads)
// stops beside it. The
// seat's other marches on the same target attack with it (a die more per
// tile they come from); a defender that is itself marching into the
// attacker's tile, or arrived this turn, fights as an attacker too (both
// attacking). Neutral forces on a target are paid their toll or attacked.
#include "core/colonies/col_rules.h"

namespace catanlab::col {

namespace {

constexpr int kInitiative[kRegimentKinds] = {-1, +1, -2};

bool pending(const ColOrder& o) {
  return o.kind == OrderKind::March && (o.flags & ColOrderFlag::Contested) && !(o.flags & ColOrderFlag::Done);
}

int initiative(const ColGame& g, const ColState& s, int p, const ColOrder& o) {
  int v = o.roll + settlement_bonus(g, s, o.a, p);
  for (int k = 0; k < kRegimentKinds; ++k) v += kInitiative[k] * o.n[k];
  if (s.seat[p].dev_played[ColCard::Soldier]) v += 1;
  if (s.seat[p].cut_off.test(o.a)) v -= 1;
  return v;
}

struct Pick {
  int p = -1, i = -1;
};

// A pending march of a seat at war with p into `tile`.
bool enemy_coming(const ColGame& g, const ColState& s, int p, int tile) {
  for (int q = 0; q < g.num_players(); ++q) {
    if (!active(s, q) || !at_war(s, p, q)) continue;
    const ColBook& b = s.book[q];
    for (int i = 0; i < b.count; ++i)
      if (pending(b.order[i]) && b.order[i].b == tile) return true;
  }
  return false;
}

// The march attacks: an enemy stands on its target or marches into it too (not a leaver whose own tile is entered).
bool attacking(const ColGame& g, const ColState& s, int p, const ColOrder& o) {
  return enemy_on(s, o.b, p) || enemy_coming(g, s, p, o.b);
}

// Something opposes the march on its target: an enemy, an enemy marching in, neutral forces and their toll.
bool opposed(const ColGame& g, const ColState& s, int p, const ColOrder& o) {
  return attacking(g, s, p, o) || (g.opt().col_npc && neutrals(s, o.b));
}

// The pending contested march to resolve next: marches that forfeited their initiative last ("treat the
// situation as if they'd lost"); the highest initiative; on a tie the attacker ("On a tie, the attacker wins the
// initiative roll"), then this turn's seat order, then the book's.
Pick next_march(const ColGame& g, const ColState& s) {
  Pick best;
  std::array<int, 3> best_rank{};
  for (int p = next_seat(g, s, -1); p >= 0; p = next_seat(g, s, p)) {
    const ColBook& b = s.book[p];
    for (int i = 0; i < b.count; ++i) {
      const ColOrder& o = b.order[i];
      if (!pending(o)) continue;
      const std::array<int, 3> rank{!(o.flags & ColOrderFlag::Forfeit), initiative(g, s, p, o), attacking(g, s, p, o)};
      if (best.p < 0 || rank > best_rank) best = {p, i}, best_rank = rank;
    }
  }
  return best;
}

// An enemy march still pending that meets o: into its tile, into its target, or out of its target.
bool met(const ColGame& g, const ColState& s, int p, const ColOrder& o) {
  for (int q = 0; q < g.num_players(); ++q) {
    if (!active(s, q) || !at_war(s, p, q)) continue;
    const ColBook& b = s.book[q];
    for (int j = 0; j < b.count; ++j)
      if (pending(b.order[j]) && (b.order[j].b == o.a || b.order[j].b == o.b || b.order[j].a == o.b)) return true;
  }
  return false;
}

// Where a march that came along roads may stop instead (the book: "a friendly adjacent tile along the roads used
// in the march"): a tile beside its target that p's roads join to its source (ours: any such road, for the roads
// used), explored, supplied, with no enemy nor neutral forces on it.
HexMask stops(const ColGame& g, const ColState& s, int p, const ColOrder& o) {
  if (g.tile_neighbours(o.a).test(o.b)) return {};
  HexMask out;
  (g.tile_neighbours(o.b) & road_reach(g, s, p, o.a) & supplied_tiles(g, s, p) & s.explored).for_each([&](int t) {
    if (t != o.a && !enemy_on(s, t, p) && !(g.opt().col_npc && neutrals(s, t))) out.set(t);
  });
  return out;
}

// The march a choice is about: run_marches puts the cursor on it.
ColOrder& asked(ColState& s) { return s.book[s.cur.seat].order[s.cur.index]; }
const ColOrder& asked(const ColState& s) { return s.book[s.cur.seat].order[s.cur.index]; }

void ask(ColState& s, ColPhase phase, const Pick& m) {
  s.cur.seat = uint8_t(m.p);
  s.cur.index = uint8_t(m.i);
  await(s, phase, m.p);
}

// "If both are attacking, then reroll": the chosen march and every enemy march that ties it and meets it (a
// target or source in common), both attacking, roll initiative again (second legs roll none). False when there
// is no such tie.
bool reroll_tie(const ColGame& g, ColState& s, const Pick& m) {
  ColOrder& o = s.book[m.p].order[m.i];
  if ((o.flags & (ColOrderFlag::Onward | ColOrderFlag::Forfeit)) || !attacking(g, s, m.p, o)) return false;
  const int value = initiative(g, s, m.p, o);
  bool tie = false;
  for (int q = 0; q < g.num_players(); ++q) {
    if (!active(s, q) || !at_war(s, m.p, q)) continue;
    for (int j = 0; j < s.book[q].count; ++j) {
      ColOrder& x = s.book[q].order[j];
      const bool meet = x.b == o.b || x.b == o.a || o.b == x.a;
      if (pending(x) && !(x.flags & (ColOrderFlag::Onward | ColOrderFlag::Forfeit)) && meet && initiative(g, s, q, x) == value && attacking(g, s, q, x)) x.roll = 0, tie = true;
    }
  }
  if (tie) o.roll = 0;
  return tie;
}

// What of the march's regiments still stand on its tile.
std::array<int, kRegimentKinds> on_hand(const ColState& s, int p, const ColOrder& o) {
  std::array<int, kRegimentKinds> n{};
  for (int k = 0; k < kRegimentKinds; ++k) n[k] = std::min<int>(o.n[k], s.army[o.a][p][k]);
  return n;
}

// A partial leaver on `tile`, which an attack by p is about to reach: a pending march of a seat at war with p out
// of `tile` to an unopposed target, its seat keeping regiments there besides ("If only part of an army is marching
// out ... the leaving army can choose to leave or return to defend without penalty").
Pick partial_leaver(const ColGame& g, const ColState& s, int p, int tile) {
  for (int q = next_seat(g, s, -1); q >= 0; q = next_seat(g, s, q)) {
    if (!at_war(s, p, q) || !s.present[q].test(tile)) continue;
    const ColBook& b = s.book[q];
    int leaving = 0;
    for (int i = 0; i < b.count; ++i)
      if (pending(b.order[i]) && b.order[i].a == tile)
        for (int n : on_hand(s, q, b.order[i])) leaving += n;
    if (regiments(s, tile, q) <= leaving) continue;
    for (int i = 0; i < b.count; ++i) {
      const ColOrder& o = b.order[i];
      if (pending(o) && o.a == tile && !(o.flags & (ColOrderFlag::Onward | ColOrderFlag::Left)) && !opposed(g, s, q, o))
        return {q, i};
    }
  }
  return {};
}

// Moves the march's regiments that stand on its tile to its target; the toll of neutral forces paid first.
void move(const ColGame& g, ColState& s, int p, ColOrder& o) {
  o.flags |= ColOrderFlag::Done;
  const auto n = on_hand(s, p, o);
  if (n[0] + n[1] + n[2] == 0) return;
  if (g.opt().col_npc && neutrals(s, o.b)) {
    if (!affordable(s.seat[p].hand, toll(g))) return;
    pay(s, p, toll(g));
  }
  for (int k = 0; k < kRegimentKinds; ++k) {
    remove_regiments(s, o.a, p, k, n[k]);
    add_regiments(s, o.b, p, k, n[k]);
  }
  s.seat[p].arrived.set(o.b);
  entered(s, p, o.b);
  o.flags |= ColOrderFlag::Arrived;
}

// The cavalry's second legs (Colonies §5.5), once every first leg is resolved, in seat and book order, without
// initiative (ours): the next one marches (marked contested) if its first leg arrived without a fight, with what
// of its cavalry stand there; otherwise it is done. False when none is left.
bool next_onward(const ColGame& g, ColState& s) {
  for (int p = next_seat(g, s, -1); p >= 0; p = next_seat(g, s, p)) {
    ColBook& b = s.book[p];
    for (int i = 1; i < b.count; ++i) {
      ColOrder& o = b.order[i];
      if (!(o.flags & ColOrderFlag::Onward) || (o.flags & (ColOrderFlag::Done | ColOrderFlag::Contested))) continue;
      if (b.order[i - 1].flags & ColOrderFlag::Arrived) {
        o.n[Cavalry] = uint8_t(std::min(o.n[Cavalry], s.army[o.a][p][Cavalry]));
        o.flags |= ColOrderFlag::Contested;
      } else {
        o.flags |= ColOrderFlag::Done;
      }
      return true;
    }
  }
  return false;
}

// p's pending marches into `target` go into the battle; the tiles they come from, and whether one came along roads.
HexMask commit(const ColGame& g, ColState& s, int p, int target, bool& road) {
  ColBook& b = s.book[p];
  HexMask sources;
  for (int j = 0; j < b.count; ++j) {
    ColOrder& o = b.order[j];
    if (!pending(o) || o.b != target) continue;
    const auto n = on_hand(s, p, o);
    for (int k = 0; k < kRegimentKinds; ++k) {
      remove_regiments(s, o.a, p, k, n[k]);
      o.n[k] = uint8_t(n[k]);
    }
    o.flags |= ColOrderFlag::Done | ColOrderFlag::Fighting;
    if (n[0] + n[1] + n[2]) {
      sources.set(o.a);
      road = road || !g.tile_neighbours(o.a).test(target);
    }
  }
  return sources;
}

// The third side of p's attack on `target` (ours: one at most, and only a seat at war with p and
// with every seat on the target at war with p, not on it itself): of those with a march still pending into it
// ("If two opposed armies march into the same tile from different tiles, then they are both considered
// attackers"), the highest initiative, ties in this turn's seat order; -1: none. The others attack the winner after.
int third_side(const ColGame& g, const ColState& s, int p, int target) {
  int best = -1, best_initiative = 0;
  for (int q = next_seat(g, s, -1); q >= 0; q = next_seat(g, s, q)) {
    if (q == p || !at_war(s, p, q) || s.present[q].test(target)) continue;
    bool apart = true;  // at war with every defender
    for (int d = 0; d < g.num_players(); ++d)
      if (d != q && s.present[d].test(target) && at_war(s, p, d) && !at_war(s, q, d)) apart = false;
    const ColBook& b = s.book[q];
    for (int j = 0; j < b.count && apart; ++j) {
      const ColOrder& o = b.order[j];
      if (!pending(o) || o.b != target) continue;
      const auto n = on_hand(s, q, o);  // only for a march: another order's `a` is no tile
      if (n[0] + n[1] + n[2] == 0) continue;
      const int v = initiative(g, s, q, o);
      if (best < 0 || v > best_initiative) best = q, best_initiative = v;
    }
  }
  return best;
}

// p's march i attacks its target, with p's other pending marches there, and a third side's.
void attack(const ColGame& g, ColState& s, int p, int i) {
  const int target = s.book[p].order[i].b, third = third_side(g, s, p, target);
  bool road = false;
  const HexMask sources = commit(g, s, p, target, road);
  ColBattle& bt = s.battle;
  bt = ColBattle{};
  bt.active = 1;
  bt.tile = uint8_t(target);
  bt.attacker = uint8_t(p);
  bt.from = kNone;
  bt.sources = uint8_t(std::max(1, sources.count()));
  if (third >= 0) {
    bt.join_side = uint8_t(1 << third);
    bt.join_sources = uint8_t(std::max(1, commit(g, s, third, target, road).count()));
  }
  bt.road = road;
  // Both attacking: a defender that arrived this turn, or is itself marching into one of the attack's tiles.
  for (int q = 0; q < g.num_players(); ++q) {
    if (!s.present[q].test(target) || !at_war(s, p, q)) continue;
    if (s.seat[q].arrived.test(target)) bt.both_attacking = 1;
    const ColBook& theirs = s.book[q];
    for (int j = 0; j < theirs.count; ++j)
      if (pending(theirs.order[j]) && theirs.order[j].a == target && sources.test(theirs.order[j].b)) bt.both_attacking = 1;
  }
  // Ambush (Colonies §5.10): hostiles on a tile explored this turn, unless the army wins initiative.
  bt.ambush = g.opt().col_npc && s.fresh.test(target) && hostiles(s, target) ? 2 : 0;
  bt.initiative = int8_t(std::clamp(initiative(g, s, p, s.book[p].order[i]), -128, 127));
  open_battle(g, s);
}

}  // namespace

namespace {

// The neutral forces on h join p, paid for (Colonies §5.10), within the box's limits.
void hire(ColState& s, int p, int h) {
  static constexpr int kBox[2] = {40, 12};
  const ColCost cost = hire_cost(s, h);
  const auto counts = regiment_counts(s, p);
  const uint8_t* force = s.npc[h][Neutral];
  if (!neutrals(s, h) || enemy_on(s, h, p) || counts[0] + force[0] > kBox[0] || counts[1] + force[1] > kBox[1] ||
      !affordable(s.seat[p].hand, cost))
    return;
  pay(s, p, cost);
  for (int k = 0; k < 2; ++k) add_regiments(s, h, p, k, force[k]);
  s.npc[h][Neutral][0] = s.npc[h][Neutral][1] = 0;
}

void resolve_musters(const ColGame& g, ColState& s) {
  for (int p = next_seat(g, s, -1); p >= 0; p = next_seat(g, s, p)) {
    auto counts = regiment_counts(s, p);
    const auto cap = support(s, p);
    ColBook& b = s.book[p];
    for (int i = 0; i < b.count; ++i) {
      ColOrder& o = b.order[i];
      if (o.kind == OrderKind::Muster) {
        o.flags |= ColOrderFlag::Done;
        const int v = o.a, h = o.b, kind = o.n[Infantry] ? Infantry : o.n[Cavalry] ? Cavalry : Artillery;
        const ColCost cost = muster_cost(s, p, kind, o.flags & ColOrderFlag::Requisition, 0);
        if (s.v_owner[v] != p || s.v_founder[v] != p || besieged(g, s, v) || !g.corner_tiles(v).test(h) ||
            !explored(s, h) || enemy_on(s, h, p) || counts[kind] >= cap[kind] || !affordable(s.seat[p].hand, cost))
          continue;
        pay(s, p, cost);
        if (s.seat[p].spoils) s.seat[p].spoils -= 1;  // a capture turned in
        add_regiments(s, h, p, kind, 1);
        counts[kind] += 1;
      } else if (o.kind == OrderKind::Rally) {
        o.flags |= ColOrderFlag::Done;
        const int h = o.a;
        if (!explored(s, h) || enemy_on(s, h, p) || !supplied_tiles(g, s, p).test(h)) continue;
        for (int k = 0; k < kRegimentKinds; ++k) {
          add_regiments(s, h, p, k, s.seat[p].routed[k]);
          s.seat[p].routed[k] = 0;
        }
      }
    }
  }
}

}  // namespace

// Hires first, a tile at a time (cursor.tile; cursor.explorer: who takes it): two seats hiring one force are a
// sealed bid of the price each (ours: equal bids, so a d6 roll-off decides), then musters and rallies.
bool run_musters(const ColGame& g, ColState& s) {
  for (;;) {
    if (s.cur.tile == kNone) {
      const int next = first_claimed(g, s, OrderKind::Hire);
      if (next < 0) break;
      s.cur.tile = uint8_t(next);
      s.cur.explorer = kNone;
    }
    const int h = s.cur.tile, bits = claimants(s, OrderKind::Hire, h);
    if (s.cur.explorer == kNone) {
      if (std::popcount(unsigned(bits)) > 1) {
        await(s, ColPhase::Rolloff);
        return true;
      }
      s.cur.explorer = uint8_t(std::countr_zero(unsigned(bits)));
    }
    hire(s, s.cur.explorer, h);
    for (int p = 0; p < g.num_players(); ++p)
      for (int i = 0; i < s.book[p].count; ++i)
        if (s.book[p].order[i].kind == OrderKind::Hire && s.book[p].order[i].a == h) s.book[p].order[i].flags |= ColOrderFlag::Done;
    s.cur.tile = s.cur.explorer = kNone;
  }
  resolve_musters(g, s);
  enter(g, s, ColStage::March);
  start_marches(g, s);
  return false;
}

void start_marches(const ColGame& g, ColState& s) {
  // Contested: an enemy stands on the target, or an enemy marches into the target or the source.
  for (int p = 0; p < g.num_players(); ++p) {
    if (!active(s, p)) continue;
    ColBook& b = s.book[p];
    for (int i = 0; i < b.count; ++i) {
      ColOrder& o = b.order[i];
      if (o.kind != OrderKind::March || (o.flags & ColOrderFlag::Onward)) continue;
      bool contested = enemy_on(s, o.b, p) || (g.opt().col_npc && neutrals(s, o.b));  // neutrals: toll or fight
      for (int q = 0; q < g.num_players() && !contested; ++q) {
        if (!active(s, q) || !at_war(s, p, q)) continue;
        const ColBook& theirs = s.book[q];
        for (int j = 0; j < theirs.count; ++j)
          if (theirs.order[j].kind == OrderKind::March && !(theirs.order[j].flags & ColOrderFlag::Onward) &&
              (theirs.order[j].b == o.b || theirs.order[j].b == o.a))
            contested = true;
      }
      if (contested) o.flags |= ColOrderFlag::Contested;
    }
  }
  // The uncontested marches together: every departure first, so none takes what another brought.
  struct Arrival {
    int p, to;
    std::array<int, kRegimentKinds> n;
  };
  std::vector<Arrival> arrivals;
  for (int p = next_seat(g, s, -1); p >= 0; p = next_seat(g, s, p)) {
    ColBook& b = s.book[p];
    for (int i = 0; i < b.count; ++i) {
      ColOrder& o = b.order[i];
      if (o.kind != OrderKind::March || (o.flags & (ColOrderFlag::Contested | ColOrderFlag::Onward))) continue;
      o.flags |= ColOrderFlag::Done;
      const auto n = on_hand(s, p, o);
      if (n[0] + n[1] + n[2] == 0) continue;
      for (int k = 0; k < kRegimentKinds; ++k) remove_regiments(s, o.a, p, k, n[k]);
      arrivals.push_back({p, o.b, n});
      o.flags |= ColOrderFlag::Arrived;
    }
  }
  for (const Arrival& a : arrivals) {
    for (int k = 0; k < kRegimentKinds; ++k) add_regiments(s, a.to, a.p, k, a.n[k]);
    s.seat[a.p].arrived.set(a.to);
    entered(s, a.p, a.to);
  }
  revolts(g, s);
}

bool run_marches(const ColGame& g, ColState& s) {
  for (;;) {
    if (s.battle.active) {
      if (battle_step(g, s)) return true;
      continue;
    }
    if (desert_rolls(g, s)) return true;
    // Initiative first, for every contested march, in seat and book order.
    for (int p = next_seat(g, s, -1); p >= 0; p = next_seat(g, s, p))
      for (int i = 0; i < s.book[p].count; ++i)
        if (pending(s.book[p].order[i]) && !s.book[p].order[i].roll && !(s.book[p].order[i].flags & ColOrderFlag::Onward)) {
          s.cur.seat = uint8_t(p);
          s.cur.index = uint8_t(i);
          await(s, ColPhase::Initiative);
          return true;
        }
    const Pick m = next_march(g, s);
    if (m.p < 0) {
      if (next_onward(g, s)) continue;
      enter(g, s, ColStage::Build);
      return false;
    }
    if (reroll_tie(g, s, m)) continue;
    ColOrder& o = s.book[m.p].order[m.i];
    const auto n = on_hand(s, m.p, o);
    if (n[0] + n[1] + n[2] == 0) {
      o.flags |= ColOrderFlag::Done;
      continue;
    }
    if (!(o.flags & ColOrderFlag::Left) && enemy_coming(g, s, m.p, o.a)) {
      ask(s, ColPhase::Leave, m);
      return true;
    }
    if (enemy_on(s, o.b, m.p) || (g.opt().col_npc && neutrals(s, o.b))) {
      const Pick leaver = partial_leaver(g, s, m.p, o.b);
      ask(s, leaver.p >= 0 ? ColPhase::Leave : ColPhase::Attack, leaver.p >= 0 ? leaver : m);
      return true;
    }
    move(g, s, m.p, o);
    revolts(g, s);
  }
}

void apply_initiative(const ColGame&, ColState& s, int die) { s.book[s.cur.seat].order[s.cur.index].roll = uint8_t(die); }

// The winner of initiative "can always decide to forfeit the roll": offered where an enemy march meets this one.
int legal_march_choice(const ColGame& g, const ColState& s, Out out) {
  const ColGame::Blocks& b = g.blocks();
  const int p = s.cur.seat;
  const ColOrder& o = asked(s);
  int n = 0;
  out[n++] = g.id(b.attack, 0);
  out[n++] = g.id(b.withdraw, 0);
  if (!enemy_on(s, o.b, p) && affordable(s.seat[p].hand, toll(g))) out[n++] = g.id(b.pay_toll, 0);
  if (!(o.flags & ColOrderFlag::Forfeit) && met(g, s, p, o)) out[n++] = g.id(b.forfeit, 0);
  stops(g, s, p, o).for_each([&](int t) { out[n++] = g.tile_id(b.stop, t); });
  return n;
}

// A leaver that leaves goes at once where nothing opposes it on its target (a partial leaver's always), else on to
// attack or withdraw. Neutral forces attacked (Colonies §5.10): they fight as hostiles, and those left turn hostile.
namespace {

void choose_leave(const ColGame& g, ColState& s, int) {
  const int p = s.cur.seat;
  ColOrder& o = asked(s);
  o.flags |= ColOrderFlag::Left;
  if (!opposed(g, s, p, o)) move(g, s, p, o), revolts(g, s);
}

void choose_done(const ColGame&, ColState& s, int) { asked(s).flags |= ColOrderFlag::Done; }  // stay, withdraw

void choose_pay_toll(const ColGame& g, ColState& s, int) {
  move(g, s, s.cur.seat, asked(s));
  revolts(g, s);
}

void choose_attack(const ColGame& g, ColState& s, int) {
  const int p = s.cur.seat;
  const ColOrder& o = asked(s);
  if (!enemy_on(s, o.b, p))
    for (int k = 0; k < 2; ++k) s.npc[o.b][Hostile][k] += s.npc[o.b][Neutral][k], s.npc[o.b][Neutral][k] = 0;
  attack(g, s, p, s.cur.index);
}

void choose_forfeit(const ColGame&, ColState& s, int) { asked(s).flags |= ColOrderFlag::Forfeit; }

void choose_stop(const ColGame& g, ColState& s, int i) {  // the march ends there: its record names the tile it reached
  ColOrder& o = asked(s);
  o.b = uint8_t(g.tile_hex(i));
  move(g, s, s.cur.seat, o);
  revolts(g, s);
}

}  // namespace

void declare_march_choices(ColHandlers& t, ColGame::Blocks& b, const std::vector<std::string>& tiles) {
  b.leave = t.add("leave", Domain::Fixed, 1, choose_leave);
  b.stay = t.add("stay", Domain::Fixed, 1, choose_done);
  b.attack = t.add("attack", Domain::Fixed, 1, choose_attack);
  b.withdraw = t.add("withdraw", Domain::Fixed, 1, choose_done);
  b.pay_toll = t.add("pay_toll", Domain::Fixed, 1, choose_pay_toll);
  b.forfeit = t.add("forfeit", Domain::Fixed, 1, choose_forfeit);
  b.stop = t.add_list("stop", tiles, choose_stop);
}

// The hostiles' initiative (Colonies §5.4: the sum of their regiments' and a d6) against the army's; a tie
// goes to the army, which attacks.
void apply_ambush(const ColGame&, ColState& s, int die) {
  ColBattle& bt = s.battle;
  const int hostile = die - s.npc[bt.tile][Hostile][0] + s.npc[bt.tile][Hostile][1];
  bt.ambush = hostile > bt.initiative ? 1 : 0;
  bt.def_mod = int8_t(bt.def_mod + bt.ambush);
  bt.step = ColBattleStep::TacticsAtt;
}

}  // namespace catanlab::col
