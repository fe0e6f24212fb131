// The standard family's part of a State's JSON form (readable, diffable,
// each number range-checked before it is stored): the layout, the turn
// machine's header, then every module's slice; and the checks of those
// fields that the bytes and the JSON form share (validate_fields).
#include <algorithm>
#include <array>
#include <climits>
#include <cstring>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/standard/module_traits.h"
#include "core/standard/slice_fields.h"
#include "core/standard/std_game.h"
#include "core/config_error.h"
#include "core/field_check.h"
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
  for (auto& m : modules_) {
    if (const SliceFields* f = m->slice_fields()) f->write(*this, s, slice_at(s, f->key()), j);
    m->write_json(*this, s, j);
  }
}

const Topology& topology_of(const StdGame& g) { return g.topo(); }

Phase StdGame::phase_from_json(const json& j, const std::string& where) const {
  const std::string name = j.contains("phase") && j["phase"].is_string() ? j["phase"].get<std::string>() : "";
  int p = 0;
  while (p < kMaxPhases && (name.empty() || name != phase_name(Phase(p)))) ++p;  // "": no phase id's name
  if (p == kMaxPhases) throw ConfigError(fmt::format("{}.phase: unknown phase '{}'", where, name));
  return Phase(p);
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

  s.phase = phase_from_json(j, "state");
  s.to_move = uint8_t(json_field(j, "to_move", "state", 0, num_players_ - 1));
  s.turn_player = uint8_t(json_field(j, "turn_player", "state", 0, num_players_ - 1));
  s.setup_step = uint8_t(json_field(j, "setup_step", "state", 0, 255));
  const int winner = json_field(j, "winner", "state", -1, num_players_ - 1);
  s.winner = winner < 0 ? kNobody : uint8_t(winner);
  s.turn = uint32_t(json_field(j, "turn", "state", 0, INT_MAX));
  for (auto& m : modules_) {
    if (const SliceFields* f = m->slice_fields()) f->read(*this, s, slice_at(s, f->key()), j);
    m->read_json(*this, s, j);
  }
  return state;
}

void StdGame::validate_fields(const State& state) const {
  const StdState& s = std_state(state);
  const Topology& t = topo();
  const FieldCheck c("state"), layout = c.at("layout");
  c.require(s.num_players == num_players_, "players", fmt::format("{}, this game has {}", s.num_players, num_players_));
  // The board's tiles and tokens: shuffled (terrain among its land hexes, tokens on hexes that
  // produce) or as its file lays them (tokens moved by Inventor, swapped among numbered hexes).
  const Layout& file = board_.layout;
  const bool shuffled = opt().shuffle_board && board_.shuffle_terrain;
  const bool numbers_shuffled = opt().shuffle_board && (board_.shuffle_terrain || board_.shuffle_numbers);
  // Modules that move tokens or keep the robber off the board (module_traits.h; the option robber_off_board too).
  bool numbers_move = false, robber_off = opt().robber_off_board;
  for (const auto& m : modules_) {
    numbers_move = numbers_move || dynamic_cast<const MovesNumberTokens*>(m.get());
    robber_off = robber_off || dynamic_cast<const KeepsRobberOffBoard*>(m.get());
  }
  const bool numbers_free = numbers_shuffled || numbers_move;  // a token on any hex that produces
  std::array<int, kNumTerrains> terrains{};
  std::array<int, 13> numbers{};
  for (int h = 0; h < t.num_hexes; ++h) {
    const int terrain = int(s.layout.terrain[h]), number = s.layout.number[h];
    const std::string at = fmt::format("terrain[{}]", h);
    layout.range(at, terrain, 0, kNumTerrains - 1);
    layout.require(number <= 12 && number != 1 && number != 7, fmt::format("number[{}]", h),
                   fmt::format("{} is not 0 (none), 2-6 or 8-12", number));
    // A face-down hex is turned over in play by a module, which checks what it turned up against its pools.
    if (board_.fog.test(h)) continue;
    layout.require(shuffled ? (terrain == int(Terrain::Sea)) == (file.terrain[h] == Terrain::Sea) : terrain == int(file.terrain[h]),
                   at, fmt::format("'{}' where the board has '{}'", kTerrainNames[terrain], kTerrainNames[int(file.terrain[h])]));
    terrains[terrain] += 1, terrains[int(file.terrain[h])] -= 1;
    layout.require(!number || (numbers_free ? terrain != int(Terrain::Sea) && terrain != int(Terrain::Desert) &&
                                                      terrain != int(Terrain::Castle)
                                                : file.number[h]),
                   fmt::format("number[{}]", h), "a token on a hex the board gives none");
    numbers[number] += 1, numbers[file.number[h]] -= 1;
  }
  layout.require(terrains == std::array<int, kNumTerrains>{}, "terrain", "not the board's tiles");
  // A shuffle group's spare tokens may stand in for its own (BoardSpec::spare_numbers): as many
  // tokens as the file's, each number at most its spares more often.
  std::array<int, 13> spare{};
  if (numbers_shuffled)
    for (const auto& group : board_.spare_numbers)
      for (uint8_t n : group) spare[n] += 1;
  int extra = 0;
  bool within = true;
  for (int n = 2; n <= 12; ++n) extra += numbers[n], within = within && numbers[n] <= spare[n];
  layout.require(numbers_move || (within && extra == 0), "number", "not the board's number tokens");  // else the module checks
  for (size_t i = 0; i < board_.harbor_edges.size(); ++i)
    layout.range(fmt::format("harbors[{}]", i), s.layout.harbor_kind[i], 0, kNumHarborKinds - 1);
  layout.range("robber_start", s.layout.robber_start, -1, t.num_hexes - 1);
  c.require(*phase_names_[int(s.phase)] != 0, "phase", fmt::format("{} is no phase of rule set {}", int(s.phase), rules_.name));
  c.range("to_move", s.to_move, 0, num_players_ - 1);
  c.range("turn_player", s.turn_player, 0, num_players_ - 1);
  c.range("setup_step", s.setup_step, 0, opt().setup_rounds * num_players_);
  c.seat_or("winner", s.winner, num_players_, kNobody);
  c.require(s.winner == kNobody || s.phase == Phase::GameOver, "winner", "a winner before the game is over");
  if (opt().turn_cap) c.range("turn", int(std::min<uint32_t>(s.turn, INT_MAX)), 0, opt().turn_cap);
  if (s.base.robber == robber_off_board(t))
    c.require(robber_off, "base.robber", "off the board, where neither robber_off_board nor a module of this rule set keeps it");
  for (auto& m : modules_) {
    if (const SliceFields* f = m->slice_fields()) f->check(*this, s, slice_at(s, f->key()));
    m->validate(*this, s);
  }
}

}  // namespace catanlab
