#!/usr/bin/env bash
# Fails when a dependency arrow points back up the module graph of either package.
#
# Reads each package as SwiftPM sees it (`swift package dump-package`): the library (this
# folder) and the reference app (ReelTV/), and checks every target's dependencies against the
# layers below, which ARCHITECTURE.md draws and explains: a target may depend only on targets in
# lower layers, and the reference app's targets sit above the whole library. On top of that, the
# promises the layers alone do not make: the library resolves no package but OpenCombine (others
# only for its tests) and uses no unsafe flags; a library product is built only from the
# library's own targets; the UIKit stand-in depends on nothing of ours; and the app's
# model and the downloads command reach no UI module, not even through another target.
#
# Usage: Scripts/check-module-graph.sh [LIBRARY_JSON APP_JSON]  (saved dumps, for trying a broken graph)
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ $# -gt 0 ]]; then
    library=$(cat "$1"); app=$(cat "$2")
else
    library=$(swift package dump-package); app=$(swift package --package-path ReelTV dump-package)
fi
python3 - "$library" "$app" <<'PY'
import json, sys

# Top to bottom, per package. A dependency must point to a strictly lower layer; the app's
# targets may also use the library's products, which sit below all of them.
LAYERS = {
    "Reel": [
        ("adapters", ["ReelDataSourceUIKit"]),
        ("libraries on the foundations", ["ReelDataSource", "UIKitStandIn"]),
        ("foundations", ["ReelDiff", "ReelEditScript", "ReelStream"]),
        ("C support", ["CReelPrefetch"]),
    ],
    "ReelTV": [
        ("the command-line tool", ["reel"]),
        ("the benchmarks", ["ReelBenchmarks"]),
        ("the app's front ends", ["ReelTVTerminal", "ReelDownloadsCommand"]),
        ("the app's screens", ["ReelTVScreens"]),
        ("the app's model", ["ReelTVModel"]),
        ("tool support", ["ReelTerminal", "ReelCommandLine", "ReelCharts"]),
        ("console and measuring", ["ReelConsole", "ReelSignposts"]),
    ],
}
UI = {"UIKitStandIn", "ReelDataSourceUIKit", "ReelTerminal",
      "ReelTVScreens", "ReelTVTerminal", "ReelBenchmarks"}
NO_UI = ["ReelTVModel", "ReelDownloadsCommand"]
NO_REEL_DEPENDENCY = ["UIKitStandIn"]
# What an app that uses the library resolves: OpenCombine, where Combine is missing.
LIBRARY_PACKAGES = {"opencombine"}
problems = []


def dependency_names(target):
    """(name, package) of each dependency: package None for a target of the same package."""
    names = []
    for dependency in target.get("dependencies", []):
        if "byName" in dependency:
            names.append((dependency["byName"][0], None))
        elif "target" in dependency:
            names.append((dependency["target"][0], None))
        elif "product" in dependency:
            names.append((dependency["product"][0], dependency["product"][1]))
    return names


def check(package, library_products):
    layers = LAYERS[package["name"]]
    rank = {name: len(layers) - i for i, (_, names) in enumerate(layers) for name in names}
    layer_name = {name: title for title, names in layers for name in names}
    targets = {t["name"]: t for t in package["targets"]}
    tests = {name for name, t in targets.items() if t["type"] == "test" or t.get("path", "").startswith("Tests/")}

    def local_dependencies(target):
        return [name for name, owner in dependency_names(target) if owner is None and name in targets]

    def closure(name, seen=None):
        seen = set() if seen is None else seen
        for dependency in local_dependencies(targets[name]):
            if dependency not in seen:
                seen.add(dependency)
                closure(dependency, seen)
        return seen

    for name, target in sorted(targets.items()):
        if name in tests:
            for dependency in local_dependencies(target):
                if dependency in tests and targets[dependency]["type"] == "test":
                    problems.append(f"{name} depends on the test target {dependency}")
            continue
        if name not in rank:
            problems.append(f"{package['name']}: {name} is in no layer: add it to Scripts/check-module-graph.sh and ARCHITECTURE.md")
            continue
        for dependency, owner in dependency_names(target):
            if owner is not None:
                if owner == "Reel" and dependency not in library_products:
                    problems.append(f"{name} depends on {dependency}, which is not a product of the library")
                elif owner == "Reel" and name in NO_REEL_DEPENDENCY:
                    problems.append(f"{name} must depend on nothing of ours; it depends on the library's {dependency}")
                continue
            if dependency in tests:
                problems.append(f"{name} depends on {dependency}, which is test code")
            elif dependency not in rank:
                continue  # reported above as a target in no layer
            elif rank[dependency] >= rank[name]:
                problems.append(
                    f"{name} ({layer_name[name]}) depends on {dependency} ({layer_name[dependency]}): "
                    "an arrow may only point to a lower layer")
        for setting in target.get("settings", []):
            if package["name"] == "Reel" and "unsafeFlags" in json.dumps(setting):
                problems.append(f"the library target {name} uses unsafe flags, which an app could not build")

    for name in NO_REEL_DEPENDENCY:
        if name in targets and local_dependencies(targets[name]):
            problems.append(f"{name} must depend on no target of ours; it depends on "
                            + ", ".join(local_dependencies(targets[name])))
    for name in NO_UI:
        if name in targets:
            reached = sorted(closure(name) & UI)
            if reached:
                problems.append(f"{name} must reach no UI module; it reaches " + ", ".join(reached))
    return targets, tests, closure


library, app = json.loads(sys.argv[1]), json.loads(sys.argv[2])
products = {p["name"]: p for p in library["products"]}
library_products = {name for name, p in products.items() if "library" in p["type"]}
if set(products) != library_products:
    problems.append("the library offers products that are not libraries: " + ", ".join(sorted(set(products) - library_products)))
targets, tests, closure = check(library, library_products)
check(app, library_products)

# An app resolves every package a library target depends on: only OpenCombine may be one.
for name, target in sorted(targets.items()):
    if name in tests:
        continue
    for dependency, owner in dependency_names(target):
        if owner is not None and owner.lower() not in LIBRARY_PACKAGES:
            problems.append(f"the library target {name} depends on the package {owner}, which every app would resolve")
library_targets = {t for p in library["products"] for t in p["targets"]}
allowed_in_libraries = library_targets | {"CReelPrefetch", "UIKitStandIn"}
for name in sorted(library_targets):
    outside = sorted(closure(name) - allowed_in_libraries)
    if outside:
        problems.append(f"the library target {name} is built from {', '.join(outside)}, which no library product offers")

if problems:
    print("The module graph is broken:", file=sys.stderr)
    for problem in problems:
        print(f"  - {problem}", file=sys.stderr)
    sys.exit(1)
count = sum(len(names) for layers in LAYERS.values() for _, names in layers)
print(f"module graph: {count} targets in two packages, every arrow points down; the library resolves only OpenCombine")
PY
