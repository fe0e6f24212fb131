// The C&K rule set and set-up (Cities & Knights §1-§3): its data, a
// settlement then a city, the city's starting cards, no development cards.
#include <doctest/doctest.h>

#include <algorithm>

#include "core/config_error.h"
#include "tests/cities_knights/ck_position.h"

using namespace catanlab;
using namespace catanlab::testing;

TEST_CASE("ck rule set: 13 VP, commodities, decks and costs are data") {
  auto g = StdGame::load("cities_knights", 4);
  const Options& o = g->opt();
  CHECK(o.vp_target == 13);
  CHECK(ck_opt(*g).progress_limit == 4);
  CHECK(ck_opt(*g).barbarian_track == 7);
  int science = 0, trade = 0, politics = 0;
  for (int k = 0; k < kNumCkProgressKinds; ++k)
    (progress_track(k) == ScienceTrack ? science : progress_track(k) == TradeTrack ? trade : politics) +=
        ck_opt(*g).cards.count[k];
  CHECK(science == 18);
  CHECK(trade == 18);
  CHECK(politics == 18);
  CHECK(ck_opt(*g).wall_cost == Cost{0, 2, 0, 0, 0});
  State s = g->new_game(3);
  CHECK(std_state(s).base.bank == Hand{19, 19, 19, 19, 19, 12, 12, 12});
  CHECK(std_state(s).base.dev_deck == std::array<uint8_t, kNumDevKinds>{});
  CHECK(ck_of(g, s).deck[Merchant] == 6);
  CHECK(ck_of(g, s).players[0].knights_left == std::array<uint8_t, 3>{2, 2, 2});
  // Scenarios change these numbers by option, without code.
  auto short_track = StdGame::load("cities_knights", 3, {{"barbarian_track", 3}, {"progress_limit", 2}});
  CHECK(ck_opt(*short_track).barbarian_track == 3);
  CHECK(ck_opt(*short_track).progress_limit == 2);
}

TEST_CASE("ck rule set: the module's options are its own section of the file") {
  auto game = [](const std::string& sections, const std::map<std::string, int>& overrides = {}) {
    RuleSet rs = parse_ruleset("x", R"({"description": "x", "board": "standard", "modules": ["base", "cities_knights"], )" +
                                        sections + "}", "x.json");
    rs.overrides = overrides;
    return std::make_shared<StdGame>(rs, 4);
  };
  CHECK(ck_opt(*game(R"("cities_knights": {"barbarian_track": 5})")).barbarian_track == 5);
  CHECK(ck_opt(*game("\"options\": {}", {{"cities_knights.barbarian_track", 4}})).barbarian_track == 4);
  CHECK_THROWS_WITH_AS(game(R"("options": {"barbarian_track": 5})"),
                       doctest::Contains("x.json: options: unknown option 'barbarian_track'"), ConfigError);
  CHECK_THROWS_WITH_AS(game(R"("cities_knights": {"barbarian_trak": 5})"),
                       doctest::Contains("x.json: cities_knights: unknown option 'barbarian_trak' (options: bank_per_commodity"),
                       ConfigError);
  CHECK_THROWS_WITH_AS(game(R"("cities_knights": {"barbarian_track": 0})"),
                       doctest::Contains("option 'barbarian_track' = 0 is outside 1..30"), ConfigError);
  CHECK_THROWS_WITH_AS(game("\"options\": {}", {{"base.barbarian_track", 4}}), doctest::Contains("unknown option 'base.barbarian_track'"),
                       ConfigError);
  // A key that is no section of the rule set's (here C&K's cards as the file held them before) is refused.
  CHECK_THROWS_WITH_AS(game(R"("progress_cards": {"spy": 3})"),
                       doctest::Contains("x.json: unknown key 'progress_cards' (keys: description, family, board, modules, "
                                         "players, default_players, boards, costs, by_players, options, cities_knights)"),
                       ConfigError);
  CHECK_THROWS_WITH_AS(game(R"("conquerors": {})"), doctest::Contains("x.json: unknown key 'conquerors'"), ConfigError);
}

TEST_CASE("ck rule set: C&K declares its own 25 progress kinds in its three decks, and no other") {
  auto g = StdGame::load("cities_knights", 4);
  const ProgressCards& cards = ck_opt(*g).cards;
  CHECK(cards.kinds == kNumCkProgressKinds);
  CHECK(CitiesKnights::progress_kinds(*g) == kNumCkProgressKinds);
  for (int k = 0; k < kNumCkProgressKinds; ++k) {
    CHECK(cards.names[k] == std::string(kCkProgressNames[k]));
    CHECK(cards.deck[k] == progress_track(k));
  }
  CHECK(cards.find("bribery") == -1);
  CHECK(cards.deck_kinds[kAddedDeck] == 0);
  // The deck read from the module's own section, as describe shows it.
  const std::vector<std::string> lines = g->describe();
  CHECK(std::count(lines.begin(), lines.end(),
                   "progress cards: 2 alchemist, 2 crane, 1 engineer, 2 inventor, 2 irrigation, 2 medicine, 2 mining, "
                   "1 printer, 2 road_building, 2 smith, 2 commercial_harbor, 2 master_merchant, 6 merchant, "
                   "2 merchant_fleet, 4 resource_monopoly, 2 trade_monopoly, 2 bishop, 1 constitution, 2 deserter, "
                   "2 diplomat, 2 intrigue, 2 saboteur, 3 spy, 2 warlord, 2 wedding") == 1);
}

TEST_CASE("ck rule set: an unknown progress card names the card and the file") {
  const std::string text = R"({"description": "x", "board": "standard", "modules": ["base", "cities_knights"],
                              "cities_knights": {"progress_cards": {"alchemist": 2, "alchimist": 1}}})";
  CHECK_THROWS_WITH_AS(StdGame(parse_ruleset("bad", text, "bad.json"), 4),
                       doctest::Contains("bad.json: cities_knights.progress_cards.alchimist: unknown progress card"), ConfigError);
  const std::string count = R"({"description": "x", "board": "standard", "modules": ["base", "cities_knights"],
                               "cities_knights": {"progress_cards": {"spy": -1}}})";
  CHECK_THROWS_WITH_AS(StdGame(parse_ruleset("bad", count, "bad.json"), 4),
                       doctest::Contains("bad.json: cities_knights.progress_cards.spy: must be a count"), ConfigError);
}

TEST_CASE("ck set-up: a settlement, then a city that pays one resource per hex, no commodity") {
  auto g = StdGame::load("cities_knights", 3, {{"shuffle_board", 0}});
  State s = g->new_game(1);
  // Round 1: settlements; round 2 (reverse order): cities.
  for (int step = 0; step < 6; ++step) {
    const std::string legal_now = legal(*g, s);
    if (step < 3) {
      CHECK(legal_now.find("build_settlement") != std::string::npos);
      CHECK(legal_now.find("build_city") == std::string::npos);
    } else {
      CHECK(legal_now.find("build_city") != std::string::npos);
      CHECK(legal_now.find("build_settlement") == std::string::npos);
    }
    g->apply(s, g->legal_actions(s).front());
    g->apply(s, g->legal_actions(s).front());  // the road
  }
  int resources = 0;
  for (int p = 0; p < 3; ++p) {
    CHECK(std_state(s).base.players[p].settlements.count() == 1);
    CHECK(std_state(s).base.players[p].cities.count() == 1);
    CHECK(g->victory_points(s, p) == 3);
    const PlayerState& ps = std_state(s).base.players[p];
    CHECK(ps.hand[Paper] + ps.hand[Cloth] + ps.hand[Coin] == 0);
    int hexes = 0;
    for (int8_t h : g->topo().vertex_hex[ps.cities.nth(0)])
      hexes += h >= 0 && terrain_resource(std_state(s).layout.terrain[h]) >= 0;
    CHECK(ps.hand_total == hexes);
    resources += ps.hand_total;
  }
  CHECK(resources > 0);
  CHECK(g->is_chance(s));  // no Alchemist: straight to the dice
  CHECK(g->chance_outcomes(s).size() == 144);
}

// Blocks own their rules: other modules name C&K's blocks by handle (ck_blocks), never by offset.
TEST_CASE("ck blocks: each handle names its block; added kinds take the tail blocks") {
  auto g = StdGame::load("cities_knights", 4);
  const CkBlocks& ck = ck_blocks(*g);
  CHECK(g->action_name(ck.improve.id(ScienceTrack)) == "improve science");
  CHECK(g->action_name(ck.trade_commodity.id(commodity_trade_index(Paper, Ore))) == "trade_bank paper ore");
  CHECK(g->action_name(ck.trade_commodity.id(commodity_trade_index(Paper, Coin))) == "trade_bank paper coin");
  CHECK(g->action_name(ck.trade_for_commodity.id(for_commodity_index(Wool, Cloth))) == "trade_bank wool cloth");
  CHECK(g->action_name(ck.play.id(Crane)) == "play crane");
  CHECK(g->action_name(ck.play_spy.id(2)) == "play spy p2");
  CHECK(g->action_name(ck.done.first) == "done");
  CHECK(g->action_name(ck.move_knight.id(12)) == "move_knight v12");
  CHECK(g->action_name(ck.play_medicine.id(12)) == "play medicine v12");
  CHECK(g->action_name(ck.play_diplomat.id(30)) == "play diplomat e30");
  CHECK(g->action_name(ck.inventor_swap.id(7)) == "inventor_swap h7");
  CHECK(g->action_name(ck.roll.id(roll_index(6 * 2 + 4, 0))) == "roll y3 r5 ship");
  CHECK(g->action_name(ck.draw_id(Wedding)) == "draw_progress wedding");
  CHECK(ck.discard_added.size == 0);  // C&K alone deals no added kind
  CHECK_FALSE(ck.spy_take_added.contains(ck.spy_take.id(Spy)));

  // The Conquerors' kinds follow C&K's own, in blocks of their own after C&K's.
  auto lotc = StdGame::load("conquerors_ch1", 4);
  const CkBlocks& with = ck_blocks(*lotc);
  CHECK(lotc->action_name(with.discard_progress_id(Wedding)) == "discard_progress wedding");
  CHECK(lotc->action_name(with.discard_progress_id(kNumCkProgressKinds)) == "discard_progress bribery");
  CHECK(lotc->action_name(with.spy_take_id(kNumCkProgressKinds)) == "spy_take bribery");
  CHECK(lotc->action_name(with.draw_id(kNumCkProgressKinds)) == "draw_progress bribery");
  CHECK(with.play.size == ck.play.size);  // blocks by kind cover C&K's own kinds
}
