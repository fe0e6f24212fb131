// The Conquerors module's names, observation, its slice's fields (declared once, slice_fields.h;
// lotc_validate.cpp checks the rules between them) and cache rebuild.
#include <fmt/format.h>

#include <algorithm>
#include <tuple>

#include "core/conquerors/lotc_internal.h"
#include "core/standard/slice_fields.h"
#include "core/standard/std_layout.h"

namespace catanlab {

using namespace lotc_ids;
using namespace lotc;

std::vector<PhaseSpec> Conquerors::phases() const {
  using namespace LotcPhase;
  return {{SetupCity, "lotc_setup_city"},   {BriberyKnight, "lotc_bribery_knight"}, {Mission, "lotc_mission"},
          {Cavalry, "lotc_cavalry"},        {BuyBattle, "lotc_buy_battle"},         {Interrupt, "lotc_interrupt"},
          {AegisToken, "lotc_aegis_token"}, {Lea, "lotc_lea"},                      {SetupKnight, "lotc_setup_knight"},
          {EastRoad, "lotc_east_road"},     {Direction, "lotc_direction", true},    {SouthDraw, "lotc_south_draw", true},
          {MercyDraw, "lotc_mercy_draw", true}, {BattleDraw, "lotc_battle_draw", true},
          {FortDraw, "lotc_fort_draw", true}};
}


// The blocks the rule set uses, in the order of lotc_ids::Block: chapter 1's, each politics
// card's only where the deck deals it (in_play), then chapter 2's, then chapter 3's. The order
// keeps the order of the ids that may be legal together (the recorded games chose among them).
void Conquerors::declare(BlockTable& blocks, const StdGame& g) {
  check_tokens(g);
  check_chapter_setup(g);
  marks_ = read_marks(g);
  const Topology& t = g.topo();
  const int chapter = lotc_opt(g).lotc_chapter;
  const bool bribery = in_play(g, Bribery), brothers = in_play(g, BrothersInArms), south = in_play(g, HelpFromTheSouth),
             lea = in_play(g, LeaTheHealer), mission = in_play(g, RoadBuildingMission);
  const bool interrupts = lea || in_play(g, Aegis) || in_play(g, Archers);
  auto list = [](auto first, auto last) { return std::vector<std::string>(first, last); };
  ids_ = LotcIds{};
  auto add = [&](Block b, const char* name, Domain domain, int size = 1) {
    blocks.add(ids_[b], name, domain, size, block_rule(b));
  };
  auto add_list = [&](Block b, const char* name, std::vector<std::string> labels) {
    blocks.add_list(ids_[b], name, std::move(labels), block_rule(b));
  };
  auto add_chance = [&](ChanceBlock b, const char* name, std::vector<std::string> labels) {
    blocks.add_chance_list(ids_[b], name, std::move(labels), chance_rule(b));
  };
  add(kBuildStrongKnight, "build_strong_knight", Domain::Vertex, t.num_vertices);
  add(kBuildMightyKnight, "build_mighty_knight", Domain::Vertex, t.num_vertices);
  add(kSetupCity, "setup_city", Domain::Vertex, t.num_vertices);
  if (brothers) add(kPlayBrothersInArms, "play brothers_in_arms", Domain::Vertex, t.num_vertices);
  if (bribery) add(kBriberyKnight, "bribery_knight", Domain::Vertex, t.num_vertices);
  if (mission) {
    add(kPlayMission, "play road_building_mission", Domain::Vertex, t.num_vertices);
    add(kMissionRoad, "mission_road", Domain::Edge, t.num_edges);
  }
  if (bribery) add(kPlayBribery, "play bribery", Domain::Hex, t.num_hexes);
  if (brothers) add(kBrothersActivate, "play brothers_in_arms", Domain::Seat, kMaxPlayers);
  if (south) add(kPlayHelpFromTheSouth, "play help_from_the_south", Domain::Fixed);
  if (mission) add(kMissionDone, "mission_done", Domain::Fixed);
  if (lea) {
    add(kLeaTo, "lea_to", Domain::Vertex, t.num_vertices);
    add_list(kLeaKnight, "lea_knight", {"0", "1", "2", "3", "4", "5"});
    add(kPlayLea, "play lea_the_healer", Domain::Fixed);
  }
  if (interrupts) add(kPassInterrupt, "pass_interrupt", Domain::Fixed);
  if (chapter >= 2) {
    add(kCannonTo, "cannon_to", Domain::Vertex, t.num_vertices);
    add(kHorseTo, "horse_to", Domain::Vertex, t.num_vertices);
    add(kCavalryTo, "cavalry_to", Domain::Vertex, t.num_vertices);
    add(kPlayCrossbows, "play crossbows", Domain::Hex, t.num_hexes);
    add(kBuildFoundry, "build_foundry", Domain::Fixed);
    add(kBuildHorseFarm, "build_horse_farm", Domain::Fixed);
    add(kCavalryStay, "cavalry_stay", Domain::Fixed);
    add(kCavalryReturn, "cavalry_return", Domain::Fixed);
    add(kBuyBattle, "buy_battle_card", Domain::Fixed);
    add(kPassBattle, "pass_battle", Domain::Fixed);
    add(kPlayDagur, "play cavalry_leader_dagur", Domain::Fixed);
    add(kPlayOdo, "play quartermaster_odo", Domain::Fixed);
    std::vector<std::string> knights;
    for (int i = 0; i < kOdoKnights; ++i) knights.push_back(fmt::format("k{}", i));
    add_list(kPlayOdoKnight, "play quartermaster_odo", std::move(knights));
    add(kPlayThora, "play thora", Domain::Fixed);
    add(kPlayAegis, "play aegis", Domain::Fixed);
    add(kPlayArchers, "play archers", Domain::Fixed);
    add(kTakeWine, "take_wine", Domain::Fixed);
    add(kTakeAmber, "take_amber", Domain::Fixed);
    add_list(kOfferGiveToken, "offer_give", {"amber", "wine"});
    add_list(kOfferGetToken, "offer_get", {"amber", "wine"});
  }
  if (chapter >= 3) {
    add(kPassEast, "pass_east", Domain::Fixed);
    add(kSetupKnight, "setup_knight", Domain::Vertex, t.num_vertices);
    add(kFreeRoad, "free_road", Domain::Edge, t.num_edges);
    add(kArchersAt, "play archers", Domain::Hex, t.num_hexes);  // at a charge, naming the fort it spares
  }

  add_chance(kDirection, "direction", list(kDieNames, kDieNames + 3));
  if (south) add_chance(kSouthDraw, "south_draw", list(kCardNames, kCardNames + kNumResources));
  const auto& kinds = ck_opt(g).cards.names;
  add_chance(kMercyDraw, "mercy_draw", list(kinds.begin(), kinds.begin() + kNumProgressKinds));
  if (chapter >= 2) add_chance(kBattleDraw, "draw_battle", list(kinds.begin() + Crossbows, kinds.begin() + kNumProgressKinds));
  if (chapter >= 3) add_chance(kFortDraw, "fort_reward", list(kFortRewardNames + 1, kFortRewardNames + kNumFortRewards));
}

// Settlements, cities and knights, by every id that puts one down: the base game's builds,
// Cities & Knights' knights and Medicine's city (the module's own knights are placed by the
// same rules where they are offered); roads only in set-up's first round: the others are closed
// through BaseSlice::closed_roads, so that every road (Road Building, set-up, the cards' and forts'
// free roads) sees the same paths.
void Conquerors::numbered(const StdGame& g) {
  const BaseBlocks& base = base_blocks(g);
  const CkBlocks& ck = ck_blocks(g);
  judged_.assign(size_t(g.num_ids()), JudgedId{});
  auto judge = [&](const BlockHandle& h, Judged rule) {
    for (int i = 0; i < h.size; ++i) judged_[size_t(h.id(i))] = {rule, uint16_t(i)};
  };
  judge(base.build_settlement, kSettlement);
  judge(base.build_city, kCity);
  judge(ck.play_medicine, kCity);
  judge(base.build_road, kRoad);
  judge(ck.build_knight, kNewKnight);
  judge(ck.move_knight, kMoveKnight);
  judge(ck.knight_to, kKnightTo);
}

// Per hex: conqueror strength / 6, conquered, swamp, landing; per seat from
// the viewer on: hero position / 10; the ship's progress; the advance under
// way; the viewer's own cards of the kinds the rule set adds (politics, battle; C&K's
// observation shows its own 25 kinds only).
// From chapter 2 on, also: per hex the wine tokens left / 5 and whether its
// conqueror is the one whose direction die was just rolled, per vertex the
// amber still there and the cannon and horse beside its knight, per seat from
// the viewer on its amber and wine / 10, its foundry and horse farm built,
// Thora in front of it, Dagur's point on its cavalry; the interrupt under way
// (Aegis, Archers, Lea) and, for Archers after a direction die, the die's colour
// (public: the holders decide on it); the tokens on the domestic trade offer (given amber,
// wine, asked amber, wine; counts, as the base game shows the offer's cards).
namespace {
int chapter2_features(const StdGame& g) {
  const Topology& t = g.topo();
  return lotc_opt(g).lotc_chapter >= 2 ? 2 * t.num_hexes + 3 * t.num_vertices + 6 * kMaxPlayers + 3 + 3 + 2 * kNumTokens : 0;
}
// Chapter 3 only: per hex the standing fort's conqueror / 6 (its tile stays hidden), per seat
// from the viewer on its free roads from forts; Support from the East under way.
int chapter3_features(const StdGame& g) { return lotc_opt(g).lotc_chapter >= 3 ? g.topo().num_hexes + kMaxPlayers + 1 : 0; }
}  // namespace
int Conquerors::observation_size(const StdGame& g) const {
  return 4 * g.topo().num_hexes + kMaxPlayers + 3 + CitiesKnights::added_kinds(g) + chapter2_features(g) +
         chapter3_features(g);
}

// This module's entries, field by field, chapter by chapter.
void register_lotc_layout() {
  register_module_layout("conquerors", [](const StdGame& g, ObsLayout& out) {
    const LotcOptions& o = lotc_opt(g);
    const Topology& t = g.topo();
    const ProgressCards& cards = ck_opt(g).cards;
    int most = 0;
    for (int k = kNumCkProgressKinds; k < cards.kinds; ++k) most = std::max(most, int(cards.count[k]));
    out.push_back({"conquerors.hexes", 4 * t.num_hexes, 0, 1,
                   "per hex, 4 entries: conqueror strength / 6, conquered, swamp, landing"});
    push_seat_fields(out, "conquerors", kMaxPlayers,
                     {{"hero", 1, 0, float(o.hero_track_max) / 10.0f, "hero track position (tenths)"}});
    out.push_back({"conquerors.track", 1, 0, 1, "the event ship's progress (fraction of the track)"});
    out.push_back({"conquerors.advance", 2, 0, 1, "the advance under way: north first, south first"});
    if (const int added = CitiesKnights::added_kinds(g))
      out.push_back({"conquerors.cards", added, 0, float(most),
                     "the observer's cards of the kinds the rule set adds (politics, battle), by kind"});
    if (o.lotc_chapter < 2) return;
    const float tokens = float(o.lotc_tokens);
    out.push_back({"conquerors.wine", 2 * t.num_hexes, 0, 1,
                   "per hex, 2 entries: wine tokens left / 5, its conqueror's direction die was just rolled"});
    out.push_back({"conquerors.vertices", 3 * t.num_vertices, 0, 1,
                   "per vertex, 3 entries: amber still there, a cannon beside its knight, a horse beside its knight"});
    push_seat_fields(out, "conquerors.chapter2", kMaxPlayers,
                     {{"amber", 1, 0, tokens / 10.0f, "amber held (tenths)"},
                      {"wine", 1, 0, tokens / 10.0f, "wine held (tenths)"},
                      {"foundry", 1, 0, 1, "its foundry is built"},
                      {"horse_farm", 1, 0, 1, "its horse farm is built"},
                      {"thora", 1, 0, 1, "Thora stands in front of it"},
                      {"dagur", 1, 0, 1, "Dagur's point is on its cavalry"}});
    out.push_back({"conquerors.interrupt", 3, 0, 1, "the interrupt under way one-hot (Aegis, Archers, Lea)"});
    out.push_back({"conquerors.archers_die", 3, 0, 1, "for Archers after a direction die, the die's colour one-hot"});
    out.push_back({"conquerors.offer_tokens", 2 * kNumTokens, 0, tokens,
                   "tokens on the open trade offer: given amber, wine, then asked amber, wine"});
    if (o.lotc_chapter < 3) return;
    out.push_back({"conquerors.forts", t.num_hexes, 0, 1, "per hex the standing fort's conquerors / 6"});
    push_seat_fields(out, "conquerors.chapter3", kMaxPlayers,
                     {{"fort_roads", 1, 0, 15.0f / 4.0f, "free roads from forts (quarters)"}});
    out.push_back({"conquerors.east_road", 1, 0, 1, "Support from the East is under way"});
  });
}

void Conquerors::observe(const StdGame& g, const StdState& s, int player, float* out) const {
  const LotcSlice& L = lotc_of(g, s);
  const HexSet landing = landing_hexes(g);
  for (int h = 0; h < g.topo().num_hexes; ++h) {
    *out++ = L.conqueror[h] / 6.0f;
    *out++ = L.conquered.test(h);
    *out++ = s.layout.terrain[h] == Terrain::Swamp;
    *out++ = landing.test(h);
  }
  for (int i = 0; i < kMaxPlayers; ++i) *out++ = i < s.num_players ? L.hero[(player + i) % s.num_players] / 10.0f : 0;
  *out++ = float(L.space) / track_length(lotc_opt(g).lotc_chapter);
  *out++ = L.advancing == kNorthFirst;
  *out++ = L.advancing == kSouthFirst;
  for (int k = kNumCkProgressKinds; k < CitiesKnights::progress_kinds(g); ++k) *out++ = ck_of(g, s).players[player].progress[k];
  if (!chapter2_features(g)) return;
  for (int h = 0; h < g.topo().num_hexes; ++h) {
    *out++ = L.wine[h] / 5.0f;
    *out++ = h == L.mover;
  }
  auto equipped_here = [&](Equipment e, int v) {
    return ck_of(g, s).knight[v] && equipped_knight(g, s, e, knight::owner(ck_of(g, s).knight[v])) == v;
  };
  for (int v = 0; v < g.topo().num_vertices; ++v) {
    *out++ = L.amber.test(v);
    *out++ = equipped_here(Equipment::Cannon, v);
    *out++ = equipped_here(Equipment::Horse, v);
  }
  for (int i = 0; i < kMaxPlayers; ++i) {
    const int q = (player + i) % s.num_players;
    const bool seat = i < s.num_players;
    *out++ = seat ? L.amber_held[q] / 10.0f : 0;
    *out++ = seat ? L.wine_held[q] / 10.0f : 0;
    *out++ = seat && L.cannon[q] != kUnbuilt;
    *out++ = seat && L.horse[q] != kUnbuilt;
    *out++ = seat && L.thora == q;
    *out++ = seat && ((L.dagur >> q) & 1);
  }
  *out++ = (L.interrupt & 3) == kInterruptAegis;
  *out++ = (L.interrupt & 3) == kInterruptArchers;
  *out++ = (L.interrupt & 3) == kInterruptLea;
  const int colour = (L.interrupt & 3) == kInterruptArchers ? L.interrupt >> 2 : -1;
  for (int c = 0; c < 3; ++c) *out++ = colour == c;
  for (uint8_t n : L.offer_give) *out++ = n;
  for (uint8_t n : L.offer_get) *out++ = n;
  if (!chapter3_features(g)) return;
  for (int h = 0; h < g.topo().num_hexes; ++h) *out++ = (L.fort[h] & kFortStrength) / 6.0f;
  for (int i = 0; i < kMaxPlayers; ++i) *out++ = i < s.num_players ? L.fort_roads[(player + i) % s.num_players] / 4.0f : 0;
  *out++ = s.phase == LotcPhase::EastRoad;
}

void Conquerors::observe_text(const StdGame& g, const StdState& s, int, std::string& out) const {
  const LotcSlice& L = lotc_of(g, s);
  out += fmt::format("event track {}/{}  conquered {}/{}  conquerors", L.space, track_length(lotc_opt(g).lotc_chapter),
                     L.conquered.count(), defeat_count(g, s));
  conqueror_hexes(g, s).for_each([&](int h) { out += fmt::format(" h{}:{}", h, L.conqueror[h]); });
  out += "  hero";
  for (int q = 0; q < s.num_players; ++q) out += fmt::format(" {}", L.hero[q]);
  if (lotc_opt(g).lotc_chapter >= 2) {
    out += "  amber/wine";
    for (int q = 0; q < s.num_players; ++q) out += fmt::format(" {}/{}", L.amber_held[q], L.wine_held[q]);
  }
  out += "\n";
}

namespace {

// Chapter 1's conquerors, the hexes they took, the heroes, the event track and the steps under
// way; chapter 2's tokens, cannons and horses and the battle cards' interludes (in every
// chapter's form); chapter 3's forts, their roads and Support from the East. A byte that holds a
// place may hold a mark instead (255: none; a cannon's or horse's 254: unbuilt, 255: on the
// tile). The rules between them are validate's.
Fields<LotcSlice> lotc_fields() {
  using At = FieldAt<LotcSlice>;
  auto seats = [](const At& a) { return (1 << a.s.num_players) - 1; };
  auto box = [](const At& a) { return lotc_opt(a.g).lotc_tokens; };
  auto forts = [](const StdGame& g) { return lotc_opt(g).lotc_chapter >= 3; };
  auto last_seat = [](const At& a) { return a.s.num_players - 1; };
  auto hexes = [](const At& a) { return topology_of(a.g).num_hexes - 1; };
  auto vertices = [](const At& a) { return topology_of(a.g).num_vertices - 1; };
  return Fields<LotcSlice>()
      .by_hex("conquerors", &LotcSlice::conqueror, {{"strength", 0, 8, 1, 6}})
      .bits("conquered", &LotcSlice::conquered, kHexes)
      .bits("to_advance", &LotcSlice::to_advance, kHexes)
      .counts("hero", &LotcSlice::hero, kMaxPlayers, 0, [](const At& a) { return lotc_opt(a.g).hero_track_max; })
      .byte("space", &LotcSlice::space, 1, [](const At& a) { return track_length(lotc_opt(a.g).lotc_chapter); })
      .byte("advancing", &LotcSlice::advancing, kNoAdvance, kSouthFirst)
      .byte_or("mover", &LotcSlice::mover, 0, hexes)
      .byte("outcome", &LotcSlice::outcome, kPlaying, kDefeat)
      .byte("winners", &LotcSlice::winners, 0, seats)
      .byte("setup_cities", &LotcSlice::setup_cities, 0, seats)
      .byte("south_stack", &LotcSlice::south_stack, 0, (1 << kNumResources) - 1)
      .byte("south_drawn", &LotcSlice::south_drawn, 0, kNumResources)
      .byte_or("mission_vertex", &LotcSlice::mission_vertex, 0, vertices)
      .byte("mission_roads", &LotcSlice::mission_roads, 0, 2)
      .bits("amber", &LotcSlice::amber, kVertices)
      .by_hex("wine", &LotcSlice::wine, {{"tokens", 0, 8, 1, 5}})
      .counts("amber_held", &LotcSlice::amber_held, kMaxPlayers, 0, box)
      .counts("wine_held", &LotcSlice::wine_held, kMaxPlayers, 0, box)
      .counts_or("cannon", &LotcSlice::cannon, kMaxPlayers, 0, vertices, kUnbuilt)
      .counts_or("horse", &LotcSlice::horse, kMaxPlayers, 0, vertices, kUnbuilt)
      .byte_or("charge_from", &LotcSlice::charge_from, 0, vertices)
      .byte("wyler_left", &LotcSlice::wyler_left, 0, seats)
      .byte("battle_bought", &LotcSlice::battle_bought, 0, 2)
      .byte_or("thora", &LotcSlice::thora, 0, last_seat)
      .byte("dagur", &LotcSlice::dagur, 0, seats)
      .byte("interrupt", &LotcSlice::interrupt, 0, kInterruptLea | kAtCharge << 2)
      .byte("interrupt_left", &LotcSlice::interrupt_left, 0, seats)
      .byte("aegis_left", &LotcSlice::aegis_left, 0, seats)
      .counts("defeated", &LotcSlice::defeated, int(std::tuple_size_v<decltype(LotcSlice::defeated)>))
      .byte_or("lea_knight", &LotcSlice::lea_knight, 0, int(std::tuple_size_v<decltype(LotcSlice::defeated)>) - 1)
      .group("offer_tokens", Fields<LotcSlice>()
                                 .counts("give", &LotcSlice::offer_give, kNumTokens, 0, box)
                                 .counts("get", &LotcSlice::offer_get, kNumTokens, 0, box))
      .by_hex("forts", &LotcSlice::fort,
              {{"strength", 0, 4, 0, 6}, {"reward", kFortRewardShift, 4, 0, kNumFortRewards - 1}})
      .when(forts)
      .counts("fort_roads", &LotcSlice::fort_roads, kMaxPlayers, 0, 15)
      .when(forts)
      .byte("east_left", &LotcSlice::east_left, 0, seats)
      .when(forts);
}

}  // namespace

const SliceFields* Conquerors::slice_fields() const {
  static const SliceFields fields("conquerors", lotc_fields());
  return &fields;
}

void Conquerors::rebuild_caches(const StdGame& g, StdState& s) const {
  s.base.barren = lotc_of(g, s).conquered | standing_forts(g, s);
  // The base game counted the offer's cards (its rebuild runs first); the tokens on it count too.
  for (int k = 0; k < kNumTokens; ++k)
    s.base.offer.give_total += lotc_of(g, s).offer_give[k], s.base.offer.get_total += lotc_of(g, s).offer_get[k];
  s.base.closed_roads = {};
  refresh_closed_roads(g, s, g.topo().land);
  for (int q = 0; q < s.num_players; ++q) s.base.players[q].module_vp += lotc_of(g, s).hero[q];  // the hero track's points
}

}  // namespace catanlab
