#!/usr/bin/env bash
# Builds the playground into target/web/ (or the folder given): the game crates
# compiled to WebAssembly through crates/web, its JavaScript bindings, and the page.
# Installs what it needs when it is missing: the wasm32-unknown-unknown target (rustup),
# the `wasm-bindgen` command of the exact version Cargo.lock pins (cargo install, into
# target/tools) and binaryen's `wasm-opt` (npm, into web/tools), which shrinks the
# module. Needs Node.js and npm.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-target/web}

rustup target list --installed | grep -qx wasm32-unknown-unknown \
    || rustup target add wasm32-unknown-unknown

# The command must be the version of the crate the module was built with.
version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/"/, "", $3); print $3; exit }' Cargo.lock)
bindgen=target/tools/bin/wasm-bindgen
if [ ! -x "$bindgen" ] || [ "$("$bindgen" --version | awk '{print $2}')" != "$version" ]; then
    echo "installing wasm-bindgen-cli $version into target/tools" >&2
    # Not --locked: the lock file published with the command names a webpki-roots
    # release that some registry mirrors do not serve; the newest compatible one does.
    cargo install --quiet wasm-bindgen-cli --version "=$version" --root target/tools
fi

cargo build --locked --profile web --target wasm32-unknown-unknown -p doska-web
rm -rf "$out"
mkdir -p "$out"
"$bindgen" --target web --no-typescript --out-dir "$out/pkg" \
    target/wasm32-unknown-unknown/web/doska_web.wasm
wasm="$out/pkg/doska_web_bg.wasm"
# wasm-opt from binaryen 132 (web/tools, pinned by its lock file), run by Node.js:
# Debian's binaryen 108 breaks the reference-typed tables that wasm-bindgen writes.
(cd web/tools && npm ci --no-audit --no-fund --loglevel=error)
node web/tools/node_modules/binaryen/bin/wasm-opt -O3 \
    --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-reference-types --enable-multivalue \
    "$wasm" -o "$wasm.opt"
mv "$wasm.opt" "$wasm"
cp web/index.html web/style.css web/app.js web/worker.js "$out/"
echo "the playground is in $out ($(wc -c < "$wasm") bytes of WebAssembly)"
echo "serve it with: python3 -m http.server --bind 127.0.0.1 --directory $out 8000"
