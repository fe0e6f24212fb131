// Every module's terms by the name rule sets give the module.
#include "agents/heuristic/module_terms.h"

namespace catanlab {

const ModuleTerms& cities_knights_terms();
const ModuleTerms& conquerors_terms();
const ModuleTerms& barbarian_attack_terms();
const ModuleTerms& seafarers_terms();
const ModuleTerms& treasure_islands_terms();
const ModuleTerms& enchanted_land_terms();
const ModuleTerms& greater_catan_terms();
const ModuleTerms& departure_terms();
const ModuleTerms& desert_dragons_terms();
const ModuleTerms& great_canal_terms();

const ModuleTerms* module_terms(std::string_view module) {
  if (module == "cities_knights") return &cities_knights_terms();
  if (module == "conquerors") return &conquerors_terms();
  if (module == "barbarian_attack") return &barbarian_attack_terms();
  if (module == "seafarers" || module == "seafarers_ck") return &seafarers_terms();
  if (module == "treasure_islands") return &treasure_islands_terms();
  if (module == "enchanted_land") return &enchanted_land_terms();
  if (module == "greater_catan") return &greater_catan_terms();
  if (module == "departure") return &departure_terms();
  if (module == "desert_dragons") return &desert_dragons_terms();
  if (module == "great_canal") return &great_canal_terms();
  return nullptr;
}

}  // namespace catanlab
