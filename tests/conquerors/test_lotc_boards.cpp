// The chapter boards honour the book's terrain and number tables per area
// (Catan / the conquerors' area): each file states the counts it honours,
// the hexes add up to them, and they equal the book's tables. Markers: a
// landing marker on every sea hex (chapter 1), each with room to advance; a
// road marker beside every settlement marker (chapter 3: none on a fort's
// corner); five trade stations; amber and wine as stated, leaving the supply
// what the chapter can ask of it. Bad board input names the file and field.
#include <doctest/doctest.h>

#include <fstream>
#include <nlohmann/json.hpp>

#include "core/config_error.h"
#include "tests/conquerors/lotc_position.h"

using namespace catanlab;
using namespace catanlab::testing;
using nlohmann::json;

namespace {

json board_json(const std::string& name) {
  std::ifstream in(config_dir() + "/boards/" + name + ".json");
  REQUIRE(in);
  return json::parse(in);
}

// The book's tables (chapter 1 pages 10-11, chapter 2 page 14, chapter 3 pages 28-29): terrain and number
// tokens per area. Chapter 2's 3-player conquerors number row contradicts its totals row; the totals win.
struct Table {
  std::map<std::string, int> terrain;
  std::map<std::string, int> numbers;
};
const std::map<std::string, std::map<std::string, Table>> kBook = {
    {"conquerors_ch1_3p",
     {{"catan",
       {{{"forest", 4}, {"hills", 3}, {"mountains", 3}, {"fields", 4}, {"pasture", 4}},
        {{"2", 1}, {"3", 2}, {"4", 2}, {"5", 2}, {"6", 2}, {"8", 2}, {"9", 2}, {"10", 2}, {"11", 2}, {"12", 1}}}},
      {"conquerors", {{{"swamp", 9}, {"sea", 3}}, {}}}}},
    {"conquerors_ch1_4p",
     {{"catan",
       {{{"forest", 4}, {"hills", 3}, {"mountains", 3}, {"fields", 4}, {"pasture", 4}, {"desert", 1}},
        {{"2", 1}, {"3", 2}, {"4", 2}, {"5", 2}, {"6", 2}, {"8", 2}, {"9", 2}, {"10", 2}, {"11", 2}, {"12", 1}}}},
      {"conquerors",
       {{{"forest", 1}, {"hills", 1}, {"mountains", 1}, {"fields", 2}, {"pasture", 2}, {"swamp", 13}, {"sea", 4}},
        {{"2", 2}, {"3", 1}, {"5", 1}, {"6", 1}, {"8", 1}, {"12", 1}}}}}},
    {"conquerors_ch2_3p",
     {{"catan",
       {{{"forest", 4}, {"hills", 3}, {"mountains", 3}, {"fields", 4}, {"pasture", 4}, {"desert", 1}},
        {{"2", 1}, {"3", 2}, {"4", 2}, {"5", 2}, {"6", 2}, {"8", 2}, {"9", 2}, {"10", 2}, {"11", 2}, {"12", 1}}}},
      {"conquerors", {{{"mountains", 1}, {"swamp", 9}, {"sea", 1}}, {{"9", 1}}}}}},
    {"conquerors_ch2_4p",
     {{"catan",
       {{{"forest", 4}, {"hills", 3}, {"mountains", 3}, {"fields", 4}, {"pasture", 4}, {"desert", 1}},
        {{"2", 1}, {"3", 2}, {"4", 2}, {"5", 2}, {"6", 2}, {"8", 2}, {"9", 2}, {"10", 2}, {"11", 2}, {"12", 1}}}},
      {"conquerors",
       {{{"forest", 1}, {"hills", 1}, {"mountains", 1}, {"fields", 2}, {"pasture", 2}, {"swamp", 13}, {"sea", 4}},
        {{"2", 1}, {"5", 1}, {"6", 1}, {"8", 1}, {"9", 1}, {"12", 2}}}}}},
    {"conquerors_ch3_3p",
     {{"catan",
       {{{"forest", 4}, {"hills", 3}, {"mountains", 3}, {"fields", 4}, {"pasture", 4}},
        {{"2", 1}, {"3", 2}, {"4", 2}, {"5", 2}, {"6", 2}, {"8", 2}, {"9", 2}, {"10", 2}, {"11", 2}, {"12", 1}}}},
      {"conquerors",
       {{{"forest", 1}, {"hills", 1}, {"mountains", 1}, {"fields", 1}, {"pasture", 1}, {"swamp", 7}},
        {{"3", 1}, {"5", 1}, {"6", 1}, {"8", 1}, {"9", 1}}}}}},
    {"conquerors_ch3_4p",
     {{"catan",
       {{{"forest", 4}, {"hills", 3}, {"mountains", 3}, {"fields", 4}, {"pasture", 4}, {"desert", 1}},
        {{"2", 1}, {"3", 2}, {"4", 2}, {"5", 2}, {"6", 2}, {"8", 2}, {"9", 2}, {"10", 2}, {"11", 2}, {"12", 1}}}},
      {"conquerors",
       {{{"forest", 3}, {"hills", 3}, {"mountains", 3}, {"fields", 3}, {"pasture", 3}, {"swamp", 9}},
        {{"2", 2}, {"3", 1}, {"4", 2}, {"5", 2}, {"6", 1}, {"8", 1}, {"9", 1}, {"10", 2}, {"11", 1}, {"12", 2}}}}}},
};

}  // namespace

TEST_CASE("boards: each chapter's board honours the book's terrain and number tables, per area") {
  for (const auto& [name, areas] : kBook) {
    INFO(name);
    const json b = board_json(name);
    REQUIRE(b["honours"].contains("counts"));
    const json& stated = b["honours"]["counts"];
    std::map<std::string, Table> counted;
    for (const json& h : b["hexes"]) {
      Table& t = counted[h["area"].get<std::string>()];
      t.terrain[h["terrain"].get<std::string>()] += 1;
      if (h.contains("number")) t.numbers[std::to_string(h["number"].get<int>())] += 1;
    }
    for (const auto& [area, book] : areas) {
      INFO(area);
      CHECK(counted[area].terrain == book.terrain);
      CHECK(counted[area].numbers == book.numbers);
      CHECK(stated[area]["terrain"].get<std::map<std::string, int>>() == book.terrain);
      CHECK(stated[area]["numbers"].get<std::map<std::string, int>>() == book.numbers);
    }
    CHECK(counted.size() == areas.size());
  }
}

TEST_CASE("boards: landing markers on every sea hex, set-up markers with their roads, five trade stations") {
  for (int players : {3, 4}) {
    auto g = lotc_game(players);
    const Topology& t = g->topo();
    HexSet sea;
    for (int h = 0; h < t.num_hexes; ++h)
      if (g->board().layout.terrain[h] == Terrain::Sea) sea.set(h);
    CHECK(lotc::landing_hexes(*g) == sea);
    CHECK(sea.count() == players);
    const VertexSet marked = lotc::marker_vertices(*g, "settlement");
    const EdgeSet roads = lotc::marker_edges(*g, "road");
    CHECK(marked.count() == (players == 3 ? 3 : 4));
    marked.for_each([&](int v) {
      CHECK((t.vertex_edges[v] & roads).count() == 1);  // the settlement's road marker
      CHECK_FALSE((t.vertex_neighbours[v] & marked).any());  // the distance rule holds between markers
    });
    CHECK(g->board().harbor_edges.size() == 5);
    unsigned kinds = 0;
    for (size_t i = 0; i < g->board().harbor_edges.size(); ++i) kinds |= 1u << g->board().layout.harbor_kind[i];
    CHECK(kinds == 0x1F);  // one 2:1 station per resource
  }
}

TEST_CASE("boards: chapters 2-3 - amber on corners (1-2), wine on hills and fields (1-5), forts with the rulings' strengths") {
  for (const char* name : {"conquerors_ch2_3p", "conquerors_ch2_4p", "conquerors_ch3_3p", "conquerors_ch3_4p"}) {
    INFO(name);
    const BoardSpec b = load_board_file(config_dir() + "/boards/" + name + ".json");
    std::map<int, int> forts;
    int amber = 0, wine = 0, landing = 0;
    for (const Marker& m : b.markers) {
      if (m.kind == "amber") {
        CHECK(m.vertex >= 0);
        CHECK((m.value >= 1 && m.value <= 2));
        ++amber;
      } else if (m.kind == "wine") {
        const Terrain t = b.layout.terrain[m.hex];
        CHECK((t == Terrain::Hills || t == Terrain::Fields));
        CHECK((m.value >= 1 && m.value <= 5));
        ++wine;
      } else if (m.kind == "fort") {
        CHECK(b.layout.number[m.hex] > 0);
        forts[m.value] += 1;
      } else if (m.kind == "landing") {
        ++landing;
      } else if (m.kind == "roadblock" || m.kind == "dividing_line" || m.kind == "road") {
        CHECK(m.edge >= 0);
      }
    }
    CHECK(amber > 0);
    CHECK(wine > 0);
    CHECK(b.harbor_edges.size() == 5);
    const bool ch3 = std::string(name).find("ch3") != std::string::npos;
    const bool three = std::string(name).find("_3p") != std::string::npos;
    if (ch3) {
      CHECK(forts == (three ? std::map<int, int>{{3, 4}, {4, 3}, {5, 3}, {6, 3}}
                            : std::map<int, int>{{3, 4}, {4, 4}, {5, 4}, {6, 4}}));
      CHECK(b.markers_of("roadblock").edges.count() == 4);
      CHECK(b.markers_of("dividing_line").edges.any());
      CHECK(landing == 0);
    } else {
      CHECK(forts.empty());
      CHECK(landing == (three ? 3 : 4));
    }
  }
}

TEST_CASE("boards: chapters 1-2 - a landed conqueror has two or three hexes to advance to; none advances onto a landing hex") {
  for (const char* rules : {"conquerors_ch1", "conquerors_ch2"})
    for (int players : {3, 4}) {
      INFO(rules, ", ", players, " players");
      auto g = StdGame::load(rules, players);
      const Topology& t = g->topo();
      const HexSet landing = lotc::landing_hexes(*g);
      landing.for_each([&](int h) {
        INFO("landing hex ", t.coord[h].q, ",", t.coord[h].r);
        int exits = 0;  // the die's directions that lead to a hex a conqueror may enter
        for (Dir d : lotc::kDieDir) {
          const int n = t.hex_neighbour[h][int(d)];
          exits += n >= 0 && g->board().layout.terrain[n] != Terrain::Sea && !landing.test(n);
        }
        CHECK(exits >= 2);
      });
      // The advance blocks the sea only: a landing hex a conqueror could step onto must be sea.
      for (int m = 0; m < t.num_hexes; ++m)
        for (Dir d : lotc::kDieDir)
          if (const int n = t.hex_neighbour[m][int(d)]; n >= 0 && landing.test(n) && !landing.test(m))
            CHECK(g->board().layout.terrain[n] == Terrain::Sea);
    }
}

TEST_CASE("boards: chapters 2-3 - the stated amber and wine; the supply pays every Support from the South, Aegis and the forts") {
  for (const char* rules : {"conquerors_ch2", "conquerors_ch3"})
    for (int players : {3, 4}) {
      INFO(rules, ", ", players, " players");
      auto g = StdGame::load(rules, players);
      const json stated = board_json(g->board().name)["honours"]["tokens"];
      std::map<lotc::Token, int> board, asked;
      for (const Marker& m : g->board().markers) {
        if (m.kind == "amber") board[lotc::Token::Amber] += m.value;
        if (m.kind == "wine") board[lotc::Token::Wine] += m.value;
      }
      CHECK(stated["amber"].get<int>() == board[lotc::Token::Amber]);
      CHECK(stated["wine"].get<int>() == board[lotc::Token::Wine]);
      // Each Support from the South: a token to every seat.
      const int chapter = lotc_opt(*g).lotc_chapter;
      for (int space = 1; space <= lotc::track_length(chapter); ++space) {
        const lotc::Event e = lotc::track_space(chapter, space).event;
        if (e == lotc::Event::SouthWine) asked[lotc::Token::Wine] += players;
        if (e == lotc::Event::SouthAmber) asked[lotc::Token::Amber] += players;
      }
      for (lotc::Token kind : {lotc::Token::Amber, lotc::Token::Wine}) {
        INFO("token ", int(kind));
        CHECK(asked[kind] >= players);
        // Every Aegis card: one token to each opponent, all of one kind at worst.
        asked[kind] += ck_opt(*g).cards.count[Aegis] * (players - 1);
        // Chapter 3's token tiles (rulings: 2 of the token, 2 of grain with it), one participant each.
        if (chapter == 3) asked[kind] += 4;
        CHECK(board[kind] + asked[kind] <= lotc_opt(*g).lotc_tokens);
      }
    }
}

TEST_CASE("boards: chapter 3 - no set-up marker on a fort's corner; the marked roads are open paths") {
  for (int players : {3, 4}) {
    INFO(players, " players");
    auto g = ch3_game(players);
    const State s = g->new_game(1);
    const VertexSet marked = lotc::marker_vertices(*g, "settlement");
    CHECK(marked.count() == players);
    marked.for_each([&](int v) { CHECK_FALSE(lotc::beside_fort(*g, std_state(s), v)); });
    lotc::marker_edges(*g, "road").for_each([&](int e) { CHECK_FALSE(std_state(s).base.closed_roads.test(e)); });
  }
}

TEST_CASE("boards: bad markers and stations name the file and the field") {
  auto error = [](const std::string& text) {
    try {
      parse_board(text, "b.json");
    } catch (const ConfigError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  const std::string hexes = R"("hexes": [{"q": 0, "r": 0, "terrain": "swamp"}, {"q": 1, "r": 0, "terrain": "fields", "number": 5}])";
  CHECK(error("{\"name\": \"x\", " + hexes + R"(, "markers": [{"kind": "settlement", "q": 0, "r": 0, "corner": "X"}]})")
            .find("b.json: markers[0].corner") != std::string::npos);
  CHECK(error("{\"name\": \"x\", " + hexes + R"(, "markers": [{"kind": "wine", "q": 0, "r": 0, "value": "two"}]})")
            .find("b.json: markers[0]") != std::string::npos);
  CHECK(error("{\"name\": \"x\", " + hexes + R"(, "harbors": [{"q": 0, "r": 0, "side": "E", "kind": "ore"}]})") ==
        "b.json: harbors[0]: that side is not on the coast");
  CHECK(error("{\"name\": \"x\", " + hexes + R"(, "harbors": [{"q": 0, "r": 0, "side": "E", "kind": "ore", "station": true}]})") ==
        "no error");
}

TEST_CASE("rule sets: conquerors without cities_knights before it is a ConfigError naming the field") {
  RuleSet rs = load_ruleset("conquerors_ch1");
  rs.modules = {"base", "conquerors"};
  try {
    StdGame g(rs, 3);
    FAIL("no error");
  } catch (const ConfigError& e) {
    CHECK(std::string(e.what()) ==
          "rule set 'conquerors_ch1': modules: conquerors extends cities_knights, which must come before it");
  }
}
