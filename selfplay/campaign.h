#pragma once
// The campaign of Legend of the Conquerors (docs/conquerors.md, "Chapters 2
// and 3, and the campaign"): a driver over chapter games, not a rule module.
// It plays the chapters a campaign file lists in order, each as a whole game,
// enters every result in the chronicle (lotc::Chronicle: legend points, the
// cap on points from defeats, the legend's winners), and plays a lost chapter
// again, with fate's mercy (lotc_mercy=1) when the file grants it, as the
// book's "Repeating Chapter N" does. The book repeats a chapter until it is
// won; a table that cannot win would never stop, so the file bounds the plays
// of one chapter (ours) and the legend stops, unwon, at a chapter lost that
// often.
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "agents/agent.h"
#include "core/conquerors/lotc_chronicle.h"

namespace catanlab {

struct CampaignChapter {
  std::string rules;                         // the chapter's rule set
  std::shared_ptr<const Game> game, repeat;  // the first play; a repeat (lotc_mercy=1 if the campaign grants mercy)
};

struct Campaign {
  std::string path;  // the file, for messages
  std::vector<CampaignChapter> chapters;
  bool mercy = true;  // the book's question "should fate have more mercy?": repeats with the gifts
  int max_plays = 1;  // plays of one chapter at most, the first included
};

// Reads a campaign file: {"description": "...", "chapters": ["conquerors_ch1", ...],
// "mercy": true, "max_plays": 5} and loads every chapter for `players` seats
// with `options` (lotc_mercy is the campaign's own). `name` is a path, or a
// shipped campaign from any folder: by name ("conquerors") or by its path
// under configs/ ("campaigns/conquerors.json"). Throws ConfigError naming the
// file and the entry at fault.
Campaign load_campaign(const std::string& name, int players, const std::map<std::string, int>& options = {});

struct ChapterPlay {
  int entry = 0;  // the chapter's place in the campaign file
  std::string rules;
  int attempt = 1;  // 1: the first play, 2 and on: repeats
  bool mercy = false;
  uint64_t seed = 0;
  lotc::ChapterResult result;
  std::vector<int> points;  // the legend points the chronicle entered, per seat (after the defeat cap)
};

struct CampaignResult {
  std::vector<ChapterPlay> plays;
  std::vector<int> legend_points, from_defeats;  // per seat, the chronicle's totals
  int chapters_won = 0;
  bool complete = false;  // every chapter won
  uint8_t winners = 0;    // seat mask of the legend's winners; none when the legend stopped unwon
};

// Plays one chapter game to its end on `seed`. The real one seats agents
// (seated_player); the tests force outcomes with their own.
using ChapterPlayer = std::function<lotc::ChapterResult(const Game& g, uint64_t seed)>;

// Chapter k's attempt a is played on derive_seed(derive_seed(seed, k), a), so
// a chapter's luck does not depend on how often the one before was lost.
CampaignResult play_campaign(const Campaign& c, uint64_t seed, const ChapterPlayer& play);

// seats[s] plays seat s; its agent is seeded by entry_at[s] (the arena's
// entry in that seat) as the arena seeds its games.
ChapterPlayer seated_player(const std::vector<Agent*>& seats, const std::vector<int>& entry_at);

// The result as JSON: plays (rules, chapter, attempt, mercy, seed, victory,
// vp, hero, legend_points), legend_points, from_defeats, chapters_won,
// complete, winners (seats).
nlohmann::json campaign_result_json(const CampaignResult& r);

}  // namespace catanlab
