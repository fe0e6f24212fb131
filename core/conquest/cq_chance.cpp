// Chance: the roll (2d6, or the dice stack by what is left in it), the
// victim among tied leaders, the dragon's building and its fight, the ship a
// storm sinks, the knight disease kills, battles, breaches, hunts, fishing,
// and development cards drawn by the deck's composition; each outcome's
// block declared with its handler.
#include <algorithm>
#include <bit>

#include "core/common/chance.h"
#include "core/conquest/cq_rules.h"

namespace catanlab {

using namespace cq;

namespace {

constexpr double kBreach = 1.0 / 6, kForage = 1.0 / 3, kBlessedHunt = 1.0 / 2;

// The victim's knights on the dragon's hex: +1 if one carries a Relic.
int dragon_fight_bonus(const CqState& s) {
  for (const CqUnit& u : s.seats[s.victim].units)
    if (standing(u) && u.hex == s.dragon_hex && (u.flags & kBlessed)) return 1;
  return 0;
}

double hunt_odds(const CqState& s) {
  return s.seats[turn_player(s)].units[s.selected].flags & kBlessed ? kBlessedHunt : kForage;
}

}  // namespace

int CqGame::chance_outcomes(const State& state, ChanceOutcome* out) const {
  if (!is_chance(state)) return 0;
  const CqState& s = cq_state(state);
  const CqBlocks& b = b_;
  int n = 0;
  auto two = [&](ActionSpace::Block blk, double first) {
    out[n++] = {id(blk, 0), first};
    out[n++] = {id(blk, 1), 1 - first};
  };
  switch (phase(s)) {
    case CqPhase::Dice: {
      int total = 0;
      for (int k = 0; k < 11; ++k) total += opt_.dice_stack ? s.stack[k] : 6 - std::abs(5 - k);
      for (int k = 0; k < 11; ++k) {
        const int ways = opt_.dice_stack ? s.stack[k] : 6 - std::abs(5 - k);
        if (ways) out[n++] = {id(b.dice, k), double(ways) / total};
      }
      break;
    }
    case CqPhase::EventVictim: {
      const uint8_t tied = leaders(s);
      for (int q = 0; q < num_players_; ++q)
        if (tied >> q & 1) out[n++] = {id(b.victim, q), 1.0 / std::popcount(tied)};
      break;
    }
    case CqPhase::DragonHit: {
      const HexSet& hit = s.seats[s.victim].settled;
      hit.for_each([&](int h) { out[n++] = {id(b.dragon_hits, h), 1.0 / hit.count()}; });
      break;
    }
    case CqPhase::DragonFight: two(b.dragon_fight, win_probability(dragon_fight_bonus(s), 2)); break;
    case CqPhase::Storm:
    case CqPhase::Disease: {
      const bool storm = phase(s) == CqPhase::Storm;
      const CqSeat& v = s.seats[s.victim];
      const int first = storm ? kKnightSlots : 0, count = storm ? v.forces.ship_count : v.forces.knight_count;
      for (int i = first; i < first + kKnightSlots; ++i)
        if (v.units[i].kind) out[n++] = {id(storm ? b.storm_sinks : b.disease_kills, i - first), 1.0 / count};
      break;
    }
    case CqPhase::Battle: two(b.battle, attack_odds(s)); break;
    case CqPhase::BreachRoll: two(b.breach_roll, kBreach); break;
    case CqPhase::HuntRoll: two(b.hunt_roll, hunt_odds(s)); break;
    case CqPhase::FishRoll: two(b.fish_roll, kForage); break;
    case CqPhase::DrawCard: {
      int total = 0;
      for (uint8_t c : s.deck) total += c;
      for (int c = 0; c < kNumDevCards; ++c)
        if (s.deck[c]) out[n++] = {id(b.draw, c), double(s.deck[c]) / total};
      break;
    }
    default: break;
  }
  return n;
}

Action CqGame::sample_chance(const State& state, Rng& rng) const {
  const CqState& s = cq_state(state);
  if (phase(s) == CqPhase::Dice && !opt_.dice_stack)
    return id(b_.dice, int(rng.below(6) + rng.below(6)));
  ChanceOutcome outcomes[kUnitSlots + kMaxHexes];
  return draw_outcome(outcomes, chance_outcomes(state, outcomes), rng);
}

namespace {

void apply_dice(const CqGame& g, CqState& s, int i) {
  if (g.opt().dice_stack) {
    --s.stack[i];
    if (std::all_of(s.stack.begin(), s.stack.end(), [](uint8_t c) { return c == 0; }))
      for (int k = 0; k < 11; ++k) s.stack[k] = uint8_t(6 - std::abs(5 - k));
  }
  apply_roll(g, s, i + 2);
}

void apply_victim(const CqGame& g, CqState& s, int q) { victim_chosen(g, s, q); }

void apply_dragon_hits(const CqGame& g, CqState& s, int h) { dragon_hits(g, s, h); }

void apply_dragon_fight(const CqGame& g, CqState& s, int i) {
  if (i == 1) reduce_building(s, s.dragon_hex);
  s.dragon_hex = kCqNone;
  continue_events(g, s);
}

void apply_storm_sinks(const CqGame& g, CqState& s, int i) {
  remove_unit(s, s.victim, kKnightSlots + i);
  continue_events(g, s);
}

void apply_disease_kills(const CqGame& g, CqState& s, int slot) {
  remove_unit(s, s.victim, slot);
  continue_events(g, s);
}

void apply_battle(const CqGame& g, CqState& s, int i) { resolve_battle(g, s, i == 0); }

void apply_breach_roll(const CqGame& g, CqState& s, int i) {
  const int p = turn_player(s);
  if (i == 0) {
    for (int q = 0; q < g.num_players(); ++q) s.seats[q].walls.reset(s.edge);
    award(s, p, Siege);
  }
  acted(s.seats[p], s.selected, ActBreach);
  s.edge = 0;
  to_main(s);
}

// Hunting brings meat, fishing fish, when the roll is caught (index 0).
template <int Good>
void apply_forage_roll(const CqGame&, CqState& s, int i) {
  CqSeat& me = s.seats[turn_player(s)];
  if (i == 0) me.hand[Good] = uint16_t(std::min(65535, me.hand[Good] + 1));
  acted(me, s.selected, ActForage);
  to_main(s);
}

void apply_draw(const CqGame& g, CqState& s, int c) {
  CqSeat& d = s.seats[s.draw_for];
  --s.deck[c];
  if (c == CardVictoryPoint) {
    ++d.vp_cards;
  } else {
    ++d.dev[c];
    if (!s.draw_free) ++d.dev_new[c];
  }
  if (s.draw_free) return finish_round(g, s);
  s.draw_for = kCqNone;
  to_main(s);
}

}  // namespace

void CqGame::declare_chance(BlockHandlers<CqApply>& t) {
  b_.dice = t.add_chance_list("dice", labels("", 2, 12), apply_dice);
  b_.victim = t.add_chance("victim", Domain::Seat, num_players_, apply_victim);
  b_.dragon_hits = t.add_chance("dragon_hits", Domain::Hex, topo().num_hexes, apply_dragon_hits);
  b_.dragon_fight = t.add_chance_list("dragon_fight", {"held", "fell"}, apply_dragon_fight);
  b_.storm_sinks = t.add_chance_list("storm_sinks", labels("u", kKnightSlots, kUnitSlots - 1), apply_storm_sinks);
  b_.disease_kills = t.add_chance_list("disease_kills", labels("u", 0, kKnightSlots - 1), apply_disease_kills);
  b_.battle = t.add_chance_list("battle", {"attacker_wins", "defender_wins"}, apply_battle);
  b_.breach_roll = t.add_chance_list("breach_roll", {"breached", "held"}, apply_breach_roll);
  b_.hunt_roll = t.add_chance_list("hunt_roll", {"caught", "missed"}, apply_forage_roll<Meat>);
  b_.fish_roll = t.add_chance_list("fish_roll", {"caught", "missed"}, apply_forage_roll<Fish>);
  std::vector<std::string> cards(std::begin(kDevCardNames), std::end(kDevCardNames));
  b_.draw = t.add_chance_list("draw", cards, apply_draw);
}

}  // namespace catanlab
