// Pictures of the Cities & Knights pieces: knights (one symbol per strength,
// hollow while inactive), city walls, metropolises and the merchant; under the
// board the barbarians' ship on its track (unless a scenario moves it on a
// track of its own); improvements and progress cards in the side panel.
#include <fmt/format.h>

#include "core/cities_knights/ck_internal.h"
#include "core/render/svg_canvas.h"

namespace catanlab {

using namespace ck;

namespace {

// The spaces from the ship's start (0) to the attack, numbered, the attack's space dark; the ship on its space.
void draw_barbarian_track(const StdGame& g, int barbarians, SvgCanvas& c) {
  constexpr double kName = 76, kCell = 20;  // room for the track's name; a space
  const int length = ck_opt(g).barbarian_track;
  const Point o = c.strip(kName + (length + 1) * kCell, kCell + 12);
  auto space = [&](int i) { return Point{o.x + kName + (i + 0.5) * kCell, o.y + kCell / 2}; };
  c.board(fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"11\">barbarians</text>", o.x, space(0).y + 4));
  for (int i = 0; i <= length; ++i) {
    const Point at = space(i);
    c.board(fmt::format("<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"{}\" height=\"{}\" fill=\"{}\" stroke=\"#888\"><title>{}"
                        "</title></rect><text x=\"{:.1f}\" y=\"{:.1f}\" font-size=\"7\" text-anchor=\"middle\" "
                        "fill=\"#777\">{}</text>",
                        at.x - kCell / 2 + 1, at.y - kCell / 2 + 1, kCell - 2, kCell - 2, i == length ? "#5a1f12" : "#e4eef6",
                        i == length ? "the barbarians attack" : fmt::format("{} steps to the attack", length - i), at.x,
                        at.y + kCell / 2 + 8, i));
  }
  c.piece("barbarian_ship", space(barbarians), -1);
}

}  // namespace

void CitiesKnights::render_svg(const StdGame& g, const StdState& s, int viewer, SvgCanvas& c) const {
  c.define_numbered("knight", 1, 3, "<circle r=\"7\" stroke=\"#222\" stroke-width=\"1.5\"/>");
  c.define_numbered("knight_idle", 1, 3,
                    "<circle r=\"7\" fill-opacity=\"0.35\" stroke=\"#222\" stroke-dasharray=\"2,2\"/>");
  c.define("wall", "<rect x=\"-14\" y=\"6\" width=\"28\" height=\"4\" stroke=\"#222\" stroke-width=\"0.8\"/>");
  c.define("metropolis", "<path d=\"M0,-20 L4,-12 L-4,-12 Z\" stroke=\"#222\" stroke-width=\"0.8\"/>");
  c.define("barbarian_ship", "<path d=\"M-8,2 L8,2 L5,7 L-5,7 Z M-1,2 L-1,-8 L6,0 L-1,0\" fill=\"#3a2a1a\" "
                             "stroke=\"#f4f0e0\" stroke-width=\"0.8\"/>");
  c.define("merchant", "<g fill=\"#f4f0e0\" stroke=\"#222\"><rect x=\"-5\" y=\"-8\" width=\"10\" height=\"14\" rx=\"3\"/></g>");

  const CkSlice& k = ck_of(g, s);
  s.base.vertex_pieces.for_each([&](int v) {
    const uint8_t x = k.knight[v];
    c.piece(fmt::format("knight{}{}", (x & knight::kActive) ? "" : "_idle", knight::strength(x)), c.vertex(v),
            knight::owner(x));
  });
  for (int p = 0; p < s.num_players; ++p) {
    (s.base.players[p].cities & k.walls).for_each([&](int v) { c.piece("wall", c.vertex(v), p); });
    for (uint8_t v : k.metropolis)
      if (v != kNoVertex && s.base.players[p].cities.test(v)) c.piece("metropolis", c.vertex(v), p);
  }
  if (k.merchant_hex != kNoHex) {
    const Point h = c.hex_center(k.merchant_hex);
    c.piece("merchant", {h.x + 0.55 * SvgCanvas::kHexRadius, h.y}, k.merchant_owner);
  }

  if (!ck_opt(g).extension->own_ship_track()) draw_barbarian_track(g, k.barbarians, c);
  c.status_line(fmt::format("barbarians {}/{}, robber {}", k.barbarians, ck_opt(g).barbarian_track,
                            robber_awake(g, s) ? "awake" : "asleep"));
  if (k.yellow) c.status_line(fmt::format("dice: yellow {}, red {}, {}", k.yellow, k.red, kEventNames[k.event]));
  for (int p = 0; p < s.num_players; ++p) {
    const CkPlayer& cp = k.players[p];
    const Hand& h = viewer < 0 || viewer == p ? s.base.players[p].hand : s.base.players[p].known;
    c.seat_line(p, fmt::format("trade {}, politics {}, science {}; {} paper, {} cloth, {} coin{}", cp.level[0],
                               cp.level[1], cp.level[2], h[Paper], h[Cloth], h[Coin],
                               viewer < 0 || viewer == p ? "" : " known"));
    // An added deck (the Conquerors' battle cards) is the adding module's: its panel lines show it.
    int battle = 0;
    std::string cards;
    const ProgressCards& kinds = ck_opt(g).cards;
    for (int x = 0; x < kinds.kinds; ++x) {
      if (kinds.deck[x] == kAddedDeck) battle += cp.progress[x];
      else if (cp.progress[x] && (viewer < 0 || viewer == p))
        cards += fmt::format("{}{} {}", cards.empty() ? "" : ", ", cp.progress[x], kinds.names[x]);
    }
    c.seat_line(p, fmt::format("progress cards {}{}; knight strength {} ({} active); walls {}; defender {}",
                               cp.progress_total - battle, cards.empty() ? "" : ": " + cards, knight_strength(g, s, p, false),
                               knight_strength(g, s, p, true), cp.walls, cp.defender));
  }
}

}  // namespace catanlab
