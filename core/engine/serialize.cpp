// State <-> bytes (the struct itself behind a checked header) and State <->
// JSON (readable, diffable, validated field by field on the way in).
#include <cstring>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/config_error.h"
#include "core/engine/game.h"

namespace catanlab {

using nlohmann::json;

namespace {

constexpr char kMagic[4] = {'C', 'L', 'S', 'T'};
constexpr uint32_t kVersion = 1;

struct BytesHeader {
  char magic[4];
  uint32_t version;
  uint64_t fingerprint;
  uint64_t size;
};

int field_int(const json& j, const char* key) {
  if (!j.contains(key) || !j[key].is_number_integer()) throw ConfigError(std::string("state: '") + key + "' must be an integer");
  return j[key].get<int>();
}

}  // namespace

std::string Game::to_bytes(const State& s) const {
  BytesHeader h{{}, kVersion, fingerprint_, sizeof(State)};
  std::memcpy(h.magic, kMagic, 4);
  std::string out(sizeof h + sizeof s, '\0');
  std::memcpy(out.data(), &h, sizeof h);
  std::memcpy(out.data() + sizeof h, &s, sizeof s);
  return out;
}

State Game::from_bytes(std::string_view bytes) const {
  BytesHeader h;
  if (bytes.size() != sizeof h + sizeof(State))
    throw ConfigError(fmt::format("state bytes: {} bytes, expected {}", bytes.size(), sizeof h + sizeof(State)));
  std::memcpy(&h, bytes.data(), sizeof h);
  if (std::memcmp(h.magic, kMagic, 4) != 0) throw ConfigError("state bytes: not a catanlab state");
  if (h.version != kVersion) throw ConfigError(fmt::format("state bytes: version {}, expected {}", h.version, kVersion));
  if (h.fingerprint != fingerprint_)
    throw ConfigError("state bytes: written for another rule set, option set or player count");
  State s;
  std::memcpy(&s, bytes.data() + sizeof h, sizeof s);
  return s;
}

std::string Game::to_json(const State& s) const {
  json layout = {{"terrain", json::array()}, {"number", json::array()}, {"harbors", json::array()}};
  for (int h = 0; h < topo().num_hexes; ++h) {
    layout["terrain"].push_back(kTerrainNames[int(s.layout.terrain[h])]);
    layout["number"].push_back(s.layout.number[h]);
  }
  for (size_t i = 0; i < board_.harbor_edges.size(); ++i) layout["harbors"].push_back(s.layout.harbor_kind[i]);
  layout["robber_start"] = s.layout.robber_start;
  json j = {{"format", "catanlab-state"},
            {"version", kVersion},
            {"rules", rules_.name},
            {"players", s.num_players},
            {"layout", layout},
            {"phase", phase_name(s.phase)},
            {"to_move", s.to_move},
            {"turn_player", s.turn_player},
            {"setup_step", s.setup_step},
            {"winner", s.winner == kNobody ? -1 : s.winner},
            {"turn", s.turn}};
  for (auto& m : modules_) m->write_json(*this, s, j);
  return j.dump();
}

State Game::from_json(const std::string& text) const {
  json j;
  try {
    j = json::parse(text);
  } catch (const json::parse_error& e) {
    throw ConfigError(std::string("state: malformed JSON: ") + e.what());
  }
  if (!j.is_object() || j.value("format", "") != "catanlab-state") throw ConfigError("state: not a catanlab state");
  if (j.value("rules", "") != rules_.name)
    throw ConfigError(fmt::format("state: written for rule set '{}', not '{}'", j.value("rules", ""), rules_.name));
  if (field_int(j, "players") != num_players_)
    throw ConfigError(fmt::format("state: {} players, this game has {}", field_int(j, "players"), num_players_));
  State s;
  s.num_players = uint8_t(num_players_);
  const json& l = j.value("layout", json());
  const int nh = topo().num_hexes;
  if (!l.is_object() || !l["terrain"].is_array() || int(l["terrain"].size()) != nh || !l["number"].is_array() ||
      int(l["number"].size()) != nh || !l["harbors"].is_array() || l["harbors"].size() != board_.harbor_edges.size())
    throw ConfigError(fmt::format("state.layout: needs terrain and number for {} hexes and {} harbors", nh,
                                  board_.harbor_edges.size()));
  for (int h = 0; h < nh; ++h) {
    std::string t = l["terrain"][h].is_string() ? l["terrain"][h].get<std::string>() : "";
    int k = 0;
    while (k < kNumTerrains && kTerrainNames[k] != t) ++k;
    if (k == kNumTerrains) throw ConfigError(fmt::format("state.layout.terrain[{}]: unknown terrain '{}'", h, t));
    s.layout.terrain[h] = Terrain(k);
    s.layout.number[h] = uint8_t(l["number"][h].get<int>());
  }
  for (size_t i = 0; i < board_.harbor_edges.size(); ++i) s.layout.harbor_kind[i] = uint8_t(l["harbors"][i].get<int>());
  s.layout.robber_start = int8_t(l.value("robber_start", -1));
  s.layout.index_numbers(nh);

  std::string phase = j.value("phase", "");
  int p = 0;
  while (p < kNumPhases && phase != phase_name(Phase(p))) ++p;
  if (p == kNumPhases) throw ConfigError(fmt::format("state.phase: unknown phase '{}'", phase));
  s.phase = Phase(p);
  auto seat = [&](const char* key) {
    int x = field_int(j, key);
    if (x < 0 || x >= num_players_) throw ConfigError(fmt::format("state.{}: {} is not a seat", key, x));
    return uint8_t(x);
  };
  s.to_move = seat("to_move");
  s.turn_player = seat("turn_player");
  s.setup_step = uint8_t(field_int(j, "setup_step"));
  int winner = field_int(j, "winner");
  s.winner = winner < 0 ? kNobody : uint8_t(winner);
  s.turn = uint32_t(field_int(j, "turn"));
  for (auto& m : modules_) m->read_json(*this, s, j);
  rebuild_caches(s);  // once every slice is read: caches may span slices (commodities in base hands)
  return s;
}

}  // namespace catanlab
