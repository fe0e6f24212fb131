// The Cities & Knights slice's fields (declared once, slice_fields.h; ck_validate.cpp checks the
// rules between them), the commodities it adds to the base game's hands, bank and offer (in its
// part of the JSON form), and the recomputation of what it caches in the base slice: knight sets
// and the roads they cut, walls, rates, piece counts; and in its own: the knights' sets, cities by hex.
#include <nlohmann/json.hpp>

#include "core/cities_knights/ck_internal.h"
#include "core/config_error.h"
#include "core/standard/slice_fields.h"

namespace catanlab {

using nlohmann::json;
using namespace ck;

namespace {

using At = FieldAt<CkSlice>;

// Counts by progress kind: as many as the rule set has kinds (C&K's 25 unless a module adds some),
// each at most the box's.
int kinds(const auto& a) { return CitiesKnights::progress_kinds(a.g); }
int box(const auto& a) { return ck_opt(a.g).cards.count[size_t(a.index)]; }

// A seat's progress cards, improvements, knight pieces in the supply and points; its commodities
// lie in the base game's hand (CitiesKnights::write_json).
Fields<CkPlayer> player_fields() {
  using P = FieldAt<CkPlayer>;
  return Fields<CkPlayer>()
      .counts("progress", &CkPlayer::progress, [](const P& a) { return kinds(a); }, 0, [](const P& a) { return box(a); })
      .counts("level", &CkPlayer::level, kNumTracks, 0, [](const P& a) { return ck_opt(a.g).improvement_levels; })
      .counts("knights_left", &CkPlayer::knights_left, 3, 0, [](const P& a) { return ck_opt(a.g).knights_per_level; })
      .byte("defender", &CkPlayer::defender)
      .byte("progress_vp", &CkPlayer::progress_vp);
}

// The knights by vertex, walls, seats, decks, tracks and the roll and interlude under way. The
// rules between them (pieces and cards within the box, what the phase needs) are validate's.
Fields<CkSlice> ck_fields() {
  auto seats = [](const At& a) { return (1 << a.s.num_players) - 1; };
  auto last_seat = [](const At& a) { return a.s.num_players - 1; };
  auto in_phase = [](Phase p) { return [p](const At& a) { return int(a.s.phase == p); }; };
  auto rolled = [](const At& a) { return int(a.obj.rolling != 0); };
  auto vertices = [](const At& a) { return topology_of(a.g).num_vertices - 1; };
  auto hexes = [](const At& a) { return topology_of(a.g).num_hexes - 1; };
  return Fields<CkSlice>()
      .by_vertex("knights", &CkSlice::knight,
                 {{"owner", 0, 3, 0, last_seat},
                  {"strength", knight::kStrengthShift, 2, 1, 3},
                  {"active", 5, 1, 0, 1, true},
                  {"spent", 6, 1, 0, 1, true},
                  {"promoted", 7, 1, 0, 1, true}})
      .bits("walls", &CkSlice::walls, kVertices)
      .seats("players", &CkSlice::players, player_fields(), "players")
      .counts("deck", &CkSlice::deck, [](const At& a) { return kinds(a); }, 0, [](const At& a) { return box(a); })
      .counts("returned", &CkSlice::returned, [](const At& a) { return kinds(a); }, 0, [](const At& a) { return box(a); })
      .counts_or("metropolis", &CkSlice::metropolis, kNumTracks, 0, vertices)
      .byte("barbarians", &CkSlice::barbarians, 0, [](const At& a) { return ck_opt(a.g).barbarian_track; })
      .byte("attacks", &CkSlice::attacks)
      .byte("defenders_left", &CkSlice::defenders_left, 0, [](const At& a) { return ck_opt(a.g).defender_cards; })
      .byte_or("merchant_hex", &CkSlice::merchant_hex, 0, hexes)
      .byte_or("merchant_owner", &CkSlice::merchant_owner, 0, last_seat)
      .byte("yellow", &CkSlice::yellow, rolled, 6)
      .byte("red", &CkSlice::red, rolled, 6)
      .byte("event", &CkSlice::event, 0, kNumEventFaces - 1)
      .byte("rolling", &CkSlice::rolling, 0, 2)
      .byte("pillage", &CkSlice::pillage, 0, seats)
      .byte("rewards", &CkSlice::rewards, 0, seats)
      .byte("draws", &CkSlice::draws, 0, seats)
      .byte("aqueduct", &CkSlice::aqueduct, 0, seats)
      .counts("draw_track", &CkSlice::draw_track, kStdSeats, 0, kNumTracks - 1)
      .byte_or("knight_from", &CkSlice::knight_from, 0, vertices)
      .byte("displaced", &CkSlice::displaced)
      .byte_or("metropolis_track", &CkSlice::metropolis_track, 0, kNumTracks - 1)
      .byte_or("inventor_hex", &CkSlice::inventor_hex, 0, hexes)
      .byte("smith_left", &CkSlice::smith_left, in_phase(CkPhase::Smith), 2)
      .byte("givers", &CkSlice::givers, 0, seats)
      .byte("give_left", &CkSlice::give_left, in_phase(CkPhase::GiveCards), 2)
      .byte("give_commodity", &CkSlice::give_commodity, 0, 1)
      .byte("take_left", &CkSlice::take_left, in_phase(CkPhase::TakeCards), 2)
      .byte_or("victim", &CkSlice::victim, 0, last_seat)
      .byte("steal_queue", &CkSlice::steal_queue, 0, seats)
      .byte("deserted", &CkSlice::deserted)
      .byte("crane", &CkSlice::crane, 0, 1)
      .byte("fleet", &CkSlice::fleet)
      .byte("harbor_played", &CkSlice::harbor_played, 0, 1)
      .byte("harbor_done", &CkSlice::harbor_done, 0, seats);
}

// The commodities (card kinds 5..7) of a base game's hand, bank or offer.
json commodities(const Hand& h) { return std::array<uint8_t, 3>{h[Paper], h[Cloth], h[Coin]}; }
void read_commodities(Hand& h, const json& j, const char* key, const std::string& where) {
  const json& v = j.contains(key) ? j[key] : json();
  if (!v.is_array() || v.size() != 3) throw ConfigError(where + "." + key + ": must be an array of 3 integers");
  for (int i = 0; i < 3; ++i) h[size_t(kNumResources + i)] = uint8_t(json_int(v[i], 0, 255, fmt::format("{}.{}[{}]", where, key, i)));
}

}  // namespace

const SliceFields* CitiesKnights::slice_fields() const {
  static const SliceFields fields("cities_knights", ck_fields());
  return &fields;
}

void CitiesKnights::write_json(const StdGame&, const StdState& s, json& root) const {
  json& j = root["cities_knights"];
  for (int q = 0; q < s.num_players; ++q) {
    const PlayerState& b = s.base.players[q];
    j["players"][q]["commodities"] = commodities(b.hand);
    j["players"][q]["known_commodities"] = commodities(b.known);
  }
  j["bank"] = commodities(s.base.bank);
  j["offer_give"] = commodities(s.base.offer.give);
  j["offer_get"] = commodities(s.base.offer.get);
}

// After the declared fields: the players' entries are objects, one per seat.
void CitiesKnights::read_json(const StdGame&, StdState& s, const json& root) const {
  const std::string w = "state.cities_knights";
  const json& j = root["cities_knights"];
  for (int q = 0; q < s.num_players; ++q) {
    const std::string pw = fmt::format("{}.players[{}]", w, q);
    read_commodities(s.base.players[q].hand, j["players"][q], "commodities", pw);
    read_commodities(s.base.players[q].known, j["players"][q], "known_commodities", pw);
  }
  read_commodities(s.base.bank, j, "bank", w);
  read_commodities(s.base.offer.give, j, "offer_give", w);
  read_commodities(s.base.offer.get, j, "offer_get", w);
}

void CitiesKnights::rebuild_caches(const StdGame& g, StdState& s) const {
  const Topology& t = g.topo();
  BaseSlice& b = s.base;
  CkSlice& c = ck_of(g, s);
  b.vertex_pieces = {};
  for (int q = 0; q < s.num_players; ++q) b.players[q].vertex_pieces = {};
  c.knights_active = c.knights_spent = c.knights_promoted = c.knights_basic = c.knights_strong = {};
  for (int v = 0; v < t.num_vertices; ++v)
    if (c.knight[v]) {
      b.players[knight::owner(c.knight[v])].vertex_pieces.set(v);
      b.vertex_pieces.set(v);
      set_knight(g, s, v, c.knight[v]);
    }
  c.hex_cities = {};
  for (int q = 0; q < s.num_players; ++q) {
    PlayerState& p = b.players[q];
    CkPlayer& cp = c.players[q];
    p.cities.for_each([&](int v) { add_city(g, s, q, v, 1); });
    refresh_roads(t, s, q);
    p.hand_total = 0;
    for (uint8_t n : p.hand) p.hand_total += n;
    cp.walls = uint8_t((c.walls & p.cities).count());
    p.hand_limit_bonus = uint8_t(cp.walls * ck_opt(g).wall_bonus);
    cp.progress_total = 0;
    for (uint8_t n : cp.progress) cp.progress_total += n;
    refresh_trade_bonus(g, s, q);
    p.module_vp += uint8_t(cp.defender + cp.progress_vp + (c.merchant_owner == q));  // added to, as hand_limit_bonus
  }
  for (int track = 0; track < kNumTracks; ++track)
    if (const int q = metropolis_owner(g, s, track); q >= 0) b.players[q].module_vp += 2;
}

}  // namespace catanlab
