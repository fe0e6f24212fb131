// catanlab render FILE --out OUT [--viewer N]: a picture of a state
// (Game::to_json output) or of a replay (.jsonl): OUT.svg is the position (a
// replay's last one), OUT.html is the replay viewer; --viewer: as seat N sees it.
#include <fmt/format.h>
#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/commands.h"
#include "cli/values.h"
#include "core/config_error.h"
#include "core/io/output_file.h"
#include "core/json_int.h"
#include "core/render/render.h"
#include "core/render/replay_viewer.h"

namespace catanlab::cli {

namespace {

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw ConfigError(path + ": cannot open");
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

void check_viewer(const Game& g, int viewer) {
  if (viewer != kEveryone && (viewer < 0 || viewer >= g.num_players()))
    throw ConfigError(fmt::format("--viewer {}: seats are 0..{}", viewer, g.num_players() - 1));
}

// A state file names its rule set and player count, so it needs no options.
std::string state_svg_of(const std::string& path, int viewer) {
  const std::string text = read_file(path);
  nlohmann::json j = nlohmann::json::parse(text, nullptr, false);
  if (j.is_discarded() || !j.is_object() || !j["rules"].is_string() || !j["players"].is_number_integer())
    throw ConfigError(path + ": not a catanlab state (Game::to_json output) or replay (.jsonl)");
  auto g = Game::load(j["rules"].get<std::string>(), json_int(j["players"], 1, kMaxSeats, path + ": field 'players'"));
  check_viewer(*g, viewer);
  State s;
  try {
    s = g->from_json(text);
  } catch (const ConfigError& e) {  // "state: 'version' is 2, ...": said with the file
    throw ConfigError(path + ": " + e.what());
  }
  return state_svg(*g, s, viewer);
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
  sub->add_option("--viewer", a->viewer, "draw what this seat sees, at every step of a viewer (default: everything)")
      ->transform(integer_in(0, kMaxSeats - 1));
  return {sub, [a] {
            const bool replay = a->file.ends_with(".jsonl"), html = a->out.ends_with(".html");
            if (!html && !a->out.ends_with(".svg")) throw ConfigError("--out '" + a->out + "': must end in .svg or .html");
            if (html && !replay) throw ConfigError("--out '" + a->out + "': the HTML viewer is for replays (.jsonl)");
            std::string text;
            if (replay) {
              const Replay r = read_replay(a->file);
              const auto g = Game::load(r.header.rules, r.header.players, r.header.options);
              check_viewer(*g, a->viewer);
              text = html ? replay_html(r, a->viewer) : state_svg(*g, verify_replay(r), a->viewer);
            } else {
              text = state_svg_of(a->file, a->viewer);
            }
            write_file(a->out, text);
            fmt::print("wrote {} ({} KB)\n", a->out, (text.size() + 1023) / 1024);
            return 0;
          }};
}

}  // namespace catanlab::cli
