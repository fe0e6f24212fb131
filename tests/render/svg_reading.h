#pragma once
// Reading a picture back for the render tests: where pieces stand, where the
// number tokens lie.
#include <cmath>
#include <regex>
#include <string>
#include <vector>

#include "core/render/svg_canvas.h"

namespace catanlab::testing {

// Where each piece of `symbol` (a regular expression) stands, in the picture's order.
inline std::vector<Point> placed(const std::string& svg, const std::string& symbol) {
  const std::regex re("<use href=\"#" + symbol + "\" transform=\"translate\\(([-\\d.]+) ([-\\d.]+)\\)");
  std::vector<Point> out;
  for (auto m = std::sregex_iterator(svg.begin(), svg.end(), re); m != std::sregex_iterator(); ++m)
    out.push_back({std::stod((*m)[1]), std::stod((*m)[2])});
  return out;
}

// The number tokens' centres on the board layer.
inline std::vector<Point> token_centres(const std::string& svg) {
  const std::regex re("<g class=\"token\"><circle cx=\"([-\\d.]+)\" cy=\"([-\\d.]+)\"");
  std::vector<Point> out;
  for (auto m = std::sregex_iterator(svg.begin(), svg.end(), re); m != std::sregex_iterator(); ++m)
    out.push_back({std::stod((*m)[1]), std::stod((*m)[2])});
  return out;
}

inline double distance(Point a, Point b) { return std::hypot(a.x - b.x, a.y - b.y); }

}  // namespace catanlab::testing
