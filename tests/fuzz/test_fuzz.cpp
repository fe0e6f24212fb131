// Fuzzing the parsers (tests/fuzz/fuzz_targets.h): inputs mutated from valid
// ones must be accepted or refused with a ConfigError, never crash, hang or
// throw anything else. CATANLAB_FUZZ_INPUTS sets the inputs per format
// (default 300, a few seconds) and CATANLAB_FUZZ_SEED (default 0) picks other
// ones; the mutations are seeded, so a run replays.
// The input being read is kept in findings/ of the test's build folder (after
// a crash or a hang it names the culprit), and each other exception's input
// there too, named to move into regressions/FORMAT/, which every run reads again.
#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <sstream>
#include <thread>
#include <typeinfo>

#include "core/config_error.h"
#include "tests/fuzz/fuzz_targets.h"
#include "tests/fuzz/mutator.h"
#include "tests/support/env_count.h"

using namespace catanlab;
using namespace catanlab::testing;
namespace fs = std::filesystem;

namespace {

int fuzz_inputs() { return testing::env_count("CATANLAB_FUZZ_INPUTS", 300); }

// Another seed, other inputs: for long runs beyond the default one.
uint64_t fuzz_seed() {
  const char* env = std::getenv("CATANLAB_FUZZ_SEED");
  return env ? std::strtoull(env, nullptr, 10) : 0;
}

// One read past this is a hang: inputs take milliseconds, tens of them under the sanitizers.
constexpr auto kHangLimit = std::chrono::seconds(30);

// Ends the process when one read runs past kHangLimit, naming the input.
class Watchdog {
 public:
  Watchdog() : thread_([this] { watch(); }) {}
  ~Watchdog() {
    done_ = true;
    thread_.join();
  }
  void arm(const std::string& what) {
    std::lock_guard<std::mutex> lock(mutex_);
    what_ = what;
    since_ = Clock::now();
    armed_ = true;
  }
  void disarm() { armed_ = false; }

 private:
  using Clock = std::chrono::steady_clock;
  void watch() {
    while (!done_) {
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
      std::lock_guard<std::mutex> lock(mutex_);
      if (armed_ && Clock::now() - since_ > kHangLimit) {
        std::fprintf(stderr, "fuzz: hang: %s ran past %lld s\n", what_.c_str(),
                     static_cast<long long>(kHangLimit.count()));
        std::fflush(stderr);
        std::_Exit(3);
      }
    }
  }
  std::mutex mutex_;
  std::string what_;
  Clock::time_point since_;
  std::atomic<bool> armed_{false}, done_{false};
  std::thread thread_;
};

void write_text(const fs::path& path, const std::string& text) {
  std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
}

// Reads one input: "" if it was accepted or refused with a ConfigError, else what went wrong.
std::string finding(const FuzzTarget& t, const FuzzInput& in, bool& accepted) {
  accepted = false;
  try {
    t.read(in);
    accepted = true;
    return {};
  } catch (const ConfigError&) {
    return {};
  } catch (const std::exception& e) {
    return std::string(typeid(e).name()) + ": " + e.what();
  } catch (...) {
    return "an exception of no standard type";
  }
}

const FuzzTarget& target_of(const std::vector<FuzzTarget>& all, const std::string& format) {
  auto it = std::find_if(all.begin(), all.end(), [&](const FuzzTarget& t) { return t.format == format; });
  REQUIRE_MESSAGE(it != all.end(), "no fuzz target for ", format);
  return *it;
}

void fuzz(const std::string& format) {
  ScratchConfigs scratch;
  const std::vector<FuzzTarget> targets = fuzz_targets(scratch);
  const FuzzTarget& t = target_of(targets, format);
  REQUIRE(!t.seeds.empty());
  std::vector<std::string> texts;
  for (const FuzzInput& s : t.seeds) texts.push_back(s.text);
  const Mutator mutator(texts);
  const fs::path findings = CATANLAB_FUZZ_FINDINGS;
  fs::create_directories(findings);
  const fs::path current = findings / (format + ".current" + t.extension);
  Rng rng(derive_seed(stable_hash(format), fuzz_seed()));
  Watchdog watchdog;
  const int n = fuzz_inputs();
  int refused = 0, accepted = 0, failed = 0;
  for (int i = 0; i < n; ++i) {
    const FuzzInput& seed = t.seeds[rng.below(uint32_t(t.seeds.size()))];
    const FuzzInput in{seed.seed, mutator.mutate(seed.text, rng)};
    write_text(current, in.text);
    INFO(format << " input " << i << " from " << seed.seed << " (kept at " << current.string() << ")");
    watchdog.arm(format + " input " + std::to_string(i) + " (kept at " + current.string() + ")");
    bool ok = false;
    const std::string what = finding(t, in, ok);
    watchdog.disarm();
    if (what.empty()) {
      ok ? ++accepted : ++refused;
      continue;
    }
    ++failed;
    const fs::path kept = findings / (seed.seed + "__" + format + "-" + std::to_string(i) + t.extension);
    write_text(kept, in.text);
    FAIL_CHECK(what << " (input kept at " << kept.string() << ")");
  }
  MESSAGE(format << ": " << n << " inputs, " << refused << " refused with a ConfigError, " << accepted
                 << " accepted, " << failed << " other exceptions");
  CHECK(refused > 0);  // the mutations reach the checks
}

// Every input kept under `root`/FORMAT/ (named SEED__WHAT.EXT) reads cleanly.
void read_kept(const fs::path& root) {
  ScratchConfigs scratch;
  for (const FuzzTarget& t : fuzz_targets(scratch)) {
    if (!fs::is_directory(root / t.format)) continue;
    int kept = 0;
    for (const auto& entry : fs::directory_iterator(root / t.format)) {
      const std::string name = entry.path().filename().string();
      std::ifstream in(entry.path(), std::ios::binary);
      std::stringstream text;
      text << in.rdbuf();
      bool accepted = false;
      const std::string what = finding(t, {name.substr(0, name.find("__")), text.str()}, accepted);
      CHECK_MESSAGE(what.empty(), name, ": ", what);
      ++kept;
    }
    MESSAGE(t.format << ": " << kept << " kept inputs read again");
  }
}

}  // namespace

TEST_CASE("fuzz: board files are read or refused with a ConfigError") { fuzz("board"); }
TEST_CASE("fuzz: rule set files are read or refused with a ConfigError") { fuzz("ruleset"); }
TEST_CASE("fuzz: campaign files are read or refused with a ConfigError") { fuzz("campaign"); }
TEST_CASE("fuzz: replays are read or refused with a ConfigError") { fuzz("replay"); }
TEST_CASE("fuzz: agent specs are read or refused with a ConfigError") { fuzz("agent"); }

TEST_CASE("fuzz: the inputs that once failed are read or refused with a ConfigError") {
  read_kept(CATANLAB_FUZZ_REGRESSIONS);
}
