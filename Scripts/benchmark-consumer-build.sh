#!/usr/bin/env bash
# What adopting FeatureFlagKit costs a consumer's clean build: the same flags (37 by default)
# declared in flags.json and built through FeatureFlagPlugin, against the same flags written by
# hand the WordPress-iOS way with no dependency. Clean `swift build` and `swift build -c release`
# of each, best of RUNS (default 2) wall times, with the CPU time of the same run.
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

# "wall cpu": the best wall time and the CPU time (user + system) of that same run, in seconds,
# of RUNS clean builds of `$1` with `swift build -c $2`. CPU time barely moves when the machine
# is busy with other work, so compare it when wall times are noisy.
clean_build_seconds() {
    local app=$1 configuration=$2 best="" best_cpu=""
    for _ in $(seq "$RUNS"); do
        rm -rf "$app/.build"
        local timing
        timing=$( { TIMEFORMAT='%R %U %S'; time (cd "$app" && swift build -c "$configuration" >"$WORK/build.log" 2>&1); } 2>&1 ) \
            || { cat "$WORK/build.log" >&2; exit 1; }
        local wall cpu
        wall=$(echo "$timing" | awk '{ printf "%.1f", $1 }')
        cpu=$(echo "$timing" | awk '{ printf "%.1f", $2 + $3 }')
        if [ -z "$best" ] || awk -v a="$wall" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$wall; best_cpu=$cpu; fi
    done
    echo "$best $best_cpu"
}

make_consumer plugin
make_consumer handwritten
# Resolve dependencies once, outside the timings.
(cd "$WORK/plugin" && swift package resolve >/dev/null 2>&1)

printf "%-8s %-24s %-24s %s\n" "build" "FeatureFlagKit wall/cpu" "hand-written wall/cpu" "overhead wall/cpu"
for configuration in debug release; do
    read -r ours ours_cpu <<<"$(clean_build_seconds "$WORK/plugin" "$configuration")"
    read -r theirs theirs_cpu <<<"$(clean_build_seconds "$WORK/handwritten" "$configuration")"
    overhead=$(awk -v a="$ours" -v b="$theirs" 'BEGIN { printf "%.1f", a - b }')
    overhead_cpu=$(awk -v a="$ours_cpu" -v b="$theirs_cpu" 'BEGIN { printf "%.1f", a - b }')
    printf "%-8s %-24s %-24s %s\n" "$configuration" "$ours s / $ours_cpu s" "$theirs s / $theirs_cpu s" "$overhead s / $overhead_cpu s"
done
echo "($COUNT flags, $(nproc) cores, best of $RUNS clean builds; FeatureFlagKit from $KIT)"
