// Pictures: every piece of a hand-built State appears in its SVG, in its
// seat's colour; the side panel shows hands as the viewer may see them; the
// Conquerors' pieces, markers and tracks appear; everything lies inside the
// picture's frame for every rule set; the replay viewer's last snapshot holds
// the same pieces as the final picture, and as seen by a seat it hides the
// others' draws.
#include <doctest/doctest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>
#include <unistd.h>

#include "agents/random_agent.h"
#include "core/render/render.h"
#include "core/render/replay_viewer.h"
#include "selfplay/game_runner.h"
#include "tests/conquerors/lotc_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

int count(const std::string& text, const std::string& pattern) {
  const std::regex re(pattern);
  return int(std::distance(std::sregex_iterator(text.begin(), text.end(), re), std::sregex_iterator()));
}

int pieces(const std::string& svg, const std::string& symbol, int seat) {
  return count(svg, "<use href=\"#" + symbol + "\"[^>]*class=\"p" + std::to_string(seat) + "\"/>");
}

// The elements of the board, pieces and panel that reach outside the SVG's
// viewBox: shapes by their coordinates, text by its anchor, a piece by the
// SvgCanvas::kPieceReach around where it stands.
std::vector<std::string> outside_frame(const std::string& svg) {
  std::smatch box;
  REQUIRE(std::regex_search(svg, box, std::regex(R"re(viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)")re")));
  const double x0 = std::stod(box[1]), y0 = std::stod(box[2]), x1 = x0 + std::stod(box[3]), y1 = y0 + std::stod(box[4]);
  const std::string drawn = svg.substr(svg.find("</defs>"));  // symbols are drawn where they are used
  auto inside = [&](double x, double y, double r) { return x - r >= x0 && x + r <= x1 && y - r >= y0 && y + r <= y1; };
  std::vector<std::string> out;
  auto check = [&](const std::string& pattern, auto reaches) {
    const std::regex re(pattern);
    for (auto m = std::sregex_iterator(drawn.begin(), drawn.end(), re); m != std::sregex_iterator(); ++m)
      if (!reaches(*m, inside)) out.push_back(m->str());
  };
  auto d = [](const std::ssub_match& s) { return std::stod(s.str()); };
  const std::string n = "([-\\d.]+)";
  check("<use href=\"#\\w+\" transform=\"translate\\(" + n + " " + n + "\\)",
        [&](auto& m, auto in) { return in(d(m[1]), d(m[2]), SvgCanvas::kPieceReach); });
  check("<circle cx=\"" + n + "\" cy=\"" + n + "\" r=\"" + n + "\"",
        [&](auto& m, auto in) { return in(d(m[1]), d(m[2]), d(m[3])); });
  check("<line x1=\"" + n + "\" y1=\"" + n + "\" x2=\"" + n + "\" y2=\"" + n + "\"",
        [&](auto& m, auto in) { return in(d(m[1]), d(m[2]), 0) && in(d(m[3]), d(m[4]), 0); });
  check("<rect[^>]* x=\"" + n + "\" y=\"" + n + "\" width=\"" + n + "\" height=\"" + n + "\"",
        [&](auto& m, auto in) { return in(d(m[1]), d(m[2]), 0) && in(d(m[1]) + d(m[3]), d(m[2]) + d(m[4]), 0); });
  check("<text x=\"" + n + "\" y=\"" + n + "\"", [&](auto& m, auto in) { return in(d(m[1]), d(m[2]), 0); });
  check("points=\"([^\"]+)\"", [&](auto& m, auto in) {
    std::istringstream points(std::regex_replace(m[1].str(), std::regex(","), " "));
    for (double x, y; points >> x >> y;)
      if (!in(x, y, 0)) return false;
    return true;
  });
  return out;
}

// Seats 0-3 each with settlements, a city and roads; seat 2 holds both awards.
State hand_built(const StdGame& g) {
  State s = empty_main(g, 1);
  Board{g, s}
      .settlement(0, 0).roads(0, {0, 1})
      .settlement(1, 20).settlement(1, 40).city(1, 44).roads(1, {30})
      .city(2, 10).city(2, 50).roads(2, {60, 61, 62})
      .settlement(3, 25)
      .done();
  std_state(s).base.robber = 18;
  std_state(s).base.longest_road_holder = 2;
  std_state(s).base.largest_army_holder = 2;
  give(s, 0, {0, 0, 0, 0, 3});
  give(s, 1, {2, 1, 0, 0, 0});
  std_state(s).base.players[1].known = {1, 0, 0, 0, 0};
  std_state(s).base.players[0].dev[Knight] = 1;
  return s;
}

}  // namespace

TEST_CASE("render: every piece of a hand-built State is drawn once, in its seat's colour") {
  auto g = StdGame::load("base", 4);
  const State s = hand_built(*g);
  const std::string svg = state_svg(*g, s);
  for (int p = 0; p < 4; ++p) {
    CAPTURE(p);
    const PlayerState& ps = std_state(s).base.players[p];
    CHECK(pieces(svg, "settlement", p) == ps.settlements.count());
    CHECK(pieces(svg, "city", p) == ps.cities.count());
    CHECK(pieces(svg, "road", p) == ps.roads.count());
  }
  CHECK(pieces(svg, "settlement", 0) == 1);
  CHECK(pieces(svg, "city", 2) == 2);
  CHECK(pieces(svg, "road", 2) == 3);
  CHECK(count(svg, "<use href=\"#robber\"") == 1);
  CHECK(count(svg, "<polygon class=\"hex ") == g->topo().num_hexes);
  CHECK(count(svg, "<g class=\"token\">") == 18);
  CHECK(count(svg, "<g class=\"harbor ") == int(g->board().harbor_edges.size()));
  CHECK(count(svg, "Longest Road  Largest Army") == 1);
}

TEST_CASE("render: the side panel shows a seat its own cards and only totals and public counts of others") {
  auto g = StdGame::load("base", 4);
  const State s = hand_built(*g);
  const std::string all = state_svg(*g, s, kEveryone), seat0 = state_svg(*g, s, 0);
  CHECK(count(all, ">hand 3: 3 ore<") == 1);
  CHECK(count(all, ">hand 3: 2 lumber, 1 brick<") == 1);
  CHECK(count(all, ">dev: 1 knight<") == 1);
  CHECK(count(seat0, ">hand 3: 3 ore<") == 1);
  CHECK(count(seat0, ">hand 3 cards, known: 1 lumber<") == 1);
  CHECK(count(seat0, "2 lumber") == 0);
  CHECK(count(seat0, ">dev: 1 knight<") == 1);
  CHECK(count(state_svg(*g, s, 1), ">dev cards: 1<") == 1);
}

// A random game of `turns` turns of the base game, recorded.
Replay random_replay(const StdGame& g, int turns) {
  const auto path =
      std::filesystem::temp_directory_path() / ("catanlab_render_" + std::to_string(getpid()) + ".jsonl");
  std::vector<RandomAgent> agents(4);
  std::vector<Agent*> seats;
  for (RandomAgent& a : agents) seats.push_back(&a);
  {
    ReplayWriter writer(path.string(), g, ReplayHeader{"base", {{"turn_cap", turns}}, 4, 11, {"random"}});
    play_game(g, seats, 11, &writer);
  }
  Replay r = read_replay(path.string());
  std::filesystem::remove(path);
  return r;
}

// The viewer's data block.
nlohmann::json viewer_data(const std::string& html) {
  const size_t from = html.find("<script type=\"application/json\" id=\"data\">") + 42;
  REQUIRE(from > 42);
  return nlohmann::json::parse(html.substr(from, html.find("</script>", from) - from));
}

TEST_CASE("replay viewer: a snapshot per step, the last one holding the final picture's pieces") {
  auto g = StdGame::load("base", 4, {{"turn_cap", 30}});
  const Replay r = random_replay(*g, 30);
  const std::string html = replay_html(r);
  const auto data = viewer_data(html);
  REQUIRE(data["at"].size() == r.steps.size() + 1);
  CHECK(data["name"].back() == r.steps.back().name);
  CHECK(data["vp"].back() == nlohmann::json(r.result->vp));
  CHECK(count(html, "<g id=\"pieces\"></g>") == 1);

  SvgCanvas final_picture(g->topo());
  g->draw_pieces(verify_replay(r), kEveryone, final_picture);
  const auto& last = data["pieces"][data["at"].back().get<int>()];
  REQUIRE(last.size() == final_picture.pieces().size());
  for (size_t i = 0; i < last.size(); ++i) {
    const PieceMark& m = final_picture.pieces()[i];
    CHECK(data["symbols"][last[i][0].get<int>()] == m.symbol);
    CHECK(last[i][1] == m.at.x);
    CHECK(last[i][4] == m.seat);
  }
}

TEST_CASE("replay viewer as seen by a seat: its panel at every step, the others' draws by their first word") {
  auto g = StdGame::load("base", 4, {{"turn_cap", 80}});
  const Replay r = random_replay(*g, 80);
  const auto data = viewer_data(replay_html(r, 0));
  REQUIRE(data["name"].size() == r.steps.size() + 1);
  int hidden = 0, own_draws = 0;
  State s = g->new_game(r.header.seed);
  for (size_t i = 0; i < r.steps.size(); ++i) {
    const std::string& name = r.steps[i].name;
    const std::string shown = data["name"][i + 1];
    const bool draw = name.starts_with("draw ");
    CAPTURE(name);
    if (draw && std_state(s).to_move != 0) {  // another seat's development card
      CHECK(shown == "draw ?");
      ++hidden;
    } else {
      CHECK(shown == name);
      own_draws += draw;
    }
    g->apply(s, *g->action_id(name));
    // The panel as the still picture shows it to seat 0, never another seat's hand.
    SvgCanvas c(g->topo());
    g->draw_pieces(s, 0, c);
    const auto& panel = data["panel"][i + 1];
    std::vector<std::string> lines;
    for (const auto& group : panel)
      for (const auto& k : group) lines.push_back(data["lines"][k.get<int>()]);
    std::vector<std::string> expected = c.status_lines();
    for (const auto& [seat, seat_lines] : c.seat_lines())
      expected.insert(expected.end(), seat_lines.begin(), seat_lines.end());
    REQUIRE(lines == expected);
  }
  CHECK(hidden > 0);
  CHECK(own_draws > 0);
}

TEST_CASE("render (Conquerors, chapter 3): forts, a captured fort's tile, markers, tokens, pieces, the tracks") {
  auto g = ch3_game(4);
  State s = lotc_main(*g);
  const int taken = hex(*g, 2, 0);  // a fort of strength 4 on the board file, captured: its tile face up
  REQUIRE((lotc_of(g, s).fort[taken] & kFortStrength) == 4);
  lotc_of(g, s).fort[taken] = uint8_t(int(FortReward::GrainAmber) << kFortRewardShift);
  const int v = corner(*g, hex(*g, 4, 2), Corner::N);
  knight_at(*g, s, 1, v, 2);
  lotc_of(g, s).cannon[1] = uint8_t(v);
  lotc_of(g, s).horse[1] = kOnTile;
  lotc_of(g, s).space = 6;
  lotc_of(g, s).hero[2] = 3;
  lotc_of(g, s).amber_held[0] = 2;
  lotc_of(g, s).wine_held[0] = 1;
  const std::string svg = state_svg(*g, s);

  const int standing = lotc::forts_standing(*g, std_state(s));
  int sixes = 0, wine = 0;
  for (int h = 0; h < g->topo().num_hexes; ++h) {
    sixes += (lotc_of(g, s).fort[h] & kFortStrength) == 6;
    wine += lotc_of(g, s).wine[h] > 0;
  }
  CHECK(sixes >= 3);
  CHECK(count(svg, "<use href=\"#fort6\"") == sixes);
  CHECK(count(svg, "<use href=\"#fort\\d\"") == standing);
  CHECK(count(svg, "<use href=\"#reward_grain_amber\"") == 1);
  CHECK(count(svg, "<use href=\"#roadblock\"") == 4);
  CHECK(count(svg, "<use href=\"#dividing_line\"") == 6);
  CHECK(count(svg, "<use href=\"#wine\\d\"") == wine);
  CHECK(count(svg, "<use href=\"#amber\\d\"") == lotc_of(g, s).amber.count());
  CHECK(pieces(svg, "knight2", 1) == 1);
  CHECK(pieces(svg, "cannon", 1) == 1);
  CHECK(count(svg, "<use href=\"#horse\"") == 0);
  // The event track's 27 spaces and the hero track's 11, the ship on one, a marker per seat.
  CHECK(count(svg, "<title>space \\d+: ") == 27);
  CHECK(count(svg, "<title>space 6: Charge of the Conquerors</title>") == 1);
  CHECK(count(svg, "<title>hero track \\d+ ") == 11);
  CHECK(count(svg, "<use href=\"#ship\"") == 1);
  for (int p = 0; p < 4; ++p) CHECK(pieces(svg, "hero", p) == 1);
  CHECK(count(svg, fmt::format(">event track 6/27, forts standing {} \\(defeat at 4\\)<", standing)) == 1);
  CHECK(count(svg, ">hero track 0; 2 amber, 1 wine<") == 1);
  CHECK(count(svg, fmt::format(">cannon with the knight at v{}, horse on its horse farm<", v)) == 1);
  CHECK(joined(outside_frame(svg)) == "");
}

TEST_CASE("render (Conquerors): conquerors with their strength, conquered hexes face down, the board's markers") {
  auto g = ch2_game(4);
  State s = lotc_main(*g);
  const int west = hex(*g, 3, 1), east = hex(*g, 4, 1);
  conqueror_at(*g, s, west, 4);
  conquered(*g, s, west);
  conqueror_at(*g, s, east, 6);
  const std::string svg = state_svg(*g, s);
  CHECK(count(svg, "<use href=\"#conqueror4\"") == 1);
  CHECK(count(svg, "<use href=\"#conqueror6\"") == 1);
  CHECK(count(svg, "<use href=\"#conqueror\\d\"") == 2);
  CHECK(count(svg, "<use href=\"#conquered\"") == 1);
  CHECK(count(svg, "<use href=\"#landing\"") == lotc::landing_hexes(*g).count());
  CHECK(count(svg, "<use href=\"#settlement_marker\"") == 4);
  CHECK(count(svg, "<title>space \\d+: ") == 25);
  CHECK(count(svg, ">event track 1/25, conquered 1/5<") == 1);
}

TEST_CASE("render (Conquerors): in a seat's view an opponent's battle cards are a count, not kinds") {
  auto g = ch2_game(4);
  State s = lotc_main(*g);
  deal_card(*g, s, 1, Thora);
  deal_card(*g, s, 1, Aegis);
  deal_card(*g, s, 1, Spy);
  for (int viewer : {kEveryone, 1}) {
    const std::string svg = state_svg(*g, s, viewer);
    CHECK(count(svg, ">battle cards 2: 1 thora, 1 aegis<") == 1);
    CHECK(count(svg, ">progress cards 1: 1 spy;") == 1);  // the battle deck's cards are not progress cards
  }
  const std::string seat0 = state_svg(*g, s, 0);
  CHECK(count(seat0, ">battle cards 2<") == 1);
  CHECK(count(seat0, ">progress cards 1;") == 1);
  CHECK(count(seat0, "thora|aegis|spy") == 0);
}

TEST_CASE("render (5-6 extension): the 30-hex board, its 28 tokens and 11 harbors, six seats' pieces in six colours") {
  auto g = StdGame::load("base", 6);
  State s = empty_main(*g, 5);
  Board b{*g, s};
  int seat = 0;
  g->topo().land_vertices.for_each([&](int v) {  // a settlement for each seat, keeping the distance rule
    if (seat < 6 && !std_state(s).base.blocked.test(v)) b.settlement(seat++, v).done();
  });
  REQUIRE(seat == 6);
  const std::string svg = state_svg(*g, s);
  for (int p = 0; p < 6; ++p) {
    CAPTURE(p);
    CHECK(pieces(svg, "settlement", p) == 1);
  }
  CHECK(count(svg, "<polygon class=\"hex ") == 52);
  CHECK(count(svg, "<g class=\"token\">") == 28);
  CHECK(count(svg, "<g class=\"harbor ") == 11);
  Rng rng(7);
  for (int step = 0; step < 1500 && !g->is_terminal(s); ++step) random_step(*g, s, rng);
  CHECK(joined(outside_frame(state_svg(*g, s))) == "");
}

TEST_CASE("render: every element lies inside the picture's frame, for a game of every rule set") {
  for (const std::string& rules : list_rulesets()) {
    CAPTURE(rules);
    auto g = Game::load(rules);
    State s = g->new_game(7);
    Rng rng(7);
    for (int step = 0; step < 1500 && !g->is_terminal(s); ++step) random_step(*g, s, rng);
    CHECK(joined(outside_frame(state_svg(*g, s))) == "");
  }
}
