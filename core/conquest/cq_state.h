#pragma once
// CqState: a position of Catan Conquest (docs/conquest.md). Settlements,
// cities and castles stand on hex centres, walls on hex sides, and units
// (knights, archers, cavalry on land; ships, cargo ships, the galley on sea)
// stand on hexes in each seat's table of 20 slots: 10 for knights, 10 for
// ships. A value type like every State: no heap, no padding, one memcpy.
#include <array>
#include <cstdint>
#include <string_view>
#include <type_traits>

#include "core/board/topology.h"
#include "core/engine/state.h"

namespace catanlab {

constexpr int kCqSeats = 4;
constexpr int kKnightSlots = 10, kUnitSlots = 20;  // slots 0..9 knights, 10..19 ships
constexpr uint8_t kCqNone = 0xFF;                    // no seat, hex or slot

// What a hand holds: the five resources (terrain.h), then the goods.
constexpr int kNumGoods = 8;
enum Good : uint8_t { Gold = 5, Fish = 6, Meat = 7 };
constexpr std::string_view kGoodNames[kNumGoods] = {"lumber", "brick", "wool", "grain", "ore", "gold", "fish", "meat"};

enum class UnitKind : uint8_t { None, Knight, Archer, Cavalry, Ship, Cargo, Galley };
constexpr int kNumUnitKinds = 7;  // None included
constexpr std::string_view kUnitNames[kNumUnitKinds] = {"none", "knight", "archer", "cavalry", "ship", "cargo", "galley"};
constexpr bool is_knight(UnitKind k) { return k == UnitKind::Knight || k == UnitKind::Archer || k == UnitKind::Cavalry; }
constexpr bool is_ship(UnitKind k) { return k == UnitKind::Ship || k == UnitKind::Cargo || k == UnitKind::Galley; }

// A unit's action kinds this turn (each at most once, two in all); moving may
// be spread over several decisions until the unit takes another action.
enum UnitAct : uint8_t { ActMove = 1, ActAttack = 2, ActBreach = 4, ActForage = 8 };
constexpr uint8_t kAllActs = 15;
// Unit flags: a Relic (knight) or Liquid Fire (ship) on it; its Traveller token taken.
constexpr uint8_t kBlessed = 1, kTravelled = 2;

struct CqUnit {
  uint8_t kind;     // UnitKind; an empty slot is all zero
  uint8_t hex;      // where it stands; a knight aboard: its cargo ship's hex
  uint8_t home;     // where it was built (Traveller)
  uint8_t steps;    // movement left this turn (the owner's turn only)
  uint8_t used;     // UnitAct bits, this turn
  uint8_t flags;    // kBlessed, kTravelled
  uint8_t carrier;  // a knight aboard: its cargo ship's slot + 1; else 0
  uint8_t padding_;
};

enum DevCard : uint8_t { CardPlenty, CardMonopoly, CardVictoryPoint, CardLoadedDice, CardRelic, CardLiquidFire, CardGemstones, CardRobinHood };
constexpr int kNumDevCards = 8;
constexpr std::string_view kDevCardNames[kNumDevCards] = {"year_of_plenty", "monopoly", "victory_point", "loaded_dice",
                                                          "relic", "liquid_fire", "gemstones", "robin_hood"};

// Victory tokens by kind; the last four are counted at the game's end.
enum Token : uint8_t {
  Conqueror, Siege, Fortress, GreatWall, Attacker, Defender, Traveller, Trader, Armada, Legion, Metropolis,
  Monarch, General, Colonist, Builder
};
constexpr int kNumTokens = 15;
constexpr std::string_view kTokenNames[kNumTokens] = {"conqueror", "siege",     "fortress", "great_wall", "attacker",
                                                      "defender",  "traveller", "trader",   "armada",     "legion",
                                                      "metropolis", "monarch",  "general",  "colonist",   "builder"};

// Cache (CqGame::rebuild_caches): a seat's units summed up, kept by every change to them
// (cq::refresh_forces, cq::acted, a move) for the listings, which ask it for every unit and build.
struct CqForces {
  HexSet knights, ships;  // hexes with a standing knight, with a ship
  uint32_t slots;         // the taken unit slots (bits)
  uint32_t foragers;      // the slots of standing knights and ships that may still forage this turn
  uint8_t knight_count, ship_count, cargo_count, galley_count;
  uint8_t padding_[4];
};

struct CqSeat {
  std::array<CqUnit, kUnitSlots> units;
  CqForces forces;
  HexSet settled;                  // hexes with a building of this seat (its level: CqState::cities, castles)
  EdgeSet walls;
  std::array<uint16_t, kNumGoods> hand;
  std::array<uint16_t, kNumTokens> tokens;  // earned, by kind
  uint8_t balance_in, balance_out;          // tokens taken and given by Balance
  std::array<uint8_t, kNumDevCards> dev;    // held (Victory Point cards are shown at once: vp_cards)
  std::array<uint8_t, kNumDevCards> dev_new;  // of those, bought this turn
  uint8_t vp_cards;
  uint8_t prisoners, sunk;  // knights captured, ships sunk (General)
  uint8_t start_island;     // kCqNone until the set-up landing
  uint8_t padding_[4];
};

// A battle: one seat's attacks on one hex in one turn (Attacker and Defender tokens).
struct CqBattle {
  uint32_t attackers;      // the attacking seat's unit slots that attacked the hex
  uint8_t hex, defender;   // the hex, and the seat whose piece was attacked first
  uint8_t defender_units;  // the defender's units on the hex then
  uint8_t enemy_units;     // every other seat's units on the hex then; 0 once Attacker was awarded
};

enum class CqPhase : uint8_t {
  SetupPort,     // choose a start port: a ship goes there
  SetupLand,     // a knight lands on a land hex beside it
  SetupMarch,    // the knight may move one hex; then settle or not
  SetupFound,    // settle the knight's hex or not
  PreRoll,       // Loaded Dice or the roll
  LoadedSum,     // Loaded Dice: choose the sum
  Dice,          // chance: the roll
  Harvest,       // a 7: each building's owner picks its resources
  EventVictim,   // chance: the victim among the tied leaders
  DragonHit,     // chance: the victim's building the dragon hits
  DragonFight,   // chance: the victim's knights fight the dragon
  Storm,         // chance: the ship that sinks
  Disease,       // chance: the knight that dies
  Main,
  UnitOrders,    // a unit is chosen: its action
  AttackTarget,  // the attacked hex is chosen: which piece of whom
  Defend,        // the defending seat picks its defender
  Battle,        // chance: who wins
  BreachRoll,    // chance
  HuntRoll,      // chance
  FishRoll,      // chance
  WallTo,        // a wall is taken up: where it goes
  Plenty,        // Year of Plenty: the two resources
  MonopolyPick,
  RelicPick,     // the knight that takes the Relic
  FirePick,      // the ship that takes Liquid Fire
  RobinHoodGive, // the leader gives half of its resources, card by card
  DrawCard,      // chance: a development card
  OfferBuild,    // a domestic offer, card by card
  OfferAnswer,   // the seats asked answer in turn
  OfferChoose,   // the proposer picks a partner among those who accepted
  GameOver
};
constexpr int kNumCqPhases = int(CqPhase::GameOver) + 1;
constexpr std::string_view kCqPhaseNames[kNumCqPhases] = {
    "setup_port", "setup_land", "setup_march", "setup_found", "pre_roll", "loaded_dice", "dice", "harvest",
    "event_victim", "dragon_hit", "dragon_fight", "storm", "disease", "main", "unit_orders", "attack_target",
    "defend", "battle", "breach_roll", "hunt_roll", "fish_roll", "wall_to", "year_of_plenty", "monopoly",
    "relic", "liquid_fire", "robin_hood", "draw_card", "offer_build", "offer_answer", "offer_choose", "game_over"};

enum class CqEvent : uint8_t { None, Dragon, Storm, Disease };

struct CqState {
  std::array<CqSeat, kCqSeats> seats;
  HexSet cities, castles;                  // buildings of level 2 or more, and of level 3 (any seat)
  // Cache (CqGame::rebuild_caches, cq::refresh_main): what the turn player's Main listing asks of its
  // units, walls and ports, refreshed by CqGame::apply after each action that may change it (most do not).
  EdgeSet wall_room;                       // cq::wall_sides for the turn player
  std::array<HexSet, 13> by_number;        // cache: the numbered hexes (land and fish shoals) by number
  std::array<CqBattle, kUnitSlots> battles;  // this turn's
  std::array<uint8_t, kMaxHexes> terrain;  // Terrain
  std::array<uint8_t, kMaxHexes> number;   // 0: none; fish shoals are sea hexes with a number
  std::array<uint8_t, 5> bank;
  std::array<uint8_t, kNumDevCards> deck, played;  // cards left to draw, cards played
  std::array<uint8_t, 11> stack;           // dice stack: cards left per sum 2..12
  std::array<uint8_t, kCqSeats> order;     // this round's turn order
  std::array<uint8_t, kNumGoods> offer_give, offer_ask;
  uint16_t edge;                           // WallTo: the edge the wall left; BreachRoll: the wall breached
  uint8_t num_players;
  uint8_t phase;                           // CqPhase
  uint8_t to_move;                         // the seat deciding
  uint8_t turn_pos;                        // the turn player: order[turn_pos]
  uint8_t round;                           // 1..rounds; 0 during set-up
  uint8_t last_roll;                       // 0: no roll yet this turn
  uint8_t selected;                        // the chosen unit's slot (UnitOrders .. Battle), else kCqNone
  uint8_t units_built, wall_moved, dev_played;  // this turn
  uint8_t partners;                        // seats traded a resource with this turn (bits)
  uint8_t offers_made;
  uint8_t num_battles;
  uint8_t dragon_gold;                     // gold from gold hexes since the dragon last flew
  uint8_t dragon_due, storm_due, disease_due;
  uint8_t event;                           // CqEvent being resolved
  uint8_t victim;                          // its victim, else kCqNone
  uint8_t dragon_hex;                      // DragonFight: the building's hex
  uint8_t received;                        // seats that received something on this roll (bits)
  uint8_t harvest_hex, harvest_left;       // Harvest: the building picking, its picks left
  uint8_t target_hex, target_kind, target_seat;  // an attack's hex, UnitKind (None: the building), seat
  uint8_t defender_slot;                   // Battle: the defending unit's slot, else kCqNone (the building)
  uint8_t picks_left;                      // Plenty, RobinHoodGive
  uint8_t robin_to;                        // RobinHoodGive: the receiving seat
  uint8_t draw_for, draw_free;             // DrawCard: who draws, and whether it is the round's free card
  uint8_t offer_asked, offer_accepted;     // OfferAnswer / OfferChoose: seats asked, seats that accepted
  uint8_t capped;                          // GameOver: the turn cap ended the game (a draw)
  uint8_t ports_two, ports_three;          // cache: the turn player's port rates (cq::port_rates, bits)
  uint8_t padding_[2];
  uint32_t able;                           // cache: the turn player's unit slots that may act (cq::can_act)
};
static_assert(std::is_trivially_copyable_v<CqState>);
static_assert(std::has_unique_object_representations_v<CqSeat>);
static_assert(std::has_unique_object_representations_v<CqState>);  // no padding: bytes compare and serialise

inline CqState& cq_state(State& s) { return s.as<CqState>(); }
inline const CqState& cq_state(const State& s) { return s.as<CqState>(); }

}  // namespace catanlab
