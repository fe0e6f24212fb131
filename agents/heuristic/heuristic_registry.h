#pragma once
// The heuristic's parts register themselves as rule modules do: every file
// agents/heuristic/<name>_terms.cpp or <name>_value.cpp defines
// register_<name>_terms() or register_<name>_value(), and the registry that
// agents/CMakeLists.txt generates calls each one once.

namespace catanlab {

// Calls every heuristic register function, once (thread-safe: the first caller runs them).
void register_heuristics();

}  // namespace catanlab
