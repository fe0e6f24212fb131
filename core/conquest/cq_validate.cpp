// The checks of a Conquest State's fields (Game::validate_fields), by their
// JSON names: each in its range, and the rules between fields that the moves
// keep: pieces on the board's places, one building or wall per place, units
// where their kind may stand, cards and resources adding up to the box, and
// the fields each phase reads (and only those) holding what it needs.
#include <bit>
#include <fmt/format.h>

#include "core/conquest/cq_rules.h"
#include "core/field_check.h"

namespace catanlab {

using namespace cq;

namespace {

bool in_turn(CqPhase ph) { return ph >= CqPhase::PreRoll && ph != CqPhase::GameOver; }
bool setup(CqPhase ph) { return ph <= CqPhase::SetupFound; }
bool event_phase(CqPhase ph) { return ph >= CqPhase::EventVictim && ph <= CqPhase::Disease; }
bool unit_phase(CqPhase ph) {
  return ph == CqPhase::UnitOrders || ph == CqPhase::AttackTarget || ph == CqPhase::Defend || ph == CqPhase::Battle ||
         ph == CqPhase::BreachRoll || ph == CqPhase::HuntRoll || ph == CqPhase::FishRoll;
}
bool attack_step(CqPhase ph) { return ph == CqPhase::Defend || ph == CqPhase::Battle; }
bool offer_phase(CqPhase ph) { return ph >= CqPhase::OfferBuild && ph <= CqPhase::OfferChoose; }

void check_units(const CqGame& g, const CqState& s, int q, bool active, const FieldCheck& c) {
  const CqSeat& p = s.seats[q];
  const CqOptions& o = g.opt();
  const int H = g.topo().num_hexes;
  for (int i = 0; i < kUnitSlots; ++i) {
    const CqUnit& u = p.units[i];
    const FieldCheck uc = c.at(fmt::format("units[slot {}]", i));
    if (!u.kind) {
      uc.require(u.hex == 0 && u.home == 0 && u.steps == 0 && u.used == 0 && u.flags == 0 && u.carrier == 0 &&
                     u.padding_ == 0, "", "an empty slot with fields");
      continue;
    }
    const UnitKind k = kind_of(u);
    uc.require(u.kind < kNumUnitKinds && is_knight(k) == (i < kKnightSlots), "kind",
               i < kKnightSlots ? "slots 0..9 hold knights" : "slots 10..19 hold ships");
    uc.range("hex", u.hex, 0, H - 1);
    uc.range("home", u.home, 0, H - 1);
    uc.range("steps", u.steps, 0, active ? unit_range(k) : 0);
    uc.require(u.used <= kAllActs && std::popcount(unsigned(u.used)) <= 2 && (active || !u.used), "used",
               "two action kinds at most, and only on the owner's turn");
    uc.range("flags", u.flags, 0, kBlessed | kTravelled);
    const bool sea = g.board().sea.test(u.hex);
    if (is_ship(k)) {
      uc.require(sea && g.board().sea.test(u.home), "hex", "ships stand and are built on sea hexes");
      uc.require(u.carrier == 0, "carrier", "ships are carried by none");
      if (k == UnitKind::Cargo) uc.require(aboard(p, i) <= o.cargo_capacity, "", "more knights aboard than the ship carries");
    } else {
      uc.require(g.topo().land.test(u.home), "home", "knights are built on land");
      if (u.carrier) {
        const int ship = u.carrier - 1;
        uc.require(ship >= kKnightSlots && ship < kUnitSlots && kind_of(p.units[ship]) == UnitKind::Cargo &&
                       p.units[ship].hex == u.hex, "carrier", "not one of the seat's cargo ships on the knight's hex");
      } else {
        uc.require(!sea, "hex", "a knight not aboard a ship stands on land");
      }
    }
  }
  c.require(count_knights(p) <= o.knights && count_ships(p) <= o.ships &&
                count_kind(p, UnitKind::Cargo) <= o.cargo_ships && count_kind(p, UnitKind::Galley) <= o.galleys,
            "units", "more units of a kind than a seat may have");
}

void check_seats(const CqGame& g, const CqState& s, const FieldCheck& c) {
  const int n = s.num_players;
  const CqPhase ph = phase(s);
  HexSet settled;
  EdgeSet walls;
  std::array<int, kNumResources> resources{};
  std::array<int, kNumDevCards> cards{};
  for (int q = 0; q < n; ++q) {
    const CqSeat& p = s.seats[q];
    const FieldCheck pc = c.at(fmt::format("seats[{}]", q));
    const bool active = in_turn(ph) && q == turn_player(s) && !(ph == CqPhase::DrawCard && s.draw_free);
    check_units(g, s, q, active, pc);
    pc.below("buildings", p.settled, g.topo().num_hexes, "hexes");
    pc.within("buildings", p.settled, g.topo().land, "land hexes");
    pc.require(!(p.settled & settled).any(), "buildings", "a hex another seat has settled");
    settled |= p.settled;
    pc.within("walls", p.walls, g.topo().land_edges, "sides of land hexes");
    pc.require(!(p.walls & walls).any(), "walls", "a side another seat has walled");
    pc.range("walls", p.walls.count(), 0, g.opt().walls);
    walls |= p.walls;
    for (int r = 0; r < kNumResources; ++r) resources[r] += p.hand[r];
    pc.require(p.dev[CardVictoryPoint] == 0 && p.dev_new[CardVictoryPoint] == 0, "dev", "Victory Point cards are shown at once");
    for (int k = 0; k < kNumDevCards; ++k) {
      cards[k] += p.dev[k];
      pc.require(p.dev_new[k] <= p.dev[k] && (!p.dev_new[k] || active), "dev_new",
                 "cards bought this turn: held by the seat whose turn it is");
    }
    cards[CardVictoryPoint] += p.vp_cards;
    pc.require(total_tokens(p) >= 0, "balance_out", "more tokens given than held");
    const bool landed = p.units[0].kind || !setup(ph) || q < s.to_move;
    pc.require(landed ? p.start_island < g.board().num_islands : p.start_island == kCqNone, "start_island",
               landed ? "not an island of the board" : "set before the seat landed");
  }
  c.require((s.cities - settled).count() == 0 && (s.castles - s.cities).count() == 0, "seats",
            "a city or castle level on a hex without a building");
  for (int r = 0; r < kNumResources; ++r)
    c.require(resources[r] + s.bank[r] == g.opt().bank_per_resource, fmt::format("bank[{}]", r),
              fmt::format("{} in the bank and the hands, the box holds {}", resources[r] + s.bank[r], g.opt().bank_per_resource));
  for (int k = 0; k < kNumDevCards; ++k)
    c.require(cards[k] + s.deck[k] + s.played[k] == g.opt().deck[k], fmt::format("deck.{}", kDevCardNames[k]),
              fmt::format("held, left and played add up to {}, the deck holds {}", cards[k] + s.deck[k] + s.played[k],
                          g.opt().deck[k]));
}

void check_board(const CqGame& g, const CqState& s, const FieldCheck& c) {
  const CqBoard& b = g.board();
  for (int h = 0; h < g.topo().num_hexes; ++h) {
    const Terrain t = Terrain(s.terrain[h]);
    c.require(s.terrain[h] < kNumTerrains && (t == Terrain::Sea) == b.sea.test(h), fmt::format("terrain[{}]", h),
              "sea and land are the board's");
    const int n = s.number[h];
    const bool numbered = b.fish.test(h) || terrain_resource(t) >= 0 || t == Terrain::Gold;
    c.require(n == 0 || (numbered && n >= 2 && n <= 12 && n != 7), fmt::format("numbers[{}]", h),
              "2-6 or 8-12, on a producing hex or a fish shoal");
  }
}

void check_setup(const CqGame& g, const CqState& s, const FieldCheck& c) {
  const CqPhase ph = phase(s);
  c.require(s.round == 0, "round", "0 during set-up");
  for (int q = 0; q < s.num_players; ++q) {
    const CqSeat& p = s.seats[q];
    const FieldCheck pc = c.at(fmt::format("seats[{}]", q));
    const bool done = q < s.to_move, mine = q <= s.to_move;
    const bool ship = done || (mine && ph != CqPhase::SetupPort);
    const bool knight = done || (mine && (ph == CqPhase::SetupMarch || ph == CqPhase::SetupFound));
    for (int i = 0; i < kUnitSlots; ++i) {
      const bool expected = (i == 0 && knight) || (i == kKnightSlots && ship);
      pc.require(bool(p.units[i].kind) == expected, fmt::format("units[slot {}]", i),
                 expected ? "the set-up's unit is missing" : "no other unit during set-up");
    }
    if (ship) pc.require(kind_of(p.units[kKnightSlots]) == UnitKind::Ship && g.board().start_ports.test(p.units[kKnightSlots].hex),
                         "units[slot 10]", "the set-up ship stands on a start port");
    if (knight) pc.require(kind_of(p.units[0]) == UnitKind::Knight, "units[slot 0]", "the set-up knight");
    HexSet allowed;
    if (done) allowed.set(p.units[0].hex);
    pc.require((p.settled - allowed).count() == 0 && p.walls.count() == 0, "buildings",
               "a set-up settlement stands on its knight's hex, once the seat is done");
  }
  HexSet ports;
  for (int q = 0; q < s.num_players; ++q)
    if (s.seats[q].units[kKnightSlots].kind) {
      c.require(!ports.test(s.seats[q].units[kKnightSlots].hex), "seats", "two ships on one start port");
      ports.set(s.seats[q].units[kKnightSlots].hex);
    }
}

// The fields a phase reads: each holds what the phase needs; outside it, its idle value.
void check_phase(const CqGame& g, const CqState& s, const FieldCheck& c) {
  const CqPhase ph = phase(s);
  const int n = s.num_players, tp = turn_player(s);
  const bool attack = attack_step(ph) || ph == CqPhase::AttackTarget;
  auto idle = [&](bool live, const char* field, int value, int idle_value) {
    if (!live) c.require(value == idle_value, field, fmt::format("{} outside the phases that use it", value));
  };
  // Who is asked: the turn player, but for a defence, Robin Hood's leader, a harvest's and an offer's seats.
  if (ph == CqPhase::Defend) c.require(s.to_move == s.target_seat, "to_move", "the attacked seat defends");
  else if (ph == CqPhase::RobinHoodGive) c.require(s.to_move == single_leader(s), "to_move", "the leader gives");
  else if (ph == CqPhase::GameOver) c.require(s.to_move == 0, "to_move", "0 once the game is over");
  else if (!setup(ph) && ph != CqPhase::Harvest && ph != CqPhase::OfferAnswer)
    c.require(s.to_move == tp, "to_move", "the seat whose turn it is");
  // The selected unit.
  if (unit_phase(ph)) {
    c.require(s.selected < kUnitSlots && s.seats[tp].units[s.selected].kind, "selected", "not a unit of the seat whose turn it is");
  }
  idle(unit_phase(ph), "selected", s.selected, kCqNone);
  // An attack.
  if (attack) {
    c.range("target_hex", s.target_hex, 0, g.topo().num_hexes - 1);
  }
  if (attack_step(ph)) {
    c.require(s.target_seat < n && s.target_seat != tp, "target_seat", "not another seat");
    c.range("target_kind", s.target_kind, 0, kNumUnitKinds - 1);
    bool named = false;
    for_each_target(g, s, tp, s.selected, s.target_hex,
                    [&](UnitKind k, int q) { named = named || (int(k) == s.target_kind && q == s.target_seat); });
    c.require(named, "target_kind", "not a piece the unit may attack");
  }
  if (ph == CqPhase::Battle) {
    const uint32_t f = front(g, s, tp, s.selected, s.target_hex, UnitKind(s.target_kind), s.target_seat);
    c.require(s.defender_slot == kCqNone ? f == 0 && s.target_kind == 0 : s.defender_slot < kUnitSlots && (f >> s.defender_slot & 1),
              "defender_slot", "not a defender of the attacked piece");
    bool recorded = false;
    for (int i = 0; i < s.num_battles; ++i)
      recorded = recorded || (s.battles[i].hex == s.target_hex && (s.battles[i].attackers >> s.selected & 1));
    c.require(recorded, "battles", "the battle is not recorded");
  }
  idle(attack, "target_hex", s.target_hex, 0);
  idle(attack_step(ph), "target_kind", s.target_kind, 0);
  idle(attack_step(ph), "target_seat", s.target_seat, 0);
  idle(ph == CqPhase::Battle, "defender_slot", s.defender_slot, kCqNone);
  // Walls and breaches.
  if (ph == CqPhase::WallTo) c.require(s.wall_moved == 0 && s.edge < g.topo().num_edges, "edge", "a wall being moved");
  if (ph == CqPhase::BreachRoll) {
    bool walled = false;
    for (int q = 0; q < n; ++q) walled = walled || (q != tp && s.seats[q].walls.test(s.edge));
    c.require(walled && breachable(g, s, tp, s.selected).test(s.edge), "edge", "not a wall the unit may breach");
  }
  idle(ph == CqPhase::WallTo || ph == CqPhase::BreachRoll, "edge", s.edge, 0);
  // The roll's events.
  if (event_phase(ph)) c.require(s.event != 0 && s.event <= uint8_t(CqEvent::Disease), "event", "not an event");
  if (ph >= CqPhase::DragonHit && ph <= CqPhase::Disease) {
    c.require(s.victim < n, "victim", "not a seat");
    const CqSeat& v = s.seats[s.victim];
    const CqEvent e = CqEvent(s.event);
    c.require(ph == CqPhase::DragonHit || ph == CqPhase::DragonFight ? e == CqEvent::Dragon
              : ph == CqPhase::Storm ? e == CqEvent::Storm : e == CqEvent::Disease, "event", "not this phase's event");
    if (ph == CqPhase::DragonHit) c.require(v.settled.any(), "victim", "the dragon's victim has no building");
    if (ph == CqPhase::Storm) c.require(count_ships(v) > 0, "victim", "the storm's victim has no ship");
    if (ph == CqPhase::Disease) c.require(count_knights(v) > 0, "victim", "the disease's victim has no knight");
    if (ph == CqPhase::DragonFight)
      c.require(s.dragon_hex < g.topo().num_hexes && v.settled.test(s.dragon_hex) && standing_knights(v).test(s.dragon_hex),
                "dragon_hex", "not a building of the victim with its knight on it");
  }
  if (ph == CqPhase::EventVictim) c.require(std::popcount(leaders(s)) > 1, "event", "a single leader needs no draw");
  idle(event_phase(ph), "event", s.event, 0);
  idle(ph >= CqPhase::DragonHit && ph <= CqPhase::Disease, "victim", s.victim, kCqNone);
  idle(ph == CqPhase::DragonFight, "dragon_hex", s.dragon_hex, kCqNone);
  idle(event_phase(ph), "dragon_due", s.dragon_due, 0);
  idle(event_phase(ph), "storm_due", s.storm_due, 0);
  idle(event_phase(ph), "disease_due", s.disease_due, 0);
  idle(event_phase(ph), "received", s.received, 0);
  c.require(s.storm_due <= 1 && s.disease_due <= 1 && s.received < (1u << n), "storm_due", "flags 0..1, seats");
  c.range("dragon_gold", s.dragon_gold, 0, g.opt().dragon_gold - 1);
  // A 7's harvest.
  if (ph == CqPhase::Harvest) {
    c.require(s.last_roll == 7, "last_roll", "a harvest follows a 7");
    c.require(s.harvest_hex < g.topo().num_hexes && s.seats[s.to_move].settled.test(s.harvest_hex), "harvest_hex",
              "not a building of the harvesting seat");
    c.range("harvest_left", s.harvest_left, 1, level_at(s, s.harvest_hex));
  }
  idle(ph == CqPhase::Harvest, "harvest_hex", s.harvest_hex, kCqNone);
  idle(ph == CqPhase::Harvest, "harvest_left", s.harvest_left, 0);
  // Cards.
  if (ph == CqPhase::Plenty) c.range("picks_left", s.picks_left, 1, 2);
  if (ph == CqPhase::RobinHoodGive) {
    int cards = 0;
    for (int r = 0; r < kNumResources; ++r) cards += s.seats[s.to_move].hand[r];
    c.require(s.robin_to < n && s.robin_to != s.to_move, "robin_to", "not another seat");
    c.range("picks_left", s.picks_left, 1, cards);
  }
  idle(ph == CqPhase::Plenty || ph == CqPhase::RobinHoodGive, "picks_left", s.picks_left, 0);
  idle(ph == CqPhase::RobinHoodGive, "robin_to", s.robin_to, kCqNone);
  if (ph == CqPhase::DrawCard) {
    c.require(s.draw_for < n && s.draw_free <= 1, "draw_for", "a seat draws");
    if (s.draw_free) c.require(s.turn_pos == n - 1 && s.draw_for == single_last(s), "draw_free", "the round's free card goes to the last");
    int deck = 0;
    for (uint8_t k : s.deck) deck += k;
    c.require(deck > 0, "deck", "a draw from an empty deck");
  }
  idle(ph == CqPhase::DrawCard, "draw_for", s.draw_for, kCqNone);
  idle(ph == CqPhase::DrawCard, "draw_free", s.draw_free, 0);
  if (ph == CqPhase::PreRoll || ph == CqPhase::LoadedSum || ph == CqPhase::Dice)
    c.require(s.last_roll == 0, "last_roll", "0 before the roll");
  if (ph == CqPhase::PreRoll) c.require(s.seats[tp].dev[CardLoadedDice] > 0 && !s.dev_played, "phase", "Loaded Dice to play");
  c.require(s.last_roll == 0 || (s.last_roll >= 2 && s.last_roll <= 12), "last_roll", "0 or 2..12");
  // A domestic offer.
  int give = 0, ask = 0;
  for (int k = 0; k < kNumGoods; ++k) {
    give += s.offer_give[k], ask += s.offer_ask[k];
    c.require(!(s.offer_give[k] && s.offer_ask[k]) && s.offer_give[k] <= s.seats[tp].hand[k], "offer_give",
              "a card both given and asked, or more than the proposer holds");
  }
  if (offer_phase(ph)) {
    c.require(give > 0 && give <= g.opt().max_offer_cards && ask <= g.opt().max_offer_cards, "offer_give",
              "an offer gives 1 card or more, each side within max_offer_cards");
  } else {
    c.require(give == 0 && ask == 0, "offer_give", "an offer outside the offer phases");
  }
  const bool answering = ph == CqPhase::OfferAnswer || ph == CqPhase::OfferChoose;
  if (answering) {
    c.require(ask > 0 && (s.offer_asked & (1u << tp)) == 0 && s.offer_asked < (1u << n) && s.offer_asked, "offer_asked",
              "the other seats asked");
    for (int q = 0; q < n; ++q)
      if (s.offer_asked >> q & 1)
        for (int k = 0; k < kNumGoods; ++k)
          c.require(s.seats[q].hand[k] >= s.offer_ask[k], "offer_asked", "a seat asked that cannot pay");
    c.require((s.offer_accepted & ~s.offer_asked) == 0, "offer_accepted", "a seat not asked");
  }
  if (ph == CqPhase::OfferAnswer) c.require(s.offer_asked >> s.to_move & 1, "to_move", "not an asked seat");
  if (ph == CqPhase::OfferChoose) c.require(s.offer_accepted != 0, "offer_accepted", "nobody accepted");
  idle(answering, "offer_asked", s.offer_asked, 0);
  idle(answering, "offer_accepted", s.offer_accepted, 0);
}

void check_turn(const CqGame& g, const CqState& s, const FieldCheck& c) {
  const CqOptions& o = g.opt();
  const int n = s.num_players, tp = turn_player(s);
  const bool turn = in_turn(phase(s)) && !(phase(s) == CqPhase::DrawCard && s.draw_free);
  c.range("units_built", s.units_built, 0, turn ? o.units_per_turn : 0);
  c.range("wall_moved", s.wall_moved, 0, turn);
  c.range("dev_played", s.dev_played, 0, turn);
  c.range("offers_made", s.offers_made, 0, turn ? o.max_offers_per_turn : 0);
  c.require((s.partners & 0x7F & ~((1u << n) - 1)) == 0 && !(s.partners >> tp & 1) && (turn || !s.partners), "partners",
            "other seats of this game, in a turn");
  c.range("battles", s.num_battles, 0, turn ? kUnitSlots : 0);
  for (int i = 0; i < s.num_battles; ++i) {
    const CqBattle& b = s.battles[i];
    const FieldCheck bc = c.at(fmt::format("battles[{}]", i));
    bc.range("hex", b.hex, 0, g.topo().num_hexes - 1);
    bc.require(b.defender < n && b.defender != tp, "defender", "not another seat");
    bc.require(b.attackers != 0 && b.attackers < (1u << kUnitSlots), "attackers", "slots 0..19, one at least");
    for (int k = 0; k < i; ++k) bc.require(s.battles[k].hex != b.hex, "hex", "one battle per hex");
  }
}

}  // namespace

void CqGame::validate_fields(const State& state) const {
  const CqState& s = cq_state(state);
  const FieldCheck c("state");
  const int n = num_players_;
  c.require(s.num_players == n, "players", fmt::format("{}, this game has {}", s.num_players, n));
  c.require(s.phase < kNumCqPhases, "phase", "not a phase");
  c.range("to_move", s.to_move, 0, n - 1);
  c.range("turn_pos", s.turn_pos, 0, n - 1);
  unsigned seen = 0;
  for (int q = 0; q < n; ++q) seen |= 1u << s.order[q];
  c.require(seen == (1u << n) - 1, "order", "not every seat once");
  const CqPhase ph = phase(s);
  c.range("round", s.round, setup(ph) ? 0 : 1, setup(ph) ? 0 : opt_.cq_rounds);
  if (ph == CqPhase::GameOver) {
    const int ended = (s.round - 1) * n + s.turn_pos + 1;
    c.require(s.capped <= 1 && (s.capped ? ended == opt_.turn_cap && ended < opt_.cq_rounds * n : s.round == opt_.cq_rounds), "capped",
              "the game ends after the last round, or when the turn cap's turn ends");
  } else {
    c.require(s.capped == 0, "capped", "set before the game is over");
  }
  for (int k = 0; k < 11; ++k) c.range(fmt::format("stack[{}]", k), s.stack[k], 0, 6 - std::abs(5 - k));
  int stack = 0;
  for (uint8_t k : s.stack) stack += k;
  c.require(stack > 0, "stack", "an empty dice stack is refilled at once");
  check_board(*this, s, c);
  check_seats(*this, s, c);
  if (setup(ph)) check_setup(*this, s, c);
  check_turn(*this, s, c);
  check_phase(*this, s, c);
}

}  // namespace catanlab
