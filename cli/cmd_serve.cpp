// catanlab serve: play against the bots in the browser (docs/play.md). The
// server is the Python package's catanlab.play over this build's extension; this
// command runs it with the Python and the build tree catanlab was built with.
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fmt/format.h>
#include <memory>
#include <unistd.h>

#include "cli/commands.h"
#include "cli/values.h"
#include "core/config_error.h"
#include "core/io/output_file.h"

namespace catanlab::cli {

Command add_serve(CLI::App& app) {
  struct Args {
    std::string host = "127.0.0.1", games_dir = "games";
    int port = 8000;
  };
  auto a = std::make_shared<Args>();
  CLI::App* sub = app.add_subcommand("serve", "Play against the bots in the browser: a local server, every rule set");
  sub->add_option("--host", a->host, "address to listen on; other than 127.0.0.1, anyone who reaches it can play")
      ->capture_default_str();
  sub->add_option("--port", a->port, "port (0: any free one)")->capture_default_str()->transform(integer_in(0, 65535));
  sub->add_option("--games-dir", a->games_dir, "folder of the games' replays; the games in it are resumed")
      ->capture_default_str();
  return {sub, [a]() -> int {  // execv replaces this process: it throws where it cannot
            // The package in the source tree, its extension in this build tree (unless CATANLAB_BUILD names another).
            std::string path = CATANLAB_PYTHON_DIR;
            if (const char* old = std::getenv("PYTHONPATH"); old && *old) path += std::string(":") + old;
            setenv("PYTHONPATH", path.c_str(), 1);
            setenv("CATANLAB_BUILD", CATANLAB_BUILD_DIR, 0);
            const std::string port = std::to_string(a->port);
            const char* argv[] = {CATANLAB_PYTHON, "-m", "catanlab.play", "--host", a->host.c_str(), "--port",
                                  port.c_str(), "--games-dir", a->games_dir.c_str(), nullptr};
            flush_standard_output();
            execv(CATANLAB_PYTHON, const_cast<char* const*>(argv));
            throw ConfigError(fmt::format("serve: cannot run {}: {}", CATANLAB_PYTHON, std::strerror(errno)));
          }};
}

}  // namespace catanlab::cli
