// Dragons of the Enchanted Land (§4.6, §6): a knight on a dragon's spot
// fights it when active and not activated this turn; the flag turns up by
// chance from the face-down flags left (7 x 1, 7 x 2, 5 x 3 at first); flag 1
// loses to any knight, 2 to strong and mighty, 3 to mighty only; a dragon
// slain is a point, one that wins stays with its flag shown; the sixth slain
// wins at once.
#include <doctest/doctest.h>

#include "core/config_error.h"
#include "tests/tde/enchanted_land/el_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

constexpr Corner kSpot = Corner::N;  // the centre hex's north corner: an inland dragon spot

// Seat 0's knight of `strength`, active, on the dragon at the centre hex's north corner.
State on_dragon(const StdGame& g, int strength, int& v) {
  State s = el_main(g);
  v = corner(g, -1, 7, kSpot);
  knight_at(g, s, 0, v, strength);
  return s;
}

}  // namespace

TEST_CASE("a fight needs an active knight on the dragon, not activated this turn") {
  auto g = el_game(4);
  int v = 0;
  State s = on_dragon(*g, 1, v);
  CHECK(legal_in(*g, s, "fight_dragon") == v_name("fight_dragon", v));
  ck::set_knight(*g, std_state(s), v, uint8_t(ck_of(*g, s).knight[v] & uint8_t(~knight::kActive)));
  CHECK(legal_in(*g, s, "fight_dragon") == "");
  give(s, 0, {0, 0, 0, 1, 0});
  act(*g, s, v_name("activate_knight", v));
  CHECK(legal_in(*g, s, "fight_dragon") == "");  // C&K: no action in the turn of activation
  ck::set_knight(*g, std_state(s), v, uint8_t(ck_of(*g, s).knight[v] & uint8_t(~knight::kSpent)));  // a later turn
  CHECK(legal_in(*g, s, "fight_dragon") == v_name("fight_dragon", v));
}

TEST_CASE("the flag turns up by chance from those left: 7/19, 7/19, 5/19 at first") {
  auto g = el_game(4);
  int v = 0;
  State s = on_dragon(*g, 1, v);
  act(*g, s, v_name("fight_dragon", v));
  CHECK(g->phase_name(s) == "el_flag");
  const auto o = odds(*g, s);
  CHECK(o.at("dragon_flag 1") == doctest::Approx(7.0 / 19));
  CHECK(o.at("dragon_flag 2") == doctest::Approx(7.0 / 19));
  CHECK(o.at("dragon_flag 3") == doctest::Approx(5.0 / 19));
  // With every flag 1 gone, only 2 and 3 are left to draw.
  State later = on_dragon(*g, 1, v);
  el_of(*g, later).hidden = {0, 7, 5};
  el_of(*g, later).dragons = el::spots(*g);
  int taken = 0;
  for (int x = 0; x < g->topo().num_vertices && taken < 7; ++x)
    if (el::spots(*g).test(x) && x != v) el_of(*g, later).dragons.reset(x), ++taken;
  el_of(*g, later).slain[1] = 7;
  act(*g, later, v_name("fight_dragon", v));
  const auto left = odds(*g, later);
  CHECK(left.size() == 2);
  CHECK(left.at("dragon_flag 2") == doctest::Approx(7.0 / 12));
}

TEST_CASE("flag 1 loses to a basic knight: the dragon is slain, a point, the knight deactivated") {
  auto g = el_game(4);
  int v = 0;
  State s = on_dragon(*g, 1, v);
  const int vp = g->victory_points(s, 0);
  act(*g, s, v_name("fight_dragon", v));
  act(*g, s, "dragon_flag 1");
  CHECK(g->phase_name(s) == "main");
  CHECK(el_of(*g, s).slain[0] == 1);
  CHECK(!el_of(*g, s).dragons.test(v));
  CHECK(el_of(*g, s).hidden == std::array<uint8_t, 3>{6, 7, 5});
  CHECK(g->victory_points(s, 0) == vp + 1);
  CHECK((ck_of(*g, s).knight[v] & knight::kActive) == 0);
}

TEST_CASE("flag 2 beats a basic knight: the dragon stays, its flag shown; a strong knight slays it later") {
  auto g = el_game(4);
  int v = 0;
  State s = on_dragon(*g, 1, v);
  act(*g, s, v_name("fight_dragon", v));
  act(*g, s, "dragon_flag 2");
  CHECK(el_of(*g, s).dragons.test(v));
  CHECK(el::shown_flag(el_of(*g, s), v) == 2);
  CHECK(el_of(*g, s).slain[0] == 0);
  CHECK(ck_of(*g, s).knight[v] != 0);  // the knight stays
  // Again, active on a later turn: the shown flag decides at once, no chance.
  ck::set_knight(*g, std_state(s), v, uint8_t(knight::make(0, 1) | knight::kActive));
  act(*g, s, v_name("fight_dragon", v));
  CHECK(g->phase_name(s) == "main");
  CHECK(el_of(*g, s).dragons.test(v));
  // Promoted to strong: it wins.
  ck::set_knight(*g, std_state(s), v, uint8_t(knight::make(0, 2) | knight::kActive));
  act(*g, s, v_name("fight_dragon", v));
  CHECK(!el_of(*g, s).dragons.test(v));
  CHECK(el_of(*g, s).slain[0] == 1);
  CHECK(el_of(*g, s).shown.any() == false);
}

TEST_CASE("flag 3 beats strong knights and loses to mighty ones") {
  auto g = el_game(4);
  for (int strength : {2, 3}) {
    int v = 0;
    State s = on_dragon(*g, strength, v);
    act(*g, s, v_name("fight_dragon", v));
    act(*g, s, "dragon_flag 3");
    CHECK(el_of(*g, s).slain[0] == (strength == 3));
    CHECK(el::shown_flag(el_of(*g, s), v) == (strength == 3 ? 0 : 3));
  }
}

TEST_CASE("the sixth dragon slain wins at once, below the VP goal") {
  auto g = el_game(4);
  int v = 0;
  State s = on_dragon(*g, 3, v);
  ElSlice& e = el_of(*g, s);
  int taken = 0;
  for (int x = 0; x < g->topo().num_vertices && taken < 5; ++x)
    if (el::spots(*g).test(x) && x != v) e.dragons.reset(x), ++taken;
  e.slain[0] = 5;
  e.hidden = {2, 7, 5};
  g->rebuild_caches(s);  // the five dragons' points
  g->validate(s);
  CHECK(g->victory_points(s, 0) < g->opt().vp_target);
  act(*g, s, v_name("fight_dragon", v));
  act(*g, s, "dragon_flag 2");
  CHECK(g->is_terminal(s));
  CHECK(g->winner(s) == 0);
  double r[4];
  g->returns(s, r);
  CHECK(r[0] == 1.0);
}

TEST_CASE("a state whose flags do not add up is refused, naming the field") {
  auto g = el_game(4);
  State s = el_main(*g);
  el_of(*g, s).hidden = {7, 7, 4};
  CHECK_THROWS_WITH_AS(g->validate(s), "state.enchanted_land.hidden: 18 face-down flags for 19 dragons not shown", ConfigError);
  State t = el_main(*g);
  el_of(*g, t).shown.set(corner(*g, 3, 5, Corner::SW));
  CHECK_THROWS_AS(g->validate(t), ConfigError);
}
