#pragma once
// Checks on arrays handed in from Python: a wrong dtype or shape is a
// TypeError naming what was expected, a value past int32 a ValueError, never
// a crash, a wrapped value or a silent copy.
#include <pybind11/numpy.h>
#include <fmt/format.h>

#include <climits>
#include <string>
#include <vector>

namespace catanlab::py_arrays {

namespace py = pybind11;

inline std::string shape_text(const py::array& a) {
  std::string s = "(";
  for (py::ssize_t i = 0; i < a.ndim(); ++i) s += fmt::format("{}{}", i ? ", " : "", a.shape(i));
  return s + (a.ndim() == 1 ? ",)" : ")");
}

inline void require_shape(const py::array& a, const std::vector<py::ssize_t>& shape, const char* what) {
  bool ok = a.ndim() == py::ssize_t(shape.size());
  for (size_t i = 0; ok && i < shape.size(); ++i) ok = a.shape(i) == shape[i];
  if (!ok) {
    std::string want = "(";
    for (size_t i = 0; i < shape.size(); ++i) want += fmt::format("{}{}", i ? ", " : "", shape[i]);
    throw py::type_error(fmt::format("{}: expected shape {}{}, got {}", what, want, shape.size() == 1 ? ",)" : ")",
                                     shape_text(a)));
  }
}

// A value of an integer array (or of Python ints) outside int32: a ValueError, never a wrapped id.
inline void require_int32(const py::array& a, const char* what) {
  auto refuse = [&](const std::string& value) {
    throw py::value_error(fmt::format("{}: {} is outside the 32-bit range", what, value));
  };
  const char kind = a.dtype().kind();
  if (kind == 'u') {
    const auto u = py::array_t<uint64_t, py::array::c_style | py::array::forcecast>::ensure(a);
    for (py::ssize_t i = 0; i < u.size(); ++i)
      if (u.data()[i] > uint64_t(INT32_MAX)) refuse(std::to_string(u.data()[i]));
  } else if (kind == 'i') {
    const auto w = py::array_t<int64_t, py::array::c_style | py::array::forcecast>::ensure(a);
    for (py::ssize_t i = 0; i < w.size(); ++i)
      if (w.data()[i] < INT32_MIN || w.data()[i] > INT32_MAX) refuse(std::to_string(w.data()[i]));
  } else {
    for (const py::handle x : py::iter(a.attr("flat"))) {
      const auto v = py::reinterpret_borrow<py::object>(x);
      if (v < py::int_(INT32_MIN) || v > py::int_(INT32_MAX)) refuse(std::string(py::str(v)));
    }
  }
}

// An integer array of the given shape as int32 (lists of ints are accepted too).
inline py::array_t<int32_t> int32_array(const py::object& obj, const std::vector<py::ssize_t>& shape, const char* what) {
  py::array a = py::array::ensure(obj);
  if (!a) throw py::type_error(fmt::format("{}: expected an integer array", what));
  char kind = a.dtype().kind();
  // Python ints past 64 bits make an array of objects.
  const bool big_ints = kind == 'O' && a.size() > 0 && py::isinstance<py::int_>(a.attr("flat")[py::int_(0)]);
  if (kind != 'i' && kind != 'u' && !big_ints)
    throw py::type_error(fmt::format("{}: expected an integer dtype, got {}", what, std::string(py::str(a.dtype()))));
  require_shape(a, shape, what);
  if (a.itemsize() >= 4 && !(kind == 'i' && a.itemsize() == 4)) require_int32(a, what);
  return py::array_t<int32_t, py::array::c_style | py::array::forcecast>::ensure(a);
}

// A writable C-contiguous float32 array of the given shape, written in place.
inline float* float32_out(const py::array& a, const std::vector<py::ssize_t>& shape, const char* what) {
  if (!a.dtype().is(py::dtype::of<float>()))
    throw py::type_error(fmt::format("{}: expected dtype float32, got {}", what, std::string(py::str(a.dtype()))));
  require_shape(a, shape, what);
  if (!(a.flags() & py::array::c_style) || !a.writeable())
    throw py::type_error(fmt::format("{}: expected a writable C-contiguous array", what));
  return static_cast<float*>(const_cast<void*>(a.data()));
}

}  // namespace catanlab::py_arrays
