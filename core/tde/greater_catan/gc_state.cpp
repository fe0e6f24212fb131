// Greater Catan's observation, its slice's fields (declared once, slice_fields.h), the rules
// between them (validate) and pictures.
#include <fmt/format.h>

#include "core/field_check.h"
#include "core/render/render.h"
#include "core/render/svg_canvas.h"
#include "core/seafarers/sea_rules.h"
#include "core/tde/greater_catan/gc_rules.h"
#include "core/standard/slice_fields.h"
#include "core/standard/std_layout.h"

namespace catanlab {

namespace {

constexpr int kHexFeatures = 2;  // owed a token, served now
constexpr Phase kPhases[3] = {GcPhase::Order, GcPhase::Reserve, GcPhase::TakeFrom};
constexpr int kGlobal = 10 + 3;  // the reserve by number, the module's phases

bool in_run(Phase p) { return p == GcPhase::Order || p == GcPhase::Reserve || p == GcPhase::TakeFrom; }

}  // namespace

int GreaterCatan::observation_size(const StdGame& g) const { return kHexFeatures * g.topo().num_hexes + kGlobal; }

// This module's entries, field by field.
void register_greater_catan_layout() {
  register_module_layout("greater_catan", [](const StdGame& g, ObsLayout& out) {
    out.push_back({"greater_catan.hexes", kHexFeatures * g.topo().num_hexes, 0, 1,
                   "per hex, 2 entries: owed a number token, served now"});
    out.push_back({"greater_catan.reserve", 10, 0, float(g.module<GreaterCatan>().reserve_most()) / 2.0f,
                   "the reserve stack's tokens by number (2..6, 8..12), halves"});
    out.push_back({"greater_catan.phase", 3, 0, 1, "the module's phase one-hot (order, reserve, take from)"});
  });
}

void GreaterCatan::observe(const StdGame& g, const StdState& s, int, float* out) const {
  const GcSlice& gc = gc_of(g, s);
  gc.pending.for_each([&](int h) { out[kHexFeatures * h] = 1; });
  if (gc.serving != kNoGcHex) out[kHexFeatures * gc.serving + 1] = 1;
  out += kHexFeatures * g.topo().num_hexes;
  for (int i = 0; i < 10; ++i) out[i] = float(gc.reserve[size_t(gc::kNumbers[i])]) / 2.0f;
  for (int k = 0; k < 3; ++k) out[10 + k] = s.phase == kPhases[k];
}

void GreaterCatan::observe_text(const StdGame& g, const StdState& s, int, std::string& out) const {
  const GcSlice& gc = gc_of(g, s);
  out += fmt::format("reserve: {} tokens face down", gc::reserve_left(gc));
  if (gc.pending.any() || gc.serving != kNoGcHex) {
    out += "; owed a token:";
    if (gc.serving != kNoGcHex) out += fmt::format(" h{} (now)", gc.serving);
    gc.pending.for_each([&](int h) { out += fmt::format(" h{}", h); });
  }
  out += "\n";
}

const SliceFields* GreaterCatan::slice_fields() const {
  static const SliceFields fields("greater_catan", Fields<GcSlice>()
                                                       .counts("reserve", &GcSlice::reserve, 13)
                                                       .bits("pending", &GcSlice::pending, kHexes)
                                                       .place_or_none<kMaxHexes>("serving", &GcSlice::serving, kNoGcHex)
                                                       .seat("seat", &GcSlice::seat)
                                                       .held_phase("interlude", &GcSlice::interlude));
  return &fields;
}

void GreaterCatan::validate(const StdGame& g, const StdState& s) const {
  const GcSlice& gc = gc_of(g, s);
  const Topology& t = g.topo();
  const BoardSpec& board = g.board();
  const FieldCheck c("state.greater_catan");
  const bool over = s.phase == Phase::GameOver;  // a step that wins ends the game where it stands
  // The tokens: those on the board and those still in the reserve are the board's and the stack's.
  std::array<int, 13> tokens{};
  for (int h = 0; h < t.num_hexes; ++h) {
    if (board.fog.test(h)) continue;  // Seafarers checks what face-down hexes turned up
    tokens[s.layout.number[h]] += 1, tokens[board.layout.number[h]] -= 1;
  }
  for (int n = 2; n <= 12; ++n)
    c.require(n == 7 || tokens[n] + gc.reserve[size_t(n)] == reserve_[size_t(n)], fmt::format("reserve[{}]", n),
              "with the tokens on the board, not the board's tokens and its reserve");
  c.require(!gc.reserve[0] && !gc.reserve[1] && !gc.reserve[7], "reserve", "a token that is no number");
  HexSet owing;
  for (int h = 0; h < t.num_hexes; ++h)
    if (gc::takes_token(g, s, h)) owing.set(h);
  c.within("pending", gc.pending, owing, "land hexes without a token off the home island");
  const bool run = in_run(s.phase);
  c.require(gc.interlude.active == run || over, "interlude.active", "not while hexes are served");
  c.require(gc.interlude.active || !gc.pending.any(), "pending", "hexes owed without a run");
  c.require(!in_run(Phase(gc.interlude.phase)), "interlude.phase", "a phase of the run itself to give back");
  const bool serving = s.phase == GcPhase::Reserve || s.phase == GcPhase::TakeFrom;
  c.require(serving == (gc.serving != kNoGcHex) || over, "serving", "a hex served outside a draw or a choice");
  if (gc.serving != kNoGcHex)
    c.require(gc.serving < t.num_hexes && owing.test(gc.serving) && !gc.pending.test(gc.serving), "serving",
              "not a land hex without a token, off the home island, apart from those still owed");
  if (run) FieldCheck("state").require(s.to_move == gc.seat, "to_move", "not the seat whose piece brought the tokens");
  if (s.phase == GcPhase::Order) c.require(gc.pending.count() >= 2, "pending", "fewer than two hexes to order");
  if (s.phase == GcPhase::Reserve) c.require(gc::reserve_left(gc) > 0, "reserve", "empty while a token is drawn");
  if (s.phase == GcPhase::TakeFrom)
    c.require(!gc::reserve_left(gc) && gc::token_sources(g, s, gc.seat, gc.serving).count() >= 2, "serving",
              "a choice of home token with the reserve not empty, or fewer than two tokens to choose from");
}

// Tokens that moved are drawn over the printed board (the replay viewer keeps the first
// position's): a new island's hex with its token, a home hex without the token it gave; the
// reserve stack where it lies, with its count.
void GreaterCatan::render_svg(const StdGame& g, const StdState& s, int, SvgCanvas& c) const {
  const Topology& t = g.topo();
  const GcSlice& gc = gc_of(g, s);
  const HexSet& home = sea::home_hexes(g);
  for (int h = 0; h < t.num_hexes; ++h) {
    const Terrain x = s.layout.terrain[h];
    if (terrain_resource(x) < 0 && x != Terrain::Gold) continue;
    if (home.test(h) == (s.layout.number[h] != 0)) continue;  // as printed: home with a token, the rest without
    const std::string tile = fmt::format("tile_{}_{}", kTerrainNames[int(x)], s.layout.number[h]);
    c.define(tile, hex_tile_svg(x, s.layout.number[h], {0, 0}));
    c.tile(tile, c.hex_center(h));
  }
  c.define("reserve_stack", "<g><circle r=\"11\" fill=\"#d9c9a0\" stroke=\"#6b5a2e\" stroke-width=\"1.5\"/>"
                            "<circle r=\"11\" cy=\"-3\" fill=\"#e8dab2\" stroke=\"#6b5a2e\" stroke-width=\"1.5\"/></g>");
  if (reserve_hex_ >= 0 && gc::reserve_left(gc)) c.piece("reserve_stack", c.hex_center(reserve_hex_), -1);
  c.status_line(fmt::format("reserve: {} tokens face down", gc::reserve_left(gc)));
  if (gc.pending.any() || gc.serving != kNoGcHex)
    c.status_line(fmt::format("hexes owed a token: {}", gc.pending.count() + (gc.serving != kNoGcHex)));
}

}  // namespace catanlab
