// Exploration (Colonies §5.9, §6.2): who explores a disputed tile, the
// tile drawn from the pools, the 2d6 table and its decisions, the desert;
// without non-player forces their placements are skipped.
#include <doctest/doctest.h>

#include "tests/colonies/col_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// p0 at v0 with an army on h5; p1 at v53 on the far side; h10 (fields in the board file) face down.
ColPos explore_position(std::map<std::string, int> options = {}) {
  ColPos pos(2, options);
  pos.village(0, 0).army(0, 5, 2).village(1, 53).face_down(10);
  return pos;
}

}  // namespace

TEST_CASE("explore: the tile is drawn from the pools, then 2d6 on the exploration table") {
  ColPos pos = explore_position();
  pos.spring({{"explore h10"}, {}});
  CHECK(pos.phase() == "terrain");
  CHECK(pos.odds() == std::map<std::string, double>{{"terrain fields", 1.0}});  // the only tile face down
  pos.act("terrain fields");
  CHECK(pos.phase() == "event");
  const auto odds = pos.odds();
  CHECK(odds.at("event 7") == doctest::Approx(6.0 / 36));
  CHECK(odds.at("event 2") == doctest::Approx(1.0 / 36));
  CHECK(odds.at("event 11") == doctest::Approx(2.0 / 36));
  pos.act("event 7");  // abandoned stores: one card of the tile's resource
  CHECK(pos.st().seat[0].hand[Grain] == 1);
  CHECK(pos.st().explored.test(10));
}

TEST_CASE("explore: a pirate stash is d6 cards of the explorer's choice; a large tribe d6 of the tile's resource") {
  ColPos pos = explore_position();
  pos.spring({{"explore h10"}, {}});
  pos.play({"terrain fields", "event 9"});
  CHECK(pos.phase() == "count");
  pos.act("d6 3");
  CHECK(pos.legal() == names({"stash brick, stash grain, stash lumber, stash ore, stash wool"}));
  pos.play({"stash ore", "stash ore", "stash lumber"});
  CHECK(pos.st().seat[0].hand[Ore] >= 2);  // two from the stash (the next Fall may add more)
  CHECK(pos.st().seat[0].hand[Lumber] == 1);
  ColPos tribe = explore_position();
  tribe.spring({{"explore h10"}, {}});
  tribe.play({"terrain fields", "event 11", "d6 4"});  // without non-player forces: only the cards
  CHECK(tribe.st().seat[0].hand[Grain] == 4);
}

TEST_CASE("explore: a friendly colony is a village on a corner of the explorer's choice and an infantry") {
  ColPos pos = explore_position();
  pos.spring({{"explore h10"}, {}});
  pos.play({"terrain fields", "event 12"});
  CHECK(pos.legal() == names({"colony v7, colony v11, colony v12, colony v16, colony v17, colony v22"}));
  pos.act("colony v12");
  CHECK(pos.st().v_owner[12] == 0);
  CHECK(pos.st().v_founder[12] == 0);
  CHECK(pos.regiments(0, 10) == 1);
}

TEST_CASE("explore: a disputed tile goes to the only claimant with cavalry beside it, else with an army beside it, "
          "else a roll-off") {
  // Both have armies beside h10; only p0 has cavalry.
  ColPos cavalry = explore_position();
  cavalry.army(0, 5, 0, 1).army(1, 16, 1).road(1, 23);
  cavalry.spring({{"explore h10"}, {"explore h10"}});
  CHECK(cavalry.phase() == "terrain");
  CHECK(cavalry.st().cur.explorer == 0);
  // Both with armies beside it, no cavalry: a roll-off, each alike.
  ColPos tie = explore_position();
  tie.army(1, 16, 1);
  tie.spring({{"explore h10"}, {"explore h10"}});
  CHECK(tie.phase() == "rolloff");
  CHECK(tie.odds() == std::map<std::string, double>{{"rolloff p0", 0.5}, {"rolloff p1", 0.5}});
  tie.act("rolloff p1");
  CHECK(tie.st().cur.explorer == 1);
  // p1 explores from its road's end, p0 from its army beside the tile: p0.
  ColPos road = explore_position();
  road.village(1, 21).road(1, 23);  // e23: h16's NW side, from v21 to v16, a corner of h10
  road.spring({{"explore h10"}, {"explore h10"}});
  CHECK(road.st().cur.explorer == 0);
}

TEST_CASE("explore: without non-player forces a horde places nothing; with them, hostiles by the dice") {
  ColPos quiet = explore_position();
  quiet.spring({{"explore h10"}, {}});
  quiet.play({"terrain fields", "event 2"});
  CHECK(col::hostiles(quiet.st(), 10) == 0);
  CHECK(quiet.phase() != "count");
  ColPos npc = explore_position({{"col_npc", 1}});
  npc.spring({{"explore h10"}, {}});
  npc.play({"terrain fields", "event 2", "d6 3", "d6 2"});
  CHECK(npc.st().npc[10][Hostile][0] == 3);
  CHECK(npc.st().npc[10][Hostile][1] == 2);
  // The desert: the Warlord's Fortress and d6 hostile infantry and d6 hostile cavalry, no 2d6.
  ColPos desert(2, {{"col_npc", 1}});
  desert.village(0, 23).army(0, 17, 1).village(1, 53).face_down(18);
  desert.st().fortress = kNone;
  desert.spring({{"explore h18"}, {}});
  CHECK(desert.odds() == std::map<std::string, double>{{"terrain desert", 1.0}});
  desert.play({"terrain desert", "d6 4", "d6 1"});
  CHECK(desert.st().fortress == 18);
  CHECK(desert.st().npc[18][Hostile][0] == 4);
  CHECK(desert.st().npc[18][Hostile][1] == 1);
}
