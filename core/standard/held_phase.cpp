#include "core/standard/held_phase.h"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/standard/std_game.h"
#include "core/base/turn.h"
#include "core/config_error.h"
#include "core/field_check.h"
#include "core/json_int.h"

namespace catanlab {

void HeldPhase::hold(const StdState& s, bool in_placement) {
  if (active) return;
  *this = {1, uint8_t(s.phase), s.to_move, uint8_t(in_placement)};
}

void HeldPhase::give_back(const StdGame& g, StdState& s) {
  const HeldPhase held = *this;
  *this = {};
  give_phase_back(g, s, Phase(held.phase), held.to_move, held.placement);
}

nlohmann::json HeldPhase::to_json(const StdGame& g) const {
  return {{"active", active}, {"phase", g.phase_name(Phase(phase))}, {"to_move", to_move}, {"path", placement}};
}

HeldPhase HeldPhase::from_json(const StdGame& g, const StdState& s, const nlohmann::json& j, const std::string& where) {
  if (!j.is_object()) throw ConfigError(where + ": missing object");
  HeldPhase h;
  h.active = uint8_t(json_field(j, "active", where, 0, 1));
  h.phase = uint8_t(g.phase_from_json(j, where));
  h.to_move = uint8_t(json_field(j, "to_move", where, 0, s.num_players - 1));
  h.placement = uint8_t(json_field(j, "path", where, 0, 1));
  return h;
}

void HeldPhase::check(const StdGame& g, const StdState& s, const FieldCheck& c, const char* name) const {
  const FieldCheck f = c.at(name);
  f.range("active", active, 0, 1);
  f.range("to_move", to_move, 0, s.num_players - 1);
  f.range("path", placement, 0, 1);
  f.require(*g.phase_name(Phase(phase)) != 0, "phase", "no phase of this rule set");
  // Only a phase that places pieces is taken over (a hunt, a reveal, a gift): never a roll, a
  // discard, the robber's, a trade or a draw, whose own state would not be there to go on with.
  const Phase p = Phase(phase);
  const bool places = p == Phase::SetupSettlement || p == Phase::SetupRoad || p == Phase::PreRoll || p == Phase::Main ||
                      p == Phase::RoadBuilding || p == Phase::SpecialBuild || p > Phase::SpecialBuild;
  f.require(!active || places, "phase", fmt::format("{} is not a phase that places pieces", g.phase_name(p)));
  c.require(active || (!phase && !to_move && !placement), name, "a phase to give back with none held");
}

}  // namespace catanlab
