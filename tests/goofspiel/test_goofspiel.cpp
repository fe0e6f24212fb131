// Goofspiel, the toy family (core/goofspiel/goofspiel.h): the rules by hand-
// played rounds, its bids as simultaneous moves (private until the round's
// last bid, redealt by resample_hidden), its options and its JSON errors.
#include <doctest/doctest.h>

#include <set>

#include "core/config_error.h"
#include "core/goofspiel/goofspiel.h"
#include "tests/support/position.h"
#include "tests/support/battery.h"

using namespace catanlab;
using namespace catanlab::testing;

namespace {

void acts(const Game& g, State& s, std::initializer_list<std::string_view> names) {
  for (std::string_view n : names) act(g, s, n);
}

// The line of an observation's text that starts with `prefix`.
std::string line_of(const std::string& text, const std::string& prefix) {
  for (size_t at = 0; at < text.size();) {
    const size_t end = text.find('\n', at);
    if (text.compare(at, prefix.size(), prefix) == 0) return text.substr(at, end - at);
    at = end == std::string::npos ? text.size() : end + 1;
  }
  return "";
}

}  // namespace

TEST_CASE("goofspiel: chance reveals a prize from the deck; a seat bids any card it holds") {
  auto g = Game::load("goofspiel", 3, {{"cards", 4}});
  State s = g->new_game(1);
  CHECK(g->phase_name(s) == "reveal");
  std::vector<std::string> outcomes;
  for (const ChanceOutcome& o : g->chance_outcomes(s)) {
    CHECK(o.probability == doctest::Approx(0.25));
    outcomes.push_back(g->action_name(o.id));
  }
  CHECK(joined(outcomes) == names({"reveal 1, reveal 2, reveal 3, reveal 4"}));
  act(*g, s, "reveal 3");
  CHECK(g->current_player(s) == 0);
  CHECK(legal(*g, s) == names({"bid 1, bid 2, bid 3, bid 4"}));
  act(*g, s, "bid 2");
  CHECK(g->current_player(s) == 1);
  CHECK(legal(*g, s) == names({"bid 1, bid 2, bid 3, bid 4"}));  // p0's bid takes nothing from p1's hand
  acts(*g, s, {"bid 4", "bid 1"});
  act(*g, s, "reveal 1");
  CHECK(g->current_player(s) == 1);
  CHECK(legal(*g, s) == names({"bid 1, bid 2, bid 3"}));  // p1, first this round, has spent its 4
  CHECK(g->chance_outcomes(s).empty());
}

TEST_CASE("goofspiel: the single highest bid takes the prize; a tie at the top takes nothing") {
  auto g = Game::load("goofspiel", 3, {{"cards", 4}});
  State s = g->new_game(1);
  acts(*g, s, {"reveal 4", "bid 3", "bid 1", "bid 2"});
  CHECK(g->victory_points(s, 0) == 4);
  CHECK(g->victory_points(s, 1) + g->victory_points(s, 2) == 0);
  const GoofState& gs = goof_state(s);
  CHECK((gs.shown[0] == 3 && gs.shown[1] == 1 && gs.shown[2] == 2));
  CHECK(g->turn(s) == 1);
  // Round 2 starts at p1: p1 and p2 tie at the top with 4; p0's 1 is lower, so no one scores.
  acts(*g, s, {"reveal 2", "bid 4", "bid 4", "bid 1"});
  CHECK(g->victory_points(s, 0) == 4);
  CHECK(g->victory_points(s, 1) + g->victory_points(s, 2) == 0);
  CHECK(goof_state(s).deck == 0b0101);
}

TEST_CASE("goofspiel: the round's first bidder moves one seat on each round") {
  auto g = Game::load("goofspiel", 3, {{"cards", 4}});
  State s = g->new_game(1);
  std::vector<int> first;
  for (const char* prize : {"reveal 1", "reveal 2", "reveal 3", "reveal 4"}) {
    act(*g, s, prize);
    first.push_back(g->current_player(s));
    for (int k = 0; k < 3; ++k) g->apply_checked(s, g->legal_actions(s).front());
  }
  CHECK(first == std::vector<int>{0, 1, 2, 0});
  CHECK(g->is_terminal(s));
}

TEST_CASE("goofspiel: after the last prize the most points win; equal points are a draw") {
  auto g = Game::load("goofspiel", 2, {{"cards", 2}});
  State s = g->new_game(1);
  acts(*g, s, {"reveal 2", "bid 2", "bid 1", "reveal 1", "bid 2", "bid 1"});  // p0 takes 2; p1, first, takes 1
  REQUIRE(g->is_terminal(s));
  double r[2];
  g->returns(s, r);
  CHECK((g->winner(s) == 0 && r[0] == 1 && r[1] == 0));
  State t = g->new_game(1);
  acts(*g, t, {"reveal 2", "bid 2", "bid 2", "reveal 1", "bid 1", "bid 1"});  // both rounds tied: no points
  g->returns(t, r);
  CHECK((g->winner(t) == -1 && r[0] == 0 && r[1] == 0));
  CHECK(g->observe_text(t, 0).ends_with("draw\n"));
}

TEST_CASE("goofspiel: a bid is private until the round's last bid shows them all") {
  auto g = Game::load("goofspiel", 3, {{"cards", 4}});
  State s = g->new_game(1);
  act(*g, s, "reveal 2");
  CHECK(g->private_decision(s));
  // The other seats cannot tell p0's bids apart; p0 can.
  const Action two = id_of(*g, "bid 2");
  CHECK(names({"bid 1, bid 3, bid 4"}) == [&] {
    std::vector<std::string> out;
    for (Action a : g->look_alikes(s, two, 1)) out.push_back(g->action_name(a));
    return joined(out);
  }());
  CHECK_FALSE(g->action_visible(s, two, 2));
  CHECK(g->action_visible(s, two, 0));
  act(*g, s, "bid 2");
  CHECK(g->private_decision(s));
  act(*g, s, "bid 4");
  CHECK_FALSE(g->private_decision(s));  // p2's bid ends the round: every bid is shown with it
  CHECK(g->action_visible(s, id_of(*g, "bid 1"), 0));
  CHECK(line_of(g->observe_text(s, 2), "p0") == "p0  points 0  cards 1 2 3 4  bid ?  last bid -");
  CHECK(line_of(g->observe_text(s, 0), "p0") == "p0  points 0  cards 1 2 3 4  bid 2  last bid -");
  act(*g, s, "bid 1");
  CHECK(line_of(g->observe_text(s, 2), "p1") == "p1  points 2  cards 1 2 3  bid -  last bid 4");
}

TEST_CASE("goofspiel: resample_hidden redeals the other seats' bids from their hands and keeps the view") {
  auto g = Game::load("goofspiel", 3, {{"cards", 4}});
  State s = g->new_game(1);
  acts(*g, s, {"reveal 4", "bid 3", "bid 1", "bid 2", "reveal 2", "bid 4", "bid 3"});  // p1 (4) and p2 (3) have bid
  const std::vector<float> seen = observation(*g, s, 0);
  Rng rng(3);
  std::set<std::pair<int, int>> guesses;
  for (int k = 0; k < 200; ++k) {
    State r = s;
    g->resample_hidden(r, 0, rng);
    REQUIRE(observation(*g, r, 0) == seen);
    const GoofState& gs = goof_state(r);
    guesses.insert({gs.bid[1], gs.bid[2]});
    CHECK(gs.bid[0] == 0);
  }
  CHECK(guesses.size() == 9);  // p1 holds 2 3 4, p2 holds 1 3 4: every pair turns up
  State r = s;
  g->resample_hidden(r, 1, rng);
  CHECK(goof_state(r).bid[1] == 4);  // a seat's own bid is no secret to it
}

TEST_CASE("goofspiel: its option comes from the file or --set; unknown options and bad ranges are named") {
  CHECK(std::static_pointer_cast<const GoofGame>(Game::load("goofspiel", 2))->cards() == 6);
  auto g = Game::load("goofspiel", 2, {{"cards", 9}});
  CHECK(g->num_actions() == 9);
  CHECK(g->num_ids() == 18);
  CHECK(g->action_name(g->num_actions()) == "reveal 1");
  CHECK_THROWS_WITH_AS(Game::load("goofspiel", 2, {{"cards", 14}}), doctest::Contains("'cards' = 14 is outside 1..13"),
                       ConfigError);
  CHECK_THROWS_WITH_AS(Game::load("goofspiel", 2, {{"turn_cap", 3}}),
                       doctest::Contains("unknown option 'turn_cap' (options: cards)"), ConfigError);
  CHECK_THROWS_WITH_AS(Game::load("goofspiel", 7), doctest::Contains("takes 2-6 players, not 7"), ConfigError);
}

TEST_CASE("goofspiel: a State's JSON is read back field by field, naming a bad one") {
  auto g = Game::load("goofspiel", 2, {{"cards", 3}});
  State s = g->new_game(1);
  acts(*g, s, {"reveal 2", "bid 3"});
  std::string text = g->to_json(s);
  CHECK(g->from_json(text) == s);
  auto replaced = [&](const std::string& from, const std::string& to) {
    std::string t = text;
    REQUIRE(t.find(from) != std::string::npos);
    return t.replace(t.find(from), from.size(), to);
  };
  CHECK_THROWS_WITH_AS(g->from_json(replaced("\"prize\":2", "\"prize\":7")), doctest::Contains("state.prize: must be an integer in 0..3"),
                       ConfigError);
  CHECK_THROWS_WITH_AS(g->from_json(replaced("\"bid\":3,\"cards\":[1,2,3]", "\"bid\":3,\"cards\":[1,2]")),
                       doctest::Contains("state.seats[0].bid: 3 is not a card the seat holds"), ConfigError);
  CHECK_THROWS_WITH_AS(g->from_json(replaced("\"deck\":[1,3]", "\"deck\":[1,4]")), doctest::Contains("state.deck: cards are 1..3"),
                       ConfigError);
  // 2^32 + 2 is not 2 cut to 32 bits.
  CHECK_THROWS_WITH_AS(g->from_json(replaced("\"prize\":2", "\"prize\":4294967298")),
                       doctest::Contains("state.prize: must be an integer in 0..3"), ConfigError);
}
