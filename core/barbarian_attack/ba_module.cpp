// Barbarian Attack's options, blocks, phases, set-up, the board's geometry it
// reads once, and registration.
#include <fmt/format.h>

#include <algorithm>

#include "core/barbarian_attack/ba_internal.h"
#include "core/standard/module_registry.h"
#include "core/config_error.h"

namespace catanlab {

using namespace ba_ids;

OptionTable BarbarianAttack::options() {
  return option_table(opt_, {
      CATANLAB_OPTION(opt_, ba_barbarians, "Barbarian Attack: barbarians in the box", 2, 200),
      CATANLAB_OPTION(opt_, ba_conquer, "Barbarian Attack: barbarians that conquer a coastal hex", 1, 9),
      CATANLAB_OPTION(opt_, ba_land_draws, "Barbarian Attack: different numbers drawn per settlement or city built", 0, 10),
      CATANLAB_OPTION(opt_, ba_knights, "Barbarian Attack: knights per seat", 0, 20),
      CATANLAB_OPTION(opt_, ba_steps, "Barbarian Attack: a knight's move in paths", 1, 10),
      CATANLAB_OPTION(opt_, ba_grain_steps, "Barbarian Attack: a knight's move in paths paying 1 grain", 1, 10),
      CATANLAB_OPTION(opt_, ba_gold_knight, "Barbarian Attack: gold per knight lost to the colour die", 0, 20),
      CATANLAB_OPTION(opt_, ba_gold_helper, "Barbarian Attack: gold for a participant left without a prisoner", 0, 20),
      CATANLAB_OPTION(opt_, ba_gold_treason, "Barbarian Attack: gold Treason gives", 0, 20),
      CATANLAB_OPTION(opt_, ba_gold_price, "Barbarian Attack: gold for one resource (once per turn)", 1, 20),
      CATANLAB_OPTION(opt_, ba_gold_supply, "Barbarian Attack: gold in the box (0: unlimited; the box has 40)", 0, 1000),
      OptionSpec{"ba_knighthood", "Barbarian Attack: Knighthood cards in the deck", 0, 60, &opt_.ba_deck[Knighthood]},
      OptionSpec{"ba_swift_knight", "Barbarian Attack: Swift Knight cards in the deck", 0, 60, &opt_.ba_deck[SwiftKnight]},
      OptionSpec{"ba_treason", "Barbarian Attack: Treason cards in the deck", 0, 60, &opt_.ba_deck[Treason]},
      OptionSpec{"ba_capture", "Barbarian Attack: Capture cards in the deck", 0, 60, &opt_.ba_deck[Capture]},
  });
}

std::vector<PhaseSpec> BarbarianAttack::phases() const {
  using namespace BaPhase;
  return {{KnightTo, "ba_knight_to"},     {PlaceKnight, "ba_place_knight"}, {TreasonFrom, "ba_treason_from"},
          {TreasonTo, "ba_treason_to"},   {CaptureFrom, "ba_capture"},          {Land, "ba_land", true},
          {Draw, "ba_draw", true},        {Colour, "ba_colour", true},      {Prisoners, "ba_prisoners", true},
          {DiceOff, "ba_dice_off", true}};
}

// The coast in check order from the board's "coast" markers (value: the place in the order),
// the castle's paths, and each path's neighbours.
void BarbarianAttack::declare(BlockTable& blocks, const StdGame& g) {
  const Topology& t = g.topo();
  auto fail = [&](const std::string& what) {
    throw ConfigError(fmt::format("rule set '{}': board '{}': {}", g.rules().name, g.board().name, what));
  };
  std::vector<std::pair<int, int>> marked;
  for (const Marker& m : g.board().markers)
    if (m.kind == "coast") marked.push_back({m.value, m.hex});
  std::sort(marked.begin(), marked.end());
  coast_.clear();
  coast_set_ = {};
  for (auto [order, h] : marked) {
    if (!t.land.test(h) || g.board().layout.number[h] == 0) fail(fmt::format("coast marker {} is not a numbered land hex", order));
    coast_.push_back(h);
    coast_set_.set(h);
  }
  if (coast_.empty()) fail("no coast markers for the barbarians");
  if (opt_.ba_grain_steps < opt_.ba_steps) fail("ba_grain_steps is below ba_steps");
  castle_paths_ = {};
  for (int h = 0; h < t.num_hexes; ++h)
    if (g.board().layout.terrain[h] == Terrain::Castle) castle_paths_ |= ba::hex_paths(g, h);
  if (!castle_paths_.any()) fail("no castle hex");
  // A step goes to a path sharing an end (ruling 11); the paths within k steps, for k up to the longest move.
  within_.assign(size_t(opt_.ba_grain_steps) + 1, std::vector<EdgeSet>(size_t(t.num_edges)));
  for (int e = 0; e < t.num_edges; ++e) {
    EdgeSet adjacent;
    for (int v : t.edge_vertex[e]) adjacent |= t.vertex_edges[v];
    within_[1][size_t(e)] = adjacent & t.land_edges;
  }
  for (size_t k = 2; k < within_.size(); ++k)
    for (int e = 0; e < t.num_edges; ++e) {
      EdgeSet reach = within_[k - 1][size_t(e)];
      within_[k - 1][size_t(e)].for_each([&](int x) { reach |= within_[1][size_t(x)]; });
      within_[k][size_t(e)] = reach;
    }
  for (auto& by_path : within_)
    for (int e = 0; e < t.num_edges; ++e) by_path[size_t(e)].reset(e);

  blocks.add(blocks_[kBuyCard], "buy_ba_card", Domain::Fixed, 1, apply_buy_card);
  blocks.add(blocks_[kGoldBuy], "gold_buy", Domain::Resource, 1, apply_gold_buy);
  blocks.add(blocks_[kKnightFrom], "knight_from", Domain::Edge, t.num_edges, apply_knight_from);
  blocks.add(blocks_[kKnightTo], "knight_to", Domain::Edge, t.num_edges, apply_knight_to);
  blocks.add(blocks_[kPlaceKnight], "place_knight", Domain::Edge, t.num_edges, apply_place_knight);
  blocks.add(blocks_[kTreasonFrom], "treason_from", Domain::Hex, t.num_hexes, apply_treason_from);
  blocks.add(blocks_[kTreasonTo], "treason_to", Domain::Hex, t.num_hexes, apply_treason_to);
  blocks.add(blocks_[kCapture], "capture", Domain::Hex, t.num_hexes, apply_capture);
  blocks.add_list(blocks_[kOfferGiveGold], "offer_give", {"gold"}, apply_offer_give_gold);
  blocks.add_list(blocks_[kOfferGetGold], "offer_get", {"gold"}, apply_offer_get_gold);
  std::vector<std::string> numbers, subsets;
  for (int n : ba::kLandNumbers) numbers.push_back(std::to_string(n));
  for (int mask = 0; mask < (1 << kMaxPlayers); ++mask) {  // mask 0 is never drawn; it keeps index = mask
    std::string name;
    for (int q = 0; q < kMaxPlayers; ++q)
      if (mask >> q & 1) name += fmt::format("{}p{}", name.empty() ? "" : "+", q);
    subsets.push_back(name.empty() ? "none" : name);
  }
  blocks.add_chance_list(chance_[kLand], "land", std::move(numbers), apply_land);
  blocks.add_chance_list(chance_[kDraw], "ba_draw", {std::begin(kBaCardNames), std::end(kBaCardNames)}, apply_draw);
  blocks.add_chance_list(chance_[kColour], "colour", {std::begin(ba::kColourNames), std::end(ba::kColourNames)},
                         apply_colour);
  blocks.add_chance_list(chance_[kPrisoners], "prisoners", std::move(subsets), apply_prisoners);
  blocks.add_chance(chance_[kDiceOff], "dice_off", Domain::Seat, kMaxPlayers, apply_dice_off);
}

void BarbarianAttack::setup(const StdGame& g, StdState& s) const {
  BaSlice& a = ba_of(g, s);
  a = BaSlice{};
  a.supply = uint8_t(opt_.ba_barbarians);
  for (int q = 0; q < s.num_players; ++q) a.seats[q].knights_left = uint8_t(opt_.ba_knights);
  for (int k = 0; k < kNumBaCards; ++k) a.pile[k] = uint8_t(opt_.ba_deck[k]);
  // One barbarian each on the coastal hexes numbered 2 and 12 (§2).
  for (int n : {2, 12})
    if (const int h = coastal_hex(s, n); h >= 0 && a.supply > 0) a.barbarians[h] += 1, a.supply -= 1;
}

// 1 VP per 2 prisoners (§5.8).
int BarbarianAttack::extra_vp(const StdGame& g, const StdState& s, int player) const {
  return ba_of(g, s).seats[player].prisoners / 2;
}

namespace ba {

const std::vector<int>& coast(const StdGame& g) { return g.module<BarbarianAttack>().coast_; }
HexSet coast_set(const StdGame& g) { return g.module<BarbarianAttack>().coast_set_; }
EdgeSet castle_paths(const StdGame& g) { return g.module<BarbarianAttack>().castle_paths_; }
EdgeSet hex_paths(const StdGame& g, int h) { return g.topo().hex_edges[h] & g.topo().land_edges; }

int coastal_hex(const StdGame& g, const StdState& s, int number) { return g.module<BarbarianAttack>().coastal_hex(s, number); }

bool conquered(const StdGame& g, const StdState& s, int hex) { return ba_of(g, s).barbarians[hex] >= ba_opt(g).ba_conquer; }

bool building_conquered(const StdGame& g, const StdState& s, int v) {
  for (int8_t h : g.topo().vertex_hex[v])
    if (h >= 0 && g.topo().land.test(h) && !conquered(g, s, h)) return false;
  return true;
}

EdgeSet all_knights(const BaSlice& a) {
  EdgeSet out;
  for (const BaSeat& q : a.seats) out |= q.knights;
  return out;
}

}  // namespace ba



void register_barbarian_attack() {
  register_module("barbarian_attack", []() -> std::unique_ptr<Module> { return std::make_unique<BarbarianAttack>(); });
}

}  // namespace catanlab
