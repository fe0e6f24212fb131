// catanlab rules: the rule sets, their modules and players, and every option.
#include <fmt/format.h>

#include <algorithm>

#include "core/engine/game.h"
#include "selfplay/cli/commands.h"

namespace catanlab::cli {

Command add_rules(CLI::App& app) {
  CLI::App* sub = app.add_subcommand("rules", "List rule sets and their options");
  return {sub, [] {
            for (const std::string& name : list_rulesets()) {
              RuleSet rs = load_ruleset(name);
              fmt::print("{:<16} {}-{} players, board {}, modules [{}]\n  {}\n", name, rs.min_players, rs.max_players,
                         rs.board, fmt::join(rs.modules, ", "), rs.description);
              // Walls and knights cost something only where Cities & Knights is on; knights
              // built strong or mighty only with the Conquerors.
              auto has = [&](const char* m) { return std::find(rs.modules.begin(), rs.modules.end(), m) != rs.modules.end(); };
              const int shown = has("conquerors") ? kNumPurchases : has("cities_knights") ? int(BuyStrongKnight) : int(BuyWall);
              std::vector<std::string> costs;
              for (int k = 0; k < shown; ++k) {
                std::vector<std::string> parts;
                for (int r = 0; r < kNumResources; ++r)
                  if (int n = rs.options.costs[k][r]) parts.push_back(fmt::format("{} {}", n, kResourceNames[r]));
                costs.push_back(fmt::format("{} {}", kPurchaseNames[k], fmt::join(parts, " + ")));
              }
              fmt::print("  costs: {}\n", fmt::join(costs, "; "));
              std::vector<std::string> deck;
              for (int k = 0; k < kNumProgressKinds; ++k)
                if (int n = rs.options.progress_deck[k]) deck.push_back(fmt::format("{} {}", n, kProgressNames[k]));
              if (!deck.empty()) fmt::print("  progress cards: {}\n", fmt::join(deck, ", "));
            }
            fmt::print("\noptions (--set key=value), with the base game's defaults (costs: the rule set's \"costs\" object):\n");
            Options defaults;
            for (const OptionInfo& o : option_table())
              fmt::print("  {:<22} {:>4}  {} [{}..{}]\n", o.name, *o.field(defaults), o.help, o.min, o.max);
            return 0;
          }};
}

}  // namespace catanlab::cli
