#pragma once
// The arena: seat-rotated pods of games between named agents. A pod is one
// board and one chance seed played once per rotation of the seats, so every
// agent sits in every seat on the same luck. Games run in parallel (OpenMP),
// one set of agents per thread.
#include <functional>
#include <map>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

#include "selfplay/ratings.h"

namespace catanlab {

class Agent;
class Game;

struct ArenaConfig {
  std::string rules = "base";
  std::map<std::string, int> options;
  std::vector<std::string> agents;  // one per seat: entry i is "agent i"
  int games = 100;                  // rounded up to whole pods (a multiple of the seat count)
  int threads = 1;
  uint64_t seed = 1;                // pod k uses seed + k
  std::string replays;              // a directory, or empty
  bool replay_viewers = false;      // beside each replay, its HTML viewer (core/render/replay_viewer.h)
  int viewer = -1;                  // the viewers as this seat sees the game; -1 (kEveryone): everything
};

// Where one game (or campaign) of the arena sits: its pod, the rotation of
// the seats within it, the pod's seed, and which agent entry plays each seat.
struct PodPlace {
  int pod = 0, rotation = 0;
  uint64_t seed = 0;
  std::vector<int> entry_at;  // seat -> agent entry
};
// The --json fields of a place: pod, rotation, seed and the agents' specs by seat.
void place_json(const ArenaConfig& c, const PodPlace& place, nlohmann::json& out);

struct ArenaGame : PodPlace {
  int winner = -1;            // seat, or -1 for a draw (turn cap) or no single winner
  int table = -1;             // Game::table_result: 1 the table won, 0 it lost, -1 none
  int shared = 0;             // seats (bits) sharing the win where no single seat won
  std::vector<int> vp, rank;  // per seat; rank 1 = best (the winner, then by VP; ties share)
  uint32_t turns = 0;
  std::vector<uint64_t> decisions;  // per seat
  std::vector<double> seconds;      // per seat, in act()
};

struct AgentRow {
  std::string label;  // the spec, with "#k" when it appears more than once
  bool oracle = false;
  int games = 0, wins = 0, draws = 0;
  int table_games = 0, table_wins = 0;  // games with a table result, and those the table won
  double vp = 0;
  std::vector<int> ranks;  // ranks[r]: games finished at rank r + 1
  uint64_t decisions = 0;
  double seconds = 0;
  double rating = 0;
};

struct ArenaTable {
  std::vector<AgentRow> rows;
  bool elo = false;  // two agents: head-to-head Elo (of agent 0 over 1); else Plackett-Luce
  EloEstimate head_to_head;
  int games = 0;
  int shared = 0;  // games won by several seats together (Colonies), no draws though without a single winner
};

// One game's seating: pod k is played on seed c.seed + k once per rotation r,
// which puts entry (s + r) % n in seat s.
struct Seating : PodPlace {
  std::vector<Agent*> seats;  // the running thread's agents, by seat
};
// Pod `pod`'s game at `rotation`, with agents[e] playing entry e.
Seating seating(const ArenaConfig& c, int pod, int rotation, const std::vector<Agent*>& agents);
// Calls play(i, seating) for every seating i of pods [first_pod, first_pod + pods)
// in parallel, each thread with its own agents, then done(i), serialised. The
// arena's games and the campaign's (selfplay/campaign_arena.h) run on it. The
// first error in a play or a done stops the seatings not yet started and is
// rethrown once the running ones have ended (core/first_error.h).
void for_each_seating(const ArenaConfig& c, int first_pod, int pods,
                      const std::function<void(int, const Seating&)>& play, const std::function<void(int)>& done);
// Throws ConfigError for a malformed agent spec, or an agent that cannot play
// the rule set's family (Agent::check_game), before any game is played.
void check_agents(const ArenaConfig& c);
// The table's names for the entries: the spec, with "#k" when it appears more than once.
std::vector<std::string> agent_labels(const std::vector<std::string>& specs);

// Plays one game of the arena (its replay too, if asked). An agent that fails
// (AgentError) stops it with an AgentError naming the game: pod, rotation,
// seed, the seats' agents and the replay written so far.
ArenaGame play_seating(const ArenaConfig& c, const Game& g, const Seating& at);
// Plays pods [first_pod, first_pod + pods); on_game is called (serialised) per finished game.
std::vector<ArenaGame> play_pods(const ArenaConfig& c, int first_pod, int pods,
                                 const std::function<void(const ArenaGame&)>& on_game = {});
ArenaTable tabulate(const ArenaConfig& c, const std::vector<ArenaGame>& games);
std::string format_table(const ArenaTable& t);
std::string game_json(const ArenaConfig& c, const ArenaGame& g);
// W/L/D of agent 0 against agent 1 over two-agent games.
struct Record {
  int wins = 0, losses = 0, draws = 0;
};
Record head_to_head(const std::vector<ArenaGame>& games);

}  // namespace catanlab
