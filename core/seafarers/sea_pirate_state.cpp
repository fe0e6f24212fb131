// The Pirate Islands' observation, text, fields (declared once), the rules between them, and pictures
// (docs/seafarers_pirate_islands.md); each a no-op without option pirate_islands.
#include <fmt/format.h>

#include "core/field_check.h"
#include "core/base/base_rules.h"
#include "core/render/svg_canvas.h"
#include "core/seafarers/sea_internal.h"
#include "core/standard/slice_fields.h"
#include "core/standard/std_layout.h"

namespace catanlab {

namespace {

constexpr int kChips = 3;
constexpr int kSeatFeatures = 3;  // fortress chips, warships, lane steps left
constexpr int kGlobalFeatures = 4;  // the fleet gone, the three phases

// Steps the seat's line still lacks to reach its fortress.
int steps_left(const StdGame& g, const StdState& s, int player) {
  int best = 127;
  const auto& steps = sea::lane_steps(g, player);
  s.base.players[player].path_pieces.for_each([&](int e) {
    for (int v : g.topo().edge_vertex[e])
      if (steps[size_t(v)] >= 0 && steps[size_t(v)] < best) best = steps[size_t(v)];
  });
  return best;
}

}  // namespace

namespace sea {

void pirate_layout(const StdGame& g, ObsLayout& out) {
  if (!sea_opt(g).pirate_islands) return;
  push_seat_fields(out, "seafarers", base_obs::seats(g),
                   {{"fortress_chips", 1, 0, 1, "chips left on its fortress (fraction of 3; 0: taken)"},
                    {"warships", 1, 0, 1, "warships (fraction of a seat's ships)"},
                    {"lane_steps", 1, 0, 1, "ships its line still lacks to reach its fortress (fraction of 10)"}});
  out.push_back({"seafarers.fleet_gone", 1, 0, 1, "the pirate fleet left the board (every fortress taken)"});
  out.push_back({"seafarers.pirate_phase", 3, 0, 1, "the phase one-hot (fleet takes a card, fleet pick, fortress die)"});
}

}  // namespace sea

int Seafarers::pirate_observation_size(const StdGame& g) const {
  return opt_.pirate_islands ? base_obs::seats(g) * kSeatFeatures + kGlobalFeatures : 0;
}

void Seafarers::observe_pirates(const StdGame& g, const StdState& s, int viewer, float* out) const {
  if (!opt_.pirate_islands) return;
  const PirateSlice& pi = sea_of(g, s).pirates;
  const int n = s.num_players;
  for (int q = 0; q < n; ++q) {
    float* f = out + ((q - viewer + n) % n) * kSeatFeatures;
    f[0] = float(pi.chips[size_t(q)]) / kChips;
    f[1] = opt_.ships ? float(pi.warships[size_t(q)]) / float(opt_.ships) : 0.0f;
    f[2] = float(steps_left(g, s, q)) / 10.0f;
  }
  out += base_obs::seats(g) * kSeatFeatures;
  out[0] = pi.fleet == kFleetGone;
  out[1] = s.phase == SeaPhase::FleetTakes;
  out[2] = s.phase == SeaPhase::FleetPick;
  out[3] = s.phase == SeaPhase::FortressDie;
}

void Seafarers::pirates_text(const StdGame& g, const StdState& s, std::string& out) const {
  if (!opt_.pirate_islands) return;
  const PirateSlice& pi = sea_of(g, s).pirates;
  out += pi.fleet == kFleetGone ? std::string("fleet: gone") : fmt::format("fleet: step {} (h{})", pi.fleet, fleet_path_[pi.fleet]);
  for (int q = 0; q < s.num_players; ++q)
    out += fmt::format("; p{} fortress {} chips, {} warships, {} steps to go", q, pi.chips[size_t(q)], pi.warships[size_t(q)],
                       steps_left(g, s, q));
  out += "\n";
}

// The fleet's step on its path (-1: gone), the raid under way, each seat's fortress chips and
// warships (option pirate_islands only).
Fields<PirateSlice> Seafarers::pirate_fields() {
  using At = FieldAt<PirateSlice>;
  return Fields<PirateSlice>()
      .index_or_none("fleet", &PirateSlice::fleet, kFleetGone, [](const At& a) { return int(a.g.module<Seafarers>().fleet_path_.size()) - 1; })
      .seat("raided", &PirateSlice::raided)
      .byte("owed", &PirateSlice::owed, 0, [](const At& a) { return 1 + a.g.opt().cities; })
      .rows("seats", [](const At& a) { return int(a.s.num_players); },
            Columns<PirateSlice>()
                .number("fortress_chips", &PirateSlice::chips, 0, kChips)
                .number("warships", &PirateSlice::warships, 0,
                        [](const At& a) { return a.s.base.players[a.index].path_pieces.count(); }),
            "seats");
}

// The fleet where its step says (gone once every fortress is taken), warships no more than the
// seat's ships, a taken fortress the seat's building, a raid's fields only while it is under way.
void Seafarers::validate_pirates(const StdGame& g, const StdState& s) const {
  const PirateSlice& pi = sea_of(g, s).pirates;
  const FieldCheck c("state.seafarers.pirate_islands");
  const bool over = s.phase == Phase::GameOver;
  if (!opt_.pirate_islands) {
    c.require(pi.fleet == kFleetGone && !pi.raided && !pi.owed && pi.chips == decltype(pi.chips){} &&
                  pi.warships == decltype(pi.warships){},
              "", "The Pirate Islands' fields where the rule set has none (option pirate_islands)");
    FieldCheck("state").require(s.phase != SeaPhase::FleetTakes && s.phase != SeaPhase::FleetPick && s.phase != SeaPhase::FortressDie,
                                "phase", "a phase of The Pirate Islands where the rule set has none");
    return;
  }
  bool all_taken = true;
  for (int q = 0; q < kStdSeats; ++q) {
    const FieldCheck sc = c.at(fmt::format("seats[{}]", q));
    if (q >= s.num_players) {
      sc.require(!pi.chips[size_t(q)] && !pi.warships[size_t(q)], "", "a seat the game does not have");
      continue;
    }
    const PlayerState& p = s.base.players[q];
    const bool taken = buildings_of(p).test(slots_[size_t(q)].fortress);
    sc.require(taken == !pi.chips[size_t(q)], "fortress_chips",
               taken ? "chips on a fortress the seat took" : "no chips on a fortress the seat has not taken");
    sc.within("ships", p.path_pieces, slots_[size_t(q)].lane, "paths of the seat's lane");
    all_taken = all_taken && !pi.chips[size_t(q)];
  }
  c.require(all_taken == (pi.fleet == kFleetGone), "fleet", all_taken ? "on the board with every fortress taken" : "gone with a fortress standing");
  const uint8_t hex = sea_of(g, s).pirate;
  c.require(pi.fleet == kFleetGone ? hex == kNoSeaHex : hex == fleet_path_[pi.fleet], "fleet", "not where the pirate stands");
  const bool raiding = s.phase == SeaPhase::FleetTakes || s.phase == SeaPhase::FleetPick;
  c.require(raiding || over || (!pi.raided && !pi.owed), "raided", "a raid outside its phases");
  if (raiding) {
    c.require(s.base.rolled && s.base.last_roll >= 2, "raided", "a raid before the dice");
    c.require(sea::fleet_victim(g, s) == pi.raided, "raided", "not the one seat with buildings on the fleet's hex");
  }
  if (s.phase == SeaPhase::FleetTakes) {  // from the hand itself: its total is a cache
    int cards = 0;
    for (uint8_t x : s.base.players[pi.raided].hand) cards += x;
    c.require(pi.owed > 0 && pi.owed <= cards, "owed", "no card, or more than the hand");
  }
  if (s.phase == SeaPhase::FleetPick) FieldCheck("state").require(s.to_move == pi.raided, "to_move", "not the raided seat");
  if (s.phase == SeaPhase::FortressDie)
    c.require(pi.chips[s.turn_player] && (s.base.players[s.turn_player].path_pieces &
                                          g.topo().vertex_edges[slots_[s.turn_player].fortress]).any(),
              "fortress_chips", "a battle without a standing fortress the seat's line reached");
}

// Each seat's lane (a dot on each path no ship takes yet) and fortress, with its chips left, in its
// seat's colour; the warships and the lane's steps in the side panel.
void Seafarers::render_pirates(const StdGame& g, const StdState& s, SvgCanvas& c) const {
  if (!opt_.pirate_islands) return;
  const PirateSlice& pi = sea_of(g, s).pirates;
  c.define("lane_mark", "<circle r=\"2.5\" stroke=\"#222\" stroke-width=\"0.5\"/>");
  for (int q = 0; q < s.num_players; ++q)
    (slots_[size_t(q)].lane - s.base.players[q].path_pieces).for_each([&](int e) { c.piece("lane_mark", c.edge_mid(e), q); });
  for (int q = 0; q < s.num_players; ++q) {
    const int chips = pi.chips[size_t(q)];
    if (!chips) continue;
    const std::string tower = fmt::format("fortress_{}", chips);
    c.define(tower, fmt::format("<g><path d=\"M-9,8 L-9,-6 L-5,-6 L-5,-2 L-2,-2 L-2,-6 L2,-6 L2,-2 L5,-2 L5,-6 L9,-6 L9,8 Z\" "
                                "stroke=\"#222\" stroke-width=\"1.2\"/><text y=\"6\" text-anchor=\"middle\" font-size=\"8\" "
                                "font-weight=\"bold\" fill=\"#fff\">{}</text></g>",
                                chips));
    c.piece(tower, c.vertex(slots_[size_t(q)].fortress), q);
  }
  c.status_line(pi.fleet == kFleetGone ? std::string("pirate fleet gone") : fmt::format("pirate fleet at step {}", pi.fleet));
  for (int q = 0; q < s.num_players; ++q)
    c.seat_line(q, fmt::format("fortress {}, warships {}, lane steps to go {}",
                               pi.chips[size_t(q)] ? fmt::format("{} chips", pi.chips[size_t(q)]) : std::string("taken"),
                               pi.warships[size_t(q)], steps_left(g, s, q)));
}

}  // namespace catanlab
