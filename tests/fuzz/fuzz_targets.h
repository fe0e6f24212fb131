#pragma once
// The input formats under fuzz, each with its valid inputs (configs/, the
// behaviour corpus) and the code that reads one as the programs do: a board
// or rule set file through Game::load (then a short random game on what was
// accepted, its last State read back from its JSON), a campaign file through load_campaign, a replay through
// read_replay and verify_replay, an agent spec through make_agent. A read
// returns if the input was accepted and throws ConfigError if it was refused;
// anything else (another exception, a crash, a hang) is a finding.
#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

namespace catanlab::testing {

// One input: the seed it grew from (a file stem, which says where a board or
// rule set file goes) and its text.
struct FuzzInput {
  std::string seed, text;
};

struct FuzzTarget {
  std::string format;     // board, ruleset, campaign, replay, agent
  std::string extension;  // of its inputs kept as files
  std::vector<FuzzInput> seeds;
  std::function<void(const FuzzInput&)> read;
};

// A copy of configs/ in a temporary folder, named by CATANLAB_CONFIGS while it
// lives, so that board and rule set inputs can stand in for the real files.
class ScratchConfigs {
 public:
  ScratchConfigs();
  ~ScratchConfigs();
  const std::filesystem::path& dir() const { return dir_; }

 private:
  std::filesystem::path dir_;
  std::string previous_;
  bool had_previous_ = false;
};

// A hash that is the same on every build: choices made from an input (the
// player count it is loaded for) and the fuzz seeds, so that a kept input replays as found.
uint64_t stable_hash(const std::string& text);

// The targets, reading and writing inside `scratch`.
std::vector<FuzzTarget> fuzz_targets(const ScratchConfigs& scratch);

}  // namespace catanlab::testing
