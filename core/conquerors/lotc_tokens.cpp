// Amber and wine (legend-of-the-conquerors.txt, chapter 2, "Amber and Wine";
// rulings.md, "Wine", "Amber"): tokens lie on the board's markers from the
// start; amber goes to the road that reaches its intersection (or the set-up
// settlement on it), wine to cities beside a producing hills or fields hex
// that still holds some, and Support from the South hands one token to each
// seat. A box holds lotc_tokens of each kind: what is neither on the board
// nor held by a seat is the supply. Players may put tokens on domestic trade
// offers ("General Rules for Amber and Wine"); never in maritime trade.
#include <fmt/format.h>

#include "core/config_error.h"
#include "core/conquerors/lotc_internal.h"

namespace catanlab::lotc {

using namespace lotc_ids;

void check_tokens(const StdGame& g) {
  const std::string file = "configs/boards/" + g.board().name + ".json";
  const Topology& t = g.topo();
  int amber = 0, wine = 0;
  for (const Marker& m : g.board().markers) {
    const std::string at = fmt::format("{}: {} marker at ({},{})", file, m.kind, t.coord[m.hex].q, t.coord[m.hex].r);
    if (m.kind == "amber") {
      if (m.vertex < 0 || m.value < 1 || m.value > 2) throw ConfigError(at + ": needs a \"corner\" and a value 1-2");
      amber += m.value;
    } else if (m.kind == "wine") {
      const Terrain terrain = g.board().layout.terrain[m.hex];
      if ((terrain != Terrain::Hills && terrain != Terrain::Fields) || m.value < 1 || m.value > 5)
        throw ConfigError(at + ": must be a hills or fields hex with a value 1-5");
      wine += m.value;
    }
  }
  if (amber > lotc_opt(g).lotc_tokens || wine > lotc_opt(g).lotc_tokens)
    throw ConfigError(fmt::format("{}: {} amber and {} wine tokens on the board, but the box holds {} of each (lotc_tokens)",
                                  file, amber, wine, lotc_opt(g).lotc_tokens));
}

void place_tokens(const StdGame& g, StdState& s) {
  lotc_of(g, s).amber = marks(g).amber;
  lotc_of(g, s).wine = marks(g).wine_tokens;
}

int token_supply(const StdGame& g, const StdState& s, Token kind) {
  const LotcSlice& L = lotc_of(g, s);
  int out = 0;
  if (kind == Token::Amber) {
    L.amber.for_each([&](int v) { out += marks(g).amber_tokens[v]; });
  } else {
    for (uint8_t w : L.wine) out += w;
  }
  for (int q = 0; q < s.num_players; ++q) out += held(L, kind)[q];
  return lotc_opt(g).lotc_tokens - out;
}

void take_amber(const StdGame& g, StdState& s, int p, int v) {
  if (!lotc_of(g, s).amber.test(v)) return;
  lotc_of(g, s).amber.reset(v);
  lotc_of(g, s).amber_held[p] += marks(g).amber_tokens[v];
}

void support_from_the_south(const StdGame& g, StdState& s, Token kind) {
  // ours: from the active player clockwise while the supply lasts
  for (int i = 0; i < s.num_players && token_supply(g, s, kind) > 0; ++i) {
    const int q = (s.turn_player + i) % s.num_players;
    held(lotc_of(g, s), kind)[q] += 1;
  }
}

void produce_wine(const StdGame& g, StdState& s, int roll, Owed& owed) {
  const Topology& t = g.topo();
  HexSet producing = s.layout.hexes_with_number[roll] - s.base.barren;
  if (g.opt().robber) producing.reset(s.base.robber);  // the robber's hex yields nothing, so no wine for it
  producing.for_each([&](int h) {
    uint8_t& left = lotc_of(g, s).wine[h];
    if (!left) return;  // most hexes hold no wine
    const int r = terrain_resource(s.layout.terrain[h]);
    // The active player's cities first, then clockwise; each takes 1 wine instead of 1 resource.
    for (int i = 0, q = s.turn_player; i < s.num_players && left; ++i, q = q + 1 < s.num_players ? q + 1 : 0) {
      const int take = std::min<int>(left, (s.base.players[q].cities & t.hex_vertices[h]).count());
      left -= uint8_t(take);
      lotc_of(g, s).wine_held[q] += uint8_t(take);
      owed[r][q] -= uint8_t(take);
    }
  });
}

// The token ids follow the base game's card ids (base_legal.cpp): the same
// conditions to open an offer, the same cap and no kind on both sides.
void token_offer_plays(const StdGame& g, const StdState& s, const LotcIds& ids, ActionList& out) {
  const LotcSlice& L = lotc_of(g, s);
  const Offer& f = s.base.offer;
  const Options& opt = g.opt();
  const int p = s.to_move;
  const Action give = ids.id(kOfferGiveToken), get = ids.id(kOfferGetToken);
  if (s.phase == Phase::Main) {
    if (!opt.domestic_trade || s.base.offers_made >= opt.max_offers_per_turn) return;
    for (int k = 0; k < kNumTokens; ++k)
      if (held(L, Token(k))[p] > 0) out.push(give + k);
  } else if (s.phase == Phase::TradeBuild) {
    for (int k = 0; k < kNumTokens; ++k)
      if (L.offer_get[k] == 0 && held(L, Token(k))[p] > L.offer_give[k] && f.give_total < opt.max_offer_cards)
        out.push(give + k);
    for (int k = 0; k < kNumTokens; ++k)
      if (L.offer_give[k] == 0 && f.get_total < opt.max_offer_cards) out.push(get + k);
  }
}

void offer_token(const StdGame& g, StdState& s, Block b, int k) {
  const bool give = b == kOfferGiveToken;
  Offer& f = extend_offer(g, s);  // from the main phase: a new offer (trade_tokens cleared ours)
  (give ? lotc_of(g, s).offer_give : lotc_of(g, s).offer_get)[k] += 1;
  (give ? f.give_total : f.get_total) += 1;
}

void trade_tokens(const StdGame& g, StdState& s, int partner) {
  LotcSlice& L = lotc_of(g, s);
  if (partner < 0) {
    L.offer_give = L.offer_get = {};
    return;
  }
  const int p = s.turn_player;
  for (int k = 0; k < kNumTokens; ++k) {
    auto& h = held(L, Token(k));
    h[p] = uint8_t(h[p] - L.offer_give[k] + L.offer_get[k]);
    h[partner] = uint8_t(h[partner] + L.offer_give[k] - L.offer_get[k]);
  }
}

bool holds_asked_tokens(const StdGame& g, const StdState& s, int seat) {
  for (int k = 0; k < kNumTokens; ++k)
    if (held(lotc_of(g, s), Token(k))[seat] < lotc_of(g, s).offer_get[k]) return false;
  return true;
}

}  // namespace catanlab::lotc
