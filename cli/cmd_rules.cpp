// catanlab rules: the rule sets, their family, modules and players, what
// their families say of them and the options their modules add, then each
// family's common options. catanlab rules NAME: that rule set alone, with
// every option it takes.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <map>
#include <memory>
#include <set>

#include "cli/commands.h"
#include "core/engine/game.h"

namespace catanlab::cli {

namespace {

void print_option(const OptionValue& o, const char* prefix) {
  fmt::print("  {}{:<22} {:>4}  {} [{}..{}]\n", prefix, o.name, o.value, o.help, o.min, o.max);
}

// The rule set's lines, and its options but those named in `common`.
void print_rule_set(const Game& g, const std::set<std::string>& common) {
  const RuleSet& rs = g.rules();
  std::string shape;  // what the family builds the game of
  if (rs.family != "standard") shape += ", family " + rs.family;
  if (!rs.board.empty()) shape += ", board " + rs.board;
  for (const auto& [seats, board] : rs.boards) shape += fmt::format(" ({} players: {})", seats, board);
  if (rs.default_players != rs.max_players) shape += fmt::format(", {} by default", rs.default_players);
  if (!rs.modules.empty()) shape += fmt::format(", modules [{}]", fmt::join(rs.modules, ", "));
  fmt::print("{:<16} {}-{} players{}\n  {}\n", rs.name, rs.min_players, rs.max_players, shape, rs.description);
  for (const std::string& line : g.describe()) fmt::print("  {}\n", line);
  for (const OptionValue& o : g.options())
    if (!common.count(o.name)) print_option(o, "option ");
}

}  // namespace

Command add_rules(CLI::App& app) {
  auto name = std::make_shared<std::string>();
  CLI::App* sub = app.add_subcommand("rules", "List rule sets and their options, or one rule set's");
  sub->add_option("name", *name, "one rule set: its description and every option it takes");
  return {sub, [name] {
            if (!name->empty()) {
              const auto g = Game::load(*name);  // an unknown name: did you mean ...
              print_rule_set(*g, {});
              return 0;
            }
            std::vector<std::shared_ptr<const Game>> games;
            for (const std::string& rules : list_rulesets()) games.push_back(Game::load(rules));
            // Each family's common options: those of its rule set with the fewest (the base game's
            // for the standard family); a rule set lists the options its modules add to them.
            std::map<std::string, std::shared_ptr<const Game>> common;
            for (const auto& g : games) {
              auto& c = common[g->rules().family];
              if (!c || g->options().size() < c->options().size()) c = g;
            }
            std::map<std::string, std::set<std::string>> common_names;  // by family
            for (const auto& [family, g] : common)
              for (const OptionValue& o : g->options()) common_names[family].insert(o.name);
            for (const auto& g : games) print_rule_set(*g, common_names[g->rules().family]);
            for (const auto& [family, g] : common) {
              fmt::print("\noptions of the {} family (--set key=value), as rule set {} sets them:\n", family,
                         g->rules().name);
              for (const OptionValue& o : g->options()) print_option(o, "");
            }
            return 0;
          }};
}

}  // namespace catanlab::cli
