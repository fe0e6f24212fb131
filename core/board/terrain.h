#pragma once
// Terrain, resources and harbor kinds: the vocabulary shared by boards and rules.
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace catanlab {

constexpr int kNumResources = 5;
enum Resource : uint8_t { Lumber, Brick, Wool, Grain, Ore };
constexpr std::string_view kResourceNames[kNumResources] = {"lumber", "brick", "wool", "grain", "ore"};

// What a hand holds: the five resources, then the three commodities of Cities &
// Knights (always 0 in the base game, whose action blocks cover resources only).
constexpr int kNumCardKinds = 8;
enum Commodity : uint8_t { Paper = 5, Cloth = 6, Coin = 7 };
using Hand = std::array<uint8_t, kNumCardKinds>;
constexpr std::string_view kCardNames[kNumCardKinds] = {"lumber", "brick", "wool", "grain", "ore",
                                                        "paper",  "cloth", "coin"};

// Swamp (Legend of the Conquerors) and castle (Barbarian Attack) are land that yields nothing and
// takes no number, like desert. Fog is a face-down hex (Seafarers): neither land nor sea until a
// module turns it over, drawing its terrain from the board's fog pool (BoardSpec::fog_pools).
enum class Terrain : uint8_t { Sea, Desert, Forest, Hills, Pasture, Fields, Mountains, Gold, Swamp, Castle, Fog };
constexpr int kNumTerrains = 11;
constexpr std::string_view kTerrainNames[kNumTerrains] = {"sea",    "desert",    "forest", "hills",  "pasture", "fields",
                                                          "mountains", "gold", "swamp", "castle", "fog"};

// The resource a terrain yields, or -1 (sea, desert; gold is chosen by the player).
constexpr int terrain_resource(Terrain t) {
  switch (t) {
    case Terrain::Forest: return Lumber;
    case Terrain::Hills: return Brick;
    case Terrain::Pasture: return Wool;
    case Terrain::Fields: return Grain;
    case Terrain::Mountains: return Ore;
    default: return -1;
  }
}

// The commodity a city on terrain t adds (Cities & Knights), or -1.
constexpr int terrain_commodity(Terrain t) {
  switch (t) {
    case Terrain::Forest: return Paper;
    case Terrain::Pasture: return Cloth;
    case Terrain::Mountains: return Coin;
    default: return -1;
  }
}

// Harbor kinds 0..4 are the 2:1 harbors of that resource; kGenericHarbor is 3:1.
constexpr uint8_t kGenericHarbor = 5;
constexpr int kNumHarborKinds = 6;

inline std::optional<int> parse_resource(std::string_view s) {
  for (int r = 0; r < kNumResources; ++r)
    if (kResourceNames[r] == s) return r;
  return std::nullopt;
}
inline std::optional<int> parse_card_kind(std::string_view s) {
  for (int k = 0; k < kNumCardKinds; ++k)
    if (kCardNames[k] == s) return k;
  return std::nullopt;
}

}  // namespace catanlab
