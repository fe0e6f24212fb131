// Units and their movement (the page's "Knights" and "Ships"): a unit chosen acts
// once; two actions of different kinds a turn; knights 1 hex, cavalry 3,
// through other seats' knights, never through another seat's settled hex nor
// across its wall; boarding and landing from a cargo ship cost a step each and
// cavalry move on after the crossing; ships 4 sea hexes, cargo ships 7, with
// the knights aboard; hunting and fishing by their odds.
#include <doctest/doctest.h>

#include <set>

#include "tests/conquest/cq_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// The sea hexes within `steps` of `from` over sea (the test's own search of the board).
std::string sea_within(const CqGame& g, int from, int steps) {
  std::set<int> seen = {from}, frontier = {from};
  for (int k = 0; k < steps; ++k) {
    std::set<int> next;
    for (int h : frontier)
      g.board().neighbours[h].for_each([&](int x) {
        if (g.board().sea.test(x) && seen.insert(x).second) next.insert(x);
      });
    frontier = next;
  }
  std::vector<std::string> out;
  for (int h : seen)
    if (h != from) out.push_back(fmt::format("move h{}", h));
  return joined(out);
}

}  // namespace

TEST_CASE("cq units: a knight moves one hex or hunts; a unit takes two actions of different kinds") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  cq_unit(s, 0, UnitKind::Knight, 9);
  CHECK(legal_in(*g, s, "unit") == "unit u0");
  act(*g, s, "unit u0");
  CHECK(g->phase_name(s) == "unit_orders");
  CHECK(legal(*g, s) == names({"hunt, move h1, move h10, move h2, move h8"}));  // no attack in the Build phase
  act(*g, s, "move h10");
  CHECK(g->phase_name(s) == "main");
  act(*g, s, "unit u0");
  CHECK(legal(*g, s) == "hunt");  // its move is spent; hunting is another kind
  act(*g, s, "hunt");
  check_odds(*g, s, {{"hunt_roll caught", 1.0 / 3}, {"hunt_roll missed", 2.0 / 3}});
  act(*g, s, "hunt_roll caught");
  CHECK(cq_state(s).seats[0].hand[Meat] == 1);
  CHECK(legal_in(*g, s, "unit") == "");  // two actions taken
  // Hunting first leaves the move.
  State t = cq_main(*g, 0);
  cq_unit(t, 0, UnitKind::Knight, 9);
  act(*g, t, "unit u0");
  act(*g, t, "hunt");
  act(*g, t, "hunt_roll missed");
  act(*g, t, "unit u0");
  CHECK(legal(*g, t) == names({"move h1, move h10, move h2, move h8"}));
}

TEST_CASE("cq units: cavalry go three hexes through other seats' knights, stop on their settled hexes") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  cq_unit(s, 0, UnitKind::Cavalry, 24);
  cq_unit(s, 1, UnitKind::Knight, 33);
  act(*g, s, "unit u0");
  CHECK(legal_in(*g, s, "move") == names({"move h25, move h33, move h40, move h41"}));
  act(*g, s, "move h33");  // one step of three: it may go on later
  act(*g, s, "unit u0");
  CHECK(legal_in(*g, s, "move") == names({"move h24, move h25, move h40, move h41"}));
  // p1's settlement on h33: entered, not passed.
  State t = cq_main(*g, 0);
  cq_unit(t, 0, UnitKind::Cavalry, 24);
  cq_build(t, 1, 33);
  act(*g, t, "unit u0");
  CHECK(legal_in(*g, t, "move") == names({"move h25, move h33"}));
  act(*g, t, "move h33");
  CHECK(cq_state(t).seats[0].units[0].steps == 0);  // the move ends there
  CHECK(legal_in(*g, t, "unit") == "unit u0");      // it may still hunt
  act(*g, t, "unit u0");
  CHECK(legal(*g, t) == "hunt");
}

TEST_CASE("cq units: no knight crosses another seat's wall; its own it crosses freely") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  cq_unit(s, 0, UnitKind::Cavalry, 24);
  cq_wall(*g, s, 1, 24, 33);
  cq_wall(*g, s, 1, 25, 33);
  act(*g, s, "unit u0");
  CHECK(legal_in(*g, s, "move") == "move h25");
  State t = cq_main(*g, 0);
  cq_unit(t, 0, UnitKind::Cavalry, 24);
  cq_wall(*g, t, 0, 24, 33);
  cq_wall(*g, t, 0, 25, 33);
  act(*g, t, "unit u0");
  CHECK(legal_in(*g, t, "move") == names({"move h25, move h33, move h40, move h41"}));
}

TEST_CASE("cq units: boarding and landing cost a step; cavalry move on after the crossing, knights wait") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  const int cavalry = cq_unit(s, 0, UnitKind::Cavalry, 24);
  const int knight = cq_unit(s, 0, UnitKind::Knight, 25);
  const int cargo = cq_unit(s, 0, UnitKind::Cargo, 17);
  act(*g, s, fmt::format("unit u{}", cavalry));
  CHECK(legal_in(*g, s, "move") == names({"move h17, move h25, move h33, move h40, move h41"}));
  act(*g, s, "move h17");
  const CqState& c = cq_state(s);
  CHECK(c.seats[0].units[cavalry].carrier == cargo + 1);
  CHECK(c.seats[0].units[cavalry].steps == 2);
  act(*g, s, fmt::format("unit u{}", knight));
  act(*g, s, "move h17");
  CHECK(c.seats[0].units[knight].carrier == cargo + 1);
  CHECK(legal_in(*g, s, "unit") == names({fmt::format("unit u{}, unit u{}", cavalry, cargo)}));  // the knight's step is spent
  act(*g, s, fmt::format("unit u{}", cargo));
  act(*g, s, "move h26");
  CHECK(c.seats[0].units[cavalry].hex == 26);
  CHECK(c.seats[0].units[knight].hex == 26);
  act(*g, s, fmt::format("unit u{}", cavalry));
  CHECK(legal(*g, s) == names({"move h24, move h25, move h27, move h28, move h33, move h36"}));
  act(*g, s, "move h28");
  CHECK(c.seats[0].units[cavalry].carrier == 0);
  CHECK(c.seats[0].units[cavalry].steps == 0);
}

TEST_CASE("cq units: a cargo ship carries three knights") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  const int cargo = cq_unit(s, 0, UnitKind::Cargo, 17);
  for (int i = 0; i < 3; ++i) cq_aboard(s, 0, UnitKind::Archer, cargo, 9);
  const int knight = cq_unit(s, 0, UnitKind::Knight, 9);
  act(*g, s, fmt::format("unit u{}", knight));
  CHECK(legal_in(*g, s, "move") == names({"move h1, move h10, move h2, move h8"}));
}

TEST_CASE("cq units: ships sail four sea hexes, cargo ships seven; the galley four") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  const int ship = cq_unit(s, 0, UnitKind::Ship, 19);
  const int cargo = cq_unit(s, 0, UnitKind::Cargo, 42);
  const int galley = cq_unit(s, 0, UnitKind::Galley, 52);
  cq_unit(s, 1, UnitKind::Ship, 20);  // sailed through
  act(*g, s, fmt::format("unit u{}", ship));
  CHECK(legal_in(*g, s, "move") == sea_within(*g, 19, 4));
  act(*g, s, "move h20");
  act(*g, s, fmt::format("unit u{}", cargo));
  CHECK(legal_in(*g, s, "move") == sea_within(*g, 42, 7));
  act(*g, s, "move h16");
  act(*g, s, fmt::format("unit u{}", galley));
  CHECK(legal_in(*g, s, "move") == sea_within(*g, 52, 4));
}

TEST_CASE("cq units: fishing from any ship, hunting with a Relic by its odds") {
  auto g = cq_load(3);
  State s = cq_main(*g, 0);
  const int cargo = cq_unit(s, 0, UnitKind::Cargo, 17);
  const int knight = cq_unit(s, 0, UnitKind::Knight, 9);
  cq_state(s).seats[0].units[knight].flags |= kBlessed;
  act(*g, s, fmt::format("unit u{}", cargo));
  act(*g, s, "fish");
  check_odds(*g, s, {{"fish_roll caught", 1.0 / 3}, {"fish_roll missed", 2.0 / 3}});
  act(*g, s, "fish_roll caught");
  CHECK(cq_state(s).seats[0].hand[Fish] == 1);
  act(*g, s, fmt::format("unit u{}", knight));
  act(*g, s, "hunt");
  check_odds(*g, s, {{"hunt_roll caught", 0.5}, {"hunt_roll missed", 0.5}});
}
