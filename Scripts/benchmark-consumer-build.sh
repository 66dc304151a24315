#!/usr/bin/env bash
# What adopting FeatureFlagKit costs a consumer's clean build: the same flags (37 by default)
# declared in flags.json and built through FeatureFlagPlugin, against the same flags written by
# hand the WordPress-iOS way with no dependency. Clean `swift build` and `swift build -c release`
# of each, best of RUNS (default 2) wall times.
#
# Usage: Scripts/benchmark-consumer-build.sh [FEATUREFLAGKIT_DIR] [FLAG_COUNT]
#   FEATUREFLAGKIT_DIR  the checkout to measure (default: this one), e.g. an older commit's
#                       `git worktree` to compare before and after a change.
# Needs python3. Takes about 5 minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
KIT=$(cd "${1:-$ROOT}" && pwd)
COUNT=${2:-37}
RUNS=${RUNS:-2}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

python3 Scripts/make-build-benchmark-sources.py "$COUNT" "$WORK/sources"
mkdir -p "$WORK/FeatureFlagKit"
cp -R "$KIT/Package.swift" "$KIT/Sources" "$KIT/Plugins" "$WORK/FeatureFlagKit/"

# Writes a consumer package: `plugin` uses FeatureFlagPlugin, `handwritten` has the WordPress file.
make_consumer() {
    local variant=$1 app="$WORK/$1"
    mkdir -p "$app/Sources/App"
    if [ "$variant" = plugin ]; then
        cp "$WORK/sources/flags.json" "$app/Sources/App/flags.json"
        printf 'import FeatureFlagKit\nif FeatureFlag.flag1.isEnabled { print(FeatureFlag.allCases.count) }\n' >"$app/Sources/App/main.swift"
        cat >"$app/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "PluginConsumer",
    dependencies: [.package(path: "../FeatureFlagKit")],
    targets: [.executableTarget(
        name: "App", dependencies: [.product(name: "FeatureFlagKit", package: "FeatureFlagKit")],
        plugins: [.plugin(name: "FeatureFlagPlugin", package: "FeatureFlagKit")])]
)
MANIFEST
    else
        cp "$WORK/sources/wordpress/FeatureFlag.swift" "$app/Sources/App/FeatureFlag.swift"
        printf 'if FeatureFlag.flag1.enabled { print("on") }\n' >"$app/Sources/App/main.swift"
        cat >"$app/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription
let package = Package(name: "HandwrittenConsumer", targets: [.executableTarget(name: "App")])
MANIFEST
    fi
}

# The best wall time, in seconds, of RUNS clean builds of `$1` with `swift build $2`.
clean_build_seconds() {
    local app=$1 configuration=$2 best=""
    for _ in $(seq "$RUNS"); do
        rm -rf "$app/.build"
        local start end
        start=$(date +%s%N)
        (cd "$app" && swift build -c "$configuration" >"$WORK/build.log" 2>&1) || { cat "$WORK/build.log" >&2; exit 1; }
        end=$(date +%s%N)
        local seconds
        seconds=$(awk -v ns=$((end - start)) 'BEGIN { printf "%.1f", ns / 1e9 }')
        if [ -z "$best" ] || awk -v a="$seconds" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$seconds; fi
    done
    echo "$best"
}

make_consumer plugin
make_consumer handwritten
# Resolve dependencies once, outside the timings.
(cd "$WORK/plugin" && swift package resolve >/dev/null 2>&1)

printf "%-10s %-16s %-16s %s\n" "build" "FeatureFlagKit" "hand-written" "overhead"
for configuration in debug release; do
    ours=$(clean_build_seconds "$WORK/plugin" "$configuration")
    theirs=$(clean_build_seconds "$WORK/handwritten" "$configuration")
    overhead=$(awk -v a="$ours" -v b="$theirs" 'BEGIN { printf "%.1f", a - b }')
    printf "%-10s %-16s %-16s %s\n" "$configuration" "$ours s" "$theirs s" "$overhead s"
done
echo "($COUNT flags, $(nproc) cores, best of $RUNS clean builds; FeatureFlagKit from $KIT)"
