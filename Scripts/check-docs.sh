#!/usr/bin/env bash
# Builds the documentation of every library product with the toolchain's own tools and fails on
# any warning (an unresolved symbol link, a documented parameter that doesn't exist or a missing
# one), on a public declaration without a doc comment, on a public function, initializer or
# subscript whose doc comment lacks a `- Parameters:`, `- Returns:` or `- Throws:` section it
# needs, and on a top-level symbol that the product's landing page doesn't list under
# `## Topics`. Prints a coverage figure per product.
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
    if ! python3 - "$module" "$output/documentation-coverage.json" "$input" <<'PYTHON'
import glob, json, os, re, sys
module, path, graph_dir = sys.argv[1], sys.argv[2], sys.argv[3]
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

# DocC sections of callables: a function, initializer or subscript with parameters documents
# them (`- Parameter x:` or `- Parameters:`), one that throws says what (`- Throws:`), and one
# that returns something other than Void says what (`- Returns:`). Exempt: operators and
# witnesses whose meaning is their protocol's, and witnesses with no doc comment of their own,
# which show the requirement's (`--enable-inherited-docs`). A doc comment is the symbol's own
# when it is in the symbol's file and ends just above it; an inherited one comes from elsewhere.
protocol_meaning = {"==(_:_:)", "!=(_:_:)", "<(_:_:)", "<=(_:_:)", ">(_:_:)", ">=(_:_:)", "hash(into:)",
                    "description", "debugDescription"}
def own_doc_comment(symbol):
    doc, location = symbol.get("docComment"), symbol.get("location")
    if not doc or not doc.get("lines") or not location or doc.get("uri") != location.get("uri"):
        return None
    gap = location["position"]["line"] - doc["lines"][-1]["range"]["end"]["line"]
    return "\n".join(line["text"] for line in doc["lines"]) if 0 < gap <= 8 else None
def has_section(text, pattern):
    return re.search(r"^\s*- " + pattern, text, re.MULTILINE) is not None
callables, incomplete = 0, []
graph_files = [os.path.join(graph_dir, f"{module}.symbols.json")] + sorted(glob.glob(os.path.join(graph_dir, f"{module}@*.symbols.json")))
for graph_file in graph_files:
    with open(graph_file) as file:
        graph_symbols = json.load(file)["symbols"]
    for symbol in graph_symbols:
        signature = symbol.get("functionSignature")
        if signature is None or any(part.startswith("_") for part in symbol["pathComponents"]):
            continue
        if symbol["names"]["title"] in protocol_meaning:
            continue
        text = own_doc_comment(symbol)
        if text is None:
            if symbol.get("docComment"):
                continue  # an inherited doc comment; a missing one is reported above
            text = ""
        callables += 1
        declaration = "".join(fragment["spelling"] for fragment in symbol["declarationFragments"])
        returns = "".join(fragment["spelling"] for fragment in signature.get("returns", []))
        missing = []
        if signature.get("parameters") and not has_section(text, r"Parameters?\b"):
            missing.append("- Parameters:")
        if symbol["kind"]["identifier"] != "swift.init" and returns not in ("", "Void", "()") \
                and not has_section(text, "Returns:"):
            missing.append("- Returns:")
        if re.search(r"\b(throws|rethrows)\b", declaration) and not has_section(text, "Throws:"):
            missing.append("- Throws:")
        if missing:
            incomplete.append(("/".join(symbol["pathComponents"]), missing))
print(f"{module}: {callables - len(incomplete)}/{callables} public functions, initializers and subscripts "
      f"document their parameters, result and errors")
for name, missing in incomplete:
    print(f"  no {', '.join(missing)} section: {name}", file=sys.stderr)
sys.exit(1 if undocumented or uncurated or incomplete else 0)
PYTHON
    then
        failed=1
    fi
done
if [ "$failed" -ne 0 ]; then
    echo "check-docs: FAILED" >&2
    exit 1
fi
echo "check-docs: no warnings; every public symbol documented and curated, every callable's sections complete"
