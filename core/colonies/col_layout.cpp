// The segments of a Colonies observation (col_view.cpp writes it, in this
// order): field by field, per tile and per relative seat, each with its bound
// from the options and the decks. Counts come in tenths or fifths, as written.
#include <fmt/format.h>

#include "core/colonies/col_game.h"
#include "core/colonies/col_rules.h"
#include "core/engine/obs_layout.h"

namespace catanlab {

using namespace col;

namespace {

// Regiments have no supply: an army's count is bounded only by its byte (255, in tenths).
constexpr float kTenthsCap = 25.5f;

std::string seat_name(int q) { return q == 0 ? "the observer" : fmt::format("relative seat {}", q); }

int deck_total(const uint8_t* deck, int kinds) {
  int n = 0;
  for (int k = 0; k < kinds; ++k) n += deck[k];
  return n;
}

ObsLayout col_layout(const Game& game) {
  const ColGame& g = static_cast<const ColGame&>(game);
  const ColOptions& o = g.opt();
  const int n = g.num_players(), tiles = g.num_tiles();
  const int terrains = int(Terrain::Mountains) + 1;
  ObsLayout out;
  out.push_back({"phase", kColPhases, 0, 1, "the awaited input one-hot (the reveal pending shows as the writing)"});
  out.push_back({"stage", int(ColStage::Over) + 1, 0, 1, "the season's stage one-hot"});
  out.push_back({"turn", 1, 0, 1, "turns played over col_turns"});
  out.push_back({"to_act", 1, 0, 1, "the observer is to act (not while orders are written)"});
  for (int t = 0; t < tiles; ++t) {
    const std::string tile = fmt::format("tiles[{}]", t);
    out.push_back({tile + ".terrain", terrains, 0, 1, fmt::format("tile {}: its terrain one-hot (0 face down)", t)});
    out.push_back({tile + ".flags", 3, 0, 1,
                   fmt::format("tile {}: explored this turn, supplied to the observer, the fortress", t)});
    for (int q = 0; q < n; ++q) {
      const std::string who = fmt::format("tile {}, {}: ", t, seat_name(q));
      const std::string seat = fmt::format("{}.players[{}]", tile, q);
      out.push_back({seat + ".army", kRegimentKinds, 0, kTenthsCap, who + "infantry, cavalry, artillery (tenths)"});
      out.push_back({seat + ".flags", 2, 0, 1, who + "fortified, marched in this turn"});
      // A book's marches: col_orders orders of three byte counts each, regiments having no supply.
      out.push_back({seat + ".marches", 2, 0, float(o.col_orders) * kRegimentKinds * kTenthsCap,
                     who + "regiments its readable book marches in, and away (tenths)"});
    }
    // Neutral and hostile forces grow by dice, saturating at their byte.
    out.push_back({tile + ".npc", 4, 0, kTenthsCap,
                   fmt::format("tile {}: neutral infantry, cavalry; hostile infantry, cavalry (tenths)", t)});
  }
  out.push_back({"corners", g.topo().num_vertices * (2 * n + 1), 0, 1,
                 fmt::format("per corner, {} entries: village, city of relative seat 0..{}; captured", 2 * n + 1,
                             n - 1)});
  out.push_back({"paths", g.topo().num_edges * (n + 1), 0, 1,
                 fmt::format("per path, {} entries: road of relative seat 0..{}; captured", n + 1, n - 1)});
  const int dev_total = deck_total(kColDevDeck, kColDevKinds), tactics_total = deck_total(kTacticsDeck, kTacticsKinds);
  for (int q = 0; q < n; ++q) {
    const std::string who = seat_name(q) + ": ", seat = fmt::format("players[{}]", q);
    out.push_back({seat + ".hand", 5, 0, o.col_bank / 10.0f, who + "resource cards by kind (tenths)"});
    // Routed regiments wait in a pool with no limit but its byte.
    out.push_back({seat + ".routed", kRegimentKinds, 0, kTenthsCap, who + "routed regiments by type (tenths)"});
    out.push_back({seat + ".dev_count", 1, 0, dev_total / 5.0f, who + "development cards held (fifths)"});
    out.push_back({seat + ".tactics_count", 1, 0, o.col_tactics ? tactics_total / 5.0f : 0,
                   who + "tactics cards held (fifths)"});
    for (int k = 0; k < kColDevKinds; ++k)
      out.push_back({fmt::format("{}.dev_held.{}", seat, kColDevNames[k]), 1, 0, float(kColDevDeck[k]),
                     who + kColDevNames[k] + " cards held (the observer's own only)"});
    for (int k = 0; k < kTacticsKinds; ++k)
      out.push_back({fmt::format("{}.tactics.{}", seat, kTacticsNames[k]), 1, 0, o.col_tactics ? float(kTacticsDeck[k]) : 0.0f,
                     who + kTacticsNames[k] + " tactics cards held (the observer's own only)"});
    for (int k = 0; k < kColDevKinds; ++k)
      out.push_back({fmt::format("{}.dev_played.{}", seat, kColDevNames[k]), 1, 0, float(kColDevDeck[k]),
                     who + kColDevNames[k] + " cards played"});
    out.push_back({seat + ".stances", 6, 0, 1,
                   who + "its stance toward the observer, the observer's toward it (peace, war, ally)"});
    out.push_back({seat + ".status", 2, 0, 1, who + "out of the game, held its colonial settlements"});
    out.push_back({seat + ".free_roads", 1, 0, 1, who + "Road Building's roads left (thirds)"});
    out.push_back({seat + ".plenty", 2, 0, 1, who + "Year of Plenty doubles this turn's, next turn's harvest"});
    out.push_back({seat + ".monopoly", 5, 0, 1, who + "resources whose harvest Monopoly doubles"});
    out.push_back({seat + ".time_score", 1, 0, (tiles + 2 * g.topo().num_vertices) / 20.0f,
                   who + "the Time victory's score: tiles held, villages, cities twice (twentieths)"});
    out.push_back({seat + ".vote", n + 1, 0, 1, who + "the relative seat it voted for one-hot, last: none"});
    out.push_back({seat + ".book_stances", 4 * n, 0, 1,
                   who + "per relative seat, the stance its book writes one-hot (peace, war, ally; unread)"});
  }
  out.push_back({"book.orders", kOrderKinds, 0, o.col_orders / 4.0f, "the observer's book: orders by kind (quarters)"});
  out.push_back({"book.draft", 4, 0, 1, "the step the order being written waits for one-hot"});
  out.push_back({"book.committed", 1, 0, 1, "the observer's book is committed"});
  out.push_back({"battle.active", 1, 0, 1, "a battle is being fought"});
  out.push_back({"battle.tile", tiles + 1, 0, 1, "the battle's tile one-hot, last: none"});
  out.push_back({"battle.sides", 3 * n, 0, 1, "per relative seat: attacking, defending, the third side"});
  out.push_back({"battle.mods", 2, -10, 10, "the attackers', the defenders' roll modifiers (tenths)"});
  // Strength still to destroy: a tenth of the other side's strength, saturating at its byte.
  out.push_back({"battle.hits", 2, 0, kTenthsCap,
                 "strength still to destroy of the attackers, of the defenders (tenths)"});
  out.push_back({"battle.rolls", 2, 0, 1, "the attackers', the defenders' combat die (sixths)"});
  out.push_back({"battle.third_mod", 1, -10, 10, "the third side's roll modifier (tenths)"});
  out.push_back({"battle.third_hit", 1, 0, kTenthsCap, "strength still to destroy of the third side (tenths)"});
  out.push_back({"battle.third_roll", 1, 0, 1, "the third side's combat die (sixths)"});
  out.push_back({"battle.complex", 3, 0, 1, "bombarding, the attackers retreat, the defenders retreat"});
  out.push_back({"battle.third_retreats", 1, 0, 1, "a complex battle's third side retreats"});
  out.push_back({"battle.targets", 12, 0, 1, "per side (attackers, defenders, third): the side it aims at one-hot, last: none"});
  out.push_back({"battle.gone", 3, 0, 1, "per side: it left a complex battle of three sides"});
  out.push_back({"offer.from", n + 1, 0, 1, "the offering relative seat one-hot, last: none"});
  out.push_back({"offer.to", n + 1, 0, 1, "the offer's target relative seat one-hot, last: none"});
  out.push_back({"offer.cards", 10, 0, float(o.col_offer_cards), "per resource: cards given, cards asked"});
  out.push_back({"explore.tile", tiles + 1, 0, 1, "the tile being explored one-hot, last: none"});
  out.push_back({"explore.event", 1, 0, 1, "the exploration's 2d6 (twelfths; 0 none yet)"});
  out.push_back({"bank", 5, 0, o.col_bank / 19.0f, "the bank's resource cards by kind (nineteenths)"});
  return out;
}

}  // namespace

void register_colonies_layout() { register_observation_layout(std::string(ColGame::kFamily), col_layout); }

}  // namespace catanlab
