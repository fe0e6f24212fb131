// Cloth for Catan (Seafarers scenario 6, docs/seafarers_cloth.md), on a board with "village"
// markers (a corner, and the village's number as its value): a seat whose ship reaches a village
// trades with it from then on and takes a cloth from it at once; a roll of the village's number
// gives each of its traders a cloth, from the village, then from the general supply, while the
// village holds any; 2 cloth are 1 VP. A village closes the ship routes that reach it. Only a
// seat that trades with a village may move the pirate, whose steal takes a card or a cloth. The
// game ends at once when fewer than cloth_end villages still hold cloth: most VP, then most cloth,
// wins, and a tie still left shares the win. Its tribe islands' "no_settle" and "no_robber"
// markers are read with The Forgotten Tribe's (sea_tribe.cpp).
#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cstring>

#include "core/base/base_rules.h"
#include "core/config_error.h"
#include "core/field_check.h"
#include "core/render/svg_canvas.h"
#include "core/seafarers/sea_internal.h"
#include "core/standard/slice_fields.h"
#include "core/standard/std_layout.h"

namespace catanlab {

using namespace sea_ids;

namespace {

// Does the seat trade with any village?
bool trades(const ClothSlice& c, int player) {
  for (const auto& ranks : c.rank)
    if (ranks[size_t(player)]) return true;
  return false;
}

// The seats a pirate on its hex may rob: others than the turn's with a ship beside it and a card
// or a cloth (cards counted from the hand, not its cached total: validate reads no cache).
uint8_t cloth_victims(const StdGame& g, const StdState& s) {
  const EdgeSet around = sea::pirate_paths(g, s);
  const ClothSlice& c = sea_of(g, s).cloth;
  uint8_t out = 0;
  for (int q = 0; q < s.num_players; ++q) {
    const PlayerState& p = s.base.players[q];
    int cards = 0;
    for (uint8_t x : p.hand) cards += x;
    if (q != s.turn_player && (cards > 0 || c.cloth[size_t(q)] > 0) && (p.path_pieces & around).any())
      out |= uint8_t(1u << q);
  }
  return out;
}

// A village's traders in the order they are served: the roller first, then by arrival.
int serving_order(const StdState& s, const std::array<uint8_t, kStdSeats>& ranks, int* out) {
  int n = 0;
  if (ranks[s.turn_player]) out[n++] = s.turn_player;
  for (int k = 1; k <= kStdSeats; ++k)
    for (int q = 0; q < s.num_players; ++q)
      if (ranks[size_t(q)] == k && q != s.turn_player) out[n++] = q;
  return n;
}

// Per village: its cloth left, and a trader flag per relative seat (four, or a 5-6 player game's all).
int village_features(const StdGame& g) { return 1 + base_obs::seats(g); }

}  // namespace

namespace sea {

const std::vector<Village>& villages(const StdGame& g) { return g.module<Seafarers>().villages_; }
const VertexSet& route_closers(const StdGame& g) { return g.module<Seafarers>().village_vertices_; }

void cloth_layout(const StdGame& g, ObsLayout& out) {
  const int n = int(villages(g).size());
  if (!n) return;
  const SeaOptions& o = sea_opt(g);
  const int seats = base_obs::seats(g);
  out.push_back({"seafarers.villages", village_features(g) * n, 0, 1,
                 fmt::format("per village (board marker order), {} entries: its cloth (fraction of {}), trades with "
                             "relative seat 0..{}",
                             village_features(g), o.village_cloth, seats - 1)});
  push_seat_fields(out, "seafarers", seats, {{"cloth", 1, 0, float(n * o.village_cloth + o.cloth_supply), "cloth"}});
  out.push_back({"seafarers.cloth_supply", 1, 0, 1, "cloth in the general supply (fraction of its start)"});
  out.push_back({"seafarers.cloth_steal", 1, 0, 1, "phase: the pirate's mover takes a card or a cloth"});
}

}  // namespace sea

void Seafarers::declare_cloth(BlockTable& blocks, const StdGame& g) {
  auto fail = [&](const std::string& what) {
    throw ConfigError(fmt::format("rule set '{}': board '{}': {}", g.rules().name, g.board().name, what));
  };
  villages_.clear();
  village_vertices_ = {};
  for (const Marker& m : g.board().markers) {
    if (m.kind == "village") {
      if (m.vertex < 0) fail(fmt::format("village marker on h{} names no corner", m.hex));
      if (m.value < 2 || m.value > 12 || m.value == 7) fail(fmt::format("village marker on h{}: {} is no number", m.hex, m.value));
      if (village_vertices_.test(m.vertex)) fail(fmt::format("two villages on v{}", m.vertex));
      if (villages_.size() == size_t(kMaxVillages)) fail(fmt::format("more than {} villages", kMaxVillages));
      villages_.push_back({m.vertex, m.value});
      village_vertices_.set(m.vertex);
    }
  }
  if (villages_.empty()) return;
  const int seats = base_obs::seats(g);  // four, or a 5-6 player game's all
  blocks.add(blocks_[kPirateCloth], "pirate_cloth", Domain::Seat, seats, apply_pirate_cloth);
  blocks.add(blocks_[kPirateCard], "pirate_card", Domain::Seat, seats, apply_pirate_card);
}

void Seafarers::setup_cloth(SeaSlice& sea) const {
  for (size_t i = 0; i < villages_.size(); ++i) sea.cloth.village[i] = uint8_t(opt_.village_cloth);
  if (!villages_.empty()) sea.cloth.supply = uint8_t(opt_.cloth_supply);
}

void Seafarers::cloth_on_ship(const StdGame& g, StdState& s, int e, int player) const {
  ClothSlice& c = sea_of(g, s).cloth;
  bool moved = false;
  for (int v : g.topo().edge_vertex[e]) {
    if (!village_vertices_.test(v)) continue;
    const size_t i = size_t(std::find_if(villages_.begin(), villages_.end(), [&](const sea::Village& x) { return x.vertex == v; }) -
                            villages_.begin());
    auto& ranks = c.rank[i];
    if (ranks[size_t(player)]) continue;  // a second route to the village adds nothing
    int traders = 0;
    for (uint8_t r : ranks) traders += r != 0;
    ranks[size_t(player)] = uint8_t(traders + 1);
    if (c.village[i]) {  // the first cloth comes from the village only
      c.village[i] -= 1;
      c.cloth[size_t(player)] += 1;
      moved = true;
    }
  }
  if (moved) cloth_end_check(g, s);
}

bool Seafarers::produce_cloth(const StdGame& g, StdState& s, int roll) const {
  ClothSlice& c = sea_of(g, s).cloth;
  bool moved = false;
  for (size_t i = 0; i < villages_.size(); ++i) {
    if (villages_[i].number != roll || !c.village[i]) continue;  // an empty village pays nobody
    int order[kStdSeats];
    const int n = serving_order(s, c.rank[i], order);
    for (int k = 0; k < n; ++k) {
      uint8_t& from = c.village[i] ? c.village[i] : c.supply;
      if (!from) break;
      from -= 1;
      c.cloth[size_t(order[k])] += 1;
      moved = true;
    }
  }
  if (moved) cloth_end_check(g, s);
  return s.phase == Phase::GameOver;
}

void Seafarers::cloth_end_check(const StdGame& g, StdState& s) const {
  ClothSlice& c = sea_of(g, s).cloth;
  int stocked = 0;
  for (size_t i = 0; i < villages_.size(); ++i) stocked += c.village[i] > 0;
  if (stocked >= opt_.cloth_end || s.phase == Phase::GameOver) return;
  int best_vp = -1, best_cloth = -1;
  uint8_t winners = 0;
  for (int q = 0; q < s.num_players; ++q) {
    const int vp = g.victory_points(s, q), cloth = c.cloth[size_t(q)];
    if (vp > best_vp || (vp == best_vp && cloth > best_cloth)) best_vp = vp, best_cloth = cloth, winners = 0;
    if (vp == best_vp && cloth == best_cloth) winners = uint8_t(winners | 1u << q);
  }
  c.winners = winners;
  s.winner = std::popcount(unsigned(winners)) == 1 ? uint8_t(std::countr_zero(unsigned(winners))) : kNobody;
  s.phase = Phase::GameOver;
}

bool Seafarers::returns(const StdGame& g, const StdState& s, double* out) const {
  const uint8_t winners = sea_of(g, s).cloth.winners;
  if (s.phase != Phase::GameOver || !winners) return false;
  for (int q = 0; q < s.num_players; ++q) out[q] = winners >> q & 1;
  return true;
}

// Only a seat that trades with a village moves the pirate (the tribe islands' "no_settle" and
// "no_robber" markers are sea_tribe.cpp's, on any board).
void Seafarers::filter_cloth(const StdGame& g, const StdState& s, ActionList& list) const {
  if (s.phase != Phase::MoveRobber || trades(sea_of(g, s).cloth, s.to_move)) return;
  const BlockHandle& pirate_to = blocks_[kMovePirate];
  Action* kept = list.data;
  for (Action* x = list.data; x != list.data + list.size; ++x) {
    if (pirate_to.contains(*x)) continue;
    *kept++ = *x;
  }
  list.size = int(kept - list.data);
}

void Seafarers::cloth_pirate_moved(const StdGame& g, StdState& s) const {
  if (!cloth_victims(g, s)) return resume_turn(s);
  s.phase = SeaPhase::ClothSteal;
}

// A victim's cloth or a card of its hand (drawn at random: the base game's steal).
void Seafarers::cloth_legal(const StdGame& g, const StdState& s, ActionList& out) const {
  const uint8_t victims = cloth_victims(g, s);
  const ClothSlice& c = sea_of(g, s).cloth;
  for (int q = 0; q < s.num_players; ++q)
    if ((victims >> q & 1) && c.cloth[size_t(q)]) out.push(id(kPirateCloth, q));
  for (int q = 0; q < s.num_players; ++q)
    if ((victims >> q & 1) && s.base.players[q].hand_total) out.push(id(kPirateCard, q));
}

void Seafarers::apply_pirate_cloth(const Module&, const StdGame& g, StdState& s, int victim) {
  ClothSlice& c = sea_of(g, s).cloth;
  c.cloth[size_t(victim)] -= 1;
  c.cloth[s.turn_player] += 1;
  resume_turn(s);
}

void Seafarers::apply_pirate_card(const Module&, const StdGame&, StdState& s, int victim) {
  s.base.victim = uint8_t(victim);
  s.phase = Phase::StealCard;  // the base game's steal draws the card
}

int Seafarers::cloth_observation_size(const StdGame& g) const {
  return villages_.empty() ? 0 : village_features(g) * int(villages_.size()) + base_obs::seats(g) + 2;
}

void Seafarers::observe_cloth(const StdGame& g, const StdState& s, int viewer, float* out) const {
  if (villages_.empty()) return;
  const ClothSlice& c = sea_of(g, s).cloth;
  const int n = s.num_players;
  auto rel = [&](int q) { return (q - viewer + n) % n; };
  for (size_t i = 0; i < villages_.size(); ++i, out += village_features(g)) {
    out[0] = opt_.village_cloth ? float(c.village[i]) / float(opt_.village_cloth) : 0.0f;
    for (int q = 0; q < n; ++q) out[1 + rel(q)] = c.rank[i][size_t(q)] != 0;
  }
  for (int q = 0; q < n; ++q) out[rel(q)] = c.cloth[size_t(q)];
  out += base_obs::seats(g);
  out[0] = opt_.cloth_supply ? float(c.supply) / float(opt_.cloth_supply) : 0.0f;
  out[1] = s.phase == SeaPhase::ClothSteal;
}

void Seafarers::observe_cloth_text(const StdGame& g, const StdState& s, std::string& out) const {
  if (villages_.empty()) return;
  const ClothSlice& c = sea_of(g, s).cloth;
  for (size_t i = 0; i < villages_.size(); ++i) {
    out += fmt::format("village v{} ({}): {} cloth, trades with", villages_[i].vertex, villages_[i].number, c.village[i]);
    for (int q = 0; q < s.num_players; ++q)
      if (c.rank[i][size_t(q)]) out += fmt::format(" p{}", q);
    out += "\n";
  }
  out += fmt::format("cloth supply {}; cloth", c.supply);
  for (int q = 0; q < s.num_players; ++q) out += fmt::format(" p{} {}", q, c.cloth[size_t(q)]);
  out += "\n";
}

// Each village's cloth and its traders by arrival, the supply, the seats' cloth and the village
// end's winners (a board with villages only).
Fields<ClothSlice> Seafarers::cloth_fields() {
  using At = FieldAt<ClothSlice>;
  return Fields<ClothSlice>()
      .rows("villages", [](const At& a) { return int(a.g.module<Seafarers>().villages_.size()); },
            Columns<ClothSlice>()
                .number("cloth", &ClothSlice::village, 0, [](const At& a) { return sea_opt(a.g).village_cloth; })
                .arrivals("traders", &ClothSlice::rank),
            "villages")
      .byte("supply", &ClothSlice::supply, 0, [](const At& a) { return sea_opt(a.g).cloth_supply; })
      .counts("seats", &ClothSlice::cloth, [](const At& a) { return int(a.s.num_players); }, 0,
              [](const At& a) {
                const SeaOptions& o = sea_opt(a.g);
                return int(a.g.module<Seafarers>().villages_.size()) * o.village_cloth + o.cloth_supply;
              })
      .members("winners", &ClothSlice::winners, [](const At& a) { return (1 << a.s.num_players) - 1; }, "seats");
}

void Seafarers::validate_cloth(const StdGame& g, const StdState& s) const {
  const ClothSlice& c = sea_of(g, s).cloth;
  const FieldCheck check("state.seafarers.cloth");
  const int n = s.num_players;
  if (villages_.empty()) {
    const ClothSlice none{};
    check.require(std::memcmp(&c, &none, sizeof c) == 0, "villages", "cloth on a board without villages");
    check.require(s.phase != SeaPhase::ClothSteal, "phase", "a cloth steal on a board without villages");
    return;
  }
  int total = c.supply;
  for (int i = 0; i < kMaxVillages; ++i) {
    if (i < int(villages_.size())) {
      total += c.village[size_t(i)];
      continue;
    }
    check.at(fmt::format("villages[{}]", i))
        .require(!c.village[size_t(i)] && c.rank[size_t(i)] == std::array<uint8_t, kStdSeats>{}, "cloth", "a village the board lacks");
  }
  for (int q = 0; q < kStdSeats; ++q) {
    if (q >= n) check.require(!c.cloth[size_t(q)], fmt::format("seats[{}]", q), "a seat the game does not have");
    total += c.cloth[size_t(q)];
  }
  check.require(total == int(villages_.size()) * opt_.village_cloth + opt_.cloth_supply, "seats",
                "with the villages' and the supply's, not the cloth the game starts with");
  check.require(!c.winners || s.phase == Phase::GameOver, "winners", "before the game is over");
  if (s.phase == SeaPhase::ClothSteal) {
    FieldCheck("state").require(s.to_move == s.turn_player, "to_move", "not the seat whose turn it is");
    check.require(cloth_victims(g, s) != 0, "phase", "a cloth steal with nobody beside the pirate to rob");
  }
}

void Seafarers::render_cloth(const StdGame& g, const StdState& s, SvgCanvas& c) const {
  if (villages_.empty()) return;
  const ClothSlice& cloth = sea_of(g, s).cloth;
  c.define("village_trader", "<circle r=\"3.5\" stroke=\"#222\" stroke-width=\"0.8\"/>");
  for (size_t i = 0; i < villages_.size(); ++i) {
    // A hut with its number, and its cloth left beneath; a dot per seat trading with it.
    const std::string hut = fmt::format("village_{}_{}", villages_[i].number, cloth.village[i]);
    c.define(hut, fmt::format("<g><path d=\"M-9,9 L-9,-2 L0,-10 L9,-2 L9,9 Z\" fill=\"#c9a46a\" stroke=\"#4a3418\" "
                              "stroke-width=\"1.2\"/><text y=\"5\" text-anchor=\"middle\" font-size=\"9\" "
                              "font-weight=\"bold\" fill=\"#2a1a08\">{}</text><text y=\"19\" text-anchor=\"middle\" "
                              "font-size=\"8\" fill=\"#2a1a08\">{} cloth</text></g>",
                              villages_[i].number, cloth.village[i]));
    const Point at = c.vertex(villages_[i].vertex);
    c.piece(hut, at, -1);
    for (int q = 0; q < s.num_players; ++q)
      if (cloth.rank[i][size_t(q)]) c.piece("village_trader", {at.x - 12 + 8 * q, at.y - 14}, q);
  }
  c.status_line(fmt::format("cloth supply {}", cloth.supply));
  for (int q = 0; q < s.num_players; ++q)
    c.seat_line(q, fmt::format("cloth {} (+{} VP)", cloth.cloth[size_t(q)], sea::cloth_vp(sea_of(g, s), q)));
}

}  // namespace catanlab
