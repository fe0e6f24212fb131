#pragma once
// The "did you mean" of an unknown name (a rule set, agent, option or
// subcommand): the nearest known name by edit distance, when it is near
// enough to be a slip of the keyboard.
#include <algorithm>
#include <string>
#include <vector>

namespace catanlab {

// Edits (insert, delete, substitute, swap two neighbours) that turn a into b.
inline size_t edit_distance(const std::string& a, const std::string& b) {
  std::vector<std::vector<size_t>> d(a.size() + 1, std::vector<size_t>(b.size() + 1));
  for (size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
  for (size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
  for (size_t i = 1; i <= a.size(); ++i)
    for (size_t j = 1; j <= b.size(); ++j) {
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] != b[j - 1])});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.size()][b.size()];
}

// "; did you mean 'base'?" for "basee", or "" when no known name is near:
// within a third of the name's length in edits (one at least), or one that
// begins with the name ("seafarers_" for "seafarers_fog_islands").
inline std::string did_you_mean(const std::string& name, const std::vector<std::string>& known) {
  const std::string* best = nullptr;
  size_t best_distance = std::max<size_t>(1, name.size() / 3);
  for (const std::string& k : known)
    if (const size_t d = edit_distance(name, k); d <= best_distance && (!best || d < best_distance))
      best = &k, best_distance = d;
  if (!best && !name.empty())
    for (const std::string& k : known)
      if (k.starts_with(name)) {
        best = &k;
        break;
      }
  return best ? "; did you mean '" + *best + "'?" : "";
}

}  // namespace catanlab
