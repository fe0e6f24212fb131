#pragma once
// A rule module's part of the standard family's value function
// (standard_value.cpp): what its pieces, cards and tracks are worth to a seat,
// and what it adds to every seat alike (the table's fate where the seats win
// or lose together). One file per module, <module>_terms.cpp, which registers
// the module's terms by the module's name (heuristic_registry.h).
#include <string_view>

#include "core/standard/std_game.h"

namespace catanlab {

// Weights, in units where one VP is worth 10 (shared by every module's terms).
constexpr double kVp = 10.0;
constexpr double kCard = 1.0;         // a card in hand
constexpr double kPendingRoad = 1.5;  // a free road still to place
constexpr double kPendingDraw = 2.5;  // a card bought or drawn, not yet seen by the others

struct ModuleTerms {
  virtual ~ModuleTerms() = default;
  // The seat's value from the module; `sees`: the seat's hidden cards count in full.
  virtual double seat(const StdGame& g, const StdState& s, int player, bool sees) const = 0;
  // The table's standing, the same for every seat; 0 unless the seats win or lose together.
  virtual double table(const StdGame&, const StdState&) const { return 0; }
};

// Called by a terms file's register function; `terms` lives as long as the program.
void register_module_terms(std::string_view module, const ModuleTerms& terms);
// The terms of the module of that name; null where it adds none. Thread-safe.
const ModuleTerms* module_terms(std::string_view module);

}  // namespace catanlab
