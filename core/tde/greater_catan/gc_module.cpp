// Greater Catan's blocks, phases, the board's reserve stack (markers "reserve"), set-up and
// registration.
#include <fmt/format.h>

#include "core/standard/module_registry.h"
#include "core/config_error.h"
#include "core/seafarers/sea_rules.h"
#include "core/tde/greater_catan/gc_rules.h"

namespace catanlab {

using namespace gc_ids;

std::vector<PhaseSpec> GreaterCatan::phases() const {
  using namespace GcPhase;
  return {{Order, "gc_order"}, {Reserve, "gc_reserve", true}, {TakeFrom, "gc_take_from"}};
}

// The board's markers "reserve" (value: a token's number; on the sea hex where the stack lies).
void GreaterCatan::declare(BlockTable& blocks, const StdGame& g) {
  const Topology& t = g.topo();
  auto fail = [&](const std::string& what) {
    throw ConfigError(fmt::format("rule set '{}': board '{}': {}", g.rules().name, g.board().name, what));
  };
  if (!g.has_slice<SeaSlice>()) fail("greater_catan needs the seafarers module (its home island, ships)");
  if (t.num_hexes >= kMaxHexes) fail(fmt::format("more than {} hexes leave the robber no place off the board", kMaxHexes - 1));
  reserve_ = {};
  reserve_hex_ = -1;
  for (const Marker& m : g.board().markers) {
    if (m.kind != "reserve") continue;
    if (m.value < 2 || m.value > 12 || m.value == 7) fail(fmt::format("reserve marker on h{}: {} is no token (2-6, 8-12)", m.hex, m.value));
    if (t.land.test(m.hex)) fail(fmt::format("reserve marker on h{}, a land hex", m.hex));
    reserve_[size_t(m.value)] += 1;
    reserve_hex_ = int8_t(m.hex);
  }
  blocks.add(blocks_[kImpoverish], "impoverish", Domain::Hex, t.num_hexes, apply_impoverish);
  blocks.add(blocks_[kTokenFrom], "token_from", Domain::Hex, t.num_hexes, apply_token_from);
  std::vector<std::string> numbers;
  for (int n : gc::kNumbers) numbers.push_back(std::to_string(n));
  blocks.add_chance_list(chance_, "reserve_token", std::move(numbers), apply_reserve_token);
}

void GreaterCatan::setup(const StdGame& g, StdState& s) const {
  GcSlice& gc = gc_of(g, s);
  gc = GcSlice{};
  gc.reserve = reserve_;
  if (s.layout.robber_start < 0) s.base.robber = uint8_t(robber_off_board(g.topo()));  // no desert (§2.3)
}

namespace gc {

int reserve_left(const GcSlice& gc) {
  int n = 0;
  for (uint8_t c : gc.reserve) n += c;
  return n;
}

}  // namespace gc

void register_greater_catan() {
  register_module("greater_catan", []() -> std::unique_ptr<Module> { return std::make_unique<GreaterCatan>(); });
}

}  // namespace catanlab
