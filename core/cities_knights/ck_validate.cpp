// The rules between the Cities & Knights slice's fields, for a State read from bytes or JSON
// (Module::validate; their ranges are declared, ck_json.cpp): knights on free land, the pieces and
// cards within the box, a metropolis on a city, and what the interlude under way needs (the knight
// moving, the seat robbed, the cards owed).
#include <numeric>

#include "core/cities_knights/ck_internal.h"
#include "core/field_check.h"

namespace catanlab {

using namespace ck;

namespace {

// A knight byte of a seat: owner, strength 1..3, and the three flags.
bool is_knight(uint8_t k, int players) {
  constexpr uint8_t kBits = knight::kOwner | knight::kStrength | knight::kActive | knight::kSpent | knight::kPromoted;
  return (k & ~kBits) == 0 && knight::owner(k) < players && knight::strength(k) >= 1;
}

// Knights stand on land vertices (or aboard their owner's ships) without a building; each seat's, by strength, and its
// unused pieces make no more than the box holds.
void check_knights(const StdGame& g, const StdState& s, const FieldCheck& c) {
  const Topology& t = g.topo();
  const CkSlice& k = ck_of(g, s);
  const int n = s.num_players;
  VertexSet built;
  for (int q = 0; q < n; ++q) built |= buildings_of(s.base.players[q]);
  int pieces[kStdSeats][3] = {};
  for (int v = 0; v < t.num_vertices; ++v) {
    if (!k.knight[v]) continue;
    // At sea only aboard: where one of its owner's path pieces (a Seafarers ship) touches.
    const bool aboard = path_piece_vertices(t, s.base.players[knight::owner(k.knight[v]) % kStdSeats]).test(v);
    c.require((t.land_vertices.test(v) || aboard) && !built.test(v), fmt::format("knights[v{}]", v),
              "not a free land vertex, nor one its owner's ship touches");
    pieces[knight::owner(k.knight[v])][knight::strength(k.knight[v]) - 1] += 1;
  }
  // A displaced knight waits off the board for its place; every other piece is on it or in the supply.
  if (k.displaced) pieces[knight::owner(k.displaced)][knight::strength(k.displaced) - 1] += 1;
  for (int q = 0; q < n; ++q)
    for (int st = 0; st < 3; ++st)
      c.range(fmt::format("players[{}].knights_left[{}]", q, st), k.players[q].knights_left[st],
              ck_opt(g).knights_per_level - pieces[q][st], ck_opt(g).knights_per_level - pieces[q][st]);
}

// Commodities in hands and the bank (and on the offer, which the base game's form does not list), progress
// cards in hands and the decks: as many as the box holds.
void check_cards(const StdGame& g, const StdState& s, const FieldCheck& c) {
  const CkSlice& k = ck_of(g, s);
  const CkOptions& o = ck_opt(g);
  for (int kind = kNumResources; kind < kNumCardKinds; ++kind) {
    int held = 0;
    for (int q = 0; q < s.num_players; ++q) held += s.base.players[q].hand[kind];
    c.require(held + s.base.bank[kind] == o.bank_per_commodity, fmt::format("bank[{}]", kind - kNumResources),
              fmt::format("{} in the bank and {} in hands, where the box has {}", s.base.bank[kind], held, o.bank_per_commodity));
    c.range(fmt::format("offer_give[{}]", kind - kNumResources), s.base.offer.give[kind], 0, g.opt().max_offer_cards);
    c.range(fmt::format("offer_get[{}]", kind - kNumResources), s.base.offer.get[kind], 0, g.opt().max_offer_cards);
  }
  for (int kind = 0; kind < CitiesKnights::progress_kinds(g); ++kind) {
    int held = 0;
    for (int q = 0; q < s.num_players; ++q) held += k.players[q].progress[kind];
    c.require(held + k.deck[kind] + k.returned[kind] <= o.cards.count[kind], fmt::format("deck[{}]", kind),
              fmt::format("{} in the deck, {} under it and {} in hands, where the box has {}", k.deck[kind],
                          k.returned[kind], held, o.cards.count[kind]));
  }
}

}  // namespace

void CitiesKnights::validate(const StdGame& g, const StdState& s) const {
  const CkSlice& k = ck_of(g, s);
  const CkOptions& o = ck_opt(g);
  const int n = s.num_players;
  const FieldCheck c("state.cities_knights");
  c.require(k.displaced == 0 || is_knight(k.displaced, n), "displaced", "not a knight or 0");
  check_knights(g, s, c);
  check_cards(g, s, c);
  VertexSet cities;
  for (int q = 0; q < n; ++q) {
    c.at(fmt::format("players[{}]", q)).range("walls", (k.walls & s.base.players[q].cities).count(), 0, o.city_walls);
    cities |= s.base.players[q].cities;
  }
  c.within("walls", k.walls, cities, "vertices with a city");
  for (int tr = 0; tr < kNumTracks; ++tr) {
    const uint8_t v = k.metropolis[tr];
    c.require(v == kNoVertex || cities.test(v), fmt::format("metropolis[{}]", tr), "not a city");
    for (int other = 0; other < tr; ++other)
      c.require(v == kNoVertex || v != k.metropolis[other], fmt::format("metropolis[{}]", tr), "a city with another metropolis");
  }
  c.require(k.merchant_hex == kNoHex || terrain_resource(s.layout.terrain[k.merchant_hex]) >= 0, "merchant_hex",
            "not a producing land hex");
  c.require((k.merchant_hex == kNoHex) == (k.merchant_owner == 0xFF), "merchant_owner", "the merchant needs a hex and an owner");
  for (int q = 0; q < n; ++q)
    c.require(!((k.pillage >> q) & 1) || (s.base.players[q].cities - metropolis_vertices(g, s)).any(), "pillage",
              fmt::format("seat {} has no city to lose", q));
  c.require(k.deserted == 0 || is_knight(k.deserted, n), "deserted", "not a knight or 0");
  // Bishop: the seats still to be robbed, one steal after another, each with a card to lose.
  for (int q = 0; q < n; ++q)
    c.require(!((k.steal_queue >> q) & 1) || (s.phase == Phase::StealCard && q != s.turn_player &&
                                               std::accumulate(s.base.players[q].hand.begin(), s.base.players[q].hand.end(), 0) > 0),
              "steal_queue", fmt::format("seat {} waits to be robbed outside a steal, or with no card", q));

  // What the interlude under way needs; every one comes after the set-up.
  if (int(s.phase) >= int(CkPhase::Alchemist) && int(s.phase) <= int(CkPhase::DrawProgress))
    FieldCheck("state").range("setup_step", s.setup_step, g.opt().setup_rounds * n, g.opt().setup_rounds * n);
  const int mover = s.to_move;
  auto seat_in = [&](const char* key, uint8_t mask) {
    c.require((mask >> mover) & 1, key, fmt::format("seat {} is to move without a part in it", mover));
  };
  switch (int(s.phase)) {
    case int(CkPhase::Pillage): seat_in("pillage", k.pillage); break;
    case int(CkPhase::ChooseDeck): seat_in("rewards", k.rewards); break;
    case int(CkPhase::Aqueduct): seat_in("aqueduct", k.aqueduct); break;
    case int(CkPhase::DrawProgress): seat_in("draws", k.draws); break;
    case int(CkPhase::Metropolis): c.require(k.metropolis_track != 0xFF, "metropolis_track", "none while a metropolis is placed"); break;
    case int(CkPhase::KnightTarget):
      c.require(k.knight_from != kNoVertex && k.knight[k.knight_from] && knight::owner(k.knight[k.knight_from]) == mover,
                "knight_from", "not a knight of the seat moving one");
      break;
    case int(CkPhase::Relocate):
      c.require(k.knight_from != kNoVertex && k.displaced && knight::owner(k.displaced) == mover, "displaced",
                "not a knight of the seat relocating one, with the place it left");
      break;
    case int(CkPhase::TakeCards):
    case int(CkPhase::SpyTake):
      c.require(k.victim != 0xFF && k.victim != mover, "victim", "none, or the seat to move");
      break;
    case int(CkPhase::DeserterPlace): {
      bool piece = false;  // a knight no stronger than the one removed, to place
      for (int st = 1; k.deserted && st <= knight::strength(k.deserted); ++st) piece |= k.players[mover].knights_left[st - 1] > 0;
      c.require(piece, "deserted", "no knight removed, or none like it for the seat to place");
      break;
    }
    default:
      break;
  }
}

}  // namespace catanlab
