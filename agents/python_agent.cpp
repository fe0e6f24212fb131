#include "agents/python_agent.h"

#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

extern char** environ;

namespace catanlab {

State seat_view(const Game& g, const State& s, int seat, Rng& rng) {
  for (int attempt = 0; attempt < 1000; ++attempt) {
    State view = s;
    g.resample_hidden(view, seat, rng);
    try {
      g.validate(view);
      return view;
    } catch (const ConfigError&) {
    }
  }
  throw AgentError(fmt::format("no redeal of the hidden cards in 1000 is a position of rule set '{}' (seat {}, phase {})",
                               g.rules().name, seat, g.phase_name(s)));
}

PythonAgent::~PythonAgent() {
  if (socket_ < 0) return;
  close(socket_);  // the child reads the end of its input and exits
  int status = 0;
  waitpid(pid_, &status, 0);
}

void PythonAgent::start() {
  int fds[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0)
    throw AgentError(fmt::format("agent '{}': socketpair: {}", spec_, std::strerror(errno)));
  const char* python = std::getenv("CATANLAB_PYTHON");
  if (!python || !*python) python = "python3";
  posix_spawn_file_actions_t io;
  posix_spawn_file_actions_init(&io);
  posix_spawn_file_actions_adddup2(&io, fds[1], 0);  // the child's stdin and stdout are its end of the socket
  posix_spawn_file_actions_adddup2(&io, fds[1], 1);
  const char* argv[] = {python, "-m", "catanlab.agent_server", spec_.c_str(), nullptr};
  const int err = posix_spawnp(&pid_, python, &io, nullptr, const_cast<char**>(argv), environ);
  posix_spawn_file_actions_destroy(&io);
  close(fds[1]);
  if (err != 0) {
    close(fds[0]);
    throw AgentError(fmt::format("agent '{}': cannot start {} (set CATANLAB_PYTHON): {}", spec_, python, std::strerror(err)));
  }
  socket_ = fds[0];
}

std::string PythonAgent::ask(const std::string& line) {
  const std::string out = line + '\n';
  for (size_t sent = 0; sent < out.size();) {
    const ssize_t k = send(socket_, out.data() + sent, out.size() - sent, MSG_NOSIGNAL);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0) throw AgentError(fmt::format("agent '{}': its process (catanlab.agent_server) has exited", spec_));
    sent += size_t(k);
  }
  size_t end;
  while ((end = buffer_.find('\n')) == std::string::npos) {
    char chunk[65536];
    const ssize_t k = recv(socket_, chunk, sizeof chunk, 0);
    if (k < 0 && errno == EINTR) continue;
    if (k <= 0)
      throw AgentError(fmt::format("agent '{}': its process (catanlab.agent_server) exited without an answer; "
                                   "its error is on standard error",
                                   spec_));
    buffer_.append(chunk, size_t(k));
  }
  std::string answer = buffer_.substr(0, end);
  buffer_.erase(0, end + 1);
  return answer;
}

void PythonAgent::reset(uint64_t seed) {
  if (socket_ < 0) start();
  // The child derives the agent's own seed and the secret redeal seeds (catanlab.agents.seeds).
  const auto answer = nlohmann::json::parse(ask(nlohmann::json{{"reset", seed}}.dump()));
  if (answer.contains("error")) throw AgentError(answer["error"].get<std::string>());
  redeals_ = Rng(answer["redeals"].get<uint64_t>());
  view_seeds_ = Rng(answer["views"].get<uint64_t>());
}

Action PythonAgent::act(const Game& g, const State& s) {
  const int seat = g.current_player(s);
  const State view = seat_view(g, s, seat, redeals_);
  const nlohmann::json question = {{"rules", g.rules().name},   {"players", g.num_players()},
                                   {"options", g.rules().overrides}, {"seat", seat},
                                   {"seed", view_seeds_.next()},  {"state", g.to_json(view)}};
  const auto answer = nlohmann::json::parse(ask(question.dump()));
  if (answer.contains("error")) throw AgentError(answer["error"].get<std::string>());
  const Action a = answer["action"].get<Action>();
  const std::vector<Action> legal = g.legal_actions(s);  // the child checked the view; the true state has the same
  if (!std::binary_search(legal.begin(), legal.end(), a))
    throw AgentError(fmt::format("agent '{}' answered {}, not legal for seat {} in phase {}", spec_, a, seat,
                                 g.phase_name(s)));
  return a;
}

}  // namespace catanlab
