// Spring's written orders (Colonies §5.6, §7): the steps a seat may write
// from what it sees, paid from its hand, within its settlements' rates and
// its support; targets of marches; the privacy of every writing step (no
// other seat's view changes, a seat's steps do not depend on another's book);
// the reveal.
#include <doctest/doctest.h>

#include "tests/colonies/col_position.h"
#include "tests/support/battery.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// p0: a village on h5's north corner (v0) with 3 infantry on h5 and the cards for two roads; p1 far away.
ColPos start_position() {
  ColPos pos(2);
  pos.village(0, 0).army(0, 5, 3).give(0, {2, 2, 0, 0, 0});
  pos.village(1, 53).army(1, 31, 1);
  return pos;
}

}  // namespace

TEST_CASE("orders: the steps a seat may write, from its own hand and the board") {
  ColPos pos = start_position();
  pos.face_down(10).at(ColStage::Write);
  CHECK(pos.g.current_player(pos.s) == 0);
  CHECK(pos.g.private_decision(pos.s));
  // The army cannot march: only h5 is supplied (v0 touches no other tile). It may explore h10 beside it.
  CHECK(pos.legal() == names({"ally p1, war p1", "explore h10", "road e0, road e1", "fortify h5", "vote p0, vote p1",
                              "commit"}));
  // A road written leads the next one; the second road spends the cards.
  pos.act("road e1");
  CHECK(pos.legal() == names({"ally p1, war p1", "explore h10", "road e0, road e2, road e7", "fortify h5",
                              "vote p0, vote p1", "commit"}));
  pos.act("road e7");
  CHECK(pos.legal() == names({"ally p1, war p1", "explore h10", "fortify h5", "vote p0, vote p1", "commit"}));
  // A stance once per seat; a vote once.
  pos.act("war p1").act("vote p0");
  CHECK(pos.legal() == names({"explore h10", "fortify h5", "commit"}));
  CHECK(pos.st().book[0].count == 3);
  pos.act("commit");
  CHECK(pos.g.current_player(pos.s) == 1);
  // A path beside a face-down tile takes no road.
  ColPos hidden = start_position();
  hidden.face_down(6).at(ColStage::Write).act("road e1");
  CHECK(hidden.legal().find("road e2") == std::string::npos);
  CHECK(hidden.legal().find("road e7") == std::string::npos);
}

TEST_CASE("orders: a village needs one's road, explored tiles around it, the distance rule and its cards") {
  ColPos pos(2);
  pos.village(0, 0).road(0, 1).road(0, 7).give(0, {1, 1, 1, 1, 0});
  pos.at(ColStage::Write);
  // v8, two paths from v0 along e1 and e7: the only corner for a village (v4 is next to v0).
  CHECK(pos.legal().find("village v8") != std::string::npos);
  CHECK(pos.legal().find("village v4") == std::string::npos);
  pos.act("village v8");
  // The village took the cards: no road is payable any more.
  CHECK(pos.legal().find("road ") == std::string::npos);
  ColPos hidden(2);
  hidden.village(0, 0).road(0, 1).road(0, 7).give(0, {1, 1, 1, 1, 0}).face_down(11).at(ColStage::Write);
  CHECK(hidden.legal().find("village v8") == std::string::npos);  // v8 touches h11, face down
}

TEST_CASE("orders: a village musters 1 infantry, a city 2 infantry or 1 cavalry or 1 artillery, a harbor more at "
          "double cost, within support") {
  ColPos pos(2);
  pos.village(0, 8).give(0, {9, 0, 9, 9, 9}).at(ColStage::Write);
  pos.act("muster v8");
  CHECK(pos.legal() == names({"muster_infantry h5, muster_infantry h6, muster_infantry h11"}));
  pos.act("muster_infantry h6");
  CHECK(pos.legal().find("muster v8") == std::string::npos);  // the village's rate is spent, and it has no harbor
  ColPos city(2);
  city.city(0, 8).give(0, {9, 0, 9, 9, 9}).at(ColStage::Write);
  city.act("muster v8");
  CHECK(city.legal() == names({"muster_infantry h5, muster_infantry h6, muster_infantry h11",
                               "muster_cavalry h5, muster_cavalry h6, muster_cavalry h11",
                               "muster_artillery h5, muster_artillery h6, muster_artillery h11"}));
  city.act("muster_infantry h5").act("muster v8");
  CHECK(city.legal() == names({"muster_infantry h5, muster_infantry h6, muster_infantry h11"}));
  city.act("muster_infantry h5");
  CHECK(city.legal().find("muster v8") == std::string::npos);
  // At a harbor (v0), beyond the rate at double cost: a village's second infantry costs 2 food, 2 lumber, 2 ore.
  ColPos harbor(2);
  harbor.village(0, 0).give(0, {3, 0, 3, 0, 3}).at(ColStage::Write);
  harbor.act("muster v0").act("muster_infantry h5");
  CHECK(harbor.st().book[0].order[0].flags == 0);
  harbor.act("muster v0").act("muster_infantry h5");
  CHECK(harbor.st().book[0].order[1].flags == ColOrderFlag::Requisition);
  CHECK(harbor.legal().find("muster v0") == std::string::npos);  // 1 + 2 of each are 3: nothing left to pay a third
  // Support: a village supports 4 infantry, counting regiments routed and musters written.
  ColPos support(2);
  support.village(0, 8).army(0, 5, 3).give(0, {9, 0, 9, 9, 9}).at(ColStage::Write);
  CHECK(support.legal().find("muster v8") != std::string::npos);
  support.st().seat[0].routed[Infantry] = 1;
  support.at(ColStage::Write);
  CHECK(support.legal().find("muster v8") == std::string::npos);
}

TEST_CASE("orders: a march goes to an adjacent supplied tile, or along one's roads to one without an enemy") {
  ColPos pos(2);
  pos.village(0, 0).road(0, 1).road(0, 7).road(0, 13).army(0, 5, 2, 1);
  pos.at(ColStage::Write);
  pos.act("march h5");
  // Supplied: the tiles touching v0, v4, v8, v13 (h5, h6, h11, h12); h10 is adjacent but not supplied;
  // h12 is not adjacent but joined by the roads.
  CHECK(pos.legal() == names({"march_to h6, march_to h11, march_to h12"}));
  ColPos enemy(2);
  enemy.village(0, 0).road(0, 1).road(0, 7).road(0, 13).army(0, 5, 2, 1).army(1, 12, 1).army(1, 11, 1).stance(0, 1, War);
  enemy.at(ColStage::Write).act("march h5");
  CHECK(enemy.legal() == names({"march_to h6, march_to h11"}));  // h11 adjacent: an attack; h12 only by road: not
  enemy.act("march_to h11");
  CHECK(enemy.legal() == names({"march_with infantry, march_with cavalry, march_with all"}));
  enemy.act("march_with cavalry").act("march_with infantry");
  CHECK(enemy.legal() == names({"march_with infantry, march_with all, march_go"}));
  enemy.act("march_go");
  // One march per pair of tiles; the infantry left may still march elsewhere.
  enemy.act("march h5");
  CHECK(enemy.legal() == names({"march_to h6"}));
  enemy.act("march_to h6").act("march_with all");
  CHECK(enemy.legal().find("march h5") == std::string::npos);
  CHECK(enemy.legal().find("fortify h5") == std::string::npos);  // an army marching is no fortification
}

TEST_CASE("orders: a seat's steps and view do not depend on another seat's book; no other seat sees a step") {
  ColPos pos = start_position();
  pos.face_down(6).at(ColStage::Write);
  pos.play({"road e1", "war p1", "commit"});  // p0's book; now p1 writes
  REQUIRE(pos.g.current_player(pos.s) == 1);
  const std::string p1_steps = pos.legal();
  const std::vector<float> p1_view = observation(pos.g, pos.s, 1);
  // Another book for p0: p1's steps and view are the same.
  ColPos other = start_position();
  other.face_down(6).at(ColStage::Write);
  other.play({"explore h6", "vote p0", "fortify h5", "commit"});
  CHECK(other.legal() == p1_steps);
  CHECK(observation(other.g, other.s, 1) == p1_view);
  CHECK(other.g.observe_text(other.s, 1) == pos.g.observe_text(pos.s, 1));
  // Every step p1 may take leaves p0's view alike, the commitment too (the reveal is a step of its own).
  const std::vector<float> p0_view = observation(pos.g, pos.s, 0);
  for (Action a : pos.g.legal_actions(pos.s)) {
    State t = pos.s;
    pos.g.apply(t, a);
    CHECK_MESSAGE(observation(pos.g, t, 0) == p0_view, pos.g.action_name(a));
    CHECK_FALSE(pos.g.action_visible(pos.s, a, 0));
  }
  // The reveal shows every book: stances, fortifications and votes take effect.
  pos.play({"ally p0", "commit"});
  CHECK(pos.phase() == "reveal");
  CHECK(pos.odds() == std::map<std::string, double>{{"reveal", 1.0}});
  CHECK(observation(pos.g, pos.s, 0) == p0_view);
  pos.act("reveal");
  CHECK(pos.st().seat[0].stance[1] == War);
  CHECK(pos.st().seat[1].stance[0] == Ally);
  CHECK(col::at_war(pos.st(), 0, 1));
  CHECK(observation(pos.g, pos.s, 0) != p0_view);
}

TEST_CASE("orders: the order prior draws a legal book for every other seat, the writer's own kept") {
  ColPos pos = start_position();
  pos.at(ColStage::Write);
  pos.play({"road e1", "commit"});  // p1 now writes
  pos.play({"vote p1"});
  Rng rng(5);
  for (int i = 0; i < 50; ++i) {
    State t = pos.s;
    pos.g.resample_hidden(t, 1, rng);
    CHECK(std::memcmp(&col_state(t).book[1], &pos.st().book[1], sizeof(ColBook)) == 0);
    CHECK(col_state(t).book[0].committed == 1);
    pos.g.validate(t);
    State u = pos.s;
    pos.g.resample_hidden(u, 0, rng);  // p1 is writing: its book so far is drawn again, not committed
    CHECK(std::memcmp(&col_state(u).book[0], &pos.st().book[0], sizeof(ColBook)) == 0);
    CHECK(col_state(u).book[1].committed == 0);
    pos.g.validate(u);
  }
}
