// The Treasure Islands with Cities & Knights (treasures-dragons-explorers.md
// §4.1): 17 VP with 3 players, 16 with 4 (the rule set's by_players); a card
// treasure is the top progress card of the deck of the finder's choice (only
// decks holding a card; a VP card shown at once; a fifth card in hand
// discarded at once).
#include <doctest/doctest.h>

#include "core/cities_knights/ck_rules.h"
#include "tests/tde/treasure_islands/ti_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

std::shared_ptr<const StdGame> ck_game(int players = 4) { return ti_game(players, {}, "tde_treasure_islands_ck"); }

}  // namespace

TEST_CASE("treasure islands with C&K: 17 VP with 3 players, 16 with 4") {
  CHECK(ck_game(3)->opt().vp_target == 17);
  CHECK(ck_game(4)->opt().vp_target == 16);
  CHECK(StdGame::load("tde_treasure_islands", 3)->opt().vp_target == 15);
}

TEST_CASE("with C&K a card treasure is the top progress card of the deck the finder chooses") {
  auto g = ck_game();
  State s = ti_found(*g);
  CHECK(g->phase_name(s) == "treasure_draw");
  act(*g, s, "treasure card");
  CHECK(g->phase_name(s) == "treasure_deck");
  CHECK(legal(*g, s) == names({"treasure_deck trade, treasure_deck politics, treasure_deck science"}));
  act(*g, s, "treasure_deck science");
  CHECK(odds(*g, s) == std::map<std::string, double>{
                           {"treasure_progress alchemist", 2.0 / 18}, {"treasure_progress crane", 2.0 / 18},
                           {"treasure_progress engineer", 1.0 / 18}, {"treasure_progress inventor", 2.0 / 18},
                           {"treasure_progress irrigation", 2.0 / 18}, {"treasure_progress medicine", 2.0 / 18},
                           {"treasure_progress mining", 2.0 / 18}, {"treasure_progress printer", 1.0 / 18},
                           {"treasure_progress road_building", 2.0 / 18}, {"treasure_progress smith", 2.0 / 18}});
  const int vp = g->victory_points(s, 0);
  act(*g, s, "treasure_progress printer");  // a VP card: shown at once
  CHECK(g->victory_points(s, 0) == vp + 1);
  CHECK(ck_of(*g, s).players[0].progress_total == 0);
  CHECK(g->phase_name(s) == "reveal");
}

TEST_CASE("with C&K: an empty deck cannot be chosen; a fifth progress card is discarded at once") {
  auto g = ck_game();
  State s = ti_found(*g);
  CkSlice& c = ck_of(*g, s);
  const ProgressCards& cards = ck_opt(*g).cards;
  // The trade deck empty (its cards out of the game); the science deck's cards all put back under it;
  // seat 0 holds four politics cards.
  for (int k = 0; k < cards.kinds; ++k) {
    if (cards.deck[k] == TradeTrack) c.deck[k] = c.returned[k] = 0;
    if (cards.deck[k] == ScienceTrack) c.returned[k] += c.deck[k], c.deck[k] = 0;
  }
  const int spy = cards.find("spy"), bishop = cards.find("bishop");
  c.deck[spy] -= 3, c.deck[bishop] -= 1;
  c.players[0].progress[spy] = 3, c.players[0].progress[bishop] = 1, c.players[0].progress_total = 4;
  act(*g, s, "treasure card");
  CHECK(legal(*g, s) == names({"treasure_deck politics, treasure_deck science"}));
  act(*g, s, "treasure_deck politics");
  act(*g, s, "treasure_progress wedding");
  CHECK(g->phase_name(s) == "treasure_discard");
  CHECK(legal(*g, s) == names({"treasure_discard spy, treasure_discard bishop, treasure_discard wedding"}));
  act(*g, s, "treasure_discard spy");
  CHECK(c.players[0].progress_total == 4);
  CHECK(c.returned[spy] == 1);  // under its deck
  CHECK(g->phase_name(s) == "reveal");

  // The science deck's cards put back become its deck when it is drawn from.
  State again = ti_found(*g);
  CkSlice& c2 = ck_of(*g, again);
  for (int k = 0; k < cards.kinds; ++k)
    if (cards.deck[k] == ScienceTrack) c2.returned[k] += c2.deck[k], c2.deck[k] = 0;
  act(*g, again, "treasure card");
  act(*g, again, "treasure_deck science");
  CHECK(c2.deck[cards.find("alchemist")] == 2);
  CHECK(c2.returned[cards.find("alchemist")] == 0);
  CHECK(odds(*g, again).at("treasure_progress engineer") == doctest::Approx(1.0 / 18));
}

TEST_CASE("with C&K on a board with fog: the Bishop moves the robber only onto land turned up") {
  auto g = ck_game();
  State s = ti_coast(*g);
  CkSlice& c = ck_of(*g, s);
  c.attacks = 1;  // the robber is awake
  const int bishop = ck_opt(*g).cards.find("bishop");
  c.deck[bishop] -= 1, c.players[0].progress[bishop] = 1, c.players[0].progress_total = 1;
  sea::set_terrain(*g, std_state(s), hex(*g, 6, 2), Terrain::Sea);  // a face-down hex turned up sea
  std::vector<std::string> home;  // the home island's hexes but the robber's: never fog, nor sea turned up
  (sea::home_hexes(*g) - HexSet{}).for_each([&](int h) {
    if (h != std_state(s).base.robber) home.push_back(fmt::format("play bishop h{}", h));
  });
  CHECK(home.size() == 18);
  CHECK(legal_in(*g, s, "play bishop") == joined(home));
}
