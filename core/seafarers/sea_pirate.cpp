// The Pirate Islands (Seafarers scenario 7, docs/seafarers_pirate_islands.md), option
// pirate_islands: each seat starts with a settlement and a ship placed on its slot and a fortress
// of 3 chips on the pirate islands; its ships go only along its lane, one line one step nearer
// the fortress each; Knight cards make warships; a battle on the seat's turn (its line at the
// fortress) takes a chip or costs ships, and ends the turn; the pirate fleet moves by the lower
// die of every roll and raids the one seat with buildings on its new hex; 10 VP win only once the
// seat's own fortress is taken. Set-up is the engine's three-round snake whose first round the
// slots place.
#include <fmt/format.h>

#include <algorithm>

#include "core/base/base_rules.h"
#include "core/config_error.h"
#include "core/seafarers/sea_internal.h"

namespace catanlab {

using namespace sea_ids;

namespace {

constexpr int kFortressChips = 3;
constexpr int kDicePairs = 21;  // unordered pairs of two dice

// Pair index k (in dice A-B order, A <= B) as its two dice.
std::pair<int, int> dice_of(int k) {
  for (int a = 1; a <= 6; ++a) {
    if (k < 7 - a) return {a, a + k};
    k -= 7 - a;
  }
  return {0, 0};
}
int pair_index(int a, int b) {
  if (a > b) std::swap(a, b);
  int k = 0;
  for (int x = 1; x < a; ++x) k += 7 - x;
  return k + b - a;
}

bool bank_has_card(const BaseSlice& b) {
  for (int r = 0; r < kNumResources; ++r)
    if (b.bank[r]) return true;
  return false;
}

const Seafarers& sea_module(const Module& self) { return static_cast<const Seafarers&>(self); }

}  // namespace

namespace sea {

EdgeSet lane_paths(const StdGame& g, const StdState& s, int player, int without) {
  const Seafarers& m = g.module<Seafarers>();
  const Seafarers::PirateSlot& slot = m.slots_[size_t(player)];
  const Topology& t = g.topo();
  EdgeSet ships = s.base.players[player].path_pieces & slot.lane;
  if (without >= 0) ships.reset(without);
  int end = slot.settlement;  // the line's open end: the corner nearest the fortress it reached
  int steps = slot.steps[size_t(end)];
  ships.for_each([&](int e) {
    const Seafarers::PirateSlot::Near n = slot.near[size_t(e)];
    if (n.steps < steps) end = n.vertex, steps = n.steps;
  });
  EdgeSet out;
  (t.vertex_edges[end] & slot.lane).for_each([&](int e) {
    const int other = t.edge_vertex[e][0] == end ? t.edge_vertex[e][1] : t.edge_vertex[e][0];
    if (slot.steps[size_t(other)] == steps - 1) out.set(e);
  });
  return out;
}

const std::vector<int8_t>& lane_steps(const StdGame& g, int player) {
  return g.module<Seafarers>().slots_[size_t(player)].steps;
}

int line_steps(const StdGame& g, int player) {
  const Seafarers::PirateSlot& slot = g.module<Seafarers>().slots_[size_t(player)];
  return slot.steps[size_t(slot.settlement)];
}

int fleet_victim(const StdGame& g, const StdState& s) {
  const uint8_t h = sea_of(g, s).pirate;
  if (h == kNoSeaHex) return -1;
  int victim = -1;
  for (int q = 0; q < s.num_players; ++q) {
    if (!(buildings_of(s.base.players[q]) & g.topo().hex_vertices[h]).any()) continue;
    if (victim >= 0) return -1;  // two owners: no raid (our ruling, as JSettlers)
    victim = q;
  }
  return victim;
}

}  // namespace sea

// The board's markers "fleet" (a sea hex; value: its order on the path), and per slot (value)
// "slot_settlement", "slot_ship", "fortress", "lone" and "lane"; then the blocks.
void Seafarers::declare_pirates(BlockTable& blocks, const StdGame& g) {
  fleet_path_.clear();
  slots_.clear();
  lone_ = {};
  if (!opt_.pirate_islands) return;
  const Topology& t = g.topo();
  auto fail = [&](const std::string& what) {
    throw ConfigError(fmt::format("rule set '{}': board '{}': {}", g.rules().name, g.board().name, what));
  };
  std::vector<std::pair<int, int>> fleet;
  slots_.resize(size_t(g.num_players()));
  for (const Marker& m : g.board().markers) {
    if (m.kind == "fleet") {
      if (t.land.test(m.hex)) fail(fmt::format("fleet marker on h{}, not a sea hex", m.hex));
      fleet.emplace_back(m.value, m.hex);
      continue;
    }
    const bool corner = m.kind == "slot_settlement" || m.kind == "fortress" || m.kind == "lone";
    const bool side = m.kind == "slot_ship" || m.kind == "lane";
    if (!corner && !side) continue;
    if (m.value < 0 || m.value >= kStdSeats) fail(fmt::format("{} marker: {} is not a slot 0..{}", m.kind, m.value, kStdSeats - 1));
    if (corner ? m.vertex < 0 : m.edge < 0) fail(fmt::format("{} marker on h{} names no {}", m.kind, m.hex, corner ? "corner" : "side"));
    if (m.value >= g.num_players()) continue;  // a slot no seat takes
    PirateSlot& slot = slots_[size_t(m.value)];
    if (m.kind == "slot_settlement") slot.settlement = m.vertex;
    else if (m.kind == "fortress") slot.fortress = m.vertex;
    else if (m.kind == "lone") slot.lone = m.vertex;
    else if (m.kind == "slot_ship") slot.ship = m.edge;
    else slot.lane.set(m.edge);
  }
  std::sort(fleet.begin(), fleet.end());
  for (size_t i = 0; i < fleet.size(); ++i) {
    if (fleet[i].first != int(i)) fail(fmt::format("fleet markers: values must be 0..{} in order", fleet.size() - 1));
    fleet_path_.push_back(fleet[i].second);
  }
  if (fleet_path_.empty()) fail("pirate_islands needs fleet markers");
  for (size_t k = 0; k < slots_.size(); ++k) {
    PirateSlot& slot = slots_[k];
    if (slot.settlement < 0 || slot.ship < 0 || slot.fortress < 0 || slot.lone < 0)
      fail(fmt::format("slot {}: needs slot_settlement, slot_ship, fortress and lone markers", k));
    if (!slot.lane.test(slot.ship)) fail(fmt::format("slot {}: its slot_ship is off its lane", k));
    // Steps along the lane from each corner to the fortress (breadth first from the fortress).
    slot.steps.assign(size_t(t.num_vertices), -1);
    slot.steps[size_t(slot.fortress)] = 0;
    std::vector<int> frontier = {slot.fortress};
    for (int d = 1; !frontier.empty(); ++d) {
      std::vector<int> next;
      for (int v : frontier)
        (t.vertex_edges[v] & slot.lane).for_each([&](int e) {
          for (int w : t.edge_vertex[e])
            if (slot.steps[size_t(w)] < 0) slot.steps[size_t(w)] = int8_t(d), next.push_back(w);
        });
      frontier = std::move(next);
    }
    if (slot.steps[size_t(slot.settlement)] < 0) fail(fmt::format("slot {}: its lane does not join its settlement to its fortress", k));
    slot.near.assign(size_t(t.num_edges), {});
    slot.lane.for_each([&](int e) {
      for (int v : t.edge_vertex[e])  // the first of equals, as a scan of the path's corners finds it
        if (slot.steps[size_t(v)] >= 0 && slot.steps[size_t(v)] < slot.near[size_t(e)].steps)
          slot.near[size_t(e)] = {int16_t(v), slot.steps[size_t(v)]};
    });
    lone_.set(slot.lone);
  }
  no_settle_ -= lone_;  // a lone corner is its seat's to settle (filter_pirates)
  blocks.add(pirate_blocks_[kPlayWarship], "play_warship", Domain::Fixed, 1, apply_play_warship);
  blocks.add(pirate_blocks_[kAttackFortress], "attack_fortress", Domain::Fixed, 1, apply_attack_fortress);
  blocks.add(pirate_blocks_[kFleetPick], "fleet_pick", Domain::Resource, 1, apply_fleet_pick);
  std::vector<std::string> pairs;
  for (int k = 0; k < kDicePairs; ++k) pairs.push_back(fmt::format("{}-{}", dice_of(k).first, dice_of(k).second));
  blocks.add_chance_list(pirate_blocks_[kDicePair], "dice", std::move(pairs), apply_dice_pair);
  blocks.add_chance(pirate_blocks_[kFleetTakes], "fleet_takes", Domain::Resource, 1, apply_fleet_takes);
  blocks.add_chance_list(pirate_blocks_[kFortressDie], "fortress_die", {"1", "2", "3", "4", "5", "6"}, apply_fortress_die);
}

// Each seat's slot: its settlement and ship (the set-up's first round, played by the board), and
// its fortress of 3 chips, which holds one of its settlement pieces; the fleet on its first hex.
// The set-up goes on with the second round.
void Seafarers::setup_pirates(const StdGame& g, StdState& s) const {
  if (!opt_.pirate_islands) return;
  SeaSlice& sea = sea_of(g, s);
  const int n = s.num_players;
  for (int q = 0; q < n; ++q) {
    const PirateSlot& slot = slots_[size_t(q)];
    place_settlement(g.board(), s, q, slot.settlement);
    sea::corner_taken(g, s, q, slot.settlement);
    settle(g, s, q, slot.settlement, true);
    sea::lay_ship(g, s, q, slot.ship);
    sea.pirates.chips[size_t(q)] = kFortressChips;
  }
  rebuild_pirates(g, s);
  sea.new_ships = {};
  sea.pirates.fleet = 0;
  sea.pirate = uint8_t(fleet_path_[0]);
  s.setup_step = uint8_t(n);
  s.to_move = uint8_t(setup_seat(n, n));
}

void Seafarers::rebuild_pirates(const StdGame& g, StdState& s) const {
  if (!opt_.pirate_islands) return;
  for (int q = 0; q < s.num_players; ++q)
    if (sea_of(g, s).pirates.chips[size_t(q)]) s.base.players[q].settlements_left -= 1;
}

// A battle on the seat's own turn while its line touches its standing fortress; a raided seat
// that beat the fleet picks a card.
void Seafarers::pirate_legal(const StdGame& g, const StdState& s, ActionList& out) const {
  if (!opt_.pirate_islands) return;
  const PirateSlice& pi = sea_of(g, s).pirates;
  const int p = s.to_move;
  if (s.phase == Phase::Main && pi.chips[size_t(p)] &&
      (s.base.players[p].path_pieces & g.topo().vertex_edges[slots_[size_t(p)].fortress]).any())
    out.push(id(kAttackFortress));
  if (s.phase == SeaPhase::FleetPick)
    for (int r = 0; r < kNumResources; ++r)
      if (s.base.bank[r]) out.push(id(kFleetPick, r));
}

// A settlement on a lone corner only by its seat; a Knight card makes a warship instead (while the
// seat has a ship that is not one). Ships keep to the seat's lane where their paths are listed (lane_paths).
void Seafarers::filter_pirates(const StdGame& g, const StdState& s, ActionList& list) const {
  const BlockHandle& settlement = base_blocks(g).build_settlement;
  const int p = s.to_move;
  const int lone = slots_[size_t(p)].lone;
  bool knight = false;
  int kept = 0;
  for (int i = 0; i < list.size; ++i) {
    const Action a = list.data[i];
    const uint8_t rule = marked_[size_t(a)];
    if ((rule & kMarkLone) && settlement.index_of(a) != lone) continue;
    if (rule & kMarkKnight) {
      knight = true;
      continue;
    }
    list.data[kept++] = a;
  }
  list.size = kept;
  const PirateSlice& pi = sea_of(g, s).pirates;
  if (!knight || pi.warships[size_t(p)] >= s.base.players[p].path_pieces.count()) return;
  const Action warship = id(kPlayWarship);
  Action* at = std::upper_bound(list.data, list.data + list.size, warship);
  std::copy_backward(at, list.data + list.size, list.data + list.size + 1);
  *at = warship;
  list.size += 1;
}

// The roll as two dice; a raid's cards lost; the fortress's die.
int Seafarers::pirate_chance(const StdGame& g, const StdState& s, ChanceOutcome* out) const {
  if (!opt_.pirate_islands) return 0;
  int n = 0;
  if (s.phase == Phase::RollDice) {
    for (int k = 0; k < kDicePairs; ++k) {
      const auto [a, b] = dice_of(k);
      out[n++] = {id(kDicePair, k), a == b ? 1 / 36.0 : 2 / 36.0};
    }
  } else if (s.phase == SeaPhase::FleetTakes) {
    const PlayerState& v = s.base.players[sea_of(g, s).pirates.raided];
    for (int r = 0; r < kNumResources; ++r)
      if (v.hand[r]) out[n++] = {id(kFleetTakes, r), double(v.hand[r]) / v.hand_total};
  } else if (s.phase == SeaPhase::FortressDie) {
    for (int d = 0; d < 6; ++d) out[n++] = {id(kFortressDie, d), 1 / 6.0};
  }
  return n;
}

Action Seafarers::sample_pirate(const StdGame& g, const StdState& s, Rng& rng) const {
  if (!opt_.pirate_islands) return -1;
  if (s.phase == Phase::RollDice) {
    const int a = int(rng.below(6)) + 1, b = int(rng.below(6)) + 1;
    return id(kDicePair, pair_index(a, b));
  }
  if (s.phase == SeaPhase::FleetTakes) {
    const PlayerState& v = s.base.players[sea_of(g, s).pirates.raided];
    int x = int(rng.below(v.hand_total));
    for (int r = 0; r < kNumResources; ++r)
      if ((x -= v.hand[r]) < 0) return id(kFleetTakes, r);
  }
  if (s.phase == SeaPhase::FortressDie) return id(kFortressDie, int(rng.below(6)));
  return -1;
}

// The dice: the fleet moves on by the lower die and raids with that strength, before anything the
// roll does (production, or a 7's discards and steal).
void Seafarers::apply_dice_pair(const Module& self, const StdGame& g, StdState& s, int k) {
  const auto [low, high] = dice_of(k);
  SeaSlice& sea = sea_of(g, s);
  s.base.rolled = 1;
  s.base.last_roll = uint8_t(low + high);
  if (sea.pirates.fleet == kFleetGone) return finish_roll(g, s);
  const auto& path = sea_module(self).fleet_path_;
  sea.pirates.fleet = uint8_t((sea.pirates.fleet + low) % int(path.size()));
  sea.pirate = uint8_t(path[sea.pirates.fleet]);
  sea_module(self).raid(g, s, low);
}

// Warships W against strength S: W < S loses 1 + its cities in cards, drawn at random, to the
// bank; W > S picks a card from the bank; a tie does nothing.
void Seafarers::raid(const StdGame& g, StdState& s, int strength) const {
  const int victim = sea::fleet_victim(g, s);
  if (victim < 0) return finish_roll(g, s);
  PirateSlice& pi = sea_of(g, s).pirates;
  const PlayerState& v = s.base.players[victim];
  const int warships = pi.warships[size_t(victim)];
  pi.raided = uint8_t(victim);
  if (warships < strength && v.hand_total) {
    pi.owed = uint8_t(std::min<int>(1 + v.cities.count(), v.hand_total));
    s.phase = SeaPhase::FleetTakes;
    return;
  }
  if (warships > strength && bank_has_card(s.base)) {
    s.to_move = uint8_t(victim);
    s.phase = SeaPhase::FleetPick;
    return;
  }
  finish_roll(g, s);
}

void Seafarers::finish_roll(const StdGame& g, StdState& s) {
  PirateSlice& pi = sea_of(g, s).pirates;
  pi.raided = 0;
  pi.owed = 0;
  s.to_move = s.turn_player;
  g.notify_roll(s, s.base.last_roll);
}

void Seafarers::apply_fleet_takes(const Module&, const StdGame& g, StdState& s, int r) {
  PirateSlice& pi = sea_of(g, s).pirates;
  pay_bank(s.base, pi.raided, r, 1);
  pi.owed -= 1;
  if (!pi.owed) finish_roll(g, s);
}

void Seafarers::apply_fleet_pick(const Module&, const StdGame& g, StdState& s, int r) {
  bank_pays(s.base, sea_of(g, s).pirates.raided, r, 1);
  finish_roll(g, s);
}

// A Knight card makes one of the seat's ships a warship: no robber, no army.
void Seafarers::apply_play_warship(const Module&, const StdGame& g, StdState& s, int) {
  s.base.players[s.to_move].dev[Knight] -= 1;
  s.base.dev_played = 1;
  sea_of(g, s).pirates.warships[s.to_move] += 1;
}

void Seafarers::apply_attack_fortress(const Module&, const StdGame&, StdState& s, int) { s.phase = SeaPhase::FortressDie; }

// The fortress defends with the die D: warships W > D take a chip (the last one the fortress,
// which becomes the seat's settlement); W = D loses the ship nearest the fortress, W < D two.
// The turn ends, unless the fortress taken wins the game.
void Seafarers::apply_fortress_die(const Module& self, const StdGame& g, StdState& s, int k) {
  const Seafarers& m = sea_module(self);
  SeaSlice& sea = sea_of(g, s);
  PirateSlice& pi = sea.pirates;
  const int p = s.turn_player, defence = k + 1, warships = pi.warships[size_t(p)];
  const PirateSlot& slot = m.slots_[size_t(p)];
  s.phase = Phase::Main;
  if (warships > defence) {
    if (--pi.chips[size_t(p)] == 0) {
      PlayerState& me = s.base.players[p];
      me.settlements_left += 1;  // the piece the fortress held
      place_settlement(g.board(), s, p, slot.fortress);
      sea::corner_taken(g, s, p, slot.fortress);
      bool all = true;
      for (int q = 0; q < s.num_players; ++q) all = all && !pi.chips[size_t(q)];
      if (all) pi.fleet = kFleetGone, sea.pirate = kNoSeaHex;
      if (g.victory_points(s, p) >= g.opt().vp_target) return;  // StdGame::apply's end check: the win
    }
  } else {
    for (int lost = warships == defence ? 1 : 2; lost > 0; --lost) {
      const EdgeSet ships = s.base.players[p].path_pieces;
      int nearest = -1, best = 127;
      ships.for_each([&](int e) {
        for (int v : g.topo().edge_vertex[e])
          if (slot.steps[size_t(v)] >= 0 && slot.steps[size_t(v)] < best) best = slot.steps[size_t(v)], nearest = e;
      });
      if (nearest < 0) break;
      sea::remove_ship(g, s, p, nearest);
    }
    pi.warships[size_t(p)] = uint8_t(std::min<int>(warships, s.base.players[p].path_pieces.count()));
  }
  end_turn(g, s);
}

}  // namespace catanlab
