// The campaign driver (selfplay/campaign.h): chapters in order with forced
// outcomes through the chronicle (legend points, the defeat cap, the winners),
// a defeat repeated with mercy and a victory advancing, the bound on plays,
// determinism of real campaigns and of the campaign arena, and bad campaign
// files named with their entry.
#include <doctest/doctest.h>

#include <filesystem>
#include <fmt/format.h>
#include <fstream>

#include "core/standard/std_game.h"
#include "core/conquerors/lotc_rules.h"
#include "agents/agent_registry.h"
#include "core/config_error.h"
#include "selfplay/campaign_arena.h"

using namespace catanlab;
using lotc::ChapterResult;

namespace {

// A chapter player that hands back scripted results and records what it was asked to play.
struct Script {
  std::vector<ChapterResult> results;
  std::vector<int> mercy;  // lotc_mercy of each game played
  std::vector<uint64_t> seeds;
  ChapterPlayer player() {
    return [this](const Game& g, uint64_t seed) {
      mercy.push_back(lotc_opt(std_game(g)).lotc_mercy);
      seeds.push_back(seed);
      REQUIRE(mercy.size() <= results.size());
      return results[mercy.size() - 1];
    };
  }
};

std::string temp_file(const std::string& name, const std::string& text) {
  const auto path = std::filesystem::temp_directory_path() / ("catanlab_test_" + name);
  std::ofstream(path) << text;
  return path.string();
}

std::string campaign_file(const std::string& chapters, bool mercy, int max_plays) {
  const std::string text = fmt::format(R"({{"chapters": {}, "mercy": {}, "max_plays": {}}})", chapters, mercy, max_plays);
  return temp_file(fmt::format("campaign_{:016x}.json", std::hash<std::string>{}(text)), text);
}

// Chapter 1's rule set as chapters 1-3: the stub's results name the chapter the chronicle scores.
Campaign three_chapters(int max_plays) {
  return load_campaign(campaign_file(R"(["conquerors_ch1", "conquerors_ch1", "conquerors_ch1"])", true, max_plays), 3);
}

}  // namespace

TEST_CASE("campaign: forced outcomes through the driver; mercy after each defeat; the defeat cap; the winner") {
  Script s;
  s.results = {
      {1, false, {5, 4, 3}, {3, 1, 0}},    // 2 1 0
      {1, true, {13, 6, 9}, {0, 2, 1}},    // VP 6 2 3; seat 0 leaves the hero ranking: +0 +2 +1
      {2, false, {6, 6, 6}, {2, 0, 1}},    // 2 0 1
      {2, false, {6, 6, 6}, {2, 0, 1}},    // 2 0 1: seat 0 reaches 6 from defeats
      {2, false, {6, 6, 6}, {2, 0, 1}},    // 0 0 1: capped
      {2, false, {6, 6, 6}, {2, 0, 1}},    // 0 0 1
      {2, true, {8, 10, 9}, {1, 1, 0}},    // VP 3 7 5; hero +2 (seat 0) +0 +0
      {3, true, {10, 7, 12}, {4, 0, 0}},   // VP 7 5 9; hero +2 (seat 0)
  };
  const CampaignResult r = play_campaign(three_chapters(5), 11, s.player());
  CHECK(s.mercy == std::vector<int>{0, 1, 0, 1, 1, 1, 1, 0});  // a repeat has mercy, a new chapter none
  REQUIRE(r.plays.size() == 8);
  CHECK(r.plays[1].attempt == 2);
  CHECK(r.plays[1].mercy);
  CHECK(r.plays[6].attempt == 5);
  CHECK(r.plays[7].entry == 2);
  CHECK(r.plays[4].points == std::vector<int>{0, 0, 1});
  CHECK(r.from_defeats == std::vector<int>{2 + 2 + 2, 1, 4});
  CHECK(r.legend_points == std::vector<int>{2 + 6 + 4 + 5 + 9, 1 + 4 + 7 + 5, 0 + 4 + 4 + 5 + 9});
  CHECK(r.chapters_won == 3);
  CHECK(r.complete);
  CHECK(r.winners == 0b001);
  // Each play has its own seed; the same chapter and attempt keep theirs whatever came before.
  CHECK(s.seeds[0] != s.seeds[1]);
  CHECK(s.seeds[2] == derive_seed(derive_seed(11, 1), 1));
}

TEST_CASE("campaign: a chapter lost max_plays times ends the legend unwon; later chapters are not played") {
  Script s;
  s.results.assign(3, ChapterResult{1, false, {4, 4, 4}, {1, 0, 0}});
  const CampaignResult r = play_campaign(three_chapters(3), 1, s.player());
  CHECK(r.plays.size() == 3);
  CHECK(r.chapters_won == 0);
  CHECK_FALSE(r.complete);
  CHECK(r.winners == 0);  // no legend, no legend winner
  CHECK(r.legend_points == std::vector<int>{6, 0, 0});
}

TEST_CASE("campaign: without mercy a lost chapter is played again without changes") {
  Script s;
  s.results = {{1, false, {4, 4, 4}, {0, 0, 0}}, {1, false, {4, 4, 4}, {0, 0, 0}}, {1, true, {13, 4, 4}, {0, 0, 0}}};
  const Campaign c = load_campaign(campaign_file(R"(["conquerors_ch1"])", false, 4), 3);
  const CampaignResult r = play_campaign(c, 1, s.player());
  CHECK(s.mercy == std::vector<int>{0, 0, 0});
  CHECK(r.complete);
  CHECK_FALSE(r.plays[2].mercy);
  CHECK(r.legend_points == std::vector<int>{6, 3, 3});  // two tied second-most VP share 3
}

TEST_CASE("campaign: real chapters; a defeat is replayed with mercy, a victory ends the chapter; same seed, same campaign") {
  const Campaign c = load_campaign(campaign_file(R"(["conquerors_ch1"])", true, 3), 3);
  std::vector<std::unique_ptr<Agent>> owned;
  std::vector<Agent*> seats;
  for (int q = 0; q < 3; ++q) seats.push_back(owned.emplace_back(make_agent("random")).get());
  const ChapterPlayer play = seated_player(seats, {0, 1, 2});
  int repeats = 0;
  for (uint64_t seed : {1, 2, 3}) {
    const CampaignResult r = play_campaign(c, seed, play);
    for (size_t p = 0; p < r.plays.size(); ++p) {
      CHECK(r.plays[p].attempt == int(p) + 1);
      CHECK(r.plays[p].mercy == (p > 0));
      CHECK(r.plays[p].result.victory == (p + 1 == r.plays.size() && r.complete));  // only the last may be won
      repeats += p > 0;
    }
    CHECK(campaign_result_json(play_campaign(c, seed, play)) == campaign_result_json(r));
  }
  CHECK(repeats > 0);  // random tables lose chapter 1 nearly always
}

TEST_CASE("campaign arena: seat-rotated campaigns, the same lines on one thread or two; the table adds up") {
  ArenaConfig c;
  c.agents = {"heuristic", "random", "random"};
  const Campaign campaign = load_campaign(campaign_file(R"(["conquerors_ch1"])", true, 2), 3);
  auto lines = [&](int threads) {
    c.threads = threads;
    std::vector<std::string> out;
    for (const CampaignGame& g : play_campaign_pods(c, campaign, 1)) out.push_back(campaign_game_json(c, campaign, g));
    return out;
  };
  const auto one = lines(1);
  CHECK(lines(2) == one);
  REQUIRE(one.size() == 3);
  const auto j = nlohmann::json::parse(one[1]);
  CHECK(j["rotation"] == 1);
  CHECK(j["agents"][2] == "heuristic");  // rotation 1: entry 0 in seat 2
  c.threads = 1;
  const auto games = play_campaign_pods(c, campaign, 1);
  const CampaignTable t = tabulate_campaigns(c, campaign, games);
  CHECK(t.campaigns == 3);
  int plays = 0;
  for (const CampaignGame& g : games) plays += int(g.result.plays.size());
  CHECK(t.chapters[0].plays == plays);
  CHECK(t.chapters[0].repeats == plays - 3);  // one first play of the chapter per campaign
  int won = 0;
  for (const CampaignGame& g : games) won += g.result.complete;
  CHECK(t.complete == won);
  CHECK(t.chapters[0].victories == won);  // one chapter: won once or never
  for (const CampaignRow& row : t.rows) CHECK(row.campaigns == 3);
  CHECK(format_campaign_table(t).find("conquerors_ch1: ") != std::string::npos);
}

TEST_CASE("campaign: bad files and options are named with the file and the entry") {
  // The ConfigError's message, or "none" when load_campaign accepts the file.
  auto error_of = [](const std::string& path, int players = 3, const std::map<std::string, int>& options = {}) {
    try {
      load_campaign(path, players, options);
    } catch (const ConfigError& e) {
      return std::string(e.what());
    }
    return std::string("none");
  };
  auto starts = [](const std::string& text, const std::string& prefix) { return text.rfind(prefix, 0) == 0; };
  const std::string unknown = campaign_file(R"(["conquerors_ch1", "conquerors_ch4"])", true, 2);
  CHECK(starts(error_of(unknown), unknown + ": chapters[1]: unknown rule set 'conquerors_ch4'; did you mean 'conquerors_ch1'? (rule sets: "));
  const std::string base = campaign_file(R"(["base"])", false, 2);
  CHECK(starts(error_of(base), base + ": chapters[0]: rule set 'base' is not a Legend of the Conquerors chapter"));
  const std::string number = campaign_file(R"(["conquerors_ch1", 2])", true, 3);
  CHECK(starts(error_of(number), number + ": chapters[1]: expected a rule set name, got 2"));
  const std::string malformed = temp_file("campaign_malformed.json", R"({"chapters": ["conquerors_ch1",)");
  CHECK(starts(error_of(malformed), malformed + ": malformed JSON"));
  const std::string zero = campaign_file(R"(["conquerors_ch1"])", true, 0);
  CHECK(starts(error_of(zero), zero + ": 'max_plays' must be a whole number in 1..2147483647"));
  const std::string wrapped = temp_file("campaign_wrapped.json", R"({"chapters": ["conquerors_ch1"], "mercy": true, "max_plays": 4294967297})");
  CHECK(starts(error_of(wrapped), wrapped + ": 'max_plays' must be a whole number in 1..2147483647"));  // not read as 1
  const std::string typo = temp_file("campaign_typo.json", R"({"chapters": ["conquerors_ch1"], "mercy": true, "max_play": 2})");
  CHECK(starts(error_of(typo), typo + ": unknown key 'max_play'; did you mean 'max_plays'?"));
  // The description is for people, but text, as a rule set's.
  const std::string listed = temp_file("campaign_description.json",
                                       R"({"description": [], "chapters": ["conquerors_ch1"], "mercy": true, "max_plays": 2})");
  CHECK(starts(error_of(listed), listed + ": 'description' must be a string"));
  const std::string ok = campaign_file(R"(["conquerors_ch1"])", true, 1);
  CHECK(starts(error_of(ok, 2), ok + ": chapters[0]: "));  // 2 players: chapter 1 takes 3-4
  CHECK(starts(error_of(ok, 3, {{"lotc_mercy", 1}}), ok + ": option lotc_mercy is the campaign's"));
  CHECK(starts(error_of("/no/such/campaign.json"), "/no/such/campaign.json: cannot open"));
  CHECK(error_of(ok) == "none");
}

TEST_CASE("campaign: a shipped campaign opens by name or by its path under configs/, from any folder") {
  namespace fs = std::filesystem;
  const fs::path before = fs::current_path();
  const fs::path elsewhere = fs::temp_directory_path() / "catanlab_test_campaign_cwd";
  fs::create_directories(elsewhere);
  fs::current_path(elsewhere);  // no configs/ here
  const Campaign by_name = load_campaign("conquerors", 3);
  const Campaign by_path = load_campaign("campaigns/conquerors_no_mercy.json", 4);
  std::string unknown;
  try {
    load_campaign("conquerers", 3);
  } catch (const ConfigError& e) {
    unknown = e.what();
  }
  fs::current_path(before);
  CHECK(by_name.chapters.size() == 3);
  CHECK(by_name.chapters[2].rules == "conquerors_ch3");
  CHECK(by_name.mercy);
  CHECK_FALSE(by_path.mercy);
  CHECK(by_path.chapters.front().game->num_players() == 4);
  CHECK(unknown ==
        "conquerers: cannot open the campaign file (shipped campaigns, by name: conquerors, conquerors_no_mercy)");
  CHECK_THROWS_AS(load_campaign(std::string(5000, 'x'), 3), ConfigError);  // too long for a file name: not found
}
