// Winter (Colonies §4, §5.8): each seat in turn trades with the bank at
// its harbors (3:1; the Market 2:1), makes bounded offers to other seats
// (card by card, at most col_offers a Winter and col_offer_cards a side; the
// book's free negotiation reduced as rulings.md says), buys development
// cards at a price that rises with every card owned, and plays them.
#include <bit>

#include <fmt/format.h>

#include "core/colonies/col_rules.h"

namespace catanlab::col {

namespace {

int total(const uint8_t* cards) {
  int n = 0;
  for (int r = 0; r < 5; ++r) n += cards[r];
  return n;
}

// Writes `first` + each bit of `bits` at out[n..], ascending; returns the new count.
int push_bits(Out out, int n, Action first, uint32_t bits) {
  for (; bits; bits &= bits - 1) out[n++] = first + std::countr_zero(bits);
  return n;
}

int villages_for_palace(const ColState& s, int p, Out out, Action first) {
  if (cities_founded(s, p) >= 4) return 0;
  int n = 0;
  s.held_v[p].for_each([&](int v) {
    if (s.v_founder[v] == p && !s.city.test(v)) {
      if (out) out[n] = first + v;
      ++n;
    }
  });
  return n;
}

}  // namespace

std::array<int, 5> trade_rates(const ColGame& g, const ColState& s, int p) {
  // The Market trades everything 2:1; else a harbor of the resource 2:1, and any harbor 3:1. One pass over p's harbors.
  bool harbor = false;
  unsigned own = s.seat[p].dev_played[ColCard::Market] ? 0x1Fu : 0;  // bits: resources traded 2:1
  (s.held_v[p] & g.harbor_corners()).for_each([&](int v) {
    harbor = true;
    if (const int kind = g.harbor_kind(v); kind >= 0 && kind < 5) own |= 1u << kind;
  });
  std::array<int, 5> rates{};
  for (int r = 0; r < 5; ++r) rates[size_t(r)] = own >> r & 1 ? 2 : harbor ? 3 : 0;
  return rates;
}

bool run_winter(const ColGame& g, ColState& s) {
  if (s.cur.seat == kNone) {
    enter(g, s, ColStage::Write);
    return false;
  }
  const int p = s.cur.seat;
  switch (s.cur.step) {
    case WinterPending::DevDraw: await(s, ColPhase::DevDraw); return true;
    case WinterPending::TacticsDraw: s.cur.victim = uint8_t(p), await(s, ColPhase::TacticsDraw); return true;
    case WinterPending::Monopoly: await(s, ColPhase::MonopolyPick, p); return true;
    case WinterPending::Palace: await(s, ColPhase::PalacePick, p); return true;
    default: break;
  }
  if (s.offer.from == kNone) await(s, ColPhase::Winter, p);
  else await(s, s.offer.sent ? ColPhase::Answer : ColPhase::Offer, s.offer.sent ? s.offer.to : s.offer.from);
  return true;
}

int legal_winter(const ColGame& g, const ColState& s, Out out) {
  const ColGame::Blocks& b = g.blocks();
  const int p = s.actor;
  const uint8_t* hand = s.seat[p].hand;
  int n = 0;
  switch (s.phase) {
    case ColPhase::Winter: {
      // Each block's ids gathered as bits, then pushed (no branch per id).
      const std::array<int, 5> rates = trade_rates(g, s, p);
      unsigned gives = 0, banked = 0;
      for (int r = 0; r < 5; ++r) {
        gives |= unsigned(rates[size_t(r)] && hand[r] >= rates[size_t(r)]) << r;
        banked |= unsigned(s.bank[r] != 0) << r;
      }
      uint32_t pairs = 0;  // give * 4 + get, `get` counted without `give`
      for (int give = 0; give < 5; ++give)
        if (gives >> give & 1) pairs |= ((banked & ((1u << give) - 1)) | (banked >> (give + 1) << give)) << (give * 4);
      n = push_bits(out, n, g.id(b.trade, 0), pairs);
      int deck = 0;
      unsigned plays = 0;
      for (int k = 0; k < kColDevKinds; ++k) deck += s.dev_deck[k], plays |= unsigned(s.seat[p].dev_held[k] != 0) << k;
      if (deck && affordable(hand, dev_cost(s, p))) out[n++] = g.id(b.buy_dev, 0);
      n = push_bits(out, n, g.id(b.play, 0), plays);
      if (s.seat[p].offers < g.opt().col_offers && total(hand)) {
        unsigned seats = 0;
        for (int q = 0; q < g.num_players(); ++q) seats |= unsigned(active(s, q) && total(s.seat[q].hand)) << q;
        n = push_bits(out, n, g.id(b.offer, 0), seats & ~(1u << p));
      }
      out[n++] = g.id(b.winter_done, 0);
      return n;
    }
    case ColPhase::Offer: {
      const ColOffer& o = s.offer;
      const int cap = g.opt().col_offer_cards;
      const uint8_t* theirs = s.seat[o.to].hand;
      // Gathered as bits before the pushes: each push's store might change the cards read (uint8_t).
      const int gives = total(o.give), asks = total(o.ask);
      unsigned more_give = 0, more_ask = 0;
      for (int r = 0; r < 5; ++r) {
        more_give |= unsigned(hand[r] > o.give[r] && !o.ask[r]) << r;
        more_ask |= unsigned(theirs[r] > o.ask[r] && !o.give[r]) << r;
      }
      if (gives < cap) n = push_bits(out, n, g.id(b.offer_give, 0), more_give);
      if (asks < cap) n = push_bits(out, n, g.id(b.offer_ask, 0), more_ask);
      if (gives && asks) out[n++] = g.id(b.offer_send, 0);
      out[n++] = g.id(b.offer_cancel, 0);
      return n;
    }
    case ColPhase::Answer:
      out[n++] = g.id(b.accept, 0);
      out[n++] = g.id(b.decline, 0);
      return n;
    case ColPhase::MonopolyPick:
      for (int r = 0; r < 5; ++r) out[n++] = g.id(b.monopoly, r);
      return n;
    case ColPhase::PalacePick: return villages_for_palace(s, p, out, g.id(b.palace, 0));
    default: return 0;
  }
}

namespace {

void apply_trade(const ColGame& g, ColState& s, int i) {
  const int p = s.actor, give = i / 4, get = i % 4 + (i % 4 >= give ? 1 : 0);
  const int rate = trade_rates(g, s, p)[size_t(give)];
  s.seat[p].hand[give] = uint8_t(s.seat[p].hand[give] - rate);
  s.bank[give] = uint8_t(s.bank[give] + rate);
  gain(s, p, get, 1);
}

void apply_buy_dev(const ColGame&, ColState& s, int) {
  pay(s, s.actor, dev_cost(s, s.actor));
  s.cur.step = WinterPending::DevDraw;
}

void apply_play(const ColGame&, ColState& s, int i) {
  const int p = s.actor;
  ColSeat& me = s.seat[p];
  me.dev_held[i] -= 1;
  me.dev_played[i] += 1;
  if (i == ColCard::Monopoly) s.cur.step = WinterPending::Monopoly;
  if (i == ColCard::Palace && villages_for_palace(s, p, nullptr, 0)) s.cur.step = WinterPending::Palace;
  if (i == ColCard::YearOfPlenty) me.plenty_next = 1;
  if (i == ColCard::RoadBuilding) me.free_roads = 3;
}

void apply_monopoly(const ColGame&, ColState& s, int r) {
  s.seat[s.actor].monopoly = uint8_t(s.seat[s.actor].monopoly | 1 << r);
  s.cur.step = WinterPending::None;
}

void apply_palace(const ColGame&, ColState& s, int v) {
  make_city(s, v);
  s.cur.step = WinterPending::None;
}

void apply_offer(const ColGame&, ColState& s, int q) {
  s.offer = ColOffer{s.actor, uint8_t(q), {}, {}, 0, {}};
  s.seat[s.actor].offers += 1;
}

void apply_offer_give(const ColGame&, ColState& s, int r) { s.offer.give[r] += 1; }

void apply_offer_ask(const ColGame&, ColState& s, int r) { s.offer.ask[r] += 1; }

void apply_offer_send(const ColGame&, ColState& s, int) { s.offer.sent = 1; }

void close_offer(ColState& s) { s.offer = ColOffer{kNone, kNone, {}, {}, 0, {}}; }

void apply_accept(const ColGame&, ColState& s, int) {
  const ColOffer& o = s.offer;
  for (int r = 0; r < 5; ++r) {
    s.seat[o.from].hand[r] = uint8_t(s.seat[o.from].hand[r] - o.give[r] + o.ask[r]);
    s.seat[o.to].hand[r] = uint8_t(s.seat[o.to].hand[r] + o.give[r] - o.ask[r]);
  }
  close_offer(s);
}

void apply_decline(const ColGame&, ColState& s, int) { close_offer(s); }

void apply_offer_cancel(const ColGame&, ColState& s, int) { close_offer(s); }

void apply_winter_done(const ColGame& g, ColState& s, int) {
  const int next = next_seat(g, s, s.actor);
  s.cur.seat = uint8_t(next < 0 ? kNone : next);
}

}  // namespace

void declare_winter(const ColGame& g, ColHandlers& t, ColGame::Blocks& b) {
  const int V = g.topo().num_vertices, n = g.num_players();
  std::vector<std::string> trades;
  for (int give = 0; give < 5; ++give)
    for (int get = 0; get < 5; ++get)
      if (give != get) trades.push_back(fmt::format("{} {}", kResourceNames[give], kResourceNames[get]));
  b.trade = t.add_list("trade", trades, apply_trade);
  b.buy_dev = t.add("buy_dev", Domain::Fixed, 1, apply_buy_dev);
  b.play = t.add_list("play", {kColDevNames, kColDevNames + kColDevKinds}, apply_play);
  b.monopoly = t.add("monopoly", Domain::Resource, 1, apply_monopoly);
  b.palace = t.add("palace", Domain::Vertex, V, apply_palace);
  b.offer = t.add("offer", Domain::Seat, n, apply_offer);
  b.offer_give = t.add("offer_give", Domain::Resource, 1, apply_offer_give);
  b.offer_ask = t.add("offer_ask", Domain::Resource, 1, apply_offer_ask);
  b.offer_send = t.add("offer_send", Domain::Fixed, 1, apply_offer_send);
  b.offer_cancel = t.add("offer_cancel", Domain::Fixed, 1, apply_offer_cancel);
  b.accept = t.add("accept", Domain::Fixed, 1, apply_accept);
  b.decline = t.add("decline", Domain::Fixed, 1, apply_decline);
  b.winter_done = t.add("winter_done", Domain::Fixed, 1, apply_winter_done);
}

void apply_dev_draw(const ColGame& g, ColState& s, int kind) {
  const int p = s.cur.seat;
  s.dev_deck[kind] -= 1;
  s.seat[p].dev_held[kind] += 1;
  // A Soldier brings a tactics card (Colonies §5.8), while the deck has one.
  int tactics = 0;
  for (int k = 0; k < kTacticsKinds; ++k) tactics += s.tactics_deck[k];
  s.cur.step = kind == ColCard::Soldier && g.opt().col_tactics && tactics ? WinterPending::TacticsDraw : WinterPending::None;
}

}  // namespace catanlab::col
