// The treasure hunt: its options, blocks and phases, the board's treasure
// spots, and the interlude that turns tiles and pays them.
#include "core/tde/common/treasure_hunt.h"

#include <fmt/format.h>

#include <utility>

#include "core/base/base_rules.h"
#include "core/standard/hand.h"
#include "core/base/pieces.h"
#include "core/base/turn.h"
#include "core/cities_knights/ck_rules.h"
#include "core/config_error.h"
#include "core/seafarers/sea_rules.h"

namespace catanlab {

OptionTable TreasureHunt::options() {
  return option_table(opt_, {
      CATANLAB_OPTION(opt_, treasure_stock, "TD&E: treasure tiles in the stock beside the board", 0, 20),
      CATANLAB_OPTION(opt_, treasure_resources, "TD&E: treasure tiles giving two resources of choice", 0, 20),
      CATANLAB_OPTION(opt_, treasure_paths, "TD&E: treasure tiles giving two free roads or ships", 0, 20),
      CATANLAB_OPTION(opt_, treasure_cards, "TD&E: treasure tiles giving a development card", 0, 20),
      CATANLAB_OPTION(opt_, chips_end, "TD&E: the game ends once this many chips (island bonuses) are out (0: never)", 0, 64),
      CATANLAB_OPTION(opt_, keep_max, "TD&E: treasure tiles a seat may keep face down instead of using them (0: each used at once)", 0, 20),
  });
}

std::vector<PhaseSpec> TreasureHunt::phases() const {
  using namespace TreasurePhase;
  return {{Draw, "treasure_draw", true}, {Card, "treasure_card", true}, {Take, "treasure_take"},
          {Build, "treasure_build"}, {Deck, "treasure_deck"}, {Progress, "treasure_progress", true},
          {Discard, "treasure_discard"}, {Choice, "treasure_choice"}};
}

// The board's markers "treasure" name the corners where tiles lie; with the stock they are the
// tiles of the box.
void TreasureHunt::declare(BlockTable& blocks, const StdGame& g) {
  const Topology& t = g.topo();
  auto fail = [&](const std::string& what) {
    throw ConfigError(fmt::format("rule set '{}': board '{}': {}", g.rules().name, g.board().name, what));
  };
  board_spots_ = {};
  for (const Marker& m : g.board().markers) {
    if (m.kind != "treasure") continue;
    if (m.vertex < 0) fail(fmt::format("treasure marker on h{} names no corner", m.hex));
    if (board_spots_.test(m.vertex)) fail(fmt::format("two treasure markers on v{}", m.vertex));
    board_spots_.set(m.vertex);
  }
  const int tiles = opt_.treasure_resources + opt_.treasure_paths + opt_.treasure_cards;
  if (board_spots_.count() + opt_.treasure_stock > tiles)
    fail(fmt::format("{} treasure spots and a stock of {}, but {} tiles", board_spots_.count(), opt_.treasure_stock, tiles));
  if (opt_.chips_end && !sea_opt(g).island_vp) fail("chips_end needs island bonuses (seafarers.island_vp)");

  blocks.add(blocks_[kTake], "treasure_take", Domain::Resource, 1, apply_take);
  blocks.add(blocks_[kRoad], "treasure_road", Domain::Edge, t.num_edges, apply_road);
  blocks.add(blocks_[kShip], "treasure_ship", Domain::Edge, t.num_edges, apply_ship);
  progress_ = g.has_slice<CkSlice>();
  const ProgressCards* cards = progress_ ? &ck_opt(g).cards : nullptr;
  std::vector<std::string> kinds;
  for (int k = 0; cards && k < cards->kinds; ++k) kinds.push_back(cards->names[k]);
  if (progress_) {
    blocks.add_list(blocks_[kDeck], "treasure_deck", {std::begin(kTrackNames), std::end(kTrackNames)}, apply_deck);
    blocks.add_list(blocks_[kDiscard], "treasure_discard", kinds, apply_discard);
  }
  if (opt_.keep_max) {
    blocks.add(blocks_[kUse], "treasure_use", Domain::Fixed, 1, apply_use);
    blocks.add(blocks_[kKeep], "treasure_keep", Domain::Fixed, 1, apply_keep);
  }
  blocks.add_chance_list(chance_[kDraw], "treasure", {std::begin(kTreasureNames), std::end(kTreasureNames)},
                         apply_draw);
  blocks.add_chance_list(chance_[kCard], "treasure_card", {std::begin(kDevNames), std::end(kDevNames)}, apply_card);
  if (progress_) blocks.add_chance_list(chance_[kProgress], "treasure_progress", kinds, apply_progress);
}

void TreasureHunt::setup(const StdGame& g, StdState& s) const {
  TreasureSlice& tr = treasure_of(g, s);
  tr = TreasureSlice{};
  tr.spots = board_spots_;
  tr.stock = uint8_t(opt_.treasure_stock);
  // Every tile is face down: the spots' and the stock's are drawn from the same pool.
  tr.pool = {uint8_t(opt_.treasure_resources), uint8_t(opt_.treasure_paths), uint8_t(opt_.treasure_cards)};
}

EdgeSet TreasureHunt::road_places(const StdState& s, int player) const {
  const PlayerState& p = s.base.players[player];
  return p.roads_left ? p.road_frontier : EdgeSet{};
}

EdgeSet TreasureHunt::ship_places(const StdGame& g, const StdState& s, int player) const {
  if (!sea_of(g, s).ships_left[player]) return {};
  return sea::ship_frontier(g, s, player) - sea::pirate_paths(g, s);
}

void TreasureHunt::begin(const StdGame& g, StdState& s, int player, bool placement) const {
  TreasureSlice& tr = treasure_of(g, s);
  if (tr.hunt.active || s.phase == Phase::GameOver) return;
  tr.hunter = uint8_t(player);
  tr.hunt.hold(s, placement && (s.phase == Phase::SetupRoad || s.phase == Phase::RoadBuilding));
  s.to_move = uint8_t(player);
  next(g, s);
}

void TreasureHunt::next(const StdGame& g, StdState& s) const {
  TreasureSlice& tr = treasure_of(g, s);
  if (tr.picks && at_least(s.base.bank, 0x0101010101ull)) {  // a resource left in the bank
    s.phase = TreasurePhase::Take;
    return;
  }
  tr.picks = 0;  // an empty bank gives no more
  if (tr.free_paths && (road_places(s, tr.hunter).any() || ship_places(g, s, tr.hunter).any())) {
    s.phase = TreasurePhase::Build;
    return;
  }
  tr.free_paths = 0;  // no room: the rest is lost (§1.3)
  if (tr.reached.any() || tr.owed) {
    s.phase = TreasurePhase::Draw;
    return;
  }
  if (scenario_step(g, s)) return;
  tr.hunt.give_back(g, s);  // and the waiting placement step goes on
}

void TreasureHunt::owe_stock(const StdGame& g, StdState& s, int player) const {
  TreasureSlice& tr = treasure_of(g, s);
  if (!tr.stock) return;  // an empty stock: nothing (ours, §7.7)
  tr.stock -= 1;
  tr.owed += 1;
  tr.hunter = uint8_t(player);
  begin(g, s, player, false);
}

void TreasureHunt::on_build(const StdGame& g, StdState& s, Piece piece, int where, int player) const {
  TreasureSlice& tr = treasure_of(g, s);
  // A hex turned up: work the hunt handed to the discovery (a free piece that discovered) goes on.
  if (piece == SeaPiece::Revealed && (tr.picks || tr.free_paths || tr.reached.any() || tr.owed))
    return begin(g, s, tr.hunter, false);
  if (piece != Piece::Road && piece != SeaPiece::Ship && piece != SeaPiece::ShipMoved) return;
  const auto& ends = g.topo().edge_vertex[where];
  if (!tr.spots.test(ends[0]) && !tr.spots.test(ends[1])) return;  // most pieces reach no treasure
  VertexSet found;
  for (int16_t v : ends) found.set(v);
  found &= tr.spots;
  tr.spots -= found;
  tr.reached |= found;
  tr.hunter = uint8_t(player);
  begin(g, s, player, piece != SeaPiece::ShipMoved);
}

void TreasureHunt::lay_free(const StdGame& g, StdState& s, int e, bool ship) const {
  TreasureSlice& tr = treasure_of(g, s);
  const int p = tr.hunter;
  tr.free_paths -= 1;
  // A piece that discovers hands the phase to the discovery at once; the hunt's work left (the
  // other free piece, a treasure it reaches) resumes after a hex turns up (SeaPiece::Revealed).
  const bool discovers = sea::fog_at(g, s, e).any();
  if (discovers) tr.hunt.give_back(g, s);
  if (ship) {
    sea::lay_ship(g, s, p, e);
  } else {
    place_road(g.topo(), s, p, e);
    award_longest_road(s, g.opt().longest_road_min);
  }
  g.notify_build(s, ship ? SeaPiece::Ship : Piece::Road, e, p);
  if (!discovers && tr.hunt.active && s.phase == TreasurePhase::Build) next(g, s);
}

void TreasureHunt::legal_actions(const StdGame& g, const StdState& s, ActionList& out) const {
  if (s.phase < TreasurePhase::Draw || s.phase > TreasurePhase::Last) return;  // not the hunt's phase
  const TreasureSlice& tr = treasure_of(g, s);
  if (s.phase == TreasurePhase::Take) {
    for (int r = 0; r < kNumResources; ++r)
      if (s.base.bank[r]) out.push(id(kTake, r));
  } else if (s.phase == TreasurePhase::Build) {
    road_places(s, tr.hunter).for_each([&](int e) { out.push(id(kRoad, e)); });
    ship_places(g, s, tr.hunter).for_each([&](int e) { out.push(id(kShip, e)); });
  } else if (s.phase == TreasurePhase::Choice) {
    out.push(id(kUse));
    out.push(id(kKeep));  // the phase opens only while the finder keeps fewer than keep_max
  } else if (progress_) {
    legal_progress(g, s, out);
  }
}

namespace {
const TreasureHunt& hunt_module(const Module& self) { return static_cast<const TreasureHunt&>(self); }
}  // namespace

void TreasureHunt::apply_take(const Module& self, const StdGame& g, StdState& s, int r) {
  TreasureSlice& tr = treasure_of(g, s);
  bank_pays(s.base, tr.hunter, r, 1);
  tr.picks -= 1;
  hunt_module(self).next(g, s);
}

void TreasureHunt::apply_road(const Module& self, const StdGame& g, StdState& s, int e) {
  hunt_module(self).lay_free(g, s, e, false);
}

void TreasureHunt::apply_ship(const Module& self, const StdGame& g, StdState& s, int e) {
  hunt_module(self).lay_free(g, s, e, true);
}

void TreasureHunt::apply_deck(const Module& self, const StdGame& g, StdState& s, int track) {
  hunt_module(self).choose_deck(g, s, track);
}

void TreasureHunt::apply_discard(const Module& self, const StdGame& g, StdState& s, int kind) {
  hunt_module(self).discard_progress(g, s, kind);
}

void TreasureHunt::apply_use(const Module& self, const StdGame& g, StdState& s, int) {
  const int kind = std::exchange(treasure_of(g, s).drawn, 0);
  hunt_module(self).use(g, s, TreasureKind(kind));
}

void TreasureHunt::apply_keep(const Module& self, const StdGame& g, StdState& s, int) {
  TreasureSlice& tr = treasure_of(g, s);
  const TreasureHunt& m = hunt_module(self);
  tr.kept[tr.hunter][std::exchange(tr.drawn, 0)] += 1;
  m.kept(g, s, tr.hunter);
  m.next(g, s);
}

// A tile turned: a reached spot's first, then the stock's.
void TreasureHunt::apply_draw(const Module& self, const StdGame& g, StdState& s, int kind) {
  TreasureSlice& tr = treasure_of(g, s);
  const TreasureHunt& m = hunt_module(self);
  if (tr.reached.any()) tr.reached.reset(tr.reached.nth(0));
  else tr.owed -= 1;
  tr.pool[kind] -= 1;
  if (kept_by(tr, tr.hunter) < m.opt_.keep_max) {  // seen in secret, then kept or used
    tr.drawn = uint8_t(kind);
    s.phase = TreasurePhase::Choice;
    return;
  }
  m.use(g, s, TreasureKind(kind));
}

// As bought: not playable this turn; a VP card counts at once.
void TreasureHunt::apply_card(const Module& self, const StdGame& g, StdState& s, int dev) {
  BaseSlice& b = s.base;
  PlayerState& me = b.players[treasure_of(g, s).hunter];
  b.dev_deck[dev] -= 1;
  me.dev[dev] += 1;
  me.dev_new[dev] += 1;
  hunt_module(self).next(g, s);
}

void TreasureHunt::apply_progress(const Module& self, const StdGame& g, StdState& s, int kind) {
  hunt_module(self).gain_progress(g, s, kind);
}

void TreasureHunt::use(const StdGame& g, StdState& s, TreasureKind kind) const {
  TreasureSlice& tr = treasure_of(g, s);
  switch (kind) {
    case TreasureKind::Resources: tr.picks = 2; break;
    case TreasureKind::Paths: tr.free_paths = 2; break;
    case TreasureKind::Card:
      if (progress_) return begin_progress(g, s);
      if (total_of(s.base.dev_deck)) {  // an empty deck gives nothing
        s.phase = TreasurePhase::Card;
        return;
      }
      break;
  }
  next(g, s);
}

// The stack a chance phase draws from: the tiles not yet turned, or the development deck.
TreasureHunt::Stack TreasureHunt::stack_of(const StdGame& g, const StdState& s) const {
  Stack st;
  if (s.phase == TreasurePhase::Draw) st = {treasure_of(g, s).pool.data(), kTreasureKinds, kDraw};
  else if (s.phase == TreasurePhase::Card) st = {s.base.dev_deck.data(), kNumDevKinds, kCard};
  else if (s.phase == TreasurePhase::Progress)
    st = {ck_of(g, s).deck.data(), ck_opt(g).cards.kinds, kProgress, ck_opt(g).cards.deck_kinds[treasure_of(g, s).deck]};
  for (int k = 0; k < st.size; ++k) st.total += st.kinds >> k & 1 ? st.counts[k] : 0;
  return st;
}

int TreasureHunt::chance_outcomes(const StdGame& g, const StdState& s, ChanceOutcome* out) const {
  const Stack st = stack_of(g, s);
  int n = 0;
  for (int k = 0; k < st.size; ++k)
    if (st.kinds >> k & 1 && st.counts[k]) out[n++] = {id(st.block, k), double(st.counts[k]) / st.total};
  return n;
}

Action TreasureHunt::sample_chance(const StdGame& g, const StdState& s, Rng& rng) const {
  const Stack st = stack_of(g, s);
  if (!st.total) return -1;
  int x = int(rng.below(uint32_t(st.total))), k = 0;
  while (!(st.kinds >> k & 1) || x >= st.counts[k]) x -= st.kinds >> k & 1 ? st.counts[k] : 0, ++k;
  return id(st.block, k);
}

}  // namespace catanlab
