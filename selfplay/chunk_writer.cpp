#include "selfplay/chunk_writer.h"

#include <fmt/format.h>

#include <cstdio>
#include <array>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "agents/crc32.h"
#include "agents/heuristic_eval.h"
#include "core/config_error.h"
#include "core/io/output_file.h"

namespace catanlab {

namespace {

constexpr char kMagic[8] = {'C', 'L', 'C', 'H', 'U', 'N', 'K', 0};
constexpr char kEndMagic[8] = {'C', 'L', 'C', 'H', 'E', 'N', 'D', 0};
constexpr uint32_t kChunkVersion = 4;

template <class T>
void put(std::vector<unsigned char>& out, const T& x) {
  const auto* p = reinterpret_cast<const unsigned char*>(&x);
  out.insert(out.end(), p, p + sizeof(T));
}

void put_bytes(std::vector<unsigned char>& out, const void* data, size_t size) {
  const auto* p = static_cast<const unsigned char*>(data);
  out.insert(out.end(), p, p + size);
}

}  // namespace

ChunkWriter::ChunkWriter(const Game& g, std::string dir, std::string prefix, int records_per_chunk,
                         std::string header_extra)
    : g_(g), dir_(std::move(dir)), prefix_(std::move(prefix)), header_extra_(std::move(header_extra)),
      per_chunk_(records_per_chunk), has_value_(has_value_function(g)) {
  if (records_per_chunk < 1) throw ConfigError(fmt::format("records_per_chunk must be at least 1, not {}", records_per_chunk));
  const size_t O = g.observation_size(), A = g.num_actions(), P = g.num_players();
  if (has_value_) terms_ = value_term_names(g);
  record_bytes_ = 4 * O + A + 4 * A + 4 * (P + 1) + 4 * P + 4 * P + 4 * P + 4 * P * terms_.size() + 16;
  make_output_folder(dir_);
  obs_.resize(O);
}

ChunkWriter::~ChunkWriter() = default;

void ChunkWriter::add(const TrainingRecord& r) {
  const int A = g_.num_actions(), P = g_.num_players();
  g_.observe(*r.state, r.seat, obs_.data());
  put_bytes(buffer_, obs_.data(), sizeof(float) * obs_.size());
  const size_t mask_at = buffer_.size();
  buffer_.resize(mask_at + A);
  g_.legal_mask(*r.state, buffer_.data() + mask_at);
  std::vector<float> policy(A, 0.0f);
  for (auto [a, p] : *r.policy) policy[a] = p;
  put_bytes(buffer_, policy.data(), sizeof(float) * A);
  for (int k = 0; k <= P; ++k) {
    const int outcome = r.winner < 0 ? P : (r.winner - r.seat + P) % P;
    put(buffer_, float(k == outcome));
  }
  for (int k = 0; k < P; ++k) put(buffer_, float(r.final_vp[(r.seat + k) % P]));
  for (int k = 0; k < P; ++k) put(buffer_, r.root_value[(r.seat + k) % P]);
  double heuristic[kMaxSeats], terms[kMaxSeats * kMaxValueTerms];  // NaN where the family has no value function
  const int K = int(terms_.size());
  if (has_value_) leaf_seat_terms(g_, *r.state, K, terms, heuristic);
  else std::fill(heuristic, heuristic + P, std::nan(""));
  for (int k = 0; k < P; ++k) put(buffer_, float(heuristic[(r.seat + k) % P]));
  for (int k = 0; k < P; ++k)
    for (int j = 0; j < K; ++j) put(buffer_, float(terms[(r.seat + k) % P * K + j]));
  put(buffer_, int32_t(r.game));
  put(buffer_, int32_t(r.move));
  put(buffer_, int32_t(r.seat));
  put(buffer_, int32_t(r.turn));
  ++records_;
  if (++held_ >= per_chunk_) flush();
}

void ChunkWriter::flush() {
  if (!held_) return;
  nlohmann::json header = nlohmann::json::parse(header_extra_.empty() ? "{}" : header_extra_);
  header["ruleset"] = g_.rules().name;
  header["num_players"] = g_.num_players();
  header["obs_size"] = g_.observation_size();
  header["num_actions"] = g_.num_actions();
  header["records"] = held_;
  header["value_terms"] = terms_;
  const std::string header_text = header.dump();

  std::vector<unsigned char> file;
  file.reserve(16 + header_text.size() + buffer_.size() + 12);
  put_bytes(file, kMagic, 8);
  put(file, kChunkVersion);
  put(file, uint32_t(header_text.size()));
  put_bytes(file, header_text.data(), header_text.size());
  put_bytes(file, buffer_.data(), buffer_.size());
  put(file, crc32(file.data(), file.size()));
  put_bytes(file, kEndMagic, 8);

  const std::string path = fmt::format("{}/{}-{:04d}.bin", dir_, prefix_, int(chunks_.size()));
  const std::string tmp = path + ".tmp";
  write_file(tmp, std::string_view(reinterpret_cast<const char*>(file.data()), file.size()));
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);  // atomic on POSIX: the chunk appears whole or not at all
  if (ec) throw ConfigError(tmp + ": cannot rename to " + path + ": " + ec.message());
  chunks_.push_back(path);
  buffer_.clear();
  held_ = 0;
}

}  // namespace catanlab
