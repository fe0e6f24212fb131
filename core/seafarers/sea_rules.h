#pragma once
// Seafarers as a rule module over the base game (rulings in docs/rulings.md;
// design in docs/seafarers.md). It joins the base turn machine through the
// engine's hook points and the base game's extension points: ships are path
// pieces (PlayerState::path_pieces: they take their path, join road lines only
// at their owner's buildings, and the base game's Longest Road, counting both,
// is the Longest Trade Route); the pirate moves in the base MoveRobber phase
// beside the robber; gold fields pay after production (on_produce); set-up and
// Road Building take ships beside roads (path_placed, path_pieces_open); island
// bonuses are extra VP; face-down hexes turn over by chance when a road or ship
// reaches them (on_build, then an interlude of chance phases).
//
// Blocks, in id order (sea_ids::Block), each declared with its handler
// (sea_apply.cpp): decisions build_ship eN, move_ship eN, ship_to eN,
// move_pirate hN, gold_pick R; with option wonders (sea_wonders.cpp) also
// claim_wonder WONDER, build_wonder; chance (sea_ids::ChanceBlock) reveal TERRAIN,
// move_pirate hN, gold_pick R, and on a board with villages (Cloth for Catan, sea_cloth.cpp)
// pirate_cloth pN, pirate_card pN; chance (sea_ids::ChanceBlock) reveal TERRAIN,
// reveal_number N (N = 2..6, 8..12).
#include <array>
#include <vector>

#include "core/standard/std_game.h"
#include "core/seafarers/sea_slice.h"

namespace catanlab {

template <class S>
class Fields;
template <class O>
class Columns;

namespace sea_ids {
enum Block : int {
  kBuildShip, kMoveShip, kShipTo, kMovePirate, kGoldPick,
  kClaimWonder, kBuildWonder,  // option wonders only
  kPirateCloth, kPirateCard,  // Cloth for Catan
  kNumBlocks
};
enum ChanceBlock : int { kReveal, kRevealNumber, kNumChanceBlocks };
// The Forgotten Tribe's (sea_tribe.cpp), declared on a board with gift paths only: place_harbor eN;
// chance gift_card KIND.
enum TribeBlock : int { kPlaceHarbor, kGiftCard, kNumTribeBlocks };
// The Pirate Islands' (sea_pirate.cpp), declared with option pirate_islands only: play_warship,
// attack_fortress, fleet_pick R; chance dice A-B (the roll's two dice), fleet_takes R, fortress_die N.
enum PirateBlock : int { kPlayWarship, kAttackFortress, kFleetPick, kDicePair, kFleetTakes, kFortressDie, kNumPirateBlocks };
}  // namespace sea_ids

// Seafarers' options: the "seafarers" section of a rule-set file.
struct SeaOptions {
  int ships = 15;       // ships per seat
  int island_vp = 2;    // VP for each island a seat settles beyond those of its set-up (0: none)
  int island_vp_first = -1;  // VP for the first such island (-1: island_vp; The Four Islands' older scoring: 1)
  int pirate = 1;       // the pirate is in the game (a 7 or a knight moves it or the robber)
  int single_routes = 0;  // a seat's ship routes never fork (Great Canal): sea::fork_paths
  // The Wonders of Catan (sea_wonders.cpp).
  int wonders = 0;         // wonders on the table, the first of sea::kWonderNames (5; 7 at 5-6 players): claim one,
                           // build its four levels; the end needs the most levels
  int island_vp_each = 0;  // island_vp for every settlement on an island not of the home hexes (not once per island)
  int gift_on_move = 1;   // The Forgotten Tribe: a ship moved onto a gift path takes its gift, as one built
  Cost ship_cost = {1, 0, 1, 0, 0};  // priced in the file's "costs" as "ship"
  // Cloth for Catan (a board with "village" markers).
  int village_cloth = 5;  // cloth on each village at the start
  int cloth_supply = 10;  // cloth in the general supply
  int cloth_end = 4;      // the game ends at once when fewer villages than this still hold cloth
  int pirate_islands = 0;  // The Pirate Islands: fleet, lanes, warships and fortresses (board markers "fleet" etc.)
};

inline const SeaOptions& sea_opt(const StdGame& g) { return g.options<SeaOptions>(); }
// The VP of `islands` islands settled beyond the set-up's: island_vp each, the first island_vp_first.
inline int island_bonus_vp(const SeaOptions& o, int islands) {
  return islands ? (o.island_vp_first < 0 ? o.island_vp : o.island_vp_first) + (islands - 1) * o.island_vp : 0;
}
inline SeaSlice& sea_of(const StdGame& g, StdState& s) { return g.slice<SeaSlice>(s); }
inline const SeaSlice& sea_of(const StdGame& g, const StdState& s) { return g.slice<SeaSlice>(s); }
inline SeaSlice& sea_of(const StdGame& g, State& s) { return sea_of(g, std_state(s)); }
inline const SeaSlice& sea_of(const StdGame& g, const State& s) { return sea_of(g, std_state(s)); }

// Seafarers' phases: ids 128..159 (Module::phases).
namespace SeaPhase {
constexpr Phase ShipTo = Phase(128);        // a ship was chosen to move: where to
constexpr Phase PirateVictim = Phase(129);  // the pirate moved beside several ship owners: whom to rob
constexpr Phase GoldPick = Phase(130);      // a seat takes a card of its choice (gold field, discovery)
constexpr Phase Reveal = Phase(131);        // chance: the terrain a face-down hex turns up
constexpr Phase RevealNumber = Phase(132);  // chance: the number token it takes
constexpr Phase ClothSteal = Phase(136);    // Cloth for Catan: the pirate's mover takes a card or a cloth
constexpr Phase GiftCard = Phase(148);      // The Forgotten Tribe, chance: the development card a gift gives
constexpr Phase PlaceHarbor = Phase(149);   // The Forgotten Tribe: where the seat places a harbor it holds
constexpr Phase FleetTakes = Phase(150);    // The Pirate Islands, chance: a card the fleet's raid takes
constexpr Phase FleetPick = Phase(151);     // The Pirate Islands: the raided seat beat the fleet, picks a card
constexpr Phase FortressDie = Phase(152);   // The Pirate Islands, chance: the fortress's defence die
// Phases from here on are the modules' built on Seafarers (Treasures, Dragons & Explorers), which
// may take an interlude's phase over for a reward of their own and give it back (SeaPiece::Revealed).
constexpr Phase FirstTakeover = Phase(160);
}  // namespace SeaPhase

// Seafarers' pieces as on_build reports them (module.h, kFirstModulePiece): a hook for the
// modules built on it (Treasures, Dragons & Explorers' treasures, discoveries, impoverishment).
namespace SeaPiece {
constexpr Piece Ship = Piece(kFirstModulePiece + 8);       // built (set-up, bought, Road Building)
constexpr Piece ShipMoved = Piece(kFirstModulePiece + 9);  // moved to `where`
// A face-down hex turned up (`where`: the hex; `player`: its finder), reported once its token
// and the finder's card are dealt and the discovery went on: a module's own reward for it
// (Treasure Islands' treasure for sea and desert) may take the phase over from there.
constexpr Piece Revealed = Piece(kFirstModulePiece + 10);
}  // namespace SeaPiece

// What Seafarers declares for the modules built on it and for agents and tests (docs/seafarers.md).
namespace sea {
// The numbers a token may show, in reveal_number's order.
constexpr int kNumbers[10] = {2, 3, 4, 5, 6, 8, 9, 10, 11, 12};
// The island of land hex h (board markers "island", value 0..15), or -1.
int island_of(const StdGame& g, int h);
// The hexes where set-up may build (board markers "home"; every land hex where the board has none).
const HexSet& home_hexes(const StdGame& g);
// The paths of the hexes with board markers "no_roads": no road may lie there, a ship still may
// (Enchanted Land's land takes no roads at all).
const EdgeSet& no_road_paths(const StdGame& g);
// Is hex h land now: turned up (not face down) and not sea?
inline bool land_now(const StdState& s, int h) {
  return s.layout.terrain[h] != Terrain::Sea && s.layout.terrain[h] != Terrain::Fog;
}
// Land vertices now: touching a hex that is land now.
VertexSet land_vertices(const StdGame& g, const StdState& s);
// Is corner v one of them? (Cheaper than the set for a few corners.)
bool land_corner(const StdGame& g, const StdState& s, int v);
// Empty paths where `player` may build a ship, the pirate aside: beside its buildings, or at an
// end of one of its ships where no other seat's building or vertex piece stands. `without`: a
// ship of the player's counted as gone (its move).
EdgeSet ship_frontier(const StdGame& g, const StdState& s, int player, int without = -1);
// The paths the pirate blocks (none while it is off the board).
EdgeSet pirate_paths(const StdGame& g, const StdState& s);
// The player's ships that may move now: at an open end, not built this turn, not beside the
// pirate, with a path to go to (none once a ship moved this turn).
EdgeSet movable_ships(const StdGame& g, const StdState& s, int player);
// The player's ships with an open end (§3.2), whatever blocks their move: Diplomat's targets.
EdgeSet open_ships(const StdGame& g, const StdState& s, int player);
// A ship taken off the board to its owner's supply (Diplomat).
void remove_ship(const StdGame& g, StdState& s, int player, int e);
// Where the player's ship on path e may go.
EdgeSet ship_destinations(const StdGame& g, const StdState& s, int player, int e);
// Option single_routes: the paths where a ship of `player` would fork one of its routes (an end
// where two of its ships meet, or one and its building), `without`: a ship counted as gone; none
// without the option. The ship frontier leaves them out.
EdgeSet fork_paths(const StdGame& g, const StdState& s, int player, int without = -1);
// Seats other than the turn's with a ship beside the pirate and a card in hand: whom it may rob.
uint8_t pirate_victims(const StdGame& g, const StdState& s);
// Cloth for Catan's villages (board markers "village": a corner and its number), in marker order.
struct Village {
  int vertex, number;
};
const std::vector<Village>& villages(const StdGame& g);
// The corners that close a seat's ship route as its own building would (the villages).
const VertexSet& route_closers(const StdGame& g);
// The VP of a seat's cloth (2 cloth: 1 VP).
inline int cloth_vp(const SeaSlice& sea, int player) { return sea.cloth.cloth[size_t(player)] / 2; }
// The face-down hexes at either end of path e.
HexSet fog_at(const StdGame& g, const StdState& s, int e);
// Terrain that changes in play (a face-down hex turned over): the layout, then every cache that reads it.
void set_terrain(const StdGame& g, StdState& s, int h, Terrain terrain);
// A ship laid on path e (set-up, bought, or free): counted off the seat's, new this turn (but in
// set-up), on the trail. The caller reports it (on_build with SeaPiece::Ship), which discovers.
void lay_ship(const StdGame& g, StdState& s, int player, int e);
// The Forgotten Tribe (sea_tribe.cpp): the board's gift paths ("gift_vp", "gift_card" and
// "gift_harbor" markers on a side; a harbor gift's path is its harbor's), in the order of
// TribeSlice::gifts; and where `player` may place a harbor it holds: a coastal path with its
// building at an end, neither end a harbor's, its sea hex holding no harbor.
enum class GiftKind : uint8_t { Vp, Card, Harbor };
struct Gift {
  int16_t path = -1;
  GiftKind kind = GiftKind::Vp;
  int8_t slot = -1;  // a harbor gift's harbor slot
};
const std::vector<Gift>& gifts(const StdGame& g);
EdgeSet harbor_spots(const StdGame& g, const StdState& s, int player);
// The paths by what may lie on them, from the layout: SeaSlice::ship_paths, BaseSlice::closed_roads
// (paths beside no land hex now, and no_road_paths), every road frontier and every seat's ship caches.
void refresh_paths(const StdGame& g, StdState& s);
// The player's ship caches (SeaSlice::ship_ends, shared_ends, reach_paths) from its ships and buildings,
// after its ships changed.
void refresh_ships(const StdGame& g, StdState& s, int player);
// The player's building or vertex piece came to corner v or left it: its ship caches, and those of the
// seats whose ships end there (cut there, or no more).
void corner_taken(const StdGame& g, StdState& s, int player, int v);
// The Pirate Islands (sea_pirate.cpp): where `player`'s next ship may go on its lane (`without`: a
// ship counted as gone): from the open end of its line, one step nearer its fortress (with option
// pirate_islands only).
EdgeSet lane_paths(const StdGame& g, const StdState& s, int player, int without = -1);
// Per corner: the lane paths from there to the seat's fortress (-1: off its lane).
const std::vector<int8_t>& lane_steps(const StdGame& g, int player);
// The ships of the seat's whole line: lane paths from its slot's settlement to its fortress (the board's).
int line_steps(const StdGame& g, int player);
// The raid's victim on the fleet's hex: the one seat with buildings at its corners, else -1.
int fleet_victim(const StdGame& g, const StdState& s);
// The Wonders of Catan (sea_wonders.cpp): the wonders' names in table order (option wonders: the
// first that many), each one's kind (its requirement and its cost of a level), the kinds' costs.
constexpr const char* kWonderNames[kMaxWonders] = {"theater",   "great_bridge", "monument",      "great_wall",
                                                   "cathedral", "theater_2",    "great_bridge_2"};
enum WonderKind : int { kTheater, kGreatBridge, kMonument, kGreatWall, kCathedral, kNumWonderKinds };
constexpr WonderKind kWonderKind[kMaxWonders] = {kTheater,   kGreatBridge, kMonument,   kGreatWall,
                                                 kCathedral, kTheater,     kGreatBridge};
extern const std::array<Cost, kNumWonderKinds> kWonderCosts;
constexpr int kWonderLevels = 4;
// The wonder the seat claimed, or -1.
int wonder_of(const StdGame& g, const StdState& s, int player);
// The seat's buildings on an island not of the home hexes (option island_vp_each: each pays island_vp).
int island_buildings(const StdGame& g, const StdState& s, int player);
}  // namespace sea

class Seafarers : public Module {
 public:
  const char* name() const override { return "seafarers"; }
  int max_seats() const override { return kStdSeats; }  // the 5-6 extension
  void declare(BlockTable& blocks, const StdGame& g) override;
  void numbered(const StdGame& g) override;  // marked_ (sea_tribe.cpp)
  OptionTable options() override;
  SliceSpec slice() const override { return slice_spec<SeaSlice>(); }
  std::vector<PhaseSpec> phases() const override;
  unsigned hooks() const override {
    return kHookBuild | kHookTurnEnd | kHookExtraVp | kHookFilter | kHookProduce | kHookPaths | kHookMayWin | kHookReturns;
  }
  void setup(const StdGame& g, StdState& s) const override;
  void legal_actions(const StdGame& g, const StdState& s, ActionList& out) const override;
  int chance_outcomes(const StdGame& g, const StdState& s, ChanceOutcome* out) const override;
  Action sample_chance(const StdGame& g, const StdState& s, Rng& rng) const override;
  void on_build(const StdGame& g, StdState& s, Piece piece, int where, int player) const override;
  bool on_turn_end(const StdGame& g, StdState& s) const override;
  int extra_vp(const StdGame& g, const StdState& s, int player) const override;
  bool on_produce(const StdGame& g, StdState& s, int roll, uint64_t& received) const override;
  int path_pieces_open(const StdGame& g, const StdState& s, int player) const override;
  void filter_legal(const StdGame& g, const StdState& s, ActionList& list) const override;
  bool returns(const StdGame& g, const StdState& s, double* out) const override;
  int observation_size(const StdGame& g) const override;
  void observe(const StdGame& g, const StdState& s, int player, float* out) const override;
  void observe_text(const StdGame& g, const StdState& s, int player, std::string& out) const override;
  const SliceFields* slice_fields() const override;
  void write_json(const StdGame& g, const StdState& s, nlohmann::json& j) const override;
  void read_json(const StdGame& g, StdState& s, const nlohmann::json& j) const override;
  void validate(const StdGame& g, const StdState& s) const override;
  void rebuild_caches(const StdGame& g, StdState& s) const override;
  void render_svg(const StdGame& g, const StdState& s, int viewer, SvgCanvas& canvas) const override;
  bool may_win(const StdGame& g, const StdState& s, int player) const override;

  // For a module built on Seafarers, from its own on_produce (after Seafarers'): cards of choice a
  // roll owes beyond the gold fields' (Great Canal's prospectors), `picks` per seat, join the roll's
  // gold picks. Answers whether this holds the roll (false: nothing owed, an empty bank, or the
  // gold fields' picks hold it already).
  bool owe_roll_picks(const StdGame& g, StdState& s, const std::array<uint8_t, kStdSeats>& picks,
                      uint64_t& received) const;

  // The first id of a block (decisions) or chance block.
  Action id(sea_ids::Block b, int index = 0) const { return blocks_[b].id(index); }
  Action id(sea_ids::ChanceBlock b, int index = 0) const { return chance_[b].id(index); }
  Action id(sea_ids::TribeBlock b, int index = 0) const { return tribe_blocks_[b].id(index); }
  Action id(sea_ids::PirateBlock b, int index = 0) const { return pirate_blocks_[b].id(index); }
  // The pirate's moves, to every sea hex but its own (§4; a C&K knight's chase, sea_ck.cpp).
  void pirate_moves(const StdGame& g, const StdState& s, ActionList& out) const;

 private:
  friend int sea::island_of(const StdGame& g, int h);
  friend const HexSet& sea::home_hexes(const StdGame& g);
  friend const EdgeSet& sea::no_road_paths(const StdGame& g);
  friend int sea::island_buildings(const StdGame& g, const StdState& s, int player);
  friend const std::vector<sea::Village>& sea::villages(const StdGame& g);
  friend const VertexSet& sea::route_closers(const StdGame& g);
  friend const std::vector<sea::Gift>& sea::gifts(const StdGame& g);

  // The handlers of the module's blocks (sea_apply.cpp).
  static void apply_build_ship(const Module& self, const StdGame& g, StdState& s, int e);
  static void apply_move_ship(const Module& self, const StdGame& g, StdState& s, int e);
  static void apply_ship_to(const Module& self, const StdGame& g, StdState& s, int e);
  static void apply_move_pirate(const Module& self, const StdGame& g, StdState& s, int h);
  static void apply_gold_pick(const Module& self, const StdGame& g, StdState& s, int r);
  static void apply_reveal(const Module& self, const StdGame& g, StdState& s, int terrain);
  static void apply_reveal_number(const Module& self, const StdGame& g, StdState& s, int index);
  // A piece on path e reached face-down hexes: they turn over in an interlude over the phase
  // under way (`placement`: a set-up or Road Building step goes on after it).
  void discover(const StdGame& g, StdState& s, int player, int e, bool placement) const;
  // What comes next: picks owed, then the roll going on (the picks were a roll's), the next
  // reveal, or the phase the interlude took over given back.
  void go_on(const StdGame& g, StdState& s) const;
  // A settlement (or a set-up city) at v: the islands it touches are the seat's, and in
  // set-up's last round its gold fields owe picks.
  void settle(const StdGame& g, StdState& s, int player, int v, bool setup) const;
  // Hex h turned up: the finder's reward, the discovery going on, then the report (SeaPiece::Revealed).
  void turned_up(const StdGame& g, StdState& s, int h) const;
  // A face-down hex turned over: its finder's reward (a card of its resource; a pick on gold).
  void reward(const StdGame& g, StdState& s, int h) const;

  // The Wonders of Catan (sea_wonders.cpp), called from the hooks above: the board's markers
  // (wall, strait, no_setup) and the blocks; the slice's start; claims and levels; set-up kept
  // off the marked corners; observation, text, JSON, checks and pictures of the wonders.
  void declare_wonders(BlockTable& blocks, const StdGame& g);
  static void setup_wonders(SeaSlice& sea);
  void wonder_actions(const StdGame& g, const StdState& s, ActionList& out) const;
  bool meets_wonder(const StdGame& g, const StdState& s, int w, int player) const;
  int wonder_observation_size(const StdGame& g) const;
  void observe_wonders(const StdGame& g, const StdState& s, int viewer, float* out) const;
  void wonders_text(const StdGame& g, const StdState& s, std::string& out) const;
  static Fields<SeaSlice> sea_fields();  // the slice's declaration (sea_state.cpp)
  static Columns<SeaWonders> wonder_columns();  // their fields in the slice's declaration
  void validate_wonders(const StdGame& g, const StdState& s) const;
  void render_wonders(const StdGame& g, const StdState& s, SvgCanvas& c) const;
  static void apply_claim_wonder(const Module& self, const StdGame& g, StdState& s, int w);
  static void apply_build_wonder(const Module& self, const StdGame& g, StdState& s, int);
  // Cloth for Catan (sea_cloth.cpp): its markers and blocks; the slice's start; a ship that
  // reaches a village; a roll's cloth (true: the game ended); the pirate's and robber's limits and
  // no building on the tribe islands; the pirate's victims and the steal; the village end.
  void declare_cloth(BlockTable& blocks, const StdGame& g);
  void setup_cloth(SeaSlice& sea) const;
  void cloth_on_ship(const StdGame& g, StdState& s, int e, int player) const;
  bool produce_cloth(const StdGame& g, StdState& s, int roll) const;
  void filter_cloth(const StdGame& g, const StdState& s, ActionList& list) const;
  void cloth_pirate_moved(const StdGame& g, StdState& s) const;
  void cloth_legal(const StdGame& g, const StdState& s, ActionList& out) const;
  void cloth_end_check(const StdGame& g, StdState& s) const;
  static void apply_pirate_cloth(const Module& self, const StdGame& g, StdState& s, int victim);
  static void apply_pirate_card(const Module& self, const StdGame& g, StdState& s, int victim);
  int cloth_observation_size(const StdGame& g) const;
  void observe_cloth(const StdGame& g, const StdState& s, int viewer, float* out) const;
  void observe_cloth_text(const StdGame& g, const StdState& s, std::string& out) const;
  static Fields<ClothSlice> cloth_fields();  // its part of the slice's declaration
  void validate_cloth(const StdGame& g, const StdState& s) const;
  void render_cloth(const StdGame& g, const StdState& s, SvgCanvas& c) const;
  std::vector<sea::Village> villages_;
  VertexSet village_vertices_;  // their corners: route closers

  SeaOptions opt_;
  std::vector<int8_t> island_;  // per hex: its island, or -1
  HexSet home_;                 // where set-up builds
  EdgeSet no_road_paths_;       // the paths of the hexes marked "no_roads"
  VertexSet home_vertices_;     // their corners
  int8_t pirate_start_ = -1;
  bool fog_ = false;            // the board has face-down hexes
  VertexSet wall_, strait_;     // corners marked "wall" and "strait" (the Great Wall's and the Great Bridge's)
  VertexSet no_setup_;          // corners marked "no_setup": set-up builds no settlement there
  VertexSet island_vertices_;   // corners of the land hexes of an island that are not home hexes
  std::array<BlockHandle, sea_ids::kNumBlocks> blocks_{};
  std::array<BlockHandle, sea_ids::kNumChanceBlocks> chance_{};

  // The Forgotten Tribe (sea_tribe.cpp), where the board marks gift paths, no-settle or
  // no-robber hexes; each a no-op on a board without.
  void declare_tribe(BlockTable& blocks, const StdGame& g);  // the markers, then the blocks
  void setup_tribe(const StdGame& g, StdState& s) const;
  // A ship built or moved onto a gift path takes the gift; a settlement lets a held harbor be placed.
  void tribe_built(const StdGame& g, StdState& s, Piece piece, int where, int player) const;
  void tribe_legal(const StdGame& g, const StdState& s, ActionList& out) const;
  void filter_tribe(const StdGame& g, const StdState& s, ActionList& list) const;  // no-settle, no-robber, set-aside cards
  int tribe_vp(const StdGame& g, const StdState& s, int player) const;
  int tribe_observation_size(const StdGame& g) const;
  void observe_tribe(const StdGame& g, const StdState& s, int viewer, float* out) const;
  static Fields<TribeSlice> tribe_fields();  // its part of the slice's declaration
  void validate_tribe(const StdGame& g, const StdState& s) const;
  void rebuild_tribe(const StdGame& g, StdState& s) const;  // the harbors placed, in their owners' rates
  void render_tribe(const StdGame& g, const StdState& s, SvgCanvas& canvas) const;
  static void apply_place_harbor(const Module& self, const StdGame& g, StdState& s, int e);
  static void apply_gift_card(const Module& self, const StdGame& g, StdState& s, int k);
  int gift_card_outcomes(const StdGame& g, const StdState& s, ChanceOutcome* out) const;
  Action sample_gift_card(const StdGame& g, const StdState& s, Rng& rng) const;
  std::vector<sea::Gift> gifts_;
  EdgeSet gift_paths_;
  VertexSet no_settle_;  // corners whose land hexes all carry "no_settle" markers (the tribe's islands)
  HexSet no_robber_;     // hexes marked "no_robber"
  // Per id, the markers' rules that may forbid it (empty where none does): the tribe's and the
  // pirate islands' filters find their ids with one look-up per id of a list. kMarkTribeIsland: a
  // settlement, city or robber on the tribe's islands, always forbidden.
  enum MarkedRule : uint8_t { kMarkTribeIsland = 1, kMarkGiftCard = 2, kMarkLone = 4, kMarkKnight = 8 };
  std::vector<uint8_t> marked_;
  std::array<BlockHandle, sea_ids::kNumTribeBlocks> tribe_blocks_{};

  // The Pirate Islands (sea_pirate.cpp, sea_pirate_state.cpp), option pirate_islands; each a no-op
  // without it. Seat k takes slot k (board markers of value k): its pre-placed settlement and
  // ship, its fortress, its lone corner on the pirate islands and its lane.
  struct PirateSlot {
    int settlement = -1, ship = -1, fortress = -1, lone = -1;
    EdgeSet lane;
    std::vector<int8_t> steps;  // per vertex: lane paths to the fortress from there (-1: off the lane)
    // Per path: its corner nearer the fortress and that corner's steps (INT8_MAX: off the lane), so a
    // line's end is found with one look-up per ship (lane_paths).
    struct Near {
      int16_t vertex = -1;
      int8_t steps = INT8_MAX;
    };
    std::vector<Near> near;
  };
  void declare_pirates(BlockTable& blocks, const StdGame& g);  // the markers, then the blocks
  void setup_pirates(const StdGame& g, StdState& s) const;     // pre-placed pieces, fortresses, the fleet
  void pirate_legal(const StdGame& g, const StdState& s, ActionList& out) const;
  void filter_pirates(const StdGame& g, const StdState& s, ActionList& list) const;  // lone corners, knights
  int pirate_chance(const StdGame& g, const StdState& s, ChanceOutcome* out) const;
  Action sample_pirate(const StdGame& g, const StdState& s, Rng& rng) const;
  void raid(const StdGame& g, StdState& s, int low) const;   // the fleet's attack on its new hex
  static void finish_roll(const StdGame& g, StdState& s);    // the raid done: the held roll goes on
  void rebuild_pirates(const StdGame& g, StdState& s) const;  // a standing fortress holds a settlement piece
  int pirate_observation_size(const StdGame& g) const;
  void observe_pirates(const StdGame& g, const StdState& s, int viewer, float* out) const;
  void pirates_text(const StdGame& g, const StdState& s, std::string& out) const;
  static Fields<PirateSlice> pirate_fields();  // its part of the slice's declaration
  void validate_pirates(const StdGame& g, const StdState& s) const;
  void render_pirates(const StdGame& g, const StdState& s, SvgCanvas& c) const;
  static void apply_play_warship(const Module& self, const StdGame& g, StdState& s, int);
  static void apply_attack_fortress(const Module& self, const StdGame& g, StdState& s, int);
  static void apply_fleet_pick(const Module& self, const StdGame& g, StdState& s, int r);
  static void apply_dice_pair(const Module& self, const StdGame& g, StdState& s, int pair);
  static void apply_fleet_takes(const Module& self, const StdGame& g, StdState& s, int r);
  static void apply_fortress_die(const Module& self, const StdGame& g, StdState& s, int k);
  std::vector<int> fleet_path_;  // the fleet's hexes in order
  std::vector<PirateSlot> slots_;
  VertexSet lone_;               // the slots' lone corners
  std::array<BlockHandle, sea_ids::kNumPirateBlocks> pirate_blocks_{};
  friend EdgeSet sea::lane_paths(const StdGame& g, const StdState& s, int player, int without);
  friend const std::vector<int8_t>& sea::lane_steps(const StdGame& g, int player);
  friend int sea::line_steps(const StdGame& g, int player);
};

}  // namespace catanlab
