// Victory (Colonies §8): every condition in a hand-built position, and
// just short of it; checked for every seat at the turn's end, several
// winners sharing the win; the Time victory after col_turns turns.
#include <doctest/doctest.h>

#include "core/replay/replay.h"
#include "tests/colonies/col_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

bool won(const ColPos& pos, int p, col::Victory v) {
  return col::victory_reasons(pos.g, col_state(pos.s), p) >> int(v) & 1;
}

}  // namespace

TEST_CASE("victory: Domination: strictly the largest army and 13 tiles held undisputed") {
  ColPos pos(2);
  const int tiles[] = {5, 6, 7, 10, 11, 12, 13, 16, 17, 18, 19, 20, 23};
  for (int h : tiles) pos.army(0, h, 1);
  pos.army(1, 24, 5);
  pos.g.rebuild_caches(pos.s);
  CHECK(won(pos, 0, col::Victory::Domination));
  pos.army(1, 25, 8);  // p1 now has more regiments
  CHECK_FALSE(won(pos, 0, col::Victory::Domination));
  ColPos short_of(2);
  for (int i = 0; i < 12; ++i) short_of.army(0, tiles[i], 1);
  CHECK_FALSE(won(short_of, 0, col::Victory::Domination));
  // A tile shared with a seat not allied is disputed.
  ColPos shared(2);
  for (int h : tiles) shared.army(0, h, 2);
  shared.army(1, 5, 1);
  CHECK_FALSE(won(shared, 0, col::Victory::Domination));
  shared.stance(0, 1, Ally);
  CHECK(won(shared, 0, col::Victory::Domination));
}

TEST_CASE("victory: Conquest, every settlement; Naval Supremacy, every settlement on a harbor, one of them taken") {
  ColPos pos(2);
  pos.village(0, 0).village(1, 53).village(1, 16);
  CHECK_FALSE(won(pos, 0, col::Victory::Conquest));
  col::set_owner_v(pos.st(), 53, 0);
  CHECK_FALSE(won(pos, 0, col::Victory::Conquest));
  CHECK_FALSE(won(pos, 0, col::Victory::Naval));  // v16 (a harbor) is p1's
  col::set_owner_v(pos.st(), 16, 0);
  CHECK(won(pos, 0, col::Victory::Conquest));
  CHECK(won(pos, 0, col::Victory::Naval));
  ColPos lone(2);
  lone.village(0, 0).village(1, 8);  // p0 holds the only harbor settlement, its own: no rival beaten
  CHECK_FALSE(won(lone, 0, col::Victory::Naval));
}

TEST_CASE("victory: Commercial Empire: the longest road, 5 of every resource a harvest, 3 harbors") {
  ColPos pos(2);
  for (int v : {5, 10, 16, 0}) pos.city(0, v);
  for (int v : {26, 47, 49}) pos.village(0, v);
  for (int e : {1, 7, 13, 14, 8}) pos.road(0, e);  // v0-v4-v8-v13-v9-v5: 5 roads
  pos.village(1, 40);
  CHECK(col::longest_road(pos.g, pos.st(), 0) == 5);
  CHECK(col::harvest_potential(pos.g, pos.st(), 0) == std::array<int, 5>{8, 6, 6, 6, 6});
  CHECK(won(pos, 0, col::Victory::Commercial));
  col::remove_road(pos.st(), 8);
  CHECK_FALSE(won(pos, 0, col::Victory::Commercial));  // 4 roads
  pos.road(0, 8);
  col::remove_settlement(pos.st(), 49);
  CHECK_FALSE(won(pos, 0, col::Victory::Commercial));  // 4 grain
}

TEST_CASE("victory: Monopoly: every source of a resource touches one's settlements and no other's, from 3") {
  ColPos pos(2);
  pos.village(0, 0).village(0, 26).village(0, 40).village(1, 53);  // h5, h20, h24: every mountains tile
  CHECK(won(pos, 0, col::Victory::Monopoly));
  ColPos rival(2);
  rival.village(0, 0).village(0, 26).village(0, 40).village(1, 39);  // v39 touches h24 too
  CHECK_FALSE(won(rival, 0, col::Victory::Monopoly));
  ColPos two(2);
  two.village(0, 0).village(0, 26).village(1, 53);
  two.face_down(24);  // only the explored sources count, but two settlements are not three
  CHECK_FALSE(won(two, 0, col::Victory::Monopoly));
}

TEST_CASE("victory: Cultural, 10 development cards held or played; Colonial, 9 settlements a whole turn") {
  ColPos pos(2);
  for (int i = 0; i < 6; ++i) pos.dev(0, ColCard::Soldier, i % 2);
  for (int k : {ColCard::Chapel, ColCard::Market, ColCard::Palace}) pos.dev(0, k, true);
  CHECK_FALSE(won(pos, 0, col::Victory::Cultural));
  pos.dev(0, ColCard::Library, false);
  CHECK(won(pos, 0, col::Victory::Cultural));
  ColPos colonies(2);
  for (int v : {0, 5, 10, 16, 26}) colonies.village(0, v);
  for (int v : {33, 42, 47, 49}) colonies.city(0, v);
  CHECK_FALSE(won(colonies, 0, col::Victory::Colonial));  // not held at the turn's start
  colonies.st().seat[0].colonial = 1;
  CHECK(won(colonies, 0, col::Victory::Colonial));
  col::set_owner_v(colonies.st(), 49, 1);
  CHECK_FALSE(won(colonies, 0, col::Victory::Colonial));  // one taken
}

TEST_CASE("victory: Diplomatic: two thirds of all votes, 1 per village and 2 per city of each voter") {
  ColPos pos(3);
  pos.city(0, 0).village(1, 53).village(2, 16);  // votes: p0 2, p1 1, p2 1
  pos.st().seat[0].vote = 0;
  pos.st().seat[1].vote = 0;
  CHECK(won(pos, 0, col::Victory::Diplomatic));  // 3 of 4
  pos.st().seat[1].vote = 1;
  CHECK_FALSE(won(pos, 0, col::Victory::Diplomatic));  // 2 of 4
  ColPos off(3, {{"col_vote_thirds", 4}});
  off.city(0, 0).village(1, 53).village(2, 16);
  for (int p = 0; p < 3; ++p) off.st().seat[p].vote = 0;
  CHECK_FALSE(won(off, 0, col::Victory::Diplomatic));
}

TEST_CASE("victory: checked at the turn's end for every seat; several winners share the win") {
  ColPos pos(3);
  pos.village(0, 0).village(1, 53).village(2, 16);
  pos.spring({{"vote p0"}, {"vote p0"}, {"vote p1"}});  // 2 of 3 for p0
  CHECK(pos.g.is_terminal(pos.s));
  CHECK(pos.g.winner(pos.s) == 0);
  double r[kMaxSeats];
  pos.g.returns(pos.s, r);
  CHECK((r[0] == 1 && r[1] == 0 && r[2] == 0));
  ColPos both(2, {{"col_vote_thirds", 1}});  // a third of the votes: each voting for itself wins
  both.village(0, 0).village(1, 53);
  both.spring({{"vote p0"}, {"vote p1"}});
  CHECK(both.g.is_terminal(both.s));
  CHECK(both.g.winner(both.s) == -1);
  both.g.returns(both.s, r);
  CHECK((r[0] == 0.5 && r[1] == 0.5));
}

TEST_CASE("victory: Time: after col_turns turns, tiles held + villages + 2 x cities, ties shared") {
  ColPos pos(2, {{"col_turns", 3}});
  pos.village(0, 0).city(1, 53).army(0, 5, 1).army(0, 6, 1);
  pos.st().turn = 2;
  CHECK(col::time_score(pos.g, pos.st(), 0) == 3);
  CHECK(col::time_score(pos.g, pos.st(), 1) == 2);
  pos.spring({{}, {}});
  CHECK(pos.g.is_terminal(pos.s));
  CHECK(pos.g.winner(pos.s) == 0);
  ColPos tie(2, {{"col_turns", 3}});
  tie.village(0, 0).city(1, 53).army(0, 5, 1);
  tie.st().turn = 2;
  tie.spring({{}, {}});
  CHECK(tie.g.winner(tie.s) == -1);
  CHECK(col_state(tie.s).winners == 0b11);
  const GameResult result = result_of(tie.g, tie.s, 0);
  CHECK(result.shared == 0b11);
  CHECK(result_text(result) == "shared win: p0, p1");
  // turn_cap ends the game earlier as a draw.
  ColPos capped(2, {{"turn_cap", 1}});
  capped.village(0, 0).village(1, 53);
  capped.spring({{}, {}});
  CHECK(capped.g.is_terminal(capped.s));
  double r[kMaxSeats];
  capped.g.returns(capped.s, r);
  CHECK((r[0] == 0 && r[1] == 0));
}
