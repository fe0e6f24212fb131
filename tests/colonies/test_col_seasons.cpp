// Fall and Winter (Colonies §4, §5.3, §5.8): the harvest chosen a card
// at a time with its bonuses, doublings and denials; harbor and Market
// trades, offers between seats, development cards bought at a rising price
// and played.
#include <doctest/doctest.h>

#include "tests/colonies/col_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// p0's village at v8: mountains (h5), pasture (h6) and hills (h11) around it.
ColPos harvest_position() {
  ColPos pos(2);
  pos.village(0, 8);
  return pos;
}

}  // namespace

TEST_CASE("fall: a village takes 2 cards, one at a time, from the explored tiles around it") {
  ColPos pos = harvest_position();
  pos.at(ColStage::Fall);
  CHECK(pos.phase() == "harvest");
  CHECK(pos.legal() == names({"harvest brick, harvest ore, harvest wool"}));
  pos.act("harvest ore").act("harvest ore");
  CHECK(pos.st().seat[0].hand[Ore] == 2);
  CHECK(pos.phase() == "winter");  // p1 has nothing to harvest
  // A tile face down yields nothing.
  ColPos hidden = harvest_position();
  hidden.face_down(11).at(ColStage::Fall);
  CHECK(hidden.legal() == names({"harvest ore, harvest wool"}));
}

TEST_CASE("fall: a city takes 4, and each of Chapel, Market, Palace, Year of Plenty played adds 1") {
  ColPos pos(2);
  pos.city(0, 8).dev(0, ColCard::Chapel, true).dev(0, ColCard::Market, true).dev(0, ColCard::Soldier, true);
  pos.at(ColStage::Fall);
  for (int i = 0; i < 6; ++i) pos.act("harvest wool");
  CHECK(pos.st().seat[0].hand[Wool] == 6);
  CHECK(pos.phase() == "winter");
}

TEST_CASE("fall: Monopoly doubles its resource for good, Year of Plenty the whole harvest of its turn") {
  ColPos pos = harvest_position();
  pos.st().seat[0].monopoly = 1 << Ore;
  pos.at(ColStage::Fall).act("harvest ore").act("harvest wool");
  CHECK(pos.st().seat[0].hand[Ore] == 2);
  CHECK(pos.st().seat[0].hand[Wool] == 1);
  ColPos plenty = harvest_position();
  plenty.st().seat[0].plenty_now = 1;
  plenty.st().seat[0].monopoly = 1 << Ore;
  plenty.at(ColStage::Fall).act("harvest ore").act("harvest brick");
  CHECK(plenty.st().seat[0].hand[Ore] == 4);
  CHECK(plenty.st().seat[0].hand[Brick] == 2);
}

TEST_CASE("fall: an army at war on a tile denies it; at peace it does not") {
  ColPos war = harvest_position();
  war.road(0, 13).army(1, 5, 1).stance(0, 1, War).at(ColStage::Fall);  // e13 (h6 | h11) keeps v8 from siege
  CHECK(war.legal() == names({"harvest brick, harvest wool"}));
  ColPos peace = harvest_position();
  peace.army(1, 5, 1).at(ColStage::Fall);
  CHECK(peace.legal() == names({"harvest brick, harvest ore, harvest wool"}));
}

TEST_CASE("fall: a besieged settlement harvests nothing") {
  // An army at war on h11 threatens v8, and p0 has no road there that is not threatened.
  ColPos siege = harvest_position();
  siege.army(1, 11, 1).stance(0, 1, War).road(0, 12).at(ColStage::Fall);  // e12 lies between h5 and h11: threatened
  CHECK(col::besieged(siege.g, siege.st(), 8));
  CHECK(siege.phase() == "winter");
  CHECK(siege.st().seat[0].hand[Ore] == 0);
  // A road along h5 and h6 keeps the way open.
  ColPos open = harvest_position();
  open.army(1, 11, 1).stance(0, 1, War).road(0, 7).at(ColStage::Fall);
  CHECK_FALSE(col::besieged(open.g, open.st(), 8));
  CHECK(open.legal() == names({"harvest ore, harvest wool"}));  // h11 itself is denied
}

TEST_CASE("fall: one resource to choose is taken without asking; the bank's shortage ends a harvest") {
  ColPos pos(2);
  pos.village(0, 0).at(ColStage::Fall);  // v0 touches only h5 (mountains)
  CHECK(pos.phase() == "winter");
  CHECK(pos.st().seat[0].hand[Ore] == 2);
  ColPos short_bank(2);
  short_bank.village(0, 0).give(1, {0, 0, 0, 0, 18}).at(ColStage::Fall);
  CHECK(short_bank.st().seat[0].hand[Ore] == 1);
  CHECK(short_bank.st().bank[Ore] == 0);
}

TEST_CASE("fall: the Warlord's Fortress harvests 3 from the six tiles around the desert for the seat alone on it") {
  ColPos pos(2);
  pos.army(0, 18, 1).at(ColStage::Fall);
  CHECK(pos.legal() == names({"harvest brick, harvest grain, harvest lumber, harvest ore, harvest wool"}));
  pos.play({"harvest ore", "harvest ore", "harvest grain"});
  CHECK(pos.phase() == "winter");
  ColPos shared(2);
  shared.army(0, 18, 1).army(1, 18, 1).at(ColStage::Fall);
  CHECK(shared.phase() == "winter");
}

TEST_CASE("winter: harbors trade 3:1, the 2:1 marks only with col_harbor_marks, the Market 2:1, nothing else") {
  ColPos pos(2);
  pos.village(0, 0).give(0, {0, 0, 1, 0, 4}).at(ColStage::Winter);
  CHECK(pos.legal() == names({"trade ore brick, trade ore grain, trade ore lumber, trade ore wool, winter_done"}));
  pos.act("trade ore grain");
  CHECK(pos.st().seat[0].hand[Ore] == 1);
  CHECK(pos.st().seat[0].hand[Grain] == 1);
  ColPos inland(2);
  inland.village(0, 8).give(0, {0, 0, 0, 0, 4}).at(ColStage::Winter);
  CHECK(inland.legal() == "winter_done");  // no harbor, no Market: no 4:1 with the bank
  inland.dev(0, ColCard::Market, true).at(ColStage::Winter);
  CHECK(inland.legal() == names({"trade ore brick, trade ore grain, trade ore lumber, trade ore wool, winter_done"}));
  ColPos marks(2, {{"col_harbor_marks", 1}});
  marks.village(0, 5).give(0, {0, 0, 2, 0, 2}).at(ColStage::Winter);  // v5: the wool harbor of h6's NE side
  CHECK(marks.legal() == names({"trade wool brick, trade wool grain, trade wool lumber, trade wool ore, winter_done"}));
  ColPos plain(2);
  plain.village(0, 5).give(0, {0, 0, 2, 0, 2}).at(ColStage::Winter);
  CHECK(plain.legal() == "winter_done");
}

TEST_CASE("winter: a development card costs food, lumber, brick and ore per card owned, plus one; Library and "
          "University halve it") {
  ColPos pos(2);
  const ColState& s = pos.st();
  auto price = [&] { return col::dev_cost(s, 0); };
  CHECK(price().fixed == std::array<int, 5>{1, 1, 0, 0, 1});
  CHECK(price().food == 1);
  pos.dev(0, ColCard::Soldier, false).dev(0, ColCard::Chapel, true);
  CHECK(price().fixed == std::array<int, 5>{3, 3, 0, 0, 3});
  CHECK(price().food == 3);
  pos.dev(0, ColCard::Library, true);  // 4 of each: half, rounded up, 2
  CHECK(price().food == 2);
  pos.dev(0, ColCard::Soldier, false);  // 5: rounded up 3
  CHECK(price().food == 3);
  pos.dev(0, ColCard::University, true);  // both: 6, half rounded down, 3
  CHECK(price().food == 3);
  pos.dev(0, ColCard::Soldier, false);  // 7: rounded down 3
  CHECK(price().food == 3);
  // Bought: paid (food from the fuller pile), then the card drawn by the deck's composition.
  ColPos buy(2);
  buy.village(0, 8).give(0, {1, 1, 1, 2, 1}).at(ColStage::Winter);
  buy.act("buy_dev");
  CHECK(buy.st().seat[0].hand[Grain] == 1);
  CHECK(buy.st().seat[0].hand[Wool] == 1);
  CHECK(buy.odds().at("dev soldier") == doctest::Approx(14.0 / 25));
  buy.act("dev palace");
  CHECK(buy.st().seat[0].dev_held[ColCard::Palace] == 1);
  CHECK(buy.phase() == "winter");
}

TEST_CASE("winter: cards played: Palace makes a village a city, Monopoly names a resource, Road Building gives 3 "
          "roads and cheaper roads, Year of Plenty the next harvest") {
  ColPos pos(2);
  pos.village(0, 8).village(0, 0).dev(0, ColCard::Palace, false).dev(0, ColCard::Monopoly, false);
  pos.dev(0, ColCard::RoadBuilding, false).dev(0, ColCard::YearOfPlenty, false).at(ColStage::Winter);
  CHECK(pos.legal() == names({"play monopoly, play palace, play road_building, play year_of_plenty, winter_done"}));
  pos.act("play palace");
  CHECK(pos.legal() == names({"palace v0, palace v8"}));
  pos.act("palace v8");
  CHECK(pos.st().city.test(8));
  pos.act("play monopoly");
  CHECK(pos.legal() == names({"monopoly brick, monopoly grain, monopoly lumber, monopoly ore, monopoly wool"}));
  pos.act("monopoly ore");
  CHECK(pos.st().seat[0].monopoly == 1 << Ore);
  pos.act("play road_building").act("play year_of_plenty");
  CHECK(pos.st().seat[0].free_roads == 3);
  CHECK(pos.st().seat[0].plenty_next == 1);
  const ColCost road = col::road_cost(pos.st(), 0);
  CHECK((road.lumber_or_brick == 1 && road.fixed == std::array<int, 5>{}));
  CHECK(pos.st().seat[0].dev_played[ColCard::Palace] == 1);
}

TEST_CASE("winter: an offer is written card by card, bounded, and accepted or declined by its target") {
  ColPos pos(2);
  pos.give(0, {2, 0, 0, 0, 0}).give(1, {0, 0, 0, 1, 1}).at(ColStage::Winter);
  CHECK(pos.legal() == names({"offer p1, winter_done"}));
  pos.act("offer p1");
  CHECK(pos.legal() == names({"offer_ask grain, offer_ask ore, offer_cancel, offer_give lumber"}));
  pos.act("offer_give lumber").act("offer_give lumber");
  CHECK(pos.legal() == names({"offer_ask grain, offer_ask ore, offer_cancel"}));
  pos.act("offer_ask ore").act("offer_send");
  CHECK(pos.g.current_player(pos.s) == 1);
  CHECK(pos.legal() == names({"accept, decline"}));
  pos.act("accept");
  CHECK(pos.st().seat[0].hand[Ore] == 1);
  CHECK(pos.st().seat[1].hand[Lumber] == 2);
  // A second offer is the last this Winter (col_offers = 2).
  pos.act("offer p1").act("offer_give ore").act("offer_ask grain").act("offer_send").act("decline");
  CHECK(pos.st().seat[0].hand[Ore] == 1);
  CHECK(pos.legal() == "winter_done");
  // Cards per side are bounded (col_offer_cards = 3).
  ColPos many(2);
  many.give(0, {5, 0, 0, 0, 0}).give(1, {0, 0, 0, 0, 5}).at(ColStage::Winter);
  many.play({"offer p1", "offer_give lumber", "offer_give lumber", "offer_give lumber"});
  CHECK(many.legal() == names({"offer_ask ore, offer_cancel"}));
}
