// Building's disputes, rallies, the desert's attrition, the turn's end and
// start (Colonies §4, §5.1, §5.4, §6.5): armies cut off from supply at the
// start and the end of a turn are routed; captures with their steals,
// garrisons and revolts; eliminations.
#include <doctest/doctest.h>

#include "tests/colonies/col_position.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("building: two seats' orders for one spot: only the one with an army beside it builds, else neither") {
  // Both may build a road on e7 (between h5 and h6): p0 from v4's road, p1 from v8's road.
  auto position = [] {
    ColPos pos(2);
    pos.village(0, 0).road(0, 1).village(1, 12).road(1, 12).give(0, {1, 1, 0, 0, 0}).give(1, {1, 1, 0, 0, 0});
    return pos;
  };
  ColPos neither = position();
  neither.spring({{"road e7"}, {"road e7"}});
  CHECK(neither.st().e_owner[7] == kNone);
  CHECK(neither.st().seat[0].hand[Lumber] == 1);  // nothing built, nothing paid
  // Allied (so that neither army bars the other's building), p1 alone has an army beside e7.
  ColPos army = position();
  army.army(1, 6, 1).stance(0, 1, Ally);
  army.spring({{"road e7"}, {"road e7"}});
  CHECK(army.st().e_owner[7] == 1);
  // Villages on neighbouring corners are a dispute too.
  ColPos villages(2);
  villages.village(0, 0).road(0, 1).road(0, 7).village(1, 22).road(1, 25).road(1, 19);
  villages.give(0, {1, 1, 1, 1, 0}).give(1, {1, 1, 1, 1, 0}).army(0, 11, 1).stance(0, 1, Ally);
  villages.spring({{"village v8"}, {"village v12"}});
  CHECK(villages.st().v_owner[8] == 0);
  CHECK(villages.st().v_owner[12] == kNone);
}

TEST_CASE("building: \"A road, village, or city can be built on an explored and supplied tile\"") {
  // p0: a village at v0, roads v0-v4-v8-v13 (e1, e7, e13): e20 (v13-v18) goes on beside h11 and h12.
  auto position = [] {
    ColPos pos(2);
    pos.village(0, 0).road(0, 1).road(0, 7).road(0, 13).give(0, {2, 2, 1, 1, 0}).village(1, 53).stance(0, 1, War);
    return pos;
  };
  ColPos open = position();
  open.at(ColStage::Write);
  CHECK(open.legal().find("road e20") != std::string::npos);
  // p1's army on h6 threatens e7 and e13: p0's supply stops at v4, and h11 and h12 lie beyond it.
  ColPos cut = position();
  cut.army(1, 6, 1).at(ColStage::Write);
  CHECK(cut.legal().find("road e20") == std::string::npos);
  ColPos village = position();
  village.road(0, 20).army(1, 6, 1).at(ColStage::Write);
  CHECK(village.legal().find("village v18") == std::string::npos);  // h11, h12, h18: not supplied
  // Written while supplied, then cut off before building: not built, nothing paid.
  ColPos late = position();
  late.at(ColStage::Write).play({"road e20", "commit"});
  late.army(1, 6, 1);
  late.play({"commit", "reveal"});
  CHECK(late.st().e_owner[20] == kNone);
  CHECK(late.st().seat[0].hand[Lumber] == 2);
  ColPos built = position();
  built.at(ColStage::Write).play({"road e20", "commit", "commit", "reveal"});
  CHECK(built.st().e_owner[20] == 0);
}

TEST_CASE("rally: every routed regiment returns to one supplied tile, free") {
  ColPos pos(2);
  pos.village(0, 8).village(1, 53);
  pos.st().seat[0].routed[Infantry] = 2;
  pos.st().seat[0].routed[Cavalry] = 1;
  pos.at(ColStage::Write);
  CHECK(pos.legal().find("rally h6") != std::string::npos);
  CHECK(pos.legal().find("rally h10") == std::string::npos);  // not supplied
  pos.play({"rally h6", "commit", "commit", "reveal"});
  CHECK(pos.st().army[6][0][Infantry] == 2);
  CHECK(pos.st().army[6][0][Cavalry] == 1);
  CHECK(pos.st().seat[0].routed[Infantry] == 0);
}

TEST_CASE("attrition: an army on the desert at Spring's end rolls a d6; on 1 it loses a regiment of its choice") {
  ColPos pos(2);
  pos.village(0, 23).army(0, 18, 1, 1).village(1, 53);
  pos.spring({{}, {}});
  CHECK(pos.phase() == "attrition");
  ColPos safe = pos;
  safe.act("d6 2");
  CHECK(safe.regiments(0, 18) == 2);
  pos.act("d6 1");
  CHECK(pos.legal() == names({"lose cavalry, lose infantry"}));
  pos.act("lose cavalry");
  CHECK(pos.st().army[18][0][Infantry] == 1);
  CHECK(pos.st().army[18][0][Cavalry] == 0);
}

TEST_CASE("attrition: \"Whenever a player's army enters the desert or ends its turn there, roll a die\"") {
  // p0's village at v23 supplies h11, h17 and the desert h18.
  ColPos through(2);
  through.village(0, 23).army(0, 11, 0, 2).village(1, 53).at(ColStage::Write);
  through.play({"march h11", "march_to h18", "march_with all", "march_on h17", "commit", "commit", "reveal"});
  CHECK(through.phase() == "attrition");  // entering, though it marches on
  through.act("d6 1");  // one kind there: a cavalry lost without asking
  CHECK(through.st().army[17][0][Cavalry] == 1);  // the rest march on
  CHECK(through.regiments(0, 18) == 0);
  // An army that enters and stays rolls on entering and again at Spring's end.
  ColPos stays(2);
  stays.village(0, 23).army(0, 11, 1, 1).village(1, 53);
  stays.spring({{"march h11", "march_to h18", "march_with all"}, {}});
  CHECK(stays.phase() == "attrition");
  stays.act("d6 1");
  CHECK(stays.legal() == names({"lose cavalry, lose infantry"}));
  stays.act("lose infantry");
  CHECK(stays.phase() == "attrition");  // Spring's end
  stays.act("d6 2");
  CHECK(stays.st().army[18][0][Cavalry] == 1);
  CHECK(stays.st().stage != ColStage::Attrition);
}

TEST_CASE("supply: an army cut off at the turn's start and still at its end is routed") {
  ColPos pos(2);
  pos.village(0, 0).army(0, 11, 2).village(1, 53);
  pos.st().seat[0].cut_off.set(11);  // as the turn's start found it
  pos.spring({{}, {}});
  CHECK(pos.regiments(0, 11) == 0);
  CHECK(pos.st().seat[0].routed[Infantry] == 2);
  CHECK(pos.st().seat[0].cut_off.test(11) == false);
  // Cut off only now: it keeps its place this turn (and is marked for the next).
  ColPos fresh(2);
  fresh.village(0, 0).army(0, 11, 2).village(1, 53);
  fresh.spring({{}, {}});
  CHECK(fresh.regiments(0, 11) == 2);
  CHECK(fresh.st().seat[0].cut_off.test(11));
}

TEST_CASE("capture: a settlement whose holder has no regiment beside it and one other seat has is captured, a "
          "card stolen; unguarded, it revolts") {
  ColPos pos(2);
  pos.village(1, 8).give(1, {0, 0, 2, 1, 0}).army(0, 11, 1).village(0, 53).road(0, 13);
  pos.at(ColStage::TurnStart);
  CHECK(pos.phase() == "steal");
  CHECK(pos.odds() == std::map<std::string, double>{{"steal grain", 1.0 / 3}, {"steal wool", 2.0 / 3}});
  pos.act("steal wool");
  CHECK(pos.st().v_owner[8] == 0);
  CHECK(pos.st().v_founder[8] == 1);
  CHECK(pos.st().seat[0].hand[Wool] >= 1);
  // It works as p0's but gives no support; leaving it unguarded (for h12, supplied by p0's road), it revolts at once.
  CHECK(col::support(pos.st(), 0)[Infantry] == 4);  // v53 only
  pos.spring({{"march h11", "march_to h12", "march_with all"}, {}});
  CHECK(pos.st().v_owner[8] == 1);
  // A city gives two cards; an ally, or a second contester, or the holder beside it, prevents the capture.
  ColPos city(2);
  city.city(1, 8).give(1, {0, 0, 2, 1, 0}).army(0, 11, 1).village(0, 53).at(ColStage::TurnStart);
  city.act("steal wool");
  CHECK(city.phase() == "steal");
  ColPos ally(2);
  ally.village(1, 8).army(0, 11, 1).village(0, 53).stance(0, 1, Ally).at(ColStage::TurnStart);
  CHECK(ally.st().v_owner[8] == 1);
  ColPos guarded(2);
  guarded.village(1, 8).army(0, 11, 1).army(1, 6, 1).village(0, 53).at(ColStage::TurnStart);
  CHECK(guarded.st().v_owner[8] == 1);
  // Roads are captured the same way, without a steal.
  ColPos road(2);
  road.village(1, 53).road(1, 7).army(0, 6, 1).village(0, 0).at(ColStage::TurnStart);
  CHECK(road.st().e_owner[7] == 0);
  CHECK(road.st().e_founder[7] == 1);
}

TEST_CASE("capture: a captured village may become a city: it works \"as the capturing player's for all intents "
          "and purposes\" but muster and support") {
  ColPos pos(2);
  pos.village(1, 8).army(0, 11, 1).village(0, 53).give(0, {2, 2, 2, 2, 2});
  col::set_owner_v(pos.st(), 8, 0);  // captured by p0
  pos.at(ColStage::Write);
  CHECK(pos.legal().find("city v8") != std::string::npos);
  pos.play({"city v8", "commit", "commit", "reveal"});
  CHECK(pos.st().city.test(8));
  CHECK(pos.st().v_owner[8] == 0);
  CHECK(pos.st().v_founder[8] == 1);  // of its founder's colour: one of p1's four cities
  CHECK(col::time_score(pos.g, pos.st(), 0) >= 3);  // v53 and the city
  CHECK(col::support(pos.st(), 0)[Cavalry] == 1);  // v53 only
}

TEST_CASE("elimination: no settlement and no regiment on the board at a turn's end; the last seat standing wins") {
  ColPos pos(3);
  pos.village(0, 0).village(1, 53);  // p2 has nothing
  pos.spring({{}, {}, {}});
  CHECK(pos.st().seat[2].out == 1);
  CHECK(pos.g.is_terminal(pos.s) == false);
  CHECK(pos.st().turn == 1);  // turn 1's order: p1, p2, p0
  CHECK(col::next_seat(pos.g, pos.st(), 1) == 0);  // p2 skipped in every loop
  ColPos two(2);
  two.village(0, 0);
  two.spring({{}, {}});
  CHECK(two.g.is_terminal(two.s));
  CHECK(two.g.winner(two.s) == 0);
}
