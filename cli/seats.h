#pragma once
// The seats of a game between agents, one rule for every command (docs/cli.md):
// --players N where given; else one per agent when more than one is given;
// else the rule set's default. One agent given fills every seat.
#include <string>
#include <vector>

namespace catanlab::cli {

// The player count to load the rule set with (0: its default).
int seats_requested(int players, const std::vector<std::string>& agents);
// One spec per seat of a game with `seats`: a single agent fills them all;
// else there must be as many as seats (ConfigError).
std::vector<std::string> agents_for_seats(const std::vector<std::string>& agents, int seats);

}  // namespace catanlab::cli
