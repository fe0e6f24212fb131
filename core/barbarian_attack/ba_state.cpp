// Barbarian Attack's observation, its slice's fields (declared once, slice_fields.h), the rules
// between them (validate) and cache rebuild.
#include <fmt/format.h>

#include <algorithm>
#include <bit>

#include "core/barbarian_attack/ba_internal.h"
#include "core/base/pieces.h"
#include "core/field_check.h"
#include "core/standard/slice_fields.h"
#include "core/standard/std_layout.h"

namespace catanlab {

namespace {
constexpr int kHexFeatures = 3;   // barbarians / ba_conquer, conquered, castle
constexpr int kSeatFeatures = 3;  // gold / 10, prisoners / 10, knights in supply / ba_knights
constexpr int kGlobal = 2 + kNumBaCards + 6 + 2;  // supply, landing draws left, the pile, the module's phases, the offer's gold
}  // namespace

// Per hex its features; per path each relative seat's knight; per relative seat its
// features; then the supply, the landing, the draw pile and the phase.
int BarbarianAttack::observation_size(const StdGame& g) const {
  return kHexFeatures * g.topo().num_hexes + kMaxPlayers * g.topo().num_edges + kMaxPlayers * kSeatFeatures + kGlobal;
}

// This module's entries, field by field. Gold's bound is the box's when the rule set has one;
// with the unlimited bank (the default) only the counter's (a uint16, in tenths) bounds it:
// knights lost and Treason pay gold again and again, as long as the game lasts.
void register_barbarian_attack_layout() {
  register_module_layout("barbarian_attack", [](const StdGame& g, ObsLayout& out) {
    const BaOptions& o = ba_opt(g);
    const Topology& t = g.topo();
    const float gold = float(o.ba_gold_supply ? o.ba_gold_supply : 65535) / 10.0f;
    out.push_back({"barbarian_attack.hexes", kHexFeatures * t.num_hexes, 0, 1,
                   "per hex, 3 entries: barbarians (the fraction that conquers), conquered, castle"});
    out.push_back({"barbarian_attack.knights", kMaxPlayers * t.num_edges, 0, 1,
                   fmt::format("per edge, {} entries: knight of relative seat 0..{}", kMaxPlayers, kMaxPlayers - 1)});
    push_seat_fields(out, "barbarian_attack", kMaxPlayers,
                     {{"gold", 1, 0, gold, "gold (tenths)"},
                      {"prisoners", 1, 0, float(o.ba_barbarians) / 10.0f, "prisoners (tenths)"},
                      {"knights_left", 1, 0, 1, "knights in supply (fraction of a seat's)"}});
    int pile = 0;
    for (int k : o.ba_deck) pile = std::max(pile, k);
    out.push_back({"barbarian_attack.supply", 1, 0, 1, "barbarians in the supply (fraction of the box)"});
    out.push_back({"barbarian_attack.land_left", 1, 0, 1, "land draws left in the landing under way (fraction)"});
    out.push_back({"barbarian_attack.pile", kNumBaCards, 0, float(pile) / 26.0f,
                   "cards left in the draw pile by kind (knighthood, swift knight, treason, capture), 26ths"});
    out.push_back({"barbarian_attack.phase", 6, 0, 1,
                   "the module's phase one-hot (knight to, place knight, treason from, treason to, capture from, land)"});
    out.push_back({"barbarian_attack.offer_gold", 2, 0, 1,
                   "gold given, then gold asked, in the open offer (fraction of the offer's card limit)"});
  });
}

void BarbarianAttack::observe(const StdGame& g, const StdState& s, int viewer, float* out) const {
  const BaSlice& a = ba_of(g, s);
  const Topology& t = g.topo();
  const int n = s.num_players;
  auto rel = [&](int q) { return (q - viewer + n) % n; };
  for (int h = 0; h < t.num_hexes; ++h, out += kHexFeatures) {
    out[0] = float(a.barbarians[h]) / float(opt_.ba_conquer);
    out[1] = ba::conquered(g, s, h);
    out[2] = s.layout.terrain[h] == Terrain::Castle;
  }
  for (int q = 0; q < n; ++q) a.seats[q].knights.for_each([&](int e) { out[e * kMaxPlayers + rel(q)] = 1; });
  out += kMaxPlayers * t.num_edges;
  for (int q = 0; q < n; ++q) {
    float* f = out + rel(q) * kSeatFeatures;
    f[0] = float(a.seats[q].gold) / 10.0f;
    f[1] = float(a.seats[q].prisoners) / 10.0f;
    f[2] = opt_.ba_knights ? float(a.seats[q].knights_left) / float(opt_.ba_knights) : 0.0f;
  }
  out += kMaxPlayers * kSeatFeatures;
  out[0] = float(a.supply) / float(opt_.ba_barbarians);
  out[1] = opt_.ba_land_draws ? float(a.land_left) / float(opt_.ba_land_draws) : 0.0f;
  for (int k = 0; k < kNumBaCards; ++k) out[2 + k] = float(a.pile[k]) / 26.0f;
  const Phase phases[6] = {BaPhase::KnightTo, BaPhase::PlaceKnight, BaPhase::TreasonFrom, BaPhase::TreasonTo, BaPhase::CaptureFrom, BaPhase::Land};
  for (int k = 0; k < 6; ++k) out[2 + kNumBaCards + k] = s.phase == phases[k];
  out[2 + kNumBaCards + 6] = float(a.offer_gold_give) / float(g.opt().max_offer_cards);
  out[2 + kNumBaCards + 7] = float(a.offer_gold_get) / float(g.opt().max_offer_cards);
}

void BarbarianAttack::observe_text(const StdGame& g, const StdState& s, int, std::string& out) const {
  const BaSlice& a = ba_of(g, s);
  out += fmt::format("barbarians: {} in supply;", a.supply);
  for (int h : coast_)
    if (a.barbarians[h]) out += fmt::format(" h{} {}{}", h, a.barbarians[h], ba::conquered(g, s, h) ? " (conquered)" : "");
  out += "\n";
  for (int q = 0; q < s.num_players; ++q) {
    out += fmt::format("p{}: gold {}, prisoners {}, knights in supply {}, knights on", q, a.seats[q].gold, a.seats[q].prisoners, a.seats[q].knights_left);
    a.seats[q].knights.for_each([&](int e) { out += fmt::format(" e{}", e); });
    out += "\n";
  }
}

namespace {

// A seat's knights (on land paths), gold, knights in supply and prisoners.
Fields<BaSeat> seat_fields() {
  return Fields<BaSeat>()
      .bits("knights", &BaSeat::knights, kLandEdges)
      .word("gold", &BaSeat::gold)
      .byte("knights_left", &BaSeat::knights_left)
      .byte("prisoners", &BaSeat::prisoners);
}

// Barbarians by hex, the seats, the deck, the landing, the check and the interludes under way;
// the rules between them are validate's.
Fields<BaSlice> ba_fields() {
  using At = FieldAt<BaSlice>;
  auto most_cards = [](const At& a) { return a.g.opt().max_offer_cards; };
  unsigned land_numbers = 0;
  for (int n : ba::kLandNumbers) land_numbers |= 1u << n;
  return Fields<BaSlice>()
      .by_hex("barbarians", &BaSlice::barbarians, {{"count", 0, 8, 1, [](const At& a) { return ba_opt(a.g).ba_conquer; }}})
      .byte("supply", &BaSlice::supply)
      .byte("land_left", &BaSlice::land_left)
      .members("land_drawn", &BaSlice::land_drawn, int(land_numbers), "landing numbers")
      .seats("seats", &BaSlice::seats, seat_fields())
      .bits("moved", &BaSlice::moved, kEdges)
      .bits("castle_new", &BaSlice::castle_new, kEdges)
      .bits("spent", &BaSlice::spent, kEdges)
      .counts("pile", &BaSlice::pile, kNumBaCards)
      .counts("discards", &BaSlice::discards, kNumBaCards)
      .place_or_none<kMaxEdges>("from", &BaSlice::from, kNoEdge)
      .byte("gold_bought", &BaSlice::gold_bought, 0, 1)
      .byte("knights_moving", &BaSlice::knights_moving, 0, 1)
      .index_or_none("check", &BaSlice::check, kNoCheck, [](const At& a) { return int(ba::coast(a.g).size()) - 1; })
      .byte("pending", &BaSlice::pending)
      .byte("contenders", &BaSlice::contenders, 0, [](const At& a) { return (1 << a.s.num_players) - 1; })
      .byte("treason_left", &BaSlice::treason_left, 0, 2)
      .counts("treason_src", &BaSlice::treason_src, 2)
      .counts("treason_dst", &BaSlice::treason_dst, 2)
      .index_or_none("card", &BaSlice::card, uint8_t(0xFF), kNumBaCards - 1)
      .group("offer_gold", Fields<BaSlice>()
                               .byte("give", &BaSlice::offer_gold_give, 0, most_cards)
                               .byte("get", &BaSlice::offer_gold_get, 0, most_cards));
}

}  // namespace

const SliceFields* BarbarianAttack::slice_fields() const {
  static const SliceFields fields("barbarian_attack", ba_fields());
  return &fields;
}

void BarbarianAttack::validate(const StdGame& g, const StdState& s) const {
  const BaSlice& a = ba_of(g, s);
  const Topology& t = g.topo();
  const FieldCheck c("state.barbarian_attack");
  int landed = 0, prisoners = 0, gold = 0;
  for (int h = 0; h < t.num_hexes; ++h) {
    if (!a.barbarians[h]) continue;
    c.require(coast_set_.test(h), fmt::format("barbarians[h{}]", h), "not a coastal hex");
    landed += a.barbarians[h];
  }
  EdgeSet knights;
  for (int q = 0; q < s.num_players; ++q) {
    const FieldCheck sc = c.at(fmt::format("seats[{}]", q));
    sc.require(!(a.seats[q].knights & knights).any(), "knights", "a path another seat's knight holds");
    sc.require(a.seats[q].knights.count() + a.seats[q].knights_left == opt_.ba_knights, "knights_left",
               fmt::format("{} on paths and {} in supply, where a seat has {}", a.seats[q].knights.count(), a.seats[q].knights_left, opt_.ba_knights));
    knights |= a.seats[q].knights;
    prisoners += a.seats[q].prisoners;
    gold += a.seats[q].gold;
  }
  c.require(!opt_.ba_gold_supply || gold <= opt_.ba_gold_supply, "gold",
            fmt::format("{} held, where the box has {}", gold, opt_.ba_gold_supply));
  for (int q = s.num_players; q < kMaxPlayers; ++q)
    c.require(!a.seats[q].knights.any() && !a.seats[q].gold && !a.seats[q].prisoners && !a.seats[q].knights_left, fmt::format("seats[{}]", q), "a seat the game does not have");
  c.require(landed + a.supply + prisoners + a.pending == opt_.ba_barbarians, "supply",
            fmt::format("{} in the supply, {} landed and {} prisoners, where the box has {}", a.supply, landed, prisoners + a.pending, opt_.ba_barbarians));
  for (int k = 0; k < kNumBaCards; ++k)
    c.require(a.pile[k] + a.discards[k] == opt_.ba_deck[k], fmt::format("pile[{}]", k),
              fmt::format("{} in the pile and {} discarded, where the deck has {}", a.pile[k], a.discards[k], opt_.ba_deck[k]));
  c.require(!(a.moved - knights).any() && !(a.castle_new - knights).any() && !(a.spent - knights).any(), "moved",
            "a path without a knight");
  c.within("castle_new", a.castle_new, castle_paths_, "castle paths");
  const bool over = s.phase == Phase::GameOver;  // a step that wins ends the game where it stands
  const bool landing = s.phase == BaPhase::Land || (over && a.land_left);
  c.range("land_left", a.land_left, landing ? 1 : 0, landing ? opt_.ba_land_draws : 0);
  c.require(std::popcount(a.land_drawn) == (landing ? opt_.ba_land_draws - a.land_left : 0), "land_drawn",
            "not the draws made in the landing under way");
  if (landing) c.require(a.supply > 0, "supply", "empty while barbarians land");
  const bool moving = s.phase == BaPhase::KnightTo || (over && a.from != kNoEdge);
  c.require(moving == (a.from != kNoEdge) && (a.from == kNoEdge || (a.seats[s.turn_player].knights.test(a.from) && !a.moved.test(a.from))),
            "from", "not the knight of the seat to move while it moves");
  const bool placing = s.phase == BaPhase::PlaceKnight || (over && a.card != 0xFF);
  c.require(placing == (a.card <= SwiftKnight), "card", "not Knighthood or Swift Knight while a knight is placed");
  const bool checking = s.phase == BaPhase::Colour || s.phase == BaPhase::Prisoners || s.phase == BaPhase::DiceOff;
  c.require(checking == (a.check != kNoCheck) || over, "check", "not the place of the battle check under way");
  const bool dice_off = s.phase == BaPhase::Prisoners || s.phase == BaPhase::DiceOff;
  c.require(dice_off == (a.pending > 0) || over, "pending", "prisoners pending outside a dice-off");
  if (dice_off) {
    const int k = std::popcount(unsigned(a.contenders));
    c.require(s.phase == BaPhase::Prisoners ? k > a.pending && a.pending > 0 : k >= 2, "contenders",
              "too few seats for the dice-off under way");
  } else if (!over) {
    c.require(a.contenders == 0, "contenders", "seats outside a dice-off");
  }
  const bool treason = s.phase == BaPhase::TreasonFrom || s.phase == BaPhase::TreasonTo;
  c.require(treason == (a.treason_left > 0) || over, "treason_left", "moves left outside Treason");
  for (int k = 0; k < 2; ++k) {
    for (uint8_t h : {a.treason_src[size_t(k)], a.treason_dst[size_t(k)]})
      c.require(h == 0xFF || h == kFromSupply || (h < g.topo().num_hexes && coast_set_.test(h)), "treason_src",
                "not a coastal hex, the supply or none");
  }
  c.require(!(a.offer_gold_give && a.offer_gold_get), "offer_gold", "gold on both sides of the offer");
  const bool trading = s.phase == Phase::TradeBuild || s.phase == Phase::TradeRespond || s.phase == Phase::TradeChoose;
  if (trading) c.require(a.seats[s.turn_player].gold >= a.offer_gold_give, "offer_gold.give", "more than the proposer holds");
  FieldCheck("state.base").require(s.base.dormant == ba::conquered_buildings(g, s), "dormant",
                                   "not the buildings whose hexes are all conquered");
}

void BarbarianAttack::rebuild_caches(const StdGame& g, StdState& s) const {
  // The base game counted the offer's cards (its rebuild runs first); its gold counts too.
  s.base.offer.give_total += ba_of(g, s).offer_gold_give;
  s.base.offer.get_total += ba_of(g, s).offer_gold_get;
  s.base.barren = ba::conquered_hexes(g, s);
  s.base.closed_roads = ba::closed_paths(g, s);
  for (int q = 0; q < s.num_players; ++q) recompute_frontier(g.topo(), s, q);
}

}  // namespace catanlab
