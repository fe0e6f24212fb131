#include "core/render/svg_canvas.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <numbers>

namespace catanlab {

namespace {

constexpr double kMargin = 12, kLine = 18, kCharWidth = 7.2;
constexpr size_t kWrap = 64;  // characters of a panel line; a longer one goes on in the next, indented
// Topology units: x in sqrt(3)/2 hex radii, y in half radii (topology.h).
constexpr double kUnitX = SvgCanvas::kHexRadius * std::numbers::sqrt3 / 2, kUnitY = SvgCanvas::kHexRadius / 2;

Point hex_units(HexCoord c) { return {double(2 * c.q + c.r), double(3 * c.r)}; }

// A panel line in pieces of at most `width` characters, cut after a comma or a semicolon, else at a space.
std::vector<std::string> wrapped(std::string_view rest, size_t width) {
  std::vector<std::string> out;
  while (rest.size() > width) {
    size_t cut = rest.find_last_of(",;", width - 1);
    if (cut == std::string_view::npos || cut < width / 2) cut = rest.find_last_of(' ', width - 1);
    if (cut == std::string_view::npos || cut == 0) cut = width - 1;
    std::string_view piece = rest.substr(0, cut + 1);
    while (piece.back() == ' ') piece.remove_suffix(1);
    out.emplace_back(piece);
    rest.remove_prefix(cut + 1);
    while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
    if (out.size() == 1) width -= 2;  // the rest is indented
  }
  out.emplace_back(rest);
  return out;
}

}  // namespace

std::string xml_escape(std::string_view text) {
  std::string out;
  for (char c : text) switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  return out;
}

std::string_view seat_colour(int seat) {
  // The classic piece colours, then two more for larger tables.
  static constexpr std::string_view colours[] = {"#d7261e", "#1f5fbf", "#f4f4f0", "#f28c1b", "#2e9e44", "#7b4a2a"};
  return colours[seat % 6];
}

SvgCanvas::SvgCanvas(const Topology& t) : topo_(t) {
  min_x_ = min_y_ = 1e9;
  for (int h = 0; h < t.num_hexes; ++h) {
    const Point c = hex_units(t.coord[h]);
    min_x_ = std::min(min_x_, (c.x - 1) * kUnitX), min_y_ = std::min(min_y_, (c.y - 2) * kUnitY);
  }
  if (t.num_hexes == 0) return;  // no board (a family of cards): the frame grows from the origin by fit()
  lo_ = {1e9, 1e9}, hi_ = {-1e9, -1e9};
  for (int h = 0; h < t.num_hexes; ++h) {
    // Pieces stand on land hexes' corners (a board with no sea around it); sea hexes need a margin.
    const double pad = t.land.test(h) ? kPieceReach : kMargin;
    const Point c = hex_center(h);
    cover({c.x - kUnitX - pad, c.y - kHexRadius - pad}, {c.x + kUnitX + pad, c.y + kHexRadius + pad});
  }
}

Point SvgCanvas::hex_center(int h) const {
  Point u = hex_units(topo_.coord[h]);
  return {u.x * kUnitX - min_x_, u.y * kUnitY - min_y_};
}

Point SvgCanvas::vertex(int v) const {
  return {topo_.vertex_xy[v][0] * kUnitX - min_x_, topo_.vertex_xy[v][1] * kUnitY - min_y_};
}

Point SvgCanvas::edge_mid(int e) const {
  Point a = vertex(topo_.edge_vertex[e][0]), b = vertex(topo_.edge_vertex[e][1]);
  return {(a.x + b.x) / 2, (a.y + b.y) / 2};
}

int SvgCanvas::edge_angle(int e) const {
  Point a = vertex(topo_.edge_vertex[e][0]), b = vertex(topo_.edge_vertex[e][1]);
  return int(std::lround(std::atan2(b.y - a.y, b.x - a.x) * 180 / std::numbers::pi));
}

void SvgCanvas::define(std::string_view id, std::string_view svg) { symbols_.emplace(std::string(id), svg); }

void SvgCanvas::define_numbered(std::string_view id, int first, int last, std::string_view shape,
                                std::string_view ink) {
  for (int n = first; n <= last; ++n)
    define(fmt::format("{}{}", id, n), fmt::format("<g>{}<text y=\"3.5\" font-size=\"9\" text-anchor=\"middle\" "
                                                   "fill=\"{}\" stroke=\"none\">{}</text></g>",
                                                   shape, ink, n));
}

void SvgCanvas::board(std::string element) { board_ += std::move(element) + '\n'; }

namespace {

// Tenths of a pixel: enough for the eye, and short in the viewer's JSON.
PieceMark mark(std::string_view symbol, Point at, int seat, int angle) {
  auto tenth = [](double v) { return std::round(v * 10) / 10; };
  return {std::string(symbol), {tenth(at.x), tenth(at.y)}, angle, seat};
}

}  // namespace

void SvgCanvas::marker(std::string_view symbol, Point at, int angle) { board(piece_svg(mark(symbol, at, -1, angle))); }

void SvgCanvas::piece(std::string_view symbol, Point at, int seat, int angle) {
  pieces_.push_back(mark(symbol, at, seat, angle));
}

void SvgCanvas::tile(std::string_view symbol, Point at) {
  pieces_.insert(pieces_.begin() + ptrdiff_t(tiles_++), mark(symbol, at, -1, 0));
}

void SvgCanvas::include(const SvgCanvas& later) {
  symbols_.insert(later.symbols_.begin(), later.symbols_.end());
  cover(later.lo_, later.hi_);
}

void SvgCanvas::cover(Point lo, Point hi) {
  lo_ = {std::min(lo_.x, lo.x), std::min(lo_.y, lo.y)};
  hi_ = {std::max(hi_.x, hi.x), std::max(hi_.y, hi.y)};
}

void SvgCanvas::fit(Point at, double radius) {
  const double r = radius + kMargin;
  cover({at.x - r, at.y - r}, {at.x + r, at.y + r});
}

Point SvgCanvas::strip(double width, double height) {
  const Point at = {lo_.x + kMargin, hi_.y};
  cover(at, {at.x + width + kMargin, at.y + height});
  return at;
}

void SvgCanvas::status_line(std::string text) { status_.push_back(std::move(text)); }

void SvgCanvas::seat_line(int seat, std::string text) { seats_[seat].push_back(std::move(text)); }

std::string piece_svg(const PieceMark& m) {
  std::string seat = m.seat >= 0 ? fmt::format(" class=\"p{}\"", m.seat) : "";
  return fmt::format("<use href=\"#{}\" transform=\"translate({} {}) rotate({})\"{}/>", m.symbol, m.at.x, m.at.y,
                     m.angle, seat);
}

std::string SvgCanvas::head(double right, double bottom) const {
  const double x0 = std::floor(lo_.x), y0 = std::floor(lo_.y);
  std::string out = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0:.0f}\" height=\"{1:.0f}\" viewBox=\"{2:.0f} {3:.0f} "
      "{0:.0f} {1:.0f}\" font-family=\"DejaVu Sans, Arial, sans-serif\">\n<style>\n",
      std::ceil(right) - x0, std::ceil(bottom) - y0, x0, y0);
  for (int p = 0; p < 6; ++p) out += fmt::format(".p{} {{ fill: {}; }}\n", p, seat_colour(p));
  out += "use { stroke: #222; stroke-width: 1.2; }\n.panel { font-size: 13px; fill: #222; }\n"
         ".panel .seat { font-weight: bold; }\n</style>\n<defs>\n";
  for (const auto& [id, body] : symbols_) out += fmt::format("<g id=\"{}\">{}</g>\n", id, body);
  return out + fmt::format("</defs>\n<rect x=\"{:.0f}\" y=\"{:.0f}\" width=\"100%\" height=\"100%\" fill=\"#fbfaf6\"/>\n"
                           "<g id=\"board\">\n",
                           x0, y0) +
         board_ + "</g>\n";
}

std::string SvgCanvas::svg() const {
  const double x0 = hi_.x + kMargin;
  double y = lo_.y + kMargin + 14, right = x0 + 240;
  std::string panel = "<g id=\"panel\" class=\"panel\">\n";
  auto text = [&](double x, const std::string& line, std::string_view cls) {
    const std::vector<std::string> pieces = wrapped(line, kWrap);
    for (size_t i = 0; i < pieces.size(); ++i) {
      const double at = x + (i ? 2 * kCharWidth : 0);
      panel += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\"{}>{}</text>\n", at, y, i ? "" : cls, xml_escape(pieces[i]));
      right = std::max(right, at + pieces[i].size() * kCharWidth + kMargin);
      y += kLine;
    }
  };
  for (const auto& line : status_) text(x0, line, "");
  for (const auto& [seat, lines] : seats_) {
    y += kLine / 2;
    panel += fmt::format("<rect class=\"p{}\" x=\"{:.1f}\" y=\"{:.1f}\" width=\"14\" height=\"14\" stroke=\"#222\"/>\n",
                         seat, x0, y - 12);
    for (size_t i = 0; i < lines.size(); ++i) text(x0 + 20, lines[i], i == 0 ? " class=\"seat\"" : "");
  }
  panel += "</g>\n";

  std::string out = head(right, std::max(hi_.y, y + kMargin)) + "<g id=\"pieces\">\n";
  for (const PieceMark& m : pieces_) out += piece_svg(m) + '\n';
  return out + "</g>\n" + panel + "</svg>\n";
}

std::string SvgCanvas::board_svg() const {
  // Over the pieces, haloed: a hex's id above its number token, corners' and paths' ids where they are.
  std::string ids = "<g id=\"ids\" display=\"none\" font-size=\"8\" text-anchor=\"middle\" stroke=\"#fbfaf6\" "
                    "stroke-width=\"2.5\" paint-order=\"stroke\">\n";
  auto label = [&](Point at, std::string_view ink, char kind, int id) {
    ids += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" fill=\"{}\">{}{}</text>\n", at.x, at.y + 3, ink, kind, id);
  };
  for (int h = 0; h < topo_.num_hexes; ++h) label({hex_center(h).x, hex_center(h).y - 20}, "#000", 'h', h);
  for (int v = 0; v < topo_.num_vertices; ++v) label(vertex(v), "#1f3f9f", 'v', v);
  for (int e = 0; e < topo_.num_edges; ++e) label(edge_mid(e), "#9a2a10", 'e', e);
  return head(hi_.x, hi_.y) + "<g id=\"pieces\"></g>\n" + ids + "</g>\n</svg>\n";
}

}  // namespace catanlab
