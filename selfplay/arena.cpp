#include "selfplay/arena.h"

#include <algorithm>
#include <fmt/format.h>
#include <memory>
#include <atomic>
#include <nlohmann/json.hpp>
#include <omp.h>

#include "agents/agent_registry.h"
#include "core/io/output_file.h"
#include "core/render/replay_viewer.h"
#include "core/first_error.h"
#include "selfplay/game_runner.h"

namespace catanlab {

namespace {

// Competition ranking: the winner first, then by VP; equal VP share a rank.
std::vector<int> ranks_of(int winner, const std::vector<int>& vp) {
  const int n = int(vp.size());
  auto key = [&](int p) { return (p == winner ? 1000 : 0) + vp[p]; };
  std::vector<int> rank(n);
  for (int p = 0; p < n; ++p) {
    rank[p] = 1;
    for (int q = 0; q < n; ++q) rank[p] += key(q) > key(p);
  }
  return rank;
}

// Where a game's replay goes, without the extension.
std::string replay_path(const ArenaConfig& c, const PodPlace& place) {
  return fmt::format("{}/pod{:05}_rot{}", c.replays, place.pod, place.rotation);
}

}  // namespace

std::vector<std::string> agent_labels(const std::vector<std::string>& specs) {
  std::vector<std::string> out;
  for (size_t i = 0; i < specs.size(); ++i) {
    int same = int(std::count(specs.begin(), specs.end(), specs[i]));
    int k = int(std::count(specs.begin(), specs.begin() + i, specs[i])) + 1;
    out.push_back(same > 1 ? fmt::format("{}#{}", specs[i], k) : specs[i]);
  }
  return out;
}

void check_agents(const ArenaConfig& c) {
  const auto g = Game::load(c.rules, int(c.agents.size()), c.options);
  for (const auto& spec : c.agents) make_agent(spec)->check_game(*g);
}

Seating seating(const ArenaConfig& c, int pod, int rotation, const std::vector<Agent*>& agents) {
  const int n = int(c.agents.size());
  Seating at;
  at.pod = pod;
  at.rotation = rotation;
  at.seed = c.seed + uint64_t(pod);
  for (int s = 0; s < n; ++s) {
    at.entry_at.push_back((s + rotation) % n);
    at.seats.push_back(agents[at.entry_at[s]]);
  }
  return at;
}

void for_each_seating(const ArenaConfig& c, int first_pod, int pods,
                      const std::function<void(int, const Seating&)>& play, const std::function<void(int)>& done) {
  const int n = int(c.agents.size());
  for (const auto& spec : c.agents) make_agent(spec);  // bad specs fail here, not inside a thread
  const int total = pods * n;
  FirstError error;
#pragma omp parallel num_threads(c.threads)
  {
    std::vector<std::unique_ptr<Agent>> agents;  // this thread's, by entry
    std::vector<Agent*> by_entry;
    for (const auto& spec : c.agents) by_entry.push_back(agents.emplace_back(make_agent(spec)).get());
#pragma omp for schedule(dynamic, 1)
    for (int i = 0; i < total; ++i) {
      const Seating at = seating(c, first_pod + i / n, i % n, by_entry);
      if (error.run([&] { play(i, at); }) && done) {
#pragma omp critical(arena_report)
        error.run([&] { done(i); });  // an exception may not leave the critical section either
      }
    }
  }
  error.rethrow();
}

ArenaGame play_seating(const ArenaConfig& c, const Game& g, const Seating& at) {
  const int n = int(c.agents.size());
  ArenaGame r;
  static_cast<PodPlace&>(r) = at;
  std::vector<std::string> specs;
  std::vector<uint64_t> agent_seeds;  // by entry, not seat: a rotation is a new game, not a mirror
  for (int e : r.entry_at) {
    specs.push_back(c.agents[e]);
    agent_seeds.push_back(derive_seed(r.seed, 100 + e));
  }
  std::unique_ptr<ReplayWriter> replay;
  const std::string path = replay_path(c, r);
  if (!c.replays.empty()) replay = std::make_unique<ReplayWriter>(path + ".jsonl", g, ReplayHeader{c.rules, c.options, n, r.seed, specs});
  GameCounts counts;
  GameResult res;
  try {
    res = play_game(g, at.seats, r.seed, replay.get(), &counts, true, &agent_seeds);
  } catch (const AgentError& e) {
    std::string seats;
    for (size_t s = 0; s < specs.size(); ++s) seats += fmt::format("{}{}={}", s ? ", " : "", s, specs[s]);
    throw AgentError(fmt::format("arena game pod {} rotation {} (seed {}; seats {}{}) stopped: {}", r.pod, r.rotation,
                                 r.seed, seats, replay ? "; replay so far " + path + ".jsonl" : "", e.what()));
  }
  if (replay && c.replay_viewers) {
    replay.reset();  // closes the replay before the viewer reads it back
    write_file(path + ".html", replay_html(read_replay(path + ".jsonl"), c.viewer));
  }
  r.winner = res.winner;
  r.table = res.table;
  r.shared = res.shared;
  r.vp = res.vp;
  r.turns = res.turns;
  r.rank = ranks_of(res.winner, res.vp);
  r.decisions.assign(counts.seat_decisions.begin(), counts.seat_decisions.begin() + n);
  r.seconds.assign(counts.seat_seconds.begin(), counts.seat_seconds.begin() + n);
  return r;
}

std::vector<ArenaGame> play_pods(const ArenaConfig& c, int first_pod, int pods,
                                 const std::function<void(const ArenaGame&)>& on_game) {
  const int n = int(c.agents.size());
  auto g = Game::load(c.rules, n, c.options);
  if (!c.replays.empty()) make_output_folder(c.replays);
  std::vector<ArenaGame> out(pods * n);
  for_each_seating(c, first_pod, pods, [&](int i, const Seating& at) { out[i] = play_seating(c, *g, at); },
                   [&](int i) {
                     if (on_game) on_game(out[i]);
                   });
  return out;
}

Record head_to_head(const std::vector<ArenaGame>& games) {
  Record rec;
  for (const ArenaGame& g : games) {
    if (g.winner < 0) ++rec.draws;
    else if (g.entry_at[g.winner] == 0) ++rec.wins;
    else ++rec.losses;
  }
  return rec;
}

ArenaTable tabulate(const ArenaConfig& c, const std::vector<ArenaGame>& games) {
  const int n = int(c.agents.size());
  ArenaTable t;
  t.games = int(games.size());
  auto names = agent_labels(c.agents);
  for (int i = 0; i < n; ++i) {
    AgentRow row;
    row.label = names[i];
    row.oracle = is_oracle(c.agents[i]);
    row.ranks.assign(n, 0);
    t.rows.push_back(row);
  }
  std::vector<Ranking> rankings;
  for (const ArenaGame& g : games) {
    Ranking order;
    for (int rank = 1; rank <= n; ++rank) {
      std::vector<int> group;
      for (int s = 0; s < n; ++s)
        if (g.rank[s] == rank) group.push_back(g.entry_at[s]);
      if (!group.empty()) order.push_back(group);
    }
    rankings.push_back(order);
    t.shared += g.shared != 0;
    for (int s = 0; s < n; ++s) {
      AgentRow& row = t.rows[g.entry_at[s]];
      row.games += 1;
      row.wins += g.winner == s;
      row.draws += g.winner < 0;
      row.table_games += g.table >= 0;
      row.table_wins += g.table == 1;
      row.vp += g.vp[s];
      row.ranks[g.rank[s] - 1] += 1;
      row.decisions += g.decisions[s];
      row.seconds += g.seconds[s];
    }
  }
  t.elo = n == 2;
  if (t.elo) {
    Record rec = head_to_head(games);
    t.head_to_head = elo_estimate(rec.wins, rec.losses, rec.draws);
    t.rows[0].rating = t.head_to_head.elo / 2;
    t.rows[1].rating = -t.head_to_head.elo / 2;
  } else {
    auto pl = plackett_luce(n, rankings);
    for (int i = 0; i < n; ++i) t.rows[i].rating = pl[i];
  }
  return t;
}

std::string format_table(const ArenaTable& t) {
  const int n = int(t.rows.size());
  auto label_of = [](const AgentRow& r) { return r.oracle ? r.label + " (oracle)" : r.label; };
  size_t width = 20;  // the agent column fits the longest spec
  for (const AgentRow& r : t.rows) width = std::max(width, label_of(r).size() + 2);
  // Rule sets where the table wins or loses together (Conquerors) add the
  // table's victory rate in the games each agent sat in.
  const bool table = n && t.rows[0].table_games > 0;
  std::string out = fmt::format("{:<{}}{:>6}  {:<22}{:>8}  {:<{}}{:>8}{:>12}{}\n", "agent", width, "games",
                                "win % (95% CI)", "mean VP", "ranks 1st..", 7 * n, t.elo ? "Elo" : "PL Elo", "ms/decision",
                                table ? "  table win %" : "");
  for (const AgentRow& r : t.rows) {
    Interval ci = wilson95(r.wins, r.games);
    std::string ranks;
    for (int k : r.ranks) ranks += fmt::format("{:>6.1f}%", r.games ? 100.0 * k / r.games : 0.0);
    out += fmt::format("{:<{}}{:>6}  {:>5.1f} [{:>5.1f}, {:>5.1f}]   {:>8.2f}  {:<{}}{:>+8.0f}{:>12.3f}", label_of(r), width, r.games,
                       100.0 * r.wins / std::max(1, r.games), 100 * ci.lo, 100 * ci.hi, r.vp / std::max(1, r.games),
                       ranks, 7 * n, r.rating, r.decisions ? 1e3 * r.seconds / r.decisions : 0.0);
    if (table) out += fmt::format("{:>13.1f}", 100.0 * r.table_wins / std::max(1, r.table_games));
    out += "\n";
  }
  int draws = n ? t.rows[0].draws : 0;
  if (table) {  // every game has every agent at the table, so any row's counts are the table's
    Interval ci = wilson95(t.rows[0].table_wins, t.rows[0].table_games);
    const int defeats = t.rows[0].table_games - t.rows[0].table_wins;  // a defeat has no winner either
    out += fmt::format("{} games, table victories {:.1f}% [{:.1f}, {:.1f}], {} defeats, {} victories without a single winner",
                       t.games, 100.0 * t.rows[0].table_wins / t.rows[0].table_games, 100 * ci.lo, 100 * ci.hi, defeats,
                       draws - defeats);
  } else {
    out += fmt::format("{} games, {} draws (turn cap)", t.games, draws - t.shared);
    if (t.shared) out += fmt::format(", {} won by several seats together", t.shared);
  }
  if (t.elo)
    out += fmt::format("; Elo of {} over {}: {:+.1f} +/- {:.1f} (95%), LOS {:.1f}%", t.rows[0].label, t.rows[1].label,
                       t.head_to_head.elo, t.head_to_head.error, 100 * t.head_to_head.los);
  else
    out += "; PL Elo: Plackett-Luce on the finishing order, 400 log10 strength, mean 0";
  return out + "\n";
}

void place_json(const ArenaConfig& c, const PodPlace& place, nlohmann::json& out) {
  out["pod"] = place.pod;
  out["rotation"] = place.rotation;
  out["seed"] = place.seed;
  std::vector<std::string> seats;
  for (int e : place.entry_at) seats.push_back(c.agents[e]);
  out["agents"] = seats;
}

std::string game_json(const ArenaConfig& c, const ArenaGame& g) {
  nlohmann::json j;
  j["rules"] = c.rules;
  place_json(c, g, j);
  for (int e : g.entry_at)
    if (is_oracle(c.agents[e])) j["oracle"] = true;  // a seat saw hidden information: not a fair result
  j["winner"] = g.winner >= 0 ? nlohmann::json(g.winner) : nlohmann::json(nullptr);
  if (g.table >= 0) j["table_victory"] = g.table == 1;
  if (g.shared) {
    nlohmann::json seats = nlohmann::json::array();
    for (int p = 0; g.shared >> p; ++p)
      if (g.shared >> p & 1) seats.push_back(p);
    j["shared"] = seats;
  }
  j["vp"] = g.vp;
  j["rank"] = g.rank;
  j["turns"] = g.turns;
  j["decisions"] = g.decisions;
  std::vector<double> ms;
  for (size_t s = 0; s < g.seconds.size(); ++s) ms.push_back(g.decisions[s] ? 1e3 * g.seconds[s] / g.decisions[s] : 0);
  j["ms_per_decision"] = ms;
  return j.dump();
}

}  // namespace catanlab
