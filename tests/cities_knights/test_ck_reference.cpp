// The fast C&K move generator (early exits, one-pass knight sorting, fast
// paths) against plain restatements of the rules, at every main-phase
// decision of random games: building, promoting, activating, moving knights,
// chasing the robber, walls, improvements and commodity trades.
#include <doctest/doctest.h>

#include <set>

#include "tests/cities_knights/ck_position.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

constexpr int kTrackCommodity[kNumTracks] = {Cloth, Coin, Paper};

// The ids of the C&K families checked here, as the rules state them.
std::set<std::string> expected(const StdGame& g, const State& s) {
  const Topology& t = g.topo();
  const int p = std_state(s).to_move;
  const PlayerState& me = std_state(s).base.players[p];
  const CkPlayer& c = ck_of(g, s).players[p];
  std::set<std::string> out;
  auto has = [&](const Cost& cost) {
    for (int r = 0; r < kNumResources; ++r)
      if (me.hand[r] < cost[r]) return false;
    return true;
  };
  for (int v = 0; v < t.num_vertices; ++v) {
    const bool empty = !std_state(s).base.occupied.test(v) && !std_state(s).base.vertex_pieces.test(v);
    if (c.knights_left[0] && has(ck_opt(g).knight_cost) && empty && t.land_vertices.test(v) && me.road_vertices.test(v))
      out.insert(v_name("build_knight", v));
    if (me.cities.test(v) && !ck_of(g, s).walls.test(v) && c.walls < ck_opt(g).city_walls && has(ck_opt(g).wall_cost))
      out.insert(v_name("build_wall", v));
    const uint8_t k = ck_of(g, s).knight[v];
    if (!k || knight::owner(k) != p) continue;
    const int st = knight::strength(k);
    if (has(ck_opt(g).promote_cost) && st < 3 && !(k & knight::kPromoted) && c.knights_left[st] &&
        (st == 1 || c.level[PoliticsTrack] >= ck_opt(g).ability_level))
      out.insert(v_name("promote_knight", v));
    if (!(k & knight::kActive) && has(ck_opt(g).activate_cost)) out.insert(v_name("activate_knight", v));
    if ((k & knight::kActive) && !(k & knight::kSpent)) {
      const ck::Reach r = ck::reach(g, std_state(s), p, v);
      bool target = r.empty.any();
      r.knights.for_each([&](int w) { target |= knight::strength(ck_of(g, s).knight[w]) < st; });
      if (target) out.insert(v_name("move_knight", v));
      if (ck_of(g, s).attacks > 0 && t.hex_vertices[std_state(s).base.robber].test(v)) out.insert(v_name("chase_robber", v));
    }
  }
  for (int k = 0; k < kNumTracks; ++k) {
    const int cost = c.level[k] + 1 - ck_of(g, s).crane;
    if (me.cities.any() && c.level[k] < ck_opt(g).improvement_levels && me.hand[kTrackCommodity[k]] >= cost &&
        (!ck::wins_metropolis(g, std_state(s), p, k, c.level[k] + 1) || (me.cities - ck::metropolis_vertices(g, std_state(s))).any()))
      out.insert(std::string("improve ") + kTrackNames[k]);
  }
  for (int give = 0; give < kNumCardKinds; ++give) {
    if (me.hand[give] < ck::bank_rate_of(g, std_state(s), p, give)) continue;
    for (int get = 0; get < kNumCardKinds; ++get)
      if (get != give && std_state(s).base.bank[get] && (give >= kNumResources || get >= kNumResources))
        out.insert(fmt::format("trade_bank {} {}", kCardNames[give], kCardNames[get]));
  }
  return out;
}

bool checked_family(const std::string& name) {
  for (const char* prefix : {"build_knight ", "build_wall ", "promote_knight ", "activate_knight ", "move_knight ",
                             "chase_robber ", "improve "})
    if (name.starts_with(prefix)) return true;
  if (!name.starts_with("trade_bank ")) return false;
  return name.find("paper") != std::string::npos || name.find("cloth") != std::string::npos ||
         name.find("coin") != std::string::npos;
}

}  // namespace

TEST_CASE("ck move generation equals the rules restated, at every main-phase decision of random games") {
  auto g = StdGame::load("cities_knights", 4, {{"turn_cap", 300}});
  int checked = 0;
  for (uint64_t game = 0; game < 60; ++game) {
    State s = g->new_game(game);
    Rng rng(game + 100);
    while (!g->is_terminal(s)) {
      if (std_state(s).phase == Phase::Main) {
        std::set<std::string> actual;
        for (Action a : g->legal_actions(s))
          if (checked_family(g->action_name(a))) actual.insert(g->action_name(a));
        REQUIRE(actual == expected(*g, s));
        ++checked;
      }
      random_step(*g, s, rng);
    }
  }
  CHECK(checked > 5000);
}
