// Knights on paths (Barbarian Attack §5.3-5.4, rulings 11, 12, 14):
// Knighthood puts one on a free castle path, Swift Knight on any free path;
// after trading and building each knight may move once, up to 3 paths (5 for
// a grain), never ending on a knight or the castle; the first move closes
// trading and building; a knight placed on the castle this turn must leave.
#include <doctest/doctest.h>

#include <fmt/format.h>

#include "tests/barbarian_attack/ba_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

std::string places(const EdgeSet& paths) {
  std::vector<std::string> out;
  paths.for_each([&](int e) { out.push_back(fmt::format("place_knight e{}", e)); });
  return joined(out);
}

}  // namespace

TEST_CASE("Knighthood: a knight onto a free castle path; it must leave the castle before the turn ends") {
  auto g = ba_game(4, {{"domestic_trade", 0}});
  State s = empty_main(*g);
  const int castle = hex_at(*g, -2, 0);
  const EdgeSet castle_paths = ba::castle_paths(*g);
  CHECK(castle_paths.count() == 6);
  put_knight(*g, s, 1, path_of(*g, castle, Dir::E));  // another seat's knight takes one path
  give(s, 0, {0, 0, 1, 1, 1});
  CHECK(legal(*g, s) == names({"end_turn", "buy_ba_card"}));
  act(*g, s, "buy_ba_card");
  CHECK(g->phase_name(s) == "ba_draw");
  CHECK(std_state(s).base.players[0].hand_total == 0);
  act(*g, s, "ba_draw knighthood");
  EdgeSet free = castle_paths;
  free.reset(path_of(*g, castle, Dir::E));
  CHECK(legal(*g, s) == places(free));
  const int w = path_of(*g, castle, Dir::W);
  act(*g, s, fmt::format("place_knight e{}", w));
  CHECK(ba_of(*g, s).seats[0].knights.test(w));
  CHECK(ba_of(*g, s).seats[0].knights_left == 5);
  // No end_turn: the castle knight can leave, so it must.
  CHECK(legal(*g, s) == knights_from({w}));
  act(*g, s, fmt::format("knight_from e{}", w));
  CHECK(legal(*g, s) == names({joined(moves_within(*g, s, w, 1, 3))}));
  act(*g, s, moves_within(*g, s, w, 1, 3).back());
  CHECK(legal(*g, s) == "end_turn");  // moved once; trading and building are over
}

TEST_CASE("Swift Knight: any free path; with no knight in supply the card does nothing") {
  auto g = ba_game(3, {{"domestic_trade", 0}});
  State s = empty_main(*g);
  const Topology& t = g->topo();
  put_knight(*g, s, 2, 0);
  give(s, 0, {0, 0, 1, 1, 1});
  act(*g, s, "buy_ba_card");
  act(*g, s, "ba_draw swift_knight");
  EdgeSet free = t.land_edges;
  free.reset(0);
  CHECK(legal(*g, s) == places(free));
  act(*g, s, "place_knight e40");
  CHECK(g->phase_name(s) == "main");

  // No knight left in supply: no effect.
  ba_of(*g, s).seats[0].knights_left = 0;
  ba_of(*g, s).seats[0].knights.set(1), ba_of(*g, s).seats[0].knights.set(2), ba_of(*g, s).seats[0].knights.set(3);
  ba_of(*g, s).seats[0].knights.set(4), ba_of(*g, s).seats[0].knights.set(5);
  give(s, 0, {0, 0, 1, 1, 1});
  act(*g, s, "buy_ba_card");
  act(*g, s, "ba_draw swift_knight");
  CHECK(g->phase_name(s) == "main");
  CHECK(ba_of(*g, s).seats[0].knights.count() == 6);
}

TEST_CASE("moving: up to 3 paths, 4-5 for a grain, not onto a knight or the castle, each knight once") {
  auto g = ba_game(4, {{"domestic_trade", 0}});
  State s = empty_main(*g);
  const int centre = hex_at(*g, 0, 0);
  const int e = path_of(*g, centre, Dir::NE), other = path_of(*g, centre, Dir::SW);
  put_knight(*g, s, 0, e);
  put_knight(*g, s, 0, other);
  put_knight(*g, s, 1, path_of(*g, centre, Dir::E));  // in the way: may be passed, not ended on
  give(s, 0, {1, 0, 0, 0, 0});
  act(*g, s, fmt::format("knight_from e{}", e));
  CHECK(legal(*g, s) == joined(moves_within(*g, s, e, 1, 3)));
  act(*g, s, moves_within(*g, s, e, 3, 3)[0]);
  // Trading and building are over; the moved knight stays; the other may still move.
  CHECK(legal(*g, s) == names({"end_turn", knights_from({other})}));

  SUBCASE("a grain: up to 5 paths, and only the moves beyond 3 pay it") {
    give(s, 0, {0, 0, 0, 1, 0});
    act(*g, s, fmt::format("knight_from e{}", other));
    CHECK(legal(*g, s) == joined(moves_within(*g, s, other, 1, 5)));
    const std::vector<std::string> far = moves_within(*g, s, other, 4, 5), near = moves_within(*g, s, other, 1, 3);
    SUBCASE("near: free") {
      act(*g, s, near[0]);
      CHECK(std_state(s).base.players[0].hand[Grain] == 1);
    }
    SUBCASE("far: a grain") {
      act(*g, s, far[0]);
      CHECK(std_state(s).base.players[0].hand[Grain] == 0);
    }
    CHECK(legal(*g, s) == "end_turn");
  }
}
