// Legend of the Conquerors' options, read from the "conquerors" section of a rule-set file, and
// its progress card kinds, added to Cities & Knights'.
#include <stdexcept>

#include "core/conquerors/lotc_rules.h"

namespace catanlab {

OptionTable Conquerors::options() {
  return option_table(opt_, {
      CATANLAB_OPTION(opt_, lotc_chapter, "Conquerors: the chapter (event track and rules)", 1, 3),
      CATANLAB_OPTION(opt_, lotc_defeat_3p, "Conquerors: conquered numbered hexes that defeat 3 players", 1, 40),
      CATANLAB_OPTION(opt_, lotc_defeat_4p, "Conquerors: conquered numbered hexes that defeat 4 players", 1, 40),
      CATANLAB_OPTION(opt_, hero_track_max, "Conquerors: top space of the hero track (its number is its VP)", 0, 20),
      CATANLAB_OPTION(opt_, lotc_returns, "Conquerors: returns 0 = rank (defeat: all 0), 1 = legend points / 8", 0, 1),
      CATANLAB_OPTION(opt_, lotc_tokens, "Conquerors: amber tokens in the box, and as many wine tokens (board + seats + supply)", 0, 200),
      CATANLAB_OPTION(opt_, lotc_mercy, "Conquerors: 1 = the chapter repeated with mercy (chapter 1: a strong set-up knight, politics and science level 1, a politics card)", 0, 1),
  }, {{"strong_knight", &opt_.strong_knight_cost}, {"mighty_knight", &opt_.mighty_knight_cost}});
}

void Conquerors::extend(Module& extended) {
  auto& ck = dynamic_cast<CitiesKnights&>(extended);
  if (ck.add_progress_kinds(kLotcKinds) != Bribery)
    throw std::logic_error("conquerors: its progress card kinds must follow C&K's own");
  ck.set_extension(*this);
}

}  // namespace catanlab
