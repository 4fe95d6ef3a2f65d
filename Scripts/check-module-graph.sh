#!/usr/bin/env bash
# Fails when a dependency arrow in Package.swift points back up the module graph.
#
# Reads the package as SwiftPM sees it (`swift package dump-package`) and checks every target's
# dependencies against the layers below, which ARCHITECTURE.md draws and explains: a target may
# depend only on targets in lower layers. On top of that, four promises the layers alone do not
# make: ReelUI depends on no target of ours; the app's model and the downloads command reach no
# UI module, not even through another target; and a library product is built only from library
# products' targets (an app that uses Reel never compiles our tools).
#
# Usage: Scripts/check-module-graph.sh [PACKAGE_JSON]  (a saved dump, for trying a broken graph)
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ $# -gt 0 ]]; then json=$(cat "$1"); else json=$(swift package dump-package); fi
python3 - "$json" <<'PY'
import json, sys

# Top to bottom. A dependency must point to a strictly lower layer.
LAYERS = [
    ("the command-line tool", ["reel"]),
    ("the app's front ends", ["ReelTVTerminal", "ReelDownloadsCommand"]),
    ("the app's screens", ["ReelTVScreens"]),
    ("the app's model", ["ReelTVModel"]),
    ("tool support", ["ReelTerminal", "ReelCommandLine", "ReelCharts"]),
    ("adapters", ["ReelDataSourceUIKit", "ReelDataSourceReelUI"]),
    ("libraries on the foundations", ["ReelDataSource", "ReelConsole", "UIKitStandIn"]),
    ("foundations", ["ReelDiff", "ReelStream", "ReelUI"]),
    ("C support", ["CReelPrefetch"]),
]
UI = {"ReelUI", "UIKitStandIn", "ReelDataSourceUIKit", "ReelDataSourceReelUI", "ReelTerminal",
      "ReelTVScreens", "ReelTVTerminal"}
NO_UI = ["ReelTVModel", "ReelDownloadsCommand"]
NO_REEL_DEPENDENCY = ["ReelUI"]

package = json.loads(sys.argv[1])
rank = {name: len(LAYERS) - i for i, (_, names) in enumerate(LAYERS) for name in names}
layer_name = {name: title for title, names in LAYERS for name in names}
targets = {t["name"]: t for t in package["targets"]}
tests = {name for name, t in targets.items() if t["type"] == "test" or t.get("path", "").startswith("Tests/")}
problems = []

def local_dependencies(target):
    names = []
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target"):
            if kind in dependency:
                name = dependency[kind][0]
                if name in targets:
                    names.append(name)
    return names

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
        problems.append(f"{name} is in no layer: add it to Scripts/check-module-graph.sh and ARCHITECTURE.md")
        continue
    for dependency in local_dependencies(target):
        if dependency in tests:
            problems.append(f"{name} depends on {dependency}, which is test code")
        elif dependency not in rank:
            continue  # reported above as a target in no layer
        elif rank[dependency] >= rank[name]:
            problems.append(
                f"{name} ({layer_name[name]}) depends on {dependency} ({layer_name[dependency]}): "
                "an arrow may only point to a lower layer")

for name in NO_REEL_DEPENDENCY:
    if name in targets and local_dependencies(targets[name]):
        problems.append(f"{name} must depend on no target of this package; it depends on "
                        + ", ".join(local_dependencies(targets[name])))
for name in NO_UI:
    if name in targets:
        reached = sorted(closure(name) & UI)
        if reached:
            problems.append(f"{name} must reach no UI module; it reaches " + ", ".join(reached))

library_targets = {t for p in package["products"] if "library" in p["type"] for t in p["targets"]}
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
print(f"module graph: {len(targets) - len(tests)} targets in {len(LAYERS)} layers, every arrow points down")
PY
