// The family-independent part of the engine API: conveniences over the
// virtual core, names, checked application, look-alikes, and the envelopes
// of the bytes and JSON forms.
#include "core/engine/game.h"

#include <cstring>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/config_error.h"

namespace catanlab {

using nlohmann::json;

namespace {

constexpr char kMagic[4] = {'C', 'L', 'S', 'T'};
constexpr uint32_t kBytesVersion = 1;
constexpr int kJsonVersion = 1;

struct BytesHeader {
  char magic[4];
  uint32_t version;
  uint64_t fingerprint;
  uint64_t size;
};

}  // namespace

std::vector<Action> Game::legal_actions(const State& s) const {
  std::vector<Action> v(num_actions());
  v.resize(legal_actions(s, v.data()));
  return v;
}

void Game::legal_mask(const State& s, uint8_t* mask) const {
  std::memset(mask, 0, num_actions());
  for (Action a : legal_actions(s)) mask[a] = 1;
}

bool Game::is_legal(const State& s, Action a) const {
  if (is_terminal(s)) return false;
  if (is_chance(s)) {
    for (const ChanceOutcome& o : chance_outcomes(s))
      if (o.id == a) return true;
    return false;
  }
  for (Action x : legal_actions(s))
    if (x == a) return true;
  return false;
}

std::vector<ChanceOutcome> Game::chance_outcomes(const State& s) const {
  std::vector<ChanceOutcome> v(max_chance_outcomes());
  v.resize(chance_outcomes(s, v.data()));
  return v;
}

void Game::apply_checked(State& s, Action a) const {
  if (a < 0 || a >= num_ids())
    throw IllegalAction(fmt::format("action id {} is out of range 0..{}", a, num_ids() - 1));
  if (!is_legal(s, a))
    throw IllegalAction(fmt::format("'{}' is not legal in phase {} ({})", action_name(a), phase_name(s),
                                    is_chance(s)     ? std::string("a chance node")
                                    : is_terminal(s) ? std::string("the game is over")
                                                     : fmt::format("player {} to move", current_player(s))));
  apply(s, a);
}

std::vector<Action> Game::look_alikes(const State& before, Action a, int viewer) const {
  const bool chance = is_chance(before);
  std::vector<Action> open, out;
  if (chance)
    for (const ChanceOutcome& o : chance_outcomes(before)) open.push_back(o.id);
  else
    open = legal_actions(before);
  auto observed = [&](Action x, int seat) {
    State t = before;
    apply(t, x);
    std::vector<float> obs(observation_size_);
    observe(t, seat, obs.data());
    return obs;
  };
  const int actor = current_player(before);
  const std::vector<float> seen = observed(a, viewer), done = chance ? seen : observed(a, actor);
  for (Action x : open)
    if (x != a && observed(x, viewer) == seen && (chance || observed(x, actor) != done)) out.push_back(x);
  return out;
}

const std::string& Game::action_name(Action id) const {
  if (id < 0 || id >= num_ids()) throw std::out_of_range(fmt::format("no action with id {}", id));
  return actions_.name(id);
}

std::string Game::to_bytes(const State& s) const {
  BytesHeader h{{}, kBytesVersion, fingerprint_, uint64_t(s.size())};
  std::memcpy(h.magic, kMagic, 4);
  std::string out(sizeof h + s.size(), '\0');
  std::memcpy(out.data(), &h, sizeof h);
  std::memcpy(out.data() + sizeof h, s.data(), s.size());
  return out;
}

State Game::from_bytes(std::string_view bytes) const {
  BytesHeader h;
  const size_t expected = sizeof h + size_t(state_size());
  if (bytes.size() != expected) throw ConfigError(fmt::format("state bytes: {} bytes, expected {}", bytes.size(), expected));
  std::memcpy(&h, bytes.data(), sizeof h);
  if (std::memcmp(h.magic, kMagic, 4) != 0) throw ConfigError("state bytes: not a catanlab state");
  if (h.version != kBytesVersion)
    throw ConfigError(fmt::format("state bytes: version {}, expected {}", h.version, kBytesVersion));
  if (h.fingerprint != fingerprint_)
    throw ConfigError("state bytes: written for another rule set, option set or player count");
  State s(state_size());
  std::memcpy(s.data(), bytes.data() + sizeof h, s.size());
  return s;
}

std::string Game::to_json(const State& s) const {
  json j = {{"format", "catanlab-state"}, {"version", kJsonVersion}, {"rules", rules_.name}, {"players", num_players_}};
  write_json(s, j);
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
  if (!j.contains("players") || !j["players"].is_number_integer()) throw ConfigError("state: 'players' must be an integer");
  if (j["players"].get<int>() != num_players_)
    throw ConfigError(fmt::format("state: {} players, this game has {}", j["players"].get<int>(), num_players_));
  return read_json(j);
}

}  // namespace catanlab
