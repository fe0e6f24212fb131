// Departure's set-up (TD&E §4.2; ours §7.9): three
// settlements each on the home island, rounds 1 and 2 in snake order, round 3
// clockwise from the start player (the last to place a second settlement);
// starting resources from the third only. With C&K the second is a city.
// Robber only: no pirate. The game is won at 12 VP (14 with C&K).
#include <doctest/doctest.h>

#include "core/base/turn.h"
#include "core/cities_knights/ck_slice.h"
#include "tests/tde/departure/dep_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// Cards a settlement on v earns in set-up: one per producing hex around it.
int yield_at(const StdGame& g, const State& s, int v) {
  int n = 0;
  for (int8_t h : g.topo().vertex_hex[v])
    if (h >= 0 && std_state(s).layout.number[h]) n += 1;
  return n;
}

// Set-up played with each seat's first legal placement: the seats in order, and whether the
// hand grew with each settlement (or city) exactly by its hexes.
struct SetupRun {
  std::vector<int> seats;
  std::vector<int> paid;  // cards received by each placement
  std::vector<int> owed;  // cards its hexes yield
};

SetupRun play_setup(const StdGame& g, State& s) {
  SetupRun run;
  while (std_state(s).phase == Phase::SetupSettlement || std_state(s).phase == Phase::SetupRoad ||
         g.phase_name(s).rfind("treasure", 0) == 0 || g.phase_name(s).rfind("reveal", 0) == 0) {
    if (g.is_chance(s)) {
      Rng rng(7);
      g.apply(s, g.sample_chance(s, rng));
      continue;
    }
    const int p = std_state(s).to_move;
    const bool settling = std_state(s).phase == Phase::SetupSettlement;
    const int before = std_state(s).base.players[p].hand_total;
    const Action a = g.legal_actions(s)[0];
    g.apply_checked(s, a);
    if (!settling) continue;
    run.seats.push_back(p);
    run.paid.push_back(std_state(s).base.players[p].hand_total - before);
    const VertexSet mine = std_state(s).base.players[p].settlements | std_state(s).base.players[p].cities;
    int newest = -1;
    mine.for_each([&](int v) { newest = std::string(g.action_name(a)) == fmt::format("build_settlement v{}", v) ? v : newest; });
    run.owed.push_back(newest >= 0 ? yield_at(g, s, newest) : -1);
  }
  return run;
}

}  // namespace

TEST_CASE("set-up: three rounds on the home island, the third clockwise from the start player, paying") {
  for (int players : {3, 4}) {
    CAPTURE(players);
    auto g = dep_game(players);
    State s = g->new_game(1);
    // Every settlement spot is a corner of the home island.
    const HexSet home = g->board().markers_of("home").hexes;
    for (Action a : g->legal_actions(s)) {
      const std::string name = g->action_name(a);
      REQUIRE(name.rfind("build_settlement v", 0) == 0);
      const int v = std::stoi(name.substr(18));
      bool on_home = false;
      for (int8_t h : g->topo().vertex_hex[v]) on_home |= h >= 0 && home.test(h);
      CHECK(on_home);
    }
    const SetupRun run = play_setup(*g, s);
    std::vector<int> order;
    for (int i = 0; i < players; ++i) order.push_back(i);
    for (int i = players; i-- > 0;) order.push_back(i);
    for (int i = 0; i < players; ++i) order.push_back(i);
    CHECK(run.seats == order);
    for (size_t i = 0; i < run.seats.size(); ++i) {
      CAPTURE(i);
      CHECK(run.paid[i] == (i >= size_t(2 * players) ? run.owed[i] : 0));
    }
    for (int p = 0; p < players; ++p) CHECK(std_state(s).base.players[p].settlements.count() == 3);
    CHECK(std_state(s).phase == Phase::RollDice);
    CHECK(std_state(s).to_move == 0);
    CHECK(!sea_opt(*g).pirate);
    CHECK(g->opt().vp_target == 12);
  }
}

TEST_CASE("set-up with C&K: a settlement, a city, then a settlement that pays; 14 VP") {
  auto g = dep_game(4, {}, "tde_departure_ck");
  State s = g->new_game(2);
  const SetupRun run = play_setup(*g, s);
  CHECK(run.seats == std::vector<int>{0, 1, 2, 3, 3, 2, 1, 0, 0, 1, 2, 3});
  for (int p = 0; p < 4; ++p) {
    CHECK(std_state(s).base.players[p].settlements.count() == 2);
    CHECK(std_state(s).base.players[p].cities.count() == 1);
  }
  for (size_t i = 0; i < 8; ++i) CHECK(run.paid[i] == 0);
  CHECK(g->opt().vp_target == 14);
}
