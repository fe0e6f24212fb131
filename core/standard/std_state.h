#pragma once
// StdState: everything that changes during a game of the standard family, in
// one trivially copyable struct with no heap and no history, at the start of
// the State's bytes (core/engine/state.h), so that clone is a memcpy and bytes
// are the struct itself. Caches (blocked vertices, road
// frontiers, road lengths, VP) are kept up to date by the moves that change
// them; rebuild_caches() recomputes them from scratch for deserialisation and
// for the invariant tests. Rule modules own a slice each (BaseSlice today).
#include <array>
#include <cstdint>
#include <type_traits>

#include "core/board/layout.h"
#include "core/standard/std_options.h"
#include "core/engine/state.h"

namespace catanlab {

// The phase a game of the standard family is in. The base game's phases are
// ids 0..31 (below); every other module declares its own in a range of its
// own (Module::phases: Cities & Knights' 32..63, CkPhase; the Conquerors'
// 64..95, LotcPhase), so module code switches on constants and the engine
// never lists a module's phases; StdGame checks that no two ranges overlap.
enum class Phase : uint8_t {
  SetupSettlement,  // set-up: place a settlement (snake order)
  SetupRoad,        // set-up: a road touching the settlement just placed
  PreRoll,          // turn start: roll or play a development card
  Main,             // trade, build, buy, play, end the turn
  Discard,          // a 7 was rolled: players above the limit discard one card per step
  MoveRobber,       // after a 7 or a knight
  ChooseVictim,     // more than one player can be robbed
  RoadBuilding,     // free roads from the Road Building card
  YearOfPlenty,     // taking cards from the bank, one per step
  TradeBuild,       // the active player composes an offer card by card
  TradeRespond,     // an opponent accepts or declines the submitted offer
  TradeChoose,      // the proposer picks one acceptor or withdraws
  RollDice,         // chance: the two dice (with C&K: yellow, red and event die)
  StealCard,        // chance: the card taken from the victim's hand
  DrawDev,          // chance: the development card bought
  GameOver,
  SpecialBuild,     // 5-6 extension: after a turn, another seat builds and buys (special_build)
};
constexpr int kMaxPhases = 256;  // ids are bytes

// A phase a module declares: its id, its name (JSON, errors), and whether it is a chance node.
struct PhaseSpec {
  Phase id;
  const char* name;
  bool chance = false;
};

constexpr uint8_t kNobody = 0xFF;

struct PlayerState {
  VertexSet settlements, cities;
  EdgeSet roads;
  // Caches: exact after every move (the battery checks a rebuild); within one they may lag (a cavalry charge off roads).
  VertexSet road_vertices;  // ends of this player's roads
  EdgeSet road_frontier;    // empty edges where this player may build a road
  // Extension point: pieces a module stands on intersections besides
  // buildings. They take the intersection (no building there) and cut
  // opponents' roads like buildings do; the base game places none.
  VertexSet vertex_pieces;
  // Extension point: pieces a module lays on paths besides roads (Seafarers'
  // ships). They take their path (no road there; road frontiers omit it); a
  // line of them and a road line join only at this player's building, and the
  // longest trail (road_length, Longest Road) counts both lines so joined.
  // Their ends are places for a settlement, as a road's are. The base game lays none.
  EdgeSet path_pieces;
  Hand hand{};   // resources, then commodities (kCardNames)
  Hand known{};  // lower bound every player can deduce (card counting)
  std::array<uint8_t, kNumDevKinds> dev{};     // held, including those bought this turn
  std::array<uint8_t, kNumDevKinds> dev_new{};  // bought this turn: not playable yet
  uint8_t hand_total = 0;
  uint8_t knights_played = 0;
  uint8_t settlements_left = 0, cities_left = 0, roads_left = 0;
  uint8_t harbors = 0;       // bit k: may use harbor kind k
  uint8_t road_length = 0;   // longest trail, opponents' buildings cutting it
  uint8_t vp_public = 0;     // buildings and special cards; VP cards are hidden
  uint8_t discard_left = 0;  // cards still owed after a 7
  // Set by modules: a raise of the 7-card limit, which several modules add to
  // (C&K city walls, Departure's kept treasures; 0 before their rebuilds), and
  // 2:1 rates beyond harbors as harbor-kind bits (C&K merchant, Merchant Fleet).
  uint8_t hand_limit_bonus = 0, trade_bonus = 0;
  // Set by modules: settlements standing without a piece (C&K: a city reduced
  // when no settlement piece was left lies on its side); a city built on one
  // takes no piece back.
  uint8_t extra_settlements = 0;
  // Set by modules: the public points they award as play goes (C&K's metropolises, Defender
  // of Catan, progress cards and merchant; the hero track, dragons slain, canal chips, kept
  // treasures; 0 before their rebuilds, which add to it), read by the end check with no call.
  // Points that follow from the board at the time come from Module::extra_vp.
  uint8_t module_vp = 0;
  uint8_t padding_[1]{};

  int vp_total() const { return vp_public + module_vp + dev[VictoryPoint]; }
};

// An offer of the domestic trade protocol, built one card at a time.
struct Offer {
  Hand give{}, get{};
  uint8_t give_total = 0, get_total = 0;
  uint8_t asked = 0;      // bit p: p was asked
  uint8_t accepted = 0;   // bit p: p accepted
};

// The base game's slice: the turn machine and everything in base.md.
struct BaseSlice {
  std::array<PlayerState, kStdSeats> players{};
  VertexSet occupied;  // any building
  VertexSet blocked;   // occupied or next to a building: the distance rule
  EdgeSet road_taken;  // any road
  VertexSet vertex_pieces;  // every player's PlayerState::vertex_pieces
  HexSet barren;       // set by modules: hexes that produce nothing (Conquerors: conquered hexes)
  EdgeSet closed_roads;  // set by modules: paths where no road may be built (Conquerors); frontiers omit them
  // Set by modules (set_dead_roads, pieces.h): paths whose roads are blocked. Such a road stays
  // on the board but counts in no trail and extends no road frontier (Desert Dragons).
  EdgeSet dead_roads;
  // Set by modules (set_dormant, pieces.h): buildings that count no VP and give no harbor
  // rights but still stand, block and cut roads (Barbarian Attack: conquered buildings).
  VertexSet dormant;
  // Per hex, what each seat's buildings there yield: 4 bits per seat
  // (settlements + 2 per city), so production is a table lookup.
  std::array<uint32_t, kMaxHexes> hex_yield{};
  Hand bank{};
  std::array<uint8_t, kNumDevKinds> dev_deck{};
  uint8_t robber = 0;
  uint8_t longest_road_holder = kNobody, largest_army_holder = kNobody;
  uint8_t last_roll = 0;  // 0 before the first roll of a turn
  uint8_t rolled = 0, dev_played = 0;
  uint8_t offers_made = 0;
  uint8_t free_roads = 0, free_picks = 0;  // Road Building / Year of Plenty steps left
  uint8_t victim = kNobody;               // whose card StealCard draws
  uint8_t discard_then_robber = 0;        // the discards under way are a 7's: the robber moves next
  int16_t setup_vertex = -1;              // the settlement the set-up road must touch
  Offer offer;
  // Set by modules: the robber move under way is the robber's alone (a C&K knight chases it),
  // not a 7's or a Knight card's, which a module may give to another piece (Seafarers' pirate).
  uint8_t robber_alone = 0;
  // The special building phases still to come after the turn that ended, the one under way
  // (to_move's) included; 0 outside them (special_build).
  uint8_t special_left = 0;
  uint8_t paired_part = 0;  // 5-6 extension, paired_players: the second seat's part of the turn is under way
  uint8_t padding_[7]{};
};

struct StdState {
  Layout layout;
  uint32_t turn = 0;  // turns ended so far (set-up excluded)
  Phase phase = Phase::SetupSettlement;
  uint8_t num_players = 0;
  uint8_t to_move = 0;      // the seat deciding now (for chance phases: the seat it concerns)
  uint8_t turn_player = 0;  // whose turn it is
  uint8_t setup_step = 0;   // 0 .. 2n-1 during set-up
  uint8_t winner = kNobody;
  uint8_t padding_[6]{};
  BaseSlice base;
  // The slices of the rule set's other modules follow in the State's bytes
  // (StdGame::slice), so a StdState is never copied on its own.
};
static_assert(std::is_trivially_copyable_v<StdState>);
// No padding anywhere: every byte is a field, so to_bytes is deterministic and
// memcmp compares States.
static_assert(std::has_unique_object_representations_v<StdState>);

// A module's slice type, options type and module type T are found by a key
// given to each type once (StdGame::slice<T>, options<T>, module<T>); a rule
// set without the module has none of them.
inline int next_type_key() {
  static int next = 0;
  return next++;
}
template <class T>
inline const int kTypeKey = next_type_key();
constexpr int kMaxTypeKeys = 64;

// Where a module's slice lies in the State: its key, size and alignment.
struct SliceSpec {
  int key = -1, size = 0, align = 1;
};
template <class T>
SliceSpec slice_spec() {
  static_assert(std::is_trivially_copyable_v<T> && std::has_unique_object_representations_v<T>);
  return {kTypeKey<T>, int(sizeof(T)), int(alignof(T))};
}

// The standard family's view of a State it made.
inline StdState& std_state(State& s) { return s.as<StdState>(); }
inline const StdState& std_state(const State& s) { return s.as<StdState>(); }

}  // namespace catanlab
