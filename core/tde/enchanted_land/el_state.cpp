// Enchanted Land's observation, JSON form (each number range-checked before it
// is stored) and the rules between its fields (validate).
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "core/cities_knights/ck_internal.h"
#include "core/config_error.h"
#include "core/field_check.h"
#include "core/json_bits.h"
#include "core/json_int.h"
#include "core/tde/enchanted_land/el_rules.h"
#include "core/standard/std_layout.h"

namespace catanlab {

using nlohmann::json;

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

void EnchantedLand::write_json(const StdGame& g, const StdState& s, json& j) const {
  const ElSlice& e = el_of(g, s);
  json slain = json::array(), crossed = json::array();
  for (int q = 0; q < s.num_players; ++q) {
    slain.push_back(e.slain[q]);
    if (e.crossed >> q & 1) crossed.push_back(q);
  }
  j["enchanted_land"] = {{"dragons", bits_to_json(e.dragons)},
                         {"shown", bits_to_json(e.shown)},
                         {"strong", bits_to_json(e.strong)},
                         {"mighty", bits_to_json(e.mighty)},
                         {"hidden", e.hidden},
                         {"slain", slain},
                         {"crossed", crossed},
                         {"knight_from", e.knight_from == kNoKnight ? -1 : e.knight_from}};
}

void EnchantedLand::read_json(const StdGame& g, StdState& s, const json& root) const {
  const std::string w = "state.enchanted_land";
  if (!root.contains("enchanted_land") || !root["enchanted_land"].is_object()) throw ConfigError(w + ": missing object");
  const json& j = root["enchanted_land"];
  const int nv = g.topo().num_vertices;
  auto vertices = [&](const char* key) {
    return bits_from_json<kMaxVertices>(j.contains(key) ? j[key] : json(), nv, w + "." + key);
  };
  ElSlice e{};
  e.dragons = vertices("dragons"), e.shown = vertices("shown"), e.strong = vertices("strong"), e.mighty = vertices("mighty");
  counts_from_json(e.hidden, j.contains("hidden") ? j["hidden"] : json(), w + ".hidden");
  if (!j.contains("slain") || !j["slain"].is_array() || int(j["slain"].size()) != s.num_players)
    throw ConfigError(fmt::format("{}.slain: must list {} seats", w, s.num_players));
  for (int q = 0; q < s.num_players; ++q) e.slain[q] = uint8_t(json_int(j["slain"][q], 0, 255, fmt::format("{}.slain[{}]", w, q)));
  if (!j.contains("crossed") || !j["crossed"].is_array()) throw ConfigError(w + ".crossed: must be an array of seats");
  for (const json& q : j["crossed"]) e.crossed = uint8_t(e.crossed | 1u << json_int(q, 0, s.num_players - 1, w + ".crossed[]"));
  const int from = json_field(j, "knight_from", w, -1, nv - 1);
  e.knight_from = from < 0 ? kNoKnight : uint8_t(from);
  el_of(g, s) = e;
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
  for (int k = 0; k < kDragonStrengths; ++k) {
    f.range(fmt::format("hidden[{}]", k), e.hidden[k], 0, opt_.flags[k]);
    face_down += e.hidden[k];
  }
  f.require(face_down == (e.dragons - e.shown).count(), "hidden",
            fmt::format("{} face-down flags for {} dragons not shown", face_down, (e.dragons - e.shown).count()));
  f.require(e.dragons.count() + slain == spots_.count(), "slain",
            fmt::format("{} slain and {} on the board, where there are {} dragons", slain, e.dragons.count(), spots_.count()));
  const bool over = s.phase == Phase::GameOver;
  for (int q = 0; q < n; ++q) f.range(fmt::format("slain[{}]", q), e.slain[q], 0, opt_.el_dragon_win - (over ? 0 : 1));
  for (int q = n; q < kMaxPlayers; ++q) f.require(!e.slain[q] && !(e.crossed >> q & 1), fmt::format("slain[{}]", q), "a seat the game does not have");
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
