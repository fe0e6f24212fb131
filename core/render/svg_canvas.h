#pragma once
// SvgCanvas: where a picture of a State is drawn. The renderer draws the board
// (terrain, numbers, harbors); every rule module draws its own pieces and
// side-panel lines through Module::render_svg, so a new module adds its
// pieces (pirate, knights, forts…) without touching the renderer.
//
// Pieces are recorded, not only written: each one is a symbol (an SVG group
// defined once, drawn around 0,0, filled with the seat's colour) placed at a
// point and turned by an angle. The replay viewer stores these records per
// step and its script redraws them the same way piece_svg() writes them here,
// so the still picture and the viewer come from the same module code.
//
// Tiles that change in play (a hex turned over) lie under every other piece.
//
// The frame (the SVG's viewBox) holds every hex, every piece on a land hex's
// corners, what fit() was given (harbors) and the strips under the board
// (a module's tracks); the side panel lies to its right, its long lines
// wrapped.
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "core/board/topology.h"

namespace catanlab {

struct Point {
  double x = 0, y = 0;
};

struct PieceMark {
  std::string symbol;  // an id given to define()
  Point at;
  int angle = 0;       // degrees, clockwise
  int seat = -1;       // -1: the symbol's own colours
};

// Text for SVG/HTML content and attribute values.
std::string xml_escape(std::string_view text);
// The fill colour of a seat, as CSS (the classes p0, p1, … use it).
std::string_view seat_colour(int seat);

class SvgCanvas {
 public:
  static constexpr double kHexRadius = 40;  // pixels, centre to corner
  // Every symbol is drawn within this many pixels of where it is placed.
  static constexpr double kPieceReach = 22;

  // The frame holds every hex, and every piece on a land hex's corners.
  explicit SvgCanvas(const Topology& t);

  Point hex_center(int h) const;
  Point vertex(int v) const;
  Point edge_mid(int e) const;
  int edge_angle(int e) const;  // degrees, of the line from its first vertex to its second

  // A symbol for piece(); a second definition of the same id is ignored.
  void define(std::string_view id, std::string_view svg);
  // Symbols `id`N for N in first..last: `shape` with N written on it in `ink`.
  void define_numbered(std::string_view id, int first, int last, std::string_view shape,
                       std::string_view ink = "#222");
  // An element of the static board layer (terrain, numbers, harbors, a board's
  // printed markers); the replay viewer draws the first position's.
  void board(std::string element);
  // A symbol placed on the static board layer (a printed marker).
  void marker(std::string_view symbol, Point at, int angle = 0);
  void piece(std::string_view symbol, Point at, int seat, int angle = 0);
  // A piece under every piece() (a tile turned over in play), over the board layer.
  void tile(std::string_view symbol, Point at);
  // Grows the frame so that a circle of `radius` around `at` lies inside it.
  void fit(Point at, double radius);
  // A strip `height` pixels high and at least `width` wide under the board and
  // the strips before it (tracks, legends); returns its top left corner.
  Point strip(double width, double height);
  // Side panel: lines about the whole game, and lines under a seat's swatch.
  void status_line(std::string text);
  void seat_line(int seat, std::string text);

  // What a picture of a later position of the same game adds: its symbols and
  // its frame (the replay viewer's page holds every step's).
  void include(const SvgCanvas& later);

  const std::vector<PieceMark>& pieces() const { return pieces_; }  // tiles first
  const std::vector<std::string>& status_lines() const { return status_; }
  const std::map<int, std::vector<std::string>>& seat_lines() const { return seats_; }
  // The whole picture: board, pieces, side panel.
  std::string svg() const;
  // Board and symbols only, with an empty <g id="pieces"> for a script to fill
  // and a hidden <g id="ids">: every hex's, corner's and path's id (h3, v12, e52).
  std::string board_svg() const;

 private:
  std::string head(double right, double bottom) const;  // the frame's far corner
  void cover(Point lo, Point hi);

  const Topology& topo_;
  double min_x_ = 0, min_y_ = 0;  // topology units to pixels: the hexes' box starts at 0,0
  Point lo_, hi_;                 // the frame, pixels
  std::map<std::string, std::string, std::less<>> symbols_;
  std::string board_;
  std::vector<PieceMark> pieces_;
  size_t tiles_ = 0;  // pieces_ starts with this many tiles
  std::vector<std::string> status_;
  std::map<int, std::vector<std::string>> seats_;
};

// One piece as SVG; the viewer's script writes the same element.
std::string piece_svg(const PieceMark& m);

}  // namespace catanlab
