#!/usr/bin/env bash
# Builds the libFuzzer target over XibModel + XibGenerator into .build/fuzz/fuzz-xib.
#
# The package's sources are compiled directly (two modules, whole-module, instrumented with
# -sanitize=fuzzer,address); libxml2 is the system library and is not instrumented.
# Usage: Fuzz/build.sh [--release]   (default: -O with debug info, which finds the same bugs faster)
#        Fuzz/build.sh swift-scan      the owner-source scanner alone (SwiftSourceScan) into .build/fuzz/fuzz-swift-scan
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
OUT=$ROOT/.build/fuzz
mkdir -p "$OUT/modules"
SWIFTC=${SWIFTC:-swiftc}
LIBXML_CFLAGS=$(pkg-config --cflags-only-I libxml-2.0 2>/dev/null | xargs)
LIBXML_CFLAGS=${LIBXML_CFLAGS:--I/usr/include/libxml2}
COMMON=(-O -g -sanitize=fuzzer,address -parse-as-library -wmo -swift-version 6 -package-name xibgen
        -I "$OUT/modules" -I "$ROOT/Sources/CLibXML2" -Xcc "$LIBXML_CFLAGS")

build_module() {  # name, sources...
  local name=$1; shift
  "$SWIFTC" "${COMMON[@]}" -module-name "$name" -emit-module -emit-module-path "$OUT/modules/$name.swiftmodule" \
    -c "$@" -o "$OUT/$name.o"
}

if [[ ${1:-} == swift-scan ]]; then
  build_module SwiftSourceScan $(find Sources/SwiftSourceScan -name '*.swift' | sort)
  "$SWIFTC" "${COMMON[@]}" -module-name FuzzSwiftScan Fuzz/FuzzSwiftScan.swift "$OUT/SwiftSourceScan.o" -use-ld=lld -o "$OUT/fuzz-swift-scan"
  echo "built $OUT/fuzz-swift-scan"
  exit 0
fi

build_module XibModel $(find Sources/XibModel -name '*.swift' | sort)
build_module XibGenerator $(find Sources/XibGenerator -name '*.swift' | sort)
"$SWIFTC" "${COMMON[@]}" -module-name FuzzXib Fuzz/FuzzXib.swift "$OUT/XibModel.o" "$OUT/XibGenerator.o" \
  -lxml2 -use-ld=lld -o "$OUT/fuzz-xib"
echo "built $OUT/fuzz-xib"
