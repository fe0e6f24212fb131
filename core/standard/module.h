#pragma once
// Module: one slice of the rules (the base game today; Cities & Knights,
// Seafarers and the scenarios next). A rule set lists its modules; each one
// declares its blocks of decision and chance ids with their handlers (declare,
// core/standard/block_table.h), and the Game calls the hooks below for every
// enabled module, in rule-set order.
//
// Hook points and when the engine calls them:
//   numbered         once, when every module declared its blocks and the ids are
//                    numbered: the module builds its tables by id (what its
//                    filter judges, per id), which the State never holds.
//   setup            a new game: initialise the module's slice of the State.
//   legal_actions    every decision point: append the module's legal ids.
//   chance_outcomes  the State is at a chance phase the module owns. The Game
//                    asks the modules last to first, so a later module may
//                    take over an earlier one's chance phase (Cities &
//                    Knights answers the base game's dice and steals).
//   on_roll          the dice were rolled (production, 7s, events).
//   on_build         a piece was placed (distance rule, roads cut, awards), the
//                    base game's or a module's own (Piece values from
//                    kFirstModulePiece: C&K's knights put down or promoted, which
//                    the Conquerors' battles follow).
//   on_turn_end      the active player ended the turn. A module may hold the
//                    turn's end for a phase of its own (a battle check after
//                    the turn): it returns true, and calls finish_turn_end
//                    (turn.h) once its phase is done; the hooks after it run
//                    then, and the next turn begins.
//   on_turn_start    a turn began (phase PreRoll or RollDice); a module may
//                    open PreRoll for a play of its own (C&K's Alchemist).
//   on_produce       a roll's production (not a 7) was paid, by the base game
//                    or by the module that answers the dice (C&K); `received`
//                    has bit 8q+7 for each seat q that got a card. A module may
//                    produce more (Seafarers' gold fields: cards of choice),
//                    adding the seats it pays, and hold the roll for a phase of
//                    its own: it answers true and, once that phase is done,
//                    calls StdGame::resume_roll. At most one module holds a roll.
//   resume_roll      not an event: a held roll goes on with the module that
//                    answers the dice, asked last module first (the base game:
//                    the main phase; C&K: its aqueducts, then the main phase).
//   path_pieces_open Road Building: how many of the module's path pieces
//                    (PlayerState::path_pieces) the seat could lay now for free
//                    (0: none left, or no path for one).
//   extra_vp         the end check: points beyond the base game's count that the
//                    module finds when asked (points it awards as play goes are
//                    kept in PlayerState::module_vp instead: no call).
//   may_win          the end check: a seat at the VP target wins only if every
//                    module with this hook lets it (The Wonders of Catan: the
//                    strictly highest wonder level).
//   on_trade         domestic trade: a new offer opened (partner -1: the module
//                    clears its part of the offer), or the offer was carried out
//                    between the active player and `partner` (the module moves
//                    its part). Conquerors: amber and wine on offers.
//   holds_asked      domestic trade: does `seat` hold the module's part of what
//                    the offer asks (who is asked, who may accept)?
//   filter_legal     after every module pushed its ids: a module removes the
//                    ids its rules forbid (Conquerors: building next to a
//                    conquered hex, knights that would be encircled). Order
//                    is kept, so the list stays ascending.
//   returns          the game is over: a module that decides the result
//                    (victory or defeat of the whole table) writes each seat's
//                    return and answers true; else 1 for the winner, 0 others.
//                    With it, table_result says whether the table as a whole
//                    won (1) or lost (0) the game; -1 where the rule set has
//                    no such result (or the game is not over).
//   observe          the observation tensor and text, from one seat's view.
//   resample_hidden  redraw what a seat cannot see (ISMCTS determinisation).
//   slice_fields     the slice's fields, declared once (slice_fields.h): the
//                    Game writes and reads them in the State's JSON form and
//                    checks each in its range; it rebuilds every cache once
//                    all slices are read and valid.
//   write/read_json  what of the module's JSON form its declaration does not
//                    say: fields of another slice it lists (C&K's commodities
//                    in the base hands, Seafarers' ships).
//   validate         a State read from bytes or JSON (Game::validate), before
//                    any cache is rebuilt, after the declared ranges: the
//                    rules between the fields, named as in JSON; it reads no cache.
//   render_svg       pictures (core/render/): the module's pieces, as symbols
//                    placed on the SvgCanvas, and its side-panel lines, as
//                    `viewer` may see them (-1: everything). The renderer
//                    draws the board first; the replay viewer replays the
//                    pieces, so a module draws nothing anywhere else.
// A module owns the phases its own actions lead to; the base module owns the
// turn machine that the others hook into. The event hooks (on_roll, on_build,
// on_turn_end, extra_vp, on_trade, filter_legal, returns) run every turn, so a
// module names the ones it uses in hooks() and the Game calls only those.
// A module declares extension points of its own for the module that extends
// it (Cities & Knights: CkExtension, its event die, production and knights).
#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

#include "core/standard/block_table.h"
#include "core/standard/std_state.h"
#include "core/engine/game.h"

namespace catanlab {

class SliceFields;
class StdGame;
class SvgCanvas;

// A caller-owned buffer of legal actions.
struct ActionList {
  Action* data;
  int size = 0;
  void push(Action a) { data[size++] = a; }
};

// What on_build reports. The base game's pieces; a module numbers its own from
// kFirstModulePiece in its header (as phases are numbered), so the base names none of them.
enum class Piece : uint8_t { Settlement, City, Road };
constexpr uint8_t kFirstModulePiece = 16;

// Event hooks a module subscribes to, as bits of Module::hooks().
enum Hook : unsigned {
  kHookRoll = 1, kHookBuild = 2, kHookTurnEnd = 4, kHookExtraVp = 8, kHookTurnStart = 16,
  kHookFilter = 32, kHookReturns = 64,
  kHookTrade = 128,  // on_trade and holds_asked
  kHookProduce = 256, kHookPaths = 512,
  kHookMayWin = 1024
};

// A module's options: read from its own section of the rule-set file
// ({"cities_knights": {"barbarian_track": 7}}), then overridden by name;
// module code reads them as StdGame::options<T>().
// Its purchases are priced in the file's "costs" object like the base game's.
struct OptionTable {
  int key = -1;                  // kTypeKey of the options struct
  const void* values = nullptr;  // the module's own struct
  std::vector<OptionSpec> fields;
  std::vector<PurchaseSpec> purchases;
};
template <class T>
OptionTable option_table(T& values, std::vector<OptionSpec> fields, std::vector<PurchaseSpec> purchases = {}) {
  return {kTypeKey<T>, &values, std::move(fields), std::move(purchases)};
}

class Module {
 public:
  virtual ~Module() = default;
  virtual const char* name() const = 0;
  // The module this one extends (its extension points, slice and options), which must come
  // before it in the rule set's list; none by default.
  virtual const char* extends() const { return nullptr; }
  // The most seats the module's slice and observation hold (the base game's: kStdSeats).
  virtual int max_seats() const { return kMaxPlayers; }
  // Called once as the Game is assembled, before any option is read, with the module named by
  // extends(): this module uses the extension points that one declares (the Conquerors add
  // their card kinds to Cities & Knights').
  virtual void extend(Module& /*extended*/) {}

  // The module's blocks of decisions and chance outcomes, declared once as
  // the Game is assembled (sizes may depend on the board and the options),
  // each with its handler (what applying one of its ids does) and a handle
  // the module keeps.
  virtual void declare(BlockTable& blocks, const StdGame& g) = 0;
  // Every module's blocks are numbered (handles filled, g.num_ids() known): tables by id, once per Game.
  virtual void numbered(const StdGame& /*g*/) {}

  // The module's options, bound to a struct the module holds (none by default).
  virtual OptionTable options() { return {}; }
  // An entry of the module's section that is not an integer option (C&K's cards dealt, by
  // kind): the module reads it into its options and answers true, or answers false for a
  // key it does not know. Throws ConfigError naming `at` (the file and the field) for a bad value.
  virtual bool read_entry(const std::string& /*key*/, const nlohmann::json& /*value*/, const std::string& /*at*/) {
    return false;
  }
  // Lines describing what the module's options and costs do not (C&K: its decks);
  // the Game's fingerprint covers them.
  virtual void describe(std::vector<std::string>& /*lines*/) const {}

  virtual unsigned hooks() const { return 0; }
  // The module's slice of the State, laid out after StdState (none by default).
  virtual SliceSpec slice() const { return {}; }
  // The declaration of the slice's fields (slice_fields.h), where the module gives one.
  virtual const SliceFields* slice_fields() const { return nullptr; }
  // The phases the module's own actions lead to, in the id range it owns (std_state.h).
  virtual std::vector<PhaseSpec> phases() const { return {}; }

  virtual void setup(const StdGame&, StdState&) const {}
  virtual void legal_actions(const StdGame& g, const StdState& s, ActionList& out) const = 0;
  virtual int chance_outcomes(const StdGame&, const StdState&, ChanceOutcome*) const { return 0; }
  virtual Action sample_chance(const StdGame&, const StdState&, Rng&) const { return -1; }
  virtual void on_roll(const StdGame&, StdState&, int /*roll*/) const {}
  virtual void on_build(const StdGame&, StdState&, Piece, int /*where*/, int /*player*/) const {}
  virtual bool on_turn_end(const StdGame&, StdState&) const { return false; }
  virtual void on_turn_start(const StdGame&, StdState&) const {}
  virtual bool on_produce(const StdGame&, StdState&, int /*roll*/, uint64_t& /*received*/) const { return false; }
  virtual bool resume_roll(const StdGame&, StdState&) const { return false; }
  virtual int path_pieces_open(const StdGame&, const StdState&, int /*player*/) const { return 0; }
  virtual int extra_vp(const StdGame&, const StdState&, int /*player*/) const { return 0; }
  virtual bool may_win(const StdGame&, const StdState&, int /*player*/) const { return true; }
  virtual void on_trade(const StdGame&, StdState&, int /*partner*/) const {}
  virtual bool holds_asked(const StdGame&, const StdState&, int /*seat*/) const { return true; }
  virtual void filter_legal(const StdGame&, const StdState&, ActionList&) const {}
  virtual bool returns(const StdGame&, const StdState&, double* /*out*/) const { return false; }
  virtual int table_result(const StdGame&, const StdState&) const { return -1; }
  virtual int observation_size(const StdGame&) const { return 0; }
  virtual void observe(const StdGame&, const StdState&, int /*player*/, float* /*out*/) const {}
  virtual void observe_text(const StdGame&, const StdState&, int /*player*/, std::string&) const {}
  virtual void resample_hidden(const StdGame&, StdState&, int /*player*/, Rng&) const {}
  virtual void write_json(const StdGame&, const StdState&, nlohmann::json&) const {}
  virtual void read_json(const StdGame&, StdState&, const nlohmann::json&) const {}
  virtual void validate(const StdGame&, const StdState&) const {}
  virtual void rebuild_caches(const StdGame&, StdState&) const {}
  virtual void render_svg(const StdGame&, const StdState&, int /*viewer*/, SvgCanvas&) const {}
};

}  // namespace catanlab
