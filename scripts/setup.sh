#!/usr/bin/env bash
# Installs what catanlab needs from Debian's archive (only what is missing),
# then configures and builds Release into build/ and installs the Python
# package into .venv/. A second run is quick.
# --no-torch: neither LibTorch nor torch; builds into build-notorch/ with
# CATANLAB_TORCH=OFF (no neural agent) and skips the Python package.
# --sanitize: the same without torch, under ASan and UBSan (CATANLAB_SANITIZE=ON,
# RelWithDebInfo for line numbers in reports) into build-asan/.
set -euo pipefail
cd "$(dirname "$0")/.."
torch=ON
build=build
flags=(-DCMAKE_BUILD_TYPE=Release)
case "${1:-}" in
  --no-torch) torch=OFF build=build-notorch ;;
  --sanitize) torch=OFF build=build-asan flags=(-DCMAKE_BUILD_TYPE=RelWithDebInfo -DCATANLAB_SANITIZE=ON) ;;
esac

PACKAGES=(cmake ninja-build g++ libfmt-dev libcli11-dev doctest-dev nlohmann-json3-dev
          python3-dev python3-pybind11 pybind11-dev python3-numpy python3-pytest python3-venv
          python3-pip python3-setuptools python3-wheel
          python3-matplotlib     # scripts/plot_*.py
          chromium python3-websocket)  # tests/browser: the replay viewer in headless Chromium
if [ $torch = ON ]; then
  PACKAGES+=(python3-torch
             libopenblas0-pthread   # torch's BLAS: ~20x faster training than netlib's reference BLAS
             python3-tqdm python3-distributed libtorch-dev)  # catanlab.train: progress bar, Dask self-play, the C++ search's nets
fi

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo=sudo
  echo "setup: installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if [ ! -f $build/build.ninja ]; then
  cmake -S . -B $build -G Ninja "${flags[@]}" -DPython3_EXECUTABLE=/usr/bin/python3 -DCATANLAB_TORCH=$torch >/dev/null
fi
cmake --build $build
[ $torch = OFF ] && exit 0

# The Python package: a virtual environment over Debian's python3 (numpy,
# torch) with catanlab installed editable from python/ (offline: no index).
# The package loads the extension from build/python/catanlab/: rebuilds need no reinstall.
if [ ! -x .venv/bin/python ]; then
  /usr/bin/python3 -m venv --system-site-packages .venv
fi
if ! compgen -G ".venv/lib/python3*/site-packages/__editable__.catanlab-*.pth" >/dev/null; then
  .venv/bin/pip install -q --no-index --no-build-isolation --no-deps -e python/
fi
