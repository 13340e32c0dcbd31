# Sourced by the build scripts: compiler caching for every C++ configuration
# (native g++, clang with sanitizers or libFuzzer, em++ plain and threaded).
# The cache lives outside the clone (ccache's own ~/.cache/ccache unless
# CCACHE_DIR says otherwise), so a fresh clone of a nearby commit compiles
# almost nothing; a machine without ccache, or with a cold cache, builds as
# before. Paths under the clone are hashed relative to it (CCACHE_BASEDIR)
# and the working directory is left out of debug builds' hash
# (CCACHE_NOHASHDIR), so clones in different folders share their objects.
# Sets `cmake_launcher`: the CMake arguments that put ccache in front of
# the compiler (em++ takes EM_COMPILER_WRAPPER instead: it wraps the clang
# that em++ runs for each object, and leaves the link alone).
cmake_launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=)
if [[ ${CATMOUSE_CCACHE:-1} != 0 ]] && command -v ccache >/dev/null; then
  export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=1 CCACHE_MAXSIZE="${CCACHE_MAXSIZE:-6G}"
  export EM_COMPILER_WRAPPER=ccache
  cmake_launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
