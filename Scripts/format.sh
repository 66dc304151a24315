#!/bin/sh
# Formats the package's own Swift with the toolchain's `swift format` and `.swift-format`, or,
# with `lint`, fails on any finding (what `.ci/run` does). Golden files and fixture packages are
# left alone: they are the generator's output and inputs, compared byte for byte.
#
#   Scripts/format.sh        # rewrite in place
#   Scripts/format.sh lint   # check only
set -eu
cd "$(dirname "$0")/.."
files=$(find Package.swift Sources Plugins Tests -name '*.swift' -not -path '*/Golden/*' -not -path '*/Fixtures/*' | sort)
if [ "${1:-}" = lint ]; then
    # shellcheck disable=SC2086
    swift format lint --strict --parallel $files
else
    # shellcheck disable=SC2086
    swift format format --in-place --parallel $files
fi
