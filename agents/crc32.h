#pragma once
// CRC-32 with zlib's polynomial (Python's zlib.crc32): the checksum of chunk
// files' bytes and of a model file's weights (docs/neural.md).
#include <cstddef>
#include <cstdint>

namespace catanlab {

// Continues `crc`, the checksum of the bytes before these (0 to start).
uint32_t crc32(const unsigned char* data, size_t size, uint32_t crc = 0);

}  // namespace catanlab
