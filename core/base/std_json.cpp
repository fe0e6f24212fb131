// The standard family's part of a State's JSON form (readable, diffable,
// validated field by field on the way in): the layout, the turn machine's
// header, then every module's slice.
#include <cstring>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/base/std_game.h"
#include "core/config_error.h"
#include "core/json_int.h"

namespace catanlab {

using nlohmann::json;

void StdGame::write_json(const State& state, json& j) const {
  const StdState& s = std_state(state);
  json layout = {{"terrain", json::array()}, {"number", json::array()}, {"harbors", json::array()}};
  for (int h = 0; h < topo().num_hexes; ++h) {
    layout["terrain"].push_back(kTerrainNames[int(s.layout.terrain[h])]);
    layout["number"].push_back(s.layout.number[h]);
  }
  for (size_t i = 0; i < board_.harbor_edges.size(); ++i) layout["harbors"].push_back(s.layout.harbor_kind[i]);
  layout["robber_start"] = s.layout.robber_start;
  j.update({{"layout", layout},
            {"phase", phase_name(s.phase)},
            {"to_move", s.to_move},
            {"turn_player", s.turn_player},
            {"setup_step", s.setup_step},
            {"winner", s.winner == kNobody ? -1 : s.winner},
            {"turn", s.turn}});
  for (auto& m : modules_) m->write_json(*this, s, j);
}

State StdGame::read_json(const json& j) const {
  State state(state_size_);
  StdState& s = *new (state.data()) StdState();
  s.num_players = uint8_t(num_players_);
  const json& l = j.value("layout", json());
  const int nh = topo().num_hexes;
  const size_t harbors = board_.harbor_edges.size();
  auto list = [&](const char* key, size_t n) {
    return l.is_object() && l.contains(key) && l[key].is_array() && l[key].size() == n;
  };
  if (!list("terrain", size_t(nh)) || !list("number", size_t(nh)) || !list("harbors", harbors))
    throw ConfigError(fmt::format("state.layout: needs terrain and number for {} hexes and {} harbors", nh, harbors));
  for (int h = 0; h < nh; ++h) {
    std::string t = l["terrain"][h].is_string() ? l["terrain"][h].get<std::string>() : "";
    int k = 0;
    while (k < kNumTerrains && kTerrainNames[k] != t) ++k;
    if (k == kNumTerrains) throw ConfigError(fmt::format("state.layout.terrain[{}]: unknown terrain '{}'", h, t));
    s.layout.terrain[h] = Terrain(k);
    const std::string at = fmt::format("state.layout.number[{}]", h);
    const int number = json_int(l["number"][h], 0, 12, at);
    if (number == 1 || number == 7) throw ConfigError(at + ": must be 0 (none), 2-6 or 8-12");
    s.layout.number[h] = uint8_t(number);
  }
  for (size_t i = 0; i < harbors; ++i)
    s.layout.harbor_kind[i] = uint8_t(json_int(l["harbors"][i], 0, kNumHarborKinds - 1, fmt::format("state.layout.harbors[{}]", i)));
  s.layout.robber_start = int8_t(l.contains("robber_start") ? json_int(l["robber_start"], -1, nh - 1, "state.layout.robber_start") : -1);
  s.layout.index_numbers(nh);

  std::string phase = j.value("phase", "");
  int p = 0;
  while (p < kMaxPhases && (phase.empty() || phase != phase_name(Phase(p)))) ++p;
  if (p == kMaxPhases) throw ConfigError(fmt::format("state.phase: unknown phase '{}'", phase));
  s.phase = Phase(p);
  auto seat = [&](const char* key) {
    int x = json_field_int32(j, key, "state");
    if (x < 0 || x >= num_players_) throw ConfigError(fmt::format("state.{}: {} is not a seat", key, x));
    return uint8_t(x);
  };
  s.to_move = seat("to_move");
  s.turn_player = seat("turn_player");
  s.setup_step = uint8_t(json_field_int32(j, "setup_step", "state"));
  int winner = json_field_int32(j, "winner", "state");
  s.winner = winner < 0 ? kNobody : uint8_t(winner);
  s.turn = uint32_t(json_field_int32(j, "turn", "state"));
  for (auto& m : modules_) m->read_json(*this, s, j);
  rebuild_caches(s);  // once every slice is read: caches may span slices (commodities in base hands)
  return state;
}

}  // namespace catanlab
