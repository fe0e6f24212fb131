// _catanlab.VecEnvCore: envs/vec_env.h's VecEnv for Python, with the GIL
// released while it steps. Its arrays become numpy arrays once, uncopied, and
// each keeps the VecEnv alive: an array may outlive the Python object.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "arrays.h"
#include "bindings.h"
#include "ints.h"
#include "envs/vec_env.h"

namespace catanlab {

namespace py = pybind11;

namespace {

// numpy views of the arrays of one RowArrays.
struct Views {
  py::array obs, mask, rewards, dones, players, env_ids, actions, reward, terminated, truncated, final_obs;
};

class PyVecEnv {
 public:
  PyVecEnv(const std::string& rules, Int<int> players, const IntOptions& options, std::vector<std::string> seat_agents,
           Int<int> num_envs, Int<int> batch_size, Int<int> num_threads, Int<uint64_t> seed)
      : env_(std::make_shared<VecEnv>(Game::load(rules, players, options_of(options)), num_envs, seat_agents,
                                      batch_size, num_threads, seed)),
        sync_(views(env_->results(), {num_envs})) {}

  void reset(std::optional<Int<uint64_t>> seed) {
    py::gil_scoped_release nogil;
    env_->reset(seed ? std::optional<uint64_t>(*seed) : std::nullopt);
  }

  void step(const py::object& actions) {
    auto a = py_arrays::int32_array(actions, {env_->num_envs()}, "actions");
    py::gil_scoped_release nogil;
    env_->step(a.data());
  }

  void step_random() {
    py::gil_scoped_release nogil;
    env_->step_random();
  }

  void async_reset(std::optional<Int<uint64_t>> seed) {
    env_->async_reset(seed ? std::optional<uint64_t>(*seed) : std::nullopt);
  }

  void send(const py::object& actions, const py::object& env_ids) {
    auto ids = py_arrays::int32_array(env_ids, {py::ssize_t(py::len(env_ids))}, "env_ids");
    auto a = py_arrays::int32_array(actions, {ids.size()}, "actions");
    env_->send(std::vector<int>(ids.data(), ids.data() + ids.size()), std::vector<Action>(a.data(), a.data() + a.size()));
  }

  void send_random(const py::object& env_ids) {
    auto ids = py_arrays::int32_array(env_ids, {py::ssize_t(py::len(env_ids))}, "env_ids");
    env_->send_random(std::vector<int>(ids.data(), ids.data() + ids.size()));
  }

  py::tuple recv() {
    int k;
    {
      py::gil_scoped_release nogil;
      k = env_->recv();
    }
    if (!ring_) ring_ = views(env_->ring(), {env_->num_blocks(), env_->batch_size()});
    auto block = [k](py::array& a) { return a[py::int_(k)]; };
    py::dict info;
    info["env_id"] = block(ring_->env_ids);
    info["action_mask"] = block(ring_->mask);
    info["current_player"] = block(ring_->players);
    info["returns"] = block(ring_->rewards);
    info["final_obs"] = block(ring_->final_obs);
    info["_final_obs"] = block(ring_->dones);
    return py::make_tuple(block(ring_->obs), block(ring_->reward), block(ring_->terminated), block(ring_->truncated),
                          info);
  }

  py::array seeds() const {
    py::array_t<uint64_t> s(env_->num_envs());
    for (int i = 0; i < env_->num_envs(); ++i) s.mutable_at(i) = env_->seed_of(i);
    return s;
  }

  std::string state_json(Int<int> env) const { return env_->game().to_json(env_->state(env)); }

  const VecEnv& env() const { return *env_; }
  const Views& sync() const { return sync_; }

 private:
  // `a`'s rows shaped as `lead` ({num_envs}, or {blocks, batch_size}); every
  // view's base is a capsule holding a reference to the VecEnv.
  Views views(RowArrays& a, std::vector<py::ssize_t> lead) const {
    py::capsule owner(new std::shared_ptr<VecEnv>(env_),
                      [](void* p) { delete static_cast<std::shared_ptr<VecEnv>*>(p); });
    auto view = [&](auto& v, py::dtype dtype, py::ssize_t width) {
      std::vector<py::ssize_t> shape = lead;
      if (width) shape.push_back(width);
      return py::array(dtype, shape, v.data(), owner);
    };
    const Game& g = env_->game();
    return {view(a.obs, py::dtype::of<float>(), g.observation_size()),
            view(a.mask, py::dtype::of<bool>(), g.num_actions()),
            view(a.rewards, py::dtype::of<float>(), g.num_players()),
            view(a.done, py::dtype::of<bool>(), 0),
            view(a.player, py::dtype::of<int32_t>(), 0),
            view(a.env_id, py::dtype::of<int32_t>(), 0),
            view(a.action, py::dtype::of<int32_t>(), 0),
            view(a.reward, py::dtype::of<float>(), 0),
            view(a.terminated, py::dtype::of<bool>(), 0),
            view(a.truncated, py::dtype::of<bool>(), 0),
            view(a.final_obs, py::dtype::of<float>(), g.observation_size())};
  }

  std::shared_ptr<VecEnv> env_;
  Views sync_;
  std::optional<Views> ring_;
};

}  // namespace

void bind_vec_env(py::module_& m) {
  py::class_<PyVecEnv>(m, "VecEnvCore", "Batched games in C++; use catanlab.VecEnv.")
      .def(py::init<const std::string&, Int<int>, const IntOptions&, std::vector<std::string>, Int<int>, Int<int>, Int<int>,
                    Int<uint64_t>>(),
           py::arg("rules"), py::arg("players"), py::arg("options"), py::arg("seat_agents"), py::arg("num_envs"),
           py::arg("batch_size"), py::arg("num_threads"), py::arg("seed"))
      .def("reset", &PyVecEnv::reset, py::arg("seed") = py::none())
      .def("step", &PyVecEnv::step, py::arg("actions"))
      .def("step_random", &PyVecEnv::step_random)
      .def("async_reset", &PyVecEnv::async_reset, py::arg("seed") = py::none())
      .def("send", &PyVecEnv::send, py::arg("actions"), py::arg("env_ids"))
      .def("send_random", &PyVecEnv::send_random, py::arg("env_ids"))
      .def("recv", &PyVecEnv::recv)
      .def("seeds", &PyVecEnv::seeds, "The seed of the game each env is playing.")
      .def("state_json", &PyVecEnv::state_json, py::arg("env"), "Env `env`'s state, for catanlab.Game.from_json.")
      .def_property_readonly("obs", [](const PyVecEnv& v) { return v.sync().obs; })
      .def_property_readonly("action_mask", [](const PyVecEnv& v) { return v.sync().mask; })
      .def_property_readonly("rewards", [](const PyVecEnv& v) { return v.sync().rewards; })
      .def_property_readonly("dones", [](const PyVecEnv& v) { return v.sync().dones; })
      .def_property_readonly("current_player", [](const PyVecEnv& v) { return v.sync().players; })
      .def_property_readonly("actions", [](const PyVecEnv& v) { return v.sync().actions; })
      .def_property_readonly("reward", [](const PyVecEnv& v) { return v.sync().reward; })
      .def_property_readonly("terminated", [](const PyVecEnv& v) { return v.sync().terminated; })
      .def_property_readonly("truncated", [](const PyVecEnv& v) { return v.sync().truncated; })
      .def_property_readonly("final_obs", [](const PyVecEnv& v) { return v.sync().final_obs; })
      .def_property_readonly("num_envs", [](const PyVecEnv& v) { return v.env().num_envs(); })
      .def_property_readonly("batch_size", [](const PyVecEnv& v) { return v.env().batch_size(); })
      .def_property_readonly("num_threads", [](const PyVecEnv& v) { return v.env().num_threads(); })
      .def_property_readonly("num_players", [](const PyVecEnv& v) { return v.env().game().num_players(); })
      .def_property_readonly("num_actions", [](const PyVecEnv& v) { return v.env().game().num_actions(); })
      .def_property_readonly("observation_size", [](const PyVecEnv& v) { return v.env().game().observation_size(); });
}

}  // namespace catanlab
