// The rules between the base slice's fields that the moves keep, checked for a
// State read from bytes or JSON (Module::validate) after each field's declared
// range (base_slice.cpp): pieces on the board and in the box, cards in the box,
// what the phase under way needs.
#include "core/base/base_rules.h"
#include "core/standard/hand.h"
#include "core/standard/module_traits.h"
#include "core/base/pieces.h"
#include "core/base/turn.h"
#include "core/field_check.h"

namespace catanlab {

namespace {

// A seat's pieces: one per place, no more than the box holds.
void check_pieces(const StdGame& g, const PlayerState& p, const FieldCheck& c) {
  const Options& o = g.opt();
  c.require(!(p.settlements & p.cities).any(), "", "a settlement and a city share a vertex");
  c.require(p.settlements.count() <= o.settlements + p.extra_settlements && p.cities.count() <= o.cities &&
                p.roads.count() <= o.roads,
            "", "more pieces than the rule set allows");
}

// A seat's cards: what others deduce is a lower bound.
void check_cards(const PlayerState& p, const FieldCheck& c) {
  for (int k = 0; k < kNumCardKinds; ++k)
    c.require(p.known[k] <= p.hand[k], fmt::format("known[{}]", k),
              fmt::format("{} deduced, the hand holds {}", p.known[k], p.hand[k]));
}

// Set-up: each seat has placed a settlement (or city) and a road (or a module's path piece: a ship)
// beside it in each of its set-up turns so far, and the seat whose turn it is, in SetupRoad, the
// settlement that waits for its road.
void check_setup(const StdGame& g, const StdState& s) {
  const FieldCheck c("state");
  const Topology& t = g.topo();
  const int n = s.num_players, step = s.setup_step;
  c.range("setup_step", step, 0, g.opt().setup_rounds * n - 1);
  c.require(s.to_move == setup_seat(step, n), "to_move", fmt::format("not the seat of set-up placement {}", step));
  for (int q = 0; q < n; ++q) {
    int placed = 0;
    for (int i = 0; i < step; ++i) placed += setup_seat(i, n) == q;
    const PlayerState& p = s.base.players[q];
    const int buildings = buildings_of(p).count() - (s.phase == Phase::SetupRoad && q == s.to_move);
    const EdgeSet lines = p.roads | p.path_pieces;
    c.require(buildings == placed && lines.count() == placed, fmt::format("base.players[{}]", q),
              fmt::format("{} buildings and {} roads or path pieces after {} set-up placements", buildings_of(p).count(),
                          lines.count(), placed));
    lines.for_each([&](int e) {
      const auto& ends = t.edge_vertex[e];
      c.require(buildings_of(p).test(ends[0]) || buildings_of(p).test(ends[1]), fmt::format("base.players[{}].roads", q),
                fmt::format("{} {} is beside none of the seat's buildings", p.roads.test(e) ? "road" : "path piece", e));
    });
  }
}

}  // namespace

void BaseRules::validate(const StdGame& g, const StdState& s) const {
  const Topology& t = g.topo();
  const Options& o = g.opt();
  const BaseSlice& b = s.base;
  const int n = s.num_players;
  const FieldCheck c("state.base");
  VertexSet built;
  EdgeSet roads;
  std::array<int, kNumResources> cards{};  // per resource: in hands, then the bank too
  std::array<int, kNumDevKinds> devs{};    // per kind: held, played (knights), in the deck
  for (int q = 0; q < n; ++q) {
    const PlayerState& p = b.players[q];
    const FieldCheck pc = c.at(fmt::format("players[{}]", q));
    check_pieces(g, p, pc);
    pc.require(!(buildings_of(p) & built).any(), "settlements", "a vertex that another seat built on");
    pc.require(!(p.roads & roads).any(), "roads", "an edge that another seat's road takes");
    pc.require(!(p.roads & all_path_pieces(s)).any(), "roads", "an edge that a path piece (a module's: a ship) takes");
    built |= buildings_of(p);
    roads |= p.roads;
    check_cards(p, pc);
    for (int r = 0; r < kNumResources; ++r) cards[r] += p.hand[r];
    for (int k = 0; k < kNumDevKinds; ++k) devs[k] += p.dev[k];
    devs[Knight] += p.knights_played;
  }
  // The box: every resource card is in a hand or the bank; development cards held, played or in the deck.
  for (int r = 0; r < kNumResources; ++r)
    c.require(cards[r] + b.bank[r] == o.bank_per_resource, fmt::format("bank[{}]", r),
              fmt::format("{} in the bank and {} in hands, where the box has {}", b.bank[r], cards[r], o.bank_per_resource));
  for (int k = 0; k < kNumDevKinds; ++k)
    c.require(devs[k] + b.dev_deck[k] <= o.dev_deck[k], fmt::format("dev_deck[{}]", k),
              fmt::format("{} in the deck and {} dealt, where the box has {}", b.dev_deck[k], devs[k], o.dev_deck[k]));

  c.require(!(b.dormant - built).any(), "dormant", "a vertex without a building");
  // Without a robber (option robber = 0) the piece rests on hex 0, land or not (a board with no desert).
  // Off the board where a module keeps it there (StdGame::validate_fields checks that one does).
  c.require((b.robber < t.num_hexes && (!o.robber || t.land.test(b.robber))) || b.robber == robber_off_board(t), "robber",
            "not a land hex");
  c.require(b.last_roll == 0 || (b.last_roll >= 2 && b.last_roll <= 12), "last_roll",
            fmt::format("{} is not 0 (none) or a roll 2..12", b.last_roll));

  // What the phase under way needs; the base game's phases after the set-up come after all of it.
  if (s.phase > Phase::SetupRoad && s.phase <= Phase::SpecialBuild)
    FieldCheck("state").range("setup_step", s.setup_step, o.setup_rounds * n, o.setup_rounds * n);
  const PlayerState& mover = b.players[s.to_move];
  // The second seat's part of a paired turn comes after the roll, in the paired_players rule only.
  if (b.paired_part)
    c.require(o.paired_players && b.rolled && s.phase != Phase::PreRoll && s.phase != Phase::RollDice, "paired_part",
              "a second seat's part outside paired_players, or before a roll");
  // A special building phase (and the card drawn in it, or a module's phase there: a metropolis
  // placed) is another seat's than the turn's.
  if (b.special_left) {
    c.require(o.special_build && (s.phase == Phase::SpecialBuild || s.phase == Phase::DrawDev || s.phase > Phase::SpecialBuild),
              "special_left",
              "a special building phase outside the 5-6 extension's special_build or its phases");
    c.range("special_left", b.special_left, 1, n - 1);
    FieldCheck("state").require(s.to_move == seat_after(s, s.turn_player, n - b.special_left), "to_move",
                                "not the seat whose special building phase special_left leaves");
    return;
  }
  switch (s.phase) {
    case Phase::SetupSettlement:
      check_setup(g, s);
      break;
    case Phase::SetupRoad:
      check_setup(g, s);
      c.require(b.setup_vertex >= 0 && buildings_of(mover).test(b.setup_vertex), "setup_vertex",
                "not a building of the seat placing its set-up road");
      break;
    case Phase::Discard:
      c.require(mover.discard_left > 0, fmt::format("players[{}].discard_left", s.to_move), "0 for the seat discarding");
      break;
    case Phase::StealCard:
      FieldCheck("state").require(s.to_move == s.turn_player, "to_move", "not the seat whose turn it is");
      c.require(b.victim != kNobody && b.victim != s.turn_player, "victim", "none, or the thief, while a card is stolen");
      break;
    case Phase::PreRoll:
    case Phase::Main:
    case Phase::MoveRobber:
    case Phase::ChooseVictim:
    case Phase::RoadBuilding:
    case Phase::YearOfPlenty:
    case Phase::RollDice:
    case Phase::DrawDev:
      FieldCheck("state").require(s.to_move == s.turn_player, "to_move", "not the seat whose turn it is");
      break;
    case Phase::SpecialBuild:
      c.require(false, "special_left", "0 in a special building phase");
      break;
    case Phase::TradeBuild:
    case Phase::TradeRespond:
    case Phase::TradeChoose:
      FieldCheck("state").require((s.to_move == s.turn_player) == (s.phase != Phase::TradeRespond), "to_move",
                                  s.phase == Phase::TradeRespond ? "the proposer, asked to answer its own offer"
                                                                 : "not the proposer, whose turn it is");
      c.require(holds(b.players[s.turn_player].hand, b.offer.give), "offer.give", "more than the proposer holds");
      for (int q = 0; q < n; ++q)
        if ((b.offer.accepted >> q) & 1)
          c.require(q != s.turn_player && holds(b.players[q].hand, b.offer.get), "offer.accepted",
                    fmt::format("seat {} does not hold what the offer asks", q));
      break;
    default:
      break;
  }
}

}  // namespace catanlab
