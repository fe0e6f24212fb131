// The roll (Cities & Knights §5, §6.3, §10, §4): the event die first —
// the barbarians' step and attack, or progress draws at a gate — then
// production with commodities or the 7, then aqueducts. Steps that need a
// player's choice stop the roll in that player's phase; continue_roll picks
// it up again.
#include <algorithm>
#include <array>
#include <bit>
#include <cstring>

#include "core/cities_knights/ck_internal.h"

namespace catanlab::ck {

int first_in_turn_order(const StdState& s, uint8_t mask) {
  for (int i = 0; i < s.num_players; ++i) {
    const int q = seat_after(s, s.turn_player, i);
    if ((mask >> q) & 1) return q;
  }
  return -1;
}

void barbarian_attack(const StdGame& g, StdState& s) {
  CkSlice& c = ck_of(g, s);
  VertexSet not_defending, kept_active;
  ck_opt(g).extension->attack_exemptions(g, s, not_defending, kept_active);
  int cities = 0, defence = 0, strength[kStdSeats] = {};
  for (int q = 0; q < s.num_players; ++q) {
    cities += s.base.players[q].cities.count();
    strength[q] = knight_strength(g, s, q, true);
    (s.base.players[q].vertex_pieces & not_defending).for_each([&](int v) {
      if (c.knight[v] & knight::kActive) strength[q] -= knight::strength(c.knight[v]);
    });
    defence += strength[q];
  }
  if (cities > defence) {
    // The weakest defenders among players with a city that is not a metropolis lose one.
    const VertexSet metro = metropolis_vertices(g, s);
    int weakest = 1 << 20;
    for (int q = 0; q < s.num_players; ++q)
      if ((s.base.players[q].cities - metro).any()) weakest = std::min(weakest, strength[q]);
    for (int q = 0; q < s.num_players; ++q)
      if ((s.base.players[q].cities - metro).any() && strength[q] == weakest) c.pillage |= uint8_t(1u << q);
  } else {
    const int best = *std::max_element(strength, strength + s.num_players);
    uint8_t top = 0;
    for (int q = 0; q < s.num_players; ++q)
      if (best >= 1 && strength[q] == best) top |= uint8_t(1u << q);
    if (std::popcount(top) == 1) {
      const int q = std::countr_zero(top);
      c.players[q].defender += 1;  // the VP is awarded even when the cards have run out
      s.base.players[q].module_vp += 1;
      if (c.defenders_left) c.defenders_left -= 1;
    } else {
      c.rewards = top;
    }
  }
  if (kept_active.any()) {
    for (int v = 0; v < g.topo().num_vertices; ++v)
      if (!kept_active.test(v)) c.knight[v] &= uint8_t(~knight::kActive);
    c.knights_active &= kept_active;
  } else {
    clear_knight_flags(g, s, knight::kActive);
  }
  c.barbarians = 0;
  if (c.attacks < 255) c.attacks += 1;
}

namespace {

// Production of a roll other than 7: resources, and commodities from cities
// on forest, pasture and mountains; the bank-shortage rule per card kind.
// Counts per kind go one byte per seat (a hex's yield spread to bytes), so
// that a random roll costs few branches. True when a module holds the roll
// for a phase of its own (Module::on_produce), which resumes it.
bool produce(const StdGame& g, StdState& s, int roll) {
  BaseSlice& b = s.base;
  const CkSlice& ck = ck_of(g, s);
  uint64_t lanes[kNumCardKinds] = {};  // byte q: what seat q is owed
  HexSet producing = s.layout.hexes_with_number[roll] - b.barren;
  if (g.opt().robber) producing.reset(b.robber);
  producing.for_each([&](int h) {
    const int r = terrain_resource(s.layout.terrain[h]), c = terrain_commodity(s.layout.terrain[h]);
    if (r < 0) return;
    const uint64_t units = yield_bytes(b.hex_yield[h]);  // settlements + 2 per city
    if (c < 0) {
      lanes[r] += units;
      return;
    }
    const uint64_t cities = yield_bytes(ck.hex_cities[h]);  // each yields one resource and one commodity
    lanes[r] += units - cities;
    lanes[c] += cities;
  });
  // A scenario may take part of it over (Conquerors' wine); the lanes are its bytes (a char type may
  // read and write any object's), so no copy, which would stall on the stores just made.
  if (const CkExtension* e = ck_opt(g).extension; e != &kNoCkExtension)
    e->on_produce(g, s, roll, reinterpret_cast<Owed&>(lanes));
  // The lanes turned about (byte q of kind k to byte k of seat q): each seat's cards as one packed
  // hand. One permutation of the 64 bytes (a single vpermb with AVX-512 VBMI), not 48 byte moves.
  static_assert(kNumCardKinds == 8 && kStdSeats <= 8);
  using Bytes = uint8_t __attribute__((vector_size(64)));
  Bytes by_kind;
  std::memcpy(&by_kind, lanes, sizeof by_kind);
  const Bytes by_seat = __builtin_shufflevector(by_kind, by_kind,
      0, 8, 16, 24, 32, 40, 48, 56,
      1, 9, 17, 25, 33, 41, 49, 57,
      2, 10, 18, 26, 34, 42, 50, 58,
      3, 11, 19, 27, 35, 43, 51, 59,
      4, 12, 20, 28, 36, 44, 52, 60,
      5, 13, 21, 29, 37, 45, 53, 61,
      6, 14, 22, 30, 38, 46, 54, 62,
      7, 15, 23, 31, 39, 47, 55, 63);
  std::array<uint64_t, kStdSeats> owed;
  std::memcpy(owed.data(), &by_seat, sizeof owed);
  uint64_t got = pay_hands(b, owed, g.opt().bank_single_claimant);  // bit 8q+7: seat q received something
  const bool held = g.notify_produce(s, roll, got);  // what a module produces (gold fields) counts as received
  const int ability = ck_opt(g).ability_level;
  unsigned aqueduct = 0;  // gathered in a register: a store per seat would reload the slice each time
  for (int q = 0; q < s.num_players; ++q)
    aqueduct |= unsigned(!((got >> (8 * q + 7)) & 1) && ck.players[q].level[ScienceTrack] >= ability) << q;
  ck_of(g, s).aqueduct |= uint8_t(aqueduct);
  return held;
}

bool bank_has_resource(const StdState& s) {
  for (int r = 0; r < kNumResources; ++r)
    if (s.base.bank[r]) return true;
  return false;
}

}  // namespace

void resolve_roll(const StdGame& g, StdState& s, int yellow, int red, int event) {
  CkSlice& c = ck_of(g, s);
  s.base.rolled = 1;
  s.base.last_roll = uint8_t(yellow + red);
  c.yellow = uint8_t(yellow), c.red = uint8_t(red), c.event = uint8_t(event);
  c.rolling = 1;
  if (event == kShip) {
    // A scenario's event track may take the ship over (Legend of the Conquerors);
    // it resumes the roll itself once its events are resolved.
    if (ck_opt(g).extension->on_ship(g, s)) return;
    if (++c.barbarians >= ck_opt(g).barbarian_track) barbarian_attack(g, s);
  } else {
    const int track = event - 1;
    for (int q = 0; q < s.num_players; ++q) {
      const int level = c.players[q].level[track];
      if (level >= 1 && red <= level + 1) c.draws |= uint8_t(1u << q), c.draw_track[q] = uint8_t(track);
    }
  }
  continue_roll(g, s);
}

void continue_roll(const StdGame& g, StdState& s) {
  CkSlice& c = ck_of(g, s);
  while (c.draws) {
    const int q = first_in_turn_order(s, c.draws);
    const int track = c.draw_track[q];
    const uint64_t kinds = ck_opt(g).cards.deck_kinds[track];  // a draw looks at its own deck's kinds only
    int shuffled = 0, under = 0;
    for (uint64_t x = kinds; x; x &= x - 1) {
      const int k = std::countr_zero(x);
      shuffled += c.deck[k], under += c.returned[k];
    }
    if (shuffled == 0 && under > 0) {  // the cards put back become the deck
      for (uint64_t x = kinds; x; x &= x - 1) {
        const int k = std::countr_zero(x);
        c.deck[k] += c.returned[k], c.returned[k] = 0;
      }
      shuffled = under;
    }
    if (shuffled == 0) {  // an empty deck gives nothing
      c.draws &= uint8_t(~(1u << q));
      continue;
    }
    s.to_move = uint8_t(q);
    s.phase = CkPhase::DrawProgress;
    return;
  }
  while (c.pillage) {
    const int q = first_in_turn_order(s, c.pillage);
    const VertexSet choice = s.base.players[q].cities - metropolis_vertices(g, s);
    if (choice.count() > 1) {
      s.to_move = uint8_t(q);
      s.phase = CkPhase::Pillage;
      return;
    }
    lose_city(g, s, q, choice.nth(0));  // a single city: no choice to ask
    c.pillage &= uint8_t(~(1u << q));
  }
  if (c.rewards) {
    s.to_move = uint8_t(first_in_turn_order(s, c.rewards));
    s.phase = CkPhase::ChooseDeck;
    return;
  }
  if (c.rolling == 1) {
    c.rolling = 2;
    const int roll = c.yellow + c.red;
    if (roll == 7) {
      c.rolling = 0;
      s.to_move = s.turn_player;
      return begin_seven(g, s, robber_awake(g, s));
    }
    if (produce(g, s, roll)) return;
  }
  if (c.aqueduct && bank_has_resource(s)) {
    s.to_move = uint8_t(first_in_turn_order(s, c.aqueduct));
    s.phase = CkPhase::Aqueduct;
    return;
  }
  c.aqueduct = 0;
  c.rolling = 0;
  s.to_move = s.turn_player;
  s.phase = Phase::Main;
}

}  // namespace catanlab::ck

namespace catanlab {

bool CitiesKnights::resume_roll(const StdGame& g, StdState& s) const {
  ck::continue_roll(g, s);
  return true;
}

int CitiesKnights::chance_outcomes(const StdGame& g, const StdState& s, ChanceOutcome* out) const {
  const CkBlocks& ids = blocks_;
  const CkSlice& k = ck_of(g, s);
  int n = 0;
  auto event_p = [](int e) { return e == kShip ? 0.5 : 1.0 / 6; };
  switch (int(s.phase)) {  // an int: the module's phases are not the base game's enumerators
    case int(Phase::RollDice):
      for (int dice = 0; dice < 36; ++dice)
        for (int e = 0; e < kNumEventFaces; ++e) out[n++] = {ids.roll.id(roll_index(dice, e)), event_p(e) / 36};
      return n;
    case int(CkPhase::RollEvent):
      for (int e = 0; e < kNumEventFaces; ++e) out[n++] = {ids.event.id(e), event_p(e)};
      return n;
    case int(CkPhase::DrawProgress): {
      const int track = k.draw_track[s.to_move];
      int total = 0;
      const ProgressCards& cards = ck_opt(g).cards;
      for (int x = 0; x < cards.kinds; ++x)
        if (cards.deck[x] == track) total += k.deck[x];
      for (int x = 0; x < cards.kinds; ++x)
        if (cards.deck[x] == track && k.deck[x])
          out[n++] = {ids.draw_id(x), double(k.deck[x]) / total};
      return n;
    }
    case int(Phase::StealCard): {
      const PlayerState& v = s.base.players[s.base.victim];
      for (int x = 0; x < kNumCardKinds; ++x)
        if (v.hand[x]) out[n++] = {ids.steal_card.id(x), double(v.hand[x]) / v.hand_total};
      return n;
    }
    default:
      return 0;
  }
}

Action CitiesKnights::sample_chance(const StdGame& g, const StdState& s, Rng& rng) const {
  const CkBlocks& ids = blocks_;
  auto event = [&] {
    const int face = int(rng.below(6));
    return face < 3 ? int(kShip) : face - 2;
  };
  auto pick = [&](auto&& weight, int count, int sum) {
    int x = int(rng.below(uint32_t(sum)));
    for (int k = 0; k < count; ++k)
      if ((x -= weight(k)) < 0) return k;
    return count - 1;
  };
  switch (int(s.phase)) {  // an int: the module's phases are not the base game's enumerators
    case int(Phase::RollDice): {
      const int dice = int(rng.below(36));
      return ids.roll.id(roll_index(dice, event()));
    }
    case int(CkPhase::RollEvent):
      return ids.event.id(event());
    case int(CkPhase::DrawProgress): {  // uniform over the deck's cards: only its kinds can be drawn
      const CkSlice& k = ck_of(g, s);
      const uint64_t kinds = ck_opt(g).cards.deck_kinds[k.draw_track[s.to_move]];
      int total = 0;
      for (uint64_t x = kinds; x; x &= x - 1) total += k.deck[std::countr_zero(x)];
      int draw = int(rng.below(uint32_t(total)));
      for (uint64_t x = kinds; x; x &= x - 1)
        if ((draw -= k.deck[std::countr_zero(x)]) < 0) return ids.draw_id(std::countr_zero(x));
      return ids.draw_id(ck_opt(g).cards.kinds - 1);  // as pick does; the deck is never empty here
    }
    case int(Phase::StealCard): {
      const PlayerState& v = s.base.players[s.base.victim];
      return ids.steal_card.id(pick([&](int x) { return int(v.hand[x]); }, kNumCardKinds, v.hand_total));
    }
    default:
      return -1;
  }
}

}  // namespace catanlab
