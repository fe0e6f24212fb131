#include "tests/fuzz/fuzz_targets.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <unistd.h>

#include "agents/agent_registry.h"
#include "core/config_error.h"
#include "core/engine/game.h"
#include "core/replay/replay.h"
#include "selfplay/campaign.h"

namespace catanlab::testing {
namespace fs = std::filesystem;

namespace {

std::string read_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void write_text(const fs::path& path, const std::string& text) {
  std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
}

// Every file with that extension in `dir`, as seeds named by their stems.
std::vector<FuzzInput> seeds_in(const fs::path& dir, const std::string& extension, const std::string& suffix = "") {
  std::vector<FuzzInput> out;
  for (const auto& entry : fs::directory_iterator(dir)) {
    const std::string stem = entry.path().stem().string();
    if (entry.path().extension() == extension && stem.size() >= suffix.size() &&
        stem.compare(stem.size() - suffix.size(), suffix.size(), suffix) == 0)
      out.push_back({stem, read_text(entry.path())});
  }
  std::sort(out.begin(), out.end(), [](const FuzzInput& a, const FuzzInput& b) { return a.seed < b.seed; });
  return out;
}

// An input written over a real file for one read; the file comes back after.
class StandIn {
 public:
  StandIn(fs::path path, const std::string& text) : path_(std::move(path)), original_(read_text(path_)) {
    write_text(path_, text);
  }
  ~StandIn() { write_text(path_, original_); }

 private:
  fs::path path_;
  std::string original_;
};

// What was accepted must play: a short random game with a legal decision at every decision
// point, whose State reads back from its own JSON.
void play_briefly(const Game& g, uint64_t seed) {
  State s = g.new_game(seed);
  Rng rng(seed);
  for (int step = 0; step < 300 && !g.is_terminal(s); ++step) {
    if (g.is_chance(s)) {
      g.apply(s, g.sample_chance(s, rng));
      continue;
    }
    const std::vector<Action> legal = g.legal_actions(s);
    if (legal.empty()) throw std::logic_error("accepted, then no legal decision in phase " + g.phase_name(s));
    g.apply(s, legal[rng.below(uint32_t(legal.size()))]);
  }
  try {
    if (!(g.from_json(g.to_json(s)) == s)) throw std::logic_error("accepted, then a State's JSON read back different");
  } catch (const ConfigError& e) {  // the game's own State refused: not the input's fault
    throw std::logic_error(std::string("accepted, then a State's own JSON refused: ") + e.what());
  }
}

using Seats = std::pair<std::string, int>;  // a rule set and a player count

FuzzTarget board_target(const ScratchConfigs& scratch) {
  std::map<std::string, std::vector<Seats>> users;  // board stem -> the games that load it
  for (const std::string& name : list_rulesets()) {
    const RuleSet rs = load_ruleset(name);
    for (int players = rs.min_players; players <= rs.max_players && !rs.board.empty(); ++players)
      users[board_for(rs, players)].push_back({name, players});
  }
  const fs::path boards = scratch.dir() / "boards";
  auto read = [users, boards](const FuzzInput& in) {
    const uint64_t h = stable_hash(in.text);
    const std::vector<Seats>& games = users.at(in.seed);
    const auto& [rules, players] = games[h % games.size()];
    StandIn board(boards / (in.seed + ".json"), in.text);
    play_briefly(*Game::load(rules, players), h);
  };
  return {"board", ".json", seeds_in(boards, ".json"), read};
}

FuzzTarget ruleset_target(const ScratchConfigs& scratch) {
  std::map<std::string, std::pair<int, int>> range;  // rule set -> its players [min, max] as shipped
  for (const std::string& name : list_rulesets()) {
    const RuleSet rs = load_ruleset(name);
    range[name] = {rs.min_players, rs.max_players};
  }
  const fs::path rulesets = scratch.dir() / "rulesets";
  auto read = [range, rulesets](const FuzzInput& in) {
    const uint64_t h = stable_hash(in.text);
    const auto [min, max] = range.at(in.seed);
    StandIn file(rulesets / (in.seed + ".json"), in.text);
    play_briefly(*Game::load(in.seed, min + int(h % uint64_t(max - min + 1))), h);
  };
  return {"ruleset", ".json", seeds_in(rulesets, ".json"), read};
}

FuzzTarget campaign_target(const ScratchConfigs& scratch) {
  const fs::path path = scratch.dir() / "campaign.json";
  auto read = [path](const FuzzInput& in) {
    write_text(path, in.text);
    load_campaign(path.string(), 3 + int(stable_hash(in.text) % 2));
  };
  return {"campaign", ".json", seeds_in(scratch.dir() / "campaigns", ".json"), read};
}

FuzzTarget replay_target(const ScratchConfigs& scratch) {
  const fs::path path = scratch.dir() / "replay.jsonl";
  auto read = [path](const FuzzInput& in) {
    write_text(path, in.text);
    verify_replay(read_replay(path.string()));
  };
  return {"replay", ".jsonl", seeds_in(CATANLAB_CORPUS, ".jsonl", "_random"), read};
}

FuzzTarget agent_target() {
  std::vector<FuzzInput> seeds;
  for (const char* spec : {"random", "heuristic", "mcts-cheat:iters=50",
                           "ismcts:iters=1000,time=5,c=0.7,sel=puct,prior=uniform,ptemp=2,leaf=rollout,depth=200,temp=10,reuse=1",
                           "puct:model=uniform,sims=64,c=1.25,fpu=0.1,gumbel=1,m=16,device=cpu,cache=16384",
                           "puct:model=heuristic,sims=8"}) {
    const std::string s = spec;
    seeds.push_back({s.substr(0, s.find(':')), s});
  }
  return {"agent", ".txt", seeds, [](const FuzzInput& in) { make_agent(in.text); }};
}

}  // namespace

uint64_t stable_hash(const std::string& text) {
  uint64_t h = 0xcbf29ce484222325ull;  // FNV-1a
  for (unsigned char c : text) h = (h ^ c) * 0x100000001b3ull;
  return h;
}

ScratchConfigs::ScratchConfigs()
    : dir_(fs::temp_directory_path() / ("catanlab-fuzz-" + std::to_string(::getpid()))) {
  fs::remove_all(dir_);
  fs::copy(config_dir(), dir_, fs::copy_options::recursive);
  if (const char* env = std::getenv("CATANLAB_CONFIGS")) previous_ = env, had_previous_ = true;
  ::setenv("CATANLAB_CONFIGS", dir_.c_str(), 1);
}

ScratchConfigs::~ScratchConfigs() {
  if (had_previous_) ::setenv("CATANLAB_CONFIGS", previous_.c_str(), 1);
  else ::unsetenv("CATANLAB_CONFIGS");
  std::error_code ec;
  fs::remove_all(dir_, ec);
}

std::vector<FuzzTarget> fuzz_targets(const ScratchConfigs& scratch) {
  return {board_target(scratch), ruleset_target(scratch), campaign_target(scratch), replay_target(scratch),
          agent_target()};
}

}  // namespace catanlab::testing
