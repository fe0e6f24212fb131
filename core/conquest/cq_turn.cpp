// The round: every seat takes a turn, in seat order in the Build phase and by
// ascending points (ties: seat order) in the Attack phase; the phases switch
// every `phase_rounds` rounds. At the round's end the single seat with the
// fewest points draws a free development card, then Balance; after the last
// round the end-of-game tokens decide.
#include <algorithm>

#include "core/conquest/cq_rules.h"

namespace catanlab::cq {

namespace {

// The seats that settled some hex of `island`, and those with a standing knight on it (bits).
void island_presence(const CqGame& g, const CqState& s, int island, unsigned& settlers, unsigned& present) {
  settlers = present = 0;
  for (int q = 0; q < s.num_players; ++q) {
    const CqSeat& p = s.seats[q];
    bool settled = false, knight = false;
    p.settled.for_each([&](int h) { settled = settled || g.board().island[h] == island; });
    p.forces.knights.for_each([&](int h) { knight = knight || g.board().island[h] == island; });
    if (settled) settlers |= 1u << q;
    if (settled || knight) present |= 1u << q;
  }
}

// Monarch, General, Colonist and Builder.
void end_of_game_tokens(const CqGame& g, CqState& s) {
  const int n = s.num_players;
  for (int i = 0; i < g.board().num_islands; ++i) {
    unsigned settlers, present;
    island_presence(g, s, i, settlers, present);
    for (int q = 0; q < n; ++q) {
      if (!(settlers >> q & 1)) continue;
      if (present == 1u << q) award(s, q, Monarch, 3);
      if (i != s.seats[q].start_island) award(s, q, Colonist, 3);
    }
  }
  int most_taken = 1, most_points = 0;  // General needs a prisoner or a sunk ship
  for (int q = 0; q < n; ++q) {
    most_taken = std::max(most_taken, s.seats[q].prisoners + s.seats[q].sunk);
    most_points = std::max(most_points, points(s, q));
  }
  for (int q = 0; q < n; ++q) {
    if (s.seats[q].prisoners + s.seats[q].sunk == most_taken) award(s, q, General, 3);
    if (points(s, q) == most_points) award(s, q, Builder, 3);
  }
}

// The round's turn order: seat order in the Build phase, ascending points in the Attack phase.
void order_round(const CqGame& g, CqState& s) {
  int pts[kCqSeats] = {};
  for (int q = 0; q < s.num_players; ++q) s.order[q] = uint8_t(q), pts[q] = points(s, q);
  if (attack_phase(g, s))
    std::stable_sort(s.order.begin(), s.order.begin() + s.num_players, [&](uint8_t a, uint8_t b) { return pts[a] < pts[b]; });
}

void start_round(const CqGame& g, CqState& s) {
  order_round(g, s);
  s.turn_pos = 0;
  start_turn(s);
}

}  // namespace

void to_main(CqState& s) {
  s.phase = uint8_t(CqPhase::Main);
  s.to_move = uint8_t(turn_player(s));
  s.selected = kCqNone;
}

void start_turn(CqState& s) {
  const int p = turn_player(s);
  for (CqUnit& u : s.seats[p].units)
    if (u.kind) u.steps = uint8_t(unit_range(kind_of(u)));
  s.to_move = uint8_t(p);
  s.last_roll = 0;
  const CqSeat& seat = s.seats[p];
  s.phase = uint8_t(seat.dev[CardLoadedDice] ? CqPhase::PreRoll : CqPhase::Dice);
}

void end_turn(const CqGame& g, CqState& s) {
  const int p = turn_player(s);
  award_defenders(s);
  const int ended = (s.round - 1) * s.num_players + s.turn_pos + 1;
  for (CqUnit& u : s.seats[p].units) u.steps = u.used = 0;
  refresh_forces(s.seats[p]);
  s.seats[p].dev_new = {};
  s.battles = {};
  s.num_battles = 0;
  s.units_built = s.wall_moved = s.dev_played = s.partners = s.offers_made = 0;
  s.last_roll = 0;
  if (g.opt().turn_cap && ended >= g.opt().turn_cap && ended < g.opt().cq_rounds * s.num_players) {
    s.phase = uint8_t(CqPhase::GameOver);
    s.capped = 1;
    s.to_move = 0;
    return;
  }
  if (s.turn_pos + 1 < s.num_players) {
    ++s.turn_pos;
    return start_turn(s);
  }
  // The round's end: the free card first (a chance node), then the rest.
  const int last = single_last(s);
  int deck = 0;
  for (uint8_t c : s.deck) deck += c;
  if (last >= 0 && deck > 0) {
    s.phase = uint8_t(CqPhase::DrawCard);
    s.draw_for = uint8_t(last);
    s.draw_free = 1;
    return;
  }
  finish_round(g, s);
}

void finish_round(const CqGame& g, CqState& s) {
  s.draw_for = kCqNone;
  s.draw_free = 0;
  // Balance: the single leader gives a token to the single last; a leader without one: the last takes one.
  const int leader = single_leader(s), last = single_last(s);
  if (leader >= 0 && last >= 0 && leader != last) {
    if (total_tokens(s.seats[leader]) > 0) ++s.seats[leader].balance_out;
    ++s.seats[last].balance_in;
  }
  if (s.round == g.opt().cq_rounds) {
    end_of_game_tokens(g, s);
    s.phase = uint8_t(CqPhase::GameOver);
    s.to_move = 0;
    return;
  }
  ++s.round;
  start_round(g, s);
}

void finish_setup(const CqGame& g, CqState& s) {
  // Each settlement pays a resource for its hex and each resource hex beside it.
  for (int q = 0; q < s.num_players; ++q)
    s.seats[q].settled.for_each([&](int h) {
      catchment(g, h).for_each([&](int x) {
        const int r = terrain_resource(Terrain(s.terrain[x]));
        if (r >= 0 && s.bank[r]) --s.bank[r], ++s.seats[q].hand[r];
      });
    });
  s.round = 1;
  start_round(g, s);
}

}  // namespace catanlab::cq
