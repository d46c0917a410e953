#!/usr/bin/env bash
# Builds the Python package from this folder into a throwaway virtual environment and
# runs its tests (docs/learning.md). Needs python3 with venv and Rust; pip fetches
# maturin, numpy, pytest, gymnasium and pettingzoo from PyPI. Run by .ci/run.
#
#   python/test.sh                 # a new venv in a temporary folder, removed after
#   DOSKA_PY_VENV=/tmp/v python/test.sh   # keep (and reuse) the venv there
set -euo pipefail
cd "$(dirname "$0")"

if [[ -n "${DOSKA_PY_VENV:-}" ]]; then
    VENV=$DOSKA_PY_VENV
else
    TMP=$(mktemp -d)
    trap 'rm -rf "$TMP"' EXIT
    VENV=$TMP/venv
fi
[[ -x "$VENV/bin/python" ]] || python3 -m venv "$VENV"
PY=$VENV/bin/python
"$PY" -m pip install -q --disable-pip-version-check "maturin>=1.9,<2" numpy pytest gymnasium pettingzoo

# The same build as `pip install ./python` (a release build of the extension), with
# the lock file's versions and the main workspace's target folder for the Doska crates.
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-../target/python}
"$PY" -m maturin build --release --locked --out "$CARGO_TARGET_DIR/wheels" -q
"$PY" -m pip install -q --disable-pip-version-check --force-reinstall --no-deps "$CARGO_TARGET_DIR"/wheels/doska-*.whl

# From outside the source folder, so the tests import the installed package.
cd tests
"$PY" -m pytest -q -p no:cacheprovider . --doctest-modules "$("$PY" -c 'import doska, os; print(os.path.dirname(doska.__file__))')"
