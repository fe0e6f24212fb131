// Foundry and cannon, horse farm and cavalry (legend-of-the-conquerors.txt,
// chapter 2, "Foundries and Horse Farms"; example 11). Each seat may build
// one of each; its piece then goes beside one of its knights (free from the
// tile, for 1 lumber / 1 grain from another knight), never both on one
// knight. A cannon adds 1 to its knight's strength against the conquerors;
// a cavalry may charge to any free intersection by its owner's roads, or
// beside a conqueror it helps defeat, and then stays or returns (from beside
// a conqueror alone it must return). The pieces move with their knights
// (Cities & Knights' moves and relocations; a displaced cavalry may go by any
// of its owner's roads, Conquerors::widen_relocation) and go back to their
// tiles when their knights leave the board.
#include "core/conquerors/lotc_internal.h"

namespace catanlab::lotc {

using namespace lotc_ids;

namespace {

uint8_t& piece(const StdGame& g, StdState& s, Equipment e, int p) { return (e == Equipment::Cannon ? lotc_of(g, s).cannon : lotc_of(g, s).horse)[p]; }
constexpr Equipment kBoth[2] = {Equipment::Cannon, Equipment::Horse};

// The book's prices of the foundry and the horse farm and of moving their pieces (fixed, as the book prints them).
constexpr Cost kFoundryCost = {1, 0, 0, 0, 1}, kHorseFarmCost = {1, 0, 0, 1, 0};
constexpr Cost kMoveCannonCost = {1, 0, 0, 0, 0}, kMoveHorseCost = {0, 0, 0, 1, 0};

const Cost& build_cost(Equipment e) { return e == Equipment::Cannon ? kFoundryCost : kHorseFarmCost; }
const Cost& move_cost(Equipment e) { return e == Equipment::Cannon ? kMoveCannonCost : kMoveHorseCost; }

// Where the cavalry of p (at c, strength st) may charge: a free intersection
// by p's roads, or beside a conqueror it helps defeat or a fort it helps capture; never where it would
// be encircled or beaten (knight_may_stand).
VertexSet charge_targets(const StdGame& g, const StdState& s, int p, int c) {
  const Topology& t = g.topo();
  const int st = unit_strength(g, s, c);
  VertexSet beside_beaten, beside_conqueror;  // knight_may_stand weighs only the corners of a conqueror's hex
  // a conqueror, or (chapter 3, the only one with forts) a fort's: the cavalry may go where it completes a capture (example 13a)
  const HexSet conquerors = conqueror_hexes(g, s);
  HexSet enemies = conquerors;
  if (lotc_opt(g).lotc_chapter >= 3) enemies |= standing_forts(g, s);
  enemies.for_each([&](int h) {
    const int enemy = lotc_of(g, s).conqueror[h] ? lotc_of(g, s).conqueror[h] : lotc_of(g, s).fort[h] & kFortStrength;
    const int others = knights_around(g, s, h) - (t.hex_vertices[h].test(c) ? st : 0);
    if (others + st > enemy) beside_beaten |= t.hex_vertices[h];
    if (conquerors.test(h)) beside_conqueror |= t.hex_vertices[h];
  });
  const VertexSet out = (s.base.players[p].road_vertices | beside_beaten) - (s.base.occupied | s.base.vertex_pieces);
  VertexSet ok = out - beside_conqueror;
  (out & beside_conqueror).for_each([&](int v) {
    if (knight_may_stand(g, s, v, st, c)) ok.set(v);
  });
  return ok;
}

// The knight at `from` goes to `to` (a charge or its return), its horse with it; `cuts_roads`:
// it leaves and breaks the others' roads on the way (ck::put_knight).
void ride(const StdGame& g, StdState& s, int p, int from, int to, uint8_t byte, bool cuts_roads) {
  ck::take_knight(g, s, from, cuts_roads);
  piece(g, s, Equipment::Horse, p) = uint8_t(to);
  const uint8_t charge = lotc_of(g, s).charge_from;
  lotc_of(g, s).charge_from = uint8_t(from);  // riding: the horse naming `to` is this cavalry's (equipment_follows)
  ck::put_knight(g, s, to, byte, cuts_roads);  // the battle there (on_build)
  lotc_of(g, s).charge_from = charge;
}

}  // namespace

void equipment_follows(const StdGame& g, StdState& s, int where) {
  const int p = knight::owner(ck_of(g, s).knight[where]);
  const bool relocated = s.phase == CkPhase::Relocate, moved = s.phase == CkPhase::KnightTarget;
  const int pending = ck_of(g, s).displaced ? knight::owner(ck_of(g, s).displaced) : -1;  // displaced, still to relocate
  // A knight put down comes onto an intersection that held none of its owner's: a piece of
  // the owner still naming it is stale (its knight left the board there without a battle:
  // Intrigue, Deserter, a displaced knight with no place) and goes to its tile; but for the
  // horse of a cavalry riding there (ride() names its place first, charge_from set).
  for (Equipment e : kBoth)
    if (piece(g, s, e, p) == where && !(e == Equipment::Horse && lotc_of(g, s).charge_from != 0xFF)) piece(g, s, e, p) = kOnTile;
  for (int q = 0; q < s.num_players; ++q)
    for (Equipment e : kBoth) {
      uint8_t& at = piece(g, s, e, q);
      if (at >= kUnbuilt || equipped_knight(g, s, e, q) >= 0) continue;
      // The knight that left `at` is the one put down now: moved (its old place empty) or relocated.
      if (q == p && ((moved && !s.base.vertex_pieces.test(at)) || relocated)) at = uint8_t(where);
      else if (q != pending) at = kOnTile;
    }
}

void settle_stale_pieces(const StdGame& g, StdState& s) {
  for (int q = 0; q < s.num_players; ++q)
    for (Equipment e : kBoth)
      if (piece(g, s, e, q) < kUnbuilt && equipped_knight(g, s, e, q) < 0) piece(g, s, e, q) = kOnTile;
}

void equipment_falls(const StdGame& g, StdState& s, int v, int owner) {
  for (Equipment e : kBoth)
    if (piece(g, s, e, owner) == v) piece(g, s, e, owner) = kOnTile;
}

void equipment_plays(const StdGame& g, const StdState& s, const LotcIds& ids, ActionList& out) {
  const int p = s.to_move;
  if (s.phase == LotcPhase::Cavalry) {
    out.push(ids.id(kCavalryStay));
    out.push(ids.id(kCavalryReturn));
    return;
  }
  if (s.phase != Phase::Main) return;
  const PlayerState& me = s.base.players[p];
  if (lotc_of(g, s).cannon[p] == kUnbuilt && lotc_of(g, s).horse[p] == kUnbuilt) {  // most lists: the builds alone
    for (Equipment e : kBoth)
      if (covers(me, build_cost(e))) out.push(ids.id(e == Equipment::Cannon ? kBuildFoundry : kBuildHorseFarm));
    return;
  }
  const Equipment other[2] = {Equipment::Horse, Equipment::Cannon};
  for (int i = 0; i < 2; ++i) {  // cannon_to, then horse_to
    const Equipment e = kBoth[i];
    if (!built(g, s, e, p)) continue;
    const int at = equipped_knight(g, s, e, p);
    if (at >= 0 && !covers(me, move_cost(e))) continue;
    const Block block = e == Equipment::Cannon ? kCannonTo : kHorseTo;
    const int taken = equipped_knight(g, s, other[i], p);
    me.vertex_pieces.for_each([&](int v) {
      if (v != at && v != taken) out.push(ids.id(block, v));
    });
  }
  const int c = equipped_knight(g, s, Equipment::Horse, p);
  if (c >= 0 && (ck_of(g, s).knight[c] & knight::kActive) && !(ck_of(g, s).knight[c] & knight::kSpent))
    charge_targets(g, s, p, c).for_each([&](int v) { out.push(ids.id(kCavalryTo, v)); });
  for (Equipment e : kBoth)
    if (!built(g, s, e, p) && covers(me, build_cost(e)))
      out.push(ids.id(e == Equipment::Cannon ? kBuildFoundry : kBuildHorseFarm));
}

void apply_equipment(const StdGame& g, StdState& s, Block b, int v) {
  const int p = s.to_move;
  switch (b) {
    case kCavalryTo: {
      const int from = equipped_knight(g, s, Equipment::Horse, p);
      const uint8_t byte = uint8_t((ck_of(g, s).knight[from] & ~knight::kActive) | knight::kSpent);  // deactivated after
      // The cavalry "only breaks another player's continuous road if you move it to an intersection
      // adjacent to one of your own roads": away from them it goes and comes back unseen by any road.
      const bool by_roads = s.base.players[p].road_vertices.test(v);
      ride(g, s, p, from, v, byte, by_roads);
      const bool there = s.phase != Phase::GameOver && equipped_knight(g, s, Equipment::Horse, p) == v;
      if (there && by_roads) {  // by its roads: it may stay
        lotc_of(g, s).charge_from = uint8_t(from);
        s.phase = LotcPhase::Cavalry;
        return;
      }
      if (by_roads) return;
      if (there) ride(g, s, p, v, from, byte, false);  // beside the conqueror or fort alone: back at once (example 13b)
      // Lengths and frontiers as the cavalry left them: whatever the battle re-measured saw it away from home.
      ck::roads_around(g, s, p, from);
      ck::roads_around(g, s, p, v);
      return;
    }
    case kCannonTo:
    case kHorseTo: {
      const Equipment e = b == kCannonTo ? Equipment::Cannon : Equipment::Horse;
      const int old = equipped_knight(g, s, e, p);
      if (old >= 0) pay_cost(s.base, p, move_cost(e));
      piece(g, s, e, p) = uint8_t(v);
      // A cannon changes strengths: the new cannoneer attacks as a promoted knight would (example 9b),
      // and the knight it left may now be beaten (the removals).
      if (e == Equipment::Cannon) knight_arrived(g, s, v, false);
      return;
    }
    case kBuildFoundry:
    case kBuildHorseFarm: {
      const Equipment e = b == kBuildFoundry ? Equipment::Cannon : Equipment::Horse;
      pay_cost(s.base, p, build_cost(e));
      piece(g, s, e, p) = kOnTile;
      return;
    }
    case kCavalryStay:
      lotc_of(g, s).charge_from = 0xFF;
      s.phase = Phase::Main;
      return;
    case kCavalryReturn: {
      const int from = lotc_of(g, s).charge_from, at = equipped_knight(g, s, Equipment::Horse, p);
      lotc_of(g, s).charge_from = 0xFF;
      s.phase = Phase::Main;
      return ride(g, s, p, at, from, ck_of(g, s).knight[at], true);
    }
    default:
      return;
  }
}

}  // namespace catanlab::lotc
