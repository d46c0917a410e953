#!/usr/bin/env bash
# Builds the playground (web/build.sh) and plays it in a real browser: Debian's
# Chromium, headless, driven by playwright-core from the npm registry (web/test/), the
# page served from 127.0.0.1. Installs Chromium (apt-get) and the Node package (npm ci)
# when they are missing; never downloads a browser of its own.
# Screenshots go to target/web-test/.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null; then
    echo "installing Debian's chromium" >&2
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi

web/build.sh target/web
(cd web/test && npm ci --no-audit --no-fund --loglevel=error)
CHROMIUM=$(command -v chromium) node web/test/play.mjs target/web target/web-test
