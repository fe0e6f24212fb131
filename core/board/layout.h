#pragma once
// Layout: what a seed decides about a board (terrain and number per hex,
// harbor kinds per slot, the robber's start). It is small and lives inside the
// State, so one shared Topology serves every randomised board of a shape.
#include <array>
#include <cstdint>

#include "core/board/terrain.h"
#include "core/board/topology.h"

namespace catanlab {

constexpr int kMaxHarbors = 16;

struct Layout {
  std::array<Terrain, kMaxHexes> terrain{};
  std::array<uint8_t, kMaxHexes> number{};        // 0 = no token
  std::array<uint8_t, kMaxHarbors> harbor_kind{};  // per harbor slot of the BoardSpec
  std::array<HexSet, 13> hexes_with_number{};      // derived: index 2..12
  int8_t robber_start = -1;
  uint8_t padding_[7]{};  // explicit, so the bytes of a State are all defined

  void index_numbers(int num_hexes) {
    hexes_with_number = {};
    for (int h = 0; h < num_hexes; ++h)
      if (number[h]) hexes_with_number[number[h]].set(h);
  }
};

}  // namespace catanlab
