// Pictures of the Conquerors: the board's printed markers (landing flags,
// set-up settlement rings, roadblocks, the dividing line); the conquerors and
// forts with their strength, conquered hexes' face-down tokens, captured
// forts' reward tiles, amber and wine on the board, cannons and horses beside
// their knights; under the board the event track, the hero track and a key to
// the printed markers; in the side panel each seat's tokens, pieces and battle cards.
#include <algorithm>
#include <fmt/format.h>

#include "core/conquerors/lotc_internal.h"
#include "core/render/render.h"

namespace catanlab {

using namespace lotc;

namespace {

constexpr double kR = SvgCanvas::kHexRadius, kCell = 18;  // a track's space, pixels
constexpr const char* kPurple = "#6a1b9a";  // the conquerors'

Point shifted(Point p, double dx, double dy) { return {p.x + dx, p.y + dy}; }

// One space of a track: a square with its label, and its name on hover.
std::string cell(Point at, std::string_view fill, std::string_view ink, std::string_view label,
                 std::string_view title) {
  return fmt::format("<g><rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"{}\" height=\"{}\" fill=\"{}\" stroke=\"#888\"/>"
                     "<text x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"{}\" text-anchor=\"middle\" fill=\"{}\">{}</text>"
                     "<title>{}</title></g>",
                     at.x - kCell / 2 + 1, at.y - kCell / 2 + 1, kCell - 2, kCell - 2, fill, at.x, at.y + 3.5,
                     label.size() > 2 ? 7 : 10, ink, xml_escape(label), xml_escape(title));
}

struct EventLook {
  std::string_view fill, ink, label, name;
};
EventLook look(Space sp) {
  switch (sp.event) {
    case Event::Land: return {kPurple, "#fff", "", "conquerors land (their strength)"};
    case Event::AdvanceNorthFirst: return {"#dccbea", "#222", "\u2191", "conquerors advance, north first"};
    case Event::AdvanceSouthFirst: return {"#dccbea", "#222", "\u2193", "conquerors advance, south first"};
    case Event::BarbarianAttack: return {"#333", "#fff", "B", "barbarians attack"};
    case Event::SouthWine: return {"#7b1f3a", "#fff", "S", "Support from the South: wine"};
    case Event::SouthAmber: return {"#e89a1c", "#222", "S", "Support from the South: amber"};
    case Event::WylersHelp: return {"#bcd4f0", "#222", "W", "Wyler's Help: battle cards"};
    case Event::EastSupport: return {"#b5dca0", "#222", "E", "Support from the East: a road"};
    case Event::Charge: return {"#c0201a", "#fff", "C", "Charge of the Conquerors"};
    case Event::EndIfRed2: return {"#bbb", "#222", "\u22642", "the end if the red die shows 1-2"};
    case Event::EndIfRed4: return {"#bbb", "#222", "\u22644", "the end if the red die shows 1-4"};
    case Event::End: return {"#bbb", "#222", "end", "the end"};
    case Event::None: break;
  }
  return {"#f4efe2", "#222", "", "nothing"};
}

void define_symbols(SvgCanvas& c) {
  // Numbered pieces beside the number token: conquerors left (where a robber
  // stands in other rule sets), forts and reward tiles above, wine below.
  c.define_numbered("conqueror", 1, 6,
                    fmt::format("<path d=\"M-8,-9 L8,-9 L8,2 L0,10 L-8,2 Z\" fill=\"{}\"/>", kPurple), "#fff");
  c.define_numbered("fort", 1, 6,
                    fmt::format("<path d=\"M-11,7 L-11,-7 L-7,-7 L-7,-4 L-2,-4 L-2,-7 L2,-7 L2,-4 L7,-4 L7,-7 L11,-7 "
                                "L11,7 Z\" fill=\"{}\"/>",
                                kPurple),
                    "#fff");
  c.define_numbered("amber", 1, 2, "<path d=\"M0,-7.5 L6.5,0 L0,7.5 L-6.5,0 Z\" fill=\"#e89a1c\"/>");
  c.define_numbered("wine", 1, 5, "<circle r=\"6.5\" fill=\"#7b1f3a\"/>", "#fff");
  c.define("conquered", "<circle r=\"13.5\" fill=\"#4a3b2a\"/><path d=\"M-6,-6 L6,6 M6,-6 L-6,6\" stroke=\"#c9a3e0\" "
                        "stroke-width=\"2.5\"/>");
  auto line = [](double y, std::string_view text) {
    return fmt::format("<text y=\"{}\" font-size=\"7\" text-anchor=\"middle\" fill=\"#222\" stroke=\"none\">{}</text>",
                       y, text);
  };
  for (int k = 1; k < kNumFortRewards; ++k) {  // a captured fort's tile, face up: "grain_amber" as grain over +amber
    const std::string_view name = kFortRewardNames[k];
    const size_t cut = name.find('_');
    const bool one = cut == std::string_view::npos;
    const int height = one ? 12 : 16;
    c.define(fmt::format("reward_{}", name),
             fmt::format("<rect x=\"-14\" y=\"{}\" width=\"28\" height=\"{}\" rx=\"2\" fill=\"#fff8e0\"/>{}", -height / 2,
                         height,
                         one ? line(2.5, name) : line(-1, name.substr(0, cut)) + line(6.5, fmt::format("+{}", name.substr(cut + 1)))));
  }
  for (auto [id, fill, letter] : {std::tuple{"cannon", "#333", "C"}, {"horse", "#8b5a2b", "H"}})
    c.define(id, fmt::format("<circle r=\"5\" fill=\"{}\"/><text y=\"2.5\" font-size=\"7\" font-weight=\"bold\" "
                             "text-anchor=\"middle\" fill=\"#fff\" stroke=\"none\">{}</text>",
                             fill, letter));
  c.define("ship",
           "<rect x=\"-10\" y=\"-10\" width=\"20\" height=\"20\" fill=\"none\" stroke=\"#111\" stroke-width=\"3\"/>");
  c.define("hero", "<circle r=\"3.2\"/>");
  // The board's printed markers.
  c.define("landing", fmt::format("<path d=\"M-2,11 L-2,-11\" stroke=\"#222\" stroke-width=\"1.5\"/><path d=\"M-2,-11 "
                                  "L10,-6.5 L-2,-2 Z\" fill=\"{}\"/>",
                                  kPurple));
  c.define("settlement_marker", "<circle r=\"12\" fill=\"none\" stroke=\"#222\" stroke-dasharray=\"3,2\"/>");
  c.define("roadblock", "<path d=\"M-6,-6 L6,6 M6,-6 L-6,6\" stroke=\"#222\" stroke-width=\"3.5\"/>");
  c.define("dividing_line",
           "<path d=\"M-20,0 L20,0\" stroke=\"#c0201a\" stroke-width=\"3\" stroke-dasharray=\"6,4\"/>");
}

void draw_markers(const StdGame& g, SvgCanvas& c) {
  landing_hexes(g).for_each([&](int h) { c.marker("landing", c.hex_center(h)); });
  marker_vertices(g, "settlement").for_each([&](int v) { c.marker("settlement_marker", c.vertex(v)); });
  marker_edges(g, "roadblock").for_each([&](int e) { c.marker("roadblock", c.edge_mid(e)); });
  marker_edges(g, "dividing_line").for_each([&](int e) { c.marker("dividing_line", c.edge_mid(e), c.edge_angle(e)); });
}

// A key to the printed markers the board has.
void draw_marker_key(const StdGame& g, SvgCanvas& c) {
  std::vector<KeyEntry> key;
  if (landing_hexes(g).any()) key.push_back({"landing", "the conquerors land here"});
  if (marker_vertices(g, "settlement").any()) key.push_back({"settlement_marker", "a set-up settlement's corner"});
  if (marker_edges(g, "roadblock").any()) key.push_back({"roadblock", "a roadblock: the path is closed"});
  if (marker_edges(g, "dividing_line").any()) key.push_back({"dividing_line", "the dividing line"});
  if (!key.empty()) draw_key(c, key);
}

void draw_board_pieces(const StdGame& g, const StdState& s, SvgCanvas& c) {
  const LotcSlice& L = lotc_of(g, s);
  L.conquered.for_each([&](int h) { c.piece("conquered", c.hex_center(h), -1); });
  conqueror_hexes(g, s).for_each(
      [&](int h) { c.piece(fmt::format("conqueror{}", L.conqueror[h]), shifted(c.hex_center(h), -0.55 * kR, 0), -1); });
  for (int h = 0; h < g.topo().num_hexes; ++h) {
    const Point top = shifted(c.hex_center(h), 0, -0.55 * kR);
    if (const int strength = L.fort[h] & kFortStrength) c.piece(fmt::format("fort{}", strength), top, -1);
    else if (const int reward = fort_reward(L.fort[h]))  // captured: its tile face up
      c.piece(fmt::format("reward_{}", kFortRewardNames[reward]), top, -1);
    if (L.wine[h]) c.piece(fmt::format("wine{}", L.wine[h]), shifted(c.hex_center(h), 0, 0.55 * kR), -1);
  }
  for (const Marker& m : g.board().markers)
    if (m.kind == "amber" && L.amber.test(m.vertex)) c.piece(fmt::format("amber{}", m.value), c.vertex(m.vertex), -1);
  // Beside its knight, between the knight's paths: a corner whose third path
  // goes straight up (topology y ≡ 1 mod 3) has room above it, the others below.
  for (int p = 0; p < s.num_players; ++p)
    for (auto [e, id, side] : {std::tuple{Equipment::Cannon, "cannon", -9}, {Equipment::Horse, "horse", 9}})
      if (const int v = equipped_knight(g, s, e, p); v >= 0)
        c.piece(id, shifted(c.vertex(v), side, (g.topo().vertex_xy[v][1] % 3 + 3) % 3 == 1 ? -8 : 8), p);
}

// Under the board: the event track (the ship's space framed) and the hero track
// (each seat's marker in a corner of its space), each space's number under it,
// then a key to the chapter's event spaces.
void draw_tracks(const StdGame& g, const StdState& s, SvgCanvas& c) {
  constexpr double kNames = 76, kRow = kCell + 20;  // room for the tracks' names; a track with its numbers
  const int chapter = lotc_opt(g).lotc_chapter, length = track_length(chapter), heroes = lotc_opt(g).hero_track_max;
  std::vector<Event> kinds;  // the chapter's events, in the order of their first space
  for (int i = 1; i <= length; ++i)
    if (const Event e = track_space(chapter, i).event; e != Event::None && std::ranges::find(kinds, e) == kinds.end())
      kinds.push_back(e);
  const int key_rows = int(kinds.size() + 2) / 3;
  const Point o = c.strip(kNames + std::max(length, heroes + 1) * kCell, 2 * kRow + key_rows * kCell + 8);
  // The centre of the i-th space (from 0) of row 0 (the event track) or 1 (the hero track).
  auto space_at = [&](int row, int i) { return Point{o.x + kNames + (i + 0.5) * kCell, o.y + kCell / 2 + row * kRow}; };
  auto numbered = [&](int row, int i, int number, std::string svg) {
    const Point at = space_at(row, i);
    c.board(svg + fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"7\" text-anchor=\"middle\" fill=\"#777\">{}"
                              "</text>",
                              at.x, at.y + kCell / 2 + 8, number));
  };
  for (int row = 0; row < 2; ++row)
    c.board(fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"11\">{}</text>", o.x, space_at(row, 0).y + 4,
                        row ? "hero track" : "event track"));
  for (int i = 1; i <= length; ++i) {
    const Space sp = track_space(chapter, i);
    const EventLook e = look(sp);
    const bool land = sp.event == Event::Land;
    numbered(0, i - 1, i,
             cell(space_at(0, i - 1), e.fill, e.ink, land ? std::to_string(sp.strength) : std::string(e.label),
                  land ? fmt::format("space {}: conquerors of strength {} land", i, sp.strength)
                       : fmt::format("space {}: {}", i, e.name)));
  }
  for (int i = 0; i <= heroes; ++i)
    numbered(1, i, i, cell(space_at(1, i), "#f4efe2", "#222", "", fmt::format("hero track {} ({} VP)", i, i)));
  for (size_t k = 0; k < kinds.size(); ++k) {
    const Point at = {o.x + kNames + (k % 3) * 170 + kCell / 2, o.y + 2 * kRow + 4 + (k / 3) * kCell};
    const EventLook e = look({kinds[k], 0});
    c.board(cell(at, e.fill, e.ink, kinds[k] == Event::Land ? "n" : e.label, e.name) +
            fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"9\">{}</text>", at.x + kCell / 2 + 3, at.y + 3,
                        xml_escape(e.name)));
  }
  c.piece("ship", space_at(0, lotc_of(g, s).space - 1), -1);
  for (int q = 0; q < s.num_players; ++q)
    c.piece("hero", shifted(space_at(1, lotc_of(g, s).hero[q]), q % 2 ? 4.5 : -4.5, q / 2 ? 4.5 : -4.5), q);
}

std::string equipment_line(const StdGame& g, const StdState& s, int q) {
  std::string out;
  for (auto [e, piece, home] :
       {std::tuple{Equipment::Cannon, "cannon", "foundry"}, {Equipment::Horse, "horse", "horse farm"}}) {
    const int v = equipped_knight(g, s, e, q);
    out += out.empty() ? "" : ", ";
    out += !built(g, s, e, q) ? fmt::format("no {}", home)
           : v >= 0        ? fmt::format("{} with the knight at v{}", piece, v)
                           : fmt::format("{} on its {}", piece, home);
  }
  return out;
}

std::string battle_line(const StdGame& g, const StdState& s, int viewer, int q) {
  const CkPlayer& cp = ck_of(g, s).players[q];
  int held = 0;
  std::string kinds;
  for (int k = 0; k < kNumProgressKinds; ++k) {
    if (progress_deck(k) != kBattleDeck || !cp.progress[k]) continue;
    held += cp.progress[k];
    kinds += fmt::format("{}{} {}", kinds.empty() ? "" : ", ", cp.progress[k], kLotcKinds[k - kNumCkProgressKinds].name);
  }
  // Their backs show: every seat sees how many an opponent holds, not which.
  return fmt::format("battle cards {}{}", held, (viewer < 0 || viewer == q) && held ? ": " + kinds : "");
}

}  // namespace

void Conquerors::render_svg(const StdGame& g, const StdState& s, int viewer, SvgCanvas& c) const {
  const LotcSlice& L = lotc_of(g, s);
  const int chapter = lotc_opt(g).lotc_chapter;
  define_symbols(c);
  draw_markers(g, c);
  draw_board_pieces(g, s, c);
  draw_tracks(g, s, c);
  draw_marker_key(g, c);

  c.status_line(chapter >= 3 ? fmt::format("event track {}/{}, forts standing {} (defeat at {})", L.space,
                                           track_length(chapter), forts_standing(g, s), defeat_count(g, s))
                             : fmt::format("event track {}/{}, conquered {}/{}", L.space, track_length(chapter),
                                           L.conquered.count(), defeat_count(g, s)));
  if (chapter >= 2)
    c.status_line(
        fmt::format("supply: {} amber, {} wine", token_supply(g, s, Token::Amber), token_supply(g, s, Token::Wine)));
  for (int q = 0; q < s.num_players; ++q) {
    c.seat_line(q, fmt::format("hero track {}{}{}", L.hero[q],
                               chapter >= 2 ? fmt::format("; {} amber, {} wine", L.amber_held[q], L.wine_held[q]) : "",
                               L.fort_roads[q] ? fmt::format("; {} free roads from forts", L.fort_roads[q]) : ""));
    if (chapter < 2) continue;
    c.seat_line(q, equipment_line(g, s, q));
    c.seat_line(q, battle_line(g, s, viewer, q));
  }
}

}  // namespace catanlab
