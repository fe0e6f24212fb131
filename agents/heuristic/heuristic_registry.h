#pragma once
// The heuristic's parts register themselves as rule modules do: every file
// agents/heuristic/<name>_terms.cpp or <name>_value.cpp defines
// register_<name>_terms() or register_<name>_value(), and the registry that
// agents/CMakeLists.txt generates calls each one once.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace catanlab {

// Calls every heuristic register function, once (thread-safe: the first caller runs them).
void register_heuristics();

// The parts of one kind (family values, module terms) by name; each lives as long as the program.
template <class Part>
class NamedParts {
 public:
  void add(std::string_view name, const Part& part) { parts_.emplace_back(name, &part); }
  // The part of that name, null where none is registered; registers every part first. Thread-safe.
  const Part* find(std::string_view name) const {
    register_heuristics();
    for (const auto& [known, part] : parts_)
      if (known == name) return part;
    return nullptr;
  }

 private:
  std::vector<std::pair<std::string, const Part*>> parts_;
};

}  // namespace catanlab
