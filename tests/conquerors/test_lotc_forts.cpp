// Chapter 3's forts and set-up as hand-built positions: building next to forts
// (book example 12), capturing a fort with a cavalry that returns (examples
// 13a-b), Charge of the Conquerors (example 14), the rewards, the fort's road,
// Support from the East north of the dividing line, and the set-up.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "tests/conquerors/lotc_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

void set_reward(const StdGame& g, State& s, int h, FortReward r) {
  lotc_of(g, s).fort[h] = uint8_t((lotc_of(g, s).fort[h] & kFortStrength) | int(r) << kFortRewardShift);
}

}  // namespace

TEST_CASE("example 12: no road between two fort hexes, a road beside a hex without one; no settlement beside a fort") {
  auto g = ch3_game(3);
  State s = lotc_main(*g, 0);
  const int west = hex(*g, 3, 1), east = hex(*g, 4, 1), below = hex(*g, 3, 2);  // forts, forts, none
  REQUIRE((lotc_of(g, s).fort[west] & kFortStrength));
  REQUIRE((lotc_of(g, s).fort[east] & kFortStrength));
  REQUIRE(!lotc_of(g, s).fort[below]);
  const int between = side(*g, west, Dir::E), checked = side(*g, below, Dir::NW), top = corner(*g, below, Corner::N);
  Board{*g, s}.settlement(0, corner(*g, below, Corner::SE)).roads(0, {side(*g, below, Dir::E), side(*g, below, Dir::NE)}).done();
  give(s, 0, {2, 2, 1, 1, 0});
  CHECK(can(*g, s, e_name("build_road", checked)));
  CHECK_FALSE(can(*g, s, e_name("build_road", between)));
  CHECK(std_state(s).base.closed_roads.test(between));
  CHECK_FALSE(can(*g, s, v_name("build_settlement", top)));
  // Without the forts both are allowed: the forts forbid them.
  lotc_of(g, s).fort[west] = lotc_of(g, s).fort[east] = 0;
  g->rebuild_caches(s);
  CHECK(can(*g, s, e_name("build_road", between)));
  CHECK(can(*g, s, v_name("build_settlement", top)));
}

TEST_CASE("a fort falls only to knights stronger than its conqueror, active or not; each besieger moves up and takes the reward") {
  auto g = ch3_game(4);
  State s = lotc_main(*g, 1);
  const int fort = hex(*g, 3, 1);  // strength 4
  REQUIRE((lotc_of(g, s).fort[fort] & kFortStrength) == 4);
  set_reward(*g, s, fort, FortReward::GrainAmber);
  knight_at(*g, s, 0, corner(*g, fort, Corner::N), 2, false);
  knight_at(*g, s, 2, corner(*g, fort, Corner::SW), 2, false);  // 4: a standoff, the fort stands
  CHECK((lotc_of(g, s).fort[fort] & kFortStrength) == 4);
  CHECK(lotc_of(g, s).hero[0] == 0);
  const int grain0 = std_state(s).base.players[0].hand[Grain], grain2 = std_state(s).base.players[2].hand[Grain];
  knight_at(*g, s, 0, corner(*g, fort, Corner::SE), 1, false);  // 5 > 4: captured
  CHECK(!(lotc_of(g, s).fort[fort] & kFortStrength));
  CHECK(lotc::fort_reward(lotc_of(g, s).fort[fort]) == int(FortReward::GrainAmber));  // face up now
  CHECK(lotc_of(g, s).hero == std::array<uint8_t, 4>{1, 0, 1, 0});  // one step each, however many knights
  CHECK(std_state(s).base.players[0].hand[Grain] == grain0 + 1);
  CHECK(std_state(s).base.players[2].hand[Grain] == grain2 + 1);
  CHECK(lotc_of(g, s).amber_held == std::array<uint8_t, 4>{1, 0, 1, 0});
  CHECK(lotc::forts_standing(*g, std_state(s)) == 15);
  CHECK(std_state(s).base.vertex_pieces.count() == 3);  // the knights stay
}

TEST_CASE("ours: a standing fort's hex produces nothing, as a conquered hex; captured, it produces again") {
  auto g = ch3_game(4);
  State s = lotc_main(*g, 0);
  const int fort = hex(*g, 3, 1);  // forest 4, strength 4; its S corner's other hexes: the fort fields 10, the desert
  REQUIRE((lotc_of(g, s).fort[fort] & kFortStrength) == 4);
  set_reward(*g, s, fort, FortReward::Road);
  Board{*g, s}.city(0, corner(*g, fort, Corner::S)).done();
  auto roll_four = [&] {
    std_state(s).phase = Phase::RollDice;
    std_state(s).to_move = std_state(s).turn_player;
    std_state(s).base.rolled = 0;
    act(*g, s, "roll y1 r3 trade");
  };
  const Hand before = std_state(s).base.players[0].hand;
  roll_four();
  CHECK(std_state(s).base.players[0].hand == before);
  knight_at(*g, s, 1, corner(*g, fort, Corner::N), 3, false);
  knight_at(*g, s, 1, corner(*g, fort, Corner::NE), 2, false);  // 5 > 4: captured
  REQUIRE(!(lotc_of(g, s).fort[fort] & kFortStrength));
  roll_four();
  CHECK(std_state(s).base.players[0].hand[Lumber] == before[Lumber] + 1);  // a city on forest: lumber and paper
  CHECK(std_state(s).base.players[0].hand[Paper] == before[Paper] + 1);
}

TEST_CASE("examples 13a-b: Blue's cavalry completes the siege (3 + 2 > 4), the fort falls, the cavalry returns") {
  auto g = ch3_game(4);
  const int red = 0, orange = 2, blue = 1;
  State s = lotc_main(*g, blue);
  const int fort = hex(*g, 3, 1);  // strength 4
  set_reward(*g, s, fort, FortReward::GrainWine);  // the book's example of a reward: 1 grain and 1 wine each
  knight_at(*g, s, red, corner(*g, fort, Corner::N), 1, false);
  knight_at(*g, s, orange, corner(*g, fort, Corner::SW), 2, false);  // 13a: together 3
  // Blue's strong knight with its horse, far away by Blue's roads.
  const int home_hex = hex(*g, 4, 3), home = corner(*g, home_hex, Corner::S);
  Board{*g, s}.settlement(blue, corner(*g, home_hex, Corner::SW)).roads(blue, {side(*g, home_hex, Dir::SW)}).done();
  knight_at(*g, s, blue, home, 2, true);
  lotc_of(g, s).horse[blue] = uint8_t(home);
  const int target = corner(*g, fort, Corner::SE);
  CHECK(can(*g, s, v_name("cavalry_to", target)));
  // Beside a fort it would not capture (with 2 < 4), only by its roads: not there.
  CHECK_FALSE(can(*g, s, v_name("cavalry_to", corner(*g, hex(*g, 2, 0), Corner::S))));
  act(*g, s, v_name("cavalry_to", target));  // 13b: 5 > 4
  CHECK(!(lotc_of(g, s).fort[fort] & kFortStrength));
  CHECK(lotc_of(g, s).hero == std::array<uint8_t, 4>{1, 1, 1, 0});
  for (int q : {red, orange, blue}) CHECK(lotc_of(g, s).wine_held[q] == 1);
  CHECK(std_state(s).base.vertex_pieces.test(home));  // not by Blue's roads: back to its starting intersection
  CHECK_FALSE(std_state(s).base.vertex_pieces.test(target));
  CHECK(lotc::equipped_knight(*g, std_state(s), lotc::Equipment::Horse, blue) == home);
  CHECK(std_state(s).phase == Phase::Main);
}

TEST_CASE("example 14: Charge of the Conquerors removes every knight beside a fort; the horse goes back to its farm") {
  auto g = ch3_game(4);
  const int red = 0, blue = 1, orange = 2;
  State s = lotc_main(*g, red);
  const int a = hex(*g, 3, 1), b = hex(*g, 2, 0), open = hex(*g, 5, 3);  // forts 4 and 4; no fort
  knight_at(*g, s, red, corner(*g, a, Corner::N), 1);
  knight_at(*g, s, red, corner(*g, b, Corner::S), 1);
  knight_at(*g, s, blue, corner(*g, a, Corner::SE), 2);
  lotc_of(g, s).horse[blue] = uint8_t(corner(*g, a, Corner::SE));
  knight_at(*g, s, orange, corner(*g, open, Corner::S), 2);
  const auto left = [&](int q) { return ck_of(g, s).players[q].knights_left; };
  const auto red_before = left(red), blue_before = left(blue);
  ship_to(*g, s, 6);
  CHECK(std_state(s).base.vertex_pieces.count() == 1);
  CHECK(std_state(s).base.vertex_pieces.test(corner(*g, open, Corner::S)));  // only Orange's strong knight remains
  CHECK(left(red)[0] == red_before[0] + 2);
  CHECK(left(blue)[1] == blue_before[1] + 1);
  CHECK(lotc_of(g, s).horse[blue] == kOnTile);
  CHECK(lotc::forts_standing(*g, std_state(s)) == 16);  // the forts stay
  CHECK(lotc_of(g, s).hero == std::array<uint8_t, 4>{});
}

TEST_CASE("a fort's road: built free on one's turn, on any path of one's frontier") {
  auto g = ch3_game(4);
  State s = lotc_main(*g, 0);
  const int h = hex(*g, 5, 3), v = corner(*g, h, Corner::S);
  Board{*g, s}.settlement(0, v).done();
  CHECK_FALSE(can(*g, s, e_name("free_road", side(*g, h, Dir::SW))));
  lotc_of(g, s).fort_roads[0] = 1;
  std::vector<std::string> expected;
  std_state(s).base.players[0].road_frontier.for_each([&](int e) { expected.push_back(e_name("free_road", e)); });
  std::vector<std::string> got;
  for (Action a : g->legal_actions(s))
    if (g->action_name(a).rfind("free_road", 0) == 0) got.push_back(g->action_name(a));
  CHECK(got == expected);
  const Hand hand = std_state(s).base.players[0].hand;
  act(*g, s, e_name("free_road", side(*g, h, Dir::SW)));
  CHECK(std_state(s).base.players[0].hand == hand);
  CHECK(lotc_of(g, s).fort_roads[0] == 0);
  CHECK(std_state(s).base.players[0].roads.test(side(*g, h, Dir::SW)));
  CHECK_FALSE(can(*g, s, e_name("free_road", side(*g, h, Dir::SE))));
}

TEST_CASE("ch3 JSON keeps the forts, their tiles, the fort roads and the East's seats") {
  auto g = ch3_game(3);
  State s = g->new_game(5);
  Rng rng(5);
  while (std_state(s).phase == LotcPhase::FortDraw) g->apply(s, g->sample_chance(s, rng));
  lotc_of(g, s).fort_roads[2] = 1;
  lotc_of(g, s).east_left = 0b101;
  const State back = g->from_json(g->to_json(s));
  CHECK(std::memcmp(&std_state(back).base, &std_state(s).base, sizeof(BaseSlice)) == 0);
  CHECK(std::memcmp(&ck_of(g, back), &ck_of(g, s), sizeof(CkSlice)) == 0);
  CHECK(std::memcmp(&lotc_of(g, back), &lotc_of(g, s), sizeof(LotcSlice)) == 0);
  CHECK(lotc_of(g, back).fort == lotc_of(g, s).fort);
  CHECK(std_state(back).phase == std_state(s).phase);
  CHECK(back == s);
}

TEST_CASE("ch3 set-up: forts' tiles dealt, a marked settlement, a second south of the line, then city and knight from seat 0") {
  for (int players : {3, 4}) {
    INFO(players, " players");
    auto g = ch3_game(players);
    State s = g->new_game(11);
    Rng rng(11);
    REQUIRE(std_state(s).phase == LotcPhase::FortDraw);
    while (std_state(s).phase == LotcPhase::FortDraw) g->apply(s, g->sample_chance(s, rng));
    int tiles[kNumFortRewards] = {};
    for (uint8_t f : lotc_of(g, s).fort)
      if (f) tiles[lotc::fort_reward(f)] += 1;
    CHECK(tiles[0] == 0);  // every fort has its tile
    const int box[kNumFortRewards] = {0, 4, 4, 2, 2, 2, 2};
    for (int k = 1; k < kNumFortRewards; ++k) CHECK(tiles[k] <= box[k]);
    CHECK(lotc::forts_standing(*g, std_state(s)) == (players == 3 ? 13 : 16));
    const VertexSet marked = lotc::marker_vertices(*g, "settlement");
    for (int step = 0; step < 2 * players; ++step) {
      INFO("step ", step, " to_move ", int(std_state(s).to_move));
      REQUIRE(std_state(s).phase == Phase::SetupSettlement);
      int n = 0;
      for (Action a : g->legal_actions(s)) {
        const std::string name = g->action_name(a);
        REQUIRE(name.rfind("build_settlement v", 0) == 0);
        const int v = std::stoi(name.substr(18));
        if (step < players) CHECK(marked.test(v));
        else CHECK((lotc::south_of_line(*g, v) && !lotc::beside_fort(*g, std_state(s), v)));
        ++n;
      }
      CHECK(n > 0);
      g->apply(s, g->legal_actions(s)[0]);
      REQUIRE(std_state(s).phase == Phase::SetupRoad);
      REQUIRE(!g->legal_actions(s).empty());  // the marked road, an open path
      g->apply(s, g->legal_actions(s)[0]);
      while (g->is_chance(s)) g->apply(s, g->sample_chance(s, rng));
    }
    for (int q = 0; q < players; ++q) {  // seat 0 first (the last to build its second settlement), clockwise
      REQUIRE(std_state(s).phase == LotcPhase::SetupCity);
      CHECK(std_state(s).to_move == q);
      g->apply(s, g->legal_actions(s)[0]);
      REQUIRE(std_state(s).phase == LotcPhase::SetupKnight);
      CHECK(std_state(s).to_move == q);
      for (Action a : g->legal_actions(s)) {
        const int v = std::stoi(g->action_name(a).substr(14));
        CHECK(std_state(s).base.players[q].road_vertices.test(v));
        CHECK_FALSE(std_state(s).base.occupied.test(v));
      }
      g->apply(s, g->legal_actions(s)[0]);
    }
    CHECK(std_state(s).phase == Phase::RollDice);
    for (int q = 0; q < players; ++q) {
      CHECK(std_state(s).base.players[q].cities.count() == 1);
      CHECK(std_state(s).base.players[q].settlements.count() == 1);
      CHECK(ck_of(g, s).players[q].walls == 0);  // no wall in chapter 3
      CHECK(lotc_of(g, s).cannon[q] == kUnbuilt);  // foundry and horse farm face up: built in play, as in chapter 2
      CHECK(lotc_of(g, s).horse[q] == kUnbuilt);
      CHECK(std_state(s).base.players[q].vertex_pieces.count() == 1);
      CHECK(g->victory_points(s, q) == 3);
    }
    std_state(s).base.vertex_pieces.for_each([&](int v) { CHECK(knight::strength(ck_of(g, s).knight[v]) == 1); CHECK_FALSE(active(*g, s, v)); });
  }
}

TEST_CASE("Support from the East: free roads north of the dividing line, never on it, from the active player") {
  auto g = ch3_game(4);
  State s = lotc_main(*g, 2);
  const int h = hex(*g, 4, 1);
  Board{*g, s}.settlement(2, corner(*g, h, Corner::SE)).settlement(0, corner(*g, h, Corner::SW)).done();
  CHECK(lotc::north_of_line(*g, side(*g, h, Dir::E)));
  CHECK_FALSE(lotc::north_of_line(*g, side(*g, h, Dir::SE)));  // on the line
  CHECK_FALSE(lotc::north_of_line(*g, side(*g, hex(*g, 4, 2), Dir::E)));  // south of it
  ship_to(*g, s, 3);
  REQUIRE(std_state(s).phase == LotcPhase::EastRoad);
  CHECK(std_state(s).to_move == 2);
  CHECK(legal(*g, s) == names({e_name("free_road", side(*g, h, Dir::E)), "pass_east"}));
  const Hand hand = std_state(s).base.players[2].hand;
  act(*g, s, e_name("free_road", side(*g, h, Dir::E)));
  CHECK(std_state(s).base.players[2].hand == hand);
  REQUIRE(std_state(s).phase == LotcPhase::EastRoad);
  CHECK(std_state(s).to_move == 0);  // seat 3 has no road to build; seat 0 next
  // (4,1)'s W side; its SW side and (3,1)'s SE side lie on or below the line
  CHECK(legal(*g, s) == names({e_name("free_road", side(*g, h, Dir::W)), "pass_east"}));
  act(*g, s, "pass_east");
  CHECK(std_state(s).phase == Phase::Main);
  CHECK(std_state(s).to_move == 2);
}

TEST_CASE("Crossbows in chapter 3: a standoff with a fort beside one's knight, and the fort falls") {
  auto g = ch3_game(4);
  State s = lotc_main(*g, 0);
  const int fort = hex(*g, 3, 1), other = hex(*g, 2, 0);  // strengths 4 and 4
  set_reward(*g, s, fort, FortReward::Amber);
  knight_at(*g, s, 0, corner(*g, fort, Corner::N), 2, false);
  knight_at(*g, s, 1, corner(*g, fort, Corner::SE), 2, false);  // 4 = 4: a standoff
  knight_at(*g, s, 1, corner(*g, other, Corner::S), 3, false);   // 3 < 4: no standoff
  deal_card(*g, s, 0, Crossbows);
  std::vector<std::string> plays;
  for (Action a : g->legal_actions(s))
    if (g->action_name(a).rfind("play crossbows", 0) == 0) plays.push_back(g->action_name(a));
  CHECK(plays == std::vector<std::string>{h_name("play crossbows", fort)});
  act(*g, s, h_name("play crossbows", fort));
  CHECK(!(lotc_of(g, s).fort[fort] & kFortStrength));
  CHECK(lotc_of(g, s).hero == std::array<uint8_t, 4>{1, 1, 0, 0});
  CHECK(lotc_of(g, s).amber_held == std::array<uint8_t, 4>{1, 1, 0, 0});
  CHECK((lotc_of(g, s).fort[other] & kFortStrength) == 4);
}

TEST_CASE("Archers at a Charge of the Conquerors: the holders are asked, the chosen besieged fort is spared") {
  auto g = ch3_game(4);
  // Forts 4 and 6; their SE corners touch no other fort. (1,0): a fort nobody besieges.
  const int a = hex(*g, 3, 1), b = hex(*g, 4, 0), free_fort = hex(*g, 1, 0);
  for (bool play : {true, false}) {
    INFO("played: ", play);
    State s = lotc_main(*g, 1);
    knight_at(*g, s, 0, corner(*g, a, Corner::SE), 1);
    knight_at(*g, s, 1, corner(*g, b, Corner::SE), 1);
    knight_at(*g, s, 1, corner(*g, a, Corner::N), 1);  // beside a, (3,0) and (4,0): (3,0)'s charge takes it
    deal_card(*g, s, 2, Archers);
    ship_to(*g, s, 6);
    REQUIRE(std_state(s).phase == LotcPhase::Interrupt);
    CHECK(std_state(s).to_move == 2);
    CHECK(legal(*g, s) == names({h_name("play archers", b), h_name("play archers", a),
                                 h_name("play archers", hex(*g, 3, 0)), "pass_interrupt"}));
    CHECK_FALSE(can(*g, s, h_name("play archers", free_fort)));
    act(*g, s, play ? h_name("play archers", a) : "pass_interrupt");
    CHECK(std_state(s).phase == Phase::Main);
    CHECK(std_state(s).base.vertex_pieces.test(corner(*g, a, Corner::SE)) == play);
    CHECK_FALSE(std_state(s).base.vertex_pieces.test(corner(*g, b, Corner::SE)));
    CHECK_FALSE(std_state(s).base.vertex_pieces.test(corner(*g, a, Corner::N)));
    CHECK(ck_of(g, s).players[2].progress[Archers] == (play ? 0 : 1));
  }
  // No fort besieged: nobody is asked.
  State s = lotc_main(*g, 1);
  deal_card(*g, s, 2, Archers);
  ship_to(*g, s, 6);
  CHECK(std_state(s).phase == Phase::Main);
}

TEST_CASE("ch3 repeated with mercy: a strong inactive knight, politics and science 1, a politics and a battle card, a wall") {
  auto g = ch3_game(3, {{"lotc_mercy", 1}});
  State s = g->new_game(21);
  Rng rng(21);
  while (std_state(s).phase != Phase::RollDice) {
    if (g->is_chance(s)) g->apply(s, g->sample_chance(s, rng));
    else g->apply(s, g->legal_actions(s)[0]);
  }
  for (int q = 0; q < 3; ++q) {
    const CkPlayer& me = ck_of(g, s).players[q];
    CHECK(me.level[PoliticsTrack] == 1);
    CHECK(me.level[ScienceTrack] == 1);
    CHECK(me.walls == 1);
    int politics = 0, battle = 0;
    for (int k = 0; k < kNumProgressKinds; ++k) {
      politics += progress_deck(k) == PoliticsTrack ? me.progress[k] : 0;
      battle += progress_deck(k) == kBattleDeck ? me.progress[k] : 0;
    }
    CHECK(politics == 1);
    CHECK(battle == 1);
    CHECK(std_state(s).base.players[q].vertex_pieces.count() == 1);
    std_state(s).base.players[q].vertex_pieces.for_each([&](int v) {
      CHECK(knight::strength(ck_of(g, s).knight[v]) == 2);
      CHECK_FALSE(active(*g, s, v));
    });
  }
}

TEST_CASE("ch3 fort tiles: hidden from the observation, redealt among the unseen by resample_hidden") {
  auto g = ch3_game(4);
  State s = g->new_game(8);
  Rng rng(8);
  while (std_state(s).phase == LotcPhase::FortDraw) g->apply(s, g->sample_chance(s, rng));
  const int captured = hex(*g, 3, 1);
  lotc_of(g, s).fort[captured] &= uint8_t(~kFortStrength);  // captured: its tile is public
  const int seen = lotc::fort_reward(lotc_of(g, s).fort[captured]);
  State other = s;
  for (int h = 0; h < kMaxHexes; ++h)  // every standing fort's tile changed: the observation stays
    if (lotc_of(g, other).fort[h] & kFortStrength) lotc_of(g, other).fort[h] = uint8_t((lotc_of(g, other).fort[h] & kFortStrength) | (lotc::fort_reward(lotc_of(g, other).fort[h]) % 6 + 1) << kFortRewardShift);
  std::vector<float> a(g->observation_size()), b(g->observation_size());
  g->observe(s, 0, a.data());
  g->observe(other, 0, b.data());
  CHECK(a == b);
  bool changed = false;
  for (int i = 0; i < 20; ++i) {
    State r = s;
    g->resample_hidden(r, 0, rng);
    int tiles[kNumFortRewards] = {};
    for (int h = 0; h < kMaxHexes; ++h) {
      if (!lotc_of(g, r).fort[h]) continue;
      tiles[lotc::fort_reward(lotc_of(g, r).fort[h])] += 1;
      CHECK((lotc_of(g, r).fort[h] & kFortStrength) == (lotc_of(g, s).fort[h] & kFortStrength));
      changed |= lotc_of(g, r).fort[h] != lotc_of(g, s).fort[h];
    }
    CHECK(lotc::fort_reward(lotc_of(g, r).fort[captured]) == seen);
    CHECK((tiles[1] == 4 && tiles[2] == 4 && tiles[3] == 2 && tiles[4] == 2 && tiles[5] == 2 && tiles[6] == 2));
  }
  CHECK(changed);
}

TEST_CASE("a piece whose knight left the board without a battle (Intrigue, Deserter) is not inherited by a cavalry arriving there") {
  auto g = ch3_game(4);
  State s = lotc_main(*g, 0);
  const int h = hex(*g, 5, 3), home = corner(*g, h, Corner::SW), spot = corner(*g, h, Corner::S);
  Board{*g, s}.settlement(0, corner(*g, h, Corner::NW)).roads(0, {side(*g, h, Dir::W), side(*g, h, Dir::SW)}).done();
  knight_at(*g, s, 0, spot, 1, false);
  lotc_of(g, s).cannon[0] = uint8_t(spot);
  ck::take_knight(*g, std_state(s), spot);  // gone as Intrigue or Deserter takes it: no battle, no bookkeeping
  ck_of(g, s).players[0].knights_left[0] += 1;
  knight_at(*g, s, 0, home, 2, true);
  lotc_of(g, s).horse[0] = uint8_t(home);
  act(*g, s, v_name("cavalry_to", spot));
  REQUIRE(std_state(s).phase == LotcPhase::Cavalry);
  CHECK(lotc::equipped_knight(*g, std_state(s), lotc::Equipment::Horse, 0) == spot);
  CHECK(lotc_of(g, s).cannon[0] == kOnTile);
}
