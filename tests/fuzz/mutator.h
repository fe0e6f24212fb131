#pragma once
// A seeded mutator for the parser fuzz suite: it takes a valid input (a board,
// rule set, campaign or replay file, an agent spec) and changes it a few times,
// mostly token by token so that the result still reads as JSON and reaches the
// checks behind the syntax: numbers become edge values (0, -1, 2^31, 2^63,
// 1e308), strings and words become others seen in the seeds (a terrain where a
// resource was, an action from another game), values change type (null, [],
// {}), lines are dropped, doubled or swapped; and sometimes raw bytes change,
// spans are cut or doubled, or the text ends early. The same seed gives the
// same input, so a finding replays from its (format, iteration).
#include <string>
#include <vector>

#include "core/rng.h"

namespace catanlab::testing {

class Mutator {
 public:
  // The dictionary is every quoted string and bare word in `seeds`.
  explicit Mutator(const std::vector<std::string>& seeds);
  // `text` changed one to four times.
  std::string mutate(const std::string& text, Rng& rng) const;

 private:
  void mutate_once(std::string& text, Rng& rng) const;
  std::vector<std::string> strings_, words_;
};

}  // namespace catanlab::testing
