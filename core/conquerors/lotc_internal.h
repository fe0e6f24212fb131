#pragma once
// What the Legend of the Conquerors files share: the event tracks, the
// conquerors' moves and battles, and where knights and buildings may go.
#include "core/cities_knights/ck_internal.h"
#include "core/base/base_rules.h"
#include "core/conquerors/lotc_rules.h"

namespace catanlab::lotc {

// The handler of each of the module's blocks (lotc_apply.cpp), as Conquerors::declare declares it.
BlockApply block_rule(lotc_ids::Block b);
BlockApply chance_rule(lotc_ids::ChanceBlock b);

// Board markers.
HexSet landing_hexes(const StdGame& g);
VertexSet marker_vertices(const StdGame& g, const char* kind);
EdgeSet marker_edges(const StdGame& g, const char* kind);
HexSet marker_hexes(const StdGame& g, const char* kind);
LotcMarks read_marks(const StdGame& g);
inline const LotcMarks& marks(const StdGame& g) { return g.module<Conquerors>().marks(); }
// Is the game's terrain the board's own? What LotcMarks read of the board's terrain holds only then
// (a shuffle may move the swamps).
inline bool own_terrain(const StdGame& g, const StdState& s) {
  return std::memcmp(s.layout.terrain.data(), g.board().layout.terrain.data(), sizeof s.layout.terrain) == 0;
}


// Knights: may a knight of `strength` arrive at v (built, moved from `from`,
// displacing whatever stands on v)? Not between two conquerors (encircled),
// and never into a battle it would lose.
bool knight_may_stand(const StdGame& g, const StdState& s, int v, int strength, int from = -1);
// A knight was put down (`put_down`: built, placed, moved, relocated) or promoted
// at v, or a cannon joined it: it attacks the conquerors beside it; put down, it
// frees the conquered hexes it reaches (§5: only a knight built or moved there
// liberates); then the removals run.
void knight_arrived(const StdGame& g, StdState& s, int v, bool put_down);
// Encircled knights, then knights weaker than a conqueror beside them, go
// back to their owners' supply, until none is left (the chain of removals).
// `record`: in a conqueror's step, the knights it beats are kept for Lea the Healer.
void remove_beaten_knights(const StdGame& g, StdState& s, bool record = false);
// The seats in `owners` move up one space of the hero track (a won battle,
// example 10; Brothers in Arms, Lea the Healer).
void reward_heroes(const StdGame& g, StdState& s, uint8_t owners);

// Building next to conquered hexes.
bool touches_conquered(const StdGame& g, const StdState& s, int v);
// BaseSlice::closed_roads on the sides of the `changed` hexes (a road may lie beside a hex of
// Catan with no conqueror, conquest or fort, never on a roadblock), and every frontier if one
// changed; run after whatever moves a conqueror or flips a token (set-up and rebuild: every land hex).
void refresh_closed_roads(const StdGame& g, StdState& s, const HexSet& changed);
// The corners where a settlement may stand after set-up round 1: a hex of Catan (land, not swamp)
// at it (ours), no conquered hex (chapter 1, 4) and no fort beside it (chapter 3); one pass over the
// hexes for a whole listing.
VertexSet settle_corners(const StdGame& g, const StdState& s);

// The event track.
void resolve_space(const StdGame& g, StdState& s);
// After a space's event: the end of the chapter on its last space, else the rest of the roll.
void after_event(const StdGame& g, StdState& s);
// The conqueror at mover goes in colour `colour` (with the fall-back); then the next.
void advance_mover(const StdGame& g, StdState& s, int colour);
// The advance's next conqueror that can move at all gets its die; the advance's end goes on with the roll.
void next_mover(const StdGame& g, StdState& s);
// The ship moves one space and its event resolves.
void move_ship(const StdGame& g, StdState& s);
int defeat_count(const StdGame& g, const StdState& s);
void end_chapter(const StdGame& g, StdState& s, bool defeat);

// Can cards of kind k be in the seats' hands? The rule set's deck deals them (a battle card from
// chapter 2 on, where Wyler's Help sells them). A politics card's blocks are declared only then
// (Conquerors::declare), and a card not in play is never played, even from a hand-built hand.
inline bool in_play(const StdGame& g, int k) {
  return ck_opt(g).cards.count[k] > 0 && (progress_deck(k) != kBattleDeck || lotc_opt(g).lotc_chapter >= 2);
}

// The chapter's own politics cards (lotc_politics.cpp; the almanac). The plays
// and follow-ups open to the player to move, pushed in ascending id order.
void politics_vertex_plays(const StdGame& g, const StdState& s, const LotcIds& ids, ActionList& out);
void politics_other_plays(const StdGame& g, const StdState& s, const LotcIds& ids, ActionList& out);
// May the player whose turn it is play Bribery now (a conqueror on the board)?
bool may_bribe(const StdGame& g, const StdState& s);
void apply_politics(const StdGame& g, StdState& s, lotc_ids::Block b, int index);
void south_draw(const StdGame& g, StdState& s, int resource);
int south_outcomes(const StdGame& g, const StdState& s, const LotcIds& ids, ChanceOutcome* out);

// Amber and wine (lotc_tokens.cpp; chapter 2). The board's markers are
// checked when the game is made (ConfigError naming the board file), put on
// the board at set-up; what neither the board nor a seat holds is the supply.
enum class Token : uint8_t { Amber, Wine };
constexpr int kNumTokens = 2;
// Each seat's tokens of one kind (LotcSlice::amber_held or ::wine_held; const or not).
template <class Slice>
auto& held(Slice& L, Token kind) {
  return kind == Token::Amber ? L.amber_held : L.wine_held;
}
void check_tokens(const StdGame& g);
// The board's markers and the set-up options against the chapter (lotc_board_check.cpp);
// ConfigError naming the board or rule set file.
void check_chapter_setup(const StdGame& g);
void place_tokens(const StdGame& g, StdState& s);
int token_supply(const StdGame& g, const StdState& s, Token kind);
// A road reaching v, or a settlement on it: its amber goes to p.
void take_amber(const StdGame& g, StdState& s, int p, int v);
// Support from the South: one token each, from the active player, while the supply lasts.
void support_from_the_south(const StdGame& g, StdState& s, Token kind);
// Cities beside a producing hex with wine take 1 wine instead of 1 resource each (on_produce).
void produce_wine(const StdGame& g, StdState& s, int roll, Owed& owed);
// Domestic trade in tokens (chapter 2 on): the offer_give / offer_get ids open to
// the player to move (Main opens an offer, TradeBuild extends it), ascending.
void token_offer_plays(const StdGame& g, const StdState& s, const LotcIds& ids, ActionList& out);
// offer_give / offer_get (b) of a token (lotc::Token).
void offer_token(const StdGame& g, StdState& s, lotc_ids::Block b, int token);
// A new offer holds no tokens (partner -1); a trade carried out moves them (on_trade).
void trade_tokens(const StdGame& g, StdState& s, int partner);
// Does `seat` hold the tokens the offer asks (holds_asked)?
bool holds_asked_tokens(const StdGame& g, const StdState& s, int seat);

// Foundry and cannon, horse farm and cavalry (lotc_equipment.cpp; chapter 2; Equipment: lotc_rules.h).
// A knight was put down at `where`: a piece whose knight moved or was
// relocated there follows it; one whose knight left the board stays on its tile.
void equipment_follows(const StdGame& g, StdState& s, int where);
// The conquerors beat the knight at v: its pieces go back to their tiles (before
// the owner's next moved knight could be taken for the one that left v).
void equipment_falls(const StdGame& g, StdState& s, int v, int owner);
// Pieces whose knights left the board without a battle (Intrigue, Deserter, a displaced knight
// with no place: Cities & Knights' code, no hook) go to their tiles; run as each turn starts, so
// that no later move of their owner's drags them along (equipment_follows).
void settle_stale_pieces(const StdGame& g, StdState& s);
void equipment_plays(const StdGame& g, const StdState& s, const LotcIds& ids, ActionList& out);
void apply_equipment(const StdGame& g, StdState& s, lotc_ids::Block b, int v);  // v: the per-vertex blocks' vertex

// Wyler's Help and the battle cards (lotc_battle.cpp; chapter 2).
void wylers_help(const StdGame& g, StdState& s);
// A knight of p's put down at `level` (built, Bribery's): its strength against the conquerors.
inline int new_knight_strength(const StdGame& g, const StdState& s, int p, int level) { return level + battle_bonus(g, s, p, false); }
void battle_plays(const StdGame& g, const StdState& s, const LotcIds& ids, ActionList& out);
bool may_play_before_roll(const StdGame& g, const StdState& s);  // Thora
void apply_battle(const StdGame& g, StdState& s, lotc_ids::Block b, int index);  // index: Odo's knight
void play_crossbows(const StdGame& g, StdState& s, int h);
void battle_draw(const StdGame& g, StdState& s, int kind);
int battle_outcomes(const StdGame& g, const StdState& s, const LotcIds& ids, ChanceOutcome* out);
// A turn begins: Thora lapses for her holder, Dagur's points for everyone; the removals run.
void turn_starts(const StdGame& g, StdState& s);
bool beside_conqueror(const StdGame& g, const StdState& s, int v);
// The knight at v attacked: if it is a cavalry with Dagur's point, the point is gone.
void dagur_spent(const StdGame& g, StdState& s, int v);

// Aegis and Archers, played by any seat between the track's steps (lotc_interrupt.cpp).
enum InterruptKind : int { kInterruptAegis = 1, kInterruptArchers = 2, kInterruptLea = 3 };
// The card whose holders an interrupt of `kind` asks.
inline int card_of(int kind) { return kind == kInterruptAegis ? Aegis : kind == kInterruptArchers ? Archers : LeaTheHealer; }
// Where Lea's interrupt resumes: the advance's next conqueror, or the rest of a landing's roll.
enum LeaContext : int { kAfterLanding = 0, kAfterAdvance = 1 };
// Archers' interrupt "colour" at a Charge of the Conquerors (chapter 3; the die's colours are 0-2).
constexpr int kAtCharge = 3;
// The charge (sparing `spared`, -1: none), then the rest of the roll.
void charge_and_go_on(const StdGame& g, StdState& s, int spared);
// Archers played at a charge on the fort at h: the knights beside it stay.
void archers_at_charge(const StdGame& g, StdState& s, int h);
// Standing forts with a knight beside them (where Archers may spare a charge).
HexSet besieged_forts(const StdGame& g, const StdState& s);
// A ship (Aegis) or a direction die of `colour` (Archers) was rolled: the seats
// holding the card are asked first; false when none holds it.
bool open_interrupt(const StdGame& g, StdState& s, int kind, int colour);
void interrupt_plays(const StdGame& g, const StdState& s, const LotcIds& ids, ActionList& out);
void apply_interrupt(const StdGame& g, StdState& s, lotc_ids::Block b);  // play aegis, play archers, take_wine, take_amber
void pass_interrupt(const StdGame& g, StdState& s);
// Lea the Healer (lotc_lea.cpp; chapters 1-2): after a conqueror's battle that beat knights
// (kept in LotcSlice::defeated), the seats holding Lea with a place for one are asked; false
// when none is (the list is cleared), and the caller goes on.
bool open_lea(const StdGame& g, StdState& s, int context);
void lea_plays(const StdGame& g, const StdState& s, const LotcIds& ids, ActionList& out);
void apply_lea(const StdGame& g, StdState& s, lotc_ids::Block b, int index);  // lea_to, lea_knight, play lea_the_healer
bool lea_placeable(const StdGame& g, const StdState& s);  // some defeated knight has a place
void resume_after_lea(const StdGame& g, StdState& s);

// A chapter repeated with mercy (lotc_mercy.cpp; chapter 1's gifts): every
// seat starts at politics and science level 1 and draws a politics card
// before set-up; its set-up knight is strong (on_build).
void start_mercy(const StdGame& g, StdState& s);
// The deck of the seat to move's next mercy card: politics, then (chapter 2 on) battle.
int mercy_deck(const StdGame& g, const StdState& s);
int mercy_outcomes(const StdGame& g, const StdState& s, const LotcIds& ids, ChanceOutcome* out);
void mercy_draw(const StdGame& g, StdState& s, int kind);

// A knight beaten (or charged) goes back to its owner's supply, its pieces to their tiles;
// `record`: in a conqueror's step, kept for Lea the Healer.
void remove_knight(const StdGame& g, StdState& s, int v, bool record);

// Chapter 3's dividing line (lotc_east.cpp): the second set-up settlement south
// of it, Support from the East's road north of it (never on it).
bool south_of_line(const StdGame& g, int v);
bool north_of_line(const StdGame& g, int e);
EdgeSet east_paths(const StdGame& g, const StdState& s, int p);
// Support from the East: each seat with a path north of the line, from the active player, builds a road or passes.
void support_from_the_east(const StdGame& g, StdState& s);
// free_road (the East's in its phase, a fort's on one's turn) and pass_east.
void free_road_plays(const StdGame& g, const StdState& s, const LotcIds& ids, ActionList& out);
void apply_free_road(const StdGame& g, StdState& s, lotc_ids::Block b, int e);  // e: free_road's edge

// Set-up: the next seat's city (chapter 3: then its knight), or the first roll.
void next_setup_city(const StdGame& g, StdState& s);

// Chapter 3's forts (lotc_forts.cpp).
inline int fort_reward(uint8_t fort) { return fort >> kFortRewardShift; }  // the FortReward in a LotcSlice::fort byte
constexpr const char* kFortRewardNames[kNumFortRewards] = {"none", "grain", "road", "amber", "wine", "grain_amber",
                                                          "grain_wine"};
// The board's fort markers: chapter 3's only, strength 3-6 each, no more than the box's reward
// tiles. ConfigError naming `file`.
void check_forts(const StdGame& g, const std::string& file);
void place_forts(const StdGame& g, StdState& s);
// Before set-up: each fort's tile drawn (LotcFortDraw); false when no fort waits for one.
bool start_fort_draw(const StdGame& g, StdState& s);
int fort_outcomes(const StdGame& g, const StdState& s, const LotcIds& ids, ChanceOutcome* out);
void fort_draw(const StdGame& g, StdState& s, int reward);
void redeal_fort_rewards(const StdGame& g, StdState& s, Rng& rng);  // the unseen tiles dealt again (determinisation)
HexSet standing_forts(const StdGame& g, const StdState& s);  // they produce nothing until captured (ours; BaseSlice::barren)
bool beside_fort(const StdGame& g, const StdState& s, int v);
// The fort at h falls: a hero step and its reward for each seat with a knight there (the
// active player first), the fort gone, the paths beside it open.
void capture_fort(const StdGame& g, StdState& s, int h);
// A knight was put down or promoted at v: the forts beside it whose knights are now stronger fall.
void besiege(const StdGame& g, StdState& s, int v);
// Charge of the Conquerors: every knight beside a fort goes, except at `spared` (Archers; -1: none).
void charge(const StdGame& g, StdState& s, int spared);
// Does the chapter end on this space with this roll's red die?
bool chapter_ends(const StdGame& g, const StdState& s, Event e);
// Chapter 3 lost: 3 (3 players) / 4 (4 players) forts or more still standing.
bool forts_defeat(const StdGame& g, const StdState& s);

}  // namespace catanlab::lotc

namespace catanlab::lotc {

// The handler of each of the module's blocks (lotc_apply.cpp), as Conquerors::declare declares it.
BlockApply block_rule(lotc_ids::Block b);
BlockApply chance_rule(lotc_ids::ChanceBlock b);
// The chronicle's legend points for one chapter (End of the Chapter): after
// a victory, by VP rank (chapter 1: 6/3/2/1, 2: 7/5/3/1, 3: 9/7/5/2) and 2/1
// for the two most advanced hero positions once the most-VP players are left
// out; after a defeat, the hero points alone. Ties share a rank; the
// starting space never scores.
void legend_points(int chapter, const int* vp, const int* hero, int n, bool defeat, int* out);
// The most one chapter's victory gives a seat (first place + 2): returns=legend_points divides by it.
int max_legend_points(int chapter);

}  // namespace catanlab::lotc
