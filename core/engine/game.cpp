// The family-independent part of the engine API: conveniences over the
// virtual core, names, checked application, look-alikes, and the envelopes
// of the bytes and JSON forms, and what both check of a State they read.
#include "core/engine/game.h"

#include <cmath>
#include <cstring>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/config_error.h"
#include "core/json_int.h"

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
  if (h.size != uint64_t(state_size())) throw ConfigError(fmt::format("state bytes: header size {}, expected {}", h.size, state_size()));
  State s(state_size());
  std::memcpy(s.data(), bytes.data() + sizeof h, s.size());
  validate(s);
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
  } catch (const json::exception& e) {  // out_of_range too: a number beyond a double (1e999)
    throw ConfigError(std::string("state: malformed JSON: ") + e.what());
  }
  auto text_of = [&](const char* key) { return j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : ""; };
  if (!j.is_object() || text_of("format") != "catanlab-state") throw ConfigError("state: not a catanlab state");
  // A later format's fields would be misread as this one's: refused, as a state written by another program.
  if (!j.contains("version") || !json_int_within(j["version"], kJsonVersion, kJsonVersion))
    throw ConfigError(fmt::format("state: 'version' is {}, expected {} (the format this build reads)",
                                  j.contains("version") ? j["version"].dump() : "missing", kJsonVersion));
  if (text_of("rules") != rules_.name)
    throw ConfigError(fmt::format("state: written for rule set '{}', not '{}'", text_of("rules"), rules_.name));
  if (!j.contains("players") || !json_int_within(j["players"], 1, kMaxSeats))
    throw ConfigError(fmt::format("state: 'players' must be an integer in 1..{}", kMaxSeats));
  if (j["players"].get<int>() != num_players_)
    throw ConfigError(fmt::format("state: {} players, this game has {}", j["players"].get<int>(), num_players_));
  const State s = read_checked(j);
  check_playable(s);
  return s;
}

void Game::validate(const State& s) const {
  if (s.size() != state_size()) throw ConfigError(fmt::format("state: {} bytes, this game's are {}", s.size(), state_size()));
  validate_fields(s);
  // Every other byte (a cache, padding, a seat the game does not have) is what the fields make
  // of it: the State reads back from its own JSON form unchanged.
  json j;
  write_json(s, j);
  const State rebuilt = read_checked(j);
  if (!(rebuilt == s)) {
    int at = 0;
    while (s.data()[at] == rebuilt.data()[at]) ++at;
    throw ConfigError(fmt::format("state: byte {} is {}, where its fields make it {} (a cache, padding or an unused seat)",
                                  at, int(s.data()[at]), int(rebuilt.data()[at])));
  }
  check_playable(s);
}

State Game::read_checked(const json& j) const {
  State s = read_json(j);
  validate_fields(s);  // before any cache is computed from them
  rebuild_caches(s);
  return s;
}

// A position to play on: the seat to move has a decision, a chance node its outcomes.
void Game::check_playable(const State& s) const {
  if (is_terminal(s)) return;
  if (!is_chance(s)) {
    if (legal_actions(s).empty())
      throw ConfigError(fmt::format("state: seat {} has no legal action in phase {}", current_player(s), phase_name(s)));
    return;
  }
  double sum = 0;
  for (const ChanceOutcome& o : chance_outcomes(s)) sum += o.probability;
  if (!(std::abs(sum - 1) <= 1e-9)) throw ConfigError(fmt::format("state: the chance outcomes of phase {} do not sum to 1", phase_name(s)));
}

}  // namespace catanlab
