// Chapter 3's forts (legend-of-the-conquerors.txt, "Forts", "General Rules
// for Forts", "Capturing a Fort", "Rewards for Capturing a Fort", "Charge of
// the Conquerors", "End of the Chapter"). A fort's conqueror (strength 3-6,
// the board's `fort` markers) never moves and never attacks: knights may stand
// beside it whatever their strength; the fort falls when the knights beside it
// together are stronger than it (active or not). Every seat with a knight
// there moves up the hero track and takes the fort's reward, the active player
// first. The rewards lie face down: dealt before set-up as chance outcomes by
// the tiles left (rulings.md, "Forts"), hidden from the observation and redealt
// by resample_hidden. A Charge of the Conquerors removes every knight beside a
// fort. The chapter ends on the red-die spaces; 3 (3 players) / 4 (4 players)
// forts still standing is a defeat.
#include <algorithm>
#include <array>
#include <iterator>

#include <fmt/format.h>

#include "core/config_error.h"
#include "core/conquerors/lotc_internal.h"

namespace catanlab::lotc {

using namespace lotc_ids;

namespace {

// The box's reward tiles (rulings.md, "Forts", found): 4 grain, 4 free road,
// 2 amber, 2 wine, 2 grain + amber, 2 grain + wine; FortReward order, None excluded.
constexpr int kRewardTiles[kNumFortRewards] = {0, 4, 4, 2, 2, 2, 2};

int fort_strength(const StdGame& g, const StdState& s, int h) { return lotc_of(g, s).fort[h] & kFortStrength; }

// The tiles of each kind still in the box (not dealt to a fort, standing or captured).
std::array<int, kNumFortRewards> tiles_left(const StdGame& g, const StdState& s) {
  std::array<int, kNumFortRewards> n;
  std::copy(std::begin(kRewardTiles), std::end(kRewardTiles), n.begin());
  for (uint8_t f : lotc_of(g, s).fort)
    if (f) n[fort_reward(f)] -= 1;  // most hexes hold no fort: no chain of stores into n[0]
  return n;
}

// The fort still waiting for its tile (the lowest hex), or -1.
int fort_to_deal(const StdGame& g, const StdState& s) {
  for (int h = 0; h < kMaxHexes; ++h)
    if (lotc_of(g, s).fort[h] && !fort_reward(lotc_of(g, s).fort[h])) return h;
  return -1;
}

void give_reward(const StdGame& g, StdState& s, int q, int reward) {
  LotcSlice& L = lotc_of(g, s);
  auto grain = [&] {  // from the bank while it has one
    if (s.base.bank[Grain] > 0) bank_pays(s.base, q, Grain, 1);
  };
  auto token = [&](Token t) {
    if (token_supply(g, s, t) <= 0) return;
    held(L, t)[q] += 1;
  };
  switch (FortReward(reward)) {
    case FortReward::Grain: grain(); break;
    case FortReward::Road: L.fort_roads[q] = uint8_t(std::min(L.fort_roads[q] + 1, 15)); break;
    case FortReward::Amber: token(Token::Amber); break;
    case FortReward::Wine: token(Token::Wine); break;
    case FortReward::GrainAmber: grain(), token(Token::Amber); break;
    case FortReward::GrainWine: grain(), token(Token::Wine); break;
    default: break;
  }
}

}  // namespace

void capture_fort(const StdGame& g, StdState& s, int h) {
  uint8_t owners = 0;
  knights_around(g, s, h, &owners);
  const int reward = fort_reward(lotc_of(g, s).fort[h]);
  lotc_of(g, s).fort[h] &= uint8_t(~kFortStrength);  // the fort and its conqueror go; its tile stays known to all
  s.base.barren.reset(h);                     // the hex produces again
  reward_heroes(g, s, owners);
  for (int i = 0; i < s.num_players; ++i) {  // the active player first, then clockwise
    const int q = (s.turn_player + i) % s.num_players;
    if ((owners >> q) & 1) give_reward(g, s, q, reward);
  }
  HexSet changed;
  changed.set(h);
  refresh_closed_roads(g, s, changed);  // paths beside it open again
}

void check_forts(const StdGame& g, const std::string& file) {
  int forts = 0, tiles = 0;
  for (int k = 1; k < kNumFortRewards; ++k) tiles += kRewardTiles[k];
  for (const Marker& m : g.board().markers) {
    if (m.kind != "fort") continue;
    if (m.value < 3 || m.value > 6)
      throw ConfigError(fmt::format("{}: fort marker at ({},{}): its conqueror's strength (\"value\") must be 3-6", file,
                                    g.topo().coord[m.hex].q, g.topo().coord[m.hex].r));
    ++forts;
  }
  if (forts && lotc_opt(g).lotc_chapter < 3)  // earlier chapters deal no tiles
    throw ConfigError(fmt::format("{}: fort markers are chapter 3's, not chapter {}'s (lotc_chapter)", file,
                                  lotc_opt(g).lotc_chapter));
  if (forts > tiles)  // each fort is dealt a tile before set-up
    throw ConfigError(fmt::format("{}: {} fort markers, but the box holds {} reward tiles", file, forts, tiles));
}

void place_forts(const StdGame& g, StdState& s) {
  for (const Marker& m : g.board().markers)
    if (m.kind == "fort") lotc_of(g, s).fort[m.hex] = uint8_t(m.value);
  s.base.barren |= standing_forts(g, s);  // ours: a fort's conqueror holds its hex, as a conquered hex yields nothing
}

HexSet standing_forts(const StdGame& g, const StdState& s) { return hexes_with(g, lotc_of(g, s).fort, kFortStrength); }

bool start_fort_draw(const StdGame& g, StdState& s) {
  if (fort_to_deal(g, s) < 0) return false;
  s.to_move = 0;
  s.phase = LotcPhase::FortDraw;
  return true;
}

int fort_outcomes(const StdGame& g, const StdState& s, const LotcIds& ids, ChanceOutcome* out) {
  const std::array<int, kNumFortRewards> left = tiles_left(g, s);
  int total = 0, n = 0;
  for (int k = 1; k < kNumFortRewards; ++k) total += left[k];
  for (int k = 1; k < kNumFortRewards; ++k)
    if (left[k]) out[n++] = {ids.id(kFortDraw, k - 1), double(left[k]) / total};
  return n;
}

void fort_draw(const StdGame& g, StdState& s, int reward) {
  const int h = fort_to_deal(g, s);
  lotc_of(g, s).fort[h] = uint8_t(lotc_of(g, s).fort[h] | reward << kFortRewardShift);
  if (fort_to_deal(g, s) >= 0) return;
  if (lotc_opt(g).lotc_mercy) return start_mercy(g, s);
  s.to_move = 0;
  s.phase = Phase::SetupSettlement;
}

// The standing forts' tiles and the box's are all unseen (captured forts are
// gone with theirs, which everyone saw): deal the standing forts from them.
void redeal_fort_rewards(const StdGame& g, StdState& s, Rng& rng) {
  int pool[32], n = 0;
  for (int k = 1; k < kNumFortRewards; ++k)
    for (int i = 0; i < kRewardTiles[k]; ++i) pool[n++] = k;
  for (int h = 0; h < kMaxHexes; ++h)  // the captured forts' tiles, seen by all
    if (const int seen = fort_reward(lotc_of(g, s).fort[h]); seen && !fort_strength(g, s, h)) {
      for (int i = 0; i < n; ++i)
        if (pool[i] == seen) {
          pool[i] = pool[--n];
          break;
        }
    }
  for (int i = n - 1; i > 0; --i) std::swap(pool[i], pool[rng.below(uint32_t(i + 1))]);
  int next = 0;
  for (int h = 0; h < kMaxHexes; ++h)
    if (fort_strength(g, s, h)) lotc_of(g, s).fort[h] = uint8_t(fort_strength(g, s, h) | pool[next++] << kFortRewardShift);
}

int forts_standing(const StdGame& g, const StdState& s) {
  int n = 0;
  for (uint8_t f : lotc_of(g, s).fort) n += (f & kFortStrength) != 0;
  return n;
}

bool beside_fort(const StdGame& g, const StdState& s, int v) {
  for (int8_t h : g.topo().vertex_hex[v])
    if (h >= 0 && fort_strength(g, s, h)) return true;
  return false;
}

void besiege(const StdGame& g, StdState& s, int v) {
  for (int8_t h : g.topo().vertex_hex[v])
    if (h >= 0 && fort_strength(g, s, h) && knights_around(g, s, h) > fort_strength(g, s, h)) capture_fort(g, s, h);
}

void charge(const StdGame& g, StdState& s, int spared) {
  VertexSet beside;
  for (int h = 0; h < g.topo().num_hexes; ++h)
    if (fort_strength(g, s, h) && h != spared) beside |= g.topo().hex_vertices[h] & s.base.vertex_pieces;
  beside.for_each([&](int v) { remove_knight(g, s, v, false); });
}

HexSet besieged_forts(const StdGame& g, const StdState& s) {
  HexSet out;
  for (int h = 0; h < g.topo().num_hexes; ++h)
    if (fort_strength(g, s, h) && (g.topo().hex_vertices[h] & s.base.vertex_pieces).any()) out.set(h);
  return out;
}

bool chapter_ends(const StdGame& g, const StdState& s, Event e) {
  const int red = ck_of(g, s).red;
  return e == Event::End || (e == Event::EndIfRed2 && red <= 2) || (e == Event::EndIfRed4 && red <= 4);
}

bool forts_defeat(const StdGame& g, const StdState& s) {
  return lotc_opt(g).lotc_chapter >= 3 && forts_standing(g, s) >= defeat_count(g, s);
}

}  // namespace catanlab::lotc
