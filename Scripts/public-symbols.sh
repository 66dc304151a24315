#!/bin/sh
# Prints the public API an app sees when it links a product (default: FeatureFlagKit): the
# public and open declarations of the product's Swift modules and of every Swift module they
# depend on (an app can `import` any of them), one per line as `Module: kind path`, sorted,
# then the count. Synthesized members and names starting with `_` are left out, as they are
# from the documentation.
#
#   Scripts/public-symbols.sh [PRODUCT] > /tmp/after.txt
#   git stash && Scripts/public-symbols.sh > /tmp/before.txt && git stash pop
#   diff /tmp/before.txt /tmp/after.txt
#
# The symbol graphs come from `swift package dump-symbol-graph`. That command also tries the
# test-runner modules SwiftPM synthesizes (`<Package>PackageTests`, `...DiscoveredTests`),
# which a plain build never produces on Linux, and so exits non-zero after writing every other
# graph; such failures are ignored as long as the graphs this script reads were written. If they
# were not, the script builds the product's target into its own scratch folder with the
# compiler emitting the graphs instead.
set -eu
cd "$(dirname "$0")/.."
product=${1:-FeatureFlagKit}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The product's Swift modules and everything they depend on, from the package description.
swift package describe --type json >"$work/package.json"
python3 - "$work/package.json" "$product" >"$work/modules" <<'PYTHON'
import json, sys

package = json.load(open(sys.argv[1]))
targets = {target["name"]: target for target in package["targets"]}
product = next(product for product in package["products"] if product["name"] == sys.argv[2])
pending, modules = list(product["targets"]), set()
while pending:
    target = targets[pending.pop()]
    if target["module_type"] != "SwiftTarget" or target["c99name"] in modules:
        continue
    modules.add(target["c99name"])
    pending.extend(target.get("target_dependencies", []))
print("\n".join(sorted(modules)))
PYTHON

# Succeeds when every module's graph is in $1 and newer than the marker file.
graphs_written() {
    for module in $(cat "$work/modules"); do
        [ -n "$(find "$1" -maxdepth 1 -name "$module.symbols.json" -newer "$work/marker" 2>/dev/null)" ] || return 1
    done
}

touch "$work/marker"
sleep 1
folder=
if swift package dump-symbol-graph --skip-synthesized-members >"$work/log" 2>&1; then
    folder=$(sed -n 's/^Files written to //p' "$work/log" | tail -n 1)
else
    folder=$(sed -n 's/^Files written to //p' "$work/log" | tail -n 1)
    if [ -z "$folder" ] || ! graphs_written "$folder"; then
        echo "public-symbols: dump-symbol-graph failed; building $product with the compiler emitting symbol graphs" >&2
        folder="$work/graphs"
        mkdir -p "$folder"
        target=$(python3 -c 'import json,sys; print(next(p for p in json.load(open(sys.argv[1]))["products"] if p["name"] == sys.argv[2])["targets"][0])' "$work/package.json" "$product")
        if ! swift build --target "$target" --scratch-path .build/public-symbols \
            -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$folder" \
            -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public \
            -Xswiftc -symbol-graph-skip-synthesized-members \
            -Xswiftc -omit-extension-block-symbols >"$work/log" 2>&1 || ! graphs_written "$folder"; then
            cat "$work/log" >&2
            exit 1
        fi
    fi
fi

python3 - "$folder" "$work/modules" <<'PYTHON'
import glob, json, os, sys

folder, modules = sys.argv[1], open(sys.argv[2]).read().split()
declarations = {}
for module in modules:
    paths = glob.glob(os.path.join(folder, module + ".symbols.json"))
    paths += glob.glob(os.path.join(folder, module + "@*.symbols.json"))
    for path in sorted(paths):
        with open(path) as file:
            graph = json.load(file)
        for symbol in graph["symbols"]:
            if symbol["accessLevel"] not in ("public", "open"):
                continue
            components = symbol["pathComponents"]
            if any(component.startswith("_") for component in components):
                continue
            line = f'{module}: {symbol["kind"]["displayName"].lower()} {".".join(components)}'
            declarations.setdefault(symbol["identifier"]["precise"], line)
for line in sorted(declarations.values()):
    print(line)
print(f"{len(declarations)} public declarations in {', '.join(modules)}")
PYTHON
