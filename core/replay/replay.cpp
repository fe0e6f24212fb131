#include "core/replay/replay.h"

#include <fmt/format.h>
#include <functional>
#include <nlohmann/json.hpp>

#include "core/config_error.h"

namespace catanlab {

using nlohmann::json;

GameResult result_of(const Game& g, const State& s, uint64_t steps) {
  GameResult r;
  r.winner = g.winner(s);
  r.table = g.table_result(s);
  for (int p = 0; p < g.num_players(); ++p) r.vp.push_back(g.victory_points(s, p));
  r.turns = g.turn(s);
  r.steps = steps;
  return r;
}

std::string result_text(const GameResult& r) {
  if (r.table == 0) return "table defeat";
  const std::string winner = r.winner >= 0 ? fmt::format("p{} wins", r.winner) : "";
  if (r.table == 1) return winner.empty() ? "table victory, shared" : "table victory: " + winner;
  return winner.empty() ? "draw (turn cap)" : winner;
}

ReplayWriter::ReplayWriter(const std::string& path, const Game& g, const ReplayHeader& h) : out_(path), path_(path) {
  if (!out_) throw ConfigError(path + ": cannot write replay");
  json j = {{"catanlab_replay", 1}, {"rules", h.rules},  {"options", h.options}, {"players", h.players},
            {"board", g.rules().board}, {"seed", h.seed}, {"agents", h.agents}};
  out_ << j.dump() << '\n';
}

void ReplayWriter::step(const Game& g, const State& before, Action a) {
  json j;
  if (g.is_chance(before)) j["p"] = "chance";
  else j["p"] = g.current_player(before);
  j["a"] = g.action_name(a);
  out_ << j.dump() << '\n';
}

void ReplayWriter::finish(const GameResult& r) {
  json j = {{"result", {{"winner", r.winner}, {"vp", r.vp}, {"turns", r.turns}}}};
  if (r.table >= 0) j["result"]["table"] = r.table;
  out_ << j.dump() << '\n';
  out_.flush();
}

Replay read_replay(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw ConfigError(path + ": cannot open replay");
  Replay r;
  r.path = path;
  std::string line;
  int n = 0;
  while (std::getline(in, line)) {
    ++n;
    if (line.empty()) continue;
    const std::string at = fmt::format("{}:{}", path, n);
    json j;
    try {
      j = json::parse(line);
    } catch (const json::parse_error& e) {
      throw ConfigError(at + ": malformed JSON: " + e.what());
    }
    if (!j.is_object()) throw ConfigError(at + ": each line must be a JSON object");
    if (n == 1) {
      if (!j.contains("catanlab_replay")) throw ConfigError(at + ": not a catanlab replay header");
      if (!j.contains("rules") || !j["rules"].is_string()) throw ConfigError(at + ": header field 'rules' must be a string");
      if (!j.contains("seed") || !j["seed"].is_number_unsigned()) throw ConfigError(at + ": header field 'seed' must be an unsigned integer");
      if (!j.contains("players") || !j["players"].is_number_integer()) throw ConfigError(at + ": header field 'players' must be an integer");
      r.header.rules = j["rules"];
      r.header.seed = j["seed"];
      r.header.players = j["players"];
      if (j.contains("options")) {
        if (!j["options"].is_object()) throw ConfigError(at + ": header field 'options' must be an object");
        for (auto& [k, v] : j["options"].items()) {
          if (!v.is_number_integer()) throw ConfigError(at + ": header field 'options." + k + "' must be an integer");
          r.header.options[k] = v;
        }
      }
      if (j.contains("agents") && j["agents"].is_array())
        for (auto& a : j["agents"]) r.header.agents.push_back(a.is_string() ? a.get<std::string>() : a.dump());
      continue;
    }
    if (j.contains("result")) {
      const json& res = j["result"];
      GameResult g;
      if (!res.is_object() || !res.contains("winner") || !res["winner"].is_number_integer())
        throw ConfigError(at + ": field 'result.winner' must be an integer");
      g.winner = res["winner"];
      if (res.contains("vp") && res["vp"].is_array())
        for (auto& v : res["vp"]) g.vp.push_back(v.is_number_integer() ? v.get<int>() : -1);
      g.turns = res.value("turns", 0u);
      if (res.contains("table") && !res["table"].is_number_integer())
        throw ConfigError(at + ": field 'result.table' must be an integer");
      g.table = res.value("table", -1);
      r.result = g;
      continue;
    }
    if (!j.contains("a") || !j["a"].is_string()) throw ConfigError(at + ": field 'a' must be an action name");
    r.steps.push_back({n, j["a"]});
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
  State s = g->new_game(r.header.seed);
  for (const ReplayStep& step : r.steps) {
    const std::string at = fmt::format("{}:{}", r.path, step.line);
    auto id = g->action_id(step.name);
    if (!id) throw ConfigError(at + ": unknown action '" + step.name + "'");
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
    if (now.winner != r.result->winner || (!r.result->vp.empty() && now.vp != r.result->vp))
      throw ConfigError(fmt::format("{}: recorded winner {} differs from re-executed winner {}", r.path,
                                    r.result->winner, now.winner));
    if (r.result->table >= 0 && now.table != r.result->table)  // recorded by replays with a table result
      throw ConfigError(fmt::format("{}: recorded table result {} differs from re-executed {}", r.path,
                                    r.result->table, now.table));
  }
  return s;
}

}  // namespace catanlab
