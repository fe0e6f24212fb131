// A Conquest State's JSON form, and reading it back field by field, each
// number range-checked before it is stored (cq_validate.cpp then checks the
// rules between fields).
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/config_error.h"
#include "core/conquest/cq_rules.h"
#include "core/json_int.h"

namespace catanlab {

using nlohmann::json;

namespace {

// A byte of the State under its JSON name.
struct ByteField {
  const char* name;
  uint8_t CqState::*field;
};
constexpr ByteField kScalars[] = {
    {"to_move", &CqState::to_move},         {"turn_pos", &CqState::turn_pos},
    {"round", &CqState::round},             {"last_roll", &CqState::last_roll},
    {"selected", &CqState::selected},       {"units_built", &CqState::units_built},
    {"wall_moved", &CqState::wall_moved},   {"dev_played", &CqState::dev_played},
    {"partners", &CqState::partners},       {"offers_made", &CqState::offers_made},
    {"dragon_gold", &CqState::dragon_gold}, {"dragon_due", &CqState::dragon_due},
    {"storm_due", &CqState::storm_due},     {"disease_due", &CqState::disease_due},
    {"event", &CqState::event},             {"victim", &CqState::victim},
    {"dragon_hex", &CqState::dragon_hex},   {"received", &CqState::received},
    {"harvest_hex", &CqState::harvest_hex}, {"harvest_left", &CqState::harvest_left},
    {"target_hex", &CqState::target_hex},   {"target_kind", &CqState::target_kind},
    {"target_seat", &CqState::target_seat}, {"defender_slot", &CqState::defender_slot},
    {"picks_left", &CqState::picks_left},   {"robin_to", &CqState::robin_to},
    {"draw_for", &CqState::draw_for},       {"draw_free", &CqState::draw_free},
    {"offer_asked", &CqState::offer_asked}, {"offer_accepted", &CqState::offer_accepted},
    {"capped", &CqState::capped},
};

template <int N>
json indices(const Bits<N>& bits) {
  json a = json::array();
  bits.for_each([&](int i) { a.push_back(i); });
  return a;
}

template <int N>
Bits<N> indices_from(const json& j, const char* key, int limit, const std::string& where) {
  const std::string at = where + "." + key;
  if (!j.contains(key) || !j[key].is_array()) throw ConfigError(at + ": must be an array of indices");
  Bits<N> bits;
  for (const json& x : j[key]) bits.set(json_int(x, 0, limit - 1, at));
  return bits;
}

template <class T, size_t N>
void counts_from(std::array<T, N>& out, const json& j, const char* key, int hi, const std::string& where) {
  const std::string at = where + "." + key;
  if (!j.contains(key) || !j[key].is_array() || j[key].size() != N)
    throw ConfigError(fmt::format("{}: must be an array of {} counts", at, N));
  for (size_t i = 0; i < N; ++i) out[i] = T(json_int(j[key][i], 0, hi, fmt::format("{}[{}]", at, i)));
}

// Named counts, {"relic": 1, ...}: every name of `names` once.
template <class T, size_t N>
json named(const std::array<T, N>& counts, const std::string_view (&names)[N]) {
  json o = json::object();
  for (size_t i = 0; i < N; ++i) o[std::string(names[i])] = counts[i];
  return o;
}
template <class T, size_t N>
void named_from(std::array<T, N>& out, const json& j, const char* key, const std::string_view (&names)[N], int hi,
                const std::string& where) {
  const std::string at = where + "." + key;
  if (!j.contains(key) || !j[key].is_object()) throw ConfigError(at + ": must be an object of counts");
  for (size_t i = 0; i < N; ++i) out[i] = T(json_field(j[key], std::string(names[i]).c_str(), at, 0, hi));
}

json unit_json(const CqUnit& u, int slot) {
  return {{"slot", slot}, {"kind", kUnitNames[u.kind < kNumUnitKinds ? u.kind : 0]}, {"hex", u.hex}, {"home", u.home},
          {"steps", u.steps}, {"used", u.used}, {"flags", u.flags}, {"carrier", u.carrier}};
}

CqUnit unit_from(const json& j, const std::string& where) {
  if (!j.is_object()) throw ConfigError(where + ": must be an object");
  if (!j.contains("kind") || !j["kind"].is_string()) throw ConfigError(where + ".kind: must be a unit kind");
  int kind = 0;
  for (int k = 1; k < kNumUnitKinds; ++k)
    if (j["kind"].get<std::string>() == kUnitNames[k]) kind = k;
  if (!kind) throw ConfigError(fmt::format("{}.kind: '{}' is not a unit kind", where, j["kind"].get<std::string>()));
  CqUnit u{};
  u.kind = uint8_t(kind);
  u.hex = uint8_t(json_field(j, "hex", where, 0, 255));
  u.home = uint8_t(json_field(j, "home", where, 0, 255));
  u.steps = uint8_t(json_field(j, "steps", where, 0, 255));
  u.used = uint8_t(json_field(j, "used", where, 0, 255));
  u.flags = uint8_t(json_field(j, "flags", where, 0, 255));
  u.carrier = uint8_t(json_field(j, "carrier", where, 0, 255));
  return u;
}

}  // namespace

void CqGame::write_json(const State& state, json& j) const {
  const CqState& s = cq_state(state);
  const int H = topo().num_hexes;
  json terrain = json::array(), numbers = json::array();
  for (int h = 0; h < H; ++h) {
    terrain.push_back(s.terrain[h] < kNumTerrains ? kTerrainNames[s.terrain[h]] : "?");
    numbers.push_back(s.number[h]);
  }
  json seats = json::array();
  for (int q = 0; q < num_players_; ++q) {
    const CqSeat& p = s.seats[q];
    json units = json::array(), buildings = json::array();
    for (int i = 0; i < kUnitSlots; ++i)
      if (p.units[i].kind) units.push_back(unit_json(p.units[i], i));
    p.settled.for_each([&](int h) { buildings.push_back({{"hex", h}, {"level", 1 + s.cities.test(h) + s.castles.test(h)}}); });
    seats.push_back({{"units", units}, {"buildings", buildings}, {"walls", indices(p.walls)},
                     {"hand", named(p.hand, kGoodNames)}, {"tokens", named(p.tokens, kTokenNames)},
                     {"balance_in", p.balance_in}, {"balance_out", p.balance_out},
                     {"dev", named(p.dev, kDevCardNames)}, {"dev_new", named(p.dev_new, kDevCardNames)},
                     {"vp_cards", p.vp_cards}, {"prisoners", p.prisoners}, {"sunk", p.sunk},
                     {"start_island", p.start_island}});
  }
  json battles = json::array();
  for (int i = 0; i < s.num_battles; ++i) {
    const CqBattle& b = s.battles[i];
    battles.push_back({{"hex", b.hex}, {"defender", b.defender}, {"defender_units", b.defender_units},
                       {"enemy_units", b.enemy_units}, {"attackers", b.attackers}});
  }
  j["phase"] = phase_name(state);
  for (const ByteField& f : kScalars) j[f.name] = s.*f.field;
  j.update({{"order", std::vector<int>(s.order.begin(), s.order.begin() + num_players_)},
            {"edge", s.edge},
            {"terrain", terrain},
            {"numbers", numbers},
            {"bank", s.bank},
            {"deck", named(s.deck, kDevCardNames)},
            {"played", named(s.played, kDevCardNames)},
            {"stack", s.stack},
            {"offer_give", named(s.offer_give, kGoodNames)},
            {"offer_ask", named(s.offer_ask, kGoodNames)},
            {"battles", battles},
            {"seats", seats}});
}

State CqGame::read_json(const json& j) const {
  const std::string w = "state";
  const int H = topo().num_hexes;
  State state(state_size());
  CqState& s = cq_state(state);
  s.num_players = uint8_t(num_players_);
  for (int q = 0; q < kCqSeats; ++q) s.order[q] = uint8_t(q);
  if (!j.contains("phase") || !j["phase"].is_string()) throw ConfigError("state.phase: must be a phase name");
  const std::string ph = j["phase"].get<std::string>();
  s.phase = kNumCqPhases;
  for (int p = 0; p < kNumCqPhases; ++p)
    if (kCqPhaseNames[p] == ph) s.phase = uint8_t(p);
  if (s.phase == kNumCqPhases) throw ConfigError(fmt::format("state.phase: '{}' is not a phase of this game", ph));
  for (const ByteField& f : kScalars) s.*f.field = uint8_t(json_field(j, f.name, w, 0, 255));
  s.edge = uint16_t(json_field(j, "edge", w, 0, topo().num_edges - 1));
  if (!j.contains("order") || !j["order"].is_array() || int(j["order"].size()) != num_players_)
    throw ConfigError(fmt::format("state.order: must list {} seats", num_players_));
  for (int q = 0; q < num_players_; ++q) s.order[q] = uint8_t(json_int(j["order"][q], 0, num_players_ - 1, "state.order"));
  for (const char* key : {"terrain", "numbers"})
    if (!j.contains(key) || !j[key].is_array() || int(j[key].size()) != H)
      throw ConfigError(fmt::format("state.{}: must list the board's {} hexes", key, H));
  for (int h = 0; h < H; ++h) {
    const json& t = j["terrain"][h];
    int terrain = -1;
    for (int k = 0; k < kNumTerrains && t.is_string(); ++k)
      if (t.get<std::string>() == kTerrainNames[k]) terrain = k;
    if (terrain < 0) throw ConfigError(fmt::format("state.terrain[{}]: not a terrain", h));
    s.terrain[h] = uint8_t(terrain);
    s.number[h] = uint8_t(json_int(j["numbers"][h], 0, 12, fmt::format("state.numbers[{}]", h)));
  }
  counts_from(s.bank, j, "bank", 255, w);
  named_from(s.deck, j, "deck", kDevCardNames, 255, w);
  named_from(s.played, j, "played", kDevCardNames, 255, w);
  counts_from(s.stack, j, "stack", 255, w);
  named_from(s.offer_give, j, "offer_give", kGoodNames, 255, w);
  named_from(s.offer_ask, j, "offer_ask", kGoodNames, 255, w);
  if (!j.contains("battles") || !j["battles"].is_array() || j["battles"].size() > kUnitSlots)
    throw ConfigError(fmt::format("state.battles: must be an array of at most {} battles", kUnitSlots));
  s.num_battles = uint8_t(j["battles"].size());
  for (int i = 0; i < s.num_battles; ++i) {
    const json& b = j["battles"][i];
    const std::string at = fmt::format("state.battles[{}]", i);
    if (!b.is_object()) throw ConfigError(at + ": must be an object");
    s.battles[i] = {uint32_t(json_field(b, "attackers", at, 0, (1 << kUnitSlots) - 1)), uint8_t(json_field(b, "hex", at, 0, 255)),
                    uint8_t(json_field(b, "defender", at, 0, 255)), uint8_t(json_field(b, "defender_units", at, 0, 255)),
                    uint8_t(json_field(b, "enemy_units", at, 0, 255))};
  }
  if (!j.contains("seats") || !j["seats"].is_array() || int(j["seats"].size()) != num_players_)
    throw ConfigError(fmt::format("state.seats: must list {} seats", num_players_));
  for (int q = 0; q < num_players_; ++q) {
    const json& pj = j["seats"][q];
    const std::string at = fmt::format("state.seats[{}]", q);
    if (!pj.is_object()) throw ConfigError(at + ": must be an object");
    CqSeat& p = s.seats[q];
    if (!pj.contains("units") || !pj["units"].is_array()) throw ConfigError(at + ".units: must be an array");
    for (size_t i = 0; i < pj["units"].size(); ++i) {
      const std::string uat = fmt::format("{}.units[{}]", at, i);
      const json& uj = pj["units"][i];
      const int slot = json_field(uj.is_object() ? uj : json::object(), "slot", uat, 0, kUnitSlots - 1);
      if (p.units[slot].kind) throw ConfigError(fmt::format("{}.slot: slot {} is listed twice", uat, slot));
      p.units[slot] = unit_from(uj, uat);
    }
    if (!pj.contains("buildings") || !pj["buildings"].is_array()) throw ConfigError(at + ".buildings: must be an array");
    for (size_t i = 0; i < pj["buildings"].size(); ++i) {
      const std::string bat = fmt::format("{}.buildings[{}]", at, i);
      const json& bj = pj["buildings"][i];
      if (!bj.is_object()) throw ConfigError(bat + ": must be an object");
      const int h = json_field(bj, "hex", bat, 0, H - 1), level = json_field(bj, "level", bat, 1, 3);
      if (p.settled.test(h)) throw ConfigError(fmt::format("{}.hex: hex {} is listed twice", bat, h));
      p.settled.set(h);
      if (level >= 2) s.cities.set(h);
      if (level >= 3) s.castles.set(h);
    }
    p.walls = indices_from<kMaxEdges>(pj, "walls", topo().num_edges, at);
    named_from(p.hand, pj, "hand", kGoodNames, 65535, at);
    named_from(p.tokens, pj, "tokens", kTokenNames, 65535, at);
    named_from(p.dev, pj, "dev", kDevCardNames, 255, at);
    named_from(p.dev_new, pj, "dev_new", kDevCardNames, 255, at);
    for (auto [key, field] : {std::pair{"balance_in", &p.balance_in}, {"balance_out", &p.balance_out},
                              {"vp_cards", &p.vp_cards}, {"prisoners", &p.prisoners}, {"sunk", &p.sunk},
                              {"start_island", &p.start_island}})
      *field = uint8_t(json_field(pj, key, at, 0, 255));
  }
  return state;
}

}  // namespace catanlab
