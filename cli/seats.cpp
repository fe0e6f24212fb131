#include "cli/seats.h"

#include <fmt/format.h>

#include "core/config_error.h"

namespace catanlab::cli {

int seats_requested(int players, const std::vector<std::string>& agents) {
  if (players) return players;
  return agents.size() > 1 ? int(agents.size()) : 0;
}

std::vector<std::string> agents_for_seats(const std::vector<std::string>& agents, int seats) {
  if (agents.size() == 1) return std::vector<std::string>(size_t(seats), agents[0]);
  if (int(agents.size()) != seats)
    throw ConfigError(fmt::format("--agents: {} agents given for {} seats (--players {}): give one per seat, or one "
                                  "for all", agents.size(), seats, seats));
  return agents;
}

}  // namespace catanlab::cli
