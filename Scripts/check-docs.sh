#!/usr/bin/env bash
# Builds the documentation of every library product with the toolchain's own tools and fails on
# any warning (an unresolved symbol link, a documented parameter that doesn't exist or a missing
# one), on a public declaration without a doc comment, and on a top-level symbol that the
# product's landing page doesn't list under `## Topics`. Prints a coverage figure per product.
#
#   Scripts/check-docs.sh            # all products
#   Scripts/check-docs.sh FeatureFlagKitScreen
#
# Symbol graphs come from `swift package dump-symbol-graph`; `docc convert` runs over each
# catalog in `Sources/<Module>/<Module>.docc`. Each product is one module that declares every
# public type of its own, so its graph alone is its documentation.
set -euo pipefail
cd "$(dirname "$0")/.."

products=(FeatureFlagKit FeatureFlagKitScreen FeatureFlagKitCloudKit FeatureFlagKitTestSupport FeatureFlagKitTesting)
[ $# -gt 0 ] && products=("$@")

docc=$(command -v docc || true)
if [ -z "$docc" ]; then
    docc=$(dirname "$(readlink -f "$(command -v swift)")")/docc
fi
[ -x "$docc" ] || { echo "check-docs: docc not found next to swift; install a toolchain that ships it." >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

log="$work/dump.log"
# SwiftPM also tries the test runner modules, which it can't load; those errors don't matter here.
if ! swift package dump-symbol-graph --skip-synthesized-members --minimum-access-level public \
    --emit-extension-block-symbols >"$log" 2>&1 \
    && grep 'error:' "$log" | grep -qv "symbol graph for 'FeatureFlagKitPackage[A-Za-z]*Tests'"; then
    cat "$log" >&2
    exit 1
fi
graphs=$(sed -n 's/^Files written to //p' "$log" | tail -n 1)

failed=0
for module in "${products[@]}"; do
    catalog="Sources/$module/$module.docc"
    if [ ! -d "$catalog" ]; then
        echo "check-docs: $module has no catalog at $catalog" >&2
        failed=1
        continue
    fi
    input="$work/$module/graphs"
    mkdir -p "$input"
    cp "$graphs/$module.symbols.json" "$input/"
    for extension in "$graphs/$module"@*.symbols.json; do
        [ -e "$extension" ] && cp "$extension" "$input/"
    done
    output="$work/$module/$module.doccarchive"
    echo "== $module"
    if ! "$docc" convert "$catalog" --additional-symbol-graph-dir "$input" --output-dir "$output" \
        --fallback-display-name "$module" --fallback-bundle-identifier "FeatureFlagKit.$module" \
        --warnings-as-errors --enable-inherited-docs \
        --experimental-documentation-coverage --coverage-summary-level none >"$work/$module/docc.log" 2>&1; then
        cat "$work/$module/docc.log" >&2
        echo "check-docs: $module: docc reported the problems above" >&2
        failed=1
        continue
    fi
    if ! python3 - "$module" "$output/documentation-coverage.json" <<'PYTHON'
import json, sys
module, path = sys.argv[1], sys.argv[2]
with open(path) as file:
    entries = json.load(file)
# Pages for extended modules and types are DocC's, not declarations of this package.
symbols = [e for e in entries if e["kind"]["isSymbol"] and not e["kind"]["name"].startswith("Exten")]
undocumented = [e for e in symbols if not e["hasAbstract"]]
prefix = "doc://" 
def path_of(entry):
    return entry["referencePath"].split("/documentation/", 1)[1].split("/")
top_level = [e for e in symbols if len(path_of(e)) == 2]
uncurated = [e for e in top_level if not e["isCurated"]]
documented = len(symbols) - len(undocumented)
share = 100.0 * documented / len(symbols) if symbols else 100.0
print(f"{module}: documentation coverage {share:.1f} % ({documented}/{len(symbols)} public symbols have a summary); "
      f"{len(top_level) - len(uncurated)}/{len(top_level)} top-level symbols in the landing page's topics")
for entry in undocumented:
    print(f"  no doc comment: {'/'.join(path_of(entry))}", file=sys.stderr)
for entry in uncurated:
    print(f"  not in a topic group of {module}.md: {'/'.join(path_of(entry))}", file=sys.stderr)
sys.exit(1 if undocumented or uncurated else 0)
PYTHON
    then
        failed=1
    fi
done
if [ "$failed" -ne 0 ]; then
    echo "check-docs: FAILED" >&2
    exit 1
fi
echo "check-docs: no warnings; every public symbol documented and curated"
