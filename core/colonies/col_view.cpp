// What a seat of Colonies sees (Colonies §7): the board, every army and
// piece, every hand (resources are public), card counts, stances; its own
// development and tactics cards and its own book. Until the reveal it sees
// nothing of another seat's book, not even whether that seat has committed,
// and nothing that tells whose pen is moving; after it, every book. Also
// resample_hidden: every book the seat cannot see drawn again from the order
// prior, and the cards it cannot see dealt again.
#include <fmt/format.h>

#include "core/colonies/col_rules.h"
#include "core/common/chance.h"

namespace catanlab {

using namespace col;

namespace {

// The writing of orders and the reveal pending look alike to every seat but the writer.
bool writing(const ColState& s) { return s.phase == ColPhase::Write || s.phase == ColPhase::Reveal; }

class Writer {
 public:
  explicit Writer(float* out) : out_(out) {}
  void put(float x) {
    if (out_) out_[n_] = x;
    ++n_;
  }
  void one_hot(int k, int size) {
    for (int i = 0; i < size; ++i) put(i == k ? 1.0f : 0.0f);
  }
  int size() const { return n_; }

 private:
  float* out_;
  int n_ = 0;
};

int encode(const ColGame& g, const ColState& s, int seat, float* out) {
  Writer w(out);
  const int n = g.num_players();
  auto rel = [&](int i) { return (seat + i) % n; };
  const bool hidden = writing(s);
  // The season and the awaited input; the reveal pending shows as the writing.
  w.one_hot(hidden ? int(ColPhase::Write) : int(s.phase), kColPhases);
  w.one_hot(int(s.stage), int(ColStage::Over) + 1);
  w.put(float(s.turn) / float(g.opt().col_turns));
  w.put(!hidden && s.actor == seat ? 1.0f : 0.0f);
  const HexMask supplied = supplied_tiles(g, s, seat);
  // Books this seat may read: its own; every seat's after the reveal.
  auto readable = [&](int p) { return p == seat || !hidden; };
  for (int t = 0; t < g.num_tiles(); ++t) {
    const int h = g.tile_hex(t);
    w.one_hot(s.terrain[h] == kNone ? 0 : s.terrain[h], int(Terrain::Mountains) + 1);
    w.put(s.fresh.test(h));
    w.put(supplied.test(h));
    w.put(s.fortress == h);
    for (int i = 0; i < n; ++i) {
      const int p = rel(i);
      for (int k = 0; k < kRegimentKinds; ++k) w.put(s.army[h][p][k] / 10.0f);
      w.put(s.seat[p].fortified.test(h));
      w.put(s.seat[p].arrived.test(h));
      // Regiments its book marches in and out (read only where the book may be read).
      float in = 0, away = 0;
      if (readable(p))
        for (int j = 0; j < s.book[p].count; ++j) {
          const ColOrder& o = s.book[p].order[j];
          if (o.kind != OrderKind::March || (o.flags & ColOrderFlag::Done)) continue;
          const float m = float(o.n[0] + o.n[1] + o.n[2]) / 10.0f;
          if (o.b == h) in += m;
          if (o.a == h) away += m;
        }
      w.put(in);
      w.put(away);
    }
    for (int side = 0; side < 2; ++side)
      for (int k = 0; k < 2; ++k) w.put(s.npc[h][side][k] / 10.0f);
  }
  for (int v = 0; v < g.topo().num_vertices; ++v) {
    for (int i = 0; i < n; ++i) {
      const int p = rel(i);
      w.put(s.v_owner[v] == p && !s.city.test(v));
      w.put(s.v_owner[v] == p && s.city.test(v));
    }
    w.put(s.v_owner[v] != s.v_founder[v]);
  }
  for (int e = 0; e < g.topo().num_edges; ++e) {
    for (int i = 0; i < n; ++i) w.put(s.e_owner[e] == rel(i));
    w.put(s.e_owner[e] != s.e_founder[e]);
  }
  for (int i = 0; i < n; ++i) {
    const int p = rel(i);
    const ColSeat& me = s.seat[p];
    for (int r = 0; r < 5; ++r) w.put(me.hand[r] / 10.0f);
    for (int k = 0; k < kRegimentKinds; ++k) w.put(me.routed[k] / 10.0f);
    int held = 0, tactics = 0;
    for (int k = 0; k < kColDevKinds; ++k) held += me.dev_held[k];
    for (int k = 0; k < kTacticsKinds; ++k) tactics += me.tactics[k];
    w.put(held / 5.0f);
    w.put(tactics / 5.0f);
    for (int k = 0; k < kColDevKinds; ++k) w.put(p == seat ? me.dev_held[k] : 0.0f);
    for (int k = 0; k < kTacticsKinds; ++k) w.put(p == seat ? me.tactics[k] : 0.0f);
    for (int k = 0; k < kColDevKinds; ++k) w.put(me.dev_played[k]);
    w.one_hot(me.stance[seat], 3);
    w.one_hot(s.seat[seat].stance[p], 3);
    w.put(me.out);
    w.put(me.colonial);
    w.put(me.free_roads / 3.0f);
    w.put(me.plenty_now), w.put(me.plenty_next);
    for (int r = 0; r < 5; ++r) w.put(me.monopoly >> r & 1);
    w.put(time_score(g, s, p) / 20.0f);
    w.one_hot(me.vote == kNone ? n : (me.vote - seat + n) % n, n + 1);
    // The stances written in its book, once the book may be read.
    const ColBook& b = s.book[p];
    for (int j = 0; j < n; ++j) w.one_hot(readable(p) && b.count + b.committed + b.stance_set ? b.stance[rel(j)] : 3, 4);
  }
  // The seat's own book: orders by kind, and the places it names.
  const ColBook& mine = s.book[seat];
  int kinds[kOrderKinds] = {};
  for (int j = 0; j < mine.count; ++j) kinds[int(mine.order[j].kind)] += 1;
  for (int k = 0; k < kOrderKinds; ++k) w.put(kinds[k] / 4.0f);
  w.one_hot(mine.draft, 4);
  w.put(mine.committed);
  // The battle being fought, the offer made, the tile being explored.
  const ColBattle& bt = s.battle;
  w.put(bt.active);
  w.one_hot(bt.active ? g.tile_index(bt.tile) : g.num_tiles(), g.num_tiles() + 1);
  for (int i = 0; i < n; ++i)
    w.put(bt.att_side >> rel(i) & 1), w.put(bt.def_side >> rel(i) & 1), w.put(bt.join_side >> rel(i) & 1);
  w.put(bt.att_mod / 10.0f), w.put(bt.def_mod / 10.0f), w.put(bt.hit[0] / 10.0f), w.put(bt.hit[1] / 10.0f);
  w.put(bt.att_roll / 6.0f), w.put(bt.def_roll / 6.0f);
  w.put(bt.join_mod / 10.0f), w.put(bt.join_hit / 10.0f), w.put(bt.join_roll / 6.0f);  // a third side
  w.put(bt.bombarding), w.put(bt.retreating == 1), w.put(bt.retreating == 2);  // complex battles
  w.put(bt.retreating == 3);  // of three sides: a third side's retreat, each side's target, the sides gone
  for (int x = 0; x < 3; ++x) w.one_hot(bt.target[x] ? bt.target[x] - 1 : 3, 4);
  for (int x = 0; x < 3; ++x) w.put(bt.gone >> x & 1);
  const ColOffer& o = s.offer;
  w.one_hot(o.from == kNone ? n : (o.from - seat + n) % n, n + 1);
  w.one_hot(o.to == kNone ? n : (o.to - seat + n) % n, n + 1);
  for (int r = 0; r < 5; ++r) w.put(o.give[r]), w.put(o.ask[r]);
  w.one_hot(s.stage == ColStage::Explore && s.cur.tile != kNone ? g.tile_index(s.cur.tile) : g.num_tiles(), g.num_tiles() + 1);
  w.put(s.cur.event / 12.0f);
  for (int r = 0; r < 5; ++r) w.put(s.bank[r] / 19.0f);
  return w.size();
}

template <class Names>
std::string cards(const uint8_t* counts, int n, const Names& names) {
  std::string out;
  for (int k = 0; k < n; ++k)
    if (counts[k]) out += fmt::format("{}{} {}", out.empty() ? "" : ", ", counts[k], names[k]);
  return out.empty() ? "none" : out;
}

std::string order_text(const ColOrder& o) {
  const std::string kind = kOrderNames[int(o.kind)];
  switch (o.kind) {
    case OrderKind::Muster:
      return fmt::format("muster v{} -> h{} {}", o.a, o.b, cards(o.n, kRegimentKinds, kRegimentNames));
    case OrderKind::March: return fmt::format("march h{} -> h{} {}", o.a, o.b, cards(o.n, kRegimentKinds, kRegimentNames));
    case OrderKind::Road: return fmt::format("road e{}", o.a);
    case OrderKind::Village: case OrderKind::City: return fmt::format("{} v{}", kind, o.a);
    case OrderKind::Vote: return fmt::format("vote p{}", o.a);
    case OrderKind::Pillage: return fmt::format("pillage {}{}", o.b ? "e" : "v", o.a);
    default: return fmt::format("{} h{}", kind, o.a);
  }
}


}  // namespace

int ColGame::observation_layout() const {
  State blank(state_size());
  col_state(blank).num_players = uint8_t(num_players_);
  return encode(*this, col_state(blank), 0, nullptr);
}

void ColGame::observe(const State& state, int seat, float* out) const { encode(*this, col_state(state), seat, out); }

std::string ColGame::observe_text(const State& state, int seat) const {
  const ColState& s = col_state(state);
  const bool hidden = writing(s);
  std::string out = fmt::format("turn {} of {}, {}, phase {}, view of p{}\n", s.turn + 1, opt_.col_turns,
                                kColSeasonNames[int(s.stage)], hidden ? "write" : phase_name(state), seat);
  for (int t = 0; t < num_tiles(); ++t) {
    const int h = tile_hex(t);
    std::string line = fmt::format("h{} {}", h, s.terrain[h] == kNone ? "face down" : kTerrainNames[s.terrain[h]]);
    for (int p = 0; p < num_players_; ++p)
      if (s.present[p].test(h)) line += fmt::format("  p{} {}", p, cards(s.army[h][p], kRegimentKinds, kRegimentNames));
    if (neutrals(s, h)) line += fmt::format("  neutral {}i {}c", s.npc[h][0][0], s.npc[h][0][1]);
    if (hostiles(s, h)) line += fmt::format("  hostile {}i {}c", s.npc[h][1][0], s.npc[h][1][1]);
    out += line + "\n";
  }
  for (int p = 0; p < num_players_; ++p) {
    const ColSeat& me = s.seat[p];
    std::string pieces, stances;
    s.held_v[p].for_each([&](int v) {
      pieces += fmt::format("; {} v{}{}", s.city.test(v) ? "city" : "village", v, s.v_founder[v] != p ? " (captured)" : "");
    });
    for (int q = 0; q < num_players_; ++q)
      if (q != p) stances += fmt::format(" p{} {}", q, kStanceNames[me.stance[q]]);
    int held = 0;
    for (int k = 0; k < kColDevKinds; ++k) held += me.dev_held[k];
    out += fmt::format("p{}{}: hand {}; routed {}{}; development cards held {}{}, played {}; roads {}{}; stances{}\n", p,
                       me.out ? " (out)" : "", cards(me.hand, 5, kResourceNames), cards(me.routed, kRegimentKinds, kRegimentNames),
                       me.spoils ? fmt::format("; spoils {}", me.spoils) : "",
                       held, p == seat ? " (" + cards(me.dev_held, kColDevKinds, kColDevNames) + ")" : "",
                       cards(me.dev_played, kColDevKinds, kColDevNames), s.held_e[p].count(), pieces, stances);
    const ColBook& b = s.book[p];
    if ((p == seat || !hidden) && (b.count || b.stance_set)) {
      std::string orders;
      for (int i = 0; i < b.count; ++i) orders += "; " + order_text(b.order[i]);
      out += fmt::format("  book{}{}\n", b.committed ? " (committed)" : "", orders);
    }
  }
  if (s.battle.active) {
    const ColBattle& bt = s.battle;
    std::string third = bt.join_side ? fmt::format(", third side {} (roll {:+})", bt.join_side, bt.join_mod) : "";
    static constexpr const char* kSides[3] = {"attackers", "defenders", "third side"};
    for (int x = 0; x < 3; ++x) {  // a complex battle of three sides: who aims at whom, who left
      if (bt.target[x]) third += fmt::format(", {} aim at the {}", kSides[x], kSides[bt.target[x] - 1]);
      if (bt.gone >> x & 1) third += fmt::format(", {} gone", kSides[x]);
    }
    out += fmt::format("battle at h{}: attackers {} (roll {:+}), defenders {} (roll {:+}){}\n", bt.tile, bt.att_side,
                       bt.att_mod, bt.def_side, bt.def_mod, third);
  }
  if (s.offer.from != kNone)
    out += fmt::format("offer p{} -> p{}: gives {}, asks {}\n", s.offer.from, s.offer.to, cards(s.offer.give, 5, kResourceNames),
                       cards(s.offer.ask, 5, kResourceNames));
  if (is_terminal(state)) {
    std::string won;
    for (int p = 0; p < num_players_; ++p)
      if (s.winners >> p & 1) won += fmt::format(" p{}", p);
    out += won.empty() ? std::string("draw\n") : "won by" + won + "\n";
  }
  return out;
}

void ColGame::resample_hidden(State& state, int seat, Rng& rng) const {
  ColState& s = col_state(state);
  // Development and tactics cards in other hands: dealt again from those hands and the decks, counts kept.
  auto redeal = [&](auto held_of, uint8_t* deck, int kinds) {
    int pool[kColDevKinds] = {}, total = 0;
    for (int k = 0; k < kinds; ++k) pool[k] = deck[k], total += deck[k];
    for (int q = 0; q < num_players_; ++q)
      if (q != seat)
        for (int k = 0; k < kinds; ++k) pool[k] += held_of(q)[k], total += held_of(q)[k];
    for (int q = 0; q < num_players_; ++q) {
      if (q == seat) continue;
      uint8_t* held = held_of(q);
      int count = 0;
      for (int k = 0; k < kinds; ++k) count += held[k], held[k] = 0;
      for (int i = 0; i < count; ++i) {
        const int k = draw_pile(pool, total, rng);
        pool[k] -= 1, total -= 1, held[k] += 1;
      }
    }
    for (int k = 0; k < kinds; ++k) deck[k] = uint8_t(pool[k]);
  };
  redeal([&](int q) { return s.seat[q].dev_held; }, s.dev_deck, kColDevKinds);
  redeal([&](int q) { return s.seat[q].tactics; }, s.tactics_deck, kTacticsKinds);
  // Books not yet shown: drawn again from the order prior (Colonies §7).
  if (!writing(s)) return;
  for (int q = 0; q < num_players_; ++q) {
    if (q == seat || !active(s, q)) continue;
    if (s.book[q].committed) draw_book(*this, s, q, rng, true);
    else if (s.phase == ColPhase::Write && q == s.actor) draw_book(*this, s, q, rng, false);
  }
}

}  // namespace catanlab
