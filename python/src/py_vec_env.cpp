// _catanlab.VecEnvCore: many games stepped in C++ with the GIL released,
// writing into numpy arrays allocated once here and shared with Python.
// Synchronous step() runs every env over OpenMP threads; send()/recv() run an
// AsyncPool whose output blocks are numpy arrays too (recv returns views).
#include <omp.h>
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "arrays.h"
#include "async_pool.h"
#include "bindings.h"
#include "core/config_error.h"

namespace catanlab {

namespace py = pybind11;

namespace {

template <typename T>
T* ptr(py::array& a) {
  return static_cast<T*>(a.mutable_data());
}

class PyVecEnv {
 public:
  PyVecEnv(const std::string& rules, int players, const std::map<std::string, int>& options,
           std::vector<std::string> seat_agents, int num_envs, int batch_size, int num_threads, uint64_t seed)
      : game_(Game::load(rules, players, options)),
        core_(game_, num_envs, seat_agents),
        n_(num_envs),
        batch_(batch_size ? batch_size : num_envs),
        threads_(num_threads ? num_threads : omp_get_num_procs()),
        seed_(seed) {
    if (batch_ < 1 || batch_ > n_)
      throw ConfigError(fmt::format("batch_size must be in 1..num_envs ({}), not {}", n_, batch_));
    if (threads_ < 1) throw ConfigError(fmt::format("num_threads must be at least 1, not {}", threads_));
    const py::ssize_t n = n_, P = game_->num_players();
    obs_ = py::array_t<float>({n, py::ssize_t(game_->observation_size())});
    mask_ = py::array_t<bool>({n, py::ssize_t(game_->num_actions())});
    rewards_ = py::array_t<float>({n, P});
    dones_ = py::array_t<bool>(n);
    players_ = py::array_t<int32_t>(n);
    actions_ = py::array_t<int32_t>(n);
    for (int i = 0; i < n_; ++i) rows_.push_back(sync_row(i));
    reset(std::nullopt);  // every env holds a game from the start: step() before reset() is safe
  }

  py::tuple reset(std::optional<uint64_t> seed) {
    require_idle("reset");
    if (seed) seed_ = *seed;
    {
      py::gil_scoped_release nogil;
#pragma omp parallel for schedule(dynamic, 8) num_threads(threads_)
      for (int i = 0; i < n_; ++i) core_.write_row(i, core_.reset_state(i, seed_), rows_[i]);
    }
    return py::make_tuple(obs_, mask_, players_);
  }

  py::tuple step(const py::object& actions) {
    require_idle("step");
    auto a = py_arrays::int32_array(actions, {n_}, "actions");
    const int32_t* act = a.data();
    for (int i = 0; i < n_; ++i) core_.check_action(i, act[i]);
    run_sync(act, false);
    return results();
  }

  py::tuple step_random() {
    require_idle("step_random");
    run_sync(nullptr, true);
    return results();
  }

  void async_reset(std::optional<uint64_t> seed) {
    if (seed) seed_ = *seed;
    std::vector<int> all(n_);
    for (int i = 0; i < n_; ++i) all[i] = i;
    pool().send(all, {}, AsyncPool::Kind::Reset, seed_);
  }

  void send(const py::object& actions, const py::object& env_ids) {
    auto ids = py_arrays::int32_array(env_ids, {py::ssize_t(py::len(env_ids))}, "env_ids");
    auto a = py_arrays::int32_array(actions, {ids.size()}, "actions");
    pool().send(std::vector<int>(ids.data(), ids.data() + ids.size()),
                std::vector<Action>(a.data(), a.data() + a.size()), AsyncPool::Kind::Step, 0);
  }

  void send_random(const py::object& env_ids) {
    auto ids = py_arrays::int32_array(env_ids, {py::ssize_t(py::len(env_ids))}, "env_ids");
    pool().send(std::vector<int>(ids.data(), ids.data() + ids.size()), {}, AsyncPool::Kind::Random, 0);
  }

  py::tuple recv() {
    AsyncPool& p = pool();
    int k;
    {
      py::gil_scoped_release nogil;
      k = p.recv();
    }
    auto view = [k](py::array& a) { return a[py::int_(k)]; };
    return py::make_tuple(view(b_obs_), view(b_mask_), view(b_rewards_), view(b_dones_), view(b_players_),
                          view(b_env_ids_));
  }

  py::array seeds() const {
    py::array_t<uint64_t> s(n_);
    for (int i = 0; i < n_; ++i) s.mutable_at(i) = core_.seed_of(i);
    return s;
  }

  std::string state_json(int env) const {
    if (env < 0 || env >= n_) throw py::value_error(fmt::format("env id {} is out of range 0..{}", env, n_ - 1));
    return game_->to_json(core_.state(env));
  }

  const Game& game() const { return *game_; }
  int num_envs() const { return n_; }
  int batch_size() const { return batch_; }
  int num_threads() const { return threads_; }
  py::array obs_, mask_, rewards_, dones_, players_, actions_;

 private:
  RowOut sync_row(int i) {
    const size_t r = size_t(i);
    return {ptr<float>(obs_) + r * game_->observation_size(), ptr<uint8_t>(mask_) + r * game_->num_actions(),
            ptr<float>(rewards_) + r * game_->num_players(), ptr<uint8_t>(dones_) + r, ptr<int32_t>(players_) + r,
            nullptr, ptr<int32_t>(actions_) + r};
  }

  void run_sync(const int32_t* act, bool random) {
    py::gil_scoped_release nogil;
#pragma omp parallel for schedule(dynamic, 8) num_threads(threads_)
    for (int i = 0; i < n_; ++i) core_.write_row(i, core_.step_state(i, random ? -1 : act[i], random), rows_[i]);
  }

  py::tuple results() { return py::make_tuple(obs_, mask_, rewards_, dones_, players_); }

  void require_idle(const char* what) {
    if (pool_ && pool_->in_flight())
      throw py::value_error(fmt::format("{}: {} envs are in flight from send(); recv them first", what,
                                        pool_->in_flight()));
  }

  AsyncPool& pool() {
    if (!pool_) {
      const py::ssize_t K = AsyncPool::num_blocks(n_, batch_), B = batch_;
      b_obs_ = py::array_t<float>({K, B, py::ssize_t(game_->observation_size())});
      b_mask_ = py::array_t<bool>({K, B, py::ssize_t(game_->num_actions())});
      b_rewards_ = py::array_t<float>({K, B, py::ssize_t(game_->num_players())});
      b_dones_ = py::array_t<bool>({K, B});
      b_players_ = py::array_t<int32_t>({K, B});
      b_env_ids_ = py::array_t<int32_t>({K, B});
      pool_ = std::make_unique<AsyncPool>(
          core_, batch_, threads_,
          BlockBuffers{ptr<float>(b_obs_), ptr<uint8_t>(b_mask_), ptr<float>(b_rewards_), ptr<uint8_t>(b_dones_),
                       ptr<int32_t>(b_players_), ptr<int32_t>(b_env_ids_)});
    }
    return *pool_;
  }

  std::shared_ptr<const Game> game_;
  VecEnvCore core_;
  int n_, batch_, threads_;
  uint64_t seed_;
  std::vector<RowOut> rows_;
  py::array b_obs_, b_mask_, b_rewards_, b_dones_, b_players_, b_env_ids_;
  std::unique_ptr<AsyncPool> pool_;  // last: its workers stop before the buffers go
};

}  // namespace

void bind_vec_env(py::module_& m) {
  py::class_<PyVecEnv>(m, "VecEnvCore", "Batched games in C++; use catanlab.VecEnv.")
      .def(py::init<const std::string&, int, const std::map<std::string, int>&, std::vector<std::string>, int, int, int,
                    uint64_t>(),
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
      .def_readonly("obs", &PyVecEnv::obs_)
      .def_readonly("action_mask", &PyVecEnv::mask_)
      .def_readonly("rewards", &PyVecEnv::rewards_)
      .def_readonly("dones", &PyVecEnv::dones_)
      .def_readonly("current_player", &PyVecEnv::players_)
      .def_readonly("actions", &PyVecEnv::actions_)
      .def_property_readonly("num_envs", &PyVecEnv::num_envs)
      .def_property_readonly("batch_size", &PyVecEnv::batch_size)
      .def_property_readonly("num_threads", &PyVecEnv::num_threads)
      .def_property_readonly("num_players", [](const PyVecEnv& v) { return v.game().num_players(); })
      .def_property_readonly("num_actions", [](const PyVecEnv& v) { return v.game().num_actions(); })
      .def_property_readonly("observation_size", [](const PyVecEnv& v) { return v.game().observation_size(); });
}

}  // namespace catanlab
