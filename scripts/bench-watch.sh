#!/usr/bin/env bash
# Runs the watcher's measuring tests (real inotify / polling on a temp dir) and prints their numbers:
# 1,000-file burst (inotify, polling), 1,000-file git checkout behind .git/index.lock,
# batch delivery after index.lock removal, single write → batch latency, startup on 2,000 directories.
# Usage: scripts/bench-watch.sh [runs]   (default 3)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"
swift build --build-tests >/dev/null
filter='burstOfThousand|gitCheckoutBurst|indexLockDelays|singleEventLatency|startupOnTwoThousand'
for ((i = 1; i <= runs; i++)); do
    echo "== run $i"
    swift test --skip-build --filter "$filter" 2>&1 | grep -E '^\[bench\]|✘' || true
done
