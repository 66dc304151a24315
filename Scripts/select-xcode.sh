#!/usr/bin/env bash
# Prints the path of the Xcode a CI job builds with, chosen among the runner's
# /Applications/Xcode_*.app, or says which one is missing and fails.
#
#   Scripts/select-xcode.sh oldest 26   # the oldest Xcode 26.x: the package's swift-tools-version
#   Scripts/select-xcode.sh newest      # the newest released Xcode (betas left out)
#
# XCODE_APPLICATIONS names another folder to look in (the tests use one of their own).
set -euo pipefail
folder="${XCODE_APPLICATIONS:-/Applications}"
which="${1:?usage: select-xcode.sh oldest MAJOR | newest}"

shopt -s nullglob
case "$which" in
oldest)
    major="${2:?usage: select-xcode.sh oldest MAJOR}"
    candidates=("$folder"/Xcode_"$major".app "$folder"/Xcode_"$major".*.app)
    wanted="Xcode $major"
    ;;
newest)
    candidates=("$folder"/Xcode_[0-9]*.app)
    wanted="released Xcode"
    ;;
*)
    echo "select-xcode.sh: '$which' is neither oldest nor newest." >&2
    exit 2
    ;;
esac

releases=()
for app in "${candidates[@]}"; do
    [ -d "$app" ] || continue
    case "$app" in
    *beta* | *Beta* | *_RC* | *Release_Candidate*) ;;
    *) releases+=("$app") ;;
    esac
done
if [ "${#releases[@]}" -eq 0 ]; then
    echo "No $wanted in $folder on this runner image; pick an image that has one." >&2
    exit 1
fi

sorted="$(printf '%s\n' "${releases[@]}" | sort -V)"
if [ "$which" = oldest ]; then
    printf '%s\n' "$sorted" | head -n 1
else
    printf '%s\n' "$sorted" | tail -n 1
fi
