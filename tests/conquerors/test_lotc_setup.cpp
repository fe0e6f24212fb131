// Chapter 1 set-up (pages 9-10): the first settlement on a settlement marker
// with the road on its road marker and an inactive basic knight at the road's
// far end (clockwise); the second anywhere (back); the third anywhere,
// paying its hexes (clockwise again); then, from the last player back, a
// settlement becomes a city with a wall. No robber, 3:1 general trade.
#include <doctest/doctest.h>

#include <algorithm>

#include "core/config_error.h"
#include "tests/conquerors/lotc_position.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("set-up: marked first settlement, road and knight; three rounds; a walled city from the last player back") {
  auto g = lotc_game(3);
  const Topology& t = g->topo();
  State s = g->new_game(1);
  const VertexSet marked = lotc::marker_vertices(*g, "settlement");
  const EdgeSet marked_roads = lotc::marker_edges(*g, "road");
  std::vector<std::string> expected;
  marked.for_each([&](int v) { expected.push_back(fmt::format("build_settlement v{}", v)); });
  CHECK(legal(*g, s) == joined(expected));
  for (int p = 0; p < 3; ++p) {
    REQUIRE(std_state(s).to_move == p);
    const int v = (marked - std_state(s).base.blocked).nth(0);
    act(*g, s, fmt::format("build_settlement v{}", v));
    const int e = (t.vertex_edges[v] & marked_roads).nth(0);
    CHECK(legal(*g, s) == fmt::format("build_road e{}", e));  // only the road marker
    act(*g, s, fmt::format("build_road e{}", e));
    const int far = t.edge_vertex[e][0] == v ? t.edge_vertex[e][1] : t.edge_vertex[e][0];
    CHECK(ck_of(g, s).knight[far] == knight::make(p, 1));  // basic and inactive
    CHECK(std_state(s).base.players[p].hand_total == 0);
  }
  // Round two runs back (2, 1, 0) and pays nothing; round three clockwise and pays.
  Rng rng(5);
  for (int step = 0; step < 6; ++step) {
    const int expect_seat = step < 3 ? 2 - step : step - 3;
    REQUIRE(std_state(s).phase == Phase::SetupSettlement);
    CHECK(std_state(s).to_move == expect_seat);
    auto options = g->legal_actions(s);
    for (Action a : options) {  // never on a knight
      const int v = base_blocks(std_game(*g)).build_settlement.index_of(a);
      CHECK_FALSE(std_state(s).base.vertex_pieces.test(v));
    }
    const int hand_before = std_state(s).base.players[expect_seat].hand_total;
    g->apply(s, options[rng.below(uint32_t(options.size()))]);
    if (step < 3) CHECK(std_state(s).base.players[expect_seat].hand_total == hand_before);
    random_step(*g, s, rng);  // the road
  }
  // From the last player back: a settlement becomes a city with a wall.
  for (int p = 2; p >= 0; --p) {
    REQUIRE(std_state(s).phase == LotcPhase::SetupCity);
    CHECK(std_state(s).to_move == p);
    std::vector<std::string> cities;
    std_state(s).base.players[p].settlements.for_each([&](int v) { cities.push_back(fmt::format("setup_city v{}", v)); });
    CHECK(legal(*g, s) == joined(cities));
    const int v = std_state(s).base.players[p].settlements.nth(1);
    act(*g, s, fmt::format("setup_city v{}", v));
    CHECK(std_state(s).base.players[p].cities.test(v));
    CHECK(ck_of(g, s).walls.test(v));
    CHECK(g->victory_points(s, p) == 4);  // "space 4 of the victory point track"
    CHECK(((std_state(s).base.players[p].harbors >> kGenericHarbor) & 1));  // the 3:1 general trade
  }
  CHECK(std_state(s).phase == Phase::RollDice);
  CHECK(std_state(s).turn_player == 0);
}

TEST_CASE("set-up: a 7 makes hands discard, with no robber to move") {
  auto g = lotc_game(3);
  State s = lotc_main(*g, 0);
  std_state(s).phase = Phase::RollDice;
  std_state(s).base.rolled = 0;
  deal(s, 1, {3, 3, 3, 0, 0});
  act(*g, s, "roll y3 r4 trade");
  CHECK(std_state(s).phase == Phase::Discard);
  CHECK(std_state(s).to_move == 1);
  for (const char* card : {"discard lumber", "discard lumber", "discard lumber", "discard brick"}) act(*g, s, card);
  CHECK(std_state(s).phase == Phase::Main);  // no robber after the discards
}

TEST_CASE("rule set: the Conquerors' 11 progress kinds are theirs, added after C&K's 25 through C&K's extension point") {
  const std::vector<std::string> politics = {"bribery", "brothers_in_arms", "help_from_the_south", "lea_the_healer",
                                             "road_building_mission"};
  const std::vector<std::string> battle = {"crossbows", "cavalry_leader_dagur", "quartermaster_odo", "thora", "aegis",
                                           "archers"};
  for (const char* chapter : {"conquerors_ch1", "conquerors_ch2", "conquerors_ch3"}) {
    INFO(chapter);
    auto g = StdGame::load(chapter, 4);
    const ProgressCards& cards = ck_opt(*g).cards;
    REQUIRE(cards.kinds == 36);
    for (int k = 0; k < kNumCkProgressKinds; ++k) {  // C&K's own stay where they are
      CHECK(cards.names[k] == std::string(kCkProgressNames[k]));
      CHECK(cards.deck[k] == progress_track(k));
    }
    for (int i = 0; i < 5; ++i) {
      CHECK(cards.names[kNumCkProgressKinds + i] == politics[size_t(i)]);
      CHECK(cards.deck[kNumCkProgressKinds + i] == PoliticsTrack);
    }
    for (int i = 0; i < 6; ++i) {
      CHECK(cards.names[kNumCkProgressKinds + 5 + i] == battle[size_t(i)]);
      CHECK(cards.deck[kNumCkProgressKinds + 5 + i] == kBattleDeck);
    }
  }
  // Chapter 1 deals the politics kinds only: C&K's tail blocks cover those five.
  CHECK(CitiesKnights::progress_kinds(*StdGame::load("conquerors_ch1", 4)) == 30);
  // A rule set without the Conquerors does not know their cards: the file and the field are named.
  auto file = [](const std::string& modules) {
    return R"({"description": "x", "board": "conquerors_ch1_{players}p", "players": [3, 4], "modules": [)" + modules +
           R"(], "cities_knights": {"progress_cards": {"spy": 3, "bribery": 2}}})";
  };
  CHECK_THROWS_WITH_AS(StdGame(parse_ruleset("bad", file(R"("base", "cities_knights")"), "bad.json"), 4),
                       doctest::Contains("bad.json: cities_knights.progress_cards.bribery: unknown progress card (alchemist, "),
                       ConfigError);
  const StdGame with(parse_ruleset("good", file(R"("base", "cities_knights", "conquerors")"), "good.json"), 4);
  CHECK(ck_opt(with).cards.count[Bribery] == 2);
  CHECK(ck_opt(with).cards.count[Spy] == 3);
  const std::vector<std::string> lines = with.describe();
  CHECK(std::count(lines.begin(), lines.end(), "progress cards: 3 spy, 2 bribery") == 1);
}

TEST_CASE("rule set: chapter 1's politics deck is the book's (rulings)") {
  auto g = lotc_game(3);
  std::map<std::string, int> politics;
  int total = 0;
  const ProgressCards& cards = ck_opt(*g).cards;
  for (int k = 0; k < kNumProgressKinds; ++k)
    if (progress_deck(k) == PoliticsTrack && cards.count[k]) {
      politics[cards.names[k]] = cards.count[k];
      total += cards.count[k];
    }
  // Warlord Roven is C&K's Warlord, Neighborly Help its Wedding.
  CHECK(politics == std::map<std::string, int>{{"bribery", 2}, {"brothers_in_arms", 2}, {"help_from_the_south", 2},
                                               {"lea_the_healer", 2}, {"road_building_mission", 2}, {"spy", 3},
                                               {"warlord", 3}, {"wedding", 2}});
  CHECK(total == 18);
  const State fresh = g->new_game(1);
  CHECK(ck_of(g, fresh).deck[Bribery] == 2);
  CHECK(ck_opt(*g).improvement_levels == 3);  // no metropolis
  CHECK(g->opt().robber == 0);
  CHECK(g->opt().vp_target == 13);
}

TEST_CASE("a repeat with mercy (lotc_mercy): a politics card each, drawn by the deck's counts; politics and science 1; a strong set-up knight") {
  auto g = lotc_game(3, {{"lotc_mercy", 1}});
  const Topology& t = g->topo();
  State s = g->new_game(1);
  CHECK(std_state(s).phase == LotcPhase::MercyDraw);
  CHECK(std_state(s).to_move == 0);
  std::map<std::string, double> odds;
  for (const ChanceOutcome& o : g->chance_outcomes(s)) odds[g->action_name(o.id)] = o.probability;
  CHECK(odds.size() == 8);  // the deck's politics kinds
  CHECK(odds["mercy_draw spy"] == doctest::Approx(3.0 / 18));
  CHECK(odds["mercy_draw bribery"] == doctest::Approx(2.0 / 18));
  for (const char* card : {"mercy_draw spy", "mercy_draw bribery", "mercy_draw spy"}) act(*g, s, card);
  CHECK(ck_of(g, s).players[0].progress[Spy] == 1);
  CHECK(ck_of(g, s).players[1].progress[Bribery] == 1);
  CHECK(ck_of(g, s).players[2].progress[Spy] == 1);
  CHECK(ck_of(g, s).deck[Spy] == 1);
  CHECK(ck_of(g, s).deck[Bribery] == 1);
  for (int p = 0; p < 3; ++p) {
    CHECK(ck_of(g, s).players[p].level[PoliticsTrack] == 1);
    CHECK(ck_of(g, s).players[p].level[ScienceTrack] == 1);
    CHECK(ck_of(g, s).players[p].level[TradeTrack] == 0);
  }
  REQUIRE(std_state(s).phase == Phase::SetupSettlement);
  CHECK(std_state(s).to_move == 0);
  const int v = (lotc::marker_vertices(*g, "settlement")).nth(0);
  act(*g, s, fmt::format("build_settlement v{}", v));
  const int e = (t.vertex_edges[v] & lotc::marker_edges(*g, "road")).nth(0);
  act(*g, s, fmt::format("build_road e{}", e));
  const int far = t.edge_vertex[e][0] == v ? t.edge_vertex[e][1] : t.edge_vertex[e][0];
  CHECK(ck_of(g, s).knight[far] == knight::make(0, 2));  // strong and inactive
  CHECK(ck_of(g, s).players[0].knights_left[1] == ck_opt(*g).knights_per_level - 1);
}
