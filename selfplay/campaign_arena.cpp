#include "selfplay/campaign_arena.h"

#include <algorithm>
#include <fmt/format.h>

namespace catanlab {

std::vector<CampaignGame> play_campaign_pods(const ArenaConfig& c, const Campaign& campaign, int pods,
                                             const std::function<void(const CampaignGame&)>& on_campaign) {
  std::vector<CampaignGame> out(size_t(pods) * c.agents.size());
  auto play = [&](int i, const Seating& at) {
    CampaignGame& r = out[i];
    static_cast<PodPlace&>(r) = at;
    r.result = play_campaign(campaign, at.seed, seated_player(at.seats, at.entry_at));
  };
  for_each_seating(c, 0, pods, play, [&](int i) {
    if (on_campaign) on_campaign(out[i]);
  });
  return out;
}

CampaignTable tabulate_campaigns(const ArenaConfig& c, const Campaign& campaign, const std::vector<CampaignGame>& games) {
  CampaignTable t;
  for (const std::string& label : agent_labels(c.agents)) t.rows.push_back({label});
  for (const CampaignChapter& ch : campaign.chapters) t.chapters.push_back({ch.rules});
  for (const CampaignGame& g : games) {
    const CampaignResult& r = g.result;
    t.campaigns += 1;
    t.complete += r.complete;
    for (size_t s = 0; s < g.entry_at.size(); ++s) {
      CampaignRow& row = t.rows[g.entry_at[s]];
      row.campaigns += 1;
      row.legend_wins += (r.winners >> s) & 1;
      row.points += r.legend_points[s];
      row.points_sq += double(r.legend_points[s]) * r.legend_points[s];
      row.from_defeats += r.from_defeats[s];
    }
    for (const ChapterPlay& p : r.plays) {
      ChapterRow& ch = t.chapters[p.entry];
      ch.plays += 1;
      ch.victories += p.result.victory;
      ch.repeats += p.attempt > 1;
      ch.repeat_victories += p.attempt > 1 && p.result.victory;
    }
  }
  return t;
}

std::string format_campaign_table(const CampaignTable& t) {
  size_t width = 20;  // the agent column fits the longest spec
  for (const CampaignRow& r : t.rows) width = std::max(width, r.label.size() + 2);
  std::string out = fmt::format("{:<{}}{:>10}  {:<26}{:>13}  {}\n", "agent", width, "campaigns",
                                "legend points (95% CI)", "from defeats", "legend win % (95% CI)");
  for (const CampaignRow& r : t.rows) {
    const Interval lp = mean95(r.points, r.points_sq, r.campaigns);
    const Interval win = wilson95(r.legend_wins, r.campaigns);
    const double n = std::max(1, r.campaigns);
    out += fmt::format("{:<{}}{:>10}  {:>6.2f} [{:>5.2f}, {:>5.2f}]{:>17.2f}  {:>5.1f} [{:>5.1f}, {:>5.1f}]\n", r.label,
                       width, r.campaigns, r.points / n, lp.lo, lp.hi, r.from_defeats / n, 100 * r.legend_wins / n,
                       100 * win.lo, 100 * win.hi);
  }
  int plays = 0, victories = 0;
  for (const ChapterRow& ch : t.chapters) {
    // First plays and repeats apart: what fate's mercy (or a second chance alone) changes.
    const int first = ch.plays - ch.repeats, first_won = ch.victories - ch.repeat_victories;
    const Interval ci = wilson95(first_won, first), rci = wilson95(ch.repeat_victories, ch.repeats);
    out += fmt::format("{}: {:.2f} plays a campaign; table victories {:.1f}% [{:.1f}, {:.1f}] of {} first plays, "
                       "{:.1f}% [{:.1f}, {:.1f}] of {} repeats\n",
                       ch.rules, double(ch.plays) / std::max(1, t.campaigns), 100.0 * first_won / std::max(1, first),
                       100 * ci.lo, 100 * ci.hi, first, 100.0 * ch.repeat_victories / std::max(1, ch.repeats),
                       100 * rci.lo, 100 * rci.hi, ch.repeats);
    plays += ch.plays, victories += ch.victories;
  }
  const Interval games = wilson95(victories, plays), all = wilson95(t.complete, t.campaigns);
  out += fmt::format("{} campaigns, chapter games won {:.1f}% [{:.1f}, {:.1f}] of {}, every chapter won {:.1f}% [{:.1f}, {:.1f}]\n",
                     t.campaigns, 100.0 * victories / std::max(1, plays), 100 * games.lo, 100 * games.hi, plays,
                     100.0 * t.complete / std::max(1, t.campaigns), 100 * all.lo, 100 * all.hi);
  return out;
}

std::string campaign_game_json(const ArenaConfig& c, const Campaign& campaign, const CampaignGame& g) {
  nlohmann::json j = campaign_result_json(g.result);
  j["campaign"] = campaign.path;
  place_json(c, g, j);
  return j.dump();
}

}  // namespace catanlab
