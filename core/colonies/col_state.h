#pragma once
// ColState: a position of Colonies: Settlers at Risk (docs/colonies.md), the
// family of four seasons played by all seats together, armies on tiles and
// written orders committed face down. A value: no heap, no padding, one
// memcpy to copy. Sized for the board the family plays on, the standard
// board's shape (37 hexes, 54 corners, 72 paths; ColGame checks the board).
#include <array>
#include <cstdint>
#include <type_traits>

#include "core/bits.h"
#include "core/engine/game.h"

namespace catanlab {

constexpr int kColHexes = 37, kColVertices = 54, kColEdges = 72;
constexpr int kColSeats = kMaxSeats;
constexpr uint8_t kNone = 0xFF;  // no seat, no piece, no tile

using HexMask = Bits<64>;
using VertexMask = Bits<64>;
using EdgeMask = Bits<128>;

// Regiments (Colonies §5.5), in the order of every count by type.
enum Regiment : uint8_t { Infantry, Cavalry, Artillery };
constexpr int kRegimentKinds = 3;
constexpr const char* kRegimentNames[kRegimentKinds] = {"infantry", "cavalry", "artillery"};

// Stances one seat writes toward another (Colonies §5.6).
enum Stance : uint8_t { Peace, War, Ally };
constexpr const char* kStanceNames[3] = {"peace", "war", "ally"};

// Development cards (Colonies §5.8) and the deck's count of each.
namespace ColCard {
enum Kind : uint8_t { Soldier, Library, University, Chapel, Market, Palace, Monopoly, YearOfPlenty, RoadBuilding };
}
constexpr int kColDevKinds = 9;
constexpr const char* kColDevNames[kColDevKinds] = {"soldier", "library",  "university",     "chapel",       "market",
                                                    "palace",  "monopoly", "year_of_plenty", "road_building"};
constexpr uint8_t kColDevDeck[kColDevKinds] = {14, 1, 1, 1, 1, 1, 2, 2, 2};

// Tactics cards (Colonies §5.11): one per regiment type and the wild card.
constexpr int kTacticsKinds = 4;
constexpr const char* kTacticsNames[kTacticsKinds] = {"infantry", "cavalry", "artillery", "wild"};
constexpr uint8_t kTacticsDeck[kTacticsKinds] = {14, 14, 14, 2};

// The advanced tactics (option col_advanced_tactics): one card, two (a complex maneuver) or three (a grand
// strategy) shown in a complex battle; Focused Bombardment last, as its id names its target.
namespace ColManeuver {
enum Kind : uint8_t {
  LineFormation, SkirmishAndSnipe, SquareFormation, CavalryCharge, FlankingAction, HitAndRun, SiegeMastery,
  CounterBatteryFire, EntrenchedPositions, Infiltration, HeavyBarrage, MountedInfantry, RollingBarrage, SurpriseRaid,
  GuerillaWarfare, ShockTroops, GrandBattery, StrategicEncirclement, FocusedBombardment
};
}
constexpr int kManeuvers = 19;
constexpr const char* kManeuverNames[kManeuvers] = {
    "line_formation",  "skirmish_and_snipe", "square_formation",  "cavalry_charge",   "flanking_action",
    "hit_and_run",     "siege_mastery",      "counter_battery_fire", "entrenched_positions", "infiltration",
    "heavy_barrage",   "mounted_infantry",   "rolling_barrage",   "surprise_raid",    "guerilla_warfare",
    "shock_troops",    "grand_battery",      "strategic_encirclement", "focused_bombardment"};
// Each one's cost: cards of each regiment type (a wild card stands for any).
constexpr uint8_t kManeuverCost[kManeuvers][kRegimentKinds] = {
    {1, 0, 0}, {1, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 1, 0}, {0, 1, 0}, {0, 0, 1}, {0, 0, 1}, {2, 0, 0}, {0, 2, 0},
    {0, 0, 2}, {1, 1, 0}, {1, 0, 1}, {0, 1, 1}, {3, 0, 0}, {0, 3, 0}, {0, 0, 3}, {1, 1, 1}, {0, 0, 1}};

// Non-player forces (Colonies §5.10): neutral and hostile, infantry and cavalry only.
enum NpcSide : uint8_t { Neutral, Hostile };

// Kinds of written order (Colonies §5.6). Stances are written beside them.
enum class OrderKind : uint8_t { Muster, March, Explore, Road, Village, City, Fortify, Rally, Vote, Pillage, Hire };
constexpr int kOrderKinds = 11;
constexpr const char* kOrderNames[kOrderKinds] = {"muster",  "march", "explore", "road", "village", "city",
                                                  "fortify", "rally", "vote",    "pillage", "hire"};
constexpr int kColMaxOrders = 16;

// One written order. Muster: a = settlement, b = tile, n = the regiment (one);
// March: a = from, b = to, n = regiments; Explore, Fortify, Rally, Hire: a = tile;
// Road, Pillage of a road: a = path; Village, City, Pillage of a settlement:
// a = corner (Pillage: b = 0 a corner, 1 a path); Vote: a = seat.
struct ColOrder {
  OrderKind kind;
  uint8_t a, b;
  uint8_t n[kRegimentKinds];
  uint8_t flags;  // ColOrderFlag
  uint8_t roll;   // a contested march's initiative die
};
namespace ColOrderFlag {
constexpr uint8_t Requisition = 1;  // a muster beyond the settlement's rate, at a harbor, at double cost
constexpr uint8_t Contested = 2;    // a march that rolls initiative
constexpr uint8_t Done = 4;         // resolved (moved, withdrawn, fought, failed)
constexpr uint8_t Fighting = 8;     // its regiments are in the pending battle
constexpr uint8_t Left = 16;        // it chose to leave a tile an enemy enters
constexpr uint8_t Onward = 32;      // a cavalry army's second leg: on from where the order before it arrives
constexpr uint8_t Arrived = 64;     // it moved its regiments without a fight
constexpr uint8_t Forfeit = 128;    // it forfeited its initiative: it resolves after every march that did not
constexpr uint8_t All = 255;
}  // namespace ColOrderFlag

// The order book a seat writes in Spring: hidden from every other seat until the reveal.
struct ColBook {
  ColOrder order[kColMaxOrders];
  uint8_t count;        // orders written
  uint8_t draft;        // ColDraft: the step an order being written waits for; order[count] holds it
  uint8_t stance_set;   // seats toward which this book changes the stance
  uint8_t committed;
  uint8_t stance[kColSeats];  // the stance written toward each seat (the current one unless changed)
  uint8_t padding_[6];
};
namespace ColDraft {
constexpr uint8_t None = 0, MusterRegiment = 1, MarchTarget = 2, MarchRegiments = 3;
}

struct ColSeat {
  HexMask cut_off;    // tiles where its army was unsupplied at the turn's start (-1 to rolls)
  HexMask fortified;  // this turn's fortify orders, from the reveal
  HexMask arrived;    // tiles its regiments marched into this turn
  HexMask engaged;    // tiles where its army fought this turn (no longer a reserve)
  HexMask entrenched; // Entrenched Positions: its infantry there +1 strength until the turn's end
  uint8_t hand[5];
  uint8_t routed[kRegimentKinds];
  uint8_t dev_held[kColDevKinds];    // hidden from the other seats
  uint8_t dev_played[kColDevKinds];  // face up
  uint8_t tactics[kTacticsKinds];    // hidden from the other seats (option col_tactics)
  uint8_t stance[kColSeats];         // the stance revealed toward each seat
  uint8_t free_roads;                // Road Building's roads left this turn
  uint8_t monopoly;                  // bits: resources whose harvest Monopoly doubles
  uint8_t plenty_next, plenty_now;   // Year of Plenty doubles the next turn's harvest
  uint8_t offers;                    // offers made this Winter
  uint8_t vote;                      // the seat voted for this turn, kNone
  uint8_t out;                       // eliminated (Colonies §8)
  uint8_t colonial;                  // held 9 settlements of its colour at the turn's start
  uint8_t battles, battles_won;      // this turn's, for tactics draws
  uint8_t spoils;                    // captured equipment: regiments its armies destroyed (col_complex)
  uint8_t padding_[1];
};

// A trade offer in Winter, built card by card (Colonies §4).
struct ColOffer {
  uint8_t from, to;  // kNone: no offer
  uint8_t give[5], ask[5];
  uint8_t sent;      // the target is answering
  uint8_t padding_[3];
};

// The battle being fought (Colonies §5.7). The attacking seats' marching
// regiments wait in their orders (ColOrderFlag::Fighting); everyone else's
// stand on the tile. Sides are seat bits, bit kNpcBit the hostile forces.
struct ColBattle {
  uint8_t active;
  uint8_t tile;
  uint8_t attacker;         // the attacking seat, or kNpcSeat (hostiles moving, col_active_hostiles)
  uint8_t from;             // hostiles' origin tile
  uint8_t att_side, def_side;
  uint8_t sources;          // tiles the attack comes from: dice kept highest
  uint8_t both_attacking;   // no defender's bonuses (a swap, or two arrivals)
  uint8_t att_str[kRegimentKinds], def_str[kRegimentKinds];  // strength of one regiment by type
  int8_t att_mod, def_mod;  // combat roll modifiers
  uint8_t att_roll, def_roll;
  uint8_t hit[2];           // strength still to destroy: [0] of the attackers, [1] of the defenders
  uint8_t result;           // ColResult
  uint8_t npc[2];           // hostile attackers (infantry, cavalry) in transit
  uint8_t ambush;           // 1: hostiles won the ambush roll (+1), 2: that roll is due
  uint8_t step;             // ColBattleStep
  uint8_t road;             // the attack came along roads: the defenders get +1
  int8_t initiative;        // the attacking march's, against the hostiles' in an ambush
  // Complex battles (col_complex): sides as above; [0] the attackers, [1] the defenders.
  uint8_t shots[2];         // artillery still to fire in this bombardment round
  uint8_t shooter;          // the side firing next
  uint8_t bombarding;       // in the bombardment phase
  uint8_t bombard_again;    // every side that chose so far chose another bombardment round
  uint8_t loss[2];          // a regiment the side loses: 1 routed (it picks), 2 destroyed (the winner picks)
  uint8_t retreating;       // 1 the attackers, 2 the defenders, 3 the third side attempt to retreat
  uint8_t from_volley;      // that retreat began after a bombardment round: +1 to its initiative
  uint8_t npc_start;        // hostile attackers at the start (they retreat once half are gone)
  uint8_t victim;           // the seat whose regiment the actor picks (Casualty)
  uint8_t placed;           // seat bits: losers whose retreat is done
  uint8_t routed[kColSeats][kRegimentKinds];  // routed in this battle (also in the seats' routed pools)
  // Advanced tactics (col_advanced_tactics; col_maneuvers), by side as above.
  uint8_t shown[2][3];      // bits by ColManeuver: the maneuvers each side has played in this battle
  uint8_t charge[2];        // Cavalry Charge's +3 waits for the side's next combat roll
  uint8_t focus[2];         // Focused Bombardment's target type + 1 (0: none)
  uint8_t counter_shot;     // side + 1 whose Counter Battery Fire is due (its free shot at artillery)
  uint8_t countered;        // sides (bits) whose Counter Battery Fire has fired
  uint8_t again[2];         // regiments the side loses beyond the round's one, the same way (the double routs)
  // A third side (ours: one at most): a seat at war with both sides marching into the tile too.
  uint8_t join_side;        // its seat's bit, 0: two sides
  uint8_t join_sources;     // tiles its marches come from: dice kept highest
  uint8_t join_str[kRegimentKinds];
  int8_t join_mod;
  uint8_t join_roll;
  uint8_t join_hit;         // strength still to destroy in it
  // A complex battle of three sides: "At the beginning of each round, each army's controller declares an opponent's
  // army as their target"; a side that retreats or is beaten leaves, and the other two fight on.
  uint8_t join_shots;       // the third side's artillery still to fire in this bombardment round
  uint8_t join_loss;        // a regiment the third side loses (as loss)
  uint8_t target[3];        // the side each side aims at this round, + 1 (0: not declared yet)
  uint8_t gone;             // sides (bits) that left the field
  uint8_t pair;             // sides (bits) of the exchange being settled (losses, pursuit); 0: the attackers and defenders
  uint8_t duel[3];          // a combat round's exchanges still to settle, pairs (0,1), (0,2), (1,2): winner + 1,
                            // its loser's loss << 2, both rout << 4 (0: none, or a tie)
};
namespace ColBattleStep {
constexpr uint8_t Ambush = 0, TacticsAtt = 1, TacticsDef = 2, Roll = 3, HitAtt = 4, HitDef = 5, Outcome = 6;
// Complex battles: bombardment rounds, each side's choice, combat rounds and their losses, pursuit, the retreat.
constexpr uint8_t Volley = 7, ChooseAtt = 8, ChooseDef = 9, Round = 10, LossAtt = 11, LossDef = 12, Pursue = 13,
                  Pursuit = 14, Feint = 15, Retreat = 16;
// A third side: its tactics, its die (in a complex battle, each combat round's while three sides fight), a simple
// battle's casualties.
constexpr uint8_t TacticsJoin = 17, RollJoin = 18, HitJoin = 19;
// A complex battle's third side: the targets declared, its losses, its choice.
constexpr uint8_t Target = 20, LossJoin = 21, ChooseJoin = 22, Last = ChooseJoin;
}
constexpr uint8_t kNpcSeat = 6, kNpcBit = 1 << 6;
namespace ColResult {
constexpr uint8_t Pending = 0, Attackers = 1, Defenders = 2, Tie = 3, Joiner = 4;
}

// Where the season's loops stand: the seat, order or tile they are at, units left.
struct ColCursor {
  uint8_t seat;
  uint8_t index;     // an order, a settlement corner, an army's tile
  uint8_t tile;      // the tile being explored
  uint8_t left;      // units still to take (harvest, pirate stash, refunds, stolen cards)
  uint8_t explorer;  // who explores `tile`
  uint8_t event;     // the exploration's 2d6 (0: none yet)
  uint8_t first_die; // the first of two d6 counts
  uint8_t victim;    // whose cards are stolen or raided; who draws tactics cards
  uint8_t pool[5];   // the cards a pillaged piece may still return
  uint8_t step;      // how far the exploration's event has gone; the Winter seat's pending draw or pick
  uint8_t thief;     // who takes the stolen cards (kNone: a raid, to the bank)
  uint8_t padding_;
};

namespace col {
// The roads p's supply and marches follow, gathered once for several walks along them.
struct RoadNet {
  HexMask enemies;    // enemy_tiles(p)
  EdgeMask usable;    // p's roads that no enemy threatens
  VertexMask others;  // where a road ends: another seat's settlement, or one the hostiles seized
};
}  // namespace col

// What a seat sees of the board while the books are written: the same at every step of writing (col_write.cpp).
struct ColSeatView {
  col::RoadNet net;      // the seat's roads and the enemies beside them
  HexMask supplied;      // tiles its settlements supply now (supplied_tiles)
  HexMask barred;        // tiles beside which it may not build (Colonies §5.2: occupied by another)
  HexMask explorable;    // tiles it may explore, its book aside
  VertexMask musterers;  // its own settlements not besieged: where it may muster
  // Where the board lets it build, its roads and book aside: free land corners apart from every settlement, free
  // land paths; beside explored tiles only, none barred.
  VertexMask village_sites;
  EdgeMask road_sites;
  int32_t villages_founded, roads_founded;  // its pieces on the board
  std::array<int32_t, kRegimentKinds> counts, cap;  // its regiments, and what its support allows
  HexMask reach[kColHexes];  // road_reach from each tile its armies stand on
};

// The awaited input: a decision by `actor` or a chance outcome.
enum class ColPhase : uint8_t {
  StartTile,     // chance: the terrain of a seat's start tile
  StartVillage,  // the seat's village on that tile's coast
  Terrain,       // chance: a tile turned face up (set-up, exploration)
  Harvest,       // one unit of a settlement's harvest
  Winter,        // a seat's trades, card buys and plays, offers
  Offer,         // the seat's offer being written
  Answer,        // the offer's target accepts or declines
  DevDraw,       // chance: the development card bought
  MonopolyPick,  // the resource Monopoly doubles
  PalacePick,    // the village Palace makes a city
  Write,         // a seat writes its orders (a private decision)
  Reveal,        // chance: the orders shown (one outcome)
  Rolloff,       // chance: who explores a disputed tile
  Event,         // chance: the exploration's 2d6
  Count,         // chance: a d6 count (forces, resources)
  Stash,         // the pirate stash's resources, one at a time
  Colony,        // the friendly colony's corner
  Refund,        // chance: a pillaged piece's card returned
  Initiative,    // chance: a contested march's initiative die
  Ambush,        // chance: the hostiles' initiative die
  Leave,         // a marching army whose tile is entered: leave or stay
  Attack,        // a marching army that finds the target held: attack or withdraw (or pay neutral forces' toll)
  Tactics,       // a side's lead seat plays a set of tactics cards or not
  Combat,        // chance: the battle's two combat rolls
  Casualty,      // a regiment lost
  Shot,          // chance: an artillery's die and its target's (complex battles)
  Choice,        // a side's lead: bombard again, engage or retreat; pursue or let go; retreat or counterattack
  Pursuit,       // chance: pursuers' and retreaters' initiative dice
  RetreatTo,     // a retreating seat's tile
  Attrition,     // chance: the desert's d6
  AttritionLoss, // the regiment the desert takes
  Drift,         // chance: a hostile army's d6 (col_active_hostiles)
  Direction,     // chance: the way it moves
  Spawn,         // chance: the desert's d6
  Steal,         // chance: a card taken by a capture or a raid
  TacticsDraw,   // chance: a tactics card drawn
  GameOver,
};
constexpr int kColPhases = int(ColPhase::GameOver) + 1;
// The phases' names (Game::phase_name, the JSON form).
constexpr const char* kColPhaseNames[kColPhases] = {
    "start_tile", "start_village", "terrain",   "harvest",        "winter",       "offer",     "answer",
    "dev_draw",   "monopoly",      "palace",    "write",          "reveal",       "rolloff",   "event",
    "count",      "stash",         "colony",    "refund",         "initiative",   "ambush",    "leave",
    "attack",     "tactics",       "combat",    "casualty",       "shot",      "choice",    "pursuit",
    "retreat_to", "attrition",    "attrition_loss", "drift",
    "direction",  "spawn",         "steal",     "tactics_draw",   "game_over"};

// The season's pipeline, in the book's order (Colonies §4, §6).
enum class ColStage : uint8_t {
  Setup, Fall, Winter, Write, Pillage, Explore, Muster, March, Build, Attrition, Summer, TurnEnd, TurnStart, Over
};

// The stages in words, for the text and the pictures.
constexpr const char* kColSeasonNames[int(ColStage::Over) + 1] = {
    "set-up",         "Fall: harvest",   "Winter: trade and cards", "Spring: orders", "Spring: pillage",
    "Spring: exploration", "Spring: musters", "Spring: marches",    "Spring: building", "Spring's end",
    "Summer",         "the turn's end",  "the turn's start",        "over"};

struct ColState {
  HexMask explored;    // tiles face up (the ocean always)
  HexMask fresh;       // explored this turn
  HexMask todo;        // tiles a loop of the season has still to visit (hostile armies in Summer)
  VertexMask city;     // settlements that are cities
  // Caches (rebuild_caches): what each seat controls, what it founded (its pieces on the board), where it stands.
  VertexMask held_v[kColSeats];
  EdgeMask held_e[kColSeats];
  VertexMask founded_v[kColSeats];
  EdgeMask founded_e[kColSeats];
  HexMask present[kColSeats];
  ColSeatView view[kColSeats];  // while books are written (stage Write), else zero: write_views
  ColSeat seat[kColSeats];
  ColBook book[kColSeats];
  uint8_t army[kColHexes][kColSeats][kRegimentKinds];
  // Of those, regiments routed in a complex battle this turn that rejoined their army there: destroyed if attacked
  // (the army's other losses are taken first from those that never routed).
  uint8_t shaken[kColHexes][kColSeats][kRegimentKinds];
  uint8_t npc[kColHexes][2][2];  // [tile][Neutral/Hostile][infantry, cavalry]
  uint8_t terrain[kColHexes];    // Terrain; kNone while face down
  // Holders are seats, or kNpcSeat: a piece the hostile forces captured (col_active_hostiles).
  uint8_t v_founder[kColVertices], v_owner[kColVertices];  // kNone: empty corner
  uint8_t e_founder[kColEdges], e_owner[kColEdges];
  uint8_t bank[5];
  uint8_t dev_deck[kColDevKinds];
  uint8_t tactics_deck[kTacticsKinds];
  ColOffer offer;
  ColBattle battle;
  ColCursor cur;
  uint16_t turn;       // turns ended
  ColPhase phase;
  ColStage stage;
  uint8_t actor;       // the seat to decide
  uint8_t num_players;
  uint8_t winners;     // seat bits, once over
  uint8_t fortress;    // the desert's tile once explored, kNone before
  uint8_t desert_due;  // seat bits: armies that entered the desert, or end Spring there, owe its roll
  uint8_t desert_loss; // seat bits: that roll showed 1, a regiment to lose there
  uint8_t padding_[2];
};
static_assert(std::is_trivially_copyable_v<ColState>);
static_assert(std::has_unique_object_representations_v<ColState>);  // no padding: bytes compare and serialise

inline ColState& col_state(State& s) { return s.as<ColState>(); }
inline const ColState& col_state(const State& s) { return s.as<ColState>(); }

}  // namespace catanlab
