#pragma once
// CkExtension: the extension points Cities & Knights declares for the module
// that extends it (Legend of the Conquerors, Enchanted Land). That module implements them and
// hands itself over from its Module::extend (CitiesKnights::set_extension);
// Cities & Knights calls them where its own rules leave room.
#include <cstdint>

#include "core/base/std_state.h"

namespace catanlab {

class StdGame;

// What a roll's production owes: cards per kind, per seat (on_produce).
using Owed = uint8_t[kNumCardKinds][kMaxPlayers];

class CkExtension {
 public:
  virtual ~CkExtension() = default;
  // A ship on the event die: answer true to take the step over (an event track
  // of one's own), then resume the roll (ck::continue_roll) once its events are
  // resolved, possibly after chance phases of one's own.
  virtual bool on_ship(const StdGame&, StdState&) const { return false; }
  // The production of a roll other than 7 counted what each seat is owed and
  // has not paid it yet: take some of it over (Conquerors: wine instead of a resource).
  virtual void on_produce(const StdGame&, StdState&, int /*roll*/, Owed&) const {}
  // A displaced knight (CkSlice::displaced), which stood at `from`, is relocated
  // to the free intersections its owner's roads reach: add places.
  virtual void widen_relocation(const StdGame&, const StdState&, int /*from*/, VertexSet& /*targets*/) const {}
  // The barbarians attack: knights standing at `not_defending` do not count for the defence, and
  // those at `kept_active` stay active after it (Enchanted Land: knights there do neither).
  virtual void attack_exemptions(const StdGame&, const StdState&, VertexSet& /*not_defending*/,
                                 VertexSet& /*kept_active*/) const {}
};

inline const CkExtension kNoCkExtension{};  // C&K alone: its own rules everywhere

}  // namespace catanlab
