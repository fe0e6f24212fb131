// catanlab rules: the rule sets, their family, modules and players, what
// their families say of them and the options their modules add, then each
// family's common options.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <map>
#include <set>

#include "cli/commands.h"
#include "core/engine/game.h"

namespace catanlab::cli {

Command add_rules(CLI::App& app) {
  CLI::App* sub = app.add_subcommand("rules", "List rule sets and their options");
  return {sub, [] {
            std::vector<std::shared_ptr<const Game>> games;
            for (const std::string& name : list_rulesets()) games.push_back(Game::load(name));
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
            for (const auto& g : games) {
              const RuleSet& rs = g->rules();
              std::string shape;  // what the family builds the game of
              if (rs.family != "standard") shape += ", family " + rs.family;
              if (!rs.board.empty()) shape += ", board " + rs.board;
              if (!rs.modules.empty()) shape += fmt::format(", modules [{}]", fmt::join(rs.modules, ", "));
              fmt::print("{:<16} {}-{} players{}\n  {}\n", rs.name, rs.min_players, rs.max_players, shape, rs.description);
              for (const std::string& line : g->describe()) fmt::print("  {}\n", line);
              const std::set<std::string>& family_names = common_names[rs.family];
              for (const OptionValue& o : g->options())
                if (!family_names.count(o.name))
                  fmt::print("  option {:<22} {:>4}  {} [{}..{}]\n", o.name, o.value, o.help, o.min, o.max);
            }
            for (const auto& [family, g] : common) {
              fmt::print("\noptions of the {} family (--set key=value), as rule set {} sets them:\n", family,
                         g->rules().name);
              for (const OptionValue& o : g->options())
                fmt::print("  {:<22} {:>4}  {} [{}..{}]\n", o.name, o.value, o.help, o.min, o.max);
            }
            return 0;
          }};
}

}  // namespace catanlab::cli
