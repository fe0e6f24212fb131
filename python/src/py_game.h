#pragma once
// catanlab.Game's C++ side: a shared immutable Game, a State and the chance
// RNG seeded as play_game seeds it.
#include <pybind11/pybind11.h>
#include <fmt/format.h>

#include <memory>
#include <string>

#include "core/engine/game.h"
#include "core/rng.h"
#include "ints.h"

namespace catanlab {

namespace py = pybind11;

struct PyGame {
  std::shared_ptr<const Game> game;
  State state;
  Rng chance{0};
  uint64_t seed = 0;

  PyGame(const std::string& rules, Int<int> players, Int<uint64_t> seed_, const IntOptions& options)
      : game(Game::load(rules, players, options_of(options))) {
    reset(seed_);
  }
  // A game at `s` whose seed and chance stream are `seed_`'s, not the game's own (a seat's view).
  PyGame(std::shared_ptr<const Game> g, State s, uint64_t seed_)
      : game(std::move(g)), state(std::move(s)), chance(derive_seed(seed_, 1)), seed(seed_) {}
  void reset(uint64_t s) {
    seed = s;
    state = game->new_game(s);
    chance = Rng(derive_seed(s, 1));
  }
  Action id_of(const py::object& action) const {
    if (py::isinstance<py::str>(action)) {
      auto name = action.cast<std::string>();
      if (auto id = game->action_id(name)) return *id;
      throw py::value_error("unknown action name '" + name + "'");
    }
    if (py::isinstance<py::int_>(action) || py::hasattr(action, "__index__")) {
      const int64_t id = action.cast<Int<int64_t>>();
      if (id < 0 || id >= game->num_ids())
        throw py::value_error(fmt::format("action id {} is out of range 0..{}", id, game->num_ids() - 1));
      return Action(id);
    }
    throw py::type_error("an action is an int id or a str name, not " +
                         std::string(py::str(action.get_type().attr("__name__"))));
  }
  void check_seat(int player) const {
    if (player < 0 || player >= game->num_players())
      throw py::value_error(fmt::format("player {} is not a seat of this {}-player game", player, game->num_players()));
  }
};

}  // namespace catanlab
