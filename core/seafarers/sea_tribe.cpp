// The Forgotten Tribe (Seafarers scenario 5, docs/seafarers_forgotten_tribe.md): nobody settles
// the tribe's islands nor sends the robber there (board markers "no_settle", "no_robber", on any
// board: Cloth for Catan's tribe islands too; a corner closes when all its land is marked); a ship
// built, or moved (option gift_on_move), onto a gift path takes its gift once: a victory point, a
// development card of those set aside, or the path's harbor, which the seat places on its own
// coast at once if it can, else as soon as a settlement of its gives it a place. The set-aside
// cards are drawn when taken from every card nobody has seen (they are alike), so buying stops
// while the deck holds no more cards than the card gifts left.
#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cmath>

#include "core/base/base_rules.h"
#include "core/common/chance.h"
#include "core/config_error.h"
#include "core/field_check.h"
#include "core/render/render.h"
#include "core/render/svg_canvas.h"
#include "core/seafarers/sea_internal.h"
#include "core/standard/slice_fields.h"
#include "core/standard/std_layout.h"

namespace catanlab {

using namespace sea_ids;
using sea::Gift;
using sea::GiftKind;

namespace {

constexpr const char* kGiftMarkers[3] = {"gift_vp", "gift_card", "gift_harbor"};
constexpr const char* kHarborColour[kNumHarborKinds] = {"#2f7d3b", "#c1652f", "#a6cf62", "#f0c53e", "#9a9a9a", "#ffffff"};

TribeSlice& tribe_of(const StdGame& g, StdState& s) { return sea_of(g, s).tribe; }
const TribeSlice& tribe_of(const StdGame& g, const StdState& s) { return sea_of(g, s).tribe; }

int deck_size(const BaseSlice& b) {
  int n = 0;
  for (uint8_t k : b.dev_deck) n += k;
  return n;
}

// The gifts of `kind` still on the tribe's coast.
int gifts_left(const std::vector<Gift>& gifts, uint32_t left, GiftKind kind) {
  int n = 0;
  for (size_t i = 0; i < gifts.size(); ++i) n += (left >> i & 1) && gifts[i].kind == kind;
  return n;
}

// The harbor `player` places next: the first it took of those it holds, or -1.
int next_held(const TribeSlice& tr, int slots, int player) {
  int best = -1;
  for (int k = 0; k < slots; ++k)
    if (tr.harbor_holder[k] == player && (best < 0 || tr.harbor_taken[k] < tr.harbor_taken[best])) best = k;
  return best;
}

// The hex beside coastal path e that is no land (-1: off the board).
int sea_side(const Topology& t, int e) {
  for (int8_t h : t.edge_hex[e])
    if (h < 0 || !t.land.test(h)) return h;
  return -1;
}

// The harbor kinds `player`'s buildings reach through harbors placed from the tribe's coast.
uint8_t placed_harbors(const StdGame& g, const StdState& s, int player) {
  const TribeSlice& tr = tribe_of(g, s);
  const VertexSet mine = buildings_of(s.base.players[player]) - s.base.dormant;
  uint8_t out = 0;
  for (size_t k = 0; k < g.board().harbor_edges.size(); ++k) {
    const int e = tr.harbor_path[k];
    if (!tr.harbor_taken[k] || e == kHarborHeld) continue;
    for (int v : g.topo().edge_vertex[e])
      if (mine.test(v)) out = uint8_t(out | 1u << s.layout.harbor_kind[k]);
  }
  return out;
}

// A point out to sea from path e, where a harbor placed there shows.
Point off_coast(const Topology& t, int e, const SvgCanvas& c) {
  int land = -1;
  for (int8_t h : t.edge_hex[e])
    if (h >= 0 && t.land.test(h)) land = h;
  const Point mid = c.edge_mid(e), o = c.hex_center(land);
  const double dx = mid.x - o.x, dy = mid.y - o.y, len = std::hypot(dx, dy);
  return {mid.x + dx / len * 0.4 * SvgCanvas::kHexRadius, mid.y + dy / len * 0.4 * SvgCanvas::kHexRadius};
}

}  // namespace

namespace sea {

const std::vector<Gift>& gifts(const StdGame& g) { return g.module<Seafarers>().gifts_; }

EdgeSet harbor_spots(const StdGame& g, const StdState& s, int player) {
  if (gifts(g).empty()) return {};
  const Topology& t = g.topo();
  const TribeSlice& tr = tribe_of(g, s);
  VertexSet corners;  // of every harbor on the board, on the tribe's coast or placed
  HexSet seas;        // the sea hexes holding one
  for (size_t k = 0; k < g.board().harbor_edges.size(); ++k) {
    const int e = tr.harbor_path[k];
    if (e == kHarborHeld) continue;
    for (int v : t.edge_vertex[e]) corners.set(v);
    if (const int h = sea_side(t, e); h >= 0) seas.set(h);
  }
  EdgeSet out;
  buildings_of(s.base.players[player]).for_each([&](int v) {
    t.vertex_edges[v].for_each([&](int e) {
      const int h = sea_side(t, e);
      if (t.is_coastal(e) && !corners.test(t.edge_vertex[e][0]) && !corners.test(t.edge_vertex[e][1]) &&
          (h < 0 || !seas.test(h)))
        out.set(e);
    });
  });
  return out;
}

}  // namespace sea

void Seafarers::declare_tribe(BlockTable& blocks, const StdGame& g) {
  const Topology& t = g.topo();
  const BoardSpec& board = g.board();
  auto fail = [&](const std::string& what) {
    throw ConfigError(fmt::format("rule set '{}': board '{}': {}", g.rules().name, board.name, what));
  };
  gifts_.clear();
  gift_paths_ = {};
  no_settle_ = {};
  no_robber_ = {};
  HexSet no_settle_hexes;
  for (const Marker& m : board.markers) {
    if ((m.kind == "no_settle" || m.kind == "no_robber") && !t.land.test(m.hex))
      fail(fmt::format("{} marker on h{}, a sea hex", m.kind, m.hex));
    if (m.kind == "no_settle") no_settle_hexes.set(m.hex);
    if (m.kind == "no_robber") no_robber_.set(m.hex);
    for (int k = 0; k < 3; ++k) {
      if (m.kind != kGiftMarkers[k]) continue;
      if (m.edge < 0 || !t.is_coastal(m.edge)) fail(fmt::format("{} marker on h{}: not a side on the coast", m.kind, m.hex));
      if (gift_paths_.test(m.edge)) fail(fmt::format("two gifts on path e{}", m.edge));
      Gift gift{int16_t(m.edge), GiftKind(k), -1};
      if (gift.kind == GiftKind::Harbor) {
        const auto& slots = board.harbor_edges;
        const auto it = std::find(slots.begin(), slots.end(), int16_t(m.edge));
        if (it == slots.end()) fail(fmt::format("gift_harbor marker on e{}, a path without a harbor", m.edge));
        gift.slot = int8_t(it - slots.begin());
      }
      gifts_.push_back(gift);
      gift_paths_.set(m.edge);
    }
  }
  // A corner is closed when every land hex it touches is marked: a marked island's own corners.
  for (int v = 0; v < t.num_vertices; ++v) {
    bool land = false, all = true;
    for (int8_t h : t.vertex_hex[v])
      if (h >= 0 && t.land.test(h)) land = true, all = all && no_settle_hexes.test(h);
    if (land && all) no_settle_.set(v);
  }
  if (gifts_.size() > size_t(kMaxGifts)) fail(fmt::format("{} gift paths, at most {}", gifts_.size(), kMaxGifts));
  if (gifts_.empty()) return;
  if (fog_) fail("gift paths on a board with face-down hexes");
  blocks.add(tribe_blocks_[kPlaceHarbor], "place_harbor", Domain::Edge, t.num_edges, apply_place_harbor);
  blocks.add_chance_list(tribe_blocks_[kGiftCard], "gift_card", {std::begin(kDevNames), std::end(kDevNames)},
                         apply_gift_card);
}

void Seafarers::setup_tribe(const StdGame& g, StdState& s) const {
  if (gifts_.empty()) return;
  TribeSlice& tr = tribe_of(g, s);
  tr = {};
  tr.gifts = uint32_t((uint64_t(1) << gifts_.size()) - 1);
  for (size_t k = 0; k < g.board().harbor_edges.size(); ++k) {
    tr.harbor_path[k] = uint16_t(g.board().harbor_edges[k]);
    tr.harbor_holder[k] = kNobody;
  }
}

void Seafarers::tribe_built(const StdGame& g, StdState& s, Piece piece, int where, int player) const {
  if (gifts_.empty()) return;
  TribeSlice& tr = tribe_of(g, s);
  const bool built = piece == SeaPiece::Ship;  // a set-up or Road Building step goes on after the gift
  if (built || (piece == SeaPiece::ShipMoved && opt_.gift_on_move)) {
    if (!gift_paths_.test(where)) return;
    const int i = int(std::find_if(gifts_.begin(), gifts_.end(), [&](const Gift& x) { return x.path == where; }) - gifts_.begin());
    if (!(tr.gifts >> i & 1)) return;  // taken before: an ordinary path
    tr.gifts &= ~(1u << i);
    const Gift& gift = gifts_[size_t(i)];
    if (gift.kind == GiftKind::Vp) {
      tr.gift_vp[player] += 1;
      return;
    }
    if (gift.kind == GiftKind::Card) {
      tr.held.hold(s, built);
      s.to_move = uint8_t(player);
      s.phase = SeaPhase::GiftCard;
      return;
    }
    const int taken = int(std::count_if(tr.harbor_taken.begin(), tr.harbor_taken.end(), [](uint8_t x) { return x > 0; }));
    tr.harbor_path[gift.slot] = kHarborHeld;
    tr.harbor_holder[gift.slot] = uint8_t(player);
    tr.harbor_taken[gift.slot] = uint8_t(taken + 1);
  } else if (piece != Piece::Settlement || s.phase != Phase::Main) {
    return;
  }
  // A harbor held and a place for it: placed before play goes on.
  if (next_held(tr, int(g.board().harbor_edges.size()), player) >= 0 && sea::harbor_spots(g, s, player).any()) {
    tr.held.hold(s, built);
    s.to_move = uint8_t(player);
    s.phase = SeaPhase::PlaceHarbor;
  }
}

void Seafarers::apply_gift_card(const Module&, const StdGame& g, StdState& s, int k) {
  PlayerState& me = s.base.players[s.to_move];
  s.base.dev_deck[k] -= 1;
  me.dev[k] += 1;
  me.dev_new[k] += 1;  // as one bought this turn: played on a later turn, a victory point counting now
  tribe_of(g, s).held.give_back(g, s);
}

void Seafarers::apply_place_harbor(const Module&, const StdGame& g, StdState& s, int e) {
  TribeSlice& tr = tribe_of(g, s);
  const int p = s.to_move, slots = int(g.board().harbor_edges.size());
  const int k = next_held(tr, slots, p);
  tr.harbor_path[k] = uint16_t(e);
  tr.harbor_holder[k] = kNobody;
  for (int q = 0; q < s.num_players; ++q) s.base.players[q].harbors |= placed_harbors(g, s, q);  // usable at once
  if (next_held(tr, slots, p) >= 0 && sea::harbor_spots(g, s, p).any()) return;  // the next one
  tr.held.give_back(g, s);
}

int Seafarers::gift_card_outcomes(const StdGame&, const StdState& s, ChanceOutcome* out) const {
  const int deck = deck_size(s.base);
  int n = 0;
  for (int k = 0; k < kNumDevKinds; ++k)
    if (s.base.dev_deck[k]) out[n++] = {id(kGiftCard, k), double(s.base.dev_deck[k]) / deck};
  return n;
}

Action Seafarers::sample_gift_card(const StdGame&, const StdState& s, Rng& rng) const {
  return id(kGiftCard, draw_pile(s.base.dev_deck, deck_size(s.base), rng));
}

void Seafarers::tribe_legal(const StdGame& g, const StdState& s, ActionList& out) const {
  if (s.phase == SeaPhase::PlaceHarbor)
    sea::harbor_spots(g, s, s.to_move).for_each([&](int e) { out.push(id(kPlaceHarbor, e)); });
}

// The ids the tribe's and the pirate islands' markers may forbid: a settlement or a city on a
// no-settle corner, the robber on a no-robber hex, a card bought while gifts are set aside; a
// settlement on a lone corner, a Knight card (filter_pirates).
void Seafarers::numbered(const StdGame& g) {
  const BaseBlocks& k = base_blocks(g);
  std::vector<uint8_t> marked(size_t(g.num_ids()), 0);
  bool any = false;
  auto mark = [&](const BlockHandle& b, int index, MarkedRule rule) {
    marked[size_t(b.id(index))] |= rule;
    any = true;
  };
  no_settle_.for_each([&](int v) {
    mark(k.build_settlement, v, kMarkTribeIsland);
    mark(k.build_city, v, kMarkTribeIsland);
  });
  no_robber_.for_each([&](int h) { mark(k.move_robber, h, kMarkTribeIsland); });
  if (!gifts_.empty()) mark(k.buy_dev, 0, kMarkGiftCard);
  if (opt_.pirate_islands) {
    lone_.for_each([&](int v) { mark(k.build_settlement, v, kMarkLone); });
    for (int i = 0; i < k.play_knight.size; ++i) mark(k.play_knight, i, kMarkKnight);
  }
  marked_ = any ? std::move(marked) : std::vector<uint8_t>{};
}

// No settlement on a tribe island's corner, no robber on its hexes, and no card bought from
// those set aside as gifts.
void Seafarers::filter_tribe(const StdGame& g, const StdState& s, ActionList& list) const {
  int kept = 0;
  for (int i = 0; i < list.size; ++i) {
    const Action a = list.data[i];
    const uint8_t rule = marked_[size_t(a)];
    if (rule & kMarkTribeIsland) continue;
    if ((rule & kMarkGiftCard) && deck_size(s.base) <= gifts_left(gifts_, tribe_of(g, s).gifts, GiftKind::Card)) continue;
    list.data[kept++] = a;
  }
  list.size = kept;
}

int Seafarers::tribe_vp(const StdGame& g, const StdState& s, int player) const {
  return gifts_.empty() ? 0 : tribe_of(g, s).gift_vp[player];
}

void Seafarers::rebuild_tribe(const StdGame& g, StdState& s) const {
  if (gifts_.empty()) return;
  for (int q = 0; q < s.num_players; ++q) s.base.players[q].harbors |= placed_harbors(g, s, q);
}

// Observation: per gift path, its gift still there; per corner, the kind of a harbor placed from
// the tribe's coast serving it; per relative seat (base_obs::seats: four up to four players), its
// gift points and harbors held; the two phases.
int Seafarers::tribe_observation_size(const StdGame& g) const {
  return gifts_.empty() ? 0 : int(gifts_.size()) + kNumHarborKinds * g.topo().num_vertices + 2 * base_obs::seats(g) + 2;
}

void tribe_layout(const StdGame& g, ObsLayout& out) {
  const auto& gifts = sea::gifts(g);
  if (gifts.empty()) return;
  out.push_back({"seafarers.gifts", int(gifts.size()), 0, 1, "per gift path (the board's), its gift still there"});
  out.push_back({"seafarers.placed_harbors", kNumHarborKinds * g.topo().num_vertices, 0, 1,
                 "per corner, 6 entries: the kind (lumber, brick, wool, grain, ore, 3:1) of a gift harbor placed there"});
  const auto vp_gifts = std::count_if(gifts.begin(), gifts.end(), [](const Gift& x) { return x.kind == GiftKind::Vp; });
  push_seat_fields(out, "seafarers", base_obs::seats(g),
                   {{"gift_vp", 1, 0, float(vp_gifts), "victory points taken as gifts"},
                    {"harbors_held", 1, 0, float(kMaxHarbors), "gift harbors held, still to place"}});
  out.push_back({"seafarers.tribe_phase", 2, 0, 1, "the tribe's phase one-hot (gift card, place harbor)"});
}

void Seafarers::observe_tribe(const StdGame& g, const StdState& s, int viewer, float* out) const {
  if (gifts_.empty()) return;
  const TribeSlice& tr = tribe_of(g, s);
  const int n = s.num_players;
  for (size_t i = 0; i < gifts_.size(); ++i) *out++ = float(tr.gifts >> i & 1);
  for (size_t k = 0; k < g.board().harbor_edges.size(); ++k) {
    const int e = tr.harbor_path[k];
    if (!tr.harbor_taken[k] || e == kHarborHeld) continue;
    for (int v : g.topo().edge_vertex[e]) out[v * kNumHarborKinds + s.layout.harbor_kind[k]] = 1;
  }
  out += kNumHarborKinds * g.topo().num_vertices;
  for (int q = 0; q < n; ++q) {
    float* f = out + ((q - viewer + n) % n) * 2;
    f[0] = tr.gift_vp[q];
    f[1] = float(std::count(tr.harbor_holder.begin(), tr.harbor_holder.end(), uint8_t(q)));
  }
  out += 2 * base_obs::seats(g);
  out[0] = s.phase == SeaPhase::GiftCard;
  out[1] = s.phase == SeaPhase::PlaceHarbor;
}

// The gift paths still holding their gifts, each harbor slot's path (-1: held), holder (-1: none)
// and place in the order taken (0: still a gift), the seats' gift points, and the phase the
// tribe's step took over (a board with gift paths only).
Fields<TribeSlice> Seafarers::tribe_fields() {
  using At = FieldAt<TribeSlice>;
  auto slots = [](const At& a) { return int(a.g.board().harbor_edges.size()); };
  return Fields<TribeSlice>()
      .members("gifts", &TribeSlice::gifts,
               [](const At& a) {
                 const size_t gifts = a.g.module<Seafarers>().gifts_.size();
                 return gifts ? int(~0u >> (kMaxGifts - gifts)) : 0;
               },
               "gift paths")
      .rows("harbors", slots,
            Columns<TribeSlice>()
                .index_or_none("path", &TribeSlice::harbor_path, kHarborHeld, [](const At& a) { return topology_of(a.g).num_edges - 1; })
                .index_or_none("holder", &TribeSlice::harbor_holder, kNobody, [](const At& a) { return a.s.num_players - 1; })
                .number("taken", &TribeSlice::harbor_taken, 0, slots),
            "harbors")
      .counts("gift_vp", &TribeSlice::gift_vp, [](const At& a) { return int(a.s.num_players); }, 0,
              [](const At& a) { return int(a.g.module<Seafarers>().gifts_.size()); })
      .held_phase("held", &TribeSlice::held);
}

void Seafarers::validate_tribe(const StdGame& g, const StdState& s) const {
  const TribeSlice& tr = tribe_of(g, s);
  const FieldCheck c("state.seafarers.tribe");
  if (gifts_.empty()) {
    c.require(!tr.gifts && !tr.held.active, "gifts", "gifts on a board without gift paths");
    FieldCheck("state").require(s.phase != SeaPhase::GiftCard && s.phase != SeaPhase::PlaceHarbor, "phase",
                                "a gift's phase on a board without gift paths");
    return;
  }
  const Topology& t = g.topo();
  const int n = s.num_players, slots = int(g.board().harbor_edges.size());
  const bool over = s.phase == Phase::GameOver;
  int vp_taken = 0;
  for (size_t i = 0; i < gifts_.size(); ++i) {
    const Gift& gift = gifts_[i];
    const bool left = tr.gifts >> i & 1;
    vp_taken += gift.kind == GiftKind::Vp && !left;
    if (gift.kind == GiftKind::Harbor)
      c.require(left == (tr.harbor_taken[size_t(gift.slot)] == 0), fmt::format("harbors[{}]", gift.slot),
                left ? "taken, where its gift path still holds it" : "not taken, where its gift path is empty");
  }
  int vp = 0;
  for (int q = 0; q < n; ++q) vp += tr.gift_vp[q];
  for (int q = n; q < kStdSeats; ++q) c.require(!tr.gift_vp[q], fmt::format("gift_vp[{}]", q), "a seat the game does not have");
  c.require(vp == vp_taken, "gift_vp", fmt::format("{} in all, where {} were taken", vp, vp_taken));
  for (int k = slots; k < kMaxHarbors; ++k)
    c.require(!tr.harbor_path[k] && !tr.harbor_holder[k] && !tr.harbor_taken[k], fmt::format("harbors[{}]", k),
              "a harbor the board has not");
  VertexSet corners;
  uint32_t order = 0;
  for (int k = 0; k < slots; ++k) {
    const FieldCheck h = c.at(fmt::format("harbors[{}]", k));
    const int e = tr.harbor_path[k], taken = tr.harbor_taken[k], holder = tr.harbor_holder[k];
    if (!taken) h.require(e == g.board().harbor_edges[k] && holder == kNobody, "path", "moved or held before it was taken");
    h.require((e == kHarborHeld) == (holder != kNobody), "holder", "a harbor held is off the board, and only one held");
    if (taken) {
      h.require(!(order >> taken & 1), "taken", "two harbors taken at the same place in order");
      order |= 1u << taken;
    }
    if (e == kHarborHeld) continue;
    h.require(e < t.num_edges && t.is_coastal(e), "path", "not a path on the coast");
    for (int v : t.edge_vertex[e]) {
      h.require(!corners.test(v), "path", "a corner another harbor has");
      corners.set(v);
    }
  }
  const int taken_count = std::popcount(order);
  c.require(order == (taken_count ? ((1u << (taken_count + 1)) - 2) : 0u), "harbors", "the order taken skips a number");
  c.require(deck_size(s.base) >= gifts_left(gifts_, tr.gifts, GiftKind::Card), "gifts",
            "more card gifts left than cards in the deck");
  const bool inside = s.phase == SeaPhase::GiftCard || s.phase == SeaPhase::PlaceHarbor;
  c.require(tr.held.active == inside || (over && tr.held.active), "held.active", "not the tribe's phase under way");
  if (s.phase == SeaPhase::PlaceHarbor) {
    c.require(next_held(tr, slots, s.to_move) >= 0, "harbors", "the seat placing holds none");
    c.require(sea::harbor_spots(g, s, s.to_move).any(), "harbors", "no place for the seat's harbor");
  }
}

void Seafarers::render_tribe(const StdGame& g, const StdState& s, SvgCanvas& c) const {
  if (gifts_.empty()) return;
  const Topology& t = g.topo();
  const BoardSpec& board = g.board();
  const TribeSlice& tr = tribe_of(g, s);
  c.define("gift_vp", "<g><circle r=\"8\" fill=\"#f6e7a8\" stroke=\"#7a5a10\" stroke-width=\"1.5\"/>"
                      "<text y=\"3\" text-anchor=\"middle\" font-size=\"8\" font-weight=\"bold\" fill=\"#7a5a10\">VP</text></g>");
  c.define("gift_card", "<g><rect x=\"-6\" y=\"-8\" width=\"12\" height=\"16\" rx=\"2\" fill=\"#e8e2f4\" stroke=\"#4a3a6a\" "
                        "stroke-width=\"1.5\"/><text y=\"4\" text-anchor=\"middle\" font-size=\"10\" font-weight=\"bold\" "
                        "fill=\"#4a3a6a\">?</text></g>");
  c.define("gift_taken", "<circle r=\"14\" fill=\"#4f8fce\"/>");
  for (int kind = 0; kind < kNumHarborKinds; ++kind)
    c.define(fmt::format("gift_harbor_{}", kind),
             fmt::format("<g><circle r=\"11\" fill=\"{}\" stroke=\"#5a4020\" stroke-width=\"2\"/><text y=\"3\" "
                         "text-anchor=\"middle\" font-size=\"9\" font-weight=\"bold\">{}</text></g>",
                         kHarborColour[kind], kind == kGenericHarbor ? "3:1" : "2:1"));
  for (size_t i = 0; i < gifts_.size(); ++i) {
    const Gift& gift = gifts_[i];
    if (gift.kind != GiftKind::Harbor && (tr.gifts >> i & 1))
      c.piece(gift.kind == GiftKind::Vp ? "gift_vp" : "gift_card", off_coast(t, gift.path, c), -1);
  }
  std::array<int, kStdSeats> held{};
  for (size_t k = 0; k < board.harbor_edges.size(); ++k) {
    if (!tr.harbor_taken[k]) continue;
    c.piece("gift_taken", harbor_token(board, int(k), c), -1);  // gone from the tribe's coast
    if (tr.harbor_path[k] == kHarborHeld) held[tr.harbor_holder[k]] += 1;
    else c.piece(fmt::format("gift_harbor_{}", s.layout.harbor_kind[k]), off_coast(t, tr.harbor_path[k], c), -1);
  }
  const uint32_t left = tr.gifts;
  c.status_line(fmt::format("tribe's gifts left: {} VP, {} cards, {} harbors", gifts_left(gifts_, left, GiftKind::Vp),
                            gifts_left(gifts_, left, GiftKind::Card), gifts_left(gifts_, left, GiftKind::Harbor)));
  for (int q = 0; q < s.num_players; ++q)
    c.seat_line(q, fmt::format("gifts: {} VP{}", tr.gift_vp[q], held[q] ? fmt::format(", {} harbors to place", held[q]) : ""));
}

}  // namespace catanlab
