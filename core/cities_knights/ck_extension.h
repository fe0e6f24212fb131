#pragma once
// CkExtension: the extension points Cities & Knights declares for the module
// that extends it (Legend of the Conquerors, Seafarers with C&K, Enchanted Land). Those modules
// implement them and
// hands itself over from its Module::extend (CitiesKnights::set_extension);
// Cities & Knights calls them where its own rules leave room.
#include <array>
#include <cstdint>
#include <stdexcept>

#include "core/standard/std_state.h"

namespace catanlab {

class StdGame;

// What a roll's production owes: cards per kind, per seat (on_produce): the bytes of the
// production lanes, one per seat in 64 bits (hand.h).
using Owed = uint8_t[kNumCardKinds][sizeof(uint64_t)];

class CkExtension {
 public:
  virtual ~CkExtension() = default;
  // A ship on the event die: answer true to take the step over (an event track
  // of one's own), then resume the roll (ck::continue_roll) once its events are
  // resolved, possibly after chance phases of one's own.
  virtual bool on_ship(const StdGame&, StdState&) const { return false; }
  // True where on_ship always takes the step over: C&K's pictures then leave out the barbarians' track.
  virtual bool own_ship_track() const { return false; }
  // The production of a roll other than 7 counted what each seat is owed and
  // has not paid it yet: take some of it over (Conquerors: wine instead of a resource).
  virtual void on_produce(const StdGame&, StdState&, int /*roll*/, Owed&) const {}
  // A displaced knight (CkSlice::displaced), which stood at `from`, is relocated
  // to the free intersections its owner's roads reach: add places.
  virtual void widen_relocation(const StdGame&, const StdState&, int /*from*/, VertexSet& /*targets*/) const {}
  // Diplomat: seat q's pieces of the extender's own that count as open roads (ships at an open
  // route's end), and their removal to the owner's supply.
  virtual EdgeSet open_path_pieces(const StdGame&, const StdState&, int /*q*/) const { return {}; }
  virtual void remove_path_piece(const StdGame&, StdState&, int /*owner*/, int /*e*/) const {}
  // The barbarians attack: knights standing at `not_defending` do not count for the defence, and
  // those at `kept_active` stay active after it (Enchanted Land: knights there do neither).
  virtual void attack_exemptions(const StdGame&, const StdState&, VertexSet& /*not_defending*/,
                                 VertexSet& /*kept_active*/) const {}
};

inline const CkExtension kNoCkExtension{};  // C&K alone: its own rules everywhere

// The modules that extend C&K in one rule set (Seafarers with C&K and a scenario over it), asked
// in the rule set's order: the first to take a ship's step over has it; the others add up.
class CkExtensions final : public CkExtension {
 public:
  void add(const CkExtension& e) {
    if (n_ == int(list_.size())) throw std::logic_error("cities_knights: more extending modules than CkExtensions holds");
    list_[n_++] = &e;
  }
  bool on_ship(const StdGame& g, StdState& s) const override {
    for (int i = 0; i < n_; ++i)
      if (list_[i]->on_ship(g, s)) return true;
    return false;
  }
  bool own_ship_track() const override {
    for (int i = 0; i < n_; ++i)
      if (list_[i]->own_ship_track()) return true;
    return false;
  }
  void on_produce(const StdGame& g, StdState& s, int roll, Owed& owed) const override {
    for (int i = 0; i < n_; ++i) list_[i]->on_produce(g, s, roll, owed);
  }
  void widen_relocation(const StdGame& g, const StdState& s, int from, VertexSet& targets) const override {
    for (int i = 0; i < n_; ++i) list_[i]->widen_relocation(g, s, from, targets);
  }
  EdgeSet open_path_pieces(const StdGame& g, const StdState& s, int q) const override {
    EdgeSet out;
    for (int i = 0; i < n_; ++i) out |= list_[i]->open_path_pieces(g, s, q);
    return out;
  }
  void remove_path_piece(const StdGame& g, StdState& s, int owner, int e) const override {
    for (int i = 0; i < n_; ++i) list_[i]->remove_path_piece(g, s, owner, e);
  }
  void attack_exemptions(const StdGame& g, const StdState& s, VertexSet& not_defending, VertexSet& kept_active) const override {
    for (int i = 0; i < n_; ++i) list_[i]->attack_exemptions(g, s, not_defending, kept_active);
  }

 private:
  std::array<const CkExtension*, 3> list_{};
  int n_ = 0;
};

}  // namespace catanlab
