// The Conquerors module's transitions: set-up (the marked first settlement
// with its knight, the walled city), the engine hooks, the direction die,
// the knights built at a higher level, and the table's result.
#include <algorithm>

#include "core/common/chance.h"
#include "core/conquerors/lotc_internal.h"
#include "core/standard/module_registry.h"

namespace catanlab {

using namespace lotc_ids;
using namespace lotc;

namespace {

int highest_seat(uint8_t mask) { return 7 - std::countl_zero(uint8_t(mask)); }

// std::lower_bound without a branch per step (a conditional move): its steps' branches went
// either way at random, at every listing.
Action* first_at_least(Action* first, Action* last, Action value) {
  ptrdiff_t n = last - first;
  if (n == 0) return first;
  for (; n > 1; n -= n / 2) first = first[n / 2 - 1] < value ? first + n / 2 : first;
  return first + (*first < value);
}

// Strong and mighty knights built directly (chapter 1).
void push_knight_builds(const StdGame& g, const StdState& s, const LotcIds& ids, ActionList& out) {
  const int p = s.to_move;
  const CkPlayer& mine = ck_of(g, s).players[p];
  const LotcOptions& opt = lotc_opt(g);
  const bool strong = mine.knights_left[1] && covers(s.base.players[p], opt.strong_knight_cost);
  const bool mighty = mine.knights_left[2] && mine.level[PoliticsTrack] >= ck_opt(g).ability_level &&
                      covers(s.base.players[p], opt.mighty_knight_cost);
  if (!strong && !mighty) return;
  const VertexSet spots = ck::knight_spots(g, s, p);
  if (strong)
    spots.for_each([&](int v) {
      if (knight_may_stand(g, s, v, new_knight_strength(g, s, p, 2))) out.push(ids.id(kBuildStrongKnight, v));
    });
  if (mighty)
    spots.for_each([&](int v) {
      if (knight_may_stand(g, s, v, new_knight_strength(g, s, p, 3))) out.push(ids.id(kBuildMightyKnight, v));
    });
}

// Set-up, chapter 3: the seats turn a settlement into a city (no wall) and place
// their knight from the last to build a second settlement (seat 0) clockwise;
// chapters 1-2 from the last seat back, the city walled.
int next_setup_seat(const StdGame& g, uint8_t mask) {
  return lotc_opt(g).lotc_chapter >= 3 ? std::countr_zero(unsigned(mask)) : highest_seat(mask);
}

// The set-up knight's strength: basic, strong with mercy.
int setup_knight_strength(const StdGame& g) { return lotc_opt(g).lotc_mercy ? 2 : 1; }

}  // namespace

namespace lotc {
// The next seat's set-up city, or the first roll.
void next_setup_city(const StdGame& g, StdState& s) {
  if (lotc_of(g, s).setup_cities) {
    s.to_move = uint8_t(next_setup_seat(g, lotc_of(g, s).setup_cities));
    s.phase = LotcPhase::SetupCity;
  } else {
    s.to_move = s.turn_player;
    s.phase = Phase::RollDice;
  }
}
}  // namespace lotc

void Conquerors::setup(const StdGame& g, StdState& s) const {
  lotc_of(g, s) = LotcSlice{};
  lotc_of(g, s).setup_cities = uint8_t((1u << s.num_players) - 1);
  place_forts(g, s);  // before the paths: roads beside forts alone are closed, as roadblocks are
  // Paths among swamps and sea are closed from the start: on the board's own terrain as read once
  // (no seat has a frontier yet), on a shuffled one by a refresh of every land hex.
  if (own_terrain(g, s)) s.base.closed_roads = marks_.closed_at_start;
  else refresh_closed_roads(g, s, g.topo().land);
  place_tokens(g, s);
  if (start_fort_draw(g, s)) return;  // chapter 3: the forts' tiles first (mercy after them)
  if (lotc_opt(g).lotc_mercy) start_mercy(g, s);
}

void Conquerors::on_build(const StdGame& g, StdState& s, Piece piece, int where, int p) const {
  if (piece == CkPiece::Knight || piece == CkPiece::KnightPromoted) {
    if (piece == CkPiece::Knight) equipment_follows(g, s, where);  // first: a cannon fights with its knight
    const bool attack = lotc_of(g, s).dagur && beside_conqueror(g, s, where);
    knight_arrived(g, s, where, piece == CkPiece::Knight);
    if (attack) dagur_spent(g, s, where);
    return;
  }
  if (piece == Piece::Settlement) take_amber(g, s, p, where);
  if (piece == Piece::Road)
    for (int v : g.topo().edge_vertex[where]) take_amber(g, s, p, v);
  // The first set-up road: an inactive basic knight at its far end (set-up, chapters 1-2).
  if (piece == Piece::Road && s.phase == Phase::SetupRoad && s.setup_step < s.num_players && lotc_opt(g).lotc_chapter < 3) {
    const auto& ends = g.topo().edge_vertex[where];
    const int v = ends[0] == s.base.setup_vertex ? ends[1] : ends[0];
    const int strength = setup_knight_strength(g);  // with mercy: an inactive strong knight
    if (s.base.occupied.test(v) || s.base.vertex_pieces.test(v) || !ck_of(g, s).players[p].knights_left[strength - 1]) return;
    ck_of(g, s).players[p].knights_left[strength - 1] -= 1;
    ck::put_knight(g, s, v, knight::make(p, strength));
  }
}

void Conquerors::on_produce(const StdGame& g, StdState& s, int roll, Owed& owed) const { produce_wine(g, s, roll, owed); }

// The book (chapter 2, "Cavalry"): a cavalry displaced by an opponent's stronger unit may go to any free
// intersection by one of its owner's roads, not only along the road it stood on. While the displaced knight
// waits, its horse still names the place it was displaced from (equipment_follows).
void Conquerors::widen_relocation(const StdGame& g, const StdState& s, int from, VertexSet& targets) const {
  const int owner = knight::owner(ck_of(g, s).displaced);
  if (lotc_of(g, s).horse[owner] == from) targets |= ck::knight_spots(g, s, owner);
}

void Conquerors::on_turn_start(const StdGame& g, StdState& s) const {
  if (lotc_opt(g).lotc_chapter >= 2) settle_stale_pieces(g, s), turn_starts(g, s);
  // Bribery and Thora may be played before the roll.
  if (s.phase == Phase::RollDice && (may_bribe(g, s) || may_play_before_roll(g, s))) s.phase = Phase::PreRoll;
  // After the last set-up round: a settlement becomes a (walled) city.
  if (!lotc_of(g, s).setup_cities) return;
  s.to_move = uint8_t(next_setup_seat(g, lotc_of(g, s).setup_cities));
  s.phase = LotcPhase::SetupCity;
}

bool Conquerors::on_ship(const StdGame& g, StdState& s) const {
  // A 7 with the ship leaves the ship where it is (General Rules, 1).
  if (ck_of(g, s).yellow + ck_of(g, s).red != 7 && lotc_of(g, s).space < track_length(lotc_opt(g).lotc_chapter)) {
    if (!open_interrupt(g, s, kInterruptAegis, 0)) move_ship(g, s);  // Aegis may keep the ship where it is
  } else {
    ck::continue_roll(g, s);
  }
  return true;
}

void Conquerors::legal_actions(const StdGame& g, const StdState& s, ActionList& out) const {
  const int p = s.to_move;
  const PlayerState& me = s.base.players[p];
  if (s.phase == LotcPhase::SetupCity) {
    me.settlements.for_each([&](int v) { out.push(ids_.id(kSetupCity, v)); });
    return;
  }
  if (s.phase == LotcPhase::SetupKnight) {  // by one's roads (chapter 3's set-up); the far end of a road included
    if (ck_of(g, s).players[p].knights_left[setup_knight_strength(g) - 1])
      ck::knight_spots(g, s, p).for_each([&](int v) { out.push(ids_.id(kSetupKnight, v)); });
    return;
  }
  if (s.phase == LotcPhase::EastRoad) return free_road_plays(g, s, ids_, out);
  // The plays below come in the main phase, before the roll, in a trade offer or in the module's phases.
  const bool own_phase = s.phase >= LotcPhase::SetupCity && s.phase <= LotcPhase::FortDraw;
  if (!own_phase && s.phase != Phase::Main && s.phase != Phase::PreRoll && s.phase != Phase::TradeBuild) return;
  // Out of the module's phases a politics or battle play needs one of the chapters' cards in the
  // hand of the seat whose turn it is (most lists: none).
  bool cards = own_phase;
  for (int k = kNumCkProgressKinds; k < kNumProgressKinds; ++k) cards |= ck_of(g, s).players[s.turn_player].progress[k] > 0;
  if (s.phase == Phase::Main) push_knight_builds(g, s, ids_, out);
  if (cards) {
    politics_vertex_plays(g, s, ids_, out);
    politics_other_plays(g, s, ids_, out);
  }
  const int start = out.size;
  if (lotc_opt(g).lotc_chapter >= 3) free_road_plays(g, s, ids_, out);  // a fort's road
  if (own_phase) {
    lea_plays(g, s, ids_, out);
    interrupt_plays(g, s, ids_, out);
  }
  if (lotc_opt(g).lotc_chapter >= 2) {
    equipment_plays(g, s, ids_, out);
    if (cards) battle_plays(g, s, ids_, out);
    token_offer_plays(g, s, ids_, out);
  }
  // The files' blocks interleave in the id order (play crossbows between the cavalry's and the
  // foundry's, pass_interrupt between Lea's and Aegis's, the fort's road after chapter 2's), which
  // keeps the order of the legal ids that the recorded games chose from.
  std::sort(out.data + start, out.data + out.size);
}

void Conquerors::on_trade(const StdGame& g, StdState& s, int partner) const { trade_tokens(g, s, partner); }

bool Conquerors::holds_asked(const StdGame& g, const StdState& s, int seat) const { return holds_asked_tokens(g, s, seat); }

// What the chapters forbid of others' ids, by the rules numbered (lotc_state.cpp) gives each id.
void Conquerors::filter_legal(const StdGame& g, const StdState& s, ActionList& list) const {
  Action* const ids = list.data;
  int n = list.size;
  if (n == 0) return;
  const JudgedId* judged = judged_.data();
  // Ascending ids with settlements at both ends are settlements alone (one block): set-up's lists of
  // every free corner, judged as one run without reading each id's rule.
  const bool settlements_alone = judged[ids[0]].rule == kSettlement && judged[ids[n - 1]].rule == kSettlement;
  unsigned rules = settlements_alone ? unsigned(kSettlement) : 0;  // the rules the list's ids are judged by
  if (!settlements_alone)
    for (int i = 0; i < n; ++i) rules |= judged[ids[i]].rule;
  if (!rules) return;  // most lists
  const bool first_round = s.phase == Phase::SetupSettlement || s.phase == Phase::SetupRoad
                               ? s.setup_step < s.num_players : false;
  if (rules & kSettlement) {
    // Settlements: one run of the ascending list, most of it in set-up (every free corner), judged
    // as a whole: in set-up's first round each marked corner looked up in it, else each corner
    // against settle_corners.
    const BlockHandle& settlements = base_blocks(g).build_settlement;
    const Action first = settlements.first;  // a local: the stores below may alias the handle
    Action* const run = settlements_alone ? ids : first_at_least(ids, ids + n, first);
    Action* const run_end = settlements_alone ? ids + n : first_at_least(run, ids + n, first + settlements.size);
    Action* out = run;
    if (first_round) {
      Action* from = run;
      marks_.settlements.for_each([&](int v) {
        from = std::lower_bound(from, run_end, first + v);
        if (from != run_end && *from == first + v) *out++ = *from;
      });
    } else {
      // Chapter 3: the second set-up settlement south of the dividing line.
      const bool second_round = lotc_opt(g).lotc_chapter >= 3 && s.phase == Phase::SetupSettlement;
      const VertexSet corners = settle_corners(g, s);
      for (Action* x = run; x != run_end; ++x) {
        const int v = *x - first;
        *out = *x;  // without a branch: kept or not at random
        out += corners.test(v) && (!second_round || south_of_line(g, v));
      }
    }
    n = int(std::copy(run_end, ids + n, out) - ids);
    list.size = n;
    rules &= ~unsigned(kSettlement);
  }
  // Chapter 1, 4: "You may not upgrade a settlement adjacent to one or more conquered hexes to a city."
  if (!lotc_of(g, s).conquered.any()) rules &= ~unsigned(kCity);
  // Set-up's first round builds on the marked sides; closed paths are out of every frontier already.
  if (!first_round) rules &= ~unsigned(kRoad);
  // A displaced knight's relocation is not filtered: where it lands badly, the removals take it.
  if (s.phase != CkPhase::KnightTarget) rules &= ~unsigned(kKnightTo);
  // Knights: knight_may_stand holds away from the corners of a conqueror's hex, so everywhere with
  // no conqueror on the board (C&K lists a move with somewhere to go).
  VertexSet contested;
  if (rules & (kNewKnight | kMoveKnight | kKnightTo)) {
    conqueror_hexes(g, s).for_each([&](int h) { contested |= g.topo().hex_vertices[h]; });
    if (!contested.any()) rules &= ~unsigned(kNewKnight | kMoveKnight | kKnightTo);
  }
  if (!rules) return;
  auto keep = [&](JudgedId j) {
    const int v = j.at;
    switch (j.rule & rules) {
      case kCity: return !touches_conquered(g, s, v);
      case kRoad: return marks_.roads.test(v);
      case kNewKnight: return !contested.test(v) || knight_may_stand(g, s, v, new_knight_strength(g, s, s.to_move, 1));
      case kMoveKnight: {
        const VertexSet targets = ck::knight_targets(g, s, v);
        if ((targets - contested).any()) return true;
        const int strength = unit_strength(g, s, v);
        bool any = false;
        targets.for_each([&](int x) { any = any || knight_may_stand(g, s, x, strength, v); });
        return any;
      }
      case kKnightTo: {
        const int from = ck_of(g, s).knight_from;
        return !contested.test(v) || knight_may_stand(g, s, v, unit_strength(g, s, from), from);
      }
    }
    return true;
  };
  // The ids before the first judged one stay where they are; after it, a test per id (the judged
  // ones lie together) before the rule's own.
  int i = 0;
  while (i < n && !(judged[ids[i]].rule & rules)) ++i;
  int kept = i;
  for (; i < n; ++i) {
    const Action a = ids[i];
    const JudgedId j = judged[a];
    ids[kept] = a;  // kept, or overwritten by the next
    kept += !(j.rule & rules) || keep(j);
  }
  list.size = kept;
}

namespace {

// Chapter 1's knights built at level 2 or 3.
template <int Strength>
void build_knight(const Module&, const StdGame& g, StdState& s, int v) {
  const int p = s.to_move;
  pay_cost(s.base, p, Strength == 2 ? lotc_opt(g).strong_knight_cost : lotc_opt(g).mighty_knight_cost);
  ck_of(g, s).players[p].knights_left[Strength - 1] -= 1;
  ck::put_knight(g, s, v, knight::make(p, Strength));
}

void setup_city(const Module&, const StdGame& g, StdState& s, int v) {
  const int p = s.to_move;
  place_city(g.topo(), s, p, v);
  g.notify_build(s, Piece::City, v, p);
  lotc_of(g, s).setup_cities &= uint8_t(~(1u << p));
  // The wall: chapters 1-2's set-up city; chapter 3's only as mercy's gift ("Repeating Chapter 3");
  // none from an empty supply (a rule set of city_walls 0).
  if ((lotc_opt(g).lotc_chapter < 3 || lotc_opt(g).lotc_mercy) && ck_of(g, s).players[p].walls < ck_opt(g).city_walls)
    ck::add_wall(g, s, p, v);
  if (lotc_opt(g).lotc_chapter >= 3 && ck_of(g, s).players[p].knights_left[setup_knight_strength(g) - 1] &&
      ck::knight_spots(g, s, p).any()) {
    s.phase = LotcPhase::SetupKnight;  // chapter 3: the knight next
    return;
  }
  next_setup_city(g, s);
}

void setup_knight(const Module&, const StdGame& g, StdState& s, int v) {  // inactive; then the next seat's city
  const int p = s.to_move, strength = setup_knight_strength(g);
  ck_of(g, s).players[p].knights_left[strength - 1] -= 1;
  ck::put_knight(g, s, v, knight::make(p, strength));
  next_setup_city(g, s);
}

// A block whose rule is shared with others of its card or piece (one file each): the rule told which.
template <void (*Rule)(const StdGame&, StdState&, Block, int), Block B>
void shared(const Module&, const StdGame& g, StdState& s, int i) {
  Rule(g, s, B, i);
}
template <Block B>
void interrupt(const Module&, const StdGame& g, StdState& s, int) {
  apply_interrupt(g, s, B);
}
// A block with a rule of its own that takes the index.
template <void (*Rule)(const StdGame&, StdState&, int)>
void indexed(const Module&, const StdGame& g, StdState& s, int i) {
  Rule(g, s, i);
}
void pass(const Module&, const StdGame& g, StdState& s, int) { pass_interrupt(g, s); }

void direction(const Module&, const StdGame& g, StdState& s, int colour) {
  if (open_interrupt(g, s, kInterruptArchers, colour)) return;  // Archers may stop the conqueror the die was rolled for
  advance_mover(g, s, colour);
}
void battle_card(const Module&, const StdGame& g, StdState& s, int i) { battle_draw(g, s, Crossbows + i); }
void fort_tile(const Module&, const StdGame& g, StdState& s, int i) { fort_draw(g, s, i + 1); }  // FortReward 0 is no tile

constexpr std::array<BlockApply, kNumBlocks> kBlockRule = [] {
  std::array<BlockApply, kNumBlocks> r{};
  r[kBuildStrongKnight] = build_knight<2>;
  r[kBuildMightyKnight] = build_knight<3>;
  r[kSetupCity] = setup_city;
  r[kPlayBrothersInArms] = shared<apply_politics, kPlayBrothersInArms>;
  r[kBriberyKnight] = shared<apply_politics, kBriberyKnight>;
  r[kPlayMission] = shared<apply_politics, kPlayMission>;
  r[kMissionRoad] = shared<apply_politics, kMissionRoad>;
  r[kPlayBribery] = shared<apply_politics, kPlayBribery>;
  r[kBrothersActivate] = shared<apply_politics, kBrothersActivate>;
  r[kPlayHelpFromTheSouth] = shared<apply_politics, kPlayHelpFromTheSouth>;
  r[kMissionDone] = shared<apply_politics, kMissionDone>;
  r[kLeaTo] = shared<apply_lea, kLeaTo>;
  r[kLeaKnight] = shared<apply_lea, kLeaKnight>;
  r[kPlayLea] = shared<apply_lea, kPlayLea>;
  r[kPassInterrupt] = pass;
  r[kCannonTo] = shared<apply_equipment, kCannonTo>;
  r[kHorseTo] = shared<apply_equipment, kHorseTo>;
  r[kCavalryTo] = shared<apply_equipment, kCavalryTo>;
  r[kBuildFoundry] = shared<apply_equipment, kBuildFoundry>;
  r[kBuildHorseFarm] = shared<apply_equipment, kBuildHorseFarm>;
  r[kCavalryStay] = shared<apply_equipment, kCavalryStay>;
  r[kCavalryReturn] = shared<apply_equipment, kCavalryReturn>;
  r[kPlayCrossbows] = indexed<play_crossbows>;
  r[kBuyBattle] = shared<apply_battle, kBuyBattle>;
  r[kPassBattle] = shared<apply_battle, kPassBattle>;
  r[kPlayDagur] = shared<apply_battle, kPlayDagur>;
  r[kPlayOdo] = shared<apply_battle, kPlayOdo>;
  r[kPlayOdoKnight] = shared<apply_battle, kPlayOdoKnight>;
  r[kPlayThora] = shared<apply_battle, kPlayThora>;
  r[kPlayAegis] = interrupt<kPlayAegis>;
  r[kPlayArchers] = interrupt<kPlayArchers>;
  r[kTakeWine] = interrupt<kTakeWine>;
  r[kTakeAmber] = interrupt<kTakeAmber>;
  r[kOfferGiveToken] = shared<offer_token, kOfferGiveToken>;
  r[kOfferGetToken] = shared<offer_token, kOfferGetToken>;
  r[kPassEast] = shared<apply_free_road, kPassEast>;
  r[kSetupKnight] = setup_knight;
  r[kFreeRoad] = shared<apply_free_road, kFreeRoad>;
  r[kArchersAt] = indexed<archers_at_charge>;
  return r;
}();

constexpr std::array<BlockApply, kNumChanceBlocks> kChanceRule = {direction, indexed<south_draw>, indexed<mercy_draw>,
                                                                  battle_card, fort_tile};

}  // namespace

BlockApply lotc::block_rule(Block b) { return kBlockRule[size_t(b)]; }
BlockApply lotc::chance_rule(ChanceBlock b) { return kChanceRule[size_t(b)]; }

int Conquerors::chance_outcomes(const StdGame& g, const StdState& s, ChanceOutcome* out) const {
  if (s.phase == LotcPhase::FortDraw) return fort_outcomes(g, s, ids_, out);
  if (s.phase == LotcPhase::SouthDraw) return south_outcomes(g, s, ids_, out);
  if (s.phase == LotcPhase::MercyDraw) return mercy_outcomes(g, s, ids_, out);
  if (s.phase == LotcPhase::BattleDraw) return battle_outcomes(g, s, ids_, out);
  if (s.phase != LotcPhase::Direction) return 0;
  for (int c = 0; c < 3; ++c) out[c] = {ids_.id(kDirection, c), 1.0 / 3};  // 2 faces of each colour
  return 3;
}

Action Conquerors::sample_chance(const StdGame& g, const StdState& s, Rng& rng) const {
  if (s.phase == LotcPhase::BattleDraw || s.phase == LotcPhase::FortDraw) {  // by the outcomes' probabilities
    ChanceOutcome o[kNumProgressKinds];
    const int n = s.phase == LotcPhase::FortDraw ? fort_outcomes(g, s, ids_, o) : battle_outcomes(g, s, ids_, o);
    return draw_outcome(o, n, rng);
  }
  if (s.phase == LotcPhase::MercyDraw) {  // by the deck's counts
    const int deck = mercy_deck(g, s);
    int total = 0;
    for (int k = 0; k < kNumProgressKinds; ++k) total += progress_deck(k) == deck ? ck_of(g, s).deck[k] : 0;
    int pick = int(rng.below(uint32_t(total)));
    for (int k = 0; k < kNumProgressKinds; ++k)
      if (progress_deck(k) == deck && (pick -= ck_of(g, s).deck[k]) < 0) return ids_.id(kMercyDraw, k);
  }
  if (s.phase == LotcPhase::SouthDraw) {  // uniform over the stack's cards
    int pick = int(rng.below(uint32_t(std::popcount(unsigned(lotc_of(g, s).south_stack)))));
    for (int r = 0; r < kNumResources; ++r)
      if (((lotc_of(g, s).south_stack >> r) & 1) && pick-- == 0) return ids_.id(kSouthDraw, r);
  }
  if (s.phase != LotcPhase::Direction) return -1;
  return ids_.id(kDirection, int(rng.below(3)));
}

int Conquerors::table_result(const StdGame& g, const StdState& s) const {
  if (s.phase != Phase::GameOver) return -1;
  if (lotc_of(g, s).outcome == kDefeat) return 0;
  return lotc_of(g, s).outcome == kVictory || s.winner != kNobody ? 1 : -1;  // 13 VP: an early victory
}

bool Conquerors::returns(const StdGame& g, const StdState& s, double* out) const {
  const LotcSlice& L = lotc_of(g, s);
  if (s.phase != Phase::GameOver) return false;
  const uint8_t winners = L.outcome == kVictory ? L.winners : s.winner != kNobody ? uint8_t(1u << s.winner) : 0;
  if (L.outcome != kDefeat && !winners) return false;  // the turn cap: a draw
  const int n = s.num_players;
  int vp[kMaxPlayers] = {}, hero[kMaxPlayers] = {}, lp[kMaxPlayers] = {};
  for (int q = 0; q < n; ++q) vp[q] = g.victory_points(s, q), hero[q] = L.hero[q];
  if (lotc_opt(g).lotc_returns) {
    const int chapter = lotc_opt(g).lotc_chapter;
    legend_points(chapter, vp, hero, n, L.outcome == kDefeat, lp);
    for (int q = 0; q < n; ++q) out[q] = double(lp[q]) / max_legend_points(chapter);
    return true;
  }
  for (int q = 0; q < n; ++q) {
    if (L.outcome == kDefeat) {
      out[q] = 0;
    } else if ((winners >> q) & 1) {
      out[q] = 1;
    } else {  // ours: below the winners, the share of seats this one beats (VP, then hero track)
      int beaten = 0;
      for (int r = 0; r < n; ++r) beaten += vp[r] < vp[q] || (vp[r] == vp[q] && hero[r] < hero[q]);
      out[q] = double(beaten) / n;
    }
  }
  return true;
}

}  // namespace catanlab

namespace catanlab::lotc {

namespace {
constexpr int kVpPoints[3][4] = {{6, 3, 2, 1}, {7, 5, 3, 1}, {9, 7, 5, 2}};
}

int max_legend_points(int chapter) { return kVpPoints[chapter - 1][0] + 2; }

void legend_points(int chapter, const int* vp, const int* hero, int n, bool defeat, int* out) {
  // Ranks by distinct value, best first: the second-most is the next lower value.
  auto rank = [&](const int* value, int q, uint8_t among) {
    int better = 0;
    for (int v = 100; v > value[q]; --v) {
      bool seen = false;
      for (int r = 0; r < n; ++r) seen |= ((among >> r) & 1) && value[r] == v;
      better += seen;
    }
    return better;
  };
  const uint8_t all = uint8_t((1u << n) - 1);
  uint8_t heroes = all;
  for (int q = 0; q < n; ++q) out[q] = 0;
  if (!defeat) {
    const int* points = kVpPoints[chapter - 1];
    int top = 0;
    for (int q = 0; q < n; ++q) top = std::max(top, vp[q]);
    for (int q = 0; q < n; ++q) {
      out[q] += points[std::min(rank(vp, q, all), 3)];
      if (vp[q] == top) heroes &= uint8_t(~(1u << q));  // the most VP leave the hero ranking
    }
  }
  // Hero track: the most advanced 2, the second-most 1; the starting space never scores.
  for (int q = 0; q < n; ++q) {
    if (!((heroes >> q) & 1) || hero[q] == 0) continue;
    const int r = rank(hero, q, heroes);
    out[q] += r == 0 ? 2 : r == 1 ? 1 : 0;
  }
}

}  // namespace catanlab::lotc

namespace catanlab {
// The forts' face-down tiles are the chapter's only hidden part (chapter 3).
void Conquerors::resample_hidden(const StdGame& g, StdState& s, int, Rng& rng) const {
  if (lotc_opt(g).lotc_chapter >= 3 && s.phase != LotcPhase::FortDraw) lotc::redeal_fort_rewards(g, s, rng);
}

void register_conquerors() {
  register_module("conquerors", []() -> std::unique_ptr<Module> { return std::make_unique<Conquerors>(); });
}

}  // namespace catanlab
