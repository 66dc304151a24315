#!/bin/sh
# Prints the public API an app sees: FeatureFlagKit, the FlagModel module it re-exports, and
# FeatureFlagKitTesting, one symbol per line, sorted, as `swift package dump-symbol-graph` sees it: what documentation and
# autocomplete show an app. Underscored plumbing for generated code and declarations hidden with
# `@_documentation(visibility: private)` are left out, as they are from the documentation.
#
#   Scripts/public-symbols.sh > /tmp/after.txt && git stash && Scripts/public-symbols.sh > /tmp/before.txt
#   diff /tmp/before.txt /tmp/after.txt
set -eu
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift package dump-symbol-graph --skip-synthesized-members >"$log" 2>&1; then
    cat "$log" >&2
    exit 1
fi
folder=$(sed -n 's/^Files written to //p' "$log" | tail -n 1)
python3 - "$folder" <<'PYTHON'
import glob, json, os, sys

folder = sys.argv[1]
lines = set()
for module in ("FeatureFlagKit", "FlagModel", "FeatureFlagKitTesting"):
    for path in glob.glob(os.path.join(folder, module + ".symbols.json")) + glob.glob(os.path.join(folder, module + "@*.symbols.json")):
        with open(path) as file:
            graph = json.load(file)
        for symbol in graph["symbols"]:
            if symbol["accessLevel"] not in ("public", "open"):
                continue
            path_components = symbol["pathComponents"]
            if any(component.startswith("_") for component in path_components):
                continue
            lines.add(f'{module}: {symbol["kind"]["displayName"].lower()} {".".join(path_components)}')
for line in sorted(lines):
    print(line)
PYTHON
