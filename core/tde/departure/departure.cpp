// Departure's rules: the kept tiles' rewards (the hand limit, the special harbour due, the VP),
// its blocks and phases, and the hooks that hand the harbour's placement to the hunt.
#include "core/tde/departure/departure.h"

#include "core/standard/module_registry.h"

namespace catanlab {

namespace {

constexpr int kKeptHandBonus = 2;  // one kept tile: 9 cards instead of 7
constexpr int kKeptForHarbor = 2;
// Tiles kept face down at the end: three are a point, four or more two.
constexpr int kept_vp(int kept) { return kept >= 4 ? 2 : kept == 3 ? 1 : 0; }

}  // namespace

void Departure::declare(BlockTable& blocks, const StdGame& g) {
  TreasureHunt::declare(blocks, g);
  blocks.add(kind_block_, "special_harbor", Domain::Resource, 1, apply_kind);
  blocks.add(at_block_, "harbor_at", Domain::Edge, g.topo().num_edges, apply_at);
  board_harbors_ = {};
  for (int16_t e : g.board().harbor_edges) board_harbors_.set(e);
}

std::vector<PhaseSpec> Departure::phases() const {
  std::vector<PhaseSpec> out = TreasureHunt::phases();
  out.push_back({DeparturePhase::HarborKind, "treasure_harbor"});
  out.push_back({DeparturePhase::HarborAt, "treasure_harbor_at"});
  return out;
}

void Departure::legal_actions(const StdGame& g, const StdState& s, ActionList& out) const {
  const TreasureSlice& tr = treasure_of(g, s);
  if (s.phase == DeparturePhase::HarborKind) {
    for (int r = 0; r < kNumResources; ++r)
      if (!tr.harbor_at[r]) out.push(kind_block_.id(r));
  } else if (s.phase == DeparturePhase::HarborAt) {
    harbor_places(g, s, tr.hunter).for_each([&](int e) { out.push(at_block_.id(e)); });
  } else {
    TreasureHunt::legal_actions(g, s, out);
  }
}

void Departure::apply_kind(const Module&, const StdGame& g, StdState& s, int r) {
  treasure_of(g, s).harbor_kind = uint8_t(r);
  s.phase = DeparturePhase::HarborAt;
}

void Departure::apply_at(const Module& self, const StdGame& g, StdState& s, int e) {
  TreasureSlice& tr = treasure_of(g, s);
  const Departure& m = static_cast<const Departure&>(self);
  m.place_harbor(g, s, std::exchange(tr.harbor_kind, 0), e);
  tr.harbor_due = uint8_t(tr.harbor_due & ~(1u << tr.hunter));
  m.next(g, s);
}

void Departure::kept(const StdGame& g, StdState& s, int player) const {
  TreasureSlice& tr = treasure_of(g, s);
  const int n = kept_by(tr, player);
  if (n == 1) s.base.players[player].hand_limit_bonus += kKeptHandBonus;
  s.base.players[player].module_vp += uint8_t(kept_vp(n) - kept_vp(n - 1));
  if (n == kKeptForHarbor) tr.harbor_due = uint8_t(tr.harbor_due | 1u << player);
}

// The hunter's special harbour, once it has somewhere to go; with the stock empty it is lost.
bool Departure::scenario_step(const StdGame& g, StdState& s) const {
  TreasureSlice& tr = treasure_of(g, s);
  if (!(tr.harbor_due >> tr.hunter & 1)) return false;
  bool stock = false;
  for (uint16_t at : tr.harbor_at) stock |= !at;
  if (!stock) tr.harbor_due = uint8_t(tr.harbor_due & ~(1u << tr.hunter));
  if (!stock || !harbor_places(g, s, tr.hunter).any()) return false;
  s.phase = DeparturePhase::HarborKind;
  return true;
}

void Departure::on_build(const StdGame& g, StdState& s, Piece piece, int where, int player) const {
  TreasureHunt::on_build(g, s, piece, where, player);
  if (piece != Piece::Settlement && piece != Piece::City) return;
  grant_harbors(g, s, where);
  // A harbour still due finds its first coastal building (set-up waits for its turns).
  if (treasure_of(g, s).harbor_due >> player & 1 && s.phase == Phase::Main) begin(g, s, player, false);
}

// The hand limit is a cache that other modules add to (C&K's city walls); so are the harbours and
// the points.
void Departure::rebuild_caches(const StdGame& g, StdState& s) const {
  for (int q = 0; q < s.num_players; ++q) {
    const int n = kept_by(treasure_of(g, s), q);
    if (n) s.base.players[q].hand_limit_bonus += kKeptHandBonus;
    s.base.players[q].module_vp += uint8_t(kept_vp(n));
  }
  for (uint16_t at : treasure_of(g, s).harbor_at)
    if (at)
      for (int v : g.topo().edge_vertex[at - 1]) grant_harbors(g, s, v);
}

void register_departure() {
  register_module("departure", []() -> std::unique_ptr<Module> { return std::make_unique<Departure>(); });
}

}  // namespace catanlab
