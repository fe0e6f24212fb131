#pragma once
#include <algorithm>
#include <map>
// Legend of the Conquerors invariants, on top of Cities & Knights': no knight
// stands between two conquerors or beside a stronger one (the removals ran),
// conquered hexes are numbered and produce nothing, conquerors stand on land
// or landing hexes with flag strengths 2-6, no more than four of a strength,
// the hero track within its bounds, and the chapter over exactly when the
// defeat count or the last space was reached (or 13 VP). Amber and wine
// (chapter 2): the box's tokens are all on the board, held, or in the
// supply; amber lies only on its markers, never where a road or a building
// reached it; wine only on its hexes, never more than their markers put there;
// the tokens on a trade offer are the proposer's. The advance's movers still
// hold their conquerors; Quartermaster Odo frees at most one knight it
// activates; no decision builds a settlement or a city beside a conquered hex.
#include <bit>

#include "tests/cities_knights/ck_invariants.h"
#include "tests/conquerors/lotc_position.h"

namespace catanlab::testing {

// Chapter 3: forts only on the board's fort hexes, strengths 3-6 as marked, a
// tile on each once dealt (the box's counts), no standing fort with knights
// stronger than it beside it (it would have fallen; Thora's and Dagur's points
// start no battle), no conqueror outside a fort; the end only on spaces 25-27,
// a defeat exactly with 3 / 4 forts or more standing; Support from the East's
// seats; the fort roads.
inline void check_forts(const StdGame& g, const State& s) {
  const LotcSlice& L = lotc_of(g, s);
  const HexSet marked = lotc::marker_hexes(g, "fort");
  std::map<int, int> marked_strength;
  for (const Marker& m : g.board().markers)
    if (m.kind == "fort") marked_strength[m.hex] = m.value;
  int tiles[kNumFortRewards] = {};
  const bool dealt = std_state(s).phase != LotcPhase::FortDraw;
  for (int h = 0; h < kMaxHexes; ++h) {
    REQUIRE(L.conqueror[h] == 0);
    if (!L.fort[h]) continue;
    REQUIRE(marked.test(h));
    const int strength = L.fort[h] & kFortStrength, reward = lotc::fort_reward(L.fort[h]);
    REQUIRE((strength == 0 || strength == marked_strength[h]));
    if (dealt) REQUIRE((reward >= 1 && reward < kNumFortRewards));
    tiles[reward] += 1;
    if (strength && L.thora == 0xFF && !L.dagur) REQUIRE(lotc::knights_around(g, std_state(s), h) <= strength);
  }
  const int box[kNumFortRewards] = {0, 4, 4, 2, 2, 2, 2};
  for (int k = 1; k < kNumFortRewards; ++k) REQUIRE(tiles[k] <= box[k]);
  const bool lost = lotc::forts_standing(g, std_state(s)) >= lotc::defeat_count(g, std_state(s));
  if (std_state(s).phase != Phase::GameOver) {
    REQUIRE(L.outcome == kPlaying);
    REQUIRE(L.space < lotc::track_length(lotc_opt(g).lotc_chapter));
  } else if (L.outcome != kPlaying) {
    REQUIRE(L.space >= 25);
    REQUIRE((L.outcome == kDefeat) == lost);
    if (L.outcome == kVictory) REQUIRE(L.winners != 0);
  }
  REQUIRE((std_state(s).phase == LotcPhase::EastRoad) == (L.east_left != 0));
  if (std_state(s).phase == LotcPhase::EastRoad) REQUIRE(((L.east_left >> std_state(s).to_move) & 1));
  for (int q = 0; q < kMaxPlayers; ++q) REQUIRE(L.fort_roads[q] <= 16);
}

// Quartermaster Odo, wherever the player to move may play it: each play leaves every knight of
// theirs active and at most one of those it activates (inactive and not yet used) free to act.
inline void check_odo_plays(const StdGame& g, const State& s) {
  const int p = std_state(s).to_move;
  if (std_state(s).phase != Phase::Main || !ck_of(g, s).players[p].progress[QuartermasterOdo]) return;
  for (Action a : g.legal_actions(s)) {
    if (g.action_name(a).rfind("play quartermaster_odo", 0) != 0) continue;
    State after = s;
    g.apply(after, a);
    int free_to_act = 0;
    std_state(s).base.players[p].vertex_pieces.for_each([&](int v) {
      REQUIRE((ck_of(g, after).knight[v] & knight::kActive));
      free_to_act += !(ck_of(g, s).knight[v] & knight::kActive) && !(ck_of(g, after).knight[v] & knight::kSpent);
    });
    REQUIRE(free_to_act <= 1);
  }
}

// Chapter 1, 4: no decision builds a settlement on a corner of a conquered hex or makes a city of
// a settlement beside one, by whatever path (build_settlement, build_city, Medicine).
inline void check_no_building_by_conquered(const StdGame& g, const State& s) {
  VertexSet by;
  lotc_of(g, s).conquered.for_each([&](int h) { by |= g.topo().hex_vertices[h]; });
  if (!by.any() || g.is_chance(s) || std_state(s).phase == Phase::GameOver) return;
  const std::vector<Action> legal = g.legal_actions(s);
  const auto offered = [&](const std::string& name) {
    const auto id = g.action_id(name);
    return id && std::binary_search(legal.begin(), legal.end(), *id);
  };
  (by - std_state(s).base.occupied).for_each([&](int v) { REQUIRE_FALSE(offered(fmt::format("build_settlement v{}", v))); });
  (by & std_state(s).base.players[std_state(s).to_move].settlements).for_each([&](int v) {
    REQUIRE_FALSE(offered(fmt::format("build_city v{}", v)));
    REQUIRE_FALSE(offered(fmt::format("play medicine v{}", v)));
  });
}

inline void check_lotc_invariants(const StdGame& g, const State& s) {
  check_ck_invariants(g, s, [](const StdGame& gg, const State& ss, int p) -> int { return lotc_of(gg, ss).hero[p]; });
  const Topology& t = g.topo();
  const LotcSlice& L = lotc_of(g, s);
  const HexSet landing = lotc::landing_hexes(g);
  int per_strength[7] = {};
  for (int h = 0; h < t.num_hexes; ++h) {
    if (!L.conqueror[h]) continue;
    REQUIRE((L.conqueror[h] >= 2 && L.conqueror[h] <= 6));
    per_strength[L.conqueror[h]] += 1;
    REQUIRE((std_state(s).layout.terrain[h] != Terrain::Sea || landing.test(h)));
    const int sum = lotc::knights_around(g, std_state(s), h);
    REQUIRE((sum == 0 || sum >= L.conqueror[h]));
  }
  for (int k = 2; k <= 6; ++k) REQUIRE(per_strength[k] <= 4);
  std_state(s).base.vertex_pieces.for_each([&](int v) {
    int around = 0;
    for (int8_t h : t.vertex_hex[v]) around += h >= 0 && L.conqueror[h];
    REQUIRE(around < 2);
  });
  L.conquered.for_each([&](int h) { REQUIRE(std_state(s).layout.number[h] > 0); });
  REQUIRE(std_state(s).base.barren == (L.conquered | lotc::standing_forts(g, std_state(s))));  // a standing fort's hex yields nothing
  for (int q = 0; q < std_state(s).num_players; ++q) REQUIRE(L.hero[q] <= lotc_opt(g).hero_track_max);
  REQUIRE(L.space >= 1);
  REQUIRE(L.space <= lotc::track_length(lotc_opt(g).lotc_chapter));
  // The direction die is rolled, or Archers' holders are asked after it (chapter 2), or Lea's
  // after a conqueror's step of the advance.
  const bool archers = std_state(s).phase == LotcPhase::Interrupt && (L.interrupt & 3) == lotc::kInterruptArchers &&
                       (L.interrupt >> 2) != lotc::kAtCharge;  // chapter 3's Archers at a charge: no advance
  const bool lea_in_advance = (std_state(s).phase == LotcPhase::Interrupt || std_state(s).phase == LotcPhase::Lea) &&
                              (L.interrupt & 3) == lotc::kInterruptLea && (L.interrupt >> 2) == lotc::kAfterAdvance;
  const bool advancing = std_state(s).phase == LotcPhase::Direction || archers || lea_in_advance;
  // The advance's movers are hexes that still hold their conquerors (one beaten before its turn is out);
  // the die, and Archers after it, are for one of them.
  REQUIRE_FALSE((L.to_advance - lotc::conqueror_hexes(g, std_state(s))).any());
  if (std_state(s).phase == LotcPhase::Direction || archers) REQUIRE(L.to_advance.test(L.mover));
  if (lotc_opt(g).lotc_chapter >= 3) {
    check_forts(g, s);
  } else {
    const bool defeated = L.conquered.count() >= lotc::defeat_count(g, std_state(s));
    REQUIRE(defeated == (L.outcome == kDefeat));
    if (std_state(s).phase != Phase::GameOver) {
      REQUIRE(L.outcome == kPlaying);
      // On the last space only while its advance is still being rolled.
      REQUIRE((L.space < lotc::track_length(lotc_opt(g).lotc_chapter) || advancing));
    } else if (L.outcome == kVictory) {
      REQUIRE(L.space == lotc::track_length(lotc_opt(g).lotc_chapter));
      REQUIRE(L.winners != 0);
    }
  }
  if (std_state(s).phase != Phase::GameOver) {  // a VP win mid-advance (a hero step) ends the game where it stands
    REQUIRE(advancing == (L.mover != 0xFF));
    REQUIRE(((L.advancing != kNoAdvance) == advancing));
  }
  for (lotc::Token kind : {lotc::Token::Amber, lotc::Token::Wine}) {
    const int supply = lotc::token_supply(g, std_state(s), kind);
    REQUIRE((supply >= 0 && supply <= lotc_opt(g).lotc_tokens));
  }
  // A trade offer under way: its proposer holds the tokens given, no kind is on both sides,
  // and the offer's totals count them (within the cap).
  if (std_state(s).phase >= Phase::TradeBuild && std_state(s).phase <= Phase::TradeChoose)
    for (int k = 0; k < lotc::kNumTokens; ++k) {
      const auto& held = k == int(lotc::Token::Amber) ? L.amber_held : L.wine_held;
      REQUIRE(held[std_state(s).turn_player] >= L.offer_give[k]);
      REQUIRE((L.offer_give[k] == 0 || L.offer_get[k] == 0));
    }
  REQUIRE(L.offer_give[0] + L.offer_give[1] <= std_state(s).base.offer.give_total);
  REQUIRE(L.offer_get[0] + L.offer_get[1] <= std_state(s).base.offer.get_total);
  REQUIRE_FALSE((L.amber - lotc::marker_vertices(g, "amber")).any());
  L.amber.for_each([&](int v) {
    REQUIRE_FALSE(std_state(s).base.occupied.test(v));
    REQUIRE_FALSE((t.vertex_edges[v] & std_state(s).base.road_taken).any());
  });
  int wine_marker[kMaxHexes] = {};
  for (const Marker& m : g.board().markers)
    if (m.kind == "wine") wine_marker[m.hex] = m.value;
  for (int h = 0; h < kMaxHexes; ++h) REQUIRE(L.wine[h] <= wine_marker[h]);
  // Foundry and horse farm: each piece unbuilt, on its tile or beside a knight (its own,
  // or its knight left the board: then it counts as on the tile); never both on one knight;
  // a charge's choice open exactly while its start is remembered.
  for (int q = 0; q < std_state(s).num_players; ++q) {
    for (uint8_t at : {L.cannon[q], L.horse[q]}) REQUIRE((at >= kUnbuilt || at < t.num_vertices));
    const int cannon = lotc::equipped_knight(g, std_state(s), lotc::Equipment::Cannon, q);
    REQUIRE((cannon < 0 || cannon != lotc::equipped_knight(g, std_state(s), lotc::Equipment::Horse, q)));
  }
  REQUIRE((std_state(s).phase == LotcPhase::Cavalry) == (L.charge_from != 0xFF));
  if (std_state(s).phase == LotcPhase::Cavalry) {
    const int at = lotc::equipped_knight(g, std_state(s), lotc::Equipment::Horse, std_state(s).turn_player);
    REQUIRE(at >= 0);
    REQUIRE(std_state(s).base.players[std_state(s).turn_player].road_vertices.test(at));
    REQUIRE_FALSE((std_state(s).base.vertex_pieces | std_state(s).base.occupied).test(L.charge_from));
  }
  // Wyler's Help: open exactly while its buyers are asked (the seat to move among them, two
  // cards at most); Thora in front of a seat, Dagur's point only on the active player's cavalry.
  const bool wyler = std_state(s).phase == LotcPhase::BuyBattle || std_state(s).phase == LotcPhase::BattleDraw;
  REQUIRE(wyler == (L.wyler_left != 0));
  if (wyler) REQUIRE(((L.wyler_left >> std_state(s).to_move) & 1));
  REQUIRE(L.battle_bought <= 2);
  REQUIRE((L.thora == 0xFF || L.thora < std_state(s).num_players));
  REQUIRE((L.dagur & ~(1u << std_state(s).turn_player)) == 0);
  // Aegis and Archers: the seats asked hold the card (the one to move among them); after Aegis
  // the opponents still to take a token.
  REQUIRE((std_state(s).phase == LotcPhase::Interrupt) == (L.interrupt_left != 0));
  const bool lea = std_state(s).phase == LotcPhase::Lea || (std_state(s).phase == LotcPhase::Interrupt && (L.interrupt & 3) == lotc::kInterruptLea);
  REQUIRE((std_state(s).phase == LotcPhase::Interrupt || std_state(s).phase == LotcPhase::Lea) == (L.interrupt != 0));
  if (std_state(s).phase == LotcPhase::Interrupt) {
    REQUIRE(((L.interrupt_left >> std_state(s).to_move) & 1));
    const int kind = L.interrupt & 3;
    const int card = kind == lotc::kInterruptAegis ? Aegis : kind == lotc::kInterruptArchers ? Archers : LeaTheHealer;
    for (int q = 0; q < std_state(s).num_players; ++q)
      if ((L.interrupt_left >> q) & 1) REQUIRE(ck_of(g, s).players[q].progress[card] > 0);
  }
  REQUIRE((std_state(s).phase == LotcPhase::AegisToken) == (L.aegis_left != 0));
  // Lea the Healer: the defeated knights are kept exactly while Lea may bring one back.
  REQUIRE(lea == (L.defeated[0] != 0));
  for (uint8_t k : L.defeated) REQUIRE((k == 0 || (knight::owner(k) < std_state(s).num_players && knight::strength(k) >= 1)));
  REQUIRE((L.lea_knight == 0xFF || (std_state(s).phase == LotcPhase::Lea && L.defeated[L.lea_knight] != 0)));
  if (std_state(s).phase == LotcPhase::AegisToken) REQUIRE(((L.aegis_left >> std_state(s).to_move) & 1));
  check_odo_plays(g, s);
  check_no_building_by_conquered(g, s);
  // The politics cards' interludes: Help from the South's stack holds the
  // cards not yet drawn (one per draw gone); the mission's knight is the
  // player's own, deactivated, with a road still free.
  const bool south = std_state(s).phase == LotcPhase::SouthDraw;
  REQUIRE(south == (L.south_stack != 0));
  if (south) REQUIRE(std::popcount(unsigned(L.south_stack)) == kNumResources - L.south_drawn);
  REQUIRE((std_state(s).phase == LotcPhase::Mission) == (L.mission_vertex != 0xFF));
  if (std_state(s).phase == LotcPhase::Mission) {
    REQUIRE(ck_of(g, s).knight[L.mission_vertex] != 0);
    REQUIRE(knight::owner(ck_of(g, s).knight[L.mission_vertex]) == std_state(s).turn_player);
    REQUIRE(!(ck_of(g, s).knight[L.mission_vertex] & knight::kActive));
    REQUIRE((L.mission_roads >= 1 && L.mission_roads <= 2));
  }
}

}  // namespace catanlab::testing
