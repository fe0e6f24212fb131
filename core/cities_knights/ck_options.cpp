// Cities & Knights' options, read from the "cities_knights" section of a rule-set file, and
// its progress card kinds, to which a module may add its own.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <nlohmann/json.hpp>
#include <stdexcept>

#include "core/standard/card_limits.h"
#include "core/config_error.h"
#include "core/cities_knights/ck_rules.h"
#include "core/json_int.h"

namespace catanlab {

OptionTable CitiesKnights::options() {
  return option_table(opt_, {
      CATANLAB_OPTION(opt_, bank_per_commodity, "C&K: cards of each commodity in the bank", 0, kMaxBankOfKind),
      CATANLAB_OPTION(opt_, progress_limit, "C&K: progress cards a hand may hold (VP cards excluded)", 0, 25),
      CATANLAB_OPTION(opt_, barbarian_track, "C&K: ship steps until the barbarians attack", 1, 30),
      CATANLAB_OPTION(opt_, defender_cards, "C&K: Defender of Catan cards (the VP is awarded after they run out)", 0, 30),
      CATANLAB_OPTION(opt_, knights_per_level, "C&K: knight pieces of each strength per player", 0, 6),
      CATANLAB_OPTION(opt_, city_walls, "C&K: city walls per player", 0, 15),
      CATANLAB_OPTION(opt_, wall_bonus, "C&K: hand-limit raise per city wall", 0, 10),
      CATANLAB_OPTION(opt_, improvement_levels, "C&K: levels of each improvement track", 1, 9),
      CATANLAB_OPTION(opt_, metropolis_level, "C&K: improvement level that claims a metropolis (the top level takes it over)", 1, 9),
      CATANLAB_OPTION(opt_, ability_level, "C&K: level of the trading house, fortress and aqueduct", 1, 9),
      CATANLAB_OPTION(opt_, trading_house_rate, "C&K: like commodities per card at the trading house", 1, 4),
  }, {{"city_wall", &opt_.wall_cost}, {"knight", &opt_.knight_cost}, {"promote_knight", &opt_.promote_cost},
      {"activate_knight", &opt_.activate_cost}});
}

int CitiesKnights::add_progress_kinds(std::span<const AddedKind> kinds) {
  ProgressCards& c = opt_.cards;
  const int first = c.kinds;
  if (first + int(kinds.size()) > kMaxProgressKinds)
    throw std::logic_error(fmt::format("cities_knights: more than {} progress card kinds", kMaxProgressKinds));
  for (const AddedKind& kind : kinds) c.set(c.kinds++, kind.name, kind.deck);
  return first;
}

void CitiesKnights::set_extension(const CkExtension& extension) {
  extensions_.add(extension);
  opt_.extension = &extensions_;
}

bool CitiesKnights::read_entry(const std::string& key, const nlohmann::json& value, const std::string& at) {
  if (key != "progress_cards") return false;
  // {"alchemist": 2, ...}: the decks, card by card; unlisted cards are absent.
  ProgressCards& c = opt_.cards;
  if (!value.is_object()) throw ConfigError(at + " must be an object");
  for (auto& [card, count] : value.items()) {
    const int k = c.find(card);
    if (k < 0)
      throw ConfigError(fmt::format("{}.{}: unknown progress card ({})", at, card,
                                    fmt::join(c.names.begin(), c.names.begin() + c.kinds, ", ")));
    if (!json_int_within(count, 0, 20))
      throw ConfigError(at + "." + card + ": must be a count 0..20");
    c.count[k] = uint8_t(count.get<int>());
  }
  return true;
}

void CitiesKnights::describe(std::vector<std::string>& lines) const {
  std::vector<std::string> deck;
  for (int k = 0; k < opt_.cards.kinds; ++k)
    if (int n = opt_.cards.count[k]) deck.push_back(fmt::format("{} {}", n, opt_.cards.names[k]));
  if (!deck.empty()) lines.push_back(fmt::format("progress cards: {}", fmt::join(deck, ", ")));
}

}  // namespace catanlab
