// Battles (chapter 1, special rules 4-5): a conqueror moving in against the
// knights on its hex's corners (examples 7a-b), encirclement and the chain of
// removals (examples 8a-b), a tie broken by a new or promoted knight and the
// hex liberated (examples 9a-b; 5: only by a knight built or moved there),
// and the hero track (example 10).
#include <doctest/doctest.h>

#include "tests/conquerors/lotc_position.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("battles, examples 7a-b: stronger knights remove the conqueror; a stronger conqueror removes the knight") {
  auto g = lotc_game(4);
  State s = lotc_main(*g);
  const int field = hex(*g, 3, 1), hills = hex(*g, 2, 2);
  knight_at(*g, s, kRed, corner(*g, field, Corner::NE), 2, true);    // active strong
  knight_at(*g, s, kBlue, corner(*g, field, Corner::SE), 2, false);  // inactive strong
  knight_at(*g, s, kBlue, corner(*g, hills, Corner::SE), 2, false);
  conqueror_at(*g, s, hex(*g, 2, 1), 2);
  conqueror_at(*g, s, hex(*g, 1, 2), 3);
  ship_to(*g, s, 9);
  act(*g, s, "direction yellow");  // 7a: the 2 moves east between 2 + 2
  CHECK(lotc_of(g, s).conqueror[field] == 0);
  CHECK_FALSE(lotc_of(g, s).conquered.test(field));  // ours: a conqueror beaten as it moves in conquers nothing
  CHECK(std_state(s).base.vertex_pieces.count() == 3);
  CHECK(lotc_of(g, s).hero[kRed] == 1);
  CHECK(lotc_of(g, s).hero[kBlue] == 1);
  act(*g, s, "direction yellow");  // 7b: the 3 moves east against blue's 2
  CHECK(lotc_of(g, s).conqueror[hills] == 3);
  CHECK_FALSE(std_state(s).base.vertex_pieces.test(corner(*g, hills, Corner::SE)));
  CHECK(ck_of(g, s).players[kBlue].knights_left[1] == 1);  // back to the supply
  CHECK(lotc_of(g, s).conquered.test(hills));
  CHECK(std_state(s).base.barren.test(hills));
  CHECK(lotc_of(g, s).hero[kBlue] == 1);
}

TEST_CASE("battles, examples 8a-b: a standoff conquers; the encircled knight goes, then the chain takes the weaker one") {
  auto g = lotc_game(4);
  State s = lotc_main(*g);
  const int a = hex(*g, 3, 2), b = hex(*g, 3, 3);
  const int red = corner(*g, a, Corner::S), blue = corner(*g, a, Corner::N);  // red's corner touches a and b
  knight_at(*g, s, kRed, red, 3, true);     // active mighty
  knight_at(*g, s, kBlue, blue, 1, false);  // inactive basic
  conqueror_at(*g, s, hex(*g, 2, 2), 4);
  conqueror_at(*g, s, hex(*g, 2, 4), 3);
  ship_to(*g, s, 9);
  act(*g, s, "direction yellow");  // 8a: the 4 moves east into a: 3 + 1 = 4, a standoff
  CHECK(lotc_of(g, s).conqueror[a] == 4);
  CHECK(lotc_of(g, s).conquered.test(a));
  CHECK(std_state(s).base.vertex_pieces.test(red));
  CHECK(std_state(s).base.vertex_pieces.test(blue));
  act(*g, s, "direction red");  // 8b: the 3 moves north-east into b: a standoff with red...
  CHECK(lotc_of(g, s).conqueror[b] == 3);
  CHECK(lotc_of(g, s).conquered.test(b));
  CHECK_FALSE(std_state(s).base.vertex_pieces.test(red));   // ...but red stands between two conquerors
  CHECK_FALSE(std_state(s).base.vertex_pieces.test(blue));  // and blue alone (1) is weaker than the 4
  CHECK(ck_of(g, s).players[kRed].knights_left == std::array<uint8_t, 3>{2, 2, 2});
  CHECK(ck_of(g, s).players[kBlue].knights_left == std::array<uint8_t, 3>{2, 2, 2});
  CHECK(lotc_of(g, s).hero == std::array<uint8_t, 4>{0, 0, 0, 0});
}

TEST_CASE("battles, examples 9a and 10: a new knight breaks the tie, frees the hex, and both heroes move up") {
  auto g = lotc_game(4);
  State s = lotc_main(*g, kBlue);
  const int h = hex(*g, 3, 2), other = hex(*g, 3, 3);
  conqueror_at(*g, s, h, 3);
  conquered(*g, s, h);
  conqueror_at(*g, s, other, 2);
  knight_at(*g, s, kRed, corner(*g, h, Corner::N), 3, true);  // tied with the 3
  // Blue's roads reach three corners of h: S and SE lie between the two conquerors.
  Board{*g, s}.roads(kBlue, {side(*g, h, Dir::SE), side(*g, h, Dir::SW)}).done();
  deal(s, kBlue, {0, 0, 2, 0, 2});
  const int sw = corner(*g, h, Corner::SW);
  CHECK(legal(*g, s).find("build_strong_knight") != std::string::npos);
  std::string knights;
  for (Action x : g->legal_actions(s))
    if (g->action_name(x).find("knight") != std::string::npos) knights += g->action_name(x) + "; ";
  CHECK(knights == fmt::format("build_knight v{0}; build_strong_knight v{0}; ", sw));
  act(*g, s, fmt::format("build_strong_knight v{}", sw));
  CHECK(lotc_of(g, s).conqueror[h] == 0);  // 3 + 2 > 3
  CHECK_FALSE(lotc_of(g, s).conquered.test(h));  // liberated: the token face up again
  CHECK_FALSE(std_state(s).base.barren.test(h));
  CHECK(lotc_of(g, s).hero[kRed] == 1);  // example 10
  CHECK(lotc_of(g, s).hero[kBlue] == 1);
  CHECK(g->victory_points(s, kBlue) == 1);  // the hero track's number is its VP
}

TEST_CASE("battles, example 9b: promoting a knight breaks a tie; a new basic knight props up a weaker one") {
  auto g = lotc_game(4);
  State s = lotc_main(*g, kBlue);
  const int h = hex(*g, 3, 2), pasture = hex(*g, 2, 3);
  conqueror_at(*g, s, h, 2);
  const int v = corner(*g, h, Corner::N);
  knight_at(*g, s, kBlue, v, 2, true);  // tied with the 2
  deal(s, kBlue, {0, 0, 1, 0, 1});
  ck_of(g, s).players[kBlue].level[PoliticsTrack] = 3;
  act(*g, s, fmt::format("promote_knight v{}", v));
  CHECK(lotc_of(g, s).conqueror[h] == 0);
  CHECK(lotc_of(g, s).hero[kBlue] == 1);
  // A strong knight by the pasture, a basic one placed beside it: 2 + 1 holds a 3 to a standoff.
  State t = lotc_main(*g, kBlue);
  knight_at(*g, t, kBlue, corner(*g, pasture, Corner::NE), 2, false);
  knight_at(*g, t, kBlue, corner(*g, pasture, Corner::SE), 1, false);
  conqueror_at(*g, t, hex(*g, 1, 3), 3);
  ship_to(*g, t, 9);
  act(*g, t, "direction yellow");
  CHECK(lotc_of(g, t).conqueror[pasture] == 3);
  CHECK(std_state(t).base.vertex_pieces.count() == 2);  // a standoff: both stay
  CHECK(lotc_of(g, t).conquered.test(pasture));
}

TEST_CASE("battles: no knight may be sacrificed or placed between two conquerors; a move obeys the same rules") {
  auto g = lotc_game(4);
  State s = lotc_main(*g, kRed);
  const int h = hex(*g, 3, 2);
  conqueror_at(*g, s, h, 4);
  // Red's road runs along h's north-east side; its ends are h's N and NE corners.
  Board{*g, s}.roads(kRed, {side(*g, h, Dir::NE)}).done();
  deal(s, kRed, {0, 0, 3, 0, 3});
  std::string knights;
  for (Action x : g->legal_actions(s))
    if (g->action_name(x).find("knight") != std::string::npos) knights += g->action_name(x) + "; ";
  CHECK(knights == "");  // basic (1) and strong (2) would lose to the 4; no fortress for mighty
  ck_of(g, s).players[kRed].level[PoliticsTrack] = 3;
  knights.clear();
  for (Action x : g->legal_actions(s))
    if (g->action_name(x).find("knight") != std::string::npos) knights += g->action_name(x) + "; ";
  CHECK(knights == "");  // mighty (3) would still lose
  conqueror_at(*g, s, h, 3);
  CHECK(can(*g, s, fmt::format("build_mighty_knight v{}", corner(*g, h, Corner::N))));  // a standoff is no sacrifice
  act(*g, s, fmt::format("build_mighty_knight v{}", corner(*g, h, Corner::N)));
  CHECK(ck_of(g, s).players[kRed].knights_left[2] == 1);
  CHECK(std_state(s).base.players[kRed].hand_total == 0);
  CHECK(lotc_of(g, s).conqueror[h] == 3);
}

TEST_CASE("liberation (5): only a knight built or moved to a conquered hex frees it") {
  auto g = ch2_game(4);  // chapter 2: the cannon too
  State s = lotc_main(*g, kBlue);
  const int h = hex(*g, 3, 3), n = corner(*g, h, Corner::N);
  // h conquered, its conqueror gone (moved on, bribed away): the token stays flipped; the knights
  // there are put down first (a knight put down frees it).
  const auto conquer_h = [&] { conquered(*g, s, h); };
  bool freed = false;
  SUBCASE("a knight moved there frees it") {
    const int north = hex(*g, 3, 2), from = corner(*g, north, Corner::NE);
    REQUIRE(corner(*g, north, Corner::SE) == n);
    lotc_of(g, s).amber = {};  // hand-built roads take no amber
    Board{*g, s}.roads(kBlue, {side(*g, north, Dir::E)}).done();
    knight_at(*g, s, kBlue, from, 1, true);
    conquer_h();
    act(*g, s, v_name("move_knight", from));
    act(*g, s, v_name("knight_to", n));
    freed = true;
  }
  SUBCASE("a knight promoted there does not") {
    knight_at(*g, s, kBlue, n, 1, true);
    conquer_h();
    deal(s, kBlue, {0, 0, 1, 0, 1});
    act(*g, s, v_name("promote_knight", n));
  }
  SUBCASE("a cannon put beside a knight there does not") {
    knight_at(*g, s, kBlue, n, 1, true);
    conquer_h();
    lotc_of(g, s).cannon[kBlue] = kOnTile;
    act(*g, s, v_name("cannon_to", n));
  }
  SUBCASE("Brothers in Arms promoting a knight there does not") {
    knight_at(*g, s, kRed, n, 1, true);
    conquer_h();
    deal_card(*g, s, kBlue, BrothersInArms);
    act(*g, s, v_name("play brothers_in_arms", n));
    CHECK(knight::strength(ck_of(g, s).knight[n]) == 2);
  }
  CHECK(lotc_of(g, s).conquered.test(h) == !freed);
  CHECK(std_state(s).base.barren.test(h) == !freed);
}

TEST_CASE("liberation (5): a knight promoted beside a conquered hex beats its conqueror; the hex stays conquered") {
  auto g = lotc_game(4);
  State s = lotc_main(*g, kBlue);
  const int h = hex(*g, 3, 2), v = corner(*g, h, Corner::N);
  conqueror_at(*g, s, h, 2);
  conquered(*g, s, h);
  knight_at(*g, s, kBlue, v, 2, true);  // tied with the 2
  deal(s, kBlue, {0, 0, 1, 0, 1});
  ck_of(g, s).players[kBlue].level[PoliticsTrack] = 3;
  act(*g, s, v_name("promote_knight", v));
  CHECK(lotc_of(g, s).conqueror[h] == 0);  // 3 > 2 (example 9b)
  CHECK(lotc_of(g, s).hero[kBlue] == 1);
  CHECK(lotc_of(g, s).conquered.test(h));  // no knight built or moved there: the token stays flipped
  CHECK(std_state(s).base.barren.test(h));
}
