// catanlab arena: seat-rotated pods between named agents, a results table with
// 95% CIs and ratings, JSON lines per game, an SPRT mode that stops a
// candidate-vs-baseline match at a decision, printing cutechess-style lines,
// and a campaign mode (--campaign FILE) that plays whole Conquerors campaigns.
#include <fmt/format.h>
#include <memory>

#include "agents/agent_registry.h"
#include "cli/commands.h"
#include "cli/progress.h"
#include "cli/seats.h"
#include "cli/values.h"
#include "core/config_error.h"
#include "core/io/output_file.h"
#include "core/render/render.h"
#include "selfplay/arena.h"
#include "selfplay/campaign_arena.h"

namespace catanlab::cli {

namespace {

// Games (campaigns) of one arena, at most: every game's result is held in memory.
constexpr int kMaxArenaGames = 1'000'000;
// An SPRT's Elo differences lie within +-kMaxElo (a 99.99% score).
constexpr double kMaxElo = 2000;

void print_sprt(const std::string& a, const std::string& b, const Record& r, double llr, SprtBounds bounds) {
  const int n = r.wins + r.losses + r.draws;
  EloEstimate e = elo_estimate(r.wins, r.losses, r.draws);
  fmt::print("Score of {} vs {}: {} - {} - {}  [{:.3f}] {}\n", a, b, r.wins, r.losses, r.draws,
             (r.wins + 0.5 * r.draws) / n, n);
  fmt::print("Elo difference: {:.1f} +/- {:.1f}, LOS: {:.1f} %, DrawRatio: {:.1f} %\n", e.elo, e.error, 100 * e.los,
             100.0 * r.draws / n);
  fmt::print("SPRT: llr {:.3f} ({:.1f}%), lbound {:.2f}, ubound {:.2f}\n", llr,
             100 * llr / (llr >= 0 ? bounds.upper : -bounds.lower), bounds.lower, bounds.upper);
}

}  // namespace

Command add_arena(CLI::App& app) {
  struct Args {
    ArenaConfig c;
    std::vector<std::string> sets;
    std::pair<double, double> sprt;  // ELO0, ELO1
    std::string json, campaign;
    int players = 0;
  };
  auto a = std::make_shared<Args>();
  CLI::App* sub = app.add_subcommand("arena", "Rank agents in seat-rotated pods: win rates with 95% CIs, ratings");
  CLI::Option* rules = sub->add_option("--rules", a->c.rules, "rule set")->capture_default_str();
  sub->add_option("--agents", a->c.agents, "one agent per seat, or one for all seats, e.g. ismcts:iters=1000 heuristic random")
      ->required();
  sub->add_option("--players", a->players,
                  "seats (default: one per agent when more than one is given, else the rule set's default)")
      ->transform(integer_in(2, kMaxSeats));
  sub->add_option("--games", a->c.games,
                  "games, rounded up to whole pods (with --sprt: the most to play; with --campaign: campaigns)")
      ->capture_default_str()
      ->transform(integer_in(1, kMaxArenaGames));
  sub->add_option("--threads", a->c.threads, "games in parallel")
      ->capture_default_str()
      ->transform(integer_in(1, kMaxThreads));
  sub->add_option("--seed", a->c.seed, "seed of the first pod; pod k uses seed+k")->capture_default_str()->transform(seed());
  sub->add_option("--json", a->json, "write one JSON line per game (per campaign) to this file");
  CLI::Option* replays = sub->add_option("--replays", a->c.replays, "write one replay per game into this directory");
  CLI::Option* html = sub->add_flag("--html", a->c.replay_viewers, "with --replays: an HTML replay viewer beside each replay");
  sub->add_option("--viewer", a->c.viewer, "with --html: the viewers show what this seat sees (default: everything)")
      ->needs(html)
      ->transform(integer_in(0, kMaxSeats - 1));
  sub->add_option("--set", a->sets, "rule-set option override, key=value (repeatable; with --campaign: every chapter)");
  CLI::Option* sprt = sub->add_option("--sprt", a->sprt, "ELO0,ELO1: candidate (first agent) vs baseline until the SPRT decides")
                          ->delimiter(',')
                          ->transform(number_in(-kMaxElo, kMaxElo));
  sub->add_option("--campaign", a->campaign,
                  "a Legend of the Conquerors campaign: a shipped one by name (conquerors, conquerors_no_mercy) or a "
                  "file: whole campaigns instead of games")
      ->excludes(rules)
      ->excludes(replays)
      ->excludes(html)
      ->excludes(sprt);
  return {sub, [a, sprt] {
            ArenaConfig& c = a->c;
            c.options = parse_sets(a->sets);
            int seats = seats_requested(a->players, c.agents);
            if (!seats) {  // one agent for all seats: the rule set's default, or the campaign's players
              if (!a->campaign.empty()) throw ConfigError("--campaign: give one agent per seat, or --players N");
              seats = Game::load(c.rules, 0, c.options)->num_players();
            }
            c.agents = agents_for_seats(c.agents, seats);
            const int n = int(c.agents.size());
            for (const auto& spec : c.agents) make_agent(spec);  // a bad spec fails before anything is printed
            if (a->campaign.empty()) check_agents(c);             // so does an agent the rule set's family cannot host
            if (c.replay_viewers && c.replays.empty()) throw ConfigError("--html: needs --replays DIR");
            if (c.viewer != kEveryone && (c.viewer < 0 || c.viewer >= n))
              throw ConfigError(fmt::format("--viewer {}: seats are 0..{}", c.viewer, n - 1));
            std::unique_ptr<OutputFile> json;
            if (!a->json.empty()) json = std::make_unique<OutputFile>(a->json);
            auto write_line = [&](const std::string& line) {  // a line per game, flushed: a crash keeps the games played
              if (!json) return;
              json->write(line + '\n');
              json->flush();
            };
            auto write = [&](const ArenaGame& g) { write_line(game_json(c, g)); };
            const int pods = (c.games + n - 1) / n;

            if (!a->campaign.empty()) {
              const Campaign campaign = load_campaign(a->campaign, n, c.options);
              std::string chapters;
              for (const CampaignChapter& ch : campaign.chapters) chapters += (chapters.empty() ? "" : ", ") + ch.rules;
              fmt::print("campaign: {} ({}; a lost chapter repeated {}, at most {} plays a chapter), {} players, "
                         "{} campaigns in {} pods of {} rotations, seeds {}..{}, {} threads\n",
                         a->campaign, chapters, campaign.mercy ? "with mercy" : "without changes", campaign.max_plays,
                         n, pods * n, pods, n, c.seed, c.seed + pods - 1, c.threads);
              Progress bar(pods * n, "campaigns", true);
              auto games = play_campaign_pods(c, campaign, pods, [&](const CampaignGame& g) {
                write_line(campaign_game_json(c, campaign, g));
                bar.tick();
              });
              fmt::print("{}", format_campaign_table(tabulate_campaigns(c, campaign, games)));
              return 0;
            }

            if (!sprt->count()) {
              fmt::print("arena: {} ({} players), {} games in {} pods of {} rotations, seeds {}..{}, {} threads\n",
                         c.rules, n, pods * n, pods, n, c.seed, c.seed + pods - 1, c.threads);
              Progress bar(pods * n, "games", true);
              auto games = play_pods(c, 0, pods, [&](const ArenaGame& g) { write(g), bar.tick(); });
              fmt::print("{}", format_table(tabulate(c, games)));
              return 0;
            }

            const auto [elo0, elo1] = a->sprt;
            if (elo0 >= elo1) throw ConfigError(fmt::format("--sprt {},{}: expected ELO0,ELO1 with ELO0 < ELO1", elo0, elo1));
            if (n != 2) throw ConfigError("--sprt: exactly two agents, candidate then baseline");
            const SprtBounds bounds = sprt_bounds(0.05, 0.05);
            fmt::print("SPRT: {} vs {} on {}, H0 elo {} H1 elo {}, alpha = beta = 0.05, at most {} games\n",
                       c.agents[0], c.agents[1], c.rules, elo0, elo1, pods * 2);
            std::vector<ArenaGame> all;
            const int round = 2 * c.threads;
            for (int pod = 0; pod < pods;) {
              const int k = std::min(round, pods - pod);
              auto games = play_pods(c, pod, k, write);
              all.insert(all.end(), games.begin(), games.end());
              pod += k;
              Record r = head_to_head(all);
              double llr = sprt_llr(r.wins, r.losses, r.draws, elo0, elo1);
              print_sprt(c.agents[0], c.agents[1], r, llr, bounds);
              if (llr >= bounds.upper) return fmt::print("SPRT: H1 was accepted\n"), 0;
              if (llr <= bounds.lower) return fmt::print("SPRT: H0 was accepted\n"), 0;
            }
            fmt::print("SPRT: no decision within {} games\n", all.size());
            return 0;
          }};
}

}  // namespace catanlab::cli
