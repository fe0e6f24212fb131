// The season's pipeline (Colonies §3, §4, §6): set-up, then each turn
// Fall, Winter, Spring's orders and their resolution in the book's order,
// Summer and the turn's end, every seat playing every season. One function
// runs the pipeline until a decision or a chance outcome is awaited; the
// engine API applies an id by its block's handler (declared with the block,
// col_game.cpp), then runs the pipeline on.
#include <bit>

#include <fmt/format.h>

#include "core/colonies/col_rules.h"
#include "core/common/chance.h"

namespace catanlab {

using namespace col;

namespace col {

int next_seat(const ColGame& g, const ColState& s, int seat) {
  const int n = g.num_players(), first = g.first_seat(s.turn);
  // Seat q stands at position q - first (mod n) in the turn's order: the active seats as bits by position, those
  // after `seat`'s kept, the lowest taken (no branch per seat).
  unsigned seats = 0;
  for (int q = 0; q < n; ++q) seats |= unsigned(active(s, q)) << q;
  const unsigned by_position = (seats >> first | seats << (n - first)) & ((1u << n) - 1);
  const int after = seat < 0 ? 0 : seat - first + (seat < first ? n : 0) + 1;
  const unsigned left = by_position >> after << after;
  if (!left) return -1;
  const int q = first + std::countr_zero(left);
  return q < n ? q : q - n;
}

void enter(const ColGame& g, ColState& s, ColStage stage) {
  const bool views = s.stage == ColStage::Write || stage == ColStage::Write;  // made on the way in, cleared on the way out
  s.stage = stage;
  s.cur = ColCursor{};
  const int first = next_seat(g, s, -1);
  s.cur.seat = uint8_t(first < 0 ? 0 : first);
  s.cur.tile = s.cur.explorer = s.cur.victim = kNone;
  if (views) write_views(g, s);  // the seats' views are read while the books are written
}

namespace {

// Set-up (Colonies §3), seat by seat: the start tile turned up, the village
// on its coast with 3 infantry, the other tiles around the village turned up.
bool run_setup(const ColGame& g, ColState& s) {
  for (; s.cur.seat < g.num_players(); ++s.cur.seat) {
    const int p = s.cur.seat, h = g.start_tile(p);
    if (!explored(s, h)) {
      s.cur.tile = uint8_t(h);
      await(s, ColPhase::StartTile);
      return true;
    }
    if (!s.held_v[p].any()) {
      await(s, ColPhase::StartVillage, p);
      return true;
    }
    const int v = s.held_v[p].nth(0);
    const HexMask hidden = g.corner_tiles(v) - s.explored;
    if (hidden.any()) {
      s.cur.tile = uint8_t(hidden.nth(0));
      await(s, ColPhase::Terrain);
      return true;
    }
  }
  enter(g, s, ColStage::TurnStart);
  return false;
}

// Each seat writes its book in this turn's seat order; the last commitment
// leads to the reveal, one public step.
bool run_write(const ColGame& g, ColState& s) {
  while (s.cur.seat != kNone && s.book[s.cur.seat].committed) {
    const int next = next_seat(g, s, s.cur.seat);
    s.cur.seat = uint8_t(next < 0 ? kNone : next);
  }
  if (s.cur.seat == kNone) await(s, ColPhase::Reveal);
  else await(s, ColPhase::Write, s.cur.seat);
  return true;
}

bool run_stage(const ColGame& g, ColState& s) {
  switch (s.stage) {
    case ColStage::Setup: return run_setup(g, s);
    case ColStage::Fall:
      if (harvest_next(g, s)) return true;
      enter(g, s, ColStage::Winter);
      return false;
    case ColStage::Winter: return run_winter(g, s);
    case ColStage::Write: return run_write(g, s);
    case ColStage::Pillage: return run_pillage(g, s);
    case ColStage::Explore: return run_explore(g, s);
    case ColStage::Muster: return run_musters(g, s);
    case ColStage::March: return run_marches(g, s);
    case ColStage::Build:
      resolve_builds(g, s);
      enter(g, s, ColStage::Attrition);
      return false;
    case ColStage::Attrition: return run_attrition(g, s);
    case ColStage::Summer: return run_summer(g, s);
    case ColStage::TurnEnd: return run_turn_end(g, s);
    case ColStage::TurnStart: return run_turn_start(g, s);
    case ColStage::Over: await(s, ColPhase::GameOver); return true;
  }
  return true;
}

}  // namespace

void proceed(const ColGame& g, ColState& s) {
  while (!run_stage(g, s)) {
  }
}

// A d6 is the die of the roll the awaited step makes.
void apply_d6(const ColGame& g, ColState& s, int index) {
  const int die = index + 1;
  switch (s.phase) {
    case ColPhase::Initiative: return apply_initiative(g, s, die);
    case ColPhase::Ambush: return apply_ambush(g, s, die);
    case ColPhase::Combat: return apply_join_roll(g, s, die);  // a third side's die
    case ColPhase::Attrition: return apply_attrition(g, s, die);
    case ColPhase::Drift: return apply_drift(g, s, die);
    case ColPhase::Spawn: return apply_spawn(g, s, die);
    default: return apply_count(g, s, die);  // an exploration event's
  }
}

// A regiment lost: a battle's casualty, or one to attrition.
void apply_lose(const ColGame& g, ColState& s, int kind) {
  if (s.phase == ColPhase::AttritionLoss) return apply_attrition_loss(g, s, kind);
  apply_casualty(g, s, kind);
}

}  // namespace col

// ---- The engine API ----

State ColGame::new_game(uint64_t) const {
  State state(state_size());
  ColState& s = col_state(state);
  s.num_players = uint8_t(num_players_);
  std::memset(s.terrain, kNone, sizeof s.terrain);
  std::memset(s.v_founder, kNone, sizeof s.v_founder);
  std::memset(s.v_owner, kNone, sizeof s.v_owner);
  std::memset(s.e_founder, kNone, sizeof s.e_founder);
  std::memset(s.e_owner, kNone, sizeof s.e_owner);
  for (int h = 0; h < topo().num_hexes; ++h)
    if (!land_.test(h)) s.explored.set(h), s.terrain[h] = uint8_t(Terrain::Sea);
  if (opt_.col_map == 0) s.explored.set(centre_), s.terrain[centre_] = uint8_t(Terrain::Desert), s.fortress = uint8_t(centre_);
  else s.fortress = kNone;
  for (int r = 0; r < 5; ++r) s.bank[r] = uint8_t(opt_.col_bank);
  for (int k = 0; k < kColDevKinds; ++k) s.dev_deck[k] = kColDevDeck[k];
  if (opt_.col_tactics)
    for (int k = 0; k < kTacticsKinds; ++k) s.tactics_deck[k] = kTacticsDeck[k];
  // Each seat starts with two roads' and a village's cards (Colonies §3).
  static constexpr int kStartHand[5] = {3, 3, 1, 1, 0};
  for (int p = 0; p < num_players_; ++p) {
    for (int r = 0; r < 5; ++r) gain(s, p, r, kStartHand[r]);
    for (int q = 0; q < num_players_; ++q) s.seat[p].stance[q] = uint8_t(q == p ? Peace : opt_.col_start_stance);
    s.seat[p].vote = kNone;
  }
  s.offer.from = s.offer.to = kNone;
  s.battle.tile = s.battle.from = s.battle.attacker = kNone;
  enter(*this, s, ColStage::Setup);
  proceed(*this, s);
  return state;
}

int ColGame::current_player(const State& state) const {
  const ColState& s = col_state(state);
  switch (s.phase) {
    case ColPhase::GameOver: return kTerminalPlayer;
    case ColPhase::StartTile: case ColPhase::Terrain: case ColPhase::DevDraw: case ColPhase::Reveal:
    case ColPhase::Rolloff: case ColPhase::Event: case ColPhase::Count: case ColPhase::Refund:  // also the hires' roll-off
    case ColPhase::Initiative: case ColPhase::Ambush: case ColPhase::Combat: case ColPhase::Shot: case ColPhase::Pursuit:
    case ColPhase::Attrition:
    case ColPhase::Drift: case ColPhase::Direction: case ColPhase::Spawn: case ColPhase::Steal:
    case ColPhase::TacticsDraw:
      return kChancePlayer;
    default: return s.actor;
  }
}

std::string ColGame::phase_name(const State& state) const {
  return kColPhaseNames[int(col_state(state).phase)];
}

bool ColGame::private_decision(const State& state) const { return col_state(state).phase == ColPhase::Write; }

// A written order is seen by its writer alone until the reveal.
bool ColGame::action_visible(const State& before, Action a, int viewer) const {
  if (private_decision(before)) return viewer == col_state(before).actor;
  return Game::action_visible(before, a, viewer);
}

int ColGame::legal_actions(const State& state, Action* out) const {
  const ColState& s = col_state(state);
  switch (s.phase) {
    case ColPhase::StartVillage: return legal_start_village(*this, s, out);
    case ColPhase::Harvest: return legal_harvest(*this, s, out);
    case ColPhase::Winter: case ColPhase::Offer: case ColPhase::Answer: case ColPhase::MonopolyPick:
    case ColPhase::PalacePick:
      return legal_winter(*this, s, out);
    case ColPhase::Write: return legal_write(*this, s, s.actor, out);
    case ColPhase::Stash:
      for (int r = 0; r < 5; ++r) out[r] = id(b_.stash, r);
      return 5;
    case ColPhase::Colony: return legal_colony(*this, s, out);
    case ColPhase::Leave: out[0] = id(b_.leave, 0), out[1] = id(b_.stay, 0); return 2;
    case ColPhase::Attack: return legal_march_choice(*this, s, out);
    case ColPhase::Tactics: return legal_tactics(*this, s, out);
    case ColPhase::Casualty: return legal_casualty(*this, s, out);
    case ColPhase::Choice: return legal_choice(*this, s, out);
    case ColPhase::RetreatTo: return legal_retreat_to(*this, s, out);
    case ColPhase::AttritionLoss: return legal_attrition_loss(*this, s, out);
    default: return 0;
  }
}

int ColGame::chance_outcomes(const State& state, ChanceOutcome* out) const {
  const ColState& s = col_state(state);
  auto uniform = [&](ActionSpace::Block block, int first, int count) {
    for (int k = 0; k < count; ++k) out[k] = {id(block, first + k), 1.0 / count};
    return count;
  };
  switch (s.phase) {
    case ColPhase::StartTile: case ColPhase::Terrain: return terrain_outcomes(*this, s, s.cur.tile, out);
    case ColPhase::Reveal: out[0] = {id(b_.reveal, 0), 1.0}; return 1;
    case ColPhase::Rolloff: return rolloff_outcomes(*this, s, out);
    case ColPhase::Event:
      for (int k = 2; k <= 12; ++k) out[k - 2] = {id(b_.event, k - 2), (6 - std::abs(7 - k)) / 36.0};
      return 11;
    case ColPhase::Count: case ColPhase::Initiative: case ColPhase::Ambush: case ColPhase::Attrition:
    case ColPhase::Drift: case ColPhase::Spawn:
      return uniform(b_.d6, 0, 6);
    case ColPhase::Direction: return direction_outcomes(*this, s, out);
    case ColPhase::Refund: return refund_outcomes(*this, s, out);
    case ColPhase::Combat:  // the attackers keep their best die of one per tile (and Guerilla Warfare's side of two)
      if (s.battle.step == ColBattleStep::RollJoin)
        return join_outcomes(out, id(b_.d6, 0), std::max<int>(1, s.battle.join_sources));
      return dice_outcomes(out, id(b_.combat, 0), combat_dice(s.battle, duel_sides(s.battle)[0]),
                           combat_dice(s.battle, duel_sides(s.battle)[1]));
    case ColPhase::Pursuit:  // the exchange's lower side's die first
      return dice_outcomes(out, id(b_.pursuit, 0), attack_dice(s.battle, duel_sides(s.battle)[0]),
                           attack_dice(s.battle, duel_sides(s.battle)[1]));
    case ColPhase::Shot:  // the barrages roll more dice for the artillery firing (Counter Battery Fire's first)
      return dice_outcomes(out, id(b_.shot, 0),
                           shot_dice(s.battle, s.battle.counter_shot ? s.battle.counter_shot - 1 : s.battle.shooter), 1);
    case ColPhase::Steal: {
      const int total = hand_total(s, s.cur.victim);
      int n = 0;
      for (int r = 0; r < 5; ++r)
        if (s.seat[s.cur.victim].hand[r]) out[n++] = {id(b_.steal, r), double(s.seat[s.cur.victim].hand[r]) / total};
      return n;
    }
    case ColPhase::DevDraw: case ColPhase::TacticsDraw: {
      const bool dev = s.phase == ColPhase::DevDraw;
      const uint8_t* deck = dev ? s.dev_deck : s.tactics_deck;
      const int kinds = dev ? kColDevKinds : kTacticsKinds;
      int total = 0, n = 0;
      for (int k = 0; k < kinds; ++k) total += deck[k];
      for (int k = 0; k < kinds; ++k)
        if (deck[k]) out[n++] = {id(dev ? b_.dev : b_.tactics_card, k), double(deck[k]) / total};
      return n;
    }
    default: return 0;
  }
}

Action ColGame::sample_chance(const State& state, Rng& rng) const {
  ChanceOutcome outcomes[64];
  return draw_outcome(outcomes, chance_outcomes(state, outcomes), rng);
}

// The id's block's handler, with the id's place in the block; then the pipeline runs on to the next input awaited.
void ColGame::apply(State& state, Action a) const {
  ColState& s = col_state(state);
  apply_step(s, a);
  proceed(*this, s);
}

int ColGame::winner(const State& state) const {
  const ColState& s = col_state(state);
  if (s.phase != ColPhase::GameOver || std::popcount(unsigned(s.winners)) != 1) return -1;
  return std::countr_zero(unsigned(s.winners));
}

// Winners share the win: 1 / (number of winners) each (Colonies §8); a draw gives 0 to all.
void ColGame::returns(const State& state, double* out) const {
  const ColState& s = col_state(state);
  const int k = s.phase == ColPhase::GameOver ? std::popcount(unsigned(s.winners)) : 0;
  for (int p = 0; p < num_players_; ++p) out[p] = k && (s.winners >> p & 1) ? 1.0 / k : 0.0;
}

// No victory points: the Time victory's score stands in for them.
int ColGame::victory_points(const State& state, int seat) const { return time_score(*this, col_state(state), seat); }

}  // namespace catanlab
