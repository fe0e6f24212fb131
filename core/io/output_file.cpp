#include "core/io/output_file.h"

#include <cerrno>
#include <filesystem>
#include <system_error>
#include <unistd.h>

#include "core/config_error.h"

namespace catanlab {

namespace {

std::string reason(int error) { return std::error_code(error, std::generic_category()).message(); }

}  // namespace

OutputFile::OutputFile(std::string path) : path_(std::move(path)), file_(std::fopen(path_.c_str(), "wb")) {
  if (!file_) fail(errno);
}

OutputFile::~OutputFile() {
  if (file_) std::fclose(file_);
}

void OutputFile::fail(int error) const { throw ConfigError(path_ + ": cannot write: " + reason(error)); }

void OutputFile::write(std::string_view text) {
  if (!file_) fail(EBADF);
  if (std::fwrite(text.data(), 1, text.size(), file_) != text.size()) fail(errno);
}

void OutputFile::flush() {
  if (!file_) fail(EBADF);
  if (std::fflush(file_) != 0) fail(errno);
}

void OutputFile::close() {
  flush();
  std::FILE* file = file_;
  file_ = nullptr;
  if (std::fclose(file) != 0) fail(errno);
}

void write_file(const std::string& path, std::string_view text) {
  OutputFile out(path);
  out.write(text);
  out.close();
}

void flush_standard_output() {
  if (std::fflush(stdout) != 0 || std::ferror(stdout))
    throw ConfigError("standard output: cannot write: " + reason(errno));
}

void make_output_folder(const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (fs::exists(path, ec) && !fs::is_directory(path, ec)) throw ConfigError(path + ": not a folder (a file has that name)");
  fs::create_directories(path, ec);
  if (ec) throw ConfigError(path + ": cannot create the folder: " + ec.message());
  if (::access(path.c_str(), W_OK) != 0) throw ConfigError(path + ": cannot write in the folder: " + reason(errno));
}

}  // namespace catanlab
