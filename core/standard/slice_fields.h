#pragma once
// A slice's fields declared once (docs/engine.md, "Adding a module"): each field's name in the
// JSON form, where it lies, its kind (a byte or a 16-bit count, a byte or a mark, a seat, an
// index or a place, a name, counts, bytes by hex or by vertex, counts by seat, a set of places, a
// set of small numbers, a held phase, a byte per seat, the seats' objects, an object, a group of
// the slice's own fields), its
// range and the games whose form holds it. From the declaration follow the JSON form (written;
// read with each number checked against what its bytes can hold before it is stored) and the
// range checks of a State read from bytes or JSON (FieldCheck, named as the JSON form names the
// field). The rules between fields stay the module's own (Module::validate).
#include <array>
#include <bit>
#include <cstdint>
#include <functional>
#include <limits>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/board/topology.h"
#include "core/config_error.h"
#include "core/field_check.h"
#include "core/json_bits.h"
#include "core/json_int.h"
#include "core/standard/held_phase.h"
#include "core/standard/std_state.h"

namespace catanlab {

class StdGame;
const Topology& topology_of(const StdGame& g);  // StdGame::topo, for the declarations' limits

// What a bound is computed from: the game, the State, the object holding the field, and the
// entry of an array field (-1 for a scalar).
template <class S>
struct FieldAt {
  const StdGame& g;
  const StdState& s;
  const S& obj;
  int index;
};

// A bound of a range: a constant, or computed where it is checked.
template <class S>
struct Bound {
  Bound(int v) : value(v) {}
  template <class F>
    requires std::is_invocable_r_v<int, F, const FieldAt<S>&>
  Bound(F f) : fn(std::move(f)) {}
  int operator()(const FieldAt<S>& at) const { return fn ? fn(at) : value; }
  int value = 0;
  std::function<int(const FieldAt<S>&)> fn;
};

// The places a set of bits indexes (vertices, edges or hexes, by N), and those it may hold.
template <int N>
struct Places {
  const char* what;                                      // "land vertices", in errors
  const Bits<N>* (*allowed)(const Topology&) = nullptr;  // null: any of the board's
};
template <int N>
int num_places(const Topology& t) {
  if constexpr (N == kMaxVertices) return t.num_vertices;
  else if constexpr (N == kMaxEdges) return t.num_edges;
  else return t.num_hexes;
}
// The key of a place in a list by place (by_hex, by_vertex), its first letter naming it in errors (h5).
template <int N>
constexpr const char* place_key() { return N == kMaxHexes ? "hex" : "vertex"; }
inline const Places<kMaxVertices> kVertices{"vertices"};
inline const Places<kMaxEdges> kEdges{"edges"};
inline const Places<kMaxHexes> kHexes{"hexes"};
inline const Places<kMaxVertices> kLandVertices{"land vertices", [](const Topology& t) { return &t.land_vertices; }};
inline const Places<kMaxEdges> kLandEdges{"land edges", [](const Topology& t) { return &t.land_edges; }};

// The fields of the entries of a list (a seat, a wonder, a village) that lie in arrays of O, one
// array per field, entry i in each array's i-th place: their JSON form is a list of objects.
template <class O>
class Columns {
 public:
  using At = FieldAt<O>;  // index: the entry
  struct Column {
    std::string name;
    std::function<nlohmann::json(const StdGame&, const StdState&, const O&, int)> write;
    std::function<void(const StdGame&, const StdState&, O&, int, const nlohmann::json&, const std::string&)> read;
    std::function<void(const StdGame&, const StdState&, const O&, int, const FieldCheck&)> check;  // null: none
  };

  // A number in lo..hi where a State is checked (what its bytes hold where the JSON form is read).
  template <class T, size_t M>
  Columns& number(const char* name, std::array<T, M> O::*m, Bound<O> lo, Bound<O> hi) {
    return add(name, [m](auto&, auto&, const O& o, int i) { return nlohmann::json(int((o.*m)[size_t(i)])); },
               [m](auto&, auto&, O& o, int i, const nlohmann::json& v, const std::string& at) {
                 (o.*m)[size_t(i)] = T(json_int(v, 0, std::numeric_limits<T>::max(), at));
               },
               [m, name, lo, hi](const StdGame& g, const StdState& s, const O& o, int i, const FieldCheck& c) {
                 c.range(name, (o.*m)[size_t(i)], lo(At{g, s, o, i}), hi(At{g, s, o, i}));
               });
  }
  // An index 0..hi (a seat, a path), or none (`none`; -1 in the JSON form).
  template <class T, size_t M>
  Columns& index_or_none(const char* name, std::array<T, M> O::*m, T none, Bound<O> hi) {
    return add(name, [m, none](auto&, auto&, const O& o, int i) { return nlohmann::json((o.*m)[size_t(i)] == none ? -1 : int((o.*m)[size_t(i)])); },
               [m, none, hi](const StdGame& g, const StdState& s, O& o, int i, const nlohmann::json& v, const std::string& at) {
                 const int x = json_int(v, -1, hi(At{g, s, o, i}), at);
                 (o.*m)[size_t(i)] = x < 0 ? none : T(x);
               },
               [m, none, hi, name](const StdGame& g, const StdState& s, const O& o, int i, const FieldCheck& c) {
                 const T x = (o.*m)[size_t(i)];
                 c.range(name, x == none ? -1 : int(x), -1, hi(At{g, s, o, i}));
               });
  }
  // A set of small numbers kept as the bits of T (islands), listed; each below `limit`.
  template <class T, size_t M>
  Columns& members(const char* name, std::array<T, M> O::*m, int limit) {
    return add(name,
               [m](auto&, auto&, const O& o, int i) {
                 std::vector<int> v;
                 for (int k = 0; k < std::numeric_limits<T>::digits; ++k)
                   if ((o.*m)[size_t(i)] >> k & 1) v.push_back(k);
                 return nlohmann::json(v);
               },
               [m, limit](auto&, auto&, O& o, int i, const nlohmann::json& v, const std::string& at) {
                 if (!v.is_array()) throw ConfigError(fmt::format("{}: must be an array of 0..{}", at, limit - 1));
                 for (const nlohmann::json& x : v) (o.*m)[size_t(i)] = T((o.*m)[size_t(i)] | 1u << json_int(x, 0, limit - 1, at + "[]"));
               },
               nullptr);
  }
  // The entry's name (`names`), written; where the JSON form gives it, it must be the entry's.
  template <size_t K>
  Columns& label(const char* name, const char* const (&names)[K]) {
    return add(name, [&names](auto&, auto&, const O&, int i) { return nlohmann::json(names[i]); },
               [&names](auto&, auto&, O&, int i, const nlohmann::json& v, const std::string& at) {
                 if (!v.is_null() && v != names[i]) throw ConfigError(fmt::format("{}: must be '{}'", at, names[i]));
               },
               nullptr);
  }
  // Per entry and seat, 0 or the seat's arrival (1: first), listed as the seats in order of arrival;
  // the arrivals are 1..k, each once, for seats of the game.
  template <size_t M>
  Columns& arrivals(const char* name, std::array<std::array<uint8_t, kStdSeats>, M> O::*m) {
    return add(name,
               [m](auto&, const StdState& s, const O& o, int i) {
                 std::vector<int> v;
                 for (int k = 1; k <= kStdSeats; ++k)
                   for (int q = 0; q < s.num_players; ++q)
                     if ((o.*m)[size_t(i)][size_t(q)] == k) v.push_back(q);
                 return nlohmann::json(v);
               },
               [m](auto&, const StdState& s, O& o, int i, const nlohmann::json& v, const std::string& at) {
                 if (!v.is_array()) throw ConfigError(at + ": must be an array of seats");
                 auto& rank = (o.*m)[size_t(i)];
                 for (size_t k = 0; k < v.size(); ++k) {
                   const int q = json_int(v[k], 0, s.num_players - 1, at + "[]");
                   if (rank[size_t(q)]) throw ConfigError(fmt::format("{}: seat {} twice", at, q));
                   rank[size_t(q)] = uint8_t(k + 1);
                 }
               },
               [m, name](auto&, const StdState& s, const O& o, int i, const FieldCheck& c) {
                 int seen = 0, count = 0;
                 for (int q = 0; q < kStdSeats; ++q) {
                   const int k = (o.*m)[size_t(i)][size_t(q)];
                   if (!k) continue;
                   c.require(q < s.num_players, name, "a seat the game does not have");
                   c.require(k <= kStdSeats, name, fmt::format("arrival {} of seat {}", k, q));
                   count += 1, seen |= 1 << k;
                 }
                 c.require(seen == (1 << (count + 1)) - 2, name, "arrivals that are not 1..k, each once");
               });
  }

  nlohmann::json write_entry(const StdGame& g, const StdState& s, const O& o, int i) const {
    nlohmann::json j = nlohmann::json::object();
    for (const Column& f : list_) j[f.name] = f.write(g, s, o, i);
    return j;
  }
  void read_entry(const StdGame& g, const StdState& s, O& o, int i, const nlohmann::json& j, const std::string& at) const {
    if (!j.is_object()) throw ConfigError(at + ": must be an object");
    for (const Column& f : list_) f.read(g, s, o, i, j.contains(f.name) ? j[f.name] : nlohmann::json(), at + "." + f.name);
  }
  void check_entry(const StdGame& g, const StdState& s, const O& o, int i, const FieldCheck& c) const {
    for (const Column& f : list_)
      if (f.check) f.check(g, s, o, i, c);
  }

 private:
  template <class W, class R, class C>
  Columns& add(const char* name, W write, R read, C check) {
    list_.push_back({name, std::move(write), std::move(read), std::move(check)});
    return *this;
  }
  std::vector<Column> list_;
};

template <class S>
class Fields {
 public:
  struct Field {
    std::string name;
    bool optional = false;  // may be absent from the JSON form (states written before it): zero then
    std::function<nlohmann::json(const StdGame&, const StdState&, const S&)> write;
    // From the field's JSON value (null where absent); `at` names it.
    std::function<void(const StdGame&, const StdState&, S&, const nlohmann::json&, const std::string&)> read;
    std::function<void(const StdGame&, const StdState&, const S&, const FieldCheck&)> check;  // null: none
    bool (*present)(const StdGame&) = nullptr;  // null: in every game's JSON form
  };
  using At = FieldAt<S>;

  // A byte, in lo..hi where a State is checked (0..255, what it holds, where the JSON form is read).
  Fields& byte(const char* name, uint8_t S::*m) { return number(name, m, 0, 255, false); }
  Fields& byte(const char* name, uint8_t S::*m, Bound<S> lo, Bound<S> hi) { return number(name, m, lo, hi, true); }
  // A byte in lo..hi, or a mark kept as is, `marks`..255 (255: none; the Conquerors' 254: unbuilt).
  Fields& byte_or(const char* name, uint8_t S::*m, Bound<S> lo, Bound<S> hi, int marks = 255) {
    return number(name, m, lo, hi, true, marks);
  }
  // A 16-bit count (0..65535; Barbarian Attack's gold), unchecked where a State is checked.
  Fields& word(const char* name, uint16_t S::*m) { return number(name, m, 0, 65535, false); }
  // A seat of the game.
  Fields& seat(const char* name, uint8_t S::*m) {
    return add(name, [m](auto&, auto&, const S& o) { return int(o.*m); },
               [m](auto&, const StdState& s, S& o, const nlohmann::json& v, const std::string& at) {
                 o.*m = uint8_t(json_int(v, 0, s.num_players - 1, at));
               },
               [m, name](auto&, const StdState& s, const S& o, const FieldCheck& c) { c.range(name, o.*m, 0, s.num_players - 1); });
  }
  // A seat, or nobody (kNobody; -1 in the JSON form).
  Fields& seat_or_nobody(const char* name, uint8_t S::*m) {
    return add(name, [m](auto&, auto&, const S& o) { return o.*m == kNobody ? -1 : int(o.*m); },
               [m](auto&, const StdState& s, S& o, const nlohmann::json& v, const std::string& at) {
                 const int x = json_int(v, -1, s.num_players - 1, at);
                 o.*m = x < 0 ? kNobody : uint8_t(x);
               },
               [m, name](auto&, const StdState& s, const S& o, const FieldCheck& c) { c.seat_or(name, o.*m, s.num_players, kNobody); });
  }
  // An index 0..hi (a place in a list, a card), or none (`none`; -1 in the JSON form).
  template <class T>
  Fields& index_or_none(const char* name, T S::*m, T none, Bound<S> hi) {
    return add(name, [m, none](auto&, auto&, const S& o) { return o.*m == none ? -1 : int(o.*m); },
               [m, none, hi](const StdGame& g, const StdState& s, S& o, const nlohmann::json& v, const std::string& at) {
                 const int x = json_int(v, -1, hi(At{g, s, o, -1}), at);
                 o.*m = x < 0 ? none : T(x);
               },
               [m, none, hi, name](const StdGame& g, const StdState& s, const S& o, const FieldCheck& c) {
                 c.range(name, o.*m == none ? -1 : int(o.*m), -1, hi(At{g, s, o, -1}));
               });
  }
  // One of the board's places (vertices, edges or hexes, by N), or none (`none`; -1 in the JSON form).
  template <int N, class T>
  Fields& place_or_none(const char* name, T S::*m, T none) {
    return index_or_none(name, m, none, [](const At& a) { return num_places<N>(topology_of(a.g)) - 1; });
  }
  // A place (by N) or none per entry of an array, each kept as the place + 1 so that a zero is none
  // (-1 in the JSON form): Departure's special harbours by resource.
  template <int N, class T, size_t M>
  Fields& places_or_none(const char* name, std::array<T, M> S::*m) {
    return add(name,
               [m](auto&, auto&, const S& o) {
                 std::vector<int> v;
                 for (T x : o.*m) v.push_back(int(x) - 1);
                 return v;
               },
               [m](const StdGame& g, auto&, S& o, const nlohmann::json& v, const std::string& at) {
                 if (!v.is_array() || v.size() != M) throw ConfigError(fmt::format("{}: must be an array of {} places or -1", at, M));
                 for (size_t i = 0; i < M; ++i)
                   (o.*m)[i] = T(json_int(v[i], -1, num_places<N>(topology_of(g)) - 1, fmt::format("{}[{}]", at, i)) + 1);
               },
               [m, name](const StdGame& g, auto&, const S& o, const FieldCheck& c) {
                 for (size_t i = 0; i < M; ++i)
                   c.range(fmt::format("{}[{}]", name, i), int((o.*m)[i]) - 1, -1, num_places<N>(topology_of(g)) - 1);
               });
  }
  // One of `names` (a kind), by its index; the JSON form gives the name (`what` names the list in errors).
  template <size_t K>
  Fields& named(const char* name, uint8_t S::*m, const char* const (&names)[K], const char* what) {
    return add(name, [m, &names](auto&, auto&, const S& o) { return names[o.*m]; },
               [m, &names, what](auto&, auto&, S& o, const nlohmann::json& v, const std::string& at) {
                 const std::string x = v.is_string() ? v.template get<std::string>() : "";
                 size_t i = 0;
                 while (i < K && x != names[i]) ++i;
                 if (i == K) throw ConfigError(fmt::format("{}: unknown {} '{}'", at, what, x));
                 o.*m = uint8_t(i);
               },
               [m, name](auto&, auto&, const S& o, const FieldCheck& c) { c.range(name, o.*m, 0, int(K) - 1); });
  }
  // The first n counts of an array (the rest stay zero: a hand's commodities are C&K's), each in lo..hi.
  template <size_t M>
  Fields& counts(const char* name, std::array<uint8_t, M> S::*m, Bound<S> n) { return counts(name, m, n, 0, 255, false); }
  template <size_t M>
  Fields& counts(const char* name, std::array<uint8_t, M> S::*m, Bound<S> n, Bound<S> lo, Bound<S> hi) {
    return counts(name, m, n, lo, hi, true);
  }
  // The first n bytes of an array, each in lo..hi or a mark kept as is, `marks`..255 (as byte_or).
  template <size_t M>
  Fields& counts_or(const char* name, std::array<uint8_t, M> S::*m, Bound<S> n, Bound<S> lo, Bound<S> hi, int marks = 255) {
    return counts(name, m, n, lo, hi, true, marks);
  }
  // A byte per hex (vertex), listed where it is not zero as {"hex": h (or "vertex": v), and its
  // parts}: each part a key, its bits of the byte and its range ({"count", 0, 8, 1, 3}: the byte
  // itself, a count 1..3); a flag (one bit) is true or false, false where absent.
  struct Part {
    const char* key;
    int shift, bits;
    Bound<S> lo, hi;
    bool flag = false;
  };
  template <size_t M>
  Fields& by_hex(const char* name, std::array<uint8_t, M> S::*m, std::vector<Part> parts) {
    return by_place<kMaxHexes>(name, m, std::move(parts));
  }
  template <size_t M>
  Fields& by_vertex(const char* name, std::array<uint8_t, M> S::*m, std::vector<Part> parts) {
    return by_place<kMaxVertices>(name, m, std::move(parts));
  }
  // Counts by kind (K) per seat of the game (the seats beyond it stay zero).
  template <size_t K, size_t M>
  Fields& seat_counts(const char* name, std::array<std::array<uint8_t, K>, M> S::*m) {
    return count_lists(name, m, [](const At& a) { return int(a.s.num_players); }, "seats' counts");
  }
  // Counts by kind (K) for the first n entries (the rest stay zero; `noun` names the entries in
  // errors: "fog groups").
  template <size_t K, size_t M>
  Fields& count_lists(const char* name, std::array<std::array<uint8_t, K>, M> S::*m, Bound<S> n, const char* noun) {
    return add(name,
               [m, n](const StdGame& g, const StdState& s, const S& o) {
                 return std::vector<std::array<uint8_t, K>>((o.*m).begin(), (o.*m).begin() + n(At{g, s, o, -1}));
               },
               [m, n, noun](const StdGame& g, const StdState& s, S& o, const nlohmann::json& v, const std::string& at) {
                 const int count = n(At{g, s, o, -1});
                 if (!v.is_array() || int(v.size()) != count) throw ConfigError(fmt::format("{}: must list {} {}", at, count, noun));
                 for (int i = 0; i < count; ++i) counts_from_json((o.*m)[size_t(i)], v[i], fmt::format("{}[{}]", at, i));
               },
               nullptr);
  }
  // A byte per seat of the game (the seats beyond it stay zero).
  template <size_t M>
  Fields& per_seat(const char* name, std::array<uint8_t, M> S::*m) {
    add(name, [m](auto&, const StdState& s, const S& o) { return std::vector<int>((o.*m).begin(), (o.*m).begin() + s.num_players); },
        [m](auto&, const StdState& s, S& o, const nlohmann::json& v, const std::string& at) {
          if (!v.is_array() || int(v.size()) != s.num_players) throw ConfigError(fmt::format("{}: must list {} seats", at, s.num_players));
          for (int q = 0; q < s.num_players; ++q) (o.*m)[size_t(q)] = uint8_t(json_int(v[q], 0, 255, fmt::format("{}[{}]", at, q)));
        },
        nullptr);
    return *this;
  }
  // The first `count` entries of arrays of the object at m (the slice itself where m is null), as a
  // list of objects (`noun` names them in errors: "seats"); the entries beyond stay as they are.
  template <class O>
  Fields& rows(const char* name, O S::*m, Bound<S> count, Columns<O> columns, const char* noun) {
    auto obj = [m](auto& o) -> auto& { return o.*m; };
    return rows_of(name, obj, count, std::move(columns), noun);
  }
  Fields& rows(const char* name, Bound<S> count, Columns<S> columns, const char* noun) {
    auto obj = [](auto& o) -> auto& { return o; };
    return rows_of(name, obj, count, std::move(columns), noun);
  }
  // The phase a module's run took over, to give back (held_phase.h: its own form and checks).
  Fields& held_phase(const char* name, HeldPhase S::*m) {
    return add(name, [m](const StdGame& g, auto&, const S& o) { return (o.*m).to_json(g); },
               [m](const StdGame& g, const StdState& s, S& o, const nlohmann::json& v, const std::string& at) {
                 o.*m = HeldPhase::from_json(g, s, v, at);
               },
               [m, name](const StdGame& g, const StdState& s, const S& o, const FieldCheck& c) { (o.*m).check(g, s, c, name); });
  }
  // A set of places, each one of `places`.
  template <int N>
  Fields& bits(const char* name, Bits<N> S::*m, const Places<N>& places) {
    return add(name, [m](auto&, auto&, const S& o) { return bits_to_json(o.*m); },
               [m](const StdGame& g, auto&, S& o, const nlohmann::json& v, const std::string& at) {
                 o.*m = bits_from_json<N>(v, num_places<N>(topology_of(g)), at);
               },
               [m, name, places](const StdGame& g, auto&, const S& o, const FieldCheck& c) {
                 const Topology& t = topology_of(g);
                 if (places.allowed) c.within(name, o.*m, *places.allowed(t), places.what);
                 else c.below(name, o.*m, num_places<N>(t), places.what);
               });
  }
  // A set of small numbers kept as the bits of T (seats, landing numbers), listed in the JSON
  // form; each one of `allowed`, a mask (`what` names its members in errors: "seats").
  template <class T>
  Fields& members(const char* name, T S::*m, Bound<S> allowed, const char* what) {
    return add(name,
               [m](auto&, auto&, const S& o) {
                 std::vector<int> v;
                 for (int i = 0; i < std::numeric_limits<T>::digits; ++i)
                   if (o.*m >> i & 1) v.push_back(i);
                 return v;
               },
               [m, allowed, what](const StdGame& g, const StdState& s, S& o, const nlohmann::json& v, const std::string& at) {
                 if (!v.is_array()) throw ConfigError(fmt::format("{}: must be an array of {}", at, what));
                 const unsigned mask = unsigned(allowed(At{g, s, o, -1}));
                 for (const nlohmann::json& x : v) {
                   const int i = json_int(x, std::countr_zero(mask), std::bit_width(mask) - 1, at + "[]");
                   if (!(mask >> i & 1)) throw ConfigError(fmt::format("{}[]: {} is not one of the {}", at, i, what));
                   o.*m = T(o.*m | 1u << i);
                 }
               },
               [m, name, allowed, what](const StdGame& g, const StdState& s, const S& o, const FieldCheck& c) {
                 const unsigned outside = unsigned(o.*m) & ~unsigned(allowed(At{g, s, o, -1}));
                 if (outside) c.fail(name, fmt::format("{} is not one of the {}", std::countr_zero(outside), what));
               });
  }
  // An object per seat of the game (`noun` names them in errors: "players").
  template <class P, size_t M>
  Fields& seats(const char* name, std::array<P, M> S::*m, Fields<P> fields, const char* noun = "seats") {
    return add(name,
               [m, fields](const StdGame& g, const StdState& s, const S& o) {
                 nlohmann::json a = nlohmann::json::array();
                 for (int q = 0; q < s.num_players; ++q) a.push_back(fields.write_object(g, s, (o.*m)[q]));
                 return a;
               },
               [m, fields, noun](const StdGame& g, const StdState& s, S& o, const nlohmann::json& v, const std::string& at) {
                 if (!v.is_array() || int(v.size()) != s.num_players)
                   throw ConfigError(fmt::format("{}: must list {} {}", at, s.num_players, noun));
                 for (int q = 0; q < s.num_players; ++q) fields.read_object(g, s, (o.*m)[q], v[q], fmt::format("{}[{}]", at, q));
               },
               [m, fields, name](const StdGame& g, const StdState& s, const S& o, const FieldCheck& c) {
                 for (int q = 0; q < s.num_players; ++q) fields.check_object(g, s, (o.*m)[q], c.at(fmt::format("{}[{}]", name, q)));
               });
  }
  // An object.
  template <class O>
  Fields& object(const char* name, O S::*m, Fields<O> fields) {
    return add(name, [m, fields](const StdGame& g, const StdState& s, const S& o) { return fields.write_object(g, s, o.*m); },
               [m, fields](const StdGame& g, const StdState& s, S& o, const nlohmann::json& v, const std::string& at) {
                 fields.read_object(g, s, o.*m, v, at);
               },
               [m, fields, name](const StdGame& g, const StdState& s, const S& o, const FieldCheck& c) {
                 fields.check_object(g, s, o.*m, c.at(name));
               });
  }
  // An object of the JSON form that groups fields of the slice itself (Barbarian Attack's offer_gold).
  Fields& group(const char* name, Fields<S> fields) {
    return add(name, [fields](const StdGame& g, const StdState& s, const S& o) { return fields.write_object(g, s, o); },
               [fields](const StdGame& g, const StdState& s, S& o, const nlohmann::json& v, const std::string& at) {
                 fields.read_object(g, s, o, v, at);
               },
               [fields, name](const StdGame& g, const StdState& s, const S& o, const FieldCheck& c) {
                 fields.check_object(g, s, o, c.at(name));
               });
  }
  // The field declared last is in the JSON form only of games where `present` holds (an option
  // turns it on: Departure's kept tiles); elsewhere it stays zero, and its range is checked still.
  Fields& when(bool (*present)(const StdGame&)) {
    list_.back().present = present;
    return *this;
  }
  // The field declared last may be absent from the JSON form (states written before it): zero then.
  Fields& optional() {
    list_.back().optional = true;
    return *this;
  }

  nlohmann::json write_object(const StdGame& g, const StdState& s, const S& o) const {
    nlohmann::json j = nlohmann::json::object();
    for (const Field& f : list_)
      if (!f.present || f.present(g)) j[f.name] = f.write(g, s, o);
    return j;
  }
  // Fields absent from `j` keep their value in `o` (zero in a State being read).
  void read_object(const StdGame& g, const StdState& s, S& o, const nlohmann::json& j, const std::string& at) const {
    if (!j.is_object()) throw ConfigError(at + ": missing object");
    for (const Field& f : list_) {
      if (f.present && !f.present(g)) continue;
      const bool present = j.contains(f.name);
      if (present || !f.optional) f.read(g, s, o, present ? j[f.name] : nlohmann::json(), at + "." + f.name);
    }
  }
  void check_object(const StdGame& g, const StdState& s, const S& o, const FieldCheck& c) const {
    for (const Field& f : list_)
      if (f.check) f.check(g, s, o, c);
  }

 private:
  template <class W, class R, class C>
  Fields& add(const char* name, W write, R read, C check) {
    list_.push_back({name, false, std::move(write), std::move(read), std::move(check), nullptr});
    return *this;
  }
  template <class F, class O>
  Fields& rows_of(const char* name, F obj, Bound<S> count, Columns<O> columns, const char* noun) {
    return add(name,
               [obj, count, columns](const StdGame& g, const StdState& s, const S& o) {
                 nlohmann::json a = nlohmann::json::array();
                 const int n = count(At{g, s, o, -1});
                 for (int i = 0; i < n; ++i) a.push_back(columns.write_entry(g, s, obj(o), i));
                 return a;
               },
               [obj, count, columns, noun](const StdGame& g, const StdState& s, S& o, const nlohmann::json& v, const std::string& at) {
                 const int n = count(At{g, s, o, -1});
                 if (!v.is_array() || int(v.size()) != n) throw ConfigError(fmt::format("{}: must list {} {}", at, n, noun));
                 for (int i = 0; i < n; ++i) columns.read_entry(g, s, obj(o), i, v[i], fmt::format("{}[{}]", at, i));
               },
               [obj, count, columns, name](const StdGame& g, const StdState& s, const S& o, const FieldCheck& c) {
                 const int n = count(At{g, s, o, -1});
                 for (int i = 0; i < n; ++i) columns.check_entry(g, s, obj(o), i, c.at(fmt::format("{}[{}]", name, i)));
               });
  }
  // `value` in lo..hi, or a mark (marks..255; 256: none).
  static void range_or(const FieldCheck& c, std::string_view name, int value, int lo, int hi, int marks) {
    if (value >= marks) return;
    if (marks > 255) return c.range(name, value, lo, hi);
    if (value < lo || value > hi)
      c.fail(name, marks == 255 ? fmt::format("{} is outside {}..{} and not 255 (none)", value, lo, hi)
                                : fmt::format("{} is outside {}..{} and not {}..255", value, lo, hi, marks));
  }
  template <int N, size_t M>
  Fields& by_place(const char* name, std::array<uint8_t, M> S::*m, std::vector<Part> parts) {
    auto part_of = [](uint8_t byte, const Part& p) { return byte >> p.shift & ((1 << p.bits) - 1); };
    return add(name,
               [m, parts, part_of](auto&, auto&, const S& o) {
                 nlohmann::json a = nlohmann::json::array();
                 for (size_t x = 0; x < M; ++x) {
                   if (!(o.*m)[x]) continue;
                   nlohmann::json e = {{place_key<N>(), x}};
                   for (const Part& p : parts)
                     e[p.key] = p.flag ? nlohmann::json(bool(part_of((o.*m)[x], p))) : nlohmann::json(part_of((o.*m)[x], p));
                   a.push_back(e);
                 }
                 return a;
               },
               [m, parts](const StdGame& g, auto&, S& o, const nlohmann::json& v, const std::string& at) {
                 std::string keys = place_key<N>();
                 for (const Part& p : parts) keys += fmt::format(", {}", p.key);
                 if (!v.is_array()) throw ConfigError(fmt::format("{}: must be an array of {{{}}}", at, keys));
                 for (const nlohmann::json& e : v) {
                   if (!e.is_object()) throw ConfigError(fmt::format("{}: entries are {{{}}}", at, keys));
                   const int x = json_field(e, place_key<N>(), at + "[]", 0, num_places<N>(topology_of(g)) - 1);
                   if ((o.*m)[size_t(x)]) throw ConfigError(fmt::format("{}[]: a second entry at {} {}", at, place_key<N>(), x));
                   int byte = 0;
                   for (const Part& p : parts) {
                     if (!p.flag) {
                       byte |= json_field(e, p.key, at + "[]", 0, (1 << p.bits) - 1) << p.shift;
                     } else if (e.contains(p.key)) {
                       if (!e[p.key].is_boolean()) throw ConfigError(fmt::format("{}[].{}: must be true or false", at, p.key));
                       byte |= int(e[p.key].template get<bool>()) << p.shift;
                     }
                   }
                   if (!byte) throw ConfigError(fmt::format("{}[]: the entry at {} {} is empty (every part 0)", at, place_key<N>(), x));
                   (o.*m)[size_t(x)] = uint8_t(byte);
                 }
               },
               [m, parts, name, part_of](const StdGame& g, const StdState& s, const S& o, const FieldCheck& c) {
                 for (size_t x = 0; x < M; ++x) {
                   if (!(o.*m)[x]) continue;
                   const FieldCheck at = c.at(fmt::format("{}[{}{}]", name, place_key<N>()[0], x));
                   at.require(int(x) < num_places<N>(topology_of(g)), "", fmt::format("not one of the board's {}", N == kMaxHexes ? "hexes" : "vertices"));
                   for (const Part& p : parts)
                     at.range(p.key, part_of((o.*m)[x], p), p.lo(At{g, s, o, int(x)}), p.hi(At{g, s, o, int(x)}));
                 }
               });
  }
  template <class T>
  Fields& number(const char* name, T S::*m, Bound<S> lo, Bound<S> hi, bool checked, int marks = 256) {
    add(name, [m](auto&, auto&, const S& o) { return int(o.*m); },
        [m](auto&, auto&, S& o, const nlohmann::json& v, const std::string& at) {
          o.*m = T(json_int(v, 0, std::numeric_limits<T>::max(), at));
        },
        [m, name, lo, hi, marks](const StdGame& g, const StdState& s, const S& o, const FieldCheck& c) {
          const At at{g, s, o, -1};
          range_or(c, name, o.*m, lo(at), hi(at), marks);
        });
    if (!checked) list_.back().check = nullptr;
    return *this;
  }
  template <size_t M>
  Fields& counts(const char* name, std::array<uint8_t, M> S::*m, Bound<S> count, Bound<S> lo, Bound<S> hi, bool checked,
                 int marks = 256) {
    add(name,
        [m, count](const StdGame& g, const StdState& s, const S& o) {
          return std::vector<int>((o.*m).begin(), (o.*m).begin() + count(At{g, s, o, -1}));
        },
        [m, count](const StdGame& g, const StdState& s, S& o, const nlohmann::json& v, const std::string& at) {
          const int n = count(At{g, s, o, -1});
          if (!v.is_array() || int(v.size()) != n) throw ConfigError(fmt::format("{}: must be an array of {} counts", at, n));
          for (int i = 0; i < n; ++i) {
            if (!json_int_within(v[i], 0, 255)) throw ConfigError(fmt::format("{}: entry {} must be a count 0..255", at, i));
            (o.*m)[size_t(i)] = uint8_t(v[i].template get<int>());
          }
        },
        [m, count, name, lo, hi, marks](const StdGame& g, const StdState& s, const S& o, const FieldCheck& c) {
          const int n = count(At{g, s, o, -1});
          for (int i = 0; i < n; ++i) {
            const At at{g, s, o, i};
            range_or(c, fmt::format("{}[{}]", name, i), (o.*m)[size_t(i)], lo(at), hi(at), marks);
          }
        });
    if (!checked) list_.back().check = nullptr;
    return *this;
  }

  std::vector<Field> list_;
};

// A slice's declaration: its name in the JSON form ("base": state.base), its type's key
// (kTypeKey: where StdGame lays it) and its fields.
class SliceFields {
 public:
  template <class T>
  SliceFields(const char* name, Fields<T> fields) : name_(name), key_(kTypeKey<T>) {
    write_ = [fields](const StdGame& g, const StdState& s, const void* slice) {
      return fields.write_object(g, s, *static_cast<const T*>(slice));
    };
    read_ = [fields](const StdGame& g, const StdState& s, void* slice, const nlohmann::json& j, const std::string& at) {
      *static_cast<T*>(slice) = T{};
      fields.read_object(g, s, *static_cast<T*>(slice), j, at);
    };
    check_ = [fields](const StdGame& g, const StdState& s, const void* slice, const FieldCheck& c) {
      fields.check_object(g, s, *static_cast<const T*>(slice), c);
    };
  }
  const char* name() const { return name_; }
  int key() const { return key_; }
  // The slice at `slice` (in `s`) as root[name], from it, and each field in its range.
  void write(const StdGame& g, const StdState& s, const void* slice, nlohmann::json& root) const {
    root[name_] = write_(g, s, slice);
  }
  void read(const StdGame& g, const StdState& s, void* slice, const nlohmann::json& root) const {
    const std::string at = fmt::format("state.{}", name_);
    read_(g, s, slice, root.contains(name_) ? root[name_] : nlohmann::json(), at);
  }
  void check(const StdGame& g, const StdState& s, const void* slice) const {
    check_(g, s, slice, FieldCheck(fmt::format("state.{}", name_)));
  }

 private:
  const char* name_;
  int key_;
  std::function<nlohmann::json(const StdGame&, const StdState&, const void*)> write_;
  std::function<void(const StdGame&, const StdState&, void*, const nlohmann::json&, const std::string&)> read_;
  std::function<void(const StdGame&, const StdState&, const void*, const FieldCheck&)> check_;
};

}  // namespace catanlab
