// catanlab render FILE --out OUT: a picture of a state (Game::to_json output)
// or of a replay (.jsonl): OUT.svg is the position (a replay's last one),
// OUT.html is the replay viewer.
#include <fmt/format.h>
#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>

#include "core/config_error.h"
#include "core/render/render.h"
#include "core/render/replay_viewer.h"
#include "selfplay/cli/commands.h"

namespace catanlab::cli {

namespace {

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw ConfigError(path + ": cannot open");
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string svg_as_seen(const Game& g, const State& s, int viewer) {
  if (viewer != kEveryone && (viewer < 0 || viewer >= g.num_players()))
    throw ConfigError(fmt::format("--viewer {}: seats are 0..{}", viewer, g.num_players() - 1));
  return state_svg(g, s, viewer);
}

// A state file names its rule set and player count, so it needs no options.
std::string state_svg_of(const std::string& path, int viewer) {
  const std::string text = read_file(path);
  nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  if (j.is_discarded() || !j.is_object() || !j["rules"].is_string() || !j["players"].is_number_integer())
    throw ConfigError(path + ": not a catanlab state (Game::to_json output) or replay (.jsonl)");
  auto g = Game::load(j["rules"].get<std::string>(), j["players"].get<int>());
  return svg_as_seen(*g, g->from_json(text), viewer);
}

}  // namespace

Command add_render(CLI::App& app) {
  struct Args {
    std::string file, out;
    int viewer = kEveryone;
  };
  auto a = std::make_shared<Args>();
  CLI::App* sub = app.add_subcommand("render", "Draw a state or replay as SVG, or a replay as an HTML viewer");
  sub->add_option("file", a->file, "state (.json, Game::to_json) or replay (.jsonl)")->required();
  sub->add_option("--out", a->out, "FILE.svg (the position; a replay's last) or FILE.html (the replay viewer)")
      ->required();
  sub->add_option("--viewer", a->viewer, "draw hands as this seat sees them (default: everything)");
  return {sub, [a] {
            const bool replay = a->file.ends_with(".jsonl"), html = a->out.ends_with(".html");
            if (!html && !a->out.ends_with(".svg")) throw ConfigError("--out '" + a->out + "': must end in .svg or .html");
            if (html && !replay) throw ConfigError("--out '" + a->out + "': the HTML viewer is for replays (.jsonl)");
            if (html && a->viewer != kEveryone) throw ConfigError("--viewer: the replay viewer shows every hand");
            std::string text;
            if (html) {
              text = replay_html(read_replay(a->file));
            } else if (replay) {
              Replay r = read_replay(a->file);
              State end = verify_replay(r);
              text = svg_as_seen(*Game::load(r.header.rules, r.header.players, r.header.options), end, a->viewer);
            } else {
              text = state_svg_of(a->file, a->viewer);
            }
            std::ofstream out(a->out);
            if (!(out << text)) throw ConfigError("--out '" + a->out + "': cannot write");
            fmt::print("wrote {} ({} KB)\n", a->out, (text.size() + 1023) / 1024);
            return 0;
          }};
}

}  // namespace catanlab::cli
