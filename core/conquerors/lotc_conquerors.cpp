// The conquerors (legend-of-the-conquerors.txt, chapter 1 special rules):
// landing, the advance with the direction die, battles when a conqueror moves
// in or a knight arrives, encirclement and the chain of removals, conquered
// and liberated hexes, and the end of the chapter.
#include <algorithm>
#include <cstring>

#include "core/conquerors/lotc_internal.h"

namespace catanlab::lotc {

HexSet landing_hexes(const StdGame& g) { return marker_hexes(g, "landing"); }
VertexSet marker_vertices(const StdGame& g, const char* kind) { return g.board().markers_of(kind).vertices; }
EdgeSet marker_edges(const StdGame& g, const char* kind) { return g.board().markers_of(kind).edges; }
HexSet marker_hexes(const StdGame& g, const char* kind) { return g.board().markers_of(kind).hexes; }

namespace {
// The corners of the hexes of Catan (land, not swamp) on a layout.
VertexSet catan_corners(const Topology& t, const Layout& layout) {
  VertexSet catan;
  t.land.for_each([&](int h) {
    if (layout.terrain[h] != Terrain::Swamp) catan |= t.hex_vertices[h];
  });
  return catan;
}
}  // namespace

LotcMarks read_marks(const StdGame& g) {
  LotcMarks m;
  m.settlements = marker_vertices(g, "settlement");
  m.roads = marker_edges(g, "road");
  m.roadblocks = marker_edges(g, "roadblock");
  const Topology& t = g.topo();
  const HexSet forts = marker_hexes(g, "fort");  // place_forts puts one on each (strength 3-6: check_forts)
  EdgeSet open;
  t.land.for_each([&](int h) {  // road_beside with no conqueror and nothing conquered
    if (g.board().layout.terrain[h] != Terrain::Swamp && !forts.test(h)) open |= t.hex_edges[h];
  });
  m.closed_at_start = t.land_edges - (open - m.roadblocks);
  m.catan_corners = catan_corners(t, g.board().layout);
  for (const Marker& k : g.board().markers) {  // check_tokens has checked them
    if (k.kind == "amber" && !m.amber.test(k.vertex)) m.amber.set(k.vertex), m.amber_tokens[k.vertex] = uint8_t(k.value);
    if (k.kind == "wine") m.wine_tokens[k.hex] = uint8_t(k.value);
  }
  // The line runs between the northernmost row of hexes beside its sides and the next one south.
  marker_edges(g, "dividing_line").for_each([&](int e) {
    for (int8_t h : g.topo().edge_hex[e]) {
      if (h < 0) continue;
      const int r = g.topo().coord[h].r;
      if (m.line_row == -1000 || r < m.line_row) m.line_row = r;
    }
  });
  return m;
}

int knights_around(const StdGame& g, const StdState& s, int hex, uint8_t* owners) {
  int sum = 0;
  (g.topo().hex_vertices[hex] & s.base.vertex_pieces).for_each([&](int v) {
    sum += unit_strength(g, s, v);
    if (owners) *owners |= uint8_t(1u << knight::owner(ck_of(g, s).knight[v]));
  });
  return sum;
}

void remove_knight(const StdGame& g, StdState& s, int v, bool record) {
  const uint8_t k = ck::take_knight(g, s, v);
  if (record)
    for (uint8_t& slot : lotc_of(g, s).defeated)
      if (!slot) {
        slot = uint8_t(k & (knight::kOwner | knight::kStrength));
        break;
      }
  ck_of(g, s).players[knight::owner(k)].knights_left[knight::strength(k) - 1] += 1;
  equipment_falls(g, s, v, knight::owner(k));
}

void reward_heroes(const StdGame& g, StdState& s, uint8_t owners) {
  for (int q = 0; q < s.num_players; ++q)
    if ((owners >> q) & 1 && lotc_of(g, s).hero[q] < lotc_opt(g).hero_track_max)
      lotc_of(g, s).hero[q] += 1, s.base.players[q].module_vp += 1;  // a space is a point
}

namespace {

int conquerors_at(const StdGame& g, const StdState& s, int v) {
  int n = 0;
  for (int8_t h : g.topo().vertex_hex[v]) n += h >= 0 && lotc_of(g, s).conqueror[h];
  return n;
}

void conquer(const StdGame& g, StdState& s, int h);

// A conqueror of `strength` comes onto hex n (landing or advancing): the
// knights on n's corners fight it (special rules 4). Stronger knights remove
// it; a stronger conqueror removes them; either way n is conquered unless
// the conqueror fell (ours, from example 7a).
void arrive(const StdGame& g, StdState& s, int n, uint8_t strength) {
  LotcSlice& L = lotc_of(g, s);
  L.conqueror[n] = strength;
  uint8_t owners = 0;
  const int sum = knights_around(g, s, n, &owners);
  if (sum > strength) {
    L.conqueror[n] = 0;
    return reward_heroes(g, s, owners);
  }
  if (sum > 0 && sum < strength)
    (g.topo().hex_vertices[n] & s.base.vertex_pieces).for_each([&](int v) { remove_knight(g, s, v, true); });
  conquer(g, s, n);  // a standoff conquers too
}

void conquer(const StdGame& g, StdState& s, int h) {
  if (!s.layout.number[h]) return;  // only numbered hexes are conquered
  lotc_of(g, s).conquered.set(h);
  s.base.barren.set(h);
  if (defeat_count(g, s) <= lotc_of(g, s).conquered.count()) end_chapter(g, s, true);
}

// The next conqueror of the advance: by rows from the north (or the south),
// the easternmost first in each row (examples 1 and 2).
int next_in_order(const StdGame& g, const StdState& s) {
  const Topology& t = g.topo();
  const bool north = lotc_of(g, s).advancing == kNorthFirst;
  int best = -1;
  lotc_of(g, s).to_advance.for_each([&](int h) {
    if (best < 0) return void(best = h);
    const HexCoord a = t.coord[h], b = t.coord[best];
    const bool earlier_row = north ? a.r < b.r : a.r > b.r;
    if (earlier_row || (a.r == b.r && a.q > b.q)) best = h;
  });
  return best;
}

// Where the die's colour leads from h, or -1: off the board, another
// conqueror, the sea (landing hexes are sea) block it.
int step(const StdGame& g, const StdState& s, int h, int colour) {
  const int n = g.topo().hex_neighbour[h][int(kDieDir[colour])];
  if (n < 0 || lotc_of(g, s).conqueror[n] || s.layout.terrain[n] == Terrain::Sea) return -1;
  return n;
}

}  // namespace

// Asks the direction die for the next conqueror that can move at all; one
// that cannot stays and counts as moved (example 5).
void next_mover(const StdGame& g, StdState& s) {
  LotcSlice& L = lotc_of(g, s);
  L.to_advance.for_each([&](int h) {  // a conqueror beaten before its turn (Lea's knight) moves no more
    if (!L.conqueror[h]) L.to_advance.reset(h);
  });
  while (L.to_advance.any()) {
    const int h = next_in_order(g, s);
    if (step(g, s, h, 0) < 0 && step(g, s, h, 1) < 0 && step(g, s, h, 2) < 0) {
      L.to_advance.reset(h);
      continue;
    }
    L.mover = uint8_t(h);
    s.to_move = s.turn_player;
    s.phase = LotcPhase::Direction;
    return;
  }
  L.advancing = kNoAdvance;
  L.mover = 0xFF;
  after_event(g, s);
}

void move_ship(const StdGame& g, StdState& s) {
  lotc_of(g, s).space += 1;
  resolve_space(g, s);
}

// The continuation after the track's event: the end of the chapter
// on its last space, else the rest of the roll (production).
void after_event(const StdGame& g, StdState& s) {
  if (s.phase == Phase::GameOver) return;
  if (lotc_of(g, s).space >= track_length(lotc_opt(g).lotc_chapter)) return end_chapter(g, s, forts_defeat(g, s));
  ck::continue_roll(g, s);
}

int defeat_count(const StdGame& g, const StdState& s) {
  return s.num_players <= 3 ? lotc_opt(g).lotc_defeat_3p : lotc_opt(g).lotc_defeat_4p;
}

bool knight_may_stand(const StdGame& g, const StdState& s, int v, int strength, int from) {
  const Topology& t = g.topo();
  if (conquerors_at(g, s, v) >= 2) return false;  // encircled
  for (int8_t h : t.vertex_hex[v]) {
    if (h < 0 || !lotc_of(g, s).conqueror[h]) continue;
    int sum = knights_around(g, s, h) + strength;
    if (from >= 0 && t.hex_vertices[h].test(from)) sum -= unit_strength(g, s, from);
    if (s.base.vertex_pieces.test(v)) sum -= unit_strength(g, s, v);  // displaced
    if (sum < lotc_of(g, s).conqueror[h]) return false;  // no sacrifice
  }
  return true;
}

void knight_arrived(const StdGame& g, StdState& s, int v, bool put_down) {
  LotcSlice& L = lotc_of(g, s);
  besiege(g, s, v);  // chapter 3's forts
  // With no conqueror on the board and nothing conquered, a knight changes nothing.
  if (!L.conquered.any() && !any_conqueror(g, s)) return;
  HexSet changed;  // the hexes whose paths may open (the others' stay as they are)
  for (int8_t h : g.topo().vertex_hex[v]) {
    if (h < 0 || !L.conqueror[h]) continue;
    uint8_t owners = 0;
    if (knights_around(g, s, h, &owners) > L.conqueror[h]) {  // a tie broken by the newcomer (example 9a)
      L.conqueror[h] = 0;
      reward_heroes(g, s, owners);
      changed.set(h);
    }
  }
  // Liberation (§5): a knight built or moved to a conquered hex with no conqueror left on it.
  for (int8_t h : g.topo().vertex_hex[v])
    if (h >= 0 && put_down && L.conquered.test(h) && !L.conqueror[h]) {
      L.conquered.reset(h);
      s.base.barren.reset(h);
      changed.set(h);
    }
  remove_beaten_knights(g, s);
  refresh_closed_roads(g, s, changed);
}

void remove_beaten_knights(const StdGame& g, StdState& s, bool record) {
  const Topology& t = g.topo();
  const HexSet conquerors = conqueror_hexes(g, s);  // removing knights moves none of them
  if (!conquerors.any()) return;
  for (bool removed = true; removed;) {
    removed = false;
    VertexSet beside_one, encircled;  // knights beside one conqueror, beside two or more
    HexSet near_knights;  // a conqueror with no knight beside it beats none
    conquerors.for_each([&](int h) {
      const VertexSet knights = t.hex_vertices[h] & s.base.vertex_pieces;
      if (!knights.any()) return;
      near_knights.set(h);
      encircled |= beside_one & knights;
      beside_one |= knights;
    });
    encircled.for_each([&](int v) { remove_knight(g, s, v, record); });
    removed |= encircled.any();
    near_knights.for_each([&](int h) {
      const int sum = knights_around(g, s, h);
      if (sum == 0 || sum >= lotc_of(g, s).conqueror[h]) return;
      (t.hex_vertices[h] & s.base.vertex_pieces).for_each([&](int v) { remove_knight(g, s, v, record); });
      removed = true;
    });
  }
}

bool touches_conquered(const StdGame& g, const StdState& s, int v) {
  for (int8_t h : g.topo().vertex_hex[v])
    if (h >= 0 && lotc_of(g, s).conquered.test(h)) return true;
  return false;
}

namespace {

// May a road lie beside hex h? A hex of Catan (land, not swamp) with no conqueror on it, not
// conquered, and (chapter 3) no fort: a fort occupies its hex as a conqueror does (General Rules
// for Forts, example 12).
bool road_beside(const StdGame& g, const StdState& s, int h) {
  const LotcSlice& L = lotc_of(g, s);
  return g.topo().land.test(h) && s.layout.terrain[h] != Terrain::Swamp && !L.conqueror[h] && !L.conquered.test(h) &&
         !(L.fort[h] & kFortStrength);
}

}  // namespace

void refresh_closed_roads(const StdGame& g, StdState& s, const HexSet& changed) {
  const Topology& t = g.topo();
  EdgeSet sides;          // the changed hexes' land sides
  HexSet near = changed;  // the hexes on either side of them
  changed.for_each([&](int h) {
    sides |= t.hex_edges[h];
    for (int8_t n : t.hex_neighbour[h])
      if (n >= 0) near.set(n);
  });
  sides &= t.land_edges;
  EdgeSet open;  // a side is open when a hex beside it takes roads, unless a roadblock closes it for the whole game
  near.for_each([&](int h) {
    if (road_beside(g, s, h)) open |= t.hex_edges[h];
  });
  EdgeSet& closed = s.base.closed_roads;
  const EdgeSet after = (closed - sides) | (sides - (open - marks(g).roadblocks));
  if (after == closed) return;
  closed = after;
  for (int q = 0; q < s.num_players; ++q) recompute_frontier(t, s, q);
}

VertexSet settle_corners(const StdGame& g, const StdState& s) {
  const Topology& t = g.topo();
  VertexSet barred;  // touches_conquered, beside_fort
  (lotc_of(g, s).conquered | standing_forts(g, s)).for_each([&](int h) { barred |= t.hex_vertices[h]; });
  return (own_terrain(g, s) ? marks(g).catan_corners : catan_corners(t, s.layout)) - barred;
}

void resolve_space(const StdGame& g, StdState& s) {
  LotcSlice& L = lotc_of(g, s);
  const Space sp = track_space(lotc_opt(g).lotc_chapter, L.space);
  switch (sp.event) {
    case Event::Land:
      // ours: an occupied landing hex takes none; knights on a landing hex's corners fight the newcomer
      landing_hexes(g).for_each([&](int h) {
        if (!L.conqueror[h]) arrive(g, s, h, uint8_t(sp.strength));
      });
      remove_beaten_knights(g, s, true);  // landing hexes are sea: no path changes
      if (open_lea(g, s, kAfterLanding)) return;
      break;
    case Event::AdvanceNorthFirst:
    case Event::AdvanceSouthFirst:
      L.advancing = sp.event == Event::AdvanceNorthFirst ? kNorthFirst : kSouthFirst;
      L.to_advance = conqueror_hexes(g, s);
      return next_mover(g, s);
    case Event::BarbarianAttack:
      ck::barbarian_attack(g, s);
      break;
    case Event::SouthWine:
    case Event::SouthAmber:
      support_from_the_south(g, s, sp.event == Event::SouthWine ? Token::Wine : Token::Amber);
      break;
    case Event::WylersHelp:
      return wylers_help(g, s);
    case Event::EastSupport:
      return support_from_the_east(g, s);
    case Event::Charge:  // Archers' holders first, when some fort is besieged
      if (besieged_forts(g, s).any() && open_interrupt(g, s, kInterruptArchers, kAtCharge)) return;
      return charge_and_go_on(g, s, -1);
    case Event::EndIfRed2:
    case Event::EndIfRed4:
    case Event::End:  // the roll's own red die decides (End of the Chapter); then the forts left
      if (chapter_ends(g, s, sp.event)) return end_chapter(g, s, forts_defeat(g, s));
      break;
    default:  // blank
      break;
  }
  after_event(g, s);
}

namespace {

// After a conqueror came onto n, may the removals take a knight? Every earlier change ran them,
// so only n's corners can be newly encircled, and only n and its neighbours (whose knights on
// n's corners the arrival may have taken) can have knights weaker than their conqueror.
bool beaten_near(const StdGame& g, const StdState& s, int n) {
  const Topology& t = g.topo();
  const LotcSlice& L = lotc_of(g, s);
  if (!L.conqueror[n]) return false;  // beaten as it came: it took no knight
  bool beaten = false;
  (t.hex_vertices[n] & s.base.vertex_pieces).for_each([&](int v) { beaten |= conquerors_at(g, s, v) >= 2; });
  if (beaten) return true;
  auto weak = [&](int h) {
    if (!L.conqueror[h]) return false;
    const int sum = knights_around(g, s, h);
    return sum > 0 && sum < L.conqueror[h];
  };
  if (weak(n)) return true;
  for (int8_t m : t.hex_neighbour[n])
    if (m >= 0 && weak(m)) return true;
  return false;
}

}  // namespace

void advance_mover(const StdGame& g, StdState& s, int colour) {
  LotcSlice& L = lotc_of(g, s);
  const int h = L.mover;
  int n = -1;
  for (int i = 0; i < 3 && n < 0; ++i) n = step(g, s, h, (colour + i) % 3);  // the fall-back (example 4)
  L.to_advance.reset(h);
  const uint8_t strength = L.conqueror[h];
  const bool n_took_roads = road_beside(g, s, n);
  L.conqueror[h] = 0;
  arrive(g, s, n, strength);
  if (beaten_near(g, s, n)) remove_beaten_knights(g, s, true);
  // Only the sides of a hex that now takes roads or no longer does change (h took none under its conqueror).
  HexSet changed;
  if (road_beside(g, s, h)) changed.set(h);
  if (road_beside(g, s, n) != n_took_roads) changed.set(n);
  refresh_closed_roads(g, s, changed);
  if (!open_lea(g, s, kAfterAdvance) && s.phase != Phase::GameOver) next_mover(g, s);
}

void end_chapter(const StdGame& g, StdState& s, bool defeat) {
  LotcSlice& L = lotc_of(g, s);
  L.advancing = kNoAdvance;
  L.to_advance = {};
  L.mover = 0xFF;
  L.outcome = defeat ? kDefeat : kVictory;
  L.winners = 0;
  s.winner = kNobody;
  s.phase = Phase::GameOver;
  if (defeat) return;
  // The most VP wins; a tie goes to the hero track; a tie there shares the win.
  int best_vp = -1, best_hero = -1;
  for (int q = 0; q < s.num_players; ++q) {
    const int vp = g.victory_points(s, q), hero = L.hero[q];
    if (vp > best_vp || (vp == best_vp && hero > best_hero)) best_vp = vp, best_hero = hero, L.winners = 0;
    if (vp == best_vp && hero == best_hero) L.winners |= uint8_t(1u << q);
  }
  if (std::popcount(L.winners) == 1) s.winner = uint8_t(std::countr_zero(L.winners));
}

}  // namespace catanlab::lotc
