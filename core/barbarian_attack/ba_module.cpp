// Barbarian Attack's options, blocks, set-up and registration.
#include <fmt/format.h>

#include <algorithm>

#include "core/barbarian_attack/ba_internal.h"
#include "core/base/module_registry.h"
#include "core/config_error.h"

namespace catanlab {

OptionTable BarbarianAttack::options() {
  return option_table(opt_, {
      CATANLAB_OPTION(opt_, ba_barbarians, "Barbarian Attack: barbarians in the box", 2, 200),
      CATANLAB_OPTION(opt_, ba_conquer, "Barbarian Attack: barbarians that conquer a coastal hex", 1, 9),
      CATANLAB_OPTION(opt_, ba_land_draws, "Barbarian Attack: different numbers drawn per settlement or city built", 0, 10),
  });
}

// The coast in check order from the board's "coast" markers (value: the place in the order).
void BarbarianAttack::declare(ActionSpace& space, const StdGame& g) {
  std::vector<std::pair<int, int>> marked;
  for (const Marker& m : g.board().markers)
    if (m.kind == "coast") marked.push_back({m.value, m.hex});
  std::sort(marked.begin(), marked.end());
  coast_.clear();
  coast_set_ = {};
  for (auto [order, h] : marked) {
    if (!g.topo().land.test(h) || g.board().layout.number[h] == 0)
      throw ConfigError(fmt::format("rule set '{}': board '{}': coast marker {} is not a numbered land hex", g.rules().name,
                                    g.board().name, order));
    coast_.push_back(h);
    coast_set_.set(h);
  }
  if (coast_.empty())
    throw ConfigError(fmt::format("rule set '{}': board '{}' has no coast markers for the barbarians", g.rules().name, g.board().name));
  std::vector<std::string> numbers;
  for (int n : ba::kLandNumbers) numbers.push_back(std::to_string(n));
  bind(space, -1, space.add_chance_list("land", std::move(numbers)));
}

void BarbarianAttack::setup(const StdGame& g, StdState& s) const {
  BaSlice& a = ba_of(g, s);
  a = BaSlice{};
  a.supply = uint8_t(opt_.ba_barbarians);
  // One barbarian each on the coastal hexes numbered 2 and 12 (§2).
  for (int n : {2, 12})
    if (const int h = ba::coastal_hex(g, s, n); h >= 0 && a.supply > 0) a.barbarians[h] += 1, a.supply -= 1;
}

namespace ba {

const std::vector<int>& coast(const StdGame& g) { return g.module<BarbarianAttack>().coast_; }
HexSet coast_set(const StdGame& g) { return g.module<BarbarianAttack>().coast_set_; }

int coastal_hex(const StdGame& g, const StdState& s, int number) {
  const HexSet h = s.layout.hexes_with_number[number] & coast_set(g);
  return h.any() ? h.nth(0) : -1;
}

bool conquered(const StdGame& g, const StdState& s, int hex) { return ba_of(g, s).barbarians[hex] >= ba_opt(g).ba_conquer; }

bool building_conquered(const StdGame& g, const StdState& s, int v) {
  for (int8_t h : g.topo().vertex_hex[v])
    if (h >= 0 && g.topo().land.test(h) && !conquered(g, s, h)) return false;
  return true;
}

}  // namespace ba

void register_barbarian_attack() {
  register_module("barbarian_attack", []() -> std::unique_ptr<Module> { return std::make_unique<BarbarianAttack>(); });
}

}  // namespace catanlab
