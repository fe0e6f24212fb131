#include "core/render/replay_viewer.h"

#include <algorithm>
#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <unordered_map>

#include "core/render/render.h"

namespace catanlab {

namespace {

using nlohmann::json;

// The page; @TITLE@, @BOARD@, @CHART@ and @DATA@ are filled in.
constexpr std::string_view kPage = R"html(<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>@TITLE@</title>
<style>
body { font: 13px "DejaVu Sans", Arial, sans-serif; margin: 12px; background: #fbfaf6; color: #222; }
h1 { font-size: 15px; margin: 0 0 8px; }
#controls { display: flex; gap: 10px; align-items: center; margin-bottom: 8px; }
#slider { width: 520px; }
#main { display: flex; gap: 18px; align-items: flex-start; }
#panel { flex: 0 0 340px; }
#panel div { margin-bottom: 2px; padding-left: 1.5em; text-indent: -1.5em; }
#panel .seat { margin-top: 8px; font-weight: bold; }
.swatch { display: inline-block; width: 11px; height: 11px; border: 1px solid #222; margin-right: 6px; }
#log { flex: none; height: 560px; overflow-y: auto; margin: 0; padding: 0 8px 0 52px; font: 12px monospace;
       white-space: nowrap; }
#log li { cursor: pointer; }
#log li.now { background: #ffe39a; }
</style></head>
<body>
<h1>@TITLE@</h1>
<div id="controls">
  <button id="play" type="button">play</button>
  <input id="slider" type="range" min="0" max="0" value="0" aria-label="step">
  <label title="show every hex's, corner's and path's id (key i)"><input id="show-ids" type="checkbox"> ids</label>
  <span id="label"></span>
</div>
<div id="main">
  <div>@BOARD@<div>@CHART@</div></div>
  <div id="panel"></div>
  <ol id="log" start="0"></ol>
</div>
<script type="application/json" id="data">@DATA@</script>
<script>
"use strict";
const D = JSON.parse(document.getElementById("data").textContent);
const NS = "http://www.w3.org/2000/svg";
const slider = document.getElementById("slider"), label = document.getElementById("label");
const layer = document.getElementById("pieces"), panel = document.getElementById("panel");
const log = document.getElementById("log"), cursor = document.getElementById("cursor");
const play = document.getElementById("play"), ids = document.getElementById("ids");
const showIds = document.getElementById("show-ids");
const last = D.at.length - 1;

// One piece, written as piece_svg() in core/render/svg_canvas.cpp writes it.
function piece(m) {
  const u = document.createElementNS(NS, "use");
  u.setAttribute("href", "#" + D.symbols[m[0]]);
  u.setAttribute("transform", "translate(" + m[1] + " " + m[2] + ") rotate(" + m[3] + ")");
  if (m[4] >= 0) u.setAttribute("class", "p" + m[4]);
  return u;
}

function line(text, cls) {
  const d = document.createElement("div");
  d.textContent = text;
  if (cls) d.className = cls;
  return d;
}

function drawPanel(i) {
  const [status, ...seats] = D.panel[i];
  const out = status.map(k => line(D.lines[k]));
  seats.forEach((lines, p) => lines.forEach((k, j) => {
    const agent = j === 0 && D.agents[p] ? " (" + D.agents[p] + ")" : "";
    const d = line(D.lines[k] + agent, j === 0 ? "seat" : "");
    if (j === 0) {
      const s = document.createElement("span");
      s.className = "swatch";
      s.style.background = D.colours[p];
      d.prepend(s);
    }
    out.push(d);
  }));
  panel.replaceChildren(...out);
}

function show(i) {
  layer.replaceChildren(...D.pieces[D.at[i]].map(piece));
  drawPanel(i);
  const step = i === 0 ? "start" : "step " + i + " / " + last + ": " + D.who[i] + " " + D.name[i];
  label.textContent = step + "   VP " + D.vp[i].join(" ");
  const old = log.querySelector(".now");
  if (old) old.classList.remove("now");
  log.children[i].classList.add("now");
  log.children[i].scrollIntoView({block: "nearest"});
  const x = D.chart.x0 + i * D.chart.dx;
  cursor.setAttribute("x1", x);
  cursor.setAttribute("x2", x);
}

function go(i) {
  slider.value = Math.max(0, Math.min(last, i));
  show(+slider.value);
}

log.replaceChildren(...D.name.map((name, i) => {
  const li = document.createElement("li");
  li.textContent = i === 0 ? name : D.who[i] + "  " + name;
  li.addEventListener("click", () => go(i));
  return li;
}));

let timer = null;
function stop() { clearInterval(timer); timer = null; play.textContent = "play"; }
play.addEventListener("click", () => {
  if (timer) return stop();
  if (+slider.value === last) go(0);
  play.textContent = "pause";
  timer = setInterval(() => { if (+slider.value >= last) stop(); else go(+slider.value + 1); }, 120);
});
slider.addEventListener("input", () => show(+slider.value));
function drawIds() { ids.setAttribute("display", showIds.checked ? "inline" : "none"); }
showIds.addEventListener("change", drawIds);
document.addEventListener("keydown", e => {
  if (e.key === "ArrowRight") go(+slider.value + 1);
  if (e.key === "ArrowLeft") go(+slider.value - 1);
  if (e.key === "i") { showIds.checked = !showIds.checked; drawIds(); }
});
// The page opens at the step its address names, the ids shown if it says so (game.html#step=40&ids).
function fromAddress() {
  const m = /step=(\d+)/.exec(location.hash);
  showIds.checked = /[#&]ids\b/.test(location.hash);
  drawIds();
  go(m ? +m[1] : 0);
}
window.addEventListener("hashchange", fromAddress);
slider.max = last;
fromAddress();
</script>
</body></html>
)html";

// Interns values: each distinct one is stored once, steps refer to it by index.
template <class T>
struct Interned {
  json values = json::array();
  std::unordered_map<std::string, int> index;
  int add(const T& value) {
    json j = value;
    auto [it, fresh] = index.emplace(j.dump(), int(values.size()));
    if (fresh) values.push_back(std::move(j));
    return it->second;
  }
};

// Each seat's VP over the steps, as step lines, with a cursor the script moves.
std::string vp_chart(const std::vector<std::vector<int>>& vp, int target, json& geometry) {
  constexpr double kW = 520, kH = 150, kLeft = 28, kRight = 8, kTop = 8, kBottom = 20;
  const int steps = int(vp.size()), seats = steps ? int(vp[0].size()) : 0;
  int top = std::max(target, 1);  // a family without a VP target may end with no points at all
  for (const auto& row : vp) top = std::max(top, *std::max_element(row.begin(), row.end()));
  const double dx = steps > 1 ? (kW - kLeft - kRight) / (steps - 1) : 0;
  auto y = [&](int v) { return kTop + (kH - kTop - kBottom) * (1 - double(v) / top); };
  geometry = {{"x0", kLeft}, {"dx", dx}};
  std::string out = fmt::format("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" "
                                "viewBox=\"0 0 {0} {1}\" font-size=\"10\" id=\"vp-chart\">",
                                kW, kH);
  int every = 1;  // a label every 1, 2, 5, 10, 20, ... points: at most 6 of them
  for (int k = 0; top / every > 6; ++k) every = int(every * (k % 3 == 1 ? 2.5 : 2));
  for (int v = 0; v <= top; v += every)
    out += fmt::format("<line x1=\"{}\" x2=\"{}\" y1=\"{:.1f}\" y2=\"{:.1f}\" stroke=\"#ddd\"/><text x=\"{}\" "
                       "y=\"{:.1f}\" text-anchor=\"end\">{}</text>",
                       kLeft, kW - kRight, y(v), y(v), kLeft - 4, y(v) + 3, v);
  out += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">VP by step</text>", kW / 2, kH - 6);
  for (int p = 0; p < seats; ++p) {
    std::string points = fmt::format("{},{:.1f}", kLeft, y(vp[0][p]));
    for (int i = 1; i < steps; ++i)
      if (vp[i][p] != vp[i - 1][p])
        points += fmt::format(" {:.1f},{:.1f} {:.1f},{:.1f}", kLeft + i * dx, y(vp[i - 1][p]), kLeft + i * dx,
                              y(vp[i][p]));
    points += fmt::format(" {:.1f},{:.1f}", kLeft + (steps - 1) * dx, y(vp[steps - 1][p]));
    // A dark edge under each line keeps the white seat visible; a small offset per seat keeps equal scores apart.
    for (auto [colour, width] : {std::pair{std::string_view("#333"), 3.5}, {seat_colour(p), 2.0}})
      out += fmt::format("<polyline points=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{}\" "
                         "transform=\"translate(0 {})\"/>",
                         points, colour, width, 1.5 * (p - seats / 2));
  }
  return out + fmt::format("<line id=\"cursor\" x1=\"{0}\" x2=\"{0}\" y1=\"{1}\" y2=\"{2}\" stroke=\"#444\" "
                           "stroke-dasharray=\"3 2\"/></svg>",
                           kLeft, kTop, kH - kBottom);
}

void replace(std::string& page, std::string_view key, const std::string& value) {
  page.replace(page.find(key), key.size(), value);
}

// The whole words two names start with ("draw_progress" of "draw_progress spy" and "draw_progress warlord").
std::string common_words(const std::string& a, const std::string& b) {
  size_t end = 0;
  for (size_t i = 0; i <= a.size(); ++i) {
    if (i < a.size() && a[i] != ' ') continue;
    if (i > b.size() || (i < b.size() && b[i] != ' ') || a.compare(0, i, b, 0, i) != 0) break;
    end = i;
  }
  return a.substr(0, end);
}

}  // namespace

// A step as seat `viewer` may read it: where it cannot tell the step from
// others open there (Game::look_alikes), only the words they share
// ("draw_progress ?" for an opponent's draw). A look-alike that leads to the
// same State hides nothing (a direction die whose colours all move the same way).
std::string seen_name(const Game& g, const State& before, Action a, int viewer) {
  const std::string& name = g.action_name(a);
  if (viewer == kEveryone || g.current_player(before) == viewer) return name;
  auto after = [&](Action x) {
    State s = before;
    g.apply(s, x);
    return g.to_bytes(s);
  };
  const std::string state = after(a);
  std::string known = name;
  for (Action x : g.look_alikes(before, a, viewer))
    if (after(x) != state) known = common_words(known, g.action_name(x));
  return known == name ? name : known + (known.empty() ? "?" : " ?");
}

std::string replay_html(const Replay& r, int viewer) {
  auto g = Game::load(r.header.rules, r.header.players, r.header.options);
  Interned<std::vector<json>> piece_sets;
  Interned<std::string> lines;
  json symbols = json::array(), at = json::array(), panel = json::array(), who = json::array(), name = json::array();
  std::vector<std::vector<int>> vp;
  std::unordered_map<std::string, int> symbol_index;

  State start = g->new_game(r.header.seed), before = start;
  SvgCanvas board(g->topology());
  g->draw_board(start, board);  // every step's canvas starts from it, so that all share its frame
  SvgCanvas page = board;
  g->draw_pieces(start, viewer, page);  // draws the modules' printed markers
  auto snapshot = [&](const State& s, const std::string& player, const std::string& action) {
    SvgCanvas c = board;
    g->draw_pieces(s, viewer, c);
    page.include(c);  // a symbol first drawn at this step (a tile turned over, a regiment mustered)
    std::vector<json> marks;
    for (const PieceMark& m : c.pieces()) {
      auto [it, fresh] = symbol_index.emplace(m.symbol, int(symbols.size()));
      if (fresh) symbols.push_back(m.symbol);
      marks.push_back({it->second, m.at.x, m.at.y, m.angle, m.seat});
    }
    at.push_back(piece_sets.add(marks));
    json step_panel = json::array({json::array()});
    for (const auto& l : c.status_lines()) step_panel[0].push_back(lines.add(l));
    for (const auto& [seat, seat_lines] : c.seat_lines()) {
      json ids = json::array();
      for (const auto& l : seat_lines) ids.push_back(lines.add(l));
      step_panel.push_back(std::move(ids));
    }
    panel.push_back(std::move(step_panel));
    who.push_back(player);
    name.push_back(action);
    std::vector<int> row;
    for (int p = 0; p < g->num_players(); ++p)  // a seat sees an opponent's VP cards only once the game is over
      row.push_back(viewer == kEveryone || viewer == p || g->is_terminal(s) ? g->victory_points(s, p)
                                                                             : g->public_victory_points(s, p));
    vp.push_back(std::move(row));
  };

  snapshot(start, "", "start");
  verify_replay(r, [&](const Game&, const State& s, const ReplayStep& step) {
    const int p = g->current_player(before);
    snapshot(s, p >= 0 ? fmt::format("p{}", p) : "chance", seen_name(*g, before, *g->action_id(step.name), viewer));
    before = s;
  });

  json colours = json::array();
  for (int p = 0; p < g->num_players(); ++p) colours.push_back(seat_colour(p));
  json chart;
  std::string chart_svg = vp_chart(vp, g->victory_target(), chart);
  json data = {{"symbols", symbols}, {"pieces", piece_sets.values}, {"at", at},         {"lines", lines.values},
               {"panel", panel},     {"who", who},                  {"name", name},     {"vp", vp},
               {"agents", r.header.agents}, {"colours", colours},   {"chart", chart}};
  std::string text = data.dump();
  // "</" would end the script element early; "<\/" is the same JSON string.
  for (size_t i = 0; (i = text.find("</", i)) != std::string::npos; i += 3) text.replace(i, 2, "<\\/");

  std::string title = fmt::format("{} ({} players), seed {}", r.header.rules, r.header.players, r.header.seed);
  if (r.result) title += ": " + result_text(*r.result);
  if (viewer != kEveryone) title += fmt::format(", as seen by p{}", viewer);
  std::string page_html(kPage);
  for (int twice = 0; twice < 2; ++twice) replace(page_html, "@TITLE@", xml_escape(title));  // <title> and <h1>
  replace(page_html, "@BOARD@", page.board_svg());
  replace(page_html, "@CHART@", chart_svg);
  replace(page_html, "@DATA@", text);
  return page_html;
}

}  // namespace catanlab
