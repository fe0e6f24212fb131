// Colonies' part of a State's JSON form, and reading it back field by field,
// every number range-checked before it is stored (validate_fields then
// checks the rules between fields; the caches are rebuilt).
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/colonies/col_rules.h"
#include "core/config_error.h"
#include "core/json_int.h"

namespace catanlab {

using nlohmann::json;
using namespace col;

namespace {

constexpr const char* kStageNames[] = {"setup",  "fall",  "winter",    "write",  "pillage",    "explore",    "muster",
                                       "march",  "build", "attrition", "summer", "turn_end",   "turn_start", "over"};
constexpr int kStages = int(ColStage::Over) + 1;

template <int N>
json bit_list(const Bits<N>& bits) {
  json out = json::array();
  bits.for_each([&](int i) { out.push_back(i); });
  return out;
}

template <class T>
json array_of(const T* values, int n) {
  json out = json::array();
  for (int i = 0; i < n; ++i) out.push_back(int(values[i]));
  return out;
}

json seat_or_none(int v) { return v == kNone ? json(nullptr) : json(v); }

// ---- Readers ----

const json& member(const json& j, const char* key, const std::string& where) {
  if (!j.is_object() || !j.contains(key)) throw ConfigError(fmt::format("{}.{}: missing", where, key));
  return j[key];
}

int integer(const json& j, const char* key, const std::string& where, int lo, int hi) {
  return json_int(member(j, key, where), lo, hi, where + "." + key);
}

// A seat in 0..players-1, or null for none (kNone).
uint8_t seat_field(const json& j, const char* key, const std::string& where, int players, int extra = -1) {
  const json& v = member(j, key, where);
  if (v.is_null()) return kNone;
  const int hi = extra >= 0 ? extra : players - 1;
  return uint8_t(json_int(v, 0, hi, where + "." + key));
}

template <int N>
Bits<N> bits_field(const json& j, const char* key, const std::string& where, int limit) {
  const json& list = member(j, key, where);
  if (!list.is_array()) throw ConfigError(fmt::format("{}.{}: must be a list", where, key));
  Bits<N> out;
  for (size_t i = 0; i < list.size(); ++i) out.set(json_int(list[i], 0, limit - 1, fmt::format("{}.{}[{}]", where, key, i)));
  return out;
}

void bytes_field(const json& j, const char* key, const std::string& where, uint8_t* out, int n, int lo, int hi) {
  const json& list = member(j, key, where);
  if (!list.is_array() || int(list.size()) != n)
    throw ConfigError(fmt::format("{}.{}: must be a list of {} integers", where, key, n));
  for (int i = 0; i < n; ++i) out[i] = uint8_t(json_int(list[i], lo, hi, fmt::format("{}.{}[{}]", where, key, i)));
}

int name_field(const json& j, const char* key, const std::string& where, const char* const* names, int n) {
  const json& v = member(j, key, where);
  if (v.is_string())
    for (int i = 0; i < n; ++i)
      if (v.get<std::string>() == names[i]) return i;
  std::string valid;
  for (int i = 0; i < n; ++i) valid += (i ? ", " : "") + std::string(names[i]);
  throw ConfigError(fmt::format("{}.{}: must be one of {}", where, key, valid));
}

const json& list_field(const json& j, const char* key, const std::string& where, size_t max) {
  const json& v = member(j, key, where);
  if (!v.is_array() || v.size() > max) throw ConfigError(fmt::format("{}.{}: must be a list of at most {}", where, key, max));
  return v;
}

}  // namespace

void ColGame::write_json(const State& state, json& j) const {
  const ColState& s = col_state(state);
  const int n = num_players_;
  json terrain = json::array(), armies = json::array(), npc = json::array(), settlements = json::array(),
       roads = json::array(), seats = json::array(), books = json::array();
  for (int h = 0; h < topo().num_hexes; ++h)
    terrain.push_back(s.terrain[h] == kNone ? "hidden" : kTerrainNames[s.terrain[h]]);
  for (int h = 0; h < kColHexes; ++h) {
    for (int p = 0; p < n; ++p)
      if (s.army[h][p][0] || s.army[h][p][1] || s.army[h][p][2]) {
        armies.push_back({{"tile", h}, {"seat", p}, {"regiments", array_of(s.army[h][p], kRegimentKinds)}});
        if (s.shaken[h][p][0] || s.shaken[h][p][1] || s.shaken[h][p][2])
          armies.back()["shaken"] = array_of(s.shaken[h][p], kRegimentKinds);
      }
    for (int side = 0; side < 2; ++side)
      if (s.npc[h][side][0] || s.npc[h][side][1])
        npc.push_back({{"tile", h}, {"side", side ? "hostile" : "neutral"}, {"regiments", array_of(s.npc[h][side], 2)}});
  }
  for (int v = 0; v < kColVertices; ++v)
    if (s.v_founder[v] != kNone || s.v_owner[v] != kNone)
      settlements.push_back({{"corner", v}, {"founder", s.v_founder[v]}, {"owner", s.v_owner[v]}, {"city", s.city.test(v)}});
  for (int e = 0; e < kColEdges; ++e)
    if (s.e_founder[e] != kNone || s.e_owner[e] != kNone)
      roads.push_back({{"path", e}, {"founder", s.e_founder[e]}, {"owner", s.e_owner[e]}});
  for (int p = 0; p < n; ++p) {
    const ColSeat& me = s.seat[p];
    seats.push_back({{"hand", array_of(me.hand, 5)},
                     {"routed", array_of(me.routed, kRegimentKinds)},
                     {"dev_held", array_of(me.dev_held, kColDevKinds)},
                     {"dev_played", array_of(me.dev_played, kColDevKinds)},
                     {"tactics", array_of(me.tactics, kTacticsKinds)},
                     {"stance", array_of(me.stance, n)},
                     {"free_roads", me.free_roads},
                     {"monopoly", me.monopoly},
                     {"plenty_next", me.plenty_next},
                     {"plenty_now", me.plenty_now},
                     {"offers", me.offers},
                     {"vote", seat_or_none(me.vote)},
                     {"out", me.out},
                     {"colonial", me.colonial},
                     {"battles", me.battles},
                     {"battles_won", me.battles_won},
                     {"spoils", me.spoils},
                     {"cut_off", bit_list(me.cut_off)},
                     {"fortified", bit_list(me.fortified)},
                     {"arrived", bit_list(me.arrived)},
                     {"engaged", bit_list(me.engaged)},
                     {"entrenched", bit_list(me.entrenched)}});
    const ColBook& b = s.book[p];
    json orders = json::array();
    for (int i = 0; i < b.count + (b.draft ? 1 : 0); ++i) {
      const ColOrder& o = b.order[i];
      orders.push_back({{"kind", kOrderNames[int(o.kind)]}, {"a", o.a}, {"b", o.b}, {"regiments", array_of(o.n, kRegimentKinds)},
                        {"flags", o.flags}, {"roll", o.roll}});
    }
    books.push_back({{"orders", orders}, {"count", b.count}, {"draft", b.draft}, {"stance_set", b.stance_set},
                     {"committed", b.committed}, {"stance", array_of(b.stance, n)}});
  }
  const ColOffer& o = s.offer;
  const ColBattle& bt = s.battle;
  const ColCursor& c = s.cur;
  j.update({
      {"phase", phase_name(state)},
      {"stage", kStageNames[int(s.stage)]},
      {"actor", seat_or_none(s.actor)},
      {"turn", s.turn},
      {"winners", s.winners},
      {"fortress", seat_or_none(s.fortress)},
      {"desert_due", s.desert_due},
      {"desert_loss", s.desert_loss},
      {"explored", bit_list(s.explored)},
      {"fresh", bit_list(s.fresh)},
      {"todo", bit_list(s.todo)},
      {"terrain", terrain},
      {"armies", armies},
      {"npc", npc},
      {"settlements", settlements},
      {"roads", roads},
      {"bank", array_of(s.bank, 5)},
      {"dev_deck", array_of(s.dev_deck, kColDevKinds)},
      {"tactics_deck", array_of(s.tactics_deck, kTacticsKinds)},
      {"seats", seats},
      {"books", books},
      {"offer", {{"from", seat_or_none(o.from)}, {"to", seat_or_none(o.to)}, {"give", array_of(o.give, 5)},
                 {"ask", array_of(o.ask, 5)}, {"sent", o.sent}}},
      {"battle", {{"active", bt.active}, {"tile", seat_or_none(bt.tile)}, {"attacker", seat_or_none(bt.attacker)},
                  {"from", seat_or_none(bt.from)}, {"att_side", bt.att_side}, {"def_side", bt.def_side},
                  {"sources", bt.sources}, {"both_attacking", bt.both_attacking},
                  {"att_str", array_of(bt.att_str, kRegimentKinds)}, {"def_str", array_of(bt.def_str, kRegimentKinds)},
                  {"att_mod", bt.att_mod}, {"def_mod", bt.def_mod}, {"att_roll", bt.att_roll}, {"def_roll", bt.def_roll},
                  {"hit", array_of(bt.hit, 2)}, {"result", bt.result}, {"npc", array_of(bt.npc, 2)},
                  {"ambush", bt.ambush}, {"step", bt.step}, {"road", bt.road}, {"initiative", bt.initiative},
                  {"shots", array_of(bt.shots, 2)}, {"shooter", bt.shooter}, {"bombarding", bt.bombarding},
                  {"bombard_again", bt.bombard_again}, {"loss", array_of(bt.loss, 2)}, {"retreating", bt.retreating},
                  {"from_volley", bt.from_volley}, {"npc_start", bt.npc_start}, {"victim", bt.victim},
                  {"placed", bt.placed}, {"routed", array_of(&bt.routed[0][0], n * kRegimentKinds)},
                  {"shown", array_of(&bt.shown[0][0], 6)}, {"charge", array_of(bt.charge, 2)},
                  {"focus", array_of(bt.focus, 2)}, {"counter_shot", bt.counter_shot}, {"countered", bt.countered},
                  {"again", array_of(bt.again, 2)}, {"join_side", bt.join_side},
                  {"join_sources", bt.join_sources}, {"join_str", array_of(bt.join_str, kRegimentKinds)},
                  {"join_mod", bt.join_mod}, {"join_roll", bt.join_roll}, {"join_hit", bt.join_hit},
                  {"join_shots", bt.join_shots}, {"join_loss", bt.join_loss}, {"target", array_of(bt.target, 3)},
                  {"gone", bt.gone}, {"pair", bt.pair}, {"duel", array_of(bt.duel, 3)}}},
      {"cursor", {{"seat", seat_or_none(c.seat)}, {"index", c.index}, {"tile", seat_or_none(c.tile)}, {"left", c.left},
                  {"explorer", seat_or_none(c.explorer)}, {"event", c.event}, {"first_die", c.first_die},
                  {"victim", seat_or_none(c.victim)}, {"pool", array_of(c.pool, 5)}, {"step", c.step},
                  {"thief", seat_or_none(c.thief)}}},
  });
}

State ColGame::read_json(const json& j) const {
  const int n = num_players_, H = topo().num_hexes, V = topo().num_vertices, E = topo().num_edges;
  const std::string at = "state";
  State state(state_size());
  ColState& s = col_state(state);
  s.num_players = uint8_t(n);
  s.phase = ColPhase(name_field(j, "phase", at, kColPhaseNames, kColPhases));
  s.stage = ColStage(name_field(j, "stage", at, kStageNames, kStages));
  s.actor = seat_field(j, "actor", at, n);
  s.turn = uint16_t(integer(j, "turn", at, 0, 10000));
  s.winners = uint8_t(integer(j, "winners", at, 0, (1 << n) - 1));
  s.fortress = seat_field(j, "fortress", at, n, H - 1);
  s.desert_due = uint8_t(integer(j, "desert_due", at, 0, (1 << n) - 1));
  s.desert_loss = uint8_t(integer(j, "desert_loss", at, 0, (1 << n) - 1));
  s.explored = bits_field<64>(j, "explored", at, H);
  s.fresh = bits_field<64>(j, "fresh", at, H);
  s.todo = bits_field<64>(j, "todo", at, H);
  const json& terrain = list_field(j, "terrain", at, size_t(H));
  if (int(terrain.size()) != H) throw ConfigError(fmt::format("state.terrain: must list {} hexes", H));
  std::memset(s.terrain, kNone, sizeof s.terrain);
  for (int h = 0; h < H; ++h) {
    const json& t = terrain[h];
    int kind = -1;
    for (int k = 0; k <= int(Terrain::Mountains); ++k)
      if (t.is_string() && t.get<std::string>() == kTerrainNames[k]) kind = k;
    if (kind < 0 && !(t.is_string() && t.get<std::string>() == "hidden"))
      throw ConfigError(fmt::format("state.terrain[{}]: must be hidden, sea, desert, forest, hills, pasture, fields or "
                                    "mountains", h));
    if (kind >= 0) s.terrain[h] = uint8_t(kind);
  }
  for (const json& a : list_field(j, "armies", at, size_t(kColHexes * kColSeats))) {
    const std::string where = "state.armies[]";
    const int h = integer(a, "tile", where, 0, H - 1), p = integer(a, "seat", where, 0, n - 1);
    bytes_field(a, "regiments", where, s.army[h][p], kRegimentKinds, 0, 60);
    if (a.contains("shaken")) bytes_field(a, "shaken", where, s.shaken[h][p], kRegimentKinds, 0, 60);
  }
  for (const json& a : list_field(j, "npc", at, size_t(kColHexes * 2))) {
    const std::string where = "state.npc[]";
    static constexpr const char* kSides[] = {"neutral", "hostile"};
    const int h = integer(a, "tile", where, 0, H - 1), side = name_field(a, "side", where, kSides, 2);
    bytes_field(a, "regiments", where, s.npc[h][side], 2, 0, 60);
  }
  std::memset(s.v_founder, kNone, sizeof s.v_founder);
  std::memset(s.v_owner, kNone, sizeof s.v_owner);
  std::memset(s.e_founder, kNone, sizeof s.e_founder);
  std::memset(s.e_owner, kNone, sizeof s.e_owner);
  for (const json& x : list_field(j, "settlements", at, size_t(V))) {
    const std::string where = "state.settlements[]";
    const int v = integer(x, "corner", where, 0, V - 1);
    s.v_founder[v] = uint8_t(integer(x, "founder", where, 0, n - 1));
    s.v_owner[v] = uint8_t(integer(x, "owner", where, 0, kNpcSeat));  // kNpcSeat: the hostile forces
    const json& city = member(x, "city", where);
    if (!city.is_boolean()) throw ConfigError(where + ".city: must be true or false");
    if (city.get<bool>()) s.city.set(v);
  }
  for (const json& x : list_field(j, "roads", at, size_t(E))) {
    const std::string where = "state.roads[]";
    const int e = integer(x, "path", where, 0, E - 1);
    s.e_founder[e] = uint8_t(integer(x, "founder", where, 0, n - 1));
    s.e_owner[e] = uint8_t(integer(x, "owner", where, 0, kNpcSeat));  // kNpcSeat: the hostile forces
  }
  bytes_field(j, "bank", at, s.bank, 5, 0, 255);
  bytes_field(j, "dev_deck", at, s.dev_deck, kColDevKinds, 0, 255);
  bytes_field(j, "tactics_deck", at, s.tactics_deck, kTacticsKinds, 0, 255);
  const json& seats = list_field(j, "seats", at, size_t(n));
  const json& books = list_field(j, "books", at, size_t(n));
  if (int(seats.size()) != n || int(books.size()) != n)
    throw ConfigError(fmt::format("state.seats, state.books: must list {} seats", n));
  for (int p = 0; p < n; ++p) {
    const std::string where = fmt::format("state.seats[{}]", p);
    const json& x = seats[p];
    ColSeat& me = s.seat[p];
    bytes_field(x, "hand", where, me.hand, 5, 0, 255);
    bytes_field(x, "routed", where, me.routed, kRegimentKinds, 0, 60);
    bytes_field(x, "dev_held", where, me.dev_held, kColDevKinds, 0, 25);
    bytes_field(x, "dev_played", where, me.dev_played, kColDevKinds, 0, 25);
    bytes_field(x, "tactics", where, me.tactics, kTacticsKinds, 0, 44);
    bytes_field(x, "stance", where, me.stance, n, 0, 2);
    me.free_roads = uint8_t(integer(x, "free_roads", where, 0, 3));
    me.monopoly = uint8_t(integer(x, "monopoly", where, 0, 31));
    me.plenty_next = uint8_t(integer(x, "plenty_next", where, 0, 1));
    me.plenty_now = uint8_t(integer(x, "plenty_now", where, 0, 1));
    me.offers = uint8_t(integer(x, "offers", where, 0, opt_.col_offers));
    me.vote = seat_field(x, "vote", where, n);
    me.out = uint8_t(integer(x, "out", where, 0, 1));
    me.colonial = uint8_t(integer(x, "colonial", where, 0, 1));
    me.battles = uint8_t(integer(x, "battles", where, 0, 255));
    me.battles_won = uint8_t(integer(x, "battles_won", where, 0, 255));
    me.spoils = x.contains("spoils") ? uint8_t(integer(x, "spoils", where, 0, 255)) : 0;
    me.cut_off = bits_field<64>(x, "cut_off", where, H);
    me.fortified = bits_field<64>(x, "fortified", where, H);
    me.arrived = bits_field<64>(x, "arrived", where, H);
    me.engaged = bits_field<64>(x, "engaged", where, H);
    me.entrenched = bits_field<64>(x, "entrenched", where, H);
    const std::string bw = fmt::format("state.books[{}]", p);
    const json& y = books[p];
    ColBook& b = s.book[p];
    b.count = uint8_t(integer(y, "count", bw, 0, opt_.col_orders));
    b.draft = uint8_t(integer(y, "draft", bw, 0, 3));
    b.stance_set = uint8_t(integer(y, "stance_set", bw, 0, (1 << n) - 1));
    b.committed = uint8_t(integer(y, "committed", bw, 0, 1));
    bytes_field(y, "stance", bw, b.stance, n, 0, 2);
    const json& orders = list_field(y, "orders", bw, kColMaxOrders);
    if (int(orders.size()) != b.count + (b.draft ? 1 : 0))
      throw ConfigError(fmt::format("{}.orders: must list {} orders", bw, b.count + (b.draft ? 1 : 0)));
    for (size_t i = 0; i < orders.size(); ++i) {
      const std::string ow = fmt::format("{}.orders[{}]", bw, i);
      ColOrder& o = b.order[i];
      o.kind = OrderKind(name_field(orders[i], "kind", ow, kOrderNames, kOrderKinds));
      o.a = uint8_t(integer(orders[i], "a", ow, 0, 255));
      o.b = uint8_t(integer(orders[i], "b", ow, 0, 255));
      bytes_field(orders[i], "regiments", ow, o.n, kRegimentKinds, 0, 60);
      o.flags = uint8_t(integer(orders[i], "flags", ow, 0, ColOrderFlag::All));
      o.roll = uint8_t(integer(orders[i], "roll", ow, 0, 6));
    }
  }
  const json& o = member(j, "offer", at);
  s.offer.from = seat_field(o, "from", "state.offer", n);
  s.offer.to = seat_field(o, "to", "state.offer", n);
  bytes_field(o, "give", "state.offer", s.offer.give, 5, 0, 5);
  bytes_field(o, "ask", "state.offer", s.offer.ask, 5, 0, 5);
  s.offer.sent = uint8_t(integer(o, "sent", "state.offer", 0, 1));
  const json& bt = member(j, "battle", at);
  const std::string bw = "state.battle";
  ColBattle& b = s.battle;
  b.active = uint8_t(integer(bt, "active", bw, 0, 1));
  b.tile = seat_field(bt, "tile", bw, n, H - 1);
  b.attacker = seat_field(bt, "attacker", bw, n, kNpcSeat);
  b.from = seat_field(bt, "from", bw, n, H - 1);
  b.att_side = uint8_t(integer(bt, "att_side", bw, 0, 127));
  b.def_side = uint8_t(integer(bt, "def_side", bw, 0, 127));
  b.sources = uint8_t(integer(bt, "sources", bw, 0, 6));
  b.both_attacking = uint8_t(integer(bt, "both_attacking", bw, 0, 1));
  bytes_field(bt, "att_str", bw, b.att_str, kRegimentKinds, 0, 8);
  bytes_field(bt, "def_str", bw, b.def_str, kRegimentKinds, 0, 8);
  b.att_mod = int8_t(integer(bt, "att_mod", bw, -100, 100));
  b.def_mod = int8_t(integer(bt, "def_mod", bw, -100, 100));
  b.att_roll = uint8_t(integer(bt, "att_roll", bw, 0, 6));
  b.def_roll = uint8_t(integer(bt, "def_roll", bw, 0, 6));
  bytes_field(bt, "hit", bw, b.hit, 2, 0, 255);
  b.result = uint8_t(integer(bt, "result", bw, 0, ColResult::Joiner));
  bytes_field(bt, "npc", bw, b.npc, 2, 0, 60);
  b.ambush = uint8_t(integer(bt, "ambush", bw, 0, 2));
  b.step = uint8_t(integer(bt, "step", bw, 0, ColBattleStep::Last));
  b.road = uint8_t(integer(bt, "road", bw, 0, 1));
  b.initiative = int8_t(integer(bt, "initiative", bw, -128, 127));
  bytes_field(bt, "shots", bw, b.shots, 2, 0, 8);
  b.shooter = uint8_t(integer(bt, "shooter", bw, 0, 2));
  b.bombarding = uint8_t(integer(bt, "bombarding", bw, 0, 1));
  b.bombard_again = uint8_t(integer(bt, "bombard_again", bw, 0, 1));
  bytes_field(bt, "loss", bw, b.loss, 2, 0, 2);
  b.retreating = uint8_t(integer(bt, "retreating", bw, 0, 3));
  b.from_volley = uint8_t(integer(bt, "from_volley", bw, 0, 1));
  b.npc_start = uint8_t(integer(bt, "npc_start", bw, 0, 120));
  b.victim = uint8_t(integer(bt, "victim", bw, 0, n - 1));
  b.placed = uint8_t(integer(bt, "placed", bw, 0, 63));
  bytes_field(bt, "routed", bw, &b.routed[0][0], n * kRegimentKinds, 0, 40);  // seat by seat, by kind
  bytes_field(bt, "shown", bw, &b.shown[0][0], 6, 0, 255);  // side by side, three bytes of maneuver bits
  bytes_field(bt, "charge", bw, b.charge, 2, 0, 1);
  bytes_field(bt, "focus", bw, b.focus, 2, 0, kRegimentKinds);
  b.counter_shot = uint8_t(integer(bt, "counter_shot", bw, 0, 2));
  b.countered = uint8_t(integer(bt, "countered", bw, 0, 3));
  bytes_field(bt, "again", bw, b.again, 2, 0, 1);
  b.join_side = uint8_t(integer(bt, "join_side", bw, 0, (1 << n) - 1));
  b.join_sources = uint8_t(integer(bt, "join_sources", bw, 0, 6));
  bytes_field(bt, "join_str", bw, b.join_str, kRegimentKinds, 0, 8);
  b.join_mod = int8_t(integer(bt, "join_mod", bw, -100, 100));
  b.join_roll = uint8_t(integer(bt, "join_roll", bw, 0, 6));
  b.join_hit = uint8_t(integer(bt, "join_hit", bw, 0, 255));
  b.join_shots = uint8_t(integer(bt, "join_shots", bw, 0, 8));
  b.join_loss = uint8_t(integer(bt, "join_loss", bw, 0, 2));
  bytes_field(bt, "target", bw, b.target, 3, 0, 3);  // side + 1, 0: not declared
  b.gone = uint8_t(integer(bt, "gone", bw, 0, 7));
  b.pair = uint8_t(integer(bt, "pair", bw, 0, 7));
  bytes_field(bt, "duel", bw, b.duel, 3, 0, 31);
  const json& c = member(j, "cursor", at);
  const std::string cw = "state.cursor";
  s.cur.seat = seat_field(c, "seat", cw, n);
  s.cur.index = uint8_t(integer(c, "index", cw, 0, 255));
  s.cur.tile = seat_field(c, "tile", cw, n, std::max(H, V));
  s.cur.left = uint8_t(integer(c, "left", cw, 0, 255));
  s.cur.explorer = seat_field(c, "explorer", cw, n);
  s.cur.event = uint8_t(integer(c, "event", cw, 0, 12));
  s.cur.first_die = uint8_t(integer(c, "first_die", cw, 0, 6));
  s.cur.victim = seat_field(c, "victim", cw, n);
  bytes_field(c, "pool", cw, s.cur.pool, 5, 0, 2);
  s.cur.step = uint8_t(integer(c, "step", cw, 0, 4));
  s.cur.thief = seat_field(c, "thief", cw, n);
  return state;
}

}  // namespace catanlab
