// What things cost (Colonies §5.2) and how a seat pays: food is wool or
// grain, and a seat pays either part from whichever it holds more of (ours:
// the book leaves the choice to the player; the fuller pile keeps both open).
#include "core/colonies/col_rules.h"

namespace catanlab::col {

namespace {

ColCost fixed(std::array<int, 5> cards, int food = 0) {
  ColCost c;
  c.fixed = cards;
  c.food = food;
  return c;
}

// Takes one card from the fuller of two piles (the first on a tie).
void pay_either(ColState& s, int p, int a, int b) {
  uint8_t* hand = s.seat[p].hand;
  const int r = hand[b] > hand[a] ? b : a;
  hand[r] -= 1;
  s.bank[r] += 1;
}

}  // namespace

ColCost road_cost(const ColState& s, int p) {
  if (s.seat[p].dev_played[ColCard::RoadBuilding]) {
    ColCost c;
    c.lumber_or_brick = 1;
    return c;
  }
  return fixed({1, 1, 0, 0, 0});
}

// One food, lumber, brick and ore per card owned, plus one; Library halves it
// rounded up, University rounded down, both rounded down (Colonies §5.2).
ColCost dev_cost(const ColState& s, int p) {
  const ColSeat& me = s.seat[p];
  int n = 1;
  for (int k = 0; k < kColDevKinds; ++k) n += me.dev_held[k] + me.dev_played[k];
  if (me.dev_played[ColCard::University]) n /= 2;
  else if (me.dev_played[ColCard::Library]) n = (n + 1) / 2;
  return fixed({n, n, 0, 0, n}, n);
}

ColCost toll(const ColGame& g) {
  ColCost c;
  c.any = g.opt().col_toll;
  return c;
}

// The price of hiring the neutral forces on h: their regiments' costs, less
// one of the tile's resource per regiment (Colonies §5.10).
ColCost hire_cost(const ColState& s, int h) {
  ColCost c;
  const int r = tile_resource(s, h);
  for (int k = 0; k < 2; ++k)
    for (int i = 0; i < s.npc[h][Neutral][k]; ++i) {
      ColCost one = regiment_cost(k);
      if (r >= 0 && one.fixed[r]) one.fixed[r] -= 1;
      else if ((r == Wool || r == Grain) && one.food) one.food -= 1;
      c += one;
    }
  return c;
}

void pay(ColState& s, int p, const ColCost& c) {
  uint8_t* hand = s.seat[p].hand;
  for (int r = 0; r < 5; ++r) {
    hand[r] = uint8_t(hand[r] - c.fixed[r]);
    s.bank[r] = uint8_t(s.bank[r] + c.fixed[r]);
  }
  for (int k = 0; k < c.food; ++k) pay_either(s, p, Wool, Grain);
  for (int k = 0; k < c.lumber_or_brick; ++k) pay_either(s, p, Lumber, Brick);
  for (int k = 0; k < c.any; ++k) {
    int r = 0;
    for (int x = 1; x < 5; ++x)
      if (hand[x] > hand[r]) r = x;
    hand[r] -= 1;
    s.bank[r] += 1;
  }
}

int gain(ColState& s, int p, int r, int n) {
  n = std::min<int>(n, s.bank[r]);
  s.bank[r] = uint8_t(s.bank[r] - n);
  s.seat[p].hand[r] = uint8_t(s.seat[p].hand[r] + n);
  return n;
}

int hand_total(const ColState& s, int p) {
  int n = 0;
  for (int r = 0; r < 5; ++r) n += s.seat[p].hand[r];
  return n;
}

}  // namespace catanlab::col
