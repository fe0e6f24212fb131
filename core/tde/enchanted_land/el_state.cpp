// Enchanted Land's observation, its slice's fields (declared once, slice_fields.h) and the rules
// between them (validate).
#include <fmt/format.h>

#include "core/cities_knights/ck_internal.h"
#include "core/field_check.h"
#include "core/standard/slice_fields.h"
#include "core/tde/enchanted_land/el_rules.h"
#include "core/standard/std_layout.h"

namespace catanlab {

namespace {

constexpr int kVertexFeatures = 2;  // a dragon, its flag / 3 if shown
constexpr int kSeatFeatures = 2;    // dragons slain / el_dragon_win, crossed
constexpr Phase kPhases[4] = {ElPhase::CrossTo, ElPhase::MoveTo, ElPhase::Place, ElPhase::Flag};

}  // namespace

int EnchantedLand::observation_size(const StdGame& g) const {
  return kVertexFeatures * g.topo().num_vertices + kSeatFeatures * kMaxPlayers + 4;
}

// This module's entries, field by field.
void register_enchanted_land_layout() {
  register_module_layout("enchanted_land", [](const StdGame& g, ObsLayout& out) {
    out.push_back({"enchanted_land.spots", kVertexFeatures * g.topo().num_vertices, 0, 1,
                   "per vertex, 2 entries: a dragon, its flag / 3 if shown (0: face down)"});
    push_seat_fields(out, "enchanted_land", kMaxPlayers,
                     {{"slain", 1, 0, 1, "dragons slain (fraction of those that win)"},
                      {"crossed", 1, 0, 1, "has crossed to the Enchanted Land"}});
    out.push_back({"enchanted_land.phase", 4, 0, 1, "the module's phase one-hot (cross to, move to, place, flag)"});
  });
}

void EnchantedLand::observe(const StdGame& g, const StdState& s, int viewer, float* out) const {
  const ElSlice& e = el_of(g, s);
  const int n = s.num_players;
  e.dragons.for_each([&](int v) {
    out[v * kVertexFeatures] = 1;
    out[v * kVertexFeatures + 1] = float(el::shown_flag(e, v)) / 3.0f;
  });
  out += kVertexFeatures * g.topo().num_vertices;
  for (int q = 0; q < n; ++q) {
    float* f = out + ((q - viewer + n) % n) * kSeatFeatures;
    f[0] = float(e.slain[q]) / float(opt_.el_dragon_win);
    f[1] = float(e.crossed >> q & 1);
  }
  out += kSeatFeatures * kMaxPlayers;
  for (int k = 0; k < 4; ++k) out[k] = s.phase == kPhases[k];
}

void EnchantedLand::observe_text(const StdGame& g, const StdState& s, int, std::string& out) const {
  const ElSlice& e = el_of(g, s);
  out += fmt::format("dragons: {} on the Enchanted Land ({} face down: {} x1, {} x2, {} x3)", e.dragons.count(),
                     e.hidden[0] + e.hidden[1] + e.hidden[2], e.hidden[0], e.hidden[1], e.hidden[2]);
  e.shown.for_each([&](int v) { out += fmt::format("; v{} shows {}", v, el::shown_flag(e, v)); });
  out += "\n";
  for (int q = 0; q < s.num_players; ++q)
    out += fmt::format("p{}: {} dragons slain{}\n", q, e.slain[q], e.crossed >> q & 1 ? ", a knight crossed" : "");
}

namespace {

// The dragons on their spots, the flags face down, the seats' dragons slain and crossings, the
// knight chosen; the rules between them are validate's.
Fields<ElSlice> el_fields() {
  using At = FieldAt<ElSlice>;
  return Fields<ElSlice>()
      .bits("dragons", &ElSlice::dragons, kVertices)
      .bits("shown", &ElSlice::shown, kVertices)
      .bits("strong", &ElSlice::strong, kVertices)
      .bits("mighty", &ElSlice::mighty, kVertices)
      .counts("hidden", &ElSlice::hidden, kDragonStrengths, 0, [](const At& a) { return el_opt(a.g).flags[size_t(a.index)]; })
      .per_seat("slain", &ElSlice::slain)
      .members("crossed", &ElSlice::crossed, [](const At& a) { return (1 << a.s.num_players) - 1; }, "seats")
      .place_or_none<kMaxVertices>("knight_from", &ElSlice::knight_from, kNoKnight);
}

}  // namespace

const SliceFields* EnchantedLand::slice_fields() const {
  static const SliceFields fields("enchanted_land", el_fields());
  return &fields;
}

void EnchantedLand::validate(const StdGame& g, const StdState& s) const {
  const ElSlice& e = el_of(g, s);
  const CkSlice& c = ck_of(g, s);
  const FieldCheck f("state.enchanted_land");
  const int n = s.num_players;
  f.within("dragons", e.dragons, spots_, "dragon spots (the Enchanted Land's inland corners)");
  f.within("shown", e.shown, e.dragons, "dragons on the board");
  f.within("strong", e.strong, e.shown, "dragons whose flag is shown");
  f.within("mighty", e.mighty, e.strong, "dragons shown with flag 2 or more");
  // Every flag is face down on a dragon, shown on one, or slain: the board's flags add up.
  int slain = 0, face_down = 0;
  for (int q = 0; q < n; ++q) slain += e.slain[q];
  for (int k = 0; k < kDragonStrengths; ++k) face_down += e.hidden[k];
  f.require(face_down == (e.dragons - e.shown).count(), "hidden",
            fmt::format("{} face-down flags for {} dragons not shown", face_down, (e.dragons - e.shown).count()));
  f.require(e.dragons.count() + slain == spots_.count(), "slain",
            fmt::format("{} slain and {} on the board, where there are {} dragons", slain, e.dragons.count(), spots_.count()));
  const bool over = s.phase == Phase::GameOver;
  for (int q = 0; q < n; ++q) f.range(fmt::format("slain[{}]", q), e.slain[q], 0, opt_.el_dragon_win - (over ? 0 : 1));
  for (int q = n; q < kMaxPlayers; ++q) f.require(!e.slain[q], fmt::format("slain[{}]", q), "a seat the game does not have");
  const bool choosing = s.phase == ElPhase::CrossTo || s.phase == ElPhase::MoveTo || s.phase == ElPhase::Flag;
  f.require(choosing == (e.knight_from != kNoKnight), "knight_from", "a knight chosen outside a crossing, move or fight, or none in one");
  if (choosing) {
    const int v = e.knight_from;
    const uint8_t k = c.knight[v];
    f.require(k && knight::owner(k) == s.to_move && s.to_move == s.turn_player, "knight_from",
              "not a knight of the seat whose turn it is");
    f.require(vertices_.test(v) == (s.phase != ElPhase::CrossTo), "knight_from",
              s.phase == ElPhase::CrossTo ? "a knight crossing from the Enchanted Land" : "a knight off the Enchanted Land");
    if (s.phase == ElPhase::CrossTo) f.require(!(e.crossed >> s.to_move & 1), "crossed", "a second crossing");
    if (s.phase == ElPhase::Flag) f.require(e.dragons.test(v) && !e.shown.test(v), "knight_from", "not on a dragon face down");
  }
  if (s.phase == ElPhase::Place)
    f.require(c.displaced && s.to_move == s.turn_player, "state.cities_knights.displaced", "no knight to place");
}

}  // namespace catanlab
