// The chapters' event tracks, as rulings.md lists them ("Event tracks",
// found): space 1 is the start; unlisted spaces are blank.
#include "core/conquerors/lotc_internal.h"

namespace catanlab::lotc {

namespace {

struct Entry {
  int space;
  Event event;
  int strength;
};

constexpr Entry kChapter1[] = {
    {7, Event::Land, 2},           {8, Event::BarbarianAttack, 0},  {9, Event::AdvanceNorthFirst, 0},
    {12, Event::Land, 3},          {13, Event::AdvanceSouthFirst, 0}, {15, Event::BarbarianAttack, 0},
    {16, Event::Land, 4},          {17, Event::AdvanceNorthFirst, 0}, {19, Event::Land, 5},
    {20, Event::AdvanceSouthFirst, 0}, {22, Event::BarbarianAttack, 0}, {23, Event::AdvanceNorthFirst, 0},
};
constexpr Entry kChapter2[] = {
    {3, Event::Land, 3},           {4, Event::AdvanceSouthFirst, 0}, {5, Event::SouthWine, 0},
    {6, Event::WylersHelp, 0},     {7, Event::Land, 4},             {8, Event::BarbarianAttack, 0},
    {9, Event::AdvanceNorthFirst, 0}, {10, Event::WylersHelp, 0},   {11, Event::Land, 5},
    {12, Event::AdvanceSouthFirst, 0}, {13, Event::WylersHelp, 0},  {14, Event::Land, 6},
    {15, Event::BarbarianAttack, 0}, {16, Event::AdvanceNorthFirst, 0}, {17, Event::WylersHelp, 0},
    {18, Event::SouthAmber, 0},    {19, Event::AdvanceSouthFirst, 0}, {20, Event::WylersHelp, 0},
    {21, Event::SouthWine, 0},     {22, Event::AdvanceNorthFirst, 0}, {23, Event::BarbarianAttack, 0},
    {24, Event::WylersHelp, 0},    {25, Event::AdvanceSouthFirst, 0},
};
constexpr Entry kChapter3[] = {
    {3, Event::EastSupport, 0},  {4, Event::SouthWine, 0},   {5, Event::WylersHelp, 0},
    {6, Event::Charge, 0},       {7, Event::EastSupport, 0}, {8, Event::BarbarianAttack, 0},
    {9, Event::SouthWine, 0},    {10, Event::WylersHelp, 0}, {12, Event::Charge, 0},
    {13, Event::WylersHelp, 0},  {14, Event::EastSupport, 0}, {15, Event::BarbarianAttack, 0},
    {17, Event::WylersHelp, 0},  {18, Event::Charge, 0},     {19, Event::SouthAmber, 0},
    {20, Event::WylersHelp, 0},  {22, Event::BarbarianAttack, 0}, {23, Event::WylersHelp, 0},
    {24, Event::Charge, 0},      {25, Event::EndIfRed2, 0},  {26, Event::EndIfRed4, 0},
    {27, Event::End, 0},
};

template <size_t N>
Space find(const Entry (&track)[N], int space) {
  for (const Entry& e : track)
    if (e.space == space) return {e.event, e.strength};
  return {};
}

}  // namespace

int track_length(int chapter) { return chapter == 1 ? 23 : chapter == 2 ? 25 : 27; }

Space track_space(int chapter, int space) {
  switch (chapter) {
    case 1: return find(kChapter1, space);
    case 2: return find(kChapter2, space);
    default: return find(kChapter3, space);
  }
}

}  // namespace catanlab::lotc
