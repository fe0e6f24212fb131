// Pictures that stay legible, and the viewer drawing what first appears
// mid-game (issue 35, items 11 and 12; Seafarers' in tests/seafarers/test_sea_render.cpp):
// dragons and the canal keep clear of the number tokens; Cities & Knights'
// ship stands on a track; the viewer's page
// defines every symbol any step places, names every hex, corner and path on
// demand, and labels its VP axis sparingly.
#include <doctest/doctest.h>

#include <filesystem>
#include <regex>
#include <set>
#include <unistd.h>

#include "agents/random_agent.h"
#include "core/cities_knights/ck_rules.h"
#include "core/render/render.h"
#include "core/render/replay_viewer.h"
#include "core/tde/desert_dragons/dd_rules.h"
#include "selfplay/game_runner.h"
#include "tests/render/svg_reading.h"
#include "tests/support/position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

// Pieces of `symbol` whose centre lies on a number token (13 px around its centre).
int on_tokens(const std::string& svg, const std::string& symbol) {
  int n = 0;
  for (Point p : placed(svg, symbol))
    for (Point t : token_centres(svg)) n += distance(p, t) < 13;
  return n;
}

int matches(const std::string& text, const std::string& pattern) {
  const std::regex re(pattern);
  return int(std::distance(std::sregex_iterator(text.begin(), text.end(), re), std::sregex_iterator()));
}

// A random game of `rules`, recorded.
Replay recorded(const std::string& rules, int players, uint64_t seed) {
  auto g = Game::load(rules, players);
  const auto path = std::filesystem::temp_directory_path() /
                    fmt::format("catanlab_legible_{}_{}.jsonl", getpid(), rules);
  std::vector<RandomAgent> agents(static_cast<size_t>(players));
  std::vector<Agent*> seats;
  for (RandomAgent& a : agents) seats.push_back(&a);
  {
    ReplayWriter writer(path.string(), *g, ReplayHeader{rules, {}, players, seed, {"random"}});
    play_game(*g, seats, seed, &writer);
  }
  Replay r = read_replay(path.string());
  std::filesystem::remove(path);
  return r;
}

// The viewer's data block.
nlohmann::json page_data(const std::string& html) {
  const size_t from = html.find("<script type=\"application/json\" id=\"data\">") + 42;
  REQUIRE(from > 42);
  return nlohmann::json::parse(html.substr(from, html.find("</script>", from) - from));
}

}  // namespace

TEST_CASE("render: dragons, the canal's chips and waves keep clear of the number tokens") {
  auto dd = StdGame::load("tde_desert_dragons", 4);
  State s = empty_main(*dd);
  for (int h = 0; h < dd->topo().num_hexes; ++h)
    if (std_state(s).layout.number[h]) dd_of(*dd, std_state(s)).dragons.set(h);
  const std::string dragons = state_svg(*dd, s);
  CHECK(placed(dragons, "desert_dragon").size() > 10);
  CHECK(on_tokens(dragons, "desert_dragon") == 0);
  auto canal = StdGame::load("tde_great_canal", 4);
  const std::string chips = state_svg(*canal, canal->new_game(3));
  CHECK(placed(chips, "canal_chips").size() == 9);
  CHECK(on_tokens(chips, "canal_\\w+") == 0);
}

TEST_CASE("render (Cities & Knights): the barbarians' ship on its track; the Conquerors' event track instead") {
  auto g = StdGame::load("cities_knights", 4);
  State s = empty_main(*g);
  ck_of(*g, s).barbarians = 3;
  const std::string svg = state_svg(*g, s);
  CHECK(matches(svg, "<title>\\d steps to the attack<") == 7);
  CHECK(svg.find("<title>the barbarians attack</title>") != std::string::npos);
  const std::vector<Point> ship = placed(svg, "barbarian_ship");
  const std::vector<Point> start = placed(state_svg(*g, empty_main(*g)), "barbarian_ship");
  REQUIRE(ship.size() == 1);
  REQUIRE(start.size() == 1);
  CHECK(ship[0].x - start[0].x == doctest::Approx(3 * 20));  // three spaces on
  auto lotc = Game::load("conquerors_ch1", 4);
  CHECK(placed(state_svg(*lotc, lotc->new_game(1)), "barbarian_ship").empty());
}

TEST_CASE("replay viewer: every symbol a step places is defined on the page, those first placed mid-game too") {
  const Replay r = recorded("colonies", 4, 3);
  const std::string html = replay_html(r);
  const auto data = page_data(html);
  std::set<int> at_start;
  for (const auto& m : data["pieces"][data["at"][0].get<int>()]) at_start.insert(m[0].get<int>());
  int later = 0, regiments = 0;
  for (size_t k = 0; k < data["symbols"].size(); ++k) {
    const std::string symbol = data["symbols"][k];
    CAPTURE(symbol);
    CHECK(html.find("<g id=\"" + symbol + "\">") != std::string::npos);
    later += !at_start.contains(int(k));
    regiments += symbol.starts_with("infantry_");
  }
  CHECK(later > 0);
  CHECK(regiments > 0);  // mustered in play: not on the board at the start
}

TEST_CASE("replay viewer: every hex's, corner's and path's id on demand; the VP axis labelled six times at most") {
  auto g = Game::load("conquest", 4);
  const std::string html = replay_html(recorded("conquest", 4, 1));
  CHECK(html.find("<g id=\"ids\" display=\"none\"") != std::string::npos);
  const Topology& t = g->topology();
  for (auto [kind, n] : {std::pair{'h', t.num_hexes}, {'v', t.num_vertices}, {'e', t.num_edges}}) {
    CHECK(matches(html, fmt::format("fill=\"#\\w+\">{}\\d+</text>", kind)) == n);
  }
  const std::string chart = html.substr(html.find("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"520\""));
  const int labels = matches(chart, "text-anchor=\"end\">\\d+</text>");
  CHECK(labels >= 2);
  CHECK(labels <= 7);
}
