#pragma once
// Integer arguments from Python: a Python int that does not fit the C++ type
// is a ValueError naming the value and the range, where pybind11's own
// conversion answers TypeError ("incompatible function arguments") or, in a
// cast inside a function, RuntimeError. Bindings declare such arguments as
// Int<T> (the caster below) and options maps as IntOptions.
#include <pybind11/pybind11.h>
#include <fmt/format.h>

#include <limits>
#include <map>
#include <string>

namespace catanlab {

template <class T>
struct Int {
  T value;
  operator T() const { return value; }
};

// Rule-set options by name, as Python passes them ({"turn_cap": 400}).
using IntOptions = std::map<std::string, Int<int>>;
inline std::map<std::string, int> options_of(const IntOptions& options) {
  return {options.begin(), options.end()};
}

}  // namespace catanlab

namespace pybind11::detail {

template <class T>
struct type_caster<catanlab::Int<T>> {
  PYBIND11_TYPE_CASTER(catanlab::Int<T>, const_name("int"));

  bool load(handle src, bool convert) {
    make_caster<T> inner;
    if (inner.load(src, convert)) {
      value.value = cast_op<T>(inner);
      return true;
    }
    // Not an integer at all (a float, a str): the TypeError of a wrong type, as before.
    if (!src || PyFloat_Check(src.ptr()) || !PyIndex_Check(src.ptr())) return false;
    const object index = reinterpret_steal<object>(PyNumber_Index(src.ptr()));
    if (!index) {
      PyErr_Clear();
      return false;
    }
    throw value_error(fmt::format("{} is outside {}..{}", std::string(str(index)), std::numeric_limits<T>::min(),
                                  std::numeric_limits<T>::max()));
  }

  static handle cast(catanlab::Int<T> src, return_value_policy policy, handle parent) {
    return make_caster<T>::cast(src.value, policy, parent);
  }
};

}  // namespace pybind11::detail
