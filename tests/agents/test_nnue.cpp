// The learned evaluator (agents/nnue/): its file is refused by name when it is
// missing, foreign, damaged or stale; its arithmetic is the network's (a
// plain dense computation here); ISMCTS plays whole games with it.
#include <doctest/doctest.h>

#include <cmath>
#include <filesystem>

#include "agents/agent_registry.h"
#include "agents/heuristic_eval.h"
#include "agents/ismcts.h"
#include "agents/nnue/nnue_net.h"
#include "core/config_error.h"
#include "selfplay/game_runner.h"
#include "tests/support/nnue_writer.h"

using namespace catanlab;
using namespace catanlab::testing;
namespace fs = std::filesystem;

namespace {

struct TempDir {
  fs::path dir = fs::temp_directory_path() / ("catanlab_nnue_" + std::to_string(::getpid()));
  TempDir() { fs::create_directories(dir); }
  ~TempDir() { fs::remove_all(dir); }
  std::string file(const std::string& name, const std::string& bytes) const {
    const std::string path = (dir / name).string();
    write_bytes(path, bytes);
    return path;
  }
};

// The network written out plainly from the file's weights: every entry, no sparsity, no registers.
void reference(const NnueWeights& w, const float* obs, float* values, std::vector<float>& logits,
               std::vector<double>& h2) {
  const NnueHeader& h = w.header;
  std::vector<double> h1(size_t(h.hidden));
  h2.assign(size_t(h.hidden2), 0);
  for (int j = 0; j < h.hidden; ++j) {
    double sum = w.ft_bias[j];
    for (int i = 0; i < h.observation_size; ++i)
      sum += double(obs[i]) * w.input_scale[i] * half_to_float(w.ft_weight[size_t(i) * h.hidden + j]);
    h1[j] = std::max(sum, 0.0);
  }
  for (int k = 0; k < h.hidden2; ++k) {
    double sum = w.fc_bias[k];
    for (int j = 0; j < h.hidden; ++j) sum += w.fc_weight[size_t(k) * h.hidden + j] * h1[j];
    h2[k] = std::max(sum, 0.0);
  }
  double z[kMaxSeats], total = 0;
  for (int p = 0; p < h.players; ++p) {
    z[p] = w.value_bias[p];
    for (int k = 0; k < h.hidden2; ++k) z[p] += w.value_weight[size_t(p) * h.hidden2 + k] * h2[k];
  }
  for (int p = 0; p < h.players; ++p) total += z[p] = std::exp(z[p]);
  for (int p = 0; p < h.players; ++p) values[p] = float(z[p] / total);
  logits.assign(size_t(h.num_actions), 0);
  for (int a = 0; a < h.num_actions; ++a) {
    double sum = w.policy_bias[a];
    for (int k = 0; k < h.hidden2; ++k) sum += w.policy_weight[size_t(a) * h.hidden2 + k] * h2[k];
    logits[a] = float(sum);
  }
}

// Decision positions along a random game, every `every`th.
std::vector<State> random_positions(const Game& g, int count, int every, uint64_t seed) {
  std::vector<State> out;
  Rng rng(seed);
  State s = g.new_game(seed);
  for (int step = 0; int(out.size()) < count && !g.is_terminal(s); ++step) {
    if (g.is_chance(s)) {
      g.apply(s, g.sample_chance(s, rng));
      continue;
    }
    if (step % every == 0) out.push_back(s);
    const auto legal = g.legal_actions(s);
    g.apply(s, legal[rng.below(uint32_t(legal.size()))]);
  }
  return out;
}

}  // namespace

TEST_CASE("nnue: half precision reads as IEEE binary16") {
  CHECK(half_to_float(0x3C00) == 1.0f);
  CHECK(half_to_float(0xC000) == -2.0f);
  CHECK(half_to_float(0x3555) == doctest::Approx(0.333251953125));
  CHECK(half_to_float(0x0001) == std::ldexp(1.0f, -24));  // the smallest subnormal
  CHECK(half_to_float(0x03FF) == std::ldexp(1023.0f, -24));  // the largest
  CHECK(std::isinf(half_to_float(0x7C00)));
  CHECK(std::isnan(half_to_float(0x7E00)));
}

TEST_CASE("nnue: a bad file is refused with its name and the problem") {
  TempDir tmp;
  auto base = Game::load("base", 4);
  const NnueSpec spec = nnue_spec_for(*base);
  const std::string good = nnue_bytes(spec, 1);
  CHECK_NOTHROW(NnueNet(tmp.file("good.nnue", good)).check_game(*base));

  CHECK_THROWS_WITH_AS(NnueNet((tmp.dir / "none.nnue").string()), doctest::Contains("none.nnue: no such model file"),
                       ConfigError);
  CHECK_THROWS_WITH_AS(NnueNet(tmp.file("text.nnue", "{\"not\": \"a model\"}")),
                       doctest::Contains("text.nnue: not a catanlab NNUE file"), ConfigError);
  NnueSpec v4 = spec;
  v4.version = 4;
  CHECK_THROWS_WITH_AS(NnueNet(tmp.file("v4.nnue", nnue_bytes(v4, 1))),
                       doctest::Contains("v4.nnue: NNUE format version 4, this build reads versions 1 to 3"),
                       ConfigError);
  NnueSpec v2 = spec;  // before value_terms: over the heuristic's total alone
  v2.version = 2;
  v2.heuristic_temperature = "20";
  CHECK(NnueNet(tmp.file("v2.nnue", nnue_bytes(v2, 1))).header().value_terms.empty());
  NnueSpec no_terms = spec;
  no_terms.value_terms_json = "-";
  CHECK_THROWS_WITH_AS(NnueNet(tmp.file("noterms.nnue", nnue_bytes(no_terms, 1))),
                       doctest::Contains("noterms.nnue: header has no 'value_terms'"), ConfigError);
  for (const char* bad : {"\"vp\"", "[1]", "{}"}) {
    NnueSpec t = spec;
    t.value_terms_json = bad;
    CHECK_THROWS_WITH_AS(NnueNet(tmp.file("terms.nnue", nnue_bytes(t, 1))),
                         doctest::Contains("terms.nnue: header value_terms must be a list of at most 24 names"),
                         ConfigError);
  }
  NnueSpec cold = spec;
  cold.value_terms = value_term_names(*base);
  CHECK_THROWS_WITH_AS(NnueNet(tmp.file("cold.nnue", nnue_bytes(cold, 1))),
                       doctest::Contains("cold.nnue: header value_terms need a heuristic_temperature above 0"),
                       ConfigError);
  NnueSpec v1 = spec;  // before heuristic_temperature: the net alone
  v1.version = 1;
  v1.heuristic_temperature = "";
  CHECK(NnueNet(tmp.file("v1.nnue", nnue_bytes(v1, 1))).header().heuristic_temperature == 0);
  NnueSpec no_temperature = spec;
  no_temperature.heuristic_temperature = "";
  CHECK_THROWS_WITH_AS(NnueNet(tmp.file("not.nnue", nnue_bytes(no_temperature, 1))),
                       doctest::Contains("not.nnue: header has no 'heuristic_temperature'"), ConfigError);
  for (const char* bad : {"-1", "\"hot\"", "1e9"}) {
    NnueSpec t = spec;
    t.heuristic_temperature = bad;
    CHECK_THROWS_WITH_AS(NnueNet(tmp.file("temp.nnue", nnue_bytes(t, 1))),
                         doctest::Contains("temp.nnue: header heuristic_temperature must be a number in 0..1e6"),
                         ConfigError);
  }
  std::string flipped = good;
  flipped[flipped.size() / 2] ^= 0x10;
  CHECK_THROWS_WITH_AS(NnueNet(tmp.file("flipped.nnue", flipped)),
                       doctest::Contains("flipped.nnue: corrupt: the checksum does not match"), ConfigError);
  CHECK_THROWS_WITH_AS(NnueNet(tmp.file("cut.nnue", good.substr(0, good.size() - 100))),
                       doctest::Contains("cut.nnue: corrupt"), ConfigError);
  NnueSpec odd = spec;
  odd.hidden = 12;
  CHECK_THROWS_WITH_AS(NnueNet(tmp.file("odd.nnue", nnue_bytes(odd, 1))),
                       doctest::Contains("odd.nnue: hidden 12 and hidden2 8 must be multiples of 8"), ConfigError);

  NnueSpec diverged = spec;
  diverged.nan_weight = true;
  CHECK_THROWS_WITH_AS(NnueNet(tmp.file("nan.nnue", nnue_bytes(diverged, 1))),
                       doctest::Contains("nan.nnue: a weight is NaN or infinite (has its training diverged?)"),
                       ConfigError);

  // Made for another game: refused when the agent meets it.
  auto seafarers = Game::load("seafarers", 4);
  CHECK_THROWS_WITH_AS(NnueNet(tmp.file("good.nnue", good)).check_game(*seafarers),
                       doctest::Contains("good.nnue: a model for rule set 'base', not 'seafarers'"), ConfigError);
  CHECK_THROWS_WITH_AS(NnueNet(tmp.file("good.nnue", good)).check_game(*Game::load("base", 3)),
                       doctest::Contains("a model for 4 players of base, not 3"), ConfigError);
  NnueSpec stale = spec;
  stale.layout_hash ^= 1;  // as if a segment had been renamed or resized since training
  CHECK_THROWS_WITH_AS(NnueNet(tmp.file("stale.nnue", nnue_bytes(stale, 1))).check_game(*base),
                       doctest::Contains("stale.nnue: stale: trained on another observation layout of base"),
                       ConfigError);
  CHECK_THROWS_WITH_AS(NnueNet(tmp.file("stale.nnue", nnue_bytes(stale, 1))).check_game(*base),
                       doctest::Contains("retrain the model for base"), ConfigError);
  NnueSpec smaller = spec;
  smaller.observation_size -= 8;
  CHECK_THROWS_WITH_AS(NnueNet(tmp.file("smaller.nnue", nnue_bytes(smaller, 1))).check_game(*base),
                       doctest::Contains("observation of 1941 entries, now 1949"), ConfigError);
  NnueSpec old_terms = spec;  // as if the heuristic had gained or lost a term since training
  old_terms.heuristic_temperature = "20";
  old_terms.value_terms = {"vp", "production"};
  CHECK_THROWS_WITH_AS(NnueNet(tmp.file("terms.nnue", nnue_bytes(old_terms, 1))).check_game(*base),
                       doctest::Contains("terms.nnue: stale: trained on the heuristic's terms [vp, production], now "
                                         "[vp, win, production,"),
                       ConfigError);
  old_terms.value_terms = value_term_names(*base);
  CHECK_NOTHROW(NnueNet(tmp.file("terms.nnue", nnue_bytes(old_terms, 1))).check_game(*base));
}

TEST_CASE("nnue: the evaluation is the network's, from the observer's seat") {
  TempDir tmp;
  for (const char* rules : {"base", "conquest", "colonies"}) {
    CAPTURE(rules);
    auto g = Game::load(rules);
    NnueSpec spec = nnue_spec_for(*g);
    spec.hidden = 136;  // a full tile of registers, a narrower one and eight columns past both
    spec.hidden2 = 24;
    const std::string path = tmp.file(std::string(rules) + ".nnue", nnue_bytes(spec, 7));
    const NnueWeights w = read_nnue_file(path);
    NnueNet net(path);
    NnueNet::Scratch scratch;
    std::vector<float> obs(size_t(g->observation_size())), want_logits;
    for (const State& s : random_positions(*g, 12, 17, 3)) {
      const int seat = g->current_player(s);
      g->observe(s, seat, obs.data());
      float values[kMaxSeats], want[kMaxSeats];
      net.evaluate(obs.data(), scratch, values);
      std::vector<double> h2;
      reference(w, obs.data(), want, want_logits, h2);
      for (int p = 0; p < g->num_players(); ++p) CHECK(values[p] == doctest::Approx(want[p]).epsilon(1e-4));
      const std::vector<Action> legal = g->legal_actions(s);
      std::vector<float> logits(legal.size());
      net.logits(scratch, legal.data(), int(legal.size()), logits.data());
      for (size_t i = 0; i < legal.size(); ++i)
        CHECK(logits[i] == doctest::Approx(want_logits[size_t(legal[i])]).epsilon(1e-4).scale(1));

      double absolute[kMaxSeats];  // values[k] is the seat k places after the observer's
      net.seat_values(*g, s, seat, scratch, absolute);
      for (int k = 0; k < g->num_players(); ++k)
        CHECK(absolute[(seat + k) % g->num_players()] == doctest::Approx(values[k]));
    }
  }
}

TEST_CASE("nnue: a net over the heuristic adds its seat values to the logits") {
  TempDir tmp;
  auto g = Game::load("base");
  NnueSpec spec = nnue_spec_for(*g);
  const NnueNet alone(tmp.file("alone.nnue", nnue_bytes(spec, 9)));
  spec.heuristic_temperature = "20";
  const NnueNet over(tmp.file("over.nnue", nnue_bytes(spec, 9)));  // the same weights
  NnueNet::Scratch scratch;
  const int n = g->num_players();
  for (const State& s : random_positions(*g, 8, 23, 3)) {
    const int seat = g->current_player(s);
    double net[kMaxSeats], got[kMaxSeats], heuristic[kMaxSeats], want[kMaxSeats];
    alone.seat_values(*g, s, seat, scratch, net);
    over.seat_values(*g, s, seat, scratch, got);
    leaf_seat_values(*g, s, heuristic);
    double sum = 0;
    for (int p = 0; p < n; ++p) sum += want[p] = net[p] * std::exp(heuristic[p] / 20);
    for (int p = 0; p < n; ++p) CHECK(got[p] == doctest::Approx(want[p] / sum).epsilon(1e-5));
  }
  // With the value terms, each term of seat k adds (Tb + Tw · h2)[k, j] · term / T: the same weights before them.
  spec.value_terms = value_term_names(*g);
  const std::string terms_path = tmp.file("terms.nnue", nnue_bytes(spec, 9));
  const NnueNet terms_net(terms_path);
  const NnueWeights w = read_nnue_file(terms_path);
  const int K = int(spec.value_terms.size());
  std::vector<float> obs(size_t(g->observation_size())), logits;
  for (const State& s : random_positions(*g, 8, 23, 4)) {
    const int seat = g->current_player(s);
    double net[kMaxSeats], got[kMaxSeats], terms[kMaxSeats * kMaxValueTerms], heuristic[kMaxSeats], want[kMaxSeats];
    alone.seat_values(*g, s, seat, scratch, net);
    terms_net.seat_values(*g, s, seat, scratch, got);
    leaf_seat_terms(*g, s, K, terms, heuristic);
    g->observe(s, seat, obs.data());
    float plain[kMaxSeats];
    std::vector<double> h2;
    reference(w, obs.data(), plain, logits, h2);
    double sum = 0;
    for (int p = 0; p < n; ++p) {
      const int k = (p - seat + n) % n;
      double over = heuristic[p];
      for (int j = 0; j < K; ++j) {
        double weight = w.term_bias[size_t(k * K + j)];
        const float* row = w.term_weight.data() + size_t(k * K + j) * w.header.hidden2;
        for (int i = 0; i < w.header.hidden2; ++i) weight += row[i] * h2[i];
        over += weight * terms[p * K + j];
      }
      sum += want[p] = net[p] * std::exp(over / 20);
    }
    for (int p = 0; p < n; ++p) CHECK(got[p] == doctest::Approx(want[p] / sum).epsilon(1e-4));
    // evaluate_over, given the same numbers relative to the observer, as the records carry them.
    double rel_heuristic[kMaxSeats], rel_terms[kMaxSeats * kMaxValueTerms];
    for (int k = 0; k < n; ++k) {
      const int p = (seat + k) % n;
      rel_heuristic[k] = heuristic[p];
      for (int j = 0; j < K; ++j) rel_terms[k * K + j] = terms[p * K + j];
    }
    float values[kMaxSeats];
    terms_net.evaluate_over(obs.data(), rel_heuristic, rel_terms, scratch, values);
    for (int k = 0; k < n; ++k) CHECK(values[k] == doctest::Approx(got[(seat + k) % n]).epsilon(1e-4));
  }
  // Goofspiel has no hand-written value to add to.
  auto goofspiel = Game::load("goofspiel");
  NnueSpec gs = nnue_spec_for(*goofspiel);
  gs.heuristic_temperature = "20";
  CHECK_THROWS_WITH_AS(NnueNet(tmp.file("gs.nnue", nnue_bytes(gs, 1))).check_game(*goofspiel),
                       doctest::Contains("gs.nnue: adds to the heuristic's value, which family"), ConfigError);
}

TEST_CASE("nnue: ISMCTS plays whole games with the net as leaf value and prior") {
  TempDir tmp;
  for (const char* rules : {"base", "conquest", "goofspiel"}) {  // goofspiel: no hand-written value, the net suffices
    CAPTURE(rules);
    auto g = Game::load(rules);
    const std::string path = tmp.file(std::string(rules) + ".nnue", nnue_bytes(nnue_spec_for(*g), 5));
    std::vector<std::unique_ptr<Agent>> agents;
    std::vector<Agent*> seats;
    for (int p = 0; p < g->num_players(); ++p) {
      agents.push_back(make_agent(p % 2 ? "ismcts:iters=24,leaf=net,model=" + path
                                        : "ismcts:iters=24,sel=puct,prior=net,leaf=net,model=" + path));
      seats.push_back(agents.back().get());
    }
    const GameResult r = play_game(*g, seats, 11);  // every decision checked legal by the runner
    CHECK(r.steps > 0);
    CHECK(r.turns > 0);
  }
}

// prior=over adds the net's logits, times pnet, to the heuristic's: at pnet=0 it is the heuristic prior,
// visit for visit; with a weight, the net moves the visits.
TEST_CASE("nnue: prior=over corrects the heuristic prior by the net's logits") {
  TempDir tmp;
  auto g = Game::load("base", 4);
  const std::string path = tmp.file("p.nnue", nnue_bytes(nnue_spec_for(*g), 3));
  const std::string search = "ismcts:iters=200,sel=puct,c=0.5,ptemp=1,reuse=0";
  auto heuristic = make_agent(search), zero = make_agent(search + ",prior=over,pnet=0,model=" + path),
       weighted = make_agent(search + ",prior=over,pnet=20,model=" + path),
       root_only = make_agent(search + ",prior=over,pnet=20,pdepth=0,model=" + path);
  Rng rng(5);
  State s = g->new_game(17);
  int compared = 0, moved = 0, root_moved = 0;
  std::vector<Action> legal;
  while (!g->is_terminal(s) && compared < 30) {
    if (g->is_chance(s)) {
      g->apply(s, g->sample_chance(s, rng));
      continue;
    }
    legal = g->legal_actions(s);
    if (legal.size() >= 2) {
      auto root = [&](Agent& a) {
        a.reset(9);
        a.act(*g, s);
        return dynamic_cast<IsmctsAgent&>(a).last_root().visits;
      };
      const auto want = root(*heuristic);
      CHECK(root(*zero) == want);
      moved += root(*weighted) != want;
      root_moved += root(*root_only) != want;
      ++compared;
    }
    g->apply(s, legal[rng.below(uint32_t(legal.size()))]);
  }
  CHECK(compared == 30);
  CHECK(moved > 0);
  CHECK(root_moved > 0);
}

TEST_CASE("nnue: the agent's spec names a missing model or a missing part") {
  TempDir tmp;
  CHECK_THROWS_WITH_AS(make_agent("ismcts:leaf=net"), doctest::Contains("leaf=net, prior=net and prior=over need model=FILE"),
                       ConfigError);
  CHECK_THROWS_WITH_AS(make_agent("ismcts:leaf=net,model=" + (tmp.dir / "gone.nnue").string()),
                       doctest::Contains("gone.nnue: no such model file"), ConfigError);
  CHECK_THROWS_WITH_AS(make_agent("ismcts:model=x.nnue"), doctest::Contains("model=x.nnue is read only with leaf=net"),
                       ConfigError);
  auto g = Game::load("base", 4);
  const std::string path = tmp.file("v.nnue", nnue_bytes(nnue_spec_for(*g), 1));
  CHECK_THROWS_WITH_AS(make_agent("ismcts:prior=net,model=" + path), doctest::Contains("add sel=puct"), ConfigError);
  CHECK_THROWS_WITH_AS(make_agent("ismcts:prior=over,model=" + path), doctest::Contains("prior=over is a PUCT prior"),
                       ConfigError);
  CHECK_THROWS_WITH_AS(make_agent("ismcts:sel=puct,pnet=2"), doctest::Contains("add prior=over"), ConfigError);
  auto agent = make_agent("ismcts:iters=8,leaf=net,model=" + path);
  CHECK_THROWS_WITH_AS(agent->check_game(*Game::load("seafarers", 4)),
                       doctest::Contains("a model for rule set 'base', not 'seafarers'"), ConfigError);
}
