// The rules between the Conquerors slice's fields, for a State read from bytes or JSON
// (Module::validate; their ranges are declared, lotc_state.cpp): tokens on their markers and
// within the box, a defeated knight's byte, and what the step under way needs (the conqueror
// whose die is rolled, the interrupt's seats, the defeated knight Lea heals).
#include <bit>

#include "core/field_check.h"
#include "core/conquerors/lotc_internal.h"

namespace catanlab {

using namespace lotc;

namespace {

// A knight byte that battles leave (owner | strength << 2), or 0.
bool is_defeated_knight(uint8_t k, int players) {
  return k == 0 || ((k & ~(knight::kOwner | knight::kStrength)) == 0 && knight::owner(k) < players && knight::strength(k) >= 1);
}

// Chapter 2 on: amber and wine on their markers and in hands, no more than the box; defeated knights.
void check_tokens(const StdGame& g, const StdState& s, const FieldCheck& c) {
  const LotcSlice& L = lotc_of(g, s);
  const int n = s.num_players, box = lotc_opt(g).lotc_tokens;
  c.within("amber", L.amber, marker_vertices(g, "amber"), "amber markers");
  const HexSet wine_hexes = marker_hexes(g, "wine");
  for (int h = 0; h < g.topo().num_hexes; ++h)
    if (L.wine[h]) c.require(wine_hexes.test(h), fmt::format("wine[h{}]", h), "not on a wine marker");
  for (Token kind : {Token::Amber, Token::Wine}) {
    const char* name = kind == Token::Amber ? "amber_held" : "wine_held";
    c.require(token_supply(g, s, kind) >= 0, name, fmt::format("more tokens than the box's {}", box));
  }
  for (size_t i = 0; i < L.defeated.size(); ++i)
    c.require(is_defeated_knight(L.defeated[i], n), fmt::format("defeated[{}]", i), "a knight (seat | strength << 2) or 0");
  c.require(L.lea_knight == 0xFF || L.defeated[L.lea_knight], "lea_knight", "not a defeated knight's index or 255");
  for (int k = 0; k < kNumTokens; ++k)
    c.require(L.offer_give[k] <= held(L, Token(k))[s.turn_player] || s.phase < Phase::TradeBuild ||
                  s.phase > Phase::TradeChoose,
              fmt::format("offer_tokens.give[{}]", k), "more than the proposer holds");
}

// Chapter 3: forts on their markers.
void check_forts(const StdGame& g, const StdState& s, const FieldCheck& c) {
  const LotcSlice& L = lotc_of(g, s);
  const HexSet marked = marker_hexes(g, "fort");
  for (int h = 0; h < g.topo().num_hexes; ++h)
    if (L.fort[h]) c.require(marked.test(h), fmt::format("forts[h{}]", h), "not on a fort marker");
}

}  // namespace

void Conquerors::validate(const StdGame& g, const StdState& s) const {
  const LotcSlice& L = lotc_of(g, s);
  const LotcOptions& o = lotc_opt(g);
  const int n = s.num_players;
  const FieldCheck c("state.conquerors");
  check_tokens(g, s, c);
  if (o.lotc_chapter >= 3) check_forts(g, s, c);

  // What the step under way needs: the draws before the set-up find an empty board, the other
  // steps come after it; the seat to move is one of those the step asks.
  const bool before_setup = s.phase == LotcPhase::MercyDraw || s.phase == LotcPhase::FortDraw;
  const bool setting_up = s.phase <= Phase::SetupRoad || s.phase == LotcPhase::SetupCity || s.phase == LotcPhase::SetupKnight;
  const int setup_done = g.opt().setup_rounds * n;
  if (int(s.phase) >= int(LotcPhase::SetupCity)) {
    FieldCheck("state").range("setup_step", s.setup_step, before_setup ? 0 : setup_done, before_setup ? 0 : setup_done);
    for (int q = 0; before_setup && q < n; ++q)
      c.require(!buildings_of(s.base.players[q]).any(), "", fmt::format("seat {} built before the set-up", q));
  }
  c.require(setting_up || before_setup || !L.setup_cities, "setup_cities", "seats to set up a city after the set-up");
  for (int q = 0; q < n && s.setup_step == setup_done; ++q)
    c.require(!((L.setup_cities >> q) & 1) || s.base.players[q].settlements.any(), "setup_cities",
              fmt::format("seat {} has no settlement to make its city", q));
  // A step of a later chapter: its actions are blocks this chapter does not declare.
  const int chapter_needed = s.phase == LotcPhase::SetupKnight || s.phase == LotcPhase::EastRoad ||
                                     s.phase == LotcPhase::FortDraw ||
                                     (s.phase == LotcPhase::Interrupt && (L.interrupt >> 2) == kAtCharge)
                                 ? 3
                             : s.phase == LotcPhase::BuyBattle || s.phase == LotcPhase::BattleDraw ||
                                     s.phase == LotcPhase::Cavalry || s.phase == LotcPhase::AegisToken ||
                                     (s.phase == LotcPhase::Interrupt && (L.interrupt & 3) != kInterruptLea)
                                 ? 2
                                 : 1;
  FieldCheck("state").require(o.lotc_chapter >= chapter_needed, "phase",
                              fmt::format("'{}' is a step of chapter {} on", g.phase_name(s.phase), chapter_needed));
  // A step a politics card opens, in a rule set whose deck does not deal it: its blocks are not declared.
  const int card = s.phase == LotcPhase::BriberyKnight ? Bribery
                   : s.phase == LotcPhase::Mission     ? RoadBuildingMission
                   : s.phase == LotcPhase::SouthDraw   ? HelpFromTheSouth
                   : s.phase == LotcPhase::Lea         ? LeaTheHealer
                   : s.phase == LotcPhase::AegisToken  ? Aegis
                   : s.phase == LotcPhase::Interrupt   ? card_of(L.interrupt & 3)
                                                       : -1;
  FieldCheck("state").require(card < 0 || in_play(g, card), "phase",
                              fmt::format("'{}' follows a card the deck does not deal", g.phase_name(s.phase)));
  auto asked = [&](const char* key, uint8_t mask) {
    c.require((mask >> s.to_move) & 1, key, fmt::format("seat {} is to move without a part in it", s.to_move));
  };
  // Help from the South: one card of each resource, drawn one by one by the seats and twice by the
  // player; those still in the stack are still in the bank.
  if (s.phase == LotcPhase::SouthDraw) {
    c.require(std::popcount(unsigned(L.south_stack)) == kNumResources - L.south_drawn && L.south_drawn <= n, "south_stack",
              fmt::format("{} cards in the stack after {} drawn", std::popcount(unsigned(L.south_stack)), L.south_drawn));
    for (int r = 0; r < kNumResources; ++r)
      c.require(!((L.south_stack >> r) & 1) || s.base.bank[r] > 0, "south_stack", fmt::format("resource {} is not in the bank", r));
  } else {
    c.require(!L.south_stack && !L.south_drawn, "south_stack", "a stack while no one draws from it");
  }
  // The knights the conquerors beat went back to their owners' supplies, whence Lea takes one.
  int defeated[kMaxPlayers][3] = {};
  for (uint8_t k : L.defeated)
    if (k) defeated[knight::owner(k)][knight::strength(k) - 1] += 1;
  for (int q = 0; q < n; ++q)
    for (int st = 0; st < 3; ++st)
      c.require(defeated[q][st] <= ck_of(g, s).players[q].knights_left[st], "defeated",
                fmt::format("seat {}'s knights of strength {} are not in its supply", q, st + 1));
  switch (int(s.phase)) {
    case int(LotcPhase::SetupCity): asked("setup_cities", L.setup_cities); break;
    case int(LotcPhase::BuyBattle): asked("wyler_left", L.wyler_left); break;
    case int(LotcPhase::BattleDraw):
      asked("wyler_left", L.wyler_left);
      c.range("battle_bought", L.battle_bought, 1, 2);
      break;
    case int(LotcPhase::AegisToken): asked("aegis_left", L.aegis_left); break;
    case int(LotcPhase::EastRoad): asked("east_left", L.east_left); break;
    case int(LotcPhase::Lea):
      c.require((L.interrupt & 3) == kInterruptLea && L.defeated[0], "interrupt", "no Lea the Healer and no defeated knight");
      break;
    case int(LotcPhase::Direction):
      c.require(L.mover != 0xFF && L.conqueror[L.mover], "mover", "no conqueror whose die is rolled");
      break;
    case int(LotcPhase::Mission):
      c.require(L.mission_vertex != 0xFF, "mission_vertex", "none while the mission's roads are built");
      break;
    case int(LotcPhase::Cavalry):
      c.require(L.charge_from != 0xFF, "charge_from", "none while a cavalry charges");
      break;
    case int(LotcPhase::Interrupt):
      c.require((L.interrupt & 3) != 0, "interrupt", "none while one is asked");
      asked("interrupt_left", L.interrupt_left);
      break;
    default:
      break;
  }
}

}  // namespace catanlab
