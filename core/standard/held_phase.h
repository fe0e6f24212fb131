#pragma once
// HeldPhase: the phase a module's interlude took over (Seafarers' reveals and
// gold picks, the treasure hunt, Greater Catan's tokens), to give back once the
// interlude is done. Four bytes of the module's slice, all zero while none is held.
#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <string>

namespace catanlab {

class FieldCheck;
class StdGame;
struct StdState;

struct HeldPhase {
  uint8_t active = 0;
  uint8_t phase = 0;      // the Phase taken over
  uint8_t to_move = 0;    // the seat it waited on
  uint8_t placement = 0;  // a set-up or Road Building step goes on after it (path_placed)

  // Takes the phase under way over; nothing if one is held already.
  void hold(const StdState& s, bool in_placement);
  // Gives the held phase back (give_phase_back) and holds none.
  void give_back(const StdGame& g, StdState& s);

  // {"active", "phase" (its name), "to_move", "path"}.
  nlohmann::json to_json(const StdGame& g) const;
  // ConfigError naming `where` ("state.seafarers.interlude") for a missing or bad field.
  static HeldPhase from_json(const StdGame& g, const StdState& s, const nlohmann::json& j, const std::string& where);
  // Each field in range, the phase one of the rule set's and one that places pieces (never a
  // roll, discard, robber, trade or draw), and nothing held without `active`;
  // `c.at(name)` names the fields. What the module's own phases ask of it, the module checks.
  void check(const StdGame& g, const StdState& s, const FieldCheck& c, const char* name) const;
};
static_assert(sizeof(HeldPhase) == 4);

}  // namespace catanlab
