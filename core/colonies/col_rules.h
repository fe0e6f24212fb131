#pragma once
// The Colonies family's rules as functions over a ColState, shared by its
// files: stances, armies, pieces, supply and roads (col_board.cpp), costs
// (col_costs.cpp), the season's pipeline (col_flow.cpp) and each season's
// steps (col_harvest, col_winter, col_write, col_explore, col_march,
// col_battle, col_build, col_turn, col_victory).
#include <algorithm>
#include <array>
#include <bit>
#include <cstring>

#include "core/board/terrain.h"
#include "core/colonies/col_game.h"

namespace catanlab::col {

using Out = Action*;  // a legal_actions buffer; each function returns the ids it wrote

// ---- Stances (Colonies §5.6): allies are mutual; war needs one side. ----
inline bool at_war(const ColState& s, int a, int b) {
  return a != b && (s.seat[a].stance[b] == War || s.seat[b].stance[a] == War);
}
inline bool allied(const ColState& s, int a, int b) {
  return a == b || (s.seat[a].stance[b] == Ally && s.seat[b].stance[a] == Ally);
}
inline bool active(const ColState& s, int p) { return !s.seat[p].out; }

// ---- Terrain ----
inline bool explored(const ColState& s, int h) { return s.explored.test(h); }
inline Terrain terrain(const ColState& s, int h) { return Terrain(s.terrain[h]); }
inline bool rough(Terrain t) { return t == Terrain::Forest || t == Terrain::Hills || t == Terrain::Mountains; }
inline bool heights(Terrain t) { return t == Terrain::Hills || t == Terrain::Mountains; }
inline bool flat(Terrain t) { return t == Terrain::Pasture || t == Terrain::Fields || t == Terrain::Desert; }
// The resource an explored tile yields, or -1.
inline int tile_resource(const ColState& s, int h) {
  return s.terrain[h] == kNone ? -1 : terrain_resource(Terrain(s.terrain[h]));
}

// ---- Armies ----
inline int regiments(const ColState& s, int h, int p) {
  return s.army[h][p][Infantry] + s.army[h][p][Cavalry] + s.army[h][p][Artillery];
}
inline int hostiles(const ColState& s, int h) { return s.npc[h][Hostile][0] + s.npc[h][Hostile][1]; }
inline int neutrals(const ColState& s, int h) { return s.npc[h][Neutral][0] + s.npc[h][Neutral][1]; }
void add_regiments(ColState& s, int h, int p, int kind, int n);
void remove_regiments(ColState& s, int h, int p, int kind, int n);
// p's army entered h: on the desert it owes the desert's roll (col_turn.cpp).
inline void entered(ColState& s, int p, int h) {
  if (h == s.fortress) s.desert_due = uint8_t(s.desert_due | 1 << p);
}
// Every regiment of p on h to p's routed pool.
void rout_army(ColState& s, int h, int p);
// Regiments of p on the board (not routed), and the seat's largest possible muster counts.
int regiments_on_board(const ColState& s, int p);
// Some seat at war with p, or hostile forces, stand on h.
bool enemy_on(const ColState& s, int h, int p);
// The tiles where they do. `hostile`: hostile_tiles(s), found once where several seats ask.
HexMask enemy_tiles(const ColState& s, int p);
HexMask enemy_tiles(const ColState& s, int p, const HexMask& hostile);
// Tiles where hostile forces stand.
HexMask hostile_tiles(const ColState& s);
// Some seat not allied with p, or hostile forces, stand on h: p may not build beside it.
bool occupied_against(const ColState& s, int h, int p);
// The tiles where they do (`hostile` as for enemy_tiles).
HexMask occupied_tiles(const ColState& s, int p);
HexMask occupied_tiles(const ColState& s, int p, const HexMask& hostile);
// Seats with regiments on h, as bits.
int seats_on(const ColState& s, int h);

// ---- Pieces ----
void place_village(const ColGame& g, ColState& s, int v, int p);
void place_road(ColState& s, int e, int p);
void make_city(ColState& s, int v);
void reduce_city(ColState& s, int v);
void remove_settlement(ColState& s, int v);
void remove_road(ColState& s, int e);
// The piece passes to `p` (a capture, a revolt, a liberation); kNpcSeat: the hostile forces.
void set_owner_v(ColState& s, int v, int p);
void set_owner_e(ColState& s, int e, int p);
// Settlements the hostile forces hold (col_active_hostiles).
VertexMask seized_corners(const ColGame& g, const ColState& s);
// Villages and cities of p's colour on the board (pieces used), and those p founded and holds.
int villages_founded(const ColState& s, int p);
int cities_founded(const ColState& s, int p);
int roads_founded(const ColState& s, int p);
int own_settlements(const ColState& s, int p);  // founded by p and held by p

// ---- Influence, supply, roads (Colonies §5.4) ----
bool threatened_path(const ColGame& g, const ColState& s, int e);   // against its holder
bool threatened_corner(const ColGame& g, const ColState& s, int v);  // against its holder
bool besieged(const ColGame& g, const ColState& s, int v);
// p's RoadNet (col_state.h); `hostile` as for enemy_tiles.
RoadNet road_net(const ColGame& g, const ColState& s, int p);
RoadNet road_net(const ColGame& g, const ColState& s, int p, const HexMask& hostile);
// Corners p's settlements reach along p's roads that no enemy threatens, never past another seat's settlement.
VertexMask network(const ColGame& g, const ColState& s, int p);
// Tiles where p's armies may stand: touching that network (`net`: p's road_net).
HexMask supplied_tiles(const ColGame& g, const ColState& s, int p);
HexMask supplied_tiles(const ColGame& g, const ColState& s, int p, const RoadNet& net);
// p's settlements an enemy threatens (threatened_corner), and those besieged, from p's road_net.
VertexMask threatened_corners(const ColGame& g, const ColState& s, int p, const RoadNet& net);
VertexMask besieged_corners(const ColGame& g, const ColState& s, int p, const RoadNet& net);
// Tiles p's roads join to tile `from` (its own roads, harbors joining two of its coastal settlements).
HexMask road_reach(const ColGame& g, const ColState& s, int p, int from);
HexMask road_reach(const ColGame& g, const ColState& s, int p, int from, const RoadNet& net);
// Support (Colonies §5.5): how many of each regiment p may have.
std::array<int, kRegimentKinds> support(const ColState& s, int p);
// Regiments of p of each kind: on the board and routed.
std::array<int, kRegimentKinds> regiment_counts(const ColState& s, int p);
// Settlement bonus to rolls of p's armies on h: +1 per village, +2 per city of p or its allies touching h.
int settlement_bonus(const ColGame& g, const ColState& s, int h, int p);

// ---- Costs (Colonies §5.2) ----
// Both inline, from a table: a book's listing asks them for each kind of regiment.
inline ColCost regiment_cost(int kind) {
  static constexpr ColCost kCosts[kRegimentKinds] = {{{1, 0, 0, 0, 1}, 1}, {{1, 0, 1, 1, 1}, 1}, {{2, 0, 1, 1, 3}, 1}};
  return kCosts[kind];
}
// p's `rank`-th muster this turn (0: the first): doubled for a requisition, without its lumber and ore while p has
// captured equipment left for it (the spoils of war).
inline ColCost muster_cost(const ColState& s, int p, int kind, bool requisition, int rank) {
  ColCost c = regiment_cost(kind).times(requisition ? 2 : 1);
  // "A player can turn in a capture to discount any Lumber and Ore from the cost of building a regiment"
  if (rank < s.seat[p].spoils) c.fixed[Lumber] = c.fixed[Ore] = 0;
  return c;
}
ColCost road_cost(const ColState& s, int p);
// Inline: a book's listing adds them to the book's cost at every step.
inline ColCost village_cost() { return {{1, 1, 1, 1, 0}}; }
inline ColCost city_cost() { return {{2, 2, 2, 2, 2}}; }
ColCost dev_cost(const ColState& s, int p);
ColCost toll(const ColGame& g);
// The price of hiring the neutral forces on h (Colonies §5.10).
ColCost hire_cost(const ColState& s, int h);
// Inline: a book's listing asks it of every order kind at each step.
// Without a branch: each test's outcome follows the hand, which a listing's next asks of another cost.
inline bool affordable(const uint8_t* hand, const ColCost& c) {
  int surplus[5];
  bool pays = true;
  for (int r = 0; r < 5; ++r) {
    surplus[r] = hand[r] - c.fixed[r];
    pays &= surplus[r] >= 0;
  }
  const int food = surplus[Wool] + surplus[Grain], wood = surplus[Lumber] + surplus[Brick];
  return pays & (c.food <= food) & (c.lumber_or_brick <= wood) &
         (c.any <= food + wood + surplus[Ore] - c.food - c.lumber_or_brick);
}
// Pays `c` from p's hand into the bank: food from the fuller of wool and grain, and so on.
void pay(ColState& s, int p, const ColCost& c);
// Takes up to n cards of r from the bank into p's hand; returns how many.
int gain(ColState& s, int p, int r, int n);
int hand_total(const ColState& s, int p);

// ---- The pipeline (col_flow.cpp) ----
// Runs the season's steps until a decision or a chance outcome is awaited.
// Each stage's run_* function returns true once it awaits one, false when it
// moved the pipeline on (enter) and the next stage is to run.
void proceed(const ColGame& g, ColState& s);
// Starts a stage with its cursor at this turn's first active seat (and the stage's caches: write_views).
void enter(const ColGame& g, ColState& s, ColStage stage);
// The handlers of the blocks several steps share: a d6 (the roll the awaited step makes) and a regiment lost.
void apply_d6(const ColGame& g, ColState& s, int index);
void apply_lose(const ColGame& g, ColState& s, int kind);
// The next active seat after `seat` (-1: the first) in this turn's order, or -1 after the last.
int next_seat(const ColGame& g, const ColState& s, int seat);
inline void await(ColState& s, ColPhase phase, int actor = kNone) {
  s.phase = phase;
  s.actor = uint8_t(actor);
}

// ---- Set-up and Fall (col_harvest.cpp) ----
int legal_start_village(const ColGame& g, const ColState& s, Out out);
void apply_start_village(const ColGame& g, ColState& s, int v);
// The harvest's next unit, seat by seat; false once every seat harvested.
bool harvest_next(const ColGame& g, ColState& s);
int legal_harvest(const ColGame& g, const ColState& s, Out out);
void apply_harvest(const ColGame& g, ColState& s, int r);
// What p could harvest of each resource this turn, at most (Commercial Empire); `net`: p's road_net.
std::array<int, 5> harvest_potential(const ColGame& g, const ColState& s, int p);
std::array<int, 5> harvest_potential(const ColGame& g, const ColState& s, int p, const RoadNet& net);

// ---- Winter (col_winter.cpp) ----
// The Winter seat's pending chance or pick (cursor.step).
namespace WinterPending {
constexpr uint8_t None = 0, DevDraw = 1, TacticsDraw = 2, Monopoly = 3, Palace = 4;
}
bool run_winter(const ColGame& g, ColState& s);
int legal_winter(const ColGame& g, const ColState& s, Out out);
// Winter's blocks (trade .. winter_done), each with its handler.
void declare_winter(const ColGame& g, ColHandlers& t, ColGame::Blocks& b);
void apply_dev_draw(const ColGame& g, ColState& s, int kind);
// The best rate p trades each resource given at with the bank (2 or 3), or 0 where it may not.
std::array<int, 5> trade_rates(const ColGame& g, const ColState& s, int p);

// ---- Orders (col_write.cpp) ----
int legal_write(const ColGame& g, const ColState& s, int p, Out out);
// The book's blocks (stances .. commit), each with its handler: a step of the actor's book.
void declare_write(const ColGame& g, ColHandlers& t, ColGame::Blocks& b, const std::vector<std::string>& tiles);
// What p's written orders will cost, all paid.
ColCost book_cost(const ColGame& g, const ColState& s, int p);
// Every book empty, its stances the ones in force (the turn's start).
void clear_books(const ColGame& g, ColState& s);
// The caches of the stage in which books are written: each seat's view of the board (ColSeatView), which no step
// of writing changes; zero outside that stage.
void write_views(const ColGame& g, ColState& s);
// A legal book for p drawn from the order prior (Colonies §7); `finish`
// commits it, else it stops short of the commitment (a book being written).
void draw_book(const ColGame& g, ColState& s, int p, Rng& rng, bool finish);
// At the reveal: stances, fortifications and votes take effect.
void reveal_books(const ColGame& g, ColState& s);

// ---- Spring's resolution: pillage and exploration (col_explore.cpp) ----
bool run_pillage(const ColGame& g, ColState& s);
bool run_explore(const ColGame& g, ColState& s);
int terrain_outcomes(const ColGame& g, const ColState& s, int h, ChanceOutcome* out);
// Seats with an order of `kind` naming tile h not yet resolved, as bits.
int claimants(const ColState& s, OrderKind kind, int h);
// The first land tile such orders name, or -1.
int first_claimed(const ColGame& g, const ColState& s, OrderKind kind);
// A roll-off among the claimants of cursor.tile: explorers, or hirers in the muster step.
int rolloff_outcomes(const ColGame& g, const ColState& s, ChanceOutcome* out);
int refund_outcomes(const ColGame& g, const ColState& s, ChanceOutcome* out);
void apply_terrain(const ColGame& g, ColState& s, int terrain);
void apply_rolloff(const ColGame& g, ColState& s, int p);
void apply_event(const ColGame& g, ColState& s, int index);  // the event roll's sum, from 2
void apply_refund(const ColGame& g, ColState& s, int r);
// An exploration event's d6 (by cur.event): forces placed, a gain, or how many cards the explorer stashes.
void apply_count(const ColGame& g, ColState& s, int die);
void apply_stash(const ColGame& g, ColState& s, int r);
int legal_colony(const ColGame& g, const ColState& s, Out out);
void apply_colony(const ColGame& g, ColState& s, int v);

// ---- Musters, rallies and marches (col_march.cpp) ----
// Hires (a roll-off where seats dispute a tile), then musters and rallies in seat order.
bool run_musters(const ColGame& g, ColState& s);
// Marks the contested marches and moves the others.
void start_marches(const ColGame& g, ColState& s);
bool run_marches(const ColGame& g, ColState& s);
void apply_initiative(const ColGame& g, ColState& s, int die);
void apply_ambush(const ColGame& g, ColState& s, int die);
// A march finding its target held: attack or withdraw; where only neutral forces hold it, also pay their toll;
// where an enemy march meets it, also forfeit its initiative; where it came along roads, also stop on a friendly
// tile beside the target along them.
int legal_march_choice(const ColGame& g, const ColState& s, Out out);
// The march's choices (leave or stay; attack, withdraw, pay_toll, forfeit or stop) for the march at the cursor,
// each declared with its handler.
void declare_march_choices(ColHandlers& t, ColGame::Blocks& b, const std::vector<std::string>& tiles);

// ---- Building (col_build.cpp) ----
void resolve_builds(const ColGame& g, ColState& s);

// ---- Battles (col_battle.cpp) ----
// A battle's sides: 0 the attackers, 1 the defenders, 2 the third side (kept in fields of its own); their seats, one regiment's strength by type, roll modifier and strength still to destroy.
inline int num_sides(const ColBattle& bt) { return bt.join_side ? 3 : 2; }
inline int side_bits(const ColBattle& bt, int side) {
  return side == 0 ? bt.att_side : side == 1 ? bt.def_side : bt.join_side;
}
inline const uint8_t* side_str(const ColBattle& bt, int side) {
  return side == 0 ? bt.att_str : side == 1 ? bt.def_str : bt.join_str;
}
inline int8_t& side_mod(ColBattle& bt, int side) {
  return side == 0 ? bt.att_mod : side == 1 ? bt.def_mod : bt.join_mod;
}
inline int side_mod(const ColBattle& bt, int side) { return side_mod(const_cast<ColBattle&>(bt), side); }
inline uint8_t& side_hit(ColBattle& bt, int side) { return side < 2 ? bt.hit[side] : bt.join_hit; }
inline uint8_t& side_roll(ColBattle& bt, int side) {
  return side == 0 ? bt.att_roll : side == 1 ? bt.def_roll : bt.join_roll;
}
// Dice a side's rolls keep the highest of: one per tile a marching side attacks from.
inline int attack_dice(const ColBattle& bt, int side) {
  return side == 1 ? 1 : std::max<int>(1, side ? bt.join_sources : bt.sources);
}
// A complex battle's sides still in the field (bits): the two, or those of three that have not left.
inline int field(const ColBattle& bt) { return (bt.join_side ? 7 : 3) & ~bt.gone; }
// The two sides of the exchange being settled, the lower first: the attackers and the defenders unless `pair`
// names others (a battle of three sides).
inline std::array<int, 2> duel_sides(const ColBattle& bt) {
  if (!bt.pair) return {0, 1};
  return {std::countr_zero(unsigned(bt.pair)), 31 - std::countl_zero(unsigned(bt.pair))};
}
// The side `side` fights in that exchange, and the side its artillery and rolls aim at (its target once declared).
inline int foe(const ColBattle& bt, int side) {
  const auto d = duel_sides(bt);
  return d[0] == side ? d[1] : d[0];
}
inline int aim(const ColBattle& bt, int side) { return bt.target[side] ? bt.target[side] - 1 : foe(bt, side); }
inline uint8_t& side_shots(ColBattle& bt, int side) { return side < 2 ? bt.shots[side] : bt.join_shots; }
inline uint8_t& side_loss(ColBattle& bt, int side) { return side < 2 ? bt.loss[side] : bt.join_loss; }
// A seat whose regiments march into the battle (the attacker, the third side): they wait in its orders.
inline bool marching(const ColBattle& bt, int p) { return p == bt.attacker || bt.join_side >> p & 1; }
// A seat's regiments of one kind in the battle (a marching seat's in its orders too), a side's (hostiles
// included), its lead seat (kNpcSeat: the hostiles), its strength.
int fighting(const ColState& s, int p, int kind);
int side_count(const ColState& s, int side, int kind);
int side_lead(const ColState& s, int side);
int strength(const ColState& s, int side);
// The seat of a side that loses the next regiment (the lead first; kNpcSeat; -1: none left), and the loss.
int picker(const ColState& s, int side);
void lose(ColState& s, int side, int p, int kind);
// p's regiments routed in this battle rejoin its army on h.
void rejoin(ColState& s, int p, int h);
// The winners take the tile, the losers go home or are routed; the battle is cleared.
void finish_battle(const ColGame& g, ColState& s);
// A marching seat's fighting regiments take the tile if `won`, else go home or are routed.
void march_back(const ColGame& g, ColState& s, int a, bool won);
// Sides, strengths and modifiers of the battle set up in s.battle.
void open_battle(const ColGame& g, ColState& s);
// The battle's next step; true while a decision or chance outcome is awaited, false once it is over.
bool battle_step(const ColGame& g, ColState& s);
// Two dice's 36 outcomes from `first`, each die the highest of so many dice.
int dice_outcomes(ChanceOutcome* out, Action first, int first_dice, int second_dice);
void apply_combat(const ColGame& g, ColState& s, int att_roll, int def_roll);
// A third side's die (the best of so many dice): 6 outcomes from `first`; the roll applied.
int join_outcomes(ChanceOutcome* out, Action first, int dice);
void apply_join_roll(const ColGame& g, ColState& s, int roll);
// The pending battle's chances over its dice: the attackers win, the defenders win, the third side wins, a tie.
std::array<double, 4> battle_odds(const ColState& s);
int legal_casualty(const ColGame& g, const ColState& s, Out out);
void apply_casualty(const ColGame& g, ColState& s, int kind);
int legal_tactics(const ColGame& g, const ColState& s, Out out);
// A tactics set played (0-3) or none (4); a maneuver shown before them (advanced tactics).
void apply_tactics(const ColGame& g, ColState& s, int index);
void apply_tactics_maneuver(const ColGame& g, ColState& s, int index);

// ---- Complex battles (col_complex.cpp; col_complex) ----
// After the tactics: bombardment rounds where any artillery fights, else a combat round.
void open_complex(const ColGame& g, ColState& s);
// The complex battle's next step, as battle_step.
bool complex_step(const ColGame& g, ColState& s);
void apply_shot(const ColGame& g, ColState& s, int shooter_die, int target_die);
// A combat round's dice: the exchange's two sides' (the lower side's first), and with three sides in the field
// the third side's die after them.
void apply_round(const ColGame& g, ColState& s, int first_roll, int second_roll);
void apply_round_join(ColState& s, int roll);
void apply_loss(const ColGame& g, ColState& s, int kind);
void apply_pursuit(const ColGame& g, ColState& s, int first_die, int second_die);
int legal_choice(const ColGame& g, const ColState& s, Out out);
int legal_retreat_to(const ColGame& g, const ColState& s, Out out);
// The battle's choices (bombard .. target), each with its handler; the maneuver block serves the tactics step too.
void declare_choices(ColHandlers& t, ColGame::Blocks& b, const std::vector<std::string>& tiles);
// Regiments a side has standing in the battle.
int standing(const ColState& s, int side);
// A regiment p had routed in this battle stands again: paid with a tactics card of its type (a wild card for
// any) where `pay`.
void stand_again(ColState& s, int p, int kind, bool pay);
// `loser` leaves the field (beaten, or its retreat succeeded): the other side wins, the loser's seats retreat.
void conclude(ColState& s, int loser);

// ---- Advanced tactics (col_maneuvers.cpp; col_advanced_tactics) ----
// No maneuvers in a battle of three sides (ours): the third side shows none.
inline bool shown(const ColBattle& bt, int side, int m) { return side < 2 && bt.shown[side][m / 8] >> (m % 8) & 1; }
// The maneuvers the lead of `side` may show now (ids of the maneuver block), and one shown.
int legal_maneuvers(const ColGame& g, const ColState& s, int side, Out out);
void play_maneuver(const ColGame& g, ColState& s, int side, int index);
// What the maneuvers shown do where they apply: dice a side's artillery rolls keeping the highest, its shots'
// bonus, dice of its combat rolls, whether it retreats at once on losing a round (Hit and Run, Surprise Raid),
// regiments beyond the one its won rounds rout (the double routs).
int shot_dice(const ColBattle& bt, int side);
int shot_bonus(const ColBattle& bt, int side);
int combat_dice(const ColBattle& bt, int side);
bool breaks_off(const ColState& s, int side);
int routs_more(const ColBattle& bt, int side);

// ---- The turn's end and start (col_turn.cpp) ----
// The desert's rolls due (entering it in a march, or at Spring's end), seat by seat; true while one is awaited.
bool desert_rolls(const ColGame& g, ColState& s);
bool run_attrition(const ColGame& g, ColState& s);
void apply_attrition(const ColGame& g, ColState& s, int die);
int legal_attrition_loss(const ColGame& g, const ColState& s, Out out);
void apply_attrition_loss(const ColGame& g, ColState& s, int kind);
bool run_summer(const ColGame& g, ColState& s);
int direction_outcomes(const ColGame& g, const ColState& s, ChanceOutcome* out);
void apply_direction(const ColGame& g, ColState& s, int d);  // where a hostile army drifts
void apply_drift(const ColGame& g, ColState& s, int die);      // whether the next hostile army drifts
void apply_spawn(const ColGame& g, ColState& s, int die);      // what the desert spawns
bool run_turn_end(const ColGame& g, ColState& s);
bool run_turn_start(const ColGame& g, ColState& s);
void apply_steal(const ColGame& g, ColState& s, int r);
void apply_tactics_draw(const ColGame& g, ColState& s, int kind);
// Captured pieces no regiment of their holder guards go back to their founders.
void revolts(const ColGame& g, ColState& s);

// ---- Victory (col_victory.cpp) ----
// The victories of Colonies §8 but Time, as bits of a seat's reasons.
enum class Victory { Domination, Conquest, Naval, Fortress, Commercial, Monopoly, Cultural, Colonial, Diplomatic };
constexpr int kVictories = 9;
constexpr const char* kVictoryNames[kVictories] = {"domination", "conquest", "naval", "fortress", "commercial",
                                                   "monopoly",   "cultural", "colonial", "diplomatic"};
int victory_reasons(const ColGame& g, const ColState& s, int p);
// Seat bits of those who win at this turn's end.
int victors(const ColGame& g, const ColState& s);
// The Time victory's score: tiles controlled + villages + 2 x cities (`hostile` as for enemy_tiles).
int time_score(const ColGame& g, const ColState& s, int p);
int time_score(const ColGame& g, const ColState& s, int p, const HexMask& hostile);
bool controls_tile(const ColState& s, int h, int p);
int longest_road(const ColGame& g, const ColState& s, int p);
int largest_army_holder(const ColState& s);

}  // namespace catanlab::col
