#pragma once
// The rules' shared helpers, internal to core/conquest: reading a position
// (levels, owners, points, units), the moves' legality (cq_units.cpp,
// cq_combat.cpp, cq_build.cpp) and the steps of the turn machine
// (cq_turn.cpp, cq_roll.cpp) that the other parts call.
#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/conquest/cq_game.h"

namespace catanlab::cq {

inline CqPhase phase(const CqState& s) { return CqPhase(s.phase); }
inline int turn_player(const CqState& s) { return s.order[s.turn_pos]; }
inline const Cost& cost(const CqGame& g, CqPurchase p) { return g.opt().costs[p]; }
// The purchase that builds a unit of kind `k` (purchases follow UnitKind's order from the knight).
inline CqPurchase unit_purchase(UnitKind k) { return CqPurchase(BuyKnight + int(k) - int(UnitKind::Knight)); }
// A list block's labels: `prefix` then each number from `from` to `to` ("u0", "u1", ...).
std::vector<std::string> labels(std::string_view prefix, int from, int to);

// ---- Pieces ----
// The level of the building on `h` (0: none, 1 settlement, 2 city, 3 castle) and its seat (-1: none).
int level_at(const CqState& s, int h);
int owner_at(const CqState& s, int h);
// The resource or gold hexes a building on `h` collects from: `h` and its neighbours.
HexSet catchment(const CqGame& g, int h);
// Sets the building on `h` to `seat` at `level` (0 removes it).
void set_building(CqState& s, int h, int seat, int level);

int unit_range(UnitKind k);   // movement points per turn
// 1 for knights and ships, 2 for archers, cavalry, cargo ships and the galley (inline: points reads it per slot)
constexpr int unit_points(UnitKind k) {
  return k == UnitKind::None ? 0 : k == UnitKind::Knight || k == UnitKind::Ship ? 1 : 2;
}
inline UnitKind kind_of(const CqUnit& u) { return UnitKind(u.kind); }
inline bool standing(const CqUnit& u) { return is_knight(kind_of(u)) && !u.carrier; }
int count_kind(const CqSeat& p, UnitKind k);
// Read from the units themselves (validation, before the caches are rebuilt; the invariants).
int count_knights(const CqSeat& p);
int count_ships(const CqSeat& p);
HexSet standing_knights(const CqSeat& p);     // hexes with a standing knight of the seat
int aboard(const CqSeat& p, int cargo_slot);  // knights carried by that cargo ship
// The seat's units summed up again (CqSeat::forces): after any change to its units' kinds, hexes,
// carriers or actions taken but a single unit's move or action (those keep it themselves).
void refresh_forces(CqSeat& p);
// The seat's units on `h` that count there (standing knights on land, ships on sea).
int units_on(const CqSeat& p, int h);
// Every other seat's units on `h`.
int enemy_units_on(const CqState& s, int seat, int h);
// Removes a unit; a sinking cargo ship drowns the knights aboard.
void remove_unit(CqState& s, int seat, int slot);

// ---- Points and tokens ----
int points(const CqState& s, int seat);
int total_tokens(const CqSeat& p);
void award(CqState& s, int seat, Token t, int n = 1);
// The seats with the most points, ties broken by points + knights + ships + gold + resources (bits).
uint8_t leaders(const CqState& s);
// The single seat with the most / fewest points, or -1 on a tie (from the seats' points when given).
int single_leader(const CqState& s);
int single_last(const CqState& s);
int single_leader(const int* points, int seats);
int single_last(const int* points, int seats);
// Tokens a seat takes when its pieces reach a count or shape (Armada, Legion, Metropolis, Great Wall, Fortress);
// `wall`: the wall just set, the only one whose group changed (-1: every group of the seat's is judged).
void check_standing_tokens(const CqGame& g, CqState& s, int seat, int wall = -1);
// Armada and Legion alone: a unit built changes no building or wall, which the others were checked at.
void check_unit_tokens(CqState& s, int seat);
// Traveller for the unit (and the knights aboard a cargo ship) once far enough from home.
void check_traveller(const CqGame& g, CqState& s, int seat, int slot);

// ---- The turn ----
// Inline: asked per unit at every listing.
inline bool attack_phase(const CqGame& g, const CqState& s) {
  return s.round > 0 && (s.round - 1) / g.opt().phase_rounds % 2 == 1;
}
void to_main(CqState& s);  // back to the turn player's main phase
void start_turn(CqState& s);
void end_turn(const CqGame& g, CqState& s);
void finish_round(const CqGame& g, CqState& s);  // after the round's free card
void finish_setup(const CqGame& g, CqState& s);

// ---- The roll ----
void apply_roll(const CqGame& g, CqState& s, int roll);
void continue_events(const CqGame& g, CqState& s);  // the next due event, else the rewards and Main
void victim_chosen(const CqGame& g, CqState& s, int victim);
void dragon_hits(const CqGame& g, CqState& s, int h);
void reduce_building(CqState& s, int h);
void advance_harvest(const CqGame& g, CqState& s);
// The resource kinds the harvesting building may pick now (bits).
unsigned harvest_choices(const CqGame& g, const CqState& s);

// ---- Building ----
inline bool can_pay(const CqSeat& p, const Cost& c) {  // inline: a Main listing asks it for every purchase
  bool pays = true;
  for (int r = 0; r < kNumResources; ++r) pays &= p.hand[r] >= c[r];
  return pays;
}
void pay(CqState& s, int seat, const Cost& c);
// The free sides of the hexes the seat has settled or where its knight stands (`knights`).
EdgeSet wall_sides(const CqGame& g, const CqState& s, int seat, const HexSet& knights);
// Unsettled hexes where the seat's knight stands or beside one of its ships on the coast.
HexSet settlement_sites(const CqGame& g, const CqState& s, int seat);
HexSet knight_sites(const CqGame& g, const CqState& s, int seat);
HexSet ship_sites(const CqGame& g, const CqState& s, int seat);
// The unit kinds whose limits leave room for one more of the seat's (bits by UnitKind; the turn's
// limit and the cost are the caller's).
unsigned unit_room(const CqGame& g, const CqSeat& p);
int free_slot(const CqSeat& p, UnitKind k);  // -1: none
// The seat's rate for giving each resource to the bank: 4, or a port's with its ship on it (the
// resources given at 2:1 and at 3:1, as bits).
struct PortRates {
  unsigned two = 0, three = 0;
  int rate(int r) const { return two >> r & 1 ? 2 : three >> r & 1 ? 3 : 4; }
};
PortRates port_rates(const CqGame& g, const CqState& s, int seat);

// ---- Units ----
// What bounds a seat's units now, gathered once for all of them (the moves below take it or gather it).
struct Surroundings {
  EdgeSet walls;         // the other seats' walls
  HexSet enemy_settled;  // the other seats' buildings
  HexSet enemy_pieces;   // with `attacks`: those, the other seats' standing knights and ships (what may be attacked)
  HexSet boardable;      // the seat's cargo ships with room aboard
};
Surroundings surroundings(const CqGame& g, const CqState& s, int seat, bool attacks = false);
// The hexes the unit may move to now, with the steps each costs (`cost`, indexed by hex); with
// `first`, the search stops after the first step that finds a hex (whether the unit can move at all),
// with a `target`, after the step that finds it (its cost). A ship's come from the board's tables
// and read no surroundings (`around` may be null).
HexSet reachable(const CqGame& g, const CqState& s, int seat, int slot, uint8_t* cost, bool first = false);
HexSet reachable(const CqGame& g, const CqState& s, const Surroundings* around, int seat, int slot, uint8_t* cost,
                 bool first = false, int target = -1);
// The action kind is free this turn (inline, like the two below: asked per unit at every listing).
inline bool may_act(const CqUnit& u, UnitAct act) {
  if (u.used & act) return act == ActMove && u.steps > 0;  // a move goes on
  return std::popcount(unsigned(u.used)) < 2 && (act != ActMove || u.steps > 0);
}
// The unit may hunt or fish now: a standing knight or a ship (never carried) with foraging free.
inline bool forager(const CqUnit& u) { return u.kind && !u.carrier && may_act(u, ActForage); }
// Marks the slot's action kind taken (any action but a move ends the unit's movement), in its
// seat's forces too.
void acted(CqSeat& p, int slot, UnitAct act);
void move_unit(const CqGame& g, CqState& s, int seat, int slot, int to);
EdgeSet breachable(const CqGame& g, const CqState& s, int seat, int slot);
EdgeSet breachable(const CqGame& g, const CqState& s, const Surroundings& around, int seat, int slot);
inline bool can_hunt(const CqState& s, int seat, int slot) {
  const CqUnit& u = s.seats[seat].units[slot];
  return standing(u) && may_act(u, ActForage);
}
inline bool can_fish(const CqState& s, int seat, int slot) {
  const CqUnit& u = s.seats[seat].units[slot];
  return is_ship(kind_of(u)) && may_act(u, ActForage);
}
// `around`: the seat's surroundings, gathered here at the first unit that needs them (kept for the next);
// `attacks`: attack_phase, read once by the caller (a division).
bool can_act(const CqGame& g, const CqState& s, std::optional<Surroundings>& around, int seat, int slot, bool attacks);
// The cache of the turn player's Main listing (CqState::able, wall_room, ports_*): rebuilt whole, or after
// an action of one unit that changed nothing the others' judgement reads (`walls`: it was a knight's move).
void refresh_main(const CqGame& g, CqState& s);
void refresh_unit(const CqGame& g, CqState& s, int slot, bool walls);
void refresh_walls(const CqGame& g, CqState& s);  // wall_room alone: after the seat's own walls or buildings changed
void refresh_ports(const CqGame& g, CqState& s);  // ports_two, ports_three alone: after a ship of the seat moved

// ---- Combat ----
// Calls f(kind, owner) for every piece on `h` the unit may attack now (kind None: a building).
template <class F>
void for_each_target(const CqGame& g, const CqState& s, int seat, int slot, int h, F&& f);
HexSet attack_hexes(const CqGame& g, const CqState& s, const Surroundings& around, int seat, int slot);
int target_index(UnitKind kind, int owner);  // in the target block
// The owner's units that must be beaten before the target (slot bits); 0: the target is undefended.
uint32_t front(const CqGame& g, const CqState& s, int attacker_seat, int slot, int h, UnitKind kind, int owner);
// The attacking unit's chance to win a battle against the pending defender.
double attack_odds(const CqState& s);
// P(a + attack > d + defend | a + attack != d + defend) for two d6.
double win_probability(int attack, int defend);
void begin_battle(const CqGame& g, CqState& s, int defender_slot);
void resolve_battle(const CqGame& g, CqState& s, bool attacker_wins);
void award_defenders(CqState& s);  // the turn's Defender tokens, at its end

}  // namespace catanlab::cq

#include "core/conquest/cq_targets.h"
