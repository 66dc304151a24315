#!/usr/bin/env bash
# Build-time benchmark, side by side on this machine:
#   - flaggen generate on manifests of 100, 1,000 and 10,000 flags;
#   - `swiftc -O` of the generated code against the same flags written the WordPress-iOS way
#     (String-backed enum, one switch arm per flag), with wall time and peak memory. The
#     generated code is compiled in Swift 6 mode, as FeatureFlagKit requires; the WordPress shape
#     in swiftc's default Swift 5 mode, as WordPress-iOS builds it (in Swift 6 mode its
#     region-isolation pass needs more than 20 GB at 10,000 flags, measured on this machine);
#   - that code behind a flag that is off in release is still left out (checked in the object file);
#   - a no-op `swift build` of a package using FeatureFlagPlugin against one without it.
#
# Usage: Scripts/benchmark-build.sh [FLAG_COUNT ...]     (default: 100 1000 10000)
# Needs python3; GNU time (`apt-get install -y time`) adds peak memory. Takes a few minutes,
# most of it compiling the WordPress shape at 10,000 flags.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
COUNTS=${*:-100 1000 10000}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

echo "Building flaggen and FeatureFlagKit (release)…"
swift build -c release --product flaggen >/dev/null
swift build -c release --target FeatureFlagKit >/dev/null
BIN=$(swift build -c release --show-bin-path)
FLAGGEN="$BIN/flaggen"
IMPORTS=(-I "$BIN/Modules" -Xcc "-fmodule-map-file=$BIN/CFlagAtomics.build/module.modulemap")

# Runs a command; prints "seconds peak-MB" (peak "?" without GNU time), or "failed" and its status.
measure() {
    local report="$WORK/time.txt" status=0
    if /usr/bin/time -f "%e %M" true >/dev/null 2>&1; then
        timeout 1200 /usr/bin/time -f "%e %M" -o "$report" "$@" >/dev/null 2>&1 || status=$?
        [ "$status" -eq 0 ] && awk '{ printf "%.2f %.0f\n", $1, $2 / 1024 }' "$report" || echo "failed(exit $status)"
    else
        local start end
        start=$(date +%s.%N)
        timeout 1200 "$@" >/dev/null 2>&1 || status=$?
        end=$(date +%s.%N)
        [ "$status" -eq 0 ] && echo "$(echo "$end - $start" | bc) ?" || echo "failed(exit $status)"
    fi
}

# "1.23 s / 456 MB" from "1.23 456"; a failure as is.
pretty() {
    case "$1" in failed*) echo "$1" ;; *) echo "${1%% *} s / ${1##* } MB" ;; esac
}

# The median of the wall times of 5 runs of a command, in milliseconds.
median_ms() {
    for _ in 1 2 3 4 5; do
        local start end
        start=$(date +%s%N)
        "$@" >/dev/null 2>&1
        end=$(date +%s%N)
        echo $(((end - start) / 1000000))
    done | sort -n | sed -n 3p
}

# Fill the module cache once, so that the first timed compile doesn't pay for it.
echo 'import FeatureFlagKit' >"$WORK/warm-up.swift"
swiftc -swift-version 6 -typecheck "$WORK/warm-up.swift" "${IMPORTS[@]}" >/dev/null 2>&1 || true

printf "\n%-7s %-14s %-22s %-22s %-10s %s\n" "flags" "generate (ms)" "ours: s / peak MB" "WordPress: s / peak MB" "ratio" "off-flag code in release"
printf "%-7s %-14s %-22s %-22s %-10s %s\n" "-----" "-------------" "-----------------" "----------------------" "-----" "------------------------"
for count in $COUNTS; do
    dir="$WORK/$count"
    python3 Scripts/make-build-benchmark-sources.py "$count" "$dir"
    generate_ms=$(median_ms sh -c "rm -rf '$dir/out' && '$FLAGGEN' generate '$dir/flags.json' --output '$dir/out'")
    "$FLAGGEN" generate "$dir/flags.json" --output "$dir/ours" >/dev/null 2>&1
    ours=$(measure swiftc -swift-version 6 -O -wmo -parse-as-library -c "$dir/ours/BuildConfiguration.swift" \
        "$dir/ours/FeatureFlag.swift" "${IMPORTS[@]}" -module-name Flags -o "$dir/ours.o")
    wordpress=$(measure swiftc -O -wmo -parse-as-library -c "$dir/wordpress/FeatureFlag.swift" \
        -module-name Flags -o "$dir/wordpress.o")
    ratio=$(awk -v o="${ours%% *}" -v w="${wordpress%% *}" 'BEGIN { if (o + 0 > 0 && w + 0 > 0) printf "%.1f%%", 100 * o / w; else print "n/a" }')
    swiftc -swift-version 6 -O -wmo -c "$dir/main.swift" "$dir/ours/BuildConfiguration.swift" "$dir/ours/FeatureFlag.swift" \
        "${IMPORTS[@]}" -module-name App -o "$dir/app.o" 2>/dev/null
    if grep -q MARKER_FLAG0_OFF "$dir/app.o"; then dce="present (FAIL)"
    elif grep -q MARKER_FLAG1_ON "$dir/app.o"; then dce="absent (ok)"
    else dce="check failed"; fi
    printf "%-7s %-14s %-22s %-22s %-10s %s\n" "$count" "$generate_ms" "$(pretty "$ours")" "$(pretty "$wordpress")" "$ratio" "$dce"
done

# No-op builds: the same package with and without the plugin (1,000 flags, or the largest
# count asked for below that), each built twice first (SwiftPM relinks a plugin's tool once
# on the second build).
NOOP_COUNT=$(echo "$COUNTS" | tr ' ' '\n' | awk '$1 <= 1000 { n = $1 } END { print n }')
NOOP_COUNT=${NOOP_COUNT:-$(echo "$COUNTS" | awk '{ print $1 }')}
mkdir -p "$WORK/noop/FeatureFlagKit"
cp -R Package.swift Sources Plugins flags.json "$WORK/noop/FeatureFlagKit/"
for variant in WithPlugin WithoutPlugin; do
    app="$WORK/noop/$variant"
    mkdir -p "$app/Sources/App"
    plugins=""
    if [ "$variant" = WithPlugin ]; then
        plugins=', plugins: [.plugin(name: "FeatureFlagPlugin", package: "FeatureFlagKit")]'
        cp "$WORK/$NOOP_COUNT/flags.json" "$app/Sources/App/flags.json"
        echo 'import FeatureFlagKit; print(FeatureFlag.allCases.count)' >"$app/Sources/App/main.swift"
    else
        echo 'import FeatureFlagKit; print(0)' >"$app/Sources/App/main.swift"
    fi
    cat >"$app/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "$variant",
    dependencies: [.package(path: "../FeatureFlagKit")],
    targets: [.executableTarget(name: "App", dependencies: [.product(name: "FeatureFlagKit", package: "FeatureFlagKit")]$plugins)]
)
MANIFEST
    (cd "$app" && swift build >/dev/null 2>&1 && swift build >/dev/null 2>&1)
done
with_ms=$(cd "$WORK/noop/WithPlugin" && median_ms swift build)
without_ms=$(cd "$WORK/noop/WithoutPlugin" && median_ms swift build)
echo
echo "no-op swift build ($NOOP_COUNT flags): with plugin ${with_ms} ms, without ${without_ms} ms, difference $((with_ms - without_ms)) ms (goal ≤ 100 ms)"
