"""The wheel: `pip wheel --no-build-isolation --no-deps .` here packs
python/catanlab with the extension CMake built (build/python/catanlab/, or
$CATANLAB_BUILD's) and the LibTorch plugin beside it, configs/ (rule sets, boards, campaigns) and models/ (what
the agent `strong` plays) inside it, so
that it installs into any virtual environment of this Python with numpy.
Build the extension first (scripts/setup.sh). Developers keep the editable
install of python/ (python/pyproject.toml), which loads the extension from
build/."""
import glob
import os
import shutil

from setuptools import Distribution, setup
from setuptools.command.build_py import build_py

ROOT = os.path.dirname(os.path.abspath(__file__))


class BuildPy(build_py):
    def run(self):
        super().run()
        built = os.path.join(ROOT, os.environ.get("CATANLAB_BUILD", "build"), "python", "catanlab")
        extension = glob.glob(os.path.join(built, "_catanlab*.so"))
        if not extension:
            raise SystemExit(f"no extension in {built}: build it first (scripts/setup.sh)")
        package = os.path.join(self.build_lib, "catanlab")
        shutil.copy2(extension[0], package)
        plugin = os.path.join(built, "..", "..", "agents", "libcatanlab_torch.so")  # model files, opened on demand
        if os.path.exists(plugin):
            shutil.copy2(plugin, package)
        shutil.copytree(os.path.join(ROOT, "configs"), os.path.join(package, "configs"), dirs_exist_ok=True)
        shutil.copytree(os.path.join(ROOT, "models"), os.path.join(package, "models"), dirs_exist_ok=True)


class BinaryDistribution(Distribution):
    """A wheel for this platform and Python: it holds a compiled extension."""
    def has_ext_modules(self):
        return True


setup(cmdclass={"build_py": BuildPy}, distclass=BinaryDistribution,
      options={"build": {"build_base": "build-wheel"}, "egg_info": {"egg_base": "build-wheel"}})
