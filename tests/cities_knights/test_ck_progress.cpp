// Every progress card (Cities & Knights §14): a position where it is
// played and its effect, and one where it may not be played.
#include <doctest/doctest.h>

#include "tests/cities_knights/ck_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// p0: city v17, roads v17-v22-v28 (e25 e34); 2 VP. p1: cities v40 and v24,
// roads v40-v35-v29 (e51 e43); 4 VP. p2: settlement v9, road v9-v13 (e14); 1 VP.
// p0's turn, after the roll.
State cards(const StdGame& g) {
  State s = empty_main(g, 0);
  Board{g, s}.city(0, 17).roads(0, {25, 34}).city(1, 40).city(1, 24).roads(1, {51, 43}).settlement(2, 9).roads(2, {14}).done();
  return s;
}

}  // namespace

TEST_CASE("alchemist: before the roll only; sets yellow and red, the event die still rolls") {
  auto g = ck_game();
  State s = cards(*g);
  deal_card(*g, s, 0, Alchemist);
  CHECK_FALSE(can(*g, s, "play alchemist"));  // after the roll: too late
  turn_of(s, 2);
  act(*g, s, "end_turn");  // p0's turn starts: with Alchemist in hand, PreRoll
  CHECK(std_state(s).phase == Phase::PreRoll);
  CHECK(legal(*g, s) == names({"roll", "play alchemist"}));
  act(*g, s, "play alchemist");
  CHECK(std_state(s).phase == CkPhase::Alchemist);
  act(*g, s, "alchemist y5 r6");
  CHECK(std_state(s).phase == CkPhase::RollEvent);
  CHECK(g->chance_outcomes(s).size() == 4);
  act(*g, s, "event trade");
  CHECK(std_state(s).base.last_roll == 11);
  CHECK(std_state(s).base.players[0].hand == Hand{1, 0, 0, 0, 0, 1, 0, 0});  // forest h17: lumber and paper
  CHECK(std_state(s).phase == Phase::Main);
  CHECK(ck_of(g, s).returned[Alchemist] == 1);
}

TEST_CASE("crane: the next improvement costs one commodity less") {
  auto g = ck_game();
  State s = cards(*g);
  deal_card(*g, s, 0, Crane);
  deal(s, 0, {0, 0, 0, 0, 0, 0, 2, 0});
  act(*g, s, "improve trade");  // level 1: 1 cloth
  CHECK_FALSE(can(*g, s, "improve trade"));  // level 2 costs 2
  act(*g, s, "play crane");
  act(*g, s, "improve trade");  // 2 - 1 = 1
  CHECK(ck_of(g, s).players[0].level[TradeTrack] == 2);
  CHECK(std_state(s).base.players[0].hand_total == 0);
  CHECK(ck_of(g, s).crane == 0);
  // Level 1 of a track costs nothing after Crane: no commodity needed.
  deal_card(*g, s, 0, Crane);
  CHECK_FALSE(can(*g, s, "improve science"));
  act(*g, s, "play crane");
  act(*g, s, "improve science");
  CHECK(ck_of(g, s).players[0].level[ScienceTrack] == 1);
  // Without a city there is nothing to improve.
  turn_of(s, 2);
  ck_of(g, s).deck[Crane] = ck_of(g, s).returned[Crane], ck_of(g, s).returned[Crane] = 0;  // the played Cranes, shuffled back
  deal_card(*g, s, 2, Crane);
  CHECK_FALSE(can(*g, s, "play crane"));
}

TEST_CASE("engineer: a free wall under one's city") {
  auto g = ck_game();
  State s = cards(*g);
  turn_of(s, 2);  // a settlement only
  deal_card(*g, s, 2, Engineer);
  CHECK(legal(*g, s).find("play engineer") == std::string::npos);
  ck_of(g, s).players[2].progress[Engineer] = 0, ck_of(g, s).players[2].progress_total = 0;
  ck_of(g, s).players[0].progress[Engineer] = 1, ck_of(g, s).players[0].progress_total = 1;
  turn_of(s, 0);
  act(*g, s, "play engineer v17");
  CHECK(ck_of(g, s).walls.test(17));
  CHECK(std_state(s).base.players[0].hand_limit_bonus == 2);
}

TEST_CASE("inventor: two number tokens swap, never a 2, 12, 6 or 8") {
  auto g = ck_game();
  State s = cards(*g);
  deal_card(*g, s, 0, Inventor);
  act(*g, s, "play inventor");
  CHECK(std_state(s).phase == CkPhase::Inventor);
  CHECK_FALSE(can(*g, s, "inventor_swap h11"));  // a 6
  CHECK_FALSE(can(*g, s, "inventor_swap h6"));   // a 2
  act(*g, s, "inventor_swap h5");                // 10
  CHECK_FALSE(can(*g, s, "inventor_swap h5"));
  act(*g, s, "inventor_swap h17");  // 11
  CHECK(std_state(s).layout.number[5] == 11);
  CHECK(std_state(s).layout.number[17] == 10);
  CHECK(std_state(s).layout.hexes_with_number[11].test(5));
  CHECK(std_state(s).phase == Phase::Main);
  // Not before the roll.
  deal_card(*g, s, 0, Inventor);
  std_state(s).phase = Phase::PreRoll;
  CHECK_FALSE(can(*g, s, "play inventor"));
}

TEST_CASE("irrigation: 2 grain per fields hex beside one's buildings, each hex once") {
  auto g = ck_game();
  State s = cards(*g);
  Board{*g, s}.settlement(0, 16).done();  // fields h10 (again) and h16
  deal_card(*g, s, 0, Irrigation);
  act(*g, s, "play irrigation");
  CHECK(std_state(s).base.players[0].hand[Grain] == 4);
  turn_of(s, 2);  // pasture and forest only
  deal_card(*g, s, 2, Irrigation);
  CHECK_FALSE(can(*g, s, "play irrigation"));
}

TEST_CASE("mining: 2 ore per mountains hex beside one's buildings") {
  auto g = ck_game();
  State s = cards(*g);
  turn_of(s, 1);
  deal_card(*g, s, 1, Mining);
  act(*g, s, "play mining");
  CHECK(std_state(s).base.players[1].hand[Ore] == 2);
  turn_of(s, 0);  // no mountains
  deal_card(*g, s, 0, Mining);
  CHECK_FALSE(can(*g, s, "play mining"));
}

TEST_CASE("medicine: a city for 2 ore and 1 grain") {
  auto g = ck_game();
  State s = cards(*g);
  Board{*g, s}.settlement(0, 16).done();
  deal_card(*g, s, 0, Medicine);
  deal(s, 0, {0, 0, 0, 1, 1});
  CHECK_FALSE(can(*g, s, "play medicine v16"));
  deal(s, 0, {0, 0, 0, 0, 1});
  act(*g, s, "play medicine v16");
  CHECK(std_state(s).base.players[0].cities.test(16));
  CHECK(std_state(s).base.players[0].hand_total == 0);
  CHECK(g->victory_points(s, 0) == 4);
}

TEST_CASE("printer and constitution: a point shown at once, never held or played") {
  auto g = ck_game();
  State s = cards(*g);
  ck_of(g, s).players[0].level = {0, 1, 1};
  std_state(s).phase = Phase::RollDice;
  act(*g, s, "roll y4 r1 science");
  act(*g, s, "draw_progress printer");
  std_state(s).phase = Phase::RollDice;
  act(*g, s, "roll y4 r1 politics");
  act(*g, s, "draw_progress constitution");
  CHECK(ck_of(g, s).players[0].progress_vp == 2);
  CHECK(ck_of(g, s).players[0].progress_total == 0);
  CHECK(g->victory_points(s, 0) == 4);
  CHECK(legal(*g, s).find("printer") == std::string::npos);
  CHECK(legal(*g, s).find("constitution") == std::string::npos);
}

TEST_CASE("road building: two free roads") {
  auto g = ck_game();
  State s = cards(*g);
  deal_card(*g, s, 0, RoadBuildingCard);
  act(*g, s, "play road_building");
  CHECK(std_state(s).phase == Phase::RoadBuilding);
  act(*g, s, "build_road e41");
  act(*g, s, "build_road e40");
  CHECK(std_state(s).phase == Phase::Main);
  CHECK(std_state(s).base.players[0].roads.count() == 4);
  CHECK(std_state(s).base.players[0].hand_total == 0);
  deal_card(*g, s, 0, RoadBuildingCard);
  std_state(s).base.players[0].roads_left = 0;
  CHECK_FALSE(can(*g, s, "play road_building"));
}

TEST_CASE("smith: up to two free promotions under the usual rules") {
  auto g = ck_game();
  State s = cards(*g);
  knight_at(*g, s, 0, 22, 1, false);
  knight_at(*g, s, 0, 28, 2, true);
  deal_card(*g, s, 0, Smith);
  act(*g, s, "play smith");
  CHECK(legal(*g, s) == names({"promote_knight v22", "done"}));  // mighty needs the fortress
  act(*g, s, "promote_knight v22");
  CHECK(knight::strength(ck_of(g, s).knight[22]) == 2);
  CHECK(std_state(s).phase == Phase::Main);  // nothing left to promote
  CHECK(std_state(s).base.players[0].hand_total == 0);
  turn_of(s, 2);  // no knights
  deal_card(*g, s, 2, Smith);
  CHECK_FALSE(can(*g, s, "play smith"));
}

TEST_CASE("commercial harbor: a resource to each opponent for a commodity of their choice") {
  auto g = ck_game();
  State s = cards(*g);
  deal_card(*g, s, 0, CommercialHarbor);
  CHECK_FALSE(can(*g, s, "play commercial_harbor"));  // no opponent holds a card
  deal(s, 0, {2, 0, 0, 0, 0});
  deal(s, 1, {0, 0, 0, 1, 0, 0, 1, 0});
  State paper = s;
  deal(s, 2, {0, 0, 0, 0, 1});
  deal(paper, 2, {0, 0, 0, 0, 0, 1, 0, 0});  // the same count, a commodity instead of the ore
  act(*g, s, "play commercial_harbor");
  act(*g, paper, "play commercial_harbor");
  // Whether p2 holds a commodity is hidden, so p2 is offered one too; p3 holds no card.
  CHECK(legal(*g, paper) == legal(*g, s));
  CHECK(can(*g, s, "harbor_offer p2 lumber"));
  CHECK(legal(*g, s).find("harbor_offer p3") == std::string::npos);
  act(*g, s, "harbor_offer p1 lumber");
  CHECK(std_state(s).to_move == 1);
  CHECK(legal(*g, s) == names({"give cloth"}));  // a commodity, not the grain
  act(*g, s, "give cloth");
  CHECK(std_state(s).to_move == 0);
  CHECK(std_state(s).base.players[0].hand == Hand{1, 0, 0, 0, 0, 0, 1, 0});
  CHECK(std_state(s).base.players[1].hand == Hand{1, 0, 0, 1, 0, 0, 0, 0});
  CHECK_FALSE(can(*g, s, "harbor_offer p1 lumber"));  // once per opponent
  act(*g, s, "harbor_offer p2 lumber");  // p2 has no commodity: no exchange, the lumber stays
  CHECK(std_state(s).to_move == 0);
  CHECK(std_state(s).base.players[0].hand == Hand{1, 0, 0, 0, 0, 0, 1, 0});
  CHECK(std_state(s).base.players[2].hand == Hand{0, 0, 0, 0, 1, 0, 0, 0});
  CHECK_FALSE(can(*g, s, "harbor_offer p2 lumber"));
}

TEST_CASE("commercial harbor: a redeal leaves the giver keeps a commodity, which it showed it holds") {
  // C&K: the opponent gives "a commodity of their choice" for the resource; asked to give one, it holds one,
  // whatever its hand looks like to the others, so every redeal must leave it one to give.
  auto g = ck_game();
  State s = cards(*g);
  deal_card(*g, s, 0, CommercialHarbor);
  deal(s, 0, {1, 0, 4, 0, 0});
  deal(s, 1, {0, 0, 0, 3, 2, 0, 1, 0});  // one cloth among p0's and p1's hidden cards, as p2 sees them
  deal(s, 2, {0, 2, 0, 0, 0});
  act(*g, s, "play commercial_harbor");
  act(*g, s, "harbor_offer p1 lumber");
  REQUIRE(legal(*g, s) == names({"give cloth"}));
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    State r = s;
    Rng rng(seed);
    g->resample_hidden(r, 2, rng);
    const Hand& hand = std_state(r).base.players[1].hand;
    CHECK(hand[Paper] + hand[Cloth] + hand[Coin] > 0);
    CHECK_NOTHROW(g->validate(r));
  }
}

TEST_CASE("master merchant: two cards of one's choice from a player with more VP") {
  auto g = ck_game();
  State s = cards(*g);
  deal_card(*g, s, 0, MasterMerchant);
  deal(s, 1, {0, 0, 0, 0, 2, 0, 1, 0});
  deal(s, 2, {1, 0, 0, 0, 0});
  CHECK_FALSE(can(*g, s, "play master_merchant p2"));  // fewer VP
  act(*g, s, "play master_merchant p1");
  CHECK(legal(*g, s) == names({"take_card ore", "take_card cloth"}));
  act(*g, s, "take_card cloth");
  act(*g, s, "take_card ore");
  CHECK(std_state(s).base.players[0].hand == Hand{0, 0, 0, 0, 1, 0, 1, 0});
  CHECK(std_state(s).phase == Phase::Main);
}

TEST_CASE("merchant: on a hex beside one's building, 1 VP and that resource 2:1; another's merchant takes it") {
  auto g = ck_game();
  State s = cards(*g);
  deal_card(*g, s, 0, Merchant);
  CHECK_FALSE(can(*g, s, "play merchant h18"));  // the desert
  CHECK_FALSE(can(*g, s, "play merchant h24"));  // not beside p0
  act(*g, s, "play merchant h11");               // hills
  CHECK(g->victory_points(s, 0) == 3);
  deal(s, 0, {0, 2, 0, 0, 0});
  CHECK(can(*g, s, "trade_bank brick ore"));
  turn_of(s, 1);
  deal_card(*g, s, 1, Merchant);
  act(*g, s, "play merchant h24");
  CHECK(g->victory_points(s, 0) == 2);
  CHECK(g->victory_points(s, 1) == 5);
  turn_of(s, 0);
  CHECK_FALSE(can(*g, s, "trade_bank brick ore"));
}

TEST_CASE("merchant fleet: one kind 2:1 with the bank for the rest of the turn") {
  auto g = ck_game();
  State s = cards(*g);
  deal_card(*g, s, 0, MerchantFleet, 2);
  deal(s, 0, {0, 0, 2, 0, 0, 0, 2, 0});
  CHECK_FALSE(can(*g, s, "trade_bank wool ore"));
  act(*g, s, "play merchant_fleet wool");
  CHECK_FALSE(can(*g, s, "play merchant_fleet wool"));
  act(*g, s, "play merchant_fleet cloth");
  act(*g, s, "trade_bank wool ore");
  act(*g, s, "trade_bank cloth coin");
  CHECK(std_state(s).base.players[0].hand == Hand{0, 0, 0, 0, 1, 0, 0, 1});
  deal(s, 0, {0, 0, 2, 0, 0});
  act(*g, s, "end_turn");
  turn_of(s, 0);
  CHECK_FALSE(can(*g, s, "trade_bank wool ore"));  // this turn only
}

TEST_CASE("resource monopoly: 2 of a resource from each opponent (1 if that is all)") {
  auto g = ck_game();
  State s = cards(*g);
  deal_card(*g, s, 0, ResourceMonopoly);
  deal(s, 1, {0, 0, 0, 0, 3});
  deal(s, 2, {0, 0, 0, 0, 1});
  std_state(s).phase = Phase::PreRoll;
  CHECK_FALSE(can(*g, s, "play resource_monopoly ore"));  // not before the roll
  std_state(s).phase = Phase::Main;
  act(*g, s, "play resource_monopoly ore");
  CHECK(std_state(s).base.players[0].hand[Ore] == 3);
  CHECK(std_state(s).base.players[1].hand[Ore] == 1);
  CHECK(std_state(s).base.players[2].hand[Ore] == 0);
}

TEST_CASE("trade monopoly: 1 of a commodity from each opponent") {
  auto g = ck_game();
  State s = cards(*g);
  deal_card(*g, s, 0, TradeMonopoly);
  deal(s, 1, {0, 0, 0, 0, 0, 0, 0, 2});
  deal(s, 2, {0, 0, 0, 0, 0, 0, 0, 1});
  turn_of(s, 1);
  CHECK_FALSE(can(*g, s, "play trade_monopoly coin"));  // not on another's turn
  turn_of(s, 0);
  act(*g, s, "play trade_monopoly coin");
  CHECK(std_state(s).base.players[0].hand[Coin] == 2);
  CHECK(std_state(s).base.players[1].hand[Coin] == 1);
}

TEST_CASE("bishop: after the first attack, the robber moves and robs every player beside it") {
  auto g = ck_game();
  State s = cards(*g);
  Board{*g, s}.settlement(2, 39).done();  // p2 beside mountains h24 too
  deal_card(*g, s, 0, Bishop);
  deal(s, 1, {0, 0, 1, 0, 0});
  deal(s, 2, {0, 1, 0, 0, 0});
  CHECK_FALSE(can(*g, s, "play bishop h24"));  // the robber sleeps
  ck_of(g, s).attacks = 1;
  act(*g, s, "play bishop h24");
  CHECK(std_state(s).base.robber == 24);
  CHECK(std_state(s).phase == Phase::StealCard);
  CHECK(std_state(s).base.victim == 1);
  act(*g, s, "steal_card wool");
  CHECK(std_state(s).base.victim == 2);
  act(*g, s, "steal_card brick");
  CHECK(std_state(s).phase == Phase::Main);
  CHECK(std_state(s).base.players[0].hand == Hand{0, 1, 1, 0, 0});
}

TEST_CASE("deserter: an opponent removes a knight; the player places one as strong") {
  auto g = ck_game();
  State s = cards(*g);
  knight_at(*g, s, 1, 35, 2, true);
  deal_card(*g, s, 0, Deserter);
  CHECK_FALSE(can(*g, s, "play deserter p2"));  // no knights
  act(*g, s, "play deserter p1");
  CHECK(std_state(s).to_move == 1);
  CHECK(legal(*g, s) == names({"remove_knight v35"}));
  act(*g, s, "remove_knight v35");
  CHECK(ck_of(g, s).players[1].knights_left[1] == 2);
  CHECK(std_state(s).to_move == 0);
  CHECK(legal(*g, s) == names({"place_knight v22", "place_knight v28", "done"}));
  act(*g, s, "place_knight v28");
  CHECK(knight::strength(ck_of(g, s).knight[28]) == 2);
  CHECK(active(*g, s, 28));
  CHECK(std_state(s).phase == Phase::Main);
}

TEST_CASE("diplomat: an open road leaves the board; one's own may be rebuilt at once") {
  auto g = ck_game();
  State s = cards(*g);
  deal_card(*g, s, 0, Diplomat, 2);
  CHECK_FALSE(can(*g, s, "play diplomat e51"));  // closed: city at one end, p1's road at the other
  act(*g, s, "play diplomat e43");
  CHECK_FALSE(std_state(s).base.players[1].roads.test(43));
  CHECK(std_state(s).base.players[1].roads_left == g->opt().roads - 1);
  CHECK(std_state(s).phase == Phase::Main);
  act(*g, s, "play diplomat e34");  // p0's own
  CHECK(std_state(s).phase == Phase::RoadBuilding);
  act(*g, s, "build_road e26");
  CHECK(std_state(s).base.players[0].roads.test(26));
  CHECK(std_state(s).base.players[0].hand_total == 0);
  CHECK(std_state(s).phase == Phase::Main);
}

TEST_CASE("intrigue: an opponent's knight on one's road is displaced without a knight") {
  auto g = ck_game();
  State s = empty_main(*g, 0);
  Board{*g, s}.city(0, 17).roads(0, {25, 34}).city(1, 40).roads(1, {51, 43, 42, 41}).done();
  knight_at(*g, s, 1, 28, 3, true);  // on p0's road end, and p1's
  knight_at(*g, s, 1, 35, 1, true);  // away from p0's roads
  deal_card(*g, s, 0, Intrigue);
  CHECK_FALSE(can(*g, s, "play intrigue v35"));
  act(*g, s, "play intrigue v28");
  CHECK(std_state(s).phase == CkPhase::Relocate);
  CHECK(std_state(s).to_move == 1);
  CHECK(legal(*g, s) == names({"knight_to v34", "knight_to v29"}));
  act(*g, s, "knight_to v29");
  CHECK(ck_of(g, s).knight[28] == 0);
  CHECK(knight::strength(ck_of(g, s).knight[29]) == 3);
  CHECK(std_state(s).phase == Phase::Main);
}

TEST_CASE("saboteur: every opponent with at least one's VP discards half") {
  auto g = ck_game();
  State s = cards(*g);
  Board{*g, s}.settlement(2, 45).done();  // p2: 2 VP, as p0
  deal_card(*g, s, 0, Saboteur);
  deal(s, 1, {1, 1, 1, 1, 1});
  deal(s, 2, {0, 0, 0, 0, 0, 1, 1, 1});
  ck_of(g, s).attacks = 1;  // even with the robber awake, no robber follows
  act(*g, s, "play saboteur");
  CHECK(std_state(s).phase == Phase::Discard);
  CHECK(std_state(s).base.players[1].discard_left == 2);
  CHECK(std_state(s).base.players[2].discard_left == 1);
  while (std_state(s).phase == Phase::Discard) act(*g, s, g->action_name(g->legal_actions(s).front()));
  CHECK(std_state(s).phase == Phase::Main);
  CHECK(std_state(s).base.players[1].hand_total == 3);
  CHECK(std_state(s).base.players[2].hand_total == 2);
  // With more VP than every opponent it may not be played.
  Board{*g, s}.city(0, 52).city(0, 30).done();
  deal_card(*g, s, 0, Saboteur);
  CHECK_FALSE(can(*g, s, "play saboteur"));
}

TEST_CASE("spy: a progress card taken from an opponent's hand") {
  auto g = ck_game();
  State s = cards(*g);
  deal_card(*g, s, 0, Spy);
  deal_card(*g, s, 1, Warlord);
  CHECK_FALSE(can(*g, s, "play spy p2"));  // nothing to take
  act(*g, s, "play spy p1");
  CHECK(legal(*g, s) == names({"spy_take warlord"}));
  act(*g, s, "spy_take warlord");
  CHECK(ck_of(g, s).players[0].progress[Warlord] == 1);
  CHECK(ck_of(g, s).players[1].progress_total == 0);
  CHECK(ck_of(g, s).returned[Spy] == 1);
  CHECK(std_state(s).phase == Phase::Main);
}

TEST_CASE("warlord: every own knight active for free; none may act this turn") {
  auto g = ck_game();
  State s = cards(*g);
  knight_at(*g, s, 0, 22, 1, false);
  knight_at(*g, s, 0, 28, 2, false);
  deal_card(*g, s, 0, Warlord, 2);
  act(*g, s, "play warlord");
  CHECK(active(*g, s, 22));
  CHECK(active(*g, s, 28));
  CHECK_FALSE(can(*g, s, "move_knight v28"));
  CHECK_FALSE(can(*g, s, "play warlord"));  // all active
  CHECK(std_state(s).base.players[0].hand_total == 0);
}

TEST_CASE("wedding: every opponent with more VP gives 2 cards of their choice") {
  auto g = ck_game();
  State s = cards(*g);
  deal_card(*g, s, 0, Wedding);
  deal(s, 1, {1, 1, 1, 0, 0, 1, 0, 0});
  deal(s, 2, {1, 1, 0, 0, 0});
  act(*g, s, "play wedding");
  CHECK(std_state(s).to_move == 1);  // p2 has fewer VP
  act(*g, s, "give paper");
  act(*g, s, "give lumber");
  CHECK(std_state(s).phase == Phase::Main);
  CHECK(std_state(s).to_move == 0);
  CHECK(std_state(s).base.players[0].hand == Hand{1, 0, 0, 0, 0, 1, 0, 0});
  CHECK(std_state(s).base.players[2].hand_total == 2);
  turn_of(s, 1);  // the richest: nobody to give
  deal_card(*g, s, 1, Wedding);
  CHECK_FALSE(can(*g, s, "play wedding"));
}
