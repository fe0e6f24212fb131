// Development cards (the page's "New Dev Cards"): the deck of 19 drawn by its
// composition; one card a turn, never the turn it was bought; Victory Point
// cards shown at once (+1 point); Year of Plenty, Monopoly (resources only),
// Loaded Dice (before the roll, test_cq_roll.cpp), Relic, Liquid Fire,
// Gemstones and Robin Hood; the cards in hand hidden from the other seats.
#include <doctest/doctest.h>

#include "tests/conquest/cq_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// Deals `card` from the deck into `seat`'s hand, bought before this turn.
void hold(State& state, int seat, DevCard card) {
  CqState& s = cq_state(state);
  REQUIRE(s.deck[card] > 0);
  --s.deck[card];
  ++s.seats[seat].dev[card];
}

}  // namespace

TEST_CASE("cq cards: a card costs ore, wool and grain and is drawn by the deck's composition") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  cq_give(s, 0, {0, 0, 2, 2, 2});
  act(*g, s, "buy_dev");
  CHECK(cq_state(s).seats[0].hand == std::array<uint16_t, kNumGoods>{0, 0, 1, 1, 1, 0, 0, 0});
  check_odds(*g, s, {{"draw year_of_plenty", 2.0 / 19}, {"draw monopoly", 2.0 / 19}, {"draw victory_point", 5.0 / 19},
                     {"draw loaded_dice", 2.0 / 19}, {"draw relic", 2.0 / 19}, {"draw liquid_fire", 2.0 / 19},
                     {"draw gemstones", 2.0 / 19}, {"draw robin_hood", 2.0 / 19}});
  // Who sees what: the drawer its card; the others a Victory Point card only (it is shown).
  const Action relic = id_of(*g, "draw relic"), point = id_of(*g, "draw victory_point");
  CHECK(g->action_visible(s, relic, 0));
  CHECK_FALSE(g->action_visible(s, relic, 1));
  CHECK(g->action_visible(s, point, 1));
  act(*g, s, "draw victory_point");
  CHECK(cq_state(s).seats[0].vp_cards == 1);
  CHECK(cq::points(cq_state(s), 0) == 1);
  act(*g, s, "buy_dev");
  act(*g, s, "draw gemstones");
  CHECK(legal_in(*g, s, "play") == "");  // not the turn it was bought
  CHECK(legal_in(*g, s, "buy_dev") == "");  // nothing left to pay with
  // The other seats see how many cards p0 holds, not which.
  State redealt = s;
  Rng rng(7);
  g->resample_hidden(redealt, 1, rng);
  CHECK(g->observe_text(redealt, 1) == g->observe_text(s, 1));
  int held = 0;
  for (uint8_t c : cq_state(redealt).seats[0].dev) held += c;
  CHECK(held == 1);
}

TEST_CASE("cq cards: one card a turn; Year of Plenty takes two resources the bank holds") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  hold(s, 0, CardPlenty);
  hold(s, 0, CardGemstones);
  CHECK(legal_in(*g, s, "play") == names({"play gemstones, play year_of_plenty"}));
  CqState& c = cq_state(s);
  c.bank = {0, 0, 3, 0, 1};
  act(*g, s, "play year_of_plenty");
  CHECK(legal(*g, s) == names({"plenty ore, plenty wool"}));
  act(*g, s, "plenty ore");
  CHECK(legal(*g, s) == "plenty wool");
  act(*g, s, "plenty wool");
  CHECK(g->phase_name(s) == "main");
  CHECK((c.seats[0].hand[Ore] == 1 && c.seats[0].hand[Wool] == 1));
  CHECK(legal_in(*g, s, "play") == "");
}

TEST_CASE("cq cards: Monopoly names a resource, never a good, and takes it from every other seat") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  hold(s, 0, CardMonopoly);
  cq_give(s, 1, {2, 0, 0, 1, 0});
  cq_give(s, 2, {3, 0, 0, 0, 0});
  cq_state(s).seats[1].hand[Gold] = 4;
  act(*g, s, "play monopoly");
  CHECK(legal(*g, s) == names({"monopoly brick, monopoly grain, monopoly lumber, monopoly ore, monopoly wool"}));
  act(*g, s, "monopoly lumber");
  CHECK(cq_state(s).seats[0].hand[Lumber] == 5);
  CHECK(cq_state(s).seats[1].hand == std::array<uint16_t, kNumGoods>{0, 0, 0, 1, 0, 4, 0, 0});
}

TEST_CASE("cq cards: a Relic goes to a knight, Liquid Fire to a ship, for the game") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  hold(s, 0, CardRelic);
  CHECK(legal_in(*g, s, "play") == "");  // no knight to take it
  const int knight = cq_unit(s, 0, UnitKind::Knight, 9), cavalry = cq_unit(s, 0, UnitKind::Cavalry, 10);
  cq_state(s).seats[0].units[cavalry].flags |= kBlessed;
  act(*g, s, "play relic");
  CHECK(legal(*g, s) == fmt::format("relic u{}", knight));
  act(*g, s, fmt::format("relic u{}", knight));
  CHECK((cq_state(s).seats[0].units[knight].flags & kBlessed) != 0);
  State t = cq_main(*g, 0);
  hold(t, 0, CardLiquidFire);
  const int ship = cq_unit(t, 0, UnitKind::Ship, 17), galley = cq_unit(t, 0, UnitKind::Galley, 18);
  act(*g, t, "play liquid_fire");
  CHECK(legal(*g, t) == names({fmt::format("liquid_fire u{}, liquid_fire u{}", ship, galley)}));
  act(*g, t, fmt::format("liquid_fire u{}", galley));
  CHECK((cq_state(t).seats[0].units[galley].flags & kBlessed) != 0);
}

TEST_CASE("cq cards: Gemstones bring 4 gold") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  hold(s, 0, CardGemstones);
  act(*g, s, "play gemstones");
  CHECK(cq_state(s).seats[0].hand[Gold] == 4);
  CHECK(g->phase_name(s) == "main");
}

TEST_CASE("cq cards: Robin Hood: the single leader gives half its resources, its choice, to the single last") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  hold(s, 0, CardRobinHood);
  cq_build(s, 1, 12, 2);  // p1 leads
  cq_build(s, 0, 9);      // p2 is last
  cq_give(s, 1, {3, 0, 2, 0, 0});
  State tied = s;
  act(*g, s, "play robin_hood");
  CHECK(g->phase_name(s) == "robin_hood");
  CHECK(g->current_player(s) == 1);
  CHECK(legal(*g, s) == names({"robin_give lumber, robin_give wool"}));
  act(*g, s, "robin_give wool");
  act(*g, s, "robin_give wool");
  CHECK(g->phase_name(s) == "main");
  CHECK(g->current_player(s) == 0);
  CHECK(cq_state(s).seats[2].hand == std::array<uint16_t, kNumGoods>{0, 0, 2, 0, 0, 0, 0, 0});
  CHECK(cq_state(s).seats[1].hand == std::array<uint16_t, kNumGoods>{3, 0, 0, 0, 0, 0, 0, 0});
  // Tied for last: no effect, the card spent.
  cq_build(tied, 2, 13);
  act(*g, tied, "play robin_hood");
  CHECK(g->phase_name(tied) == "main");
  CHECK(cq_state(tied).seats[1].hand == std::array<uint16_t, kNumGoods>{3, 0, 2, 0, 0, 0, 0, 0});
  CHECK(cq_state(tied).played[CardRobinHood] == 1);
}
