// The treasure hunt's observation, its slice's fields (declared once, slice_fields.h), the rules
// between them (validate), pictures, and the kept tiles' kinds redealt (resample_hidden).
#include <algorithm>

#include <fmt/format.h>

#include "core/cities_knights/ck_rules.h"
#include "core/common/chance.h"
#include "core/field_check.h"
#include "core/render/svg_canvas.h"
#include "core/seafarers/sea_rules.h"
#include "core/standard/slice_fields.h"
#include "core/standard/std_layout.h"
#include "core/tde/common/treasure_hunt.h"

namespace catanlab {

namespace {

constexpr Phase kPhases[7] = {TreasurePhase::Draw, TreasurePhase::Card,     TreasurePhase::Take,   TreasurePhase::Build,
                              TreasurePhase::Deck, TreasurePhase::Progress, TreasurePhase::Discard};
constexpr int kNumPhases = 7;  // the choice has its own entry, with keep_max
constexpr int kGlobal = kNumPhases + kTreasureKinds + 4;  // the phases, tiles unseen by kind, stock, owed, picks, free pieces
// With keep_max: the viewer's kept kinds, each seat's kept count (from the viewer on), the choice
// phase and, for its finder, the kind seen.
constexpr int kKeeping = kTreasureKinds + kMaxPlayers + 1 + kTreasureKinds;

// The hunt's phases, the choice's, and the scenario's interludes after them.
bool hunt_phase(Phase p) { return p >= TreasurePhase::Draw && p <= TreasurePhase::Last; }

}  // namespace

std::array<uint8_t, kTreasureKinds> TreasureHunt::unseen(const StdGame& g, const StdState& s, int viewer) const {
  const TreasureSlice& tr = treasure_of(g, s);
  std::array<uint8_t, kTreasureKinds> left = tr.pool;
  if (viewer < 0) return left;
  for (int q = 0; q < s.num_players; ++q)
    for (int k = 0; q != viewer && k < kTreasureKinds; ++k) left[k] += tr.kept[q][k];
  if (s.phase == TreasurePhase::Choice && tr.hunter != viewer) left[tr.drawn] += 1;
  return left;
}

int TreasureHunt::observation_size(const StdGame& g) const {
  return g.topo().num_vertices + kGlobal + (opt_.keep_max ? kKeeping : 0);
}

// The treasure hunt's entries, field by field; the scenarios that add nothing to it register it as theirs.
static void treasure_hunt_layout(const StdGame& g, ObsLayout& out) {
  const TreasureOptions& o = g.module<TreasureHunt>().topt();
  const float kind = float(std::max({o.treasure_resources, o.treasure_paths, o.treasure_cards}));
  out.push_back({"treasure_hunt.spots", g.topo().num_vertices, 0, 1, "per vertex: a treasure spot or one reached"});
  out.push_back({"treasure_hunt.phase", kNumPhases, 0, 1,
                 "the hunt's phase one-hot (draw, card, take, build, deck, progress, discard)"});
  out.push_back({"treasure_hunt.unseen", kTreasureKinds, 0, kind,
                 "tiles the observer has not seen by kind (resources, paths, card): face down, or kept by others"});
  out.push_back({"treasure_hunt.stock", 1, 0, float(o.treasure_stock), "tiles in the stock beside the board"});
  out.push_back({"treasure_hunt.owed", 1, 0, float(o.treasure_stock), "tiles owed from the stock"});
  out.push_back({"treasure_hunt.picks", 1, 0, 2, "resources of choice left to take"});
  out.push_back({"treasure_hunt.free_paths", 1, 0, 2, "free roads or ships left to lay"});
  if (!o.keep_max) return;
  const float keep = float(o.keep_max);
  out.push_back({"treasure_hunt.kept", kTreasureKinds, 0, keep, "the observer's tiles kept face down by kind"});
  out.push_back({"treasure_hunt.kept_by", kMaxPlayers, 0, keep, "tiles kept face down by each relative seat"});
  out.push_back({"treasure_hunt.choice", 1 + kTreasureKinds, 0, 1,
                 "a finder chooses to use or keep a tile; for the finder, the kind seen one-hot"});
}

void register_treasure_hunt_layout() {
  register_module_layout("treasure_islands", treasure_hunt_layout);
  register_module_layout("departure", [](const StdGame& g, ObsLayout& out) {
    treasure_hunt_layout(g, out);
    out.push_back({"departure.harbors", kNumResources, 0, 1, "a harbor of each resource placed (lumber..ore)"});
    out.push_back({"departure.harbor_due", 1, 0, 1, "a harbor is due to the observer"});
    out.push_back({"departure.phase", 2, 0, 1, "choosing a harbor's kind, choosing its place"});
  });
}

void TreasureHunt::observe(const StdGame& g, const StdState& s, int player, float* out) const {
  const TreasureSlice& tr = treasure_of(g, s);
  const std::array<uint8_t, kTreasureKinds> left = unseen(g, s, player);
  (tr.spots | tr.reached).for_each([&](int v) { out[v] = 1; });
  out += g.topo().num_vertices;
  for (int k = 0; k < kNumPhases; ++k) out[k] = s.phase == kPhases[k];
  out += kNumPhases;
  for (int k = 0; k < kTreasureKinds; ++k) out[k] = left[k];
  out += kTreasureKinds;
  out[0] = tr.stock;
  out[1] = tr.owed;
  out[2] = tr.picks;
  out[3] = tr.free_paths;
  if (!opt_.keep_max) return;
  out += 4;
  for (int k = 0; k < kTreasureKinds; ++k) out[k] = tr.kept[player][k];
  out += kTreasureKinds;
  for (int i = 0; i < s.num_players; ++i) out[i] = float(kept_by(tr, (player + i) % s.num_players));
  out += kMaxPlayers;
  const bool choice = s.phase == TreasurePhase::Choice;
  out[0] = choice;
  if (choice && tr.hunter == player) out[1 + tr.drawn] = 1;
}

void TreasureHunt::observe_text(const StdGame& g, const StdState& s, int player, std::string& out) const {
  const TreasureSlice& tr = treasure_of(g, s);
  const std::array<uint8_t, kTreasureKinds> left = unseen(g, s, player);
  out += fmt::format("treasures: {} on the board, {} in the stock; unseen: {} resources, {} paths, {} card\n",
                     tr.spots.count(), tr.stock, left[0], left[1], left[2]);
  if (!opt_.keep_max) return;
  out += fmt::format("kept face down: yours {} resources, {} paths, {} card; by seat", tr.kept[player][0],
                     tr.kept[player][1], tr.kept[player][2]);
  for (int q = 0; q < s.num_players; ++q) out += fmt::format(" {}", kept_by(tr, q));
  if (s.phase == TreasurePhase::Choice && tr.hunter == player) out += fmt::format("; seen: {}", kTreasureNames[tr.drawn]);
  out += "\n";
}

// The tiles the others keep (and one seen but not yet kept or used) are drawn again from those
// `player` has not seen; the rest lie face down.
void TreasureHunt::resample_hidden(const StdGame& g, StdState& s, int player, Rng& rng) const {
  if (!opt_.keep_max) return;
  TreasureSlice& tr = treasure_of(g, s);
  std::array<uint8_t, kTreasureKinds> left = unseen(g, s, player);
  auto deal = [&] {
    const int k = draw_pile(left, total_of(left), rng);
    left[k] -= 1;
    return uint8_t(k);
  };
  for (int q = 0; q < s.num_players; ++q) {
    if (q == player) continue;
    const int n = kept_by(tr, q);
    tr.kept[q] = {};
    for (int i = 0; i < n; ++i) tr.kept[q][deal()] += 1;
  }
  if (s.phase == TreasurePhase::Choice && tr.hunter != player) tr.drawn = deal();
  tr.pool = left;
}

// The treasures on the board and in the stock, the hunt under way and, with keep_max, the tiles
// kept face down and the one seen; the rules between them are validate's.
Fields<TreasureSlice> treasure_fields() {
  using At = FieldAt<TreasureSlice>;
  auto stock = [](const At& a) { return a.g.module<TreasureHunt>().topt().treasure_stock; };
  auto keeping = [](const StdGame& g) { return g.module<TreasureHunt>().topt().keep_max > 0; };
  return Fields<TreasureSlice>()
      .bits("spots", &TreasureSlice::spots, kVertices)
      .bits("reached", &TreasureSlice::reached, kVertices)
      .counts("pool", &TreasureSlice::pool, kTreasureKinds, 0,
              [](const At& a) {
                const TreasureOptions& o = a.g.module<TreasureHunt>().topt();
                return std::array{o.treasure_resources, o.treasure_paths, o.treasure_cards}[size_t(a.index)];
              })
      .byte("stock", &TreasureSlice::stock, 0, stock)
      .byte("owed", &TreasureSlice::owed, 0, stock)
      .seat("hunter", &TreasureSlice::hunter)
      .byte("picks", &TreasureSlice::picks, 0, 2)
      .byte("free_paths", &TreasureSlice::free_paths, 0, 2)
      .held_phase("hunt", &TreasureSlice::hunt)
      .byte("winners", &TreasureSlice::winners, 0, [](const At& a) { return (1 << a.s.num_players) - 1; })
      .byte("deck", &TreasureSlice::deck, 0, kNumTracks - 1)
      .seat_counts("kept", &TreasureSlice::kept)
      .when(keeping)
      .named("drawn", &TreasureSlice::drawn, kTreasureNames, "kind")
      .when(keeping);
}

const SliceFields* TreasureHunt::slice_fields() const {
  static const SliceFields fields("treasures", treasure_fields());
  return &fields;
}

void TreasureHunt::validate(const StdGame& g, const StdState& s) const {
  const TreasureSlice& tr = treasure_of(g, s);
  const FieldCheck c("state.treasures");
  const bool over = s.phase == Phase::GameOver;
  const int n = s.num_players;
  c.within("spots", tr.spots, board_spots_, "the board's treasure spots");
  c.within("reached", tr.reached, board_spots_, "the board's treasure spots");
  c.require(!(tr.spots & tr.reached).any(), "reached", "a treasure still lying on the board");
  const int limits[kTreasureKinds] = {opt_.treasure_resources, opt_.treasure_paths, opt_.treasure_cards};
  // The tiles not yet turned lie on the board, reached, in the stock, owed, or unused in the box.
  const int unused = limits[0] + limits[1] + limits[2] - board_spots_.count() - opt_.treasure_stock;
  const int face_down = tr.spots.count() + tr.reached.count() + tr.stock + tr.owed;
  c.require(total_of(tr.pool) == face_down + unused, "pool",
            fmt::format("{} tiles face down, where the board, the stock and the hunt hold {}", total_of(tr.pool), face_down + unused));
  // Kept tiles, and the one seen in the choice, are out of the pool: with it no more than the box's.
  const bool choice = s.phase == TreasurePhase::Choice;
  for (int q = 0; q < n; ++q) c.range(fmt::format("kept[{}]", q), kept_by(tr, q), 0, opt_.keep_max);
  for (int k = 0; k < kTreasureKinds; ++k) {
    int out = tr.pool[k] + (choice && tr.drawn == k);
    for (int q = 0; q < n; ++q) out += tr.kept[q][k];
    c.require(out <= limits[k], fmt::format("kept[*][{}]", k), fmt::format("{} tiles of the kind, the box has {}", out, limits[k]));
  }
  c.require(choice || !tr.drawn, "drawn", "a tile seen outside the choice");
  if (choice) c.require(kept_by(tr, tr.hunter) < opt_.keep_max, "kept", "a choice for a seat that may keep no more");
  const bool hunting = hunt_phase(s.phase);
  c.require(tr.hunt.active == hunting || (over && tr.hunt.active), "hunt.active", "not whether a treasure phase holds the game");
  // Work left while the hunt does not hold the game: handed to a discovery under way.
  const bool work = tr.picks || tr.free_paths || tr.reached.any() || tr.owed;
  c.require(tr.hunt.active || !work || over || s.phase == SeaPhase::Reveal || s.phase == SeaPhase::RevealNumber, "hunt",
            "treasures to take outside a hunt or a discovery");
  if (hunting) c.require(s.to_move == tr.hunter, "hunter", "not the seat to move");
  if (s.phase == TreasurePhase::Take) c.require(tr.picks > 0, "picks", "none while a resource is taken");
  if (s.phase == TreasurePhase::Build) c.require(tr.free_paths > 0, "free_paths", "none while a free piece is laid");
  if (s.phase == TreasurePhase::Draw) c.require(tr.reached.any() || tr.owed, "reached", "no tile to turn");
  if (s.phase == TreasurePhase::Card) c.require(total_of(s.base.dev_deck) > 0, "pool", "a card drawn from an empty deck");
  c.require(!tr.winners || over, "winners", "a shared win before the game is over");
  c.require(!tr.deck || s.phase == TreasurePhase::Progress || over, "deck", "a deck chosen outside a progress draw");
  if (s.phase == TreasurePhase::Deck || s.phase == TreasurePhase::Progress || s.phase == TreasurePhase::Discard)
    c.require(progress_, "hunt", "a progress card without Cities & Knights");
  if (s.phase == TreasurePhase::Progress) c.require(stack_of(g, s).total > 0, "deck", "a progress card from an empty deck");
  if (s.phase == TreasurePhase::Discard)  // progress_total is a cache: the cards held are counted here
    c.require(total_of(ck_of(g, s).players[tr.hunter].progress) > ck_opt(g).progress_limit, "hunt",
              "a discard from a hand within the limit");
}

void TreasureHunt::render_svg(const StdGame& g, const StdState& s, int viewer, SvgCanvas& c) const {
  const TreasureSlice& tr = treasure_of(g, s);
  c.define("treasure", "<g><rect x=\"-7\" y=\"-5\" width=\"14\" height=\"10\" rx=\"2\" fill=\"#b5752a\" stroke=\"#4a2a08\" "
                       "stroke-width=\"1.2\"/><rect x=\"-7\" y=\"-5\" width=\"14\" height=\"3\" fill=\"#e0b24a\"/></g>");
  (tr.spots | tr.reached).for_each([&](int v) { c.piece("treasure", c.vertex(v), -1); });
  const std::array<uint8_t, kTreasureKinds> left = unseen(g, s, viewer);
  c.status_line(fmt::format("treasures: {} lying, {} in the stock; unseen {} resources, {} paths, {} cards",
                            tr.spots.count(), tr.stock, left[0], left[1], left[2]));
  for (int q = 0; opt_.keep_max && q < s.num_players; ++q) {
    if (!kept_by(tr, q)) continue;
    const auto& k = tr.kept[q];
    c.seat_line(q, viewer < 0 || viewer == q
                       ? fmt::format("kept face down: {} resources, {} paths, {} card", k[0], k[1], k[2])
                       : fmt::format("kept face down: {} treasures", kept_by(tr, q)));
  }
  if (tr.hunt.active || tr.picks || tr.free_paths)
    c.seat_line(tr.hunter, fmt::format("treasure hunt: {} resources to take, {} free pieces", tr.picks, tr.free_paths));
}

}  // namespace catanlab
