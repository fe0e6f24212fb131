// Every agent, every rule set: a legal decision in every kind of position;
// ISMCTS repeats itself for a seed; a win in one move is taken (PUCT included,
// with the uniform evaluator); a family's values of all seats at once are
// its values seat by seat.
#include <doctest/doctest.h>

#include <map>

#include "core/standard/std_game.h"
#include "agents/agent_registry.h"
#include "agents/heuristic/family_value.h"
#include "agents/heuristic_eval.h"
#include "core/config_error.h"
#include "core/standard/hand.h"

using namespace catanlab;

namespace {

const char* const kSpecs[] = {
    "random",
    "heuristic",
    "ismcts:iters=48",
    "ismcts:iters=24,sel=puct,reuse=0",
    "ismcts:iters=16,leaf=rollout,depth=40",
    "ismcts:iters=16,leaf=guided,depth=40",
    "mcts-cheat:iters=24",
    "puct:sims=24",
    "puct:sims=16,gumbel=1,m=4",
};

// Decision positions from random games, up to `per_phase` of each phase.
std::vector<State> positions(const StdGame& g, int per_phase, uint64_t seed) {
  std::vector<State> out;
  std::map<Phase, int> seen;
  Rng rng(seed);
  std::vector<Action> buf(size_t(g.num_actions()));
  for (uint64_t game = 0; game < 30; ++game) {
    State s = g.new_game(seed + game);
    while (!g.is_terminal(s)) {
      if (g.is_chance(s)) {
        g.apply(s, g.sample_chance(s, rng));
        continue;
      }
      const int n = g.legal_actions(s, buf.data());
      if (seen[std_state(s).phase] < per_phase && rng.below(8) == 0) {
        ++seen[std_state(s).phase];
        out.push_back(s);
      }
      g.apply(s, buf[rng.below(uint32_t(n))]);
    }
  }
  return out;
}

}  // namespace

TEST_CASE("agents: every agent returns a legal decision in random positions of every rule set") {
  for (const std::string& rules : list_rulesets()) {
    const RuleSet rs = load_ruleset(rules);
    if (rs.family != StdGame::kFamily) continue;  // the standard family's phases; the toy family's: test_toy_family.cpp
    for (int players = rs.min_players; players <= rs.max_players; ++players) {
      auto g = StdGame::load(rules, players);
      auto states = positions(*g, 3, uint64_t(players));
      std::map<Phase, int> phases;
      for (const State& s : states) phases[std_state(s).phase] += 1;
      CHECK(phases.count(Phase::TradeRespond));
      CHECK(phases.count(Phase::Discard));
      if (g->opt().robber) CHECK(phases.count(Phase::MoveRobber));
      for (const char* spec : kSpecs) {
        auto agent = make_agent(spec);
        for (size_t i = 0; i < states.size(); ++i) {
          agent->reset(i);
          Action a = agent->act(*g, states[i]);
          INFO(rules, " ", players, " players, ", spec, ", phase ", g->phase_name(states[i]));
          REQUIRE(g->is_legal(states[i], a));
        }
      }
    }
  }
}

TEST_CASE("agents: unknown agents and parameters are rejected by name") {
  CHECK_THROWS_WITH(make_agent("nobody"), doctest::Contains("unknown agent 'nobody'"));
  CHECK_THROWS_WITH(make_agent("ismcts:iterz=5"), doctest::Contains("unknown parameter 'iterz'"));
  CHECK_THROWS_WITH(make_agent("ismcts:leaf=magic"), doctest::Contains("leaf=magic"));
  CHECK_THROWS_WITH(make_agent("heuristic:x=1"), doctest::Contains("unknown parameter 'x'"));
  // Numbers are finite and in range; a key is given once and with a value.
  for (const char* spec : {"ismcts:c=nan", "ismcts:c=inf", "puct:c=nan", "ismcts:temp=-nan"})
    CHECK_THROWS_WITH_AS(make_agent(spec), doctest::Contains("is not a number in"), ConfigError);
  // A count is a whole number, its range said in whole numbers.
  for (const char* spec : {"ismcts:iters=1e99", "ismcts:iters=1.5", "ismcts:iters=abc"})
    CHECK_THROWS_WITH_AS(make_agent(spec), doctest::Contains("is not a whole number in 1..1000000000"), ConfigError);
  CHECK_THROWS_WITH_AS(make_agent("puct:sims=0"), doctest::Contains("sims=0 is not a whole number in 1..10000000"), ConfigError);
  // A misspelt name or parameter: the nearest known one.
  CHECK_THROWS_WITH(make_agent("heurstic"), doctest::Contains("unknown agent 'heurstic'; did you mean 'heuristic'?"));
  CHECK_THROWS_WITH(make_agent("ismcts:iterz=5"), doctest::Contains("unknown parameter 'iterz'; did you mean 'iters'?"));
  // A device is one a model loads on; a built-in model runs on the CPU.
  for (const char* spec : {"puct:model=uniform,device=banana", "puct:model=uniform,device=tpu", "puct:device=cuda:x"})
    CHECK_THROWS_WITH_AS(make_agent(spec), doctest::Contains("is not a device: cpu, cuda or cuda:N"), ConfigError);
  CHECK_THROWS_WITH_AS(make_agent("puct:model=heuristic,device=cuda"),
                       doctest::Contains("device=cuda: the built-in model 'heuristic' runs on the CPU"), ConfigError);
  CHECK_NOTHROW(make_agent("puct:model=m.pt,device=cuda:1"));  // the file is read when the game is known
  CHECK_THROWS_WITH_AS(make_agent("ismcts:iters=5,iters=6"), doctest::Contains("parameter 'iters' is given twice"), ConfigError);
  CHECK_THROWS_WITH_AS(make_agent("puct:model="), doctest::Contains("parameter 'model=' has no value"), ConfigError);
  CHECK(is_oracle("mcts-cheat:iters=5"));
  CHECK_FALSE(is_oracle("ismcts"));
}

namespace {

// The actions of one whole game (decisions and chance), seats playing the specs.
std::vector<Action> game_actions(const StdGame& g, const std::vector<std::string>& specs, uint64_t seed) {
  std::vector<std::unique_ptr<Agent>> agents;
  for (size_t i = 0; i < specs.size(); ++i) agents.push_back(make_agent(specs[i])), agents.back()->reset(seed + i);
  State s = g.new_game(seed);
  Rng chance(seed);
  std::vector<Action> out;
  while (!g.is_terminal(s)) {
    Action a = g.is_chance(s) ? g.sample_chance(s, chance) : agents[std_state(s).to_move]->act(g, s);
    for (auto& ag : agents) ag->on_step(g, s, a);
    g.apply(s, a);
    out.push_back(a);
  }
  return out;
}

}  // namespace

TEST_CASE("ismcts: a fixed seed repeats the same game exactly, tree reuse included") {
  auto g = StdGame::load("base", 3, {{"turn_cap", 40}});
  for (const char* spec : {"ismcts:iters=60", "ismcts:iters=30,leaf=rollout,depth=30,sel=puct"}) {
    const std::vector<std::string> seats = {spec, "heuristic", spec};
    auto first = game_actions(*g, seats, 11);
    auto second = game_actions(*g, seats, 11);
    CHECK(first.size() > 100);
    CHECK(first == second);
    CHECK(game_actions(*g, seats, 12) != first);
  }
}

namespace {

// Seat 1's main phase: one VP short of winning, cards for a city (and a road).
State one_move_from_winning(const StdGame& g) {
  State s = g.new_game(5);
  Rng rng(5);
  std::vector<Action> buf(size_t(g.num_actions()));
  while (std_state(s).phase != Phase::Main || std_state(s).to_move != 1) {
    if (g.is_chance(s)) g.apply(s, g.sample_chance(s, rng));
    else g.apply(s, buf[rng.below(uint32_t(g.legal_actions(s, buf.data())))]);
  }
  PlayerState& p = std_state(s).base.players[1];
  for (int r = 0; r < kNumResources; ++r) std_state(s).base.bank[r] += p.hand[r];
  p.hand = {1, 1, 0, 2, 3};
  for (int r = 0; r < kNumResources; ++r) std_state(s).base.bank[r] -= p.hand[r];
  p.known = p.hand;
  p.hand_total = 7;
  p.dev[VictoryPoint] = uint8_t(g.opt().vp_target - 1 - p.vp_total());
  std_state(s).base.dev_deck[VictoryPoint] -= p.dev[VictoryPoint] > 5 ? 5 : p.dev[VictoryPoint];
  return s;
}

}  // namespace

TEST_CASE("agents: with a win in one move, heuristic and ISMCTS take it") {
  auto g = StdGame::load("base", 4);
  State s = one_move_from_winning(*g);
  REQUIRE(g->victory_points(s, 1) == g->opt().vp_target - 1);
  int winning = 0;
  for (Action a : g->legal_actions(s)) {
    State t = s;
    g->apply(t, a);
    winning += g->is_terminal(t);
  }
  REQUIRE(winning == 2);  // a city on either settlement
  REQUIRE(g->legal_actions(s).size() > 10);
  for (const char* spec : {"heuristic", "ismcts:iters=300", "ismcts:iters=300,sel=puct",
                           "ismcts:iters=100,leaf=rollout,depth=50", "mcts-cheat:iters=300",
                           "puct:sims=300", "puct:sims=64,gumbel=1"}) {
    auto agent = make_agent(spec);
    agent->reset(3);
    State t = s;
    g->apply(t, agent->act(*g, s));
    INFO(spec);
    CHECK(g->is_terminal(t));
    CHECK(std_state(t).winner == 1);
  }
}

// The heuristic's terms (a learned evaluator's inputs) split the value exactly: along random games of rule
// sets with module terms and of one without a split (Conquest: one term, the value), from every view.
TEST_CASE("agents: a seat's value terms add up to its value") {
  for (const char* rules : {"base", "cities_knights", "seafarers", "barbarian_attack", "conquest"}) {
    auto g = Game::load(rules);
    const FamilyValue& value = *family_value(g->family());
    const std::vector<std::string> names = value_term_names(*g);
    const int n = g->num_players(), k = int(names.size());
    CHECK(names == value.term_names(*g));
    const std::string r = rules;
    if (r == "conquest") CHECK(names == std::vector<std::string>{"value"});
    else {  // the base game's nine, then one per module with terms
      REQUIRE(k >= 9);
      CHECK(std::vector<std::string>(names.begin(), names.begin() + 9) ==
            std::vector<std::string>{"vp", "win", "production", "expansion", "army", "road", "hand", "dev_cards",
                                     "pending"});
      CHECK((k > 9) == (r != "base"));
      for (int j = 9; j < k; ++j) CHECK(names[size_t(j)].rfind("module:", 0) == 0);
    }
    Rng rng(5);
    State s = g->new_game(2);
    int checked = 0;
    for (int step = 0; step < 600 && !g->is_terminal(s); ++step) {
      for (int viewer : {kFullView, 0, 1}) {
        for (int p = 0; p < n; ++p) {
          double terms[kMaxValueTerms], sum = 0;
          const double v = value.seat_terms(*g, s, p, viewer, terms);
          for (int j = 0; j < k; ++j) sum += terms[j];
          INFO(rules, " step ", step, " phase ", g->phase_name(s), " seat ", p, " viewer ", viewer);
          REQUIRE(v == value.seat_value(*g, s, p, viewer));
          REQUIRE(sum == doctest::Approx(v).epsilon(1e-12).scale(1));
        }
      }
      double terms[kMaxSeats * kMaxValueTerms], values[kMaxSeats], leaf[kMaxSeats];
      leaf_seat_terms(*g, s, k, terms, values);
      leaf_seat_values(*g, s, leaf);
      for (int p = 0; p < n; ++p) REQUIRE(values[p] == leaf[p]);
      ++checked;
      const auto legal = g->legal_actions(s);
      g->apply(s, g->is_chance(s) ? g->sample_chance(s, rng) : legal[rng.below(uint32_t(legal.size()))]);
    }
    CHECK(checked > 200);
  }
}

// Conquest and Colonies value every seat in one pass (a leaf's seat_values): the same numbers as the default's
// seat_value seat by seat, at chance nodes (Conquest's expectation), while books are written (Colonies carries them out) and at the end.
TEST_CASE("agents: a family's seat_values are its seat_value of every seat") {
  for (const char* rules : {"conquest", "colonies"}) {
    auto g = Game::load(rules);
    const FamilyValue& value = *family_value(g->family());
    Rng rng(7);
    int checked = 0;
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      State s = g->new_game(seed);
      for (int step = 0; step < 400 && !g->is_terminal(s); ++step) {
        for (int viewer : {kFullView, 0}) {
          double all[kMaxSeats], one_by_one[kMaxSeats];
          value.seat_values(*g, s, viewer, all);
          value.FamilyValue::seat_values(*g, s, viewer, one_by_one);  // the default: seat_value per seat
          for (int p = 0; p < g->num_players(); ++p) {
            INFO(rules, " seed ", seed, " step ", step, " phase ", g->phase_name(s), " seat ", p);
            REQUIRE(all[p] == one_by_one[p]);
          }
        }
        ++checked;
        const auto legal = g->legal_actions(s);
        g->apply(s, g->is_chance(s) ? g->sample_chance(s, rng) : legal[rng.below(uint32_t(legal.size()))]);
      }
    }
    CHECK(checked > 300);
  }
}
