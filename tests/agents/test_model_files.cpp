// Model files through LibTorch (built with CATANLAB_TORCH=ON only): a file
// that is not TorchScript is refused by name.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "agents/evaluator.h"
#include "core/config_error.h"

using namespace catanlab;
namespace fs = std::filesystem;

TEST_CASE("model files: a file that is not TorchScript is named") {
  const fs::path dir = fs::temp_directory_path() / "catanlab_test_model_files";
  fs::create_directories(dir);
  const fs::path junk = dir / "junk.pt";
  std::ofstream(junk) << "not a model";
  auto g = Game::load("base", 4);
  CHECK_THROWS_WITH_AS(load_evaluator(junk.string(), *g), doctest::Contains("not a TorchScript model"), ConfigError);
  fs::remove_all(dir);
}
