// A State is sized by its rule set: StdState and the slices of its modules
// only. docs/engine.md reports the size of every rule set; this test reads
// that table and fails when a figure there goes stale or a rule set is missing.
#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <regex>
#include <sstream>

#include "core/standard/std_game.h"
#include "core/cities_knights/ck_slice.h"
#include "core/conquerors/lotc_slice.h"

using namespace catanlab;

namespace {
std::map<std::string, int> documented_sizes() {
  std::ifstream in(std::string(CATANLAB_DOCS) + "/engine.md");
  REQUIRE(in.good());
  std::map<std::string, int> sizes;
  const std::regex row(R"(^\| `([a-z0-9_]+)` \| ([0-9,]+) \|)");
  std::string line;
  while (std::getline(in, line)) {
    std::smatch m;
    if (!std::regex_search(line, m, row)) continue;
    std::string digits = m[2];
    std::erase(digits, ',');
    sizes[m[1]] = std::stoi(digits);
  }
  return sizes;
}
}  // namespace

TEST_CASE("state size: each rule set's State is the size docs/engine.md reports") {
  const auto documented = documented_sizes();
  for (const std::string& name : list_rulesets()) {
    CAPTURE(name);
    auto g = Game::load(name);
    REQUIRE(documented.count(name));
    CHECK(g->new_game(1).size() == documented.at(name));
  }
}

TEST_CASE("state size: a base game carries no byte of another module") {
  const int base = StdGame::load("base")->new_game(1).size();
  CHECK(base == int(sizeof(StdState)));
  const int ck = StdGame::load("cities_knights")->new_game(1).size();
  CHECK(ck == int(sizeof(StdState) + sizeof(CkSlice)));
  const int lotc = StdGame::load("conquerors_ch1")->new_game(1).size();
  CHECK(lotc == int(sizeof(StdState) + sizeof(CkSlice) + sizeof(LotcSlice)));
}
