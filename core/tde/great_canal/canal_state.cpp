// The Great Canal's observation, its slice's fields (declared once, slice_fields.h) and the
// rules between them (validate).
#include <fmt/format.h>

#include "core/cities_knights/ck_internal.h"
#include "core/field_check.h"
#include "core/tde/great_canal/canal_rules.h"
#include "core/standard/slice_fields.h"
#include "core/standard/std_layout.h"

namespace catanlab {

namespace {

constexpr int kHexFeatures = 2;  // a canal hex holding its chips, a lake now
constexpr int kSeatFeatures = 1; // chips won / chips in the game

}  // namespace

int GreatCanal::observation_size(const StdGame& g) const {
  return kHexFeatures * g.topo().num_hexes + kSeatFeatures * kMaxPlayers + 1;
}

// This module's entries, field by field.
void register_great_canal_layout() {
  register_module_layout("great_canal", [](const StdGame& g, ObsLayout& out) {
    out.push_back({"great_canal.hexes", kHexFeatures * g.topo().num_hexes, 0, 1,
                   "per hex, 2 entries: canal still to dig, a lake now"});
    push_seat_fields(out, "great_canal", kMaxPlayers, {{"chips", kSeatFeatures, 0, 1, "canal chips won (fraction of those in the game)"}});
    out.push_back({"great_canal.flooded", 1, 0, 1, "the canal is finished: the basin is a lake"});
  });
}

void GreatCanal::observe(const StdGame& g, const StdState& s, int viewer, float* out) const {
  const CanalSlice& cs = canal_of(g, s);
  (canal_ - cs.dug).for_each([&](int h) { out[h * kHexFeatures] = 1; });
  canal::lakes(g, s).for_each([&](int h) { out[h * kHexFeatures + 1] = 1; });
  out += kHexFeatures * g.topo().num_hexes;
  const int n = s.num_players;
  for (int q = 0; q < n; ++q) out[(q - viewer + n) % n] = float(cs.chips[q]) / float(2 * canal_.count());
  out[kSeatFeatures * kMaxPlayers] = canal::flooded(g, s);
}

void GreatCanal::observe_text(const StdGame& g, const StdState& s, int, std::string& out) const {
  const CanalSlice& cs = canal_of(g, s);
  out += fmt::format("canal: {} of {} hexes dug{}\n", cs.dug.count(), canal_.count(),
                     canal::flooded(g, s) ? ", finished: the basin is a lake" : "");
  for (int q = 0; q < s.num_players; ++q) out += fmt::format("p{}: {} canal chips\n", q, cs.chips[q]);
}

const SliceFields* GreatCanal::slice_fields() const {
  static const SliceFields fields(
      "great_canal", Fields<CanalSlice>().bits("dug", &CanalSlice::dug, kHexes).per_seat("chips", &CanalSlice::chips));
  return &fields;
}

void GreatCanal::validate(const StdGame& g, const StdState& s) const {
  const CanalSlice& cs = canal_of(g, s);
  const CkSlice& c = ck_of(g, s);
  const FieldCheck f("state.great_canal");
  f.within("dug", cs.dug, canal_, "canal hexes");
  const bool finished = cs.dug == canal_;
  f.require(finished || cs.dug.count() < opt_.canal_finish, "dug",
            fmt::format("{} canal hexes dug and the canal not finished ({} finish it)", cs.dug.count(), opt_.canal_finish));
  // Two chips per hex dug by knights. A finished canal's knights dug the canal_finish-th hex and any
  // dug at the same time; the tiles placed after them lost their chips.
  int chips = 0;
  for (int q = 0; q < s.num_players; ++q) chips += cs.chips[q];
  for (int q = s.num_players; q < kMaxPlayers; ++q) f.require(!cs.chips[q], fmt::format("chips[{}]", q), "a seat the game does not have");
  const int least = finished ? opt_.canal_finish : cs.dug.count(), most = cs.dug.count();
  f.require(chips % 2 == 0 && 2 * least <= chips && chips <= 2 * most, "chips",
            least == most ? fmt::format("{} chips for {} canal hexes dug by knights", chips, least)
                          : fmt::format("{} chips for {} to {} canal hexes dug by knights", chips, least, most));
  // Where two active knights stand on corners of a canal hex, it is dug. The knights' own field, not
  // the seats' vertex_pieces: a cache, not yet rebuilt when a State is read.
  (canal_ - cs.dug).for_each([&](int h) {
    int active = 0;
    g.topo().hex_vertices[h].for_each([&](int v) { active += (c.knight[v] & knight::kActive) != 0; });
    f.require(active < 2, "dug", fmt::format("canal hex h{} has two active knights on its corners and is not dug", h));
  });
}

}  // namespace catanlab
