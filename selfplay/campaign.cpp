#include "selfplay/campaign.h"

#include <algorithm>
#include <filesystem>
#include <fmt/format.h>
#include <fstream>
#include <sstream>

#include "core/config_error.h"
#include "core/did_you_mean.h"
#include "core/engine/ruleset.h"
#include "core/json_int.h"
#include "selfplay/game_runner.h"

namespace catanlab {

namespace {

const char* const kKeys[] = {"description", "chapters", "mercy", "max_plays"};

// One chapter, loaded twice: as first played and as repeated.
CampaignChapter load_chapter(const std::string& where, const std::string& rules, bool mercy, int players,
                             const std::map<std::string, int>& options) {
  CampaignChapter ch{rules, nullptr, nullptr};
  try {
    ch.game = Game::load(rules, players, options);
    auto with_mercy = options;
    with_mercy["lotc_mercy"] = 1;
    ch.repeat = mercy ? Game::load(rules, players, with_mercy) : ch.game;
  } catch (const ConfigError& e) {  // unknown rule set, player count, option: said with the entry
    throw ConfigError(fmt::format("{}: {}", where, e.what()));
  }
  const auto& modules = ch.game->rules().modules;
  if (std::find(modules.begin(), modules.end(), "conquerors") == modules.end())
    throw ConfigError(fmt::format("{}: rule set '{}' is not a Legend of the Conquerors chapter (no 'conquerors' module)",
                                  where, rules));
  return ch;
}

// The file a user's campaign names: the path as given, else the same path
// under configs/ ("campaigns/conquerors.json"), else a shipped campaign by
// name ("conquerors"); the last two open from any folder.
std::string campaign_file(const std::string& name) {
  namespace fs = std::filesystem;
  std::error_code ec;  // a name no file can have is simply not found
  if (fs::exists(name, ec)) return name;
  const fs::path configs = config_dir();
  for (const fs::path& shipped : {configs / name, configs / "campaigns" / (name + ".json")})
    if (fs::is_regular_file(shipped, ec)) return shipped.string();
  return name;
}

// The shipped campaigns' names, for the message of a file not found.
std::string shipped_campaigns() {
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(config_dir() + "/campaigns", ec))
    if (entry.path().extension() == ".json") names.push_back(entry.path().stem().string());
  std::sort(names.begin(), names.end());
  std::string list;
  for (const auto& n : names) list += (list.empty() ? "" : ", ") + n;
  return list;
}

}  // namespace

Campaign load_campaign(const std::string& name, int players, const std::map<std::string, int>& options) {
  using nlohmann::json;
  const std::string path = campaign_file(name);
  if (options.count("lotc_mercy"))
    throw ConfigError(path + ": option lotc_mercy is the campaign's: it sets it on repeats (the file's 'mercy')");
  std::ifstream in(path);
  if (!in) {
    const std::string shipped = shipped_campaigns();
    throw ConfigError(path + ": cannot open the campaign file (shipped campaigns, by name: " + shipped + ")");
  }
  std::stringstream text;
  text << in.rdbuf();
  json j;
  try {
    j = json::parse(text.str());
  } catch (const json::exception& e) {  // out_of_range too: a number beyond a double (1e999)
    throw ConfigError(path + ": malformed JSON: " + e.what());
  }
  if (!j.is_object()) throw ConfigError(path + ": expected a JSON object with 'chapters', 'mercy' and 'max_plays'");
  for (const auto& [key, value] : j.items())
    if (std::find(std::begin(kKeys), std::end(kKeys), key) == std::end(kKeys))
      throw ConfigError(path + ": unknown key '" + key + "'" +
                        did_you_mean(key, std::vector<std::string>(std::begin(kKeys), std::end(kKeys))) +
                        " (keys: description, chapters, mercy, max_plays)");
  if (j.contains("description") && !j["description"].is_string())  // for people, but text, as a rule set's
    throw ConfigError(path + ": 'description' must be a string");
  Campaign c;
  c.path = path;
  if (!j.contains("mercy") || !j["mercy"].is_boolean()) throw ConfigError(path + ": 'mercy' must be true or false");
  c.mercy = j["mercy"];
  if (!j.contains("max_plays") || !json_int_within(j["max_plays"], 1, INT_MAX))  // 2^32 + 1 is not 1
    throw ConfigError(fmt::format("{}: 'max_plays' must be a whole number in 1..{} (plays of one chapter, the first "
                                  "included)", path, INT_MAX));
  c.max_plays = j["max_plays"];
  if (!j.contains("chapters") || !j["chapters"].is_array() || j["chapters"].empty())
    throw ConfigError(path + ": 'chapters' must be a non-empty array of rule set names, e.g. [\"conquerors_ch1\"]");
  for (size_t i = 0; i < j["chapters"].size(); ++i) {
    const json& entry = j["chapters"][i];
    const std::string where = fmt::format("{}: chapters[{}]", path, i);
    if (!entry.is_string()) throw ConfigError(where + ": expected a rule set name, got " + entry.dump());
    c.chapters.push_back(load_chapter(where, entry.get<std::string>(), c.mercy, players, options));
  }
  return c;
}

CampaignResult play_campaign(const Campaign& c, uint64_t seed, const ChapterPlayer& play) {
  const int n = c.chapters.front().game->num_players();
  lotc::Chronicle chronicle(n);
  CampaignResult r;
  for (size_t k = 0; k < c.chapters.size(); ++k) {
    const CampaignChapter& ch = c.chapters[k];
    bool won = false;
    for (int attempt = 1; attempt <= c.max_plays && !won; ++attempt) {
      ChapterPlay p;
      p.entry = int(k);
      p.rules = ch.rules;
      p.attempt = attempt;
      p.mercy = attempt > 1 && c.mercy;
      p.seed = derive_seed(derive_seed(seed, k), uint64_t(attempt));
      p.result = play(attempt > 1 ? *ch.repeat : *ch.game, p.seed);
      p.points = chronicle.enter(p.result);
      won = p.result.victory;
      r.plays.push_back(std::move(p));
    }
    if (!won) break;  // lost max_plays times: the legend ends here
    r.chapters_won += 1;
  }
  r.legend_points = chronicle.total();
  r.from_defeats = chronicle.from_defeats();
  r.complete = r.chapters_won == int(c.chapters.size());
  r.winners = r.complete ? chronicle.winners() : 0;
  return r;
}

ChapterPlayer seated_player(const std::vector<Agent*>& seats, const std::vector<int>& entry_at) {
  return [seats, entry_at](const Game& g, uint64_t seed) {
    std::vector<uint64_t> agent_seeds;  // by entry, as the arena seeds them
    for (int e : entry_at) agent_seeds.push_back(derive_seed(seed, 100 + uint64_t(e)));
    State end;
    play_game(g, seats, seed, nullptr, nullptr, false, &agent_seeds, &end);
    return lotc::chapter_result(g, end);
  };
}

nlohmann::json campaign_result_json(const CampaignResult& r) {
  using nlohmann::json;
  json plays = json::array();
  for (const ChapterPlay& p : r.plays)
    plays.push_back({{"rules", p.rules}, {"chapter", p.result.chapter}, {"attempt", p.attempt}, {"mercy", p.mercy},
                     {"seed", p.seed}, {"victory", p.result.victory}, {"vp", p.result.vp}, {"hero", p.result.hero},
                     {"legend_points", p.points}});
  std::vector<int> winners;
  for (int q = 0; q < int(r.legend_points.size()); ++q)
    if ((r.winners >> q) & 1) winners.push_back(q);
  return {{"plays", plays},           {"legend_points", r.legend_points}, {"from_defeats", r.from_defeats},
          {"chapters_won", r.chapters_won}, {"complete", r.complete},     {"winners", winners}};
}

}  // namespace catanlab
