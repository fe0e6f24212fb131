#pragma once
// Files the programs write (replays, JSON lines, viewers, pictures), every
// write checked: a full disk or a folder that cannot be written is a
// ConfigError naming the file and the reason, never a file silently cut short.
#include <cstdio>
#include <string>
#include <string_view>

namespace catanlab {

// A file written piece by piece. Throws ConfigError "PATH: cannot write: REASON"
// when it cannot be opened, and from any write, flush or close that fails.
class OutputFile {
 public:
  explicit OutputFile(std::string path);
  ~OutputFile();  // closes without a check: close() is the checked way
  OutputFile(const OutputFile&) = delete;
  OutputFile& operator=(const OutputFile&) = delete;

  void write(std::string_view text);
  void flush();  // hands what is buffered to the system
  void close();  // flushes and closes; later writes are refused
  const std::string& path() const { return path_; }

 private:
  [[noreturn]] void fail(int error) const;
  std::string path_;
  std::FILE* file_;
};

// The whole file at `path` is `text`; throws as OutputFile.
void write_file(const std::string& path, std::string_view text);

// Flushes standard output, a writer like the others: throws ConfigError
// "standard output: cannot write: REASON" when it fails.
void flush_standard_output();

// Creates `path` (and its parents) as a folder to write files into. Throws
// ConfigError "PATH: ..." when a file is in the way or it cannot be created or written.
void make_output_folder(const std::string& path);

}  // namespace catanlab
