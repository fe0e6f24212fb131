// _catanlab: the engine for Python. Errors cross as Python exceptions:
// ConfigError (bad rule set, option, JSON) and IllegalAction become ValueError.
#include "bindings.h"
#include "core/config_error.h"
#include "core/engine/game.h"

PYBIND11_MODULE(_catanlab, m) {
  m.doc() = "catanlab engine bindings; use the `catanlab` package.";
  pybind11::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const catanlab::ConfigError& e) {
      PyErr_SetString(PyExc_ValueError, e.what());
    } catch (const catanlab::IllegalAction& e) {
      PyErr_SetString(PyExc_ValueError, e.what());
    }
  });
  catanlab::bind_game(m);
  catanlab::bind_vec_env(m);
  catanlab::bind_selfplay(m);
  catanlab::bind_campaign(m);
  catanlab::bind_arena(m);
  catanlab::bind_nnue(m);
}
