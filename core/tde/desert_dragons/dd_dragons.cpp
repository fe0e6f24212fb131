// The dragons (§4.4): gathering on the deserts after each building, the invasion after each
// roll's production once the supply is empty, their curse, and the Knight that slays one.
#include <algorithm>

#include "core/base/base_rules.h"
#include "core/base/pieces.h"
#include "core/base/turn.h"
#include "core/tde/desert_dragons/dd_rules.h"

namespace catanlab {

using namespace dd_ids;

namespace dd {

bool landscape(const StdState& s, int h) { return terrain_resource(s.layout.terrain[h]) >= 0; }

int on_deserts(const DdSlice& d) {
  int n = 0;
  for (uint8_t k : d.desert) n += k;
  return n;
}

HexSet dragon_hexes(const StdGame& g, const StdState& s) {
  const DdSlice& d = dd_of(g, s);
  HexSet out = d.dragons;
  const std::vector<int>& all = deserts(g);
  for (size_t k = 0; k < all.size(); ++k)
    if (d.desert[k]) out.set(all[k]);
  return out;
}

EdgeSet dead_paths(const StdGame& g, const StdState& s) {
  const Topology& t = g.topo();
  const HexSet& dragons = dd_of(g, s).dragons;
  EdgeSet out;
  dragons.for_each([&](int h) {
    for (int k = 0; k < 6; ++k)
      if (const int n = t.hex_neighbour[h][size_t(k)]; n > h && dragons.test(n)) out.set(t.hex_edge[h][size_t(k)]);
  });
  return out;
}

VertexSet blocked_buildings(const StdGame& g, const StdState& s) {
  const Topology& t = g.topo();
  const HexSet dragons = dragon_hexes(g, s);
  VertexSet built, out;  // from the pieces, not the occupied cache: validate reads no cache
  for (int q = 0; q < s.num_players; ++q) built |= buildings_of(s.base.players[q]);
  built.for_each([&](int v) {
    bool all = true;
    for (int8_t h : t.vertex_hex[v]) all = all && h >= 0 && dragons.test(h);
    if (all) out.set(v);
  });
  return out;
}

HexSet invaded(const StdGame& g, const StdState& s, int roll) {
  const Topology& t = g.topo();
  const HexSet dragons = dragon_hexes(g, s);
  HexSet out;
  (s.layout.hexes_with_number[roll] - dd_of(g, s).dragons).for_each([&](int h) {
    if (!landscape(s, h)) return;
    for (int8_t n : t.hex_neighbour[h])
      if (n >= 0 && dragons.test(n)) {
        out.set(h);
        return;
      }
  });
  return out;
}

namespace {
// The deserts holding the fewest (`most` false) or the most dragons, as hexes.
HexSet extreme_deserts(const StdGame& g, const StdState& s, bool most) {
  const DdSlice& d = dd_of(g, s);
  const std::vector<int>& all = deserts(g);
  const auto first = d.desert.begin(), last = first + all.size();
  const int best = most ? *std::max_element(first, last) : *std::min_element(first, last);
  HexSet out;
  if (most && best == 0) return out;  // the deserts are empty
  for (size_t k = 0; k < all.size(); ++k)
    if (d.desert[k] == best) out.set(all[k]);
  return out;
}
}  // namespace

HexSet gather_targets(const StdGame& g, const StdState& s) { return extreme_deserts(g, s, false); }
HexSet invade_sources(const StdGame& g, const StdState& s) { return extreme_deserts(g, s, true); }

}  // namespace dd

void DesertDragons::curse(const StdGame& g, StdState& s) const {
  const Topology& t = g.topo();
  s.base.barren = dd_of(g, s).dragons;
  set_dead_roads(g.opt(), t, s, dd::dead_paths(g, s));
  const VertexSet blocked = dd::blocked_buildings(g, s);
  const VertexSet changed = (blocked - s.base.dormant) | (s.base.dormant - blocked);
  (s.base.occupied & changed).for_each([&](int v) { set_dormant(g.board(), g.opt(), s, v, blocked.test(v)); });
}

void DesertDragons::place_on_desert(const StdGame& g, StdState& s, int k) const {
  DdSlice& d = dd_of(g, s);
  d.desert[size_t(k)] += 1;
  d.supply -= 1;
  d.gather_left -= 1;
}

void DesertDragons::take_from_desert(const StdGame& g, StdState& s, int k) const {
  DdSlice& d = dd_of(g, s);
  const int h = d.invading.nth(0);  // reading order: the hexes left when the deserts run dry
  d.desert[size_t(k)] -= 1;
  d.invading.reset(h);
  d.dragons.set(h);
}

// Dragons go fewest first: while those left to place cover every desert tied fewest, one goes
// onto each (their order changes nothing); else the builder chooses which of them take one.
void DesertDragons::gather(const StdGame& g, StdState& s) const {
  DdSlice& d = dd_of(g, s);
  while (d.gather_left) {
    const HexSet to = dd::gather_targets(g, s);
    if (to.count() > d.gather_left) {
      curse(g, s);  // the curse follows each dragon, choices or not
      s.phase = DdPhase::Gather;
      return;
    }
    to.for_each([&](int h) { place_on_desert(g, s, desert_index_[size_t(h)]); });
  }
  curse(g, s);
  resume_turn(s);
}

// As gather, most first: the hexes owed a dragon take them in reading order (which matters only
// when the deserts run dry), and the roller chooses among deserts tied most when they are more
// than the hexes left.
bool DesertDragons::invade(const StdGame& g, StdState& s) const {
  DdSlice& d = dd_of(g, s);
  while (d.invading.any()) {
    const HexSet from = dd::invade_sources(g, s);
    if (!from.any()) {  // the deserts are empty: no more dragons
      d.invading = {};
      break;
    }
    if (from.count() > d.invading.count()) {
      curse(g, s);
      s.to_move = s.turn_player;
      s.phase = DdPhase::Invade;
      return true;
    }
    from.for_each([&](int h) { take_from_desert(g, s, desert_index_[size_t(h)]); });
  }
  curse(g, s);
  return false;
}

// A settlement or city built in play (not in set-up, ruling 14) gathers dragons while the supply
// lasts; any building may go dormant at once.
void DesertDragons::on_build(const StdGame& g, StdState& s, Piece piece, int, int) const {
  if (piece != Piece::Settlement && piece != Piece::City) return;
  DdSlice& d = dd_of(g, s);
  if (s.phase != Phase::Main || !d.supply) return curse(g, s);
  d.gather_left = uint8_t(std::min<int>(opt_.dd_per_build, d.supply));
  gather(g, s);
}

// Production is paid first (the base game's, before this hook); then the invasion.
bool DesertDragons::on_produce(const StdGame& g, StdState& s, int roll, uint64_t&) const {
  DdSlice& d = dd_of(g, s);
  if (d.supply) return false;  // the invasion starts once every dragon gathered
  d.invading = dd::invaded(g, s, roll);
  return d.invading.any() && invade(g, s);
}

void DesertDragons::legal_actions(const StdGame& g, const StdState& s, ActionList& out) const {
  if (s.phase == DdPhase::Gather) {
    dd::gather_targets(g, s).for_each([&](int h) { out.push(id(kGatherOn, h)); });
  } else if (s.phase == DdPhase::Invade) {
    dd::invade_sources(g, s).for_each([&](int h) { out.push(id(kDragonFrom, h)); });
  } else if (s.phase == Phase::MoveRobber) {  // a Knight: no robber, a dragon slain instead
    dd_of(g, s).dragons.for_each([&](int h) { out.push(id(kSlay, h)); });
  }
}

void DesertDragons::apply_gather_on(const Module& self, const StdGame& g, StdState& s, int h) {
  const auto& dd = static_cast<const DesertDragons&>(self);
  dd.place_on_desert(g, s, dd.desert_index_[size_t(h)]);
  dd.gather(g, s);
}

void DesertDragons::apply_dragon_from(const Module& self, const StdGame& g, StdState& s, int h) {
  const auto& dd = static_cast<const DesertDragons&>(self);
  dd.take_from_desert(g, s, dd.desert_index_[size_t(h)]);
  if (!dd.invade(g, s)) g.resume_roll(s);
}

// Out of the game: the hex produces from the next roll, blocks end at once.
void DesertDragons::apply_slay(const Module& self, const StdGame& g, StdState& s, int h) {
  DdSlice& d = dd_of(g, s);
  d.dragons.reset(h);
  d.slain += 1;
  static_cast<const DesertDragons&>(self).curse(g, s);
  resume_turn(s);
}

// The robber's moves give way to the dragons: a Knight is played only with a dragon to slay, and
// slays one instead of moving the robber; a dormant settlement is not upgraded.
void DesertDragons::filter_legal(const StdGame& g, const StdState& s, ActionList& list) const {
  const bool no_knight = !dd_of(g, s).dragons.any() && s.base.players[s.to_move].dev[Knight];
  const bool robber = s.phase == Phase::MoveRobber, dormant = s.base.dormant.any() && s.phase == Phase::Main;
  if (!no_knight && !robber && !dormant) return;
  const BaseBlocks& base = base_blocks(g);
  const Action knight = no_knight ? base.play_knight.first : -1;
  const BlockHandle robber_to = base.move_robber, city = base.build_city;  // copies, kept in registers through the stores
  const VertexSet& asleep = s.base.dormant;
  Action* kept = list.data;
  for (const Action *x = list.data, *end = list.data + list.size; x != end; ++x) {
    const Action a = *x;
    if (a == knight || (robber && robber_to.contains(a)) ||
        (dormant && city.contains(a) && asleep.test(city.index_of(a))))
      continue;
    *kept++ = a;
  }
  list.size = int(kept - list.data);
}

}  // namespace catanlab
