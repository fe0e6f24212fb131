#pragma once
// The pieces of the _catanlab module, one binding file each.
#include <pybind11/pybind11.h>

namespace catanlab {
void bind_game(pybind11::module_& m);
void bind_vec_env(pybind11::module_& m);
void bind_selfplay(pybind11::module_& m);
void bind_campaign(pybind11::module_& m);
void bind_arena(pybind11::module_& m);
void bind_nnue(pybind11::module_& m);
}  // namespace catanlab
