#!/usr/bin/env bash
# Each game crate alone: the first example of its crate docs, built and run by a
# package whose only dependency is that crate.
#
# Doctests see every dependency of their crate (doska-core among them), so they cannot
# show that a program depending on `doska-mill` alone compiles what the docs show. This
# script writes one scratch package per game crate under target/alone/<crate>/, each
# depending on that crate only (by path), with the crate docs' first example as its
# `main`, then builds them all (one workspace, the repository's Cargo.lock, offline)
# and runs each. A `use doska_core::…` in an example fails the build here.
#
# Usage: .ci/alone.sh [crate…]   (default: every game crate; a crate is its directory
# under crates/). About a minute from cold on two cores, seconds when warm.
set -euo pipefail
cd "$(dirname "$0")/.."

crates=("$@")
if [ ${#crates[@]} -eq 0 ]; then
    crates=(checkers mill halma squeeze lines-of-action scoring-rows)
fi

out=target/alone
mkdir -p "$out"
# The workspace's lock, so that the scratch packages build the same versions offline.
cp Cargo.lock "$out/Cargo.lock"

members=""
for c in "${crates[@]}"; do
    lib="crates/$c/src/lib.rs"
    [ -f "$lib" ] || { echo "alone.sh: no $lib" >&2; exit 1; }
    mkdir -p "$out/$c/src"
    cat >"$out/$c/Cargo.toml" <<EOF
# Written by .ci/alone.sh: doska-$c is the only dependency.
[package]
name = "alone-$c"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
doska-$c = { path = "../../../crates/$c" }
EOF
    # The first fenced block of the crate docs (`//! \`\`\``), its hidden lines (`# `)
    # shown, as rustdoc compiles it.
    example=$(awk '
        /^\/\/! ```/ { if (inside) exit; inside = 1; next }
        inside {
            sub(/^\/\/! ?/, "")
            if ($0 == "#") $0 = ""
            else sub(/^# /, "")
            print
        }' "$lib")
    [ -n "$example" ] || { echo "alone.sh: no example in $lib" >&2; exit 1; }
    {
        echo "// The first example of crates/$c/src/lib.rs, written by .ci/alone.sh."
        if grep -q 'fn main' <<<"$example"; then
            printf '%s\n' "$example"
        else
            echo "fn main() {"
            printf '%s\n' "$example"
            echo "}"
        fi
    } >"$out/$c/src/main.rs"
    members+="\"$c\", "
done

cat >"$out/Cargo.toml" <<EOF
# Written by .ci/alone.sh: one package per game crate, each depending on it alone.
[workspace]
resolver = "2"
members = [${members%, }]

[profile.dev]
debug = false
EOF

target="$PWD/target/alone-target"
cargo build --offline --quiet --manifest-path "$out/Cargo.toml" --workspace --target-dir "$target"
failed=()
for c in "${crates[@]}"; do
    if "$target/debug/alone-$c" >/dev/null; then
        echo "alone-$c: the first example of crates/$c/src/lib.rs runs with doska-$c alone"
    else
        echo "alone-$c: the first example of crates/$c/src/lib.rs FAILED" >&2
        failed+=("$c")
    fi
done
if [ ${#failed[@]} -gt 0 ]; then
    echo "alone.sh: failed: ${failed[*]}" >&2
    exit 1
fi
