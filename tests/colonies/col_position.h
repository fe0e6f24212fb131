#pragma once
// Hand-built Colonies positions on configs/boards/colonies.json: every tile
// face up as the board file writes them (the desert in the centre) unless a
// test turns one face down, nothing on the board, empty hands; pieces,
// regiments, cards and stances put down directly; then the pipeline set at a
// stage (col::enter, col::proceed) so that the position awaits what that
// stage awaits. Hexes are named by axial coordinates, corners and paths by
// a hex and its corner or side.
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/colonies/col_rules.h"
#include "core/config_error.h"
#include "tests/support/position.h"

namespace catanlab::testing {

struct ColPos {
  std::shared_ptr<const Game> game;
  const ColGame& g;
  State s;

  explicit ColPos(int players = 2, std::map<std::string, int> options = {})
      : game(Game::load("colonies", players, options)), g(static_cast<const ColGame&>(*game)), s(game->new_game(1)) {
    ColState& c = col_state(s);
    for (int v = 0; v < kColVertices; ++v) c.v_founder[v] = c.v_owner[v] = kNone;
    for (int e = 0; e < kColEdges; ++e) c.e_founder[e] = c.e_owner[e] = kNone;
    c.city = VertexMask{};
    std::memset(c.army, 0, sizeof c.army);
    for (int p = 0; p < players; ++p)
      for (int r = 0; r < 5; ++r) c.bank[r] += c.seat[p].hand[r], c.seat[p].hand[r] = 0;
    g.land().for_each([&](int h) {
      c.terrain[h] = uint8_t(g.board().layout.terrain[h]);
      c.explored.set(h);
    });
    c.fortress = uint8_t(g.centre());
    g.rebuild_caches(s);
  }
  ColState& st() { return col_state(s); }

  int hex(int q, int r) const {
    const int h = g.topo().hex_at({q, r});
    REQUIRE_MESSAGE((h >= 0 && g.land().test(h)), "no land tile at ", q, ",", r);
    return h;
  }
  int corner(int h, Corner c) const { return g.topo().hex_vertex[h][int(c)]; }
  int side(int h, Dir d) const { return g.topo().edge_between(h, d); }
  std::string tile(int h) const { return fmt::format("h{}", h); }

  ColPos& face_down(int h) {
    st().terrain[h] = kNone;
    st().explored.reset(h);
    return *this;
  }
  ColPos& village(int p, int v) {
    col::place_village(g, st(), v, p);
    return *this;
  }
  ColPos& city(int p, int v) {
    col::place_village(g, st(), v, p);
    col::make_city(st(), v);
    return *this;
  }
  ColPos& road(int p, int e) {
    col::place_road(st(), e, p);
    return *this;
  }
  ColPos& army(int p, int h, int infantry, int cavalry = 0, int artillery = 0) {
    col::add_regiments(st(), h, p, Infantry, infantry);
    col::add_regiments(st(), h, p, Cavalry, cavalry);
    col::add_regiments(st(), h, p, Artillery, artillery);
    return *this;
  }
  ColPos& npc(int h, NpcSide side, int infantry, int cavalry = 0) {
    st().npc[h][side][0] = uint8_t(infantry);
    st().npc[h][side][1] = uint8_t(cavalry);
    return *this;
  }
  // Cards from the bank: lumber, brick, wool, grain, ore.
  ColPos& give(int p, std::array<int, 5> cards) {
    for (int r = 0; r < 5; ++r) {
      REQUIRE(st().bank[r] >= cards[r]);
      st().bank[r] = uint8_t(st().bank[r] - cards[r]);
      st().seat[p].hand[r] = uint8_t(st().seat[p].hand[r] + cards[r]);
    }
    return *this;
  }
  ColPos& dev(int p, int kind, bool played) {
    REQUIRE(st().dev_deck[kind] > 0);
    st().dev_deck[kind] -= 1;
    (played ? st().seat[p].dev_played : st().seat[p].dev_held)[kind] += 1;
    return *this;
  }
  // Tactics cards from the deck into p's hand: infantry, cavalry, artillery, wild.
  ColPos& tactics(int p, std::array<int, kTacticsKinds> n) {
    for (int k = 0; k < kTacticsKinds; ++k) {
      REQUIRE(st().tactics_deck[k] >= n[k]);
      st().tactics_deck[k] = uint8_t(st().tactics_deck[k] - n[k]);
      st().seat[p].tactics[k] = uint8_t(st().seat[p].tactics[k] + n[k]);
    }
    return *this;
  }
  // Both seats write the stance toward each other (war: one side is enough).
  ColPos& stance(int p, int q, Stance x) {
    st().seat[p].stance[q] = st().seat[q].stance[p] = uint8_t(x);
    return *this;
  }
  // The pipeline at a stage's start, awaiting what it awaits; the books cleared for Spring.
  ColPos& at(ColStage stage) {
    g.rebuild_caches(s);
    if (stage == ColStage::Write) col::clear_books(g, st());
    col::enter(g, st(), stage);
    col::proceed(g, st());
    return *this;
  }
  // Spring: each seat's steps (then its commitment) in seat order, and the reveal.
  ColPos& spring(std::vector<std::vector<std::string>> books) {
    at(ColStage::Write);
    for (auto& book : books) {
      for (auto& step : book) act(step);
      act("commit");
    }
    return act("reveal");
  }
  std::string legal() const { return testing::legal(g, s); }
  ColPos& act(std::string_view name) {
    testing::act(g, s, name);
    return *this;
  }
  // Applies decisions and chance outcomes by name, in order.
  ColPos& play(std::initializer_list<std::string_view> names) {
    for (std::string_view n : names) act(n);
    return *this;
  }
  int regiments(int p, int h) const { return col::regiments(col_state(s), h, p); }
  std::string phase() const { return g.phase_name(s); }
  // The chance outcomes, by name with their probabilities.
  std::map<std::string, double> odds() const {
    std::map<std::string, double> out;
    for (const ChanceOutcome& o : g.chance_outcomes(s)) out[g.action_name(o.id)] = o.probability;
    return out;
  }
};

// p's regiments marching from `from` attack `to`, as a contested march that chose to attack: the battle opened
// and awaiting its dice.
inline void attack(ColPos& pos, int p, int from, int to, int inf, int cav = 0, int art = 0) {
  pos.g.rebuild_caches(pos.s);
  ColState& s = pos.st();
  col::enter(pos.g, s, ColStage::March);
  for (int q = 0; q < pos.g.num_players(); ++q) s.book[q].committed = 1;
  ColBook& b = s.book[p];
  b.order[b.count++] = ColOrder{OrderKind::March, uint8_t(from), uint8_t(to), {uint8_t(inf), uint8_t(cav), uint8_t(art)},
                                ColOrderFlag::Contested | ColOrderFlag::Done | ColOrderFlag::Fighting, 1};
  s.battle = ColBattle{};
  s.battle.active = 1;
  s.battle.tile = uint8_t(to);
  s.battle.attacker = uint8_t(p);
  s.battle.from = kNone;
  s.battle.sources = 1;
  col::open_battle(pos.g, s);
  col::proceed(pos.g, s);
}

// Three seats at war with each other under `options` (complex battles among them): p0's 2 infantry (and `p0_art`
// artillery) on h5, its village v0 and roads v0-v4-v8 supplying h5, h6 and h11, and p2's 3 infantry (and `p2_art`
// artillery) on h7, its village on a corner of h6 and h7, both march into h6, which p1 holds with `p1_inf` infantry;
// the books revealed, the marches' initiative to roll.
inline ColPos converging_armies(std::map<std::string, int> options, int p1_inf, int p0_art = 0, int p2_art = 0) {
  ColPos pos(3, options);
  int shared = -1;  // p2's village: a corner of both h6 and h7 that p0's roads do not end at
  (pos.g.tile_corners(6) & pos.g.tile_corners(7)).for_each([&](int v) {
    if (v != 4 && v != 8 && shared < 0) shared = v;
  });
  pos.village(0, 0).road(0, 1).road(0, 7).army(0, 5, 2, 0, p0_art).village(1, 53).army(1, 6, p1_inf);
  pos.village(2, shared).army(2, 7, 3, 0, p2_art);
  pos.stance(0, 1, War).stance(0, 2, War).stance(1, 2, War);
  return pos.spring({{"march h5", "march_to h6", "march_with all"}, {}, {"march h7", "march_to h6", "march_with all"}});
}

// Two seats under `options`: p1 holds `to` with `defenders`, at war with p0; `holder` holds the tactics cards
// `hand`; then p0 attacks `to` from h5 with `attackers` (regiments by type: infantry, cavalry, artillery).
inline ColPos battle(const std::map<std::string, int>& options, int to, std::array<int, kRegimentKinds> defenders,
                     int holder, std::array<int, kTacticsKinds> hand, std::array<int, kRegimentKinds> attackers) {
  ColPos pos(2, options);
  pos.army(1, to, defenders[0], defenders[1], defenders[2]).stance(0, 1, War).tactics(holder, hand);
  attack(pos, 0, 5, to, attackers[0], attackers[1], attackers[2]);
  return pos;
}

}  // namespace catanlab::testing
