// Wyler's Help and the battle cards (chapter 2, "Battle Progress Cards"; the
// almanac): buying up to two cards for 1 wine + 1 amber in turn order within
// the progress-card limit, the draw by the deck's counts, and the cards
// played on one's own turn: Thora (+1 to every knight until the holder's next
// turn, also before the roll, one Thora on the table), Quartermaster Odo,
// Cavalry Leader Dagur, Crossbows.
#include <doctest/doctest.h>

#include "tests/conquerors/lotc_invariants.h"
#include "tests/support/random_game.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// The progress kind of a mercy_draw chance outcome, by its name.
int lotc_kind(const StdGame& g, Action a) {
  const std::string name = g.action_name(a).substr(std::string("mercy_draw ").size());
  if (const int k = ck_opt(g).cards.find(name); k >= 0) return k;
  FAIL("not a mercy draw: ", g.action_name(a));
  return -1;
}

bool offered(const StdGame& g, const State& s, const std::string& name) {
  for (Action a : g.legal_actions(s))
    if (g.action_name(a) == name) return true;
  return false;
}

}  // namespace

TEST_CASE("battle deck: chapter 2 deals the book's 20: Aegis 2, Archers 3, Crossbows 3, Dagur, Odo, Thora 4 each; no gate draws one") {
  auto g = ch2_game(4);
  State s = g->new_game(1);
  CHECK(ck_of(g, s).deck[Crossbows] == 3);
  CHECK(ck_of(g, s).deck[CavalryLeaderDagur] == 4);
  CHECK(ck_of(g, s).deck[QuartermasterOdo] == 4);
  CHECK(ck_of(g, s).deck[Thora] == 4);
  CHECK(ck_of(g, s).deck[Aegis] == 2);
  CHECK(ck_of(g, s).deck[Archers] == 3);
  for (int k = Crossbows; k < kNumProgressKinds; ++k) CHECK(progress_deck(k) == kBattleDeck);
}

TEST_CASE("Wyler's Help: each seat from the active player buys up to two cards for 1 wine + 1 amber, within the limit") {
  auto g = ch2_game(4);
  State s = lotc_main(*g, kBlue);
  lotc_of(g, s).wine_held = {1, 2, 1, 1};
  lotc_of(g, s).amber_held = {1, 2, 0, 1};
  deal_card(*g, s, 3, Spy, 3);
  deal_card(*g, s, 3, Warlord, 1);  // seat 3 holds 4 progress cards: room for one more
  ck_of(g, s).players[3].progress_total = 4;
  const int wine_supply = lotc::token_supply(*g, std_state(s), lotc::Token::Wine);
  ship_to(*g, s, 6);
  REQUIRE(std_state(s).phase == LotcPhase::BuyBattle);
  CHECK(std_state(s).to_move == kBlue);
  CHECK(legal(*g, s) == "buy_battle_card, pass_battle");
  act(*g, s, "buy_battle_card");
  CHECK(std_state(s).phase == LotcPhase::BattleDraw);
  CHECK(lotc_of(g, s).wine_held[kBlue] == 1);
  CHECK(lotc_of(g, s).amber_held[kBlue] == 1);
  CHECK(lotc::token_supply(*g, std_state(s), lotc::Token::Wine) == wine_supply + 1);  // back to the supply
  ChanceOutcome outcomes[64];
  const int n = g->chance_outcomes(s, outcomes);
  REQUIRE(n == 6);
  CHECK(outcomes[0].probability == doctest::Approx(3.0 / 20));  // Crossbows
  CHECK(outcomes[3].probability == doctest::Approx(4.0 / 20));  // Thora
  CHECK(outcomes[4].probability == doctest::Approx(2.0 / 20));  // Aegis
  act(*g, s, "draw_battle thora");
  CHECK(ck_of(g, s).players[kBlue].progress[Thora] == 1);
  CHECK(ck_of(g, s).deck[Thora] == 3);
  REQUIRE(std_state(s).phase == LotcPhase::BuyBattle);  // a second card
  CHECK(std_state(s).to_move == kBlue);
  act(*g, s, "buy_battle_card");
  act(*g, s, "draw_battle crossbows");
  // Two bought: seat 2 has no amber; seat 3 may buy one (4 of 5 held).
  REQUIRE(std_state(s).phase == LotcPhase::BuyBattle);
  CHECK(std_state(s).to_move == 3);
  act(*g, s, "buy_battle_card");
  act(*g, s, "draw_battle quartermaster_odo");
  CHECK(ck_of(g, s).players[3].progress_total == 5);
  REQUIRE(std_state(s).phase == LotcPhase::BuyBattle);  // seat 0 last
  CHECK(std_state(s).to_move == kRed);
  act(*g, s, "pass_battle");
  CHECK(std_state(s).phase == Phase::Main);  // the roll went on: production, then Blue's turn
  CHECK(std_state(s).to_move == kBlue);
  CHECK(lotc_of(g, s).wine_held == std::array<uint8_t, 4>{1, 0, 1, 0});
  check_lotc_invariants(*g, s);
}

TEST_CASE("Thora: +1 to each of her holder's knights until the holder's next turn; one Thora on the table") {
  auto g = ch2_game(4);
  State s = lotc_main(*g, kBlue);
  lotc_of(g, s).amber = {};  // hand-built roads take no amber
  const int h = hex(*g, 3, 3), ne = corner(*g, h, Corner::NE);
  conqueror_at(*g, s, h, 3);
  Board{*g, s}.roads(kBlue, {side(*g, h, Dir::E)}).done();
  deal_card(*g, s, kBlue, Thora, 2);
  deal_card(*g, s, kRed, Thora);
  deal(s, kBlue, {0, 0, 2, 0, 2});
  CHECK_FALSE(offered(*g, s, fmt::format("build_strong_knight v{}", ne)));  // 2 < 3
  act(*g, s, "play thora");
  CHECK(lotc_of(g, s).thora == kBlue);
  CHECK_FALSE(offered(*g, s, "play thora"));  // Thora lies on the table
  act(*g, s, fmt::format("build_strong_knight v{}", ne));  // 2 + 1 = 3: a standoff
  CHECK(lotc::unit_strength(*g, std_state(s), ne) == 3);
  CHECK(lotc_of(g, s).conqueror[h] == 3);
  // Red's turn: Red may not play its Thora while Blue's lies there.
  turn_of(s, kRed);
  CHECK_FALSE(offered(*g, s, "play thora"));
  // Blue's next turn: Thora lapses, the knight is weaker than the 3 and falls; a new Thora may go down before the roll.
  act(*g, s, "end_turn");
  CHECK(std_state(s).turn_player == kBlue);
  CHECK(lotc_of(g, s).thora == 0xFF);
  CHECK_FALSE(std_state(s).base.vertex_pieces.test(ne));
  CHECK(std_state(s).phase == Phase::PreRoll);
  CHECK(offered(*g, s, "play thora"));
  check_lotc_invariants(*g, s);
}

TEST_CASE("Quartermaster Odo: every knight active for free; of those it activates, only the one named may act") {
  auto g = ch2_game(4);
  State s = lotc_main(*g, kRed);
  const int unused1 = corner(*g, hex(*g, 5, 5), Corner::S), acted = corner(*g, hex(*g, 3, 5), Corner::S);
  const int unused2 = corner(*g, hex(*g, 4, 4), Corner::S), ready = corner(*g, hex(*g, 5, 3), Corner::S);
  knight_at(*g, s, kRed, unused1, 1, false);
  knight_at(*g, s, kRed, acted, 2, false);
  ck::set_knight(*g, std_state(s), acted, uint8_t(ck_of(g, s).knight[acted] | knight::kSpent));  // it acted this turn
  knight_at(*g, s, kRed, unused2, 1, false);
  knight_at(*g, s, kRed, ready, 2, true);  // active already: Odo does not activate it
  // The plays name the knight that may act by its place among Red's knights, by vertex (k0 the lowest).
  const auto k = [&](int v) {
    int i = 0;
    std_state(s).base.players[kRed].vertex_pieces.for_each([&](int w) { i += w < v; });
    return fmt::format("play quartermaster_odo k{}", i);
  };
  deal_card(*g, s, kRed, QuartermasterOdo);
  std::string plays;
  for (Action a : g->legal_actions(s))
    if (g->action_name(a).rfind("play quartermaster_odo", 0) == 0) plays += g->action_name(a) + "; ";
  const std::string first = std::min(k(unused1), k(unused2)), second = std::max(k(unused1), k(unused2));
  CHECK(plays == first + "; " + second + "; ");
  check_odo_plays(*g, s);
  act(*g, s, k(unused2));
  CHECK(ck_of(g, s).knight[unused2] == (knight::make(kRed, 1) | knight::kActive));  // the one named may act
  CHECK(ck_of(g, s).knight[unused1] == (knight::make(kRed, 1) | knight::kActive | knight::kSpent));
  CHECK(ck_of(g, s).knight[acted] == (knight::make(kRed, 2) | knight::kActive | knight::kSpent));
  CHECK(ck_of(g, s).knight[ready] == (knight::make(kRed, 2) | knight::kActive));
  CHECK(std_state(s).base.players[kRed].hand_total == 0);
  CHECK(ck_of(g, s).players[kRed].progress[QuartermasterOdo] == 0);
  // With only knights that acted this turn to activate, the card names none.
  State t = lotc_main(*g, kRed);
  knight_at(*g, t, kRed, acted, 2, false);
  ck::set_knight(*g, std_state(t), acted, uint8_t(ck_of(g, t).knight[acted] | knight::kSpent));
  deal_card(*g, t, kRed, QuartermasterOdo);
  CHECK(offered(*g, t, "play quartermaster_odo"));
  CHECK_FALSE(offered(*g, t, "play quartermaster_odo k0"));
  act(*g, t, "play quartermaster_odo");
  CHECK(ck_of(g, t).knight[acted] == (knight::make(kRed, 2) | knight::kActive | knight::kSpent));
}

TEST_CASE("Cavalry Leader Dagur: +1 to the cavalry for its next attack this turn, then the point is gone") {
  auto g = ch2_game(4);
  State s = lotc_main(*g, kBlue);
  lotc_of(g, s).amber = {};
  const int h = hex(*g, 3, 3), home_hex = hex(*g, 4, 4);
  const int home = corner(*g, home_hex, Corner::SE), sw = corner(*g, h, Corner::SW), se = corner(*g, h, Corner::SE);
  conqueror_at(*g, s, h, 2);
  Board{*g, s}.roads(kBlue, {side(*g, h, Dir::E), side(*g, home_hex, Dir::E)}).done();
  knight_at(*g, s, kBlue, home, 2, true);
  lotc_of(g, s).horse[kBlue] = uint8_t(home);
  deal_card(*g, s, kBlue, CavalryLeaderDagur);
  CHECK_FALSE(offered(*g, s, fmt::format("cavalry_to v{}", sw)));  // 2 does not beat the 2
  act(*g, s, "play cavalry_leader_dagur");
  CHECK(offered(*g, s, fmt::format("cavalry_to v{}", sw)));
  act(*g, s, fmt::format("cavalry_to v{}", se));  // by Blue's road: 3 > 2
  CHECK(lotc_of(g, s).conqueror[h] == 0);
  CHECK(lotc_of(g, s).hero[kBlue] == 1);
  CHECK(lotc_of(g, s).dagur == 0);
  CHECK(lotc::unit_strength(*g, std_state(s), se) == 2);
  // Without a cavalry on the board Dagur cannot be played.
  State none = lotc_main(*g, kBlue);
  deal_card(*g, none, kBlue, CavalryLeaderDagur);
  CHECK_FALSE(offered(*g, none, "play cavalry_leader_dagur"));
}

TEST_CASE("Crossbows: in a standoff with one's knight the conqueror loses, heroes step up; the hex stays conquered") {
  auto g = ch2_game(4);
  State s = lotc_main(*g, kBlue);
  const int h = hex(*g, 3, 3), other = hex(*g, 4, 4);
  conqueror_at(*g, s, h, 2);
  conquered(*g, s, h);
  conqueror_at(*g, s, other, 3);
  knight_at(*g, s, kBlue, corner(*g, h, Corner::N), 2, false);  // a standoff with the 2
  knight_at(*g, s, kRed, corner(*g, other, Corner::N), 3, false);  // Red's standoff: not Blue's to break
  deal_card(*g, s, kBlue, Crossbows);
  std::string plays;
  for (Action a : g->legal_actions(s))
    if (g->action_name(a).rfind("play crossbows", 0) == 0) plays += g->action_name(a) + "; ";
  CHECK(plays == fmt::format("play crossbows h{}; ", h));
  act(*g, s, fmt::format("play crossbows h{}", h));
  CHECK(lotc_of(g, s).conqueror[h] == 0);
  CHECK(lotc_of(g, s).conquered.test(h));  // no knight built or moved there (5): the token stays flipped
  CHECK(std_state(s).base.barren.test(h));
  CHECK(lotc_of(g, s).hero[kBlue] == 1);
  CHECK(lotc_of(g, s).hero[kRed] == 0);
  check_lotc_invariants(*g, s);
}

TEST_CASE("battle cards: Wyler's Help, Thora and Dagur round-trip through JSON") {
  auto g = ch2_game(3);
  State s = lotc_main(*g, 0);
  lotc_of(g, s).wyler_left = 6;
  lotc_of(g, s).battle_bought = 1;
  lotc_of(g, s).thora = 2;
  lotc_of(g, s).dagur = 1;
  const State back = g->from_json(g->to_json(s));
  CHECK(back == s);
}

TEST_CASE("Aegis: right after a ship, a holder (asked in turn order) keeps the ship; Defender point; tokens for the others") {
  auto g = ch2_game(4);
  State s = lotc_main(*g, kBlue);
  deal_card(*g, s, 3, Aegis);
  deal_card(*g, s, kRed, Aegis);
  const int defenders = ck_of(g, s).defenders_left;
  ship_to(*g, s, 8);  // a barbarian attack waits on space 8
  REQUIRE(std_state(s).phase == LotcPhase::Interrupt);
  CHECK(std_state(s).to_move == 3);  // seat 3 before seat 0, from the active player (1)
  CHECK(lotc_of(g, s).space == 7);
  CHECK(legal(*g, s) == "pass_interrupt, play aegis");
  act(*g, s, "pass_interrupt");
  CHECK(std_state(s).to_move == kRed);
  act(*g, s, "play aegis");
  CHECK(lotc_of(g, s).space == 7);  // the ship stays: no attack
  CHECK(ck_of(g, s).attacks == 0);
  CHECK(ck_of(g, s).players[kRed].defender == 1);
  CHECK(ck_of(g, s).defenders_left == defenders - 1);
  CHECK(ck_of(g, s).players[kRed].progress[Aegis] == 0);
  // Each opponent of Red's, from the active player: Blue, seat 2, seat 3.
  for (int q : {kBlue, 2, 3}) {
    REQUIRE(std_state(s).phase == LotcPhase::AegisToken);
    CHECK(std_state(s).to_move == q);
    CHECK(legal(*g, s) == "take_amber, take_wine");
    check_lotc_invariants(*g, s);
    act(*g, s, q == 2 ? "take_amber" : "take_wine");
  }
  CHECK(lotc_of(g, s).wine_held == std::array<uint8_t, 4>{0, 1, 0, 1});
  CHECK(lotc_of(g, s).amber_held == std::array<uint8_t, 4>{0, 0, 1, 0});
  CHECK(std_state(s).phase == Phase::Main);  // the roll went on
  CHECK(std_state(s).to_move == kBlue);
  // All pass: the ship moves as rolled.
  State t = lotc_main(*g, kBlue);
  deal_card(*g, t, kRed, Aegis);
  ship_to(*g, t, 8);
  act(*g, t, "pass_interrupt");
  CHECK(lotc_of(g, t).space == 8);
  CHECK(ck_of(g, t).attacks == 1);
}

TEST_CASE("Aegis is no card of chapter 1: a hand-built one keeps no ship (chapter 1 has no block to play it)") {
  auto g = lotc_game(4);
  State s = lotc_main(*g, kBlue);
  ck_of(g, s).players[kRed].progress[Aegis] = 1;  // the deck holds none to deal from
  ck_of(g, s).players[kRed].progress_total = 1;
  int plain = 2;
  while (lotc::track_space(1, plain).event != lotc::Event::None) ++plain;
  ship_to(*g, s, plain);
  CHECK(std_state(s).phase != LotcPhase::Interrupt);
  CHECK(lotc_of(g, s).space == plain);
}

TEST_CASE("Archers: right after a conqueror's direction die, a holder stops it; otherwise it moves as rolled") {
  auto g = ch2_game(3);
  const int swamp = hex(*g, 0, 1), east = hex(*g, 1, 1);
  auto position = [&] {
    State s = lotc_main(*g, 0);
    conqueror_at(*g, s, swamp, 3);
    deal_card(*g, s, 2, Archers);
    ship_to(*g, s, 4);  // an advance
    REQUIRE(std_state(s).phase == LotcPhase::Direction);
    act(*g, s, "direction yellow");
    return s;
  };
  State s = position();
  REQUIRE(std_state(s).phase == LotcPhase::Interrupt);
  CHECK(std_state(s).to_move == 2);
  CHECK(lotc_of(g, s).conqueror[swamp] == 3);  // not yet moved
  check_lotc_invariants(*g, s);
  act(*g, s, "play archers");
  CHECK(lotc_of(g, s).conqueror[swamp] == 3);  // it stays
  CHECK(lotc_of(g, s).conqueror[east] == 0);
  CHECK(std_state(s).phase == Phase::Main);  // the advance is over: production
  CHECK(ck_of(g, s).players[2].progress[Archers] == 0);
  State t = position();
  act(*g, t, "pass_interrupt");
  CHECK(lotc_of(g, t).conqueror[east] == 3);  // yellow: east, onto the mountains 9
  CHECK(lotc_of(g, t).conquered.test(east));
}

TEST_CASE("Archers: the holder deciding sees which conqueror the die moves, and where") {
  auto g = ch2_game(3);
  const int swamp = hex(*g, 0, 1);
  State before = lotc_main(*g, 0);
  conqueror_at(*g, before, swamp, 3);
  deal_card(*g, before, 2, Archers);
  ship_to(*g, before, 4);
  REQUIRE(std_state(before).phase == LotcPhase::Direction);
  for (const char* colour : {"red", "yellow", "green"}) {
    const Action die = id_of(*g, fmt::format("direction {}", colour));
    State s = before;
    g->apply(s, die);
    REQUIRE(std_state(s).phase == LotcPhase::Interrupt);
    for (int seat = 0; seat < 3; ++seat) CHECK(g->look_alikes(before, die, seat).empty());
  }
}

TEST_CASE("battle cards are hidden: resample_hidden(p) keeps observe(p) and each seat's count of battle cards") {
  auto g = ch2_game(4);
  Rng rng(9);
  int redealt = 0;
  for (uint64_t game = 0; game < 40; ++game) {
    State s = g->new_game(game);
    while (!g->is_terminal(s)) {
      int battle[kMaxPlayers] = {};
      for (int q = 0; q < 4; ++q)
        for (int k = Crossbows; k < kNumProgressKinds; ++k) battle[q] += ck_of(g, s).players[q].progress[k];
      if (battle[0] + battle[1] + battle[2] + battle[3] > 0) {
        const int p = int(rng.below(4));
        State r = s;
        g->resample_hidden(r, p, rng);
        REQUIRE(observation(*g, r, p) == observation(*g, s, p));
        REQUIRE(ck_of(g, r).players[p].progress == ck_of(g, s).players[p].progress);
        for (int q = 0; q < 4; ++q) {
          int after = 0;
          for (int k = Crossbows; k < kNumProgressKinds; ++k) after += ck_of(g, r).players[q].progress[k];
          REQUIRE(after == battle[q]);  // a card's back shows its deck
        }
        redealt += std::memcmp(&ck_of(g, r), &ck_of(g, s), sizeof(CkSlice)) != 0;
      }
      random_step(*g, s, rng);
    }
  }
  CHECK(redealt > 0);
}

TEST_CASE("mercy, chapter 2: each seat draws a politics card, then a battle card, before set-up") {
  auto g = ch2_game(3, {{"lotc_mercy", 1}});
  State s = g->new_game(4);
  for (int q = 0; q < 3; ++q) {
    REQUIRE(std_state(s).phase == LotcPhase::MercyDraw);
    CHECK(std_state(s).to_move == q);
    CHECK(ck_of(g, s).players[q].level[PoliticsTrack] == 1);
    ChanceOutcome o[64];
    int n = g->chance_outcomes(s, o);
    for (int i = 0; i < n; ++i) CHECK(progress_deck(lotc_kind(*g, o[i].id)) == PoliticsTrack);
    act(*g, s, "mercy_draw spy");
    REQUIRE(std_state(s).phase == LotcPhase::MercyDraw);
    CHECK(std_state(s).to_move == q);  // the same seat: its battle card
    n = g->chance_outcomes(s, o);
    CHECK(n == 6);
    for (int i = 0; i < n; ++i) CHECK(progress_deck(lotc_kind(*g, o[i].id)) == kBattleDeck);
    act(*g, s, "mercy_draw thora");
    CHECK(ck_of(g, s).players[q].progress[Spy] == 1);
    CHECK(ck_of(g, s).players[q].progress[Thora] == 1);
  }
  CHECK(std_state(s).phase == Phase::SetupSettlement);
}
