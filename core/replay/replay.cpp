#include "core/replay/replay.h"

#include <algorithm>
#include <climits>
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <fstream>
#include <functional>
#include <nlohmann/json.hpp>

#include "core/config_error.h"
#include "core/json_int.h"

namespace catanlab {

using nlohmann::json;

GameResult result_of(const Game& g, const State& s, uint64_t steps) {
  GameResult r;
  r.winner = g.winner(s);
  r.table = g.table_result(s);
  if (r.winner < 0 && r.table < 0 && g.is_terminal(s)) {
    std::vector<double> returns(size_t(g.num_players()));
    g.returns(s, returns.data());
    for (int p = 0; p < g.num_players(); ++p) r.shared |= returns[size_t(p)] > 0 ? 1 << p : 0;
  }
  for (int p = 0; p < g.num_players(); ++p) r.vp.push_back(g.victory_points(s, p));
  r.turns = g.turn(s);
  r.steps = steps;
  return r;
}

std::string result_text(const GameResult& r) {
  if (r.table == 0) return "table defeat";
  const std::string winner = r.winner >= 0 ? fmt::format("p{} wins", r.winner) : "";
  if (r.table == 1) return winner.empty() ? "table victory, shared" : "table victory: " + winner;
  if (!winner.empty()) return winner;
  std::string shared;
  for (int p = 0; r.shared >> p; ++p)
    if (r.shared >> p & 1) shared += fmt::format("{}p{}", shared.empty() ? "" : ", ", p);
  return shared.empty() ? "draw (turn cap)" : "shared win: " + shared;
}

ReplayWriter::ReplayWriter(const std::string& path, const Game& g, const ReplayHeader& h) : out_(path) {
  json j = {{"catanlab_replay", 1}, {"rules", h.rules},  {"options", h.options}, {"players", h.players},
            {"board", board_for(g.rules(), g.num_players())}, {"seed", h.seed}, {"agents", h.agents}};
  out_.write(j.dump() + '\n');
}

void ReplayWriter::step(const Game& g, const State& before, Action a) {
  json j;
  if (g.is_chance(before)) j["p"] = "chance";
  else j["p"] = g.current_player(before);
  j["a"] = g.action_name(a);
  out_.write(j.dump() + '\n');
}

void ReplayWriter::finish(const GameResult& r) {
  json j = {{"result", {{"winner", r.winner}, {"vp", r.vp}, {"turns", r.turns}}}};
  if (r.table >= 0) j["result"]["table"] = r.table;
  if (r.shared) {
    json seats = json::array();
    for (int p = 0; r.shared >> p; ++p)
      if (r.shared >> p & 1) seats.push_back(p);
    j["result"]["shared"] = seats;
  }
  out_.write(j.dump() + '\n');
  out_.close();
}

namespace {

const json& field(const json& j, const char* key) {
  static const json missing;
  return j.contains(key) ? j[key] : missing;
}

void read_header(const json& j, const std::string& at, Replay& r) {
  if (!j.contains("catanlab_replay")) throw ConfigError(at + ": not a catanlab replay header");
  if (!json_int_within(j["catanlab_replay"], kReplayFormat, kReplayFormat))
    throw ConfigError(fmt::format("{}: replay format {}: this catanlab reads format {}", at, j["catanlab_replay"].dump(),
                                  kReplayFormat));
  for (const char* key : {"rules", "board"})
    if (!field(j, key).is_string()) throw ConfigError(fmt::format("{}: header field '{}' must be a string", at, key));
  if (!field(j, "seed").is_number_unsigned()) throw ConfigError(at + ": header field 'seed' must be an unsigned integer");
  r.header.rules = j["rules"];
  r.board = j["board"];
  r.header.seed = j["seed"];
  r.header.players = json_int(field(j, "players"), 1, kMaxSeats, at + ": header field 'players'");
  if (!field(j, "options").is_object()) throw ConfigError(at + ": header field 'options' must be an object");
  for (auto& [k, v] : j["options"].items())
    r.header.options[k] = json_int(v, INT_MIN, INT_MAX, at + ": header field 'options." + k + "'");
  const json& agents = field(j, "agents");
  if (!agents.is_array() || !std::all_of(agents.begin(), agents.end(), [](const json& a) { return a.is_string(); }))
    throw ConfigError(at + ": header field 'agents' must be an array of agent specs (strings)");
  for (const json& a : agents) r.header.agents.push_back(a);
}

ReplayStep read_step(const json& j, int line, const std::string& at, int players) {
  if (!field(j, "a").is_string()) throw ConfigError(at + ": field 'a' must be an action name");
  const json& p = field(j, "p");
  int seat = -1;
  if (json_int_within(p, 0, players - 1)) seat = p;
  else if (p != "chance")
    throw ConfigError(fmt::format("{}: field 'p' must be the acting seat, 0..{}, or \"chance\"", at, players - 1));
  return {line, j["a"], seat};
}

GameResult read_result(const json& res, const std::string& at, int players) {
  if (!res.is_object()) throw ConfigError(at + ": field 'result' must be an object");
  GameResult g;
  g.winner = json_int(field(res, "winner"), -1, players - 1, at + ": field 'result.winner'");
  const json& vp = field(res, "vp");
  if (!vp.is_array() || int(vp.size()) != players)
    throw ConfigError(fmt::format("{}: field 'result.vp' must be an array of {} integers, one per seat", at, players));
  for (size_t p = 0; p < vp.size(); ++p)
    g.vp.push_back(json_int(vp[p], INT_MIN, INT_MAX, fmt::format("{}: field 'result.vp[{}]'", at, p)));
  g.turns = json_int(field(res, "turns"), 0, INT_MAX, at + ": field 'result.turns'");
  if (res.contains("table")) g.table = json_int(res["table"], 0, 1, at + ": field 'result.table'");
  if (res.contains("shared")) {
    if (!res["shared"].is_array()) throw ConfigError(at + ": field 'result.shared' must be an array of seats");
    for (const json& p : res["shared"]) g.shared |= 1 << json_int(p, 0, players - 1, at + ": field 'result.shared'");
  }
  return g;
}

// "player 2", or "chance" for -1.
std::string actor(int seat) { return seat < 0 ? "chance" : fmt::format("player {}", seat); }

}  // namespace

Replay read_replay(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw ConfigError(path + ": cannot open replay");
  Replay r;
  r.path = path;
  std::string line;
  int n = 0;
  while (std::getline(in, line)) {
    ++n;
    if (line.empty() && n > 1) continue;
    const std::string at = fmt::format("{}:{}", path, n);
    json j;
    try {
      j = json::parse(line);
    } catch (const json::exception& e) {  // parse_error, or out_of_range for a number past a double
      throw ConfigError(at + ": malformed JSON: " + e.what());
    }
    if (!j.is_object()) throw ConfigError(at + ": each line must be a JSON object");
    if (r.result) throw ConfigError(at + ": a line after the result, which ends a replay");
    if (n == 1) read_header(j, at, r);
    else if (j.contains("result")) r.result = read_result(j["result"], at, r.header.players);
    else r.steps.push_back(read_step(j, n, at, r.header.players));
  }
  if (n == 0) throw ConfigError(path + ":1: empty replay");
  return r;
}

State verify_replay(const Replay& r, const std::function<void(const Game&, const State&, const ReplayStep&)>& on_step) {
  std::shared_ptr<const Game> g;
  try {
    g = Game::load(r.header.rules, r.header.players, r.header.options);
  } catch (const ConfigError& e) {
    throw ConfigError(r.path + ":1: " + e.what());
  }
  // Replays written before the header named the board for the player count hold the rule set's own.
  const std::string board = board_for(g->rules(), g->num_players());
  if (r.board != board && r.board != g->rules().board)
    throw ConfigError(fmt::format("{}:1: header board '{}' is not rule set {}'s board for {} players, '{}'", r.path,
                                  r.board, r.header.rules, g->num_players(), board));
  State s = g->new_game(r.header.seed);
  for (const ReplayStep& step : r.steps) {
    const std::string at = fmt::format("{}:{}", r.path, step.line);
    auto id = g->action_id(step.name);
    if (!id) throw ConfigError(at + ": unknown action '" + step.name + "'");
    const int acting = g->is_chance(s) ? -1 : g->current_player(s);
    if (!g->is_terminal(s) && step.seat != acting)  // past the end, apply_checked says the game is over
      throw ConfigError(fmt::format("{}: '{}' is recorded for {}, but {} acts here", at, step.name, actor(step.seat),
                                    actor(acting)));
    try {
      g->apply_checked(s, *id);
    } catch (const IllegalAction& e) {
      throw ConfigError(at + ": " + e.what());
    }
    if (on_step) on_step(*g, s, step);
  }
  if (r.result) {
    GameResult now = result_of(*g, s, r.steps.size());
    if (!g->is_terminal(s)) throw ConfigError(r.path + ": the replay records a result but the game has not ended");
    if (now.winner != r.result->winner)
      throw ConfigError(fmt::format("{}: recorded winner {} differs from re-executed winner {}", r.path,
                                    r.result->winner, now.winner));
    if (now.vp != r.result->vp)
      throw ConfigError(fmt::format("{}: recorded VP [{}] differ from re-executed VP [{}]", r.path,
                                    fmt::join(r.result->vp, ", "), fmt::join(now.vp, ", ")));
    if (now.turns != r.result->turns)
      throw ConfigError(fmt::format("{}: recorded {} turns differ from re-executed {}", r.path, r.result->turns,
                                    now.turns));
    if (now.shared != r.result->shared)
      throw ConfigError(fmt::format("{}: recorded shared win {} differs from re-executed {}", r.path, r.result->shared,
                                    now.shared));
    if (now.table != r.result->table)  // written exactly when the rule set has a table result
      throw ConfigError(fmt::format("{}: recorded table result {} differs from re-executed {}", r.path,
                                    r.result->table, now.table));
  }
  return s;
}

}  // namespace catanlab
