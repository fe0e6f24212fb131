// The board's markers and the set-up options checked against the chapter when
// a rule set loads, so that a board or rule set a game cannot be played on is
// refused with a ConfigError naming it: set-up round 1 must find a marked
// corner and an open marked side for every seat, the chapters' set-up city is
// their own, conquerors land on sea or swamp, and forts are chapter 3's, each
// dealt a tile from the box.
#include <fmt/format.h>

#include "core/config_error.h"
#include "core/conquerors/lotc_internal.h"

namespace catanlab::lotc {

namespace {

// A path a road may take before the first move, as refresh_closed_roads sees it then (no conquerors
// yet): not a roadblock, and beside a land hex that is no swamp and holds no fort.
bool open_at_start(const StdGame& g, int e) {
  if (marker_edges(g, "roadblock").test(e)) return false;
  for (int8_t h : g.topo().edge_hex[e])
    if (h >= 0 && g.topo().land.test(h) && g.board().layout.terrain[h] != Terrain::Swamp && !marker_hexes(g, "fort").test(h))
      return true;
  return false;
}

// Set-up round 1 builds only on the marked corners and sides (lotc_apply.cpp, filter_legal): each
// seat must find a corner of its own, apart from the others by the distance rule, with an open
// marked side at it.
void check_setup_markers(const StdGame& g, const std::string& file) {
  const Topology& t = g.topo();
  const VertexSet settlements = marker_vertices(g, "settlement");
  EdgeSet roads;
  marker_edges(g, "road").for_each([&](int e) {
    if (open_at_start(g, e)) roads.set(e);
  });
  if (settlements.count() < g.num_players())
    throw ConfigError(fmt::format("{}: {} settlement markers for {} players: set-up round 1 needs one per seat", file,
                                  settlements.count(), g.num_players()));
  settlements.for_each([&](int v) {
    if ((t.vertex_neighbours[v] & settlements).any())
      throw ConfigError(fmt::format("{}: settlement markers at v{} and beside it: the distance rule leaves one unused", file, v));
    if (!(t.vertex_edges[v] & roads).any())
      throw ConfigError(fmt::format("{}: settlement marker at v{} has no road marker on an open path at its corner", file, v));
  });
}

}  // namespace

void check_chapter_setup(const StdGame& g) {
  if (g.opt().setup_city)
    throw ConfigError(g.rules().path + ": option setup_city must be 0: the chapters place their set-up city themselves "
                                       "(lotc_setup_city)");
  const std::string file = "configs/boards/" + g.board().name + ".json";
  const Topology& t = g.topo();
  for (const Marker& m : g.board().markers) {
    const std::string at = fmt::format("{}: {} marker at ({},{})", file, m.kind, t.coord[m.hex].q, t.coord[m.hex].r);
    if ((m.kind == "settlement" && m.vertex < 0) || (m.kind == "road" && m.edge < 0))
      throw ConfigError(fmt::format("{}: needs a \"{}\"", at, m.kind == "road" ? "side" : "corner"));
    // A landing changes no path (lotc_conquerors.cpp): sea and swamps have none of their own.
    if (m.kind == "landing" && t.land.test(m.hex) && g.board().layout.terrain[m.hex] != Terrain::Swamp)
      throw ConfigError(at + ": must be a sea or swamp hex, whose paths a landing leaves as they are");
  }
  check_setup_markers(g, file);
  check_forts(g, file);
}

}  // namespace catanlab::lotc
