// catanlab rules: the rule sets, their family, modules and players, what
// their families say of them, and every family's options.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <set>

#include "cli/commands.h"
#include "core/engine/game.h"

namespace catanlab::cli {

Command add_rules(CLI::App& app) {
  CLI::App* sub = app.add_subcommand("rules", "List rule sets and their options");
  return {sub, [] {
            std::vector<std::shared_ptr<const Game>> first_of_family;
            std::set<std::string> families;
            for (const std::string& name : list_rulesets()) {
              auto g = Game::load(name);
              const RuleSet& rs = g->rules();
              std::string shape;  // what the family builds the game of
              if (rs.family != "standard") shape += ", family " + rs.family;
              if (!rs.board.empty()) shape += ", board " + rs.board;
              if (!rs.modules.empty()) shape += fmt::format(", modules [{}]", fmt::join(rs.modules, ", "));
              fmt::print("{:<16} {}-{} players{}\n  {}\n", name, rs.min_players, rs.max_players, shape, rs.description);
              for (const std::string& line : g->describe()) fmt::print("  {}\n", line);
              if (families.insert(rs.family).second) first_of_family.push_back(g);
            }
            for (const auto& g : first_of_family) {
              fmt::print("\noptions of the {} family (--set key=value), as rule set {} sets them:\n", g->rules().family,
                         g->rules().name);
              for (const OptionValue& o : g->options())
                fmt::print("  {:<22} {:>4}  {} [{}..{}]\n", o.name, o.value, o.help, o.min, o.max);
            }
            return 0;
          }};
}

}  // namespace catanlab::cli
