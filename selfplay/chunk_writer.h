#pragma once
// ChunkWriter: training records into chunk files (docs/neural.md), each
// written under a temporary name and renamed when complete, so a crash or an
// interrupt loses at most the chunk in flight and a reader never sees half a
// file. Records are fixed-size rows; the file ends with a CRC-32.
#include <cstdint>
#include <string>
#include <vector>

#include "core/engine/game.h"

namespace catanlab {

struct TrainingRecord {
  const State* state;  // the position decided; its observation and mask are taken from it
  int seat;            // the deciding seat
  const std::vector<std::pair<Action, float>>* policy;  // the improved policy over the legal actions
  int winner;          // absolute seat, or -1 for a draw
  const int* final_vp;  // per absolute seat
  const float* root_value;  // the search's value of the position per absolute seat
  int32_t game, move, turn;
};

class ChunkWriter {
 public:
  // Files are named <dir>/<prefix>-<index>.bin; the header's JSON gets `header_extra`'s keys.
  // Throws ConfigError for records_per_chunk < 1.
  ChunkWriter(const Game& g, std::string dir, std::string prefix, int records_per_chunk, std::string header_extra);
  ~ChunkWriter();
  void add(const TrainingRecord& r);
  // Writes the records held, if any, as one more chunk.
  void flush();
  const std::vector<std::string>& chunks() const { return chunks_; }
  uint64_t records() const { return records_; }
  size_t record_bytes() const { return record_bytes_; }

 private:
  const Game& g_;
  std::string dir_, prefix_, header_extra_;
  int per_chunk_;
  size_t record_bytes_;
  bool has_value_;  // the family has the heuristic's value function: records carry its seat values
  std::vector<std::string> terms_;  // and its terms (value_term_names), K per seat
  std::vector<unsigned char> buffer_;  // the records of the chunk in flight
  int held_ = 0;
  uint64_t records_ = 0;
  std::vector<std::string> chunks_;
  std::vector<float> obs_;
};

}  // namespace catanlab
