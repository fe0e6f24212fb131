#pragma once
// The arena over campaigns (`catanlab arena --campaign FILE`): seat-rotated
// pods as the arena plays games (for_each_seating: campaign k on seed
// c.seed + k once per rotation), each a whole campaign (selfplay/campaign.h).
// The table: per agent the legend points (mean, 95% CI), the points from
// defeats and the legend's win rate; under it the table's victory rate over
// chapter games, per chapter, and the share of campaigns with every chapter won.
#include <string>
#include <vector>

#include "selfplay/arena.h"
#include "selfplay/campaign.h"

namespace catanlab {

struct CampaignGame : PodPlace {
  CampaignResult result;
};

// c.options go to every chapter; c.rules, c.replays are not used.
std::vector<CampaignGame> play_campaign_pods(const ArenaConfig& c, const Campaign& campaign, int pods,
                                             const std::function<void(const CampaignGame&)>& on_campaign = {});

struct CampaignRow {
  std::string label;
  int campaigns = 0, legend_wins = 0;
  double points = 0, points_sq = 0, from_defeats = 0;  // sums over campaigns
};
struct ChapterRow {
  std::string rules;
  int plays = 0, victories = 0;
  int repeats = 0, repeat_victories = 0;  // the plays after a defeat (with mercy if the campaign grants it)
};
struct CampaignTable {
  std::vector<CampaignRow> rows;      // per agent entry
  std::vector<ChapterRow> chapters;   // in the campaign's order
  int campaigns = 0, complete = 0;
};

CampaignTable tabulate_campaigns(const ArenaConfig& c, const Campaign& campaign, const std::vector<CampaignGame>& games);
std::string format_campaign_table(const CampaignTable& t);
// One JSON line: campaign (the file), pod, rotation, seed, agents (by seat) and the result's fields.
std::string campaign_game_json(const ArenaConfig& c, const Campaign& campaign, const CampaignGame& g);

}  // namespace catanlab
