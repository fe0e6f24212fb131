// The checks of a Colonies State's fields (Game::validate_fields), shared by
// its bytes and its JSON form: each field in its range, the rules the moves
// keep between fields (cards adding up to the box, pieces where pieces may
// stand, books that are books), and the pipeline's position: the awaited
// input is what the season's steps make of the stage and cursor. Also the
// caches rebuilt from the fields.
#include <bit>

#include <fmt/format.h>

#include "core/colonies/col_rules.h"
#include "core/field_check.h"

namespace catanlab {

using namespace col;

namespace {

constexpr int kBox[kRegimentKinds] = {40, 12, 8};

void check_order(const ColGame& g, const FieldCheck& c, const ColOrder& o, bool draft, int players) {
  const int H = g.topo().num_hexes, V = g.topo().num_vertices, E = g.topo().num_edges;
  c.range("kind", int(o.kind), 0, kOrderKinds - 1);
  c.require((o.flags & ~ColOrderFlag::All) == 0, "flags", fmt::format("{} holds unknown bits", o.flags));
  c.range("roll", o.roll, 0, 6);
  auto tile = [&](int h, const char* field) { c.require(h < H && g.land().test(h), field, fmt::format("{} is not a land tile", h)); };
  auto none = [&](bool ok, const char* field) { c.require(ok, field, "must be 0 for this kind of order"); };
  const int sum = o.n[0] + o.n[1] + o.n[2];
  switch (o.kind) {
    case OrderKind::Muster:
      c.range("a", o.a, 0, V - 1);
      if (draft) none(o.b == 0 && sum == 0, "b");
      else tile(o.b, "b"), c.require(sum == 1, "regiments", "a muster raises one regiment");
      break;
    case OrderKind::March:
      tile(o.a, "a");
      if (draft && o.b == 0 && sum == 0) break;
      tile(o.b, "b");
      c.require(o.a != o.b, "b", "a march goes to another tile");
      for (int k = 0; k < kRegimentKinds; ++k) c.range("regiments", o.n[k], 0, kBox[k]);
      break;
    case OrderKind::Explore: case OrderKind::Fortify: case OrderKind::Rally: case OrderKind::Hire:
      tile(o.a, "a"), none(o.b == 0 && sum == 0, "b");
      break;
    case OrderKind::Road: c.range("a", o.a, 0, E - 1), none(o.b == 0 && sum == 0, "b"); break;
    case OrderKind::Village: case OrderKind::City: c.range("a", o.a, 0, V - 1), none(o.b == 0 && sum == 0, "b"); break;
    case OrderKind::Vote: c.range("a", o.a, 0, players - 1), none(o.b == 0 && sum == 0, "b"); break;
    case OrderKind::Pillage:
      c.range("b", o.b, 0, 1);
      c.range("a", o.a, 0, (o.b ? E : V) - 1);
      none(sum == 0, "regiments");
      break;
  }
  if (o.kind != OrderKind::March) none(o.roll == 0, "roll");
}

void check_terrain(const ColGame& g, const ColState& s, const FieldCheck& c) {
  const int H = g.topo().num_hexes;
  int seen[kNumTerrains] = {}, hidden_zone = 0;
  for (int h = 0; h < kColHexes; ++h) {
    const std::string field = fmt::format("terrain[{}]", h);
    if (h >= H) {
      c.require(s.terrain[h] == kNone && !s.explored.test(h), field, "not a hex of this board");
      continue;
    }
    if (!g.land().test(h)) {
      c.require(s.terrain[h] == uint8_t(Terrain::Sea) && s.explored.test(h), field, "the ocean is sea, face up");
      continue;
    }
    c.require(s.explored.test(h) == (s.terrain[h] != kNone), field, "a tile is face up exactly when its terrain is known");
    if (s.terrain[h] == kNone) {
      hidden_zone += g.desert_zone().test(h);
      continue;
    }
    c.require(s.terrain[h] >= uint8_t(Terrain::Desert) && s.terrain[h] <= uint8_t(Terrain::Mountains), field,
              "a tile is desert, forest, hills, pasture, fields or mountains");
    c.require(s.terrain[h] != uint8_t(Terrain::Desert) || g.desert_zone().test(h), field,
              "the desert lies outside the set-up's desert tiles");
    seen[s.terrain[h]] += 1;
  }
  for (int t = int(Terrain::Desert); t <= int(Terrain::Mountains); ++t)
    c.require(seen[t] <= g.pool(Terrain(t)), "terrain",
              fmt::format("{} {} tiles face up, the box holds {}", seen[t], kTerrainNames[t], g.pool(Terrain(t))));
  int desert = -1;
  g.land().for_each([&](int h) {
    if (s.terrain[h] == uint8_t(Terrain::Desert)) desert = h;
  });
  c.require(desert >= 0 || hidden_zone > 0, "terrain", "the desert is nowhere it may lie");
  c.require(s.fortress == (desert < 0 ? kNone : desert), "fortress", "must be the desert's tile once it is face up");
  c.require((s.fresh - s.explored).count() == 0 && (s.fresh - g.land()).count() == 0, "fresh", "tiles face up, on land");
  c.require((s.todo - g.land()).count() == 0, "todo", "land tiles only");
  c.below("explored", s.explored, H, "hexes");
}

void check_pieces(const ColGame& g, const ColState& s, const FieldCheck& c, int n) {
  const int V = g.topo().num_vertices, E = g.topo().num_edges;
  int villages[kColSeats] = {}, cities[kColSeats] = {}, roads[kColSeats] = {};
  // A seat, or the hostile forces where they capture (col_active_hostiles).
  auto holder = [&](int owner) { return owner < n || (owner == kNpcSeat && g.opt().col_active_hostiles); };
  for (int v = 0; v < kColVertices; ++v) {
    const std::string field = fmt::format("settlements.corner {}", v);
    const bool empty = s.v_founder[v] == kNone;
    c.require(empty == (s.v_owner[v] == kNone), field, "a settlement has both a founder and an owner");
    if (empty) {
      c.require(!s.city.test(v), field, "a city without a settlement");
      continue;
    }
    c.require(v < V && g.topo().land_vertices.test(v), field, "not a corner of a land tile");
    c.require(s.v_founder[v] < n && holder(s.v_owner[v]), field, "founder and owner are seats (owner: or the hostiles)");
    (s.city.test(v) ? cities : villages)[s.v_founder[v]] += 1;
    g.corner_neighbours(v).for_each([&](int w) {
      c.require(s.v_founder[w] == kNone, field, fmt::format("a settlement beside another (corner {})", w));
    });
  }
  for (int e = 0; e < kColEdges; ++e) {
    const std::string field = fmt::format("roads.path {}", e);
    const bool empty = s.e_founder[e] == kNone;
    c.require(empty == (s.e_owner[e] == kNone), field, "a road has both a founder and an owner");
    if (empty) continue;
    c.require(e < E && g.land_paths().test(e), field, "not a path beside land");
    c.require(s.e_founder[e] < n && holder(s.e_owner[e]), field, "founder and owner are seats (owner: or the hostiles)");
    roads[s.e_founder[e]] += 1;
  }
  for (int p = 0; p < n; ++p) {
    const FieldCheck seat = c.at(fmt::format("seats[{}]", p));
    seat.range("villages", villages[p], 0, 5);
    seat.range("cities", cities[p], 0, 4);
    seat.range("roads", roads[p], 0, g.opt().col_roads);
  }
}

void check_cards(const ColGame& g, const ColState& s, const FieldCheck& c, int n) {
  for (int r = 0; r < 5; ++r) {
    int total = s.bank[r];
    for (int p = 0; p < n; ++p) total += s.seat[p].hand[r];
    c.require(total == g.opt().col_bank, fmt::format("bank[{}]", r),
              fmt::format("the bank and the hands hold {} {}, the box {}", total, kResourceNames[r], g.opt().col_bank));
  }
  for (int k = 0; k < kColDevKinds; ++k) {
    int total = s.dev_deck[k];
    for (int p = 0; p < n; ++p) total += s.seat[p].dev_held[k] + s.seat[p].dev_played[k];
    c.require(total == kColDevDeck[k], fmt::format("dev_deck[{}]", k),
              fmt::format("{} {} cards in all, the deck has {}", total, kColDevNames[k], kColDevDeck[k]));
  }
  for (int k = 0; k < kTacticsKinds; ++k) {
    int total = s.tactics_deck[k];
    for (int p = 0; p < n; ++p) total += s.seat[p].tactics[k];
    const int box = g.opt().col_tactics ? kTacticsDeck[k] : 0;
    c.require(total == box, fmt::format("tactics_deck[{}]", k), fmt::format("{} tactics cards, the box {}", total, box));
  }
}

void check_armies(const ColGame& g, const ColState& s, const FieldCheck& c, int n) {
  const int H = g.topo().num_hexes;
  for (int h = 0; h < kColHexes; ++h)
    for (int p = 0; p < kColSeats; ++p) {
      const bool any = s.army[h][p][0] || s.army[h][p][1] || s.army[h][p][2];
      c.require(!any || (h < H && g.land().test(h) && p < n), fmt::format("armies.tile {}", h),
                "regiments stand on land tiles, of seats of this game");
      for (int k = 0; k < kRegimentKinds; ++k)
        c.require(s.shaken[h][p][k] <= s.army[h][p][k] && (!s.shaken[h][p][k] || g.opt().col_complex),
                  fmt::format("armies.tile {}", h), "shaken regiments are some of the army's, with col_complex");
    }
  for (int h = 0; h < kColHexes; ++h) {
    const bool any = s.npc[h][0][0] || s.npc[h][0][1] || s.npc[h][1][0] || s.npc[h][1][1];
    c.require(!any || (g.opt().col_npc && h < H && g.land().test(h)), fmt::format("npc.tile {}", h),
              "non-player forces stand on land tiles, with col_npc");
  }
  for (int p = 0; p < n; ++p) {
    int count[kRegimentKinds] = {s.seat[p].routed[0], s.seat[p].routed[1], s.seat[p].routed[2]};
    for (int h = 0; h < kColHexes; ++h)
      for (int k = 0; k < kRegimentKinds; ++k) count[k] += s.army[h][p][k];
    for (int k = 0; k < kRegimentKinds; ++k)
      c.require(count[k] <= kBox[k], fmt::format("seats[{}]", p),
                fmt::format("{} {} regiments, the box holds {}", count[k], kRegimentNames[k], kBox[k]));
  }
}

void check_seats(const ColGame& g, const ColState& s, const FieldCheck& c, int n) {
  for (int p = 0; p < n; ++p) {
    const FieldCheck at = c.at(fmt::format("seats[{}]", p));
    const ColSeat& me = s.seat[p];
    for (int q = 0; q < n; ++q) at.range(fmt::format("stance[{}]", q), me.stance[q], 0, 2);
    at.require(me.stance[p] == Peace, "stance", "a seat's stance toward itself is peace");
    at.seat_or("vote", me.vote, n, kNone);
    at.range("out", me.out, 0, 1);
    at.range("colonial", me.colonial, 0, 1);
    at.range("plenty_next", me.plenty_next, 0, 1);
    at.range("plenty_now", me.plenty_now, 0, 1);
    at.range("free_roads", me.free_roads, 0, 3);
    at.range("monopoly", me.monopoly, 0, 31);
    at.range("offers", me.offers, 0, g.opt().col_offers);
    at.require(!me.spoils || g.opt().col_complex, "spoils", "captured equipment comes of complex battles");
    for (const HexMask* m : {&me.cut_off, &me.fortified, &me.arrived, &me.engaged, &me.entrenched})
      at.require((*m - g.land()).count() == 0, "tiles", "marks lie on land tiles");
    at.require(!me.entrenched.any() || g.opt().col_advanced_tactics, "entrenched", "Entrenched Positions needs col_advanced_tactics");
    if (me.out) {
      bool pieces = false;
      for (int v = 0; v < kColVertices; ++v) pieces = pieces || s.v_owner[v] == p;
      for (int h = 0; h < kColHexes; ++h) pieces = pieces || s.army[h][p][0] || s.army[h][p][1] || s.army[h][p][2];
      at.require(!pieces, "out", "an eliminated seat holds no settlement and no regiment");
    }
  }
}

void check_books(const ColGame& g, const ColState& s, const FieldCheck& c, int n) {
  const bool writing = s.stage == ColStage::Write;
  for (int p = 0; p < n; ++p) {
    const FieldCheck at = c.at(fmt::format("books[{}]", p));
    const ColBook& b = s.book[p];
    at.range("count", b.count, 0, g.opt().col_orders);
    at.range("draft", b.draft, 0, ColDraft::MarchRegiments);
    at.require(!b.draft || (b.count < g.opt().col_orders && writing && s.actor == p && !b.committed), "draft",
               "only the seat writing may have an order half written, within its book");
    at.range("committed", b.committed, 0, 1);
    at.range("stance_set", b.stance_set, 0, (1 << n) - 1);
    at.require(!(b.stance_set >> p & 1), "stance_set", "no stance toward oneself");
    for (int q = 0; q < n; ++q) at.range(fmt::format("stance[{}]", q), b.stance[q], 0, 2);
    const int used = b.count + (b.draft ? 1 : 0);
    for (int i = 0; i < used; ++i) {
      const bool draft = i == b.count;
      check_order(g, at.at(fmt::format("orders[{}]", i)), b.order[i], draft, n);
      if (b.order[i].flags & ColOrderFlag::Onward)  // a cavalry army's second leg follows its first
        at.require(b.order[i].kind == OrderKind::March && i > 0 && b.order[i - 1].kind == OrderKind::March &&
                       !(b.order[i - 1].flags & ColOrderFlag::Onward) && b.order[i - 1].b == b.order[i].a,
                   fmt::format("orders[{}]", i), "a second leg goes on from where the march before it arrives");
      const OrderKind kind = b.order[i].kind;
      if (draft)
        at.require(b.draft == ColDraft::MusterRegiment ? kind == OrderKind::Muster : kind == OrderKind::March, "draft",
                   "the half-written order's kind");
    }
    const bool empty = b.count == 0 && !b.draft && !b.committed && !b.stance_set;
    if (s.stage == ColStage::Setup || s.stage == ColStage::Fall || s.stage == ColStage::Winter)
      at.require(empty, "orders", "no book is written before Spring");
    if (!writing && s.stage != ColStage::TurnStart && !empty)
      at.require(b.committed || !active(s, p), "committed", "the books resolved are committed");
  }
}

void check_battle(const ColGame& g, const ColState& s, const FieldCheck& c, int n) {
  const ColBattle& b = s.battle;
  const FieldCheck at = c.at("battle");
  if (!b.active) {
    ColBattle idle{};
    idle.tile = idle.attacker = idle.from = kNone;
    at.require(std::memcmp(&idle, &b, sizeof b) == 0, "active", "an idle battle keeps no fields");
    return;
  }
  const int H = g.topo().num_hexes;
  at.require(s.stage == ColStage::March || s.stage == ColStage::Summer, "active", "battles are fought in marches and Summer");
  at.require(b.tile < H && g.land().test(b.tile), "tile", "a land tile");
  at.require(b.attacker < n || b.attacker == kNpcSeat, "attacker", "a seat or the hostile forces");
  at.require(b.attacker == kNpcSeat ? s.stage == ColStage::Summer && b.from < H && g.land().test(b.from) : b.from == kNone,
             "from", "hostiles attack from a land tile in Summer");
  const int seats = ((1 << n) - 1) | kNpcBit;
  at.require((b.att_side & ~seats) == 0 && (b.def_side & ~seats) == 0 && !(b.att_side & b.def_side), "att_side",
             "sides are disjoint sets of seats");
  at.require(b.attacker == kNpcSeat ? b.att_side == kNpcBit : (b.att_side >> b.attacker & 1), "att_side",
             "the attacker is on its side");
  at.range("sources", b.sources, 1, 6);
  for (int k = 0; k < kRegimentKinds; ++k) at.range("att_str", b.att_str[k], 1, 8), at.range("def_str", b.def_str[k], 1, 8);
  at.require(b.step != ColBattleStep::Ambush || b.ambush == 2, "step", "the ambush roll is due only in an ambush");
  at.require(b.attacker == kNpcSeat || (b.npc[0] == 0 && b.npc[1] == 0), "npc", "hostiles in transit only when they attack");
  const bool complex_step = (b.step > ColBattleStep::Outcome && b.step < ColBattleStep::TacticsJoin) ||
                            b.step > ColBattleStep::HitJoin;
  const bool rolled = b.step == ColBattleStep::HitJoin || (b.step >= ColBattleStep::HitAtt && !complex_step &&
                                                           b.step <= ColBattleStep::Outcome);
  at.require(complex_step || (rolled ? b.result != ColResult::Pending : b.result == ColResult::Pending), "result",
             "the result is known once the dice are rolled");
  at.require(!complex_step || g.opt().col_complex, "step", "a complex battle's step needs col_complex");
  // A third side: one seat, apart from both sides; its steps and result need it.
  at.require(!b.join_side || (std::has_single_bit(unsigned(b.join_side)) &&
                              !((b.att_side | b.def_side) & b.join_side) && b.attacker < kNpcSeat),
             "join_side", "one seat apart from both sides, in a battle of a seat's attack");
  at.require(b.join_side || (b.step < ColBattleStep::TacticsJoin && b.result != ColResult::Joiner), "join_side",
             "a third side's steps and win need one");
  // A complex battle of three sides: the sides that left, each side's target (another side in the field, declared
  // in turn while all three are in it), the exchange being settled.
  const int field = b.join_side ? 7 & ~b.gone : 3;
  at.require(!b.gone || (b.join_side && std::popcount(unsigned(b.gone)) <= 2), "gone",
             "sides that left a battle of three sides, one at least staying");
  for (int x = 0; x < 3; ++x) {
    at.require(!b.target[x] || (field == 7 && b.target[x] - 1 != x), "target",
               "each side of three in the field aims at another side");
    at.require(b.duel[x] == 0 || (b.duel[x] & 3) != 0, "duel", "an exchange names its winner");
  }
  at.require(b.step != ColBattleStep::Target || field == 7, "step", "targets are declared by three sides in the field");
  at.require(!b.pair || (std::popcount(unsigned(b.pair)) == 2 && (b.pair & ~field) == 0 && b.join_side), "pair",
             "two sides in the field");
  at.range("shooter", b.shooter, 0, b.join_side ? 2 : 1);
  at.range("retreating", b.retreating, 0, b.join_side ? 3 : 2);
  if (b.join_side) {
    at.range("join_sources", b.join_sources, 1, 6);
    for (int k = 0; k < kRegimentKinds; ++k) at.range("join_str", b.join_str[k], 1, 8);
  } else {
    at.require(!b.join_sources && !b.join_str[0] && !b.join_str[1] && !b.join_str[2] && !b.join_mod && !b.join_roll &&
                   !b.join_hit && !b.join_shots && !b.join_loss && !b.pair && !b.duel[0] && !b.duel[1] && !b.duel[2],
               "join_side", "no third side keeps no third side's fields");
  }
  at.require(b.step != ColBattleStep::Retreat || b.retreating, "retreating", "a retreat names its side");
  bool tactics = false;
  for (int side = 0; side < 2; ++side) {
    tactics = tactics || b.shown[side][0] || b.shown[side][1] || b.shown[side][2] || b.charge[side] || b.focus[side];
    at.require(b.shown[side][2] >> (kManeuvers - 16) == 0, "shown", "bits of the maneuvers");
    at.range("charge", b.charge[side], 0, 1);
    at.range("focus", b.focus[side], 0, kRegimentKinds);
    at.range("again", b.again[side], 0, 1);
    at.require(!b.focus[side] || shown(b, side, ColManeuver::FocusedBombardment), "focus", "Focused Bombardment shown");
    at.require(!b.charge[side] || shown(b, side, ColManeuver::CavalryCharge), "charge", "Cavalry Charge shown");
  }
  at.range("counter_shot", b.counter_shot, 0, 2);
  at.range("countered", b.countered, 0, 3);
  at.require(!b.counter_shot || shown(b, b.counter_shot - 1, ColManeuver::CounterBatteryFire), "counter_shot",
             "Counter Battery Fire shown");
  at.require(!tactics || g.opt().col_advanced_tactics, "shown", "maneuvers need col_advanced_tactics");
  at.require(!tactics || !b.join_side, "shown", "no maneuvers in a battle of three sides");
  for (int p = 0; p < n; ++p)
    for (int k = 0; k < kRegimentKinds; ++k)
      at.require(b.routed[p][k] <= s.seat[p].routed[k], "routed", "routed in the battle, so in the seat's routed pool");
}

void check_cursor(const ColGame& g, const ColState& s, const FieldCheck& c, int n) {
  const ColCursor& k = s.cur;
  const FieldCheck at = c.at("cursor");
  const int H = g.topo().num_hexes;
  at.seat_or("seat", k.seat, n, kNone);
  at.seat_or("explorer", k.explorer, n, kNone);
  at.seat_or("victim", k.victim, n, kNone);
  at.seat_or("thief", k.thief, n, kNone);
  at.range("event", k.event, 0, 12);
  at.range("first_die", k.first_die, 0, 6);
  for (int r = 0; r < 5; ++r) at.range("pool", k.pool[r], 0, 2);
  auto land_or_none = [&](int h) { return h == kNone || (h < H && g.land().test(h)); };
  switch (s.stage) {
    case ColStage::Fall:
      at.require(k.tile == kNone || k.tile < g.topo().num_vertices || (k.tile == kColVertices && s.fortress != kNone),
                 "tile", "the corner being harvested, or the Fortress");
      at.require(k.left == 0 || (k.tile != kNone && k.seat != kNone), "left", "units left at a settlement");
      at.range("index", k.index, 0, kColVertices + 1);
      break;
    case ColStage::Winter: at.range("step", k.step, 0, 4); break;
    case ColStage::Explore: {
      at.require(land_or_none(k.tile), "tile", "a land tile");
      const bool started = k.event != 0;
      at.require(!started || (k.tile != kNone && k.explorer != kNone && explored(s, k.tile)), "event",
                 "an event of a tile face up, with its explorer");
      if (started)
        at.require((k.event == 1) == (terrain(s, k.tile) == Terrain::Desert), "event", "1 is the desert's, 2-12 the others'");
      at.range("step", k.step, 0, 2);
      break;
    }
    case ColStage::Summer:
      at.require(land_or_none(k.tile), "tile", "a land tile");
      at.range("step", k.step, 0, 3);
      at.range("event", k.event, 0, 1);
      break;
    case ColStage::Attrition: at.range("step", k.step, 0, 1); break;
    case ColStage::TurnEnd: at.range("step", k.step, 0, 2); break;
    case ColStage::TurnStart:
      at.range("step", k.step, 0, 2);
      at.range("index", k.index, 0, kColVertices);
      at.require(k.left == 0 || k.victim != kNone, "victim", "cards are stolen from a seat");
      break;
    case ColStage::Muster: at.require(land_or_none(k.tile), "tile", "the tile whose neutral forces are hired"); break;
    case ColStage::Build: at.fail("", "no position rests in the build step");
    default: break;
  }
}

}  // namespace

void ColGame::validate_fields(const State& state) const {
  const ColState& s = col_state(state);
  const FieldCheck c("state");
  const int n = num_players_;
  c.require(s.num_players == n, "players", fmt::format("{}, this game has {}", s.num_players, n));
  c.range("phase", int(s.phase), 0, kColPhases - 1);
  c.range("stage", int(s.stage), 0, int(ColStage::Over));
  c.seat_or("actor", s.actor, n, kNone);
  c.range("turn", s.turn, 0, opt_.col_turns);
  c.require(s.stage == ColStage::Over || s.winners == 0, "winners", "only once the game is over");
  c.range("winners", s.winners, 0, (1 << n) - 1);
  c.range("desert_due", s.desert_due, 0, (1 << n) - 1);
  c.range("desert_loss", s.desert_loss, 0, (1 << n) - 1);
  c.require((s.stage == ColStage::March || s.stage == ColStage::Attrition || !(s.desert_due | s.desert_loss)) &&
                (s.fortress != kNone || !(s.desert_due | s.desert_loss)),
            "desert_due", "rolls are owed on the desert, in the marches or at Spring's end");
  check_terrain(*this, s, c);
  check_pieces(*this, s, c, n);
  check_cards(*this, s, c, n);
  check_armies(*this, s, c, n);
  check_seats(*this, s, c, n);
  check_books(*this, s, c, n);
  check_battle(*this, s, c, n);
  check_cursor(*this, s, c, n);
  const ColOffer& o = s.offer;
  if (o.from == kNone) {
    ColOffer none{kNone, kNone, {}, {}, 0, {}};
    c.require(std::memcmp(&none, &o, sizeof o) == 0, "offer", "no offer keeps no fields");
  } else {
    c.require(s.stage == ColStage::Winter && o.from < n && o.to < n && o.from != o.to, "offer",
              "an offer in Winter between two seats");
    int give = 0, ask = 0;
    for (int r = 0; r < 5; ++r) {
      c.require(o.give[r] <= s.seat[o.from].hand[r] && o.ask[r] <= s.seat[o.to].hand[r] && !(o.give[r] && o.ask[r]),
                "offer", "cards their seats hold, none both given and asked");
      give += o.give[r], ask += o.ask[r];
    }
    c.require(give <= opt_.col_offer_cards && ask <= opt_.col_offer_cards, "offer", "too many cards");
    c.require(!o.sent || (give && ask), "offer.sent", "an offer sent gives and asks");
  }
  // The awaited input is what the pipeline makes of the stage and cursor.
  State rested = state;
  rebuild_caches(rested);
  State again = rested;
  proceed(*this, col_state(again));
  if (!(again == rested))
    c.fail("phase", fmt::format("{} is not what the {} step's position awaits", phase_name(state), int(s.stage)));
}

void ColGame::rebuild_caches(State& state) const {
  ColState& s = col_state(state);
  for (int p = 0; p < kColSeats; ++p) {
    s.held_v[p] = s.founded_v[p] = VertexMask{};
    s.held_e[p] = s.founded_e[p] = EdgeMask{};
    s.present[p] = HexMask{};
  }
  for (int v = 0; v < kColVertices; ++v) {
    if (s.v_owner[v] < kColSeats) s.held_v[s.v_owner[v]].set(v);
    if (s.v_founder[v] < kColSeats) s.founded_v[s.v_founder[v]].set(v);
  }
  for (int e = 0; e < kColEdges; ++e) {
    if (s.e_owner[e] < kColSeats) s.held_e[s.e_owner[e]].set(e);
    if (s.e_founder[e] < kColSeats) s.founded_e[s.e_founder[e]].set(e);
  }
  for (int h = 0; h < kColHexes; ++h)
    for (int p = 0; p < kColSeats; ++p)
      if (s.army[h][p][0] || s.army[h][p][1] || s.army[h][p][2]) s.present[p].set(h);
  col::write_views(*this, s);
}

}  // namespace catanlab
