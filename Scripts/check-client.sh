#!/usr/bin/env bash
# Installs the library the way an app does and runs the README's UIKit example in it.
#
# Clones this repository's committed HEAD, tags the clone with the CHANGELOG's newest version,
# and makes a fresh client package that depends on the clone at that version and uses
# `ReelDataSourceUIKit` only. It fails when the client resolves any package but Reel and
# OpenCombine (the reference app's GRDB or ArgumentParser, or a test-only package, would be
# a dependency every app pays for), when it does not build, or when the README's collection
# view example, compiled from the README's own text, does not show its seasons. On Linux the
# example runs against the library's UIKit stand-in.
#
# Usage: Scripts/check-client.sh [--keep]   (--keep leaves the client's folder and prints it)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

keep=false
if [ "${1:-}" = --keep ]; then keep=true; fi
work=$(mktemp -d)
if ! $keep; then trap 'rm -rf "$work"' EXIT; fi

version=$(sed -n 's/^## \([0-9][0-9.]*\)$/\1/p' CHANGELOG.md | head -n 1)
if [ -z "$version" ]; then
    echo "check-client: CHANGELOG.md names no version (a line '## X.Y.Z')" >&2
    exit 1
fi
git clone --quiet "$(pwd)" "$work/Reel"
git -C "$work/Reel" tag "$version"

mkdir -p "$work/Client/Sources/Client"
cat >"$work/Client/Package.swift" <<EOF
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Client",
    platforms: [.iOS(.v13), .macOS(.v10_15)],
    dependencies: [.package(url: "$work/Reel", from: "$version")],
    targets: [
        .executableTarget(
            name: "Client", dependencies: [.product(name: "ReelDataSourceUIKit", package: "Reel")])
    ],
    swiftLanguageModes: [.v6]
)
EOF

# The README's first UIKit block (cells, header, the collection view and its data source),
# between the model it diffs and a window it shows in, then what the window shows.
python3 - README.md >"$work/Client/Sources/Client/main.swift" <<'PY'
import sys

readme = open(sys.argv[1], encoding="utf-8").read()
section = readme.split("## Showing sections in a UIKit list", 1)[1].split("\n## ", 1)[0]
block = section.split("```swift\n", 1)[1].split("```", 1)[0]
imports = [line for line in block.splitlines() if line.startswith("import ")]
body = "\n".join(line for line in block.splitlines() if not line.startswith("import "))
print("\n".join(imports + ["import ReelDiff"]))
print('''
struct Episode: IdentifiableType, Equatable, Sendable {
    let id: String
    var title: String
    var identity: String { id }
}
typealias Season = AnimatableSectionModel<String, Episode>

let seasons = [
    Season(model: "Season 1", items: [Episode(id: "e1", title: "Pilot"), Episode(id: "e2", title: "Mirror")]),
    Season(model: "Season 2", items: [Episode(id: "e3", title: "Decision")]),
]
let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
''')
print(body)
print('''
await window.standInRunLoop.settle()
let shown = collectionView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }
print(shown.compactMap { ($0 as? EpisodeCell)?.title.text }.joined(separator: ", "))
''')
PY

cd "$work/Client"
swift package resolve >/dev/null
resolved=$(python3 -c 'import json; print(" ".join(sorted(p["identity"] for p in json.load(open("Package.resolved"))["pins"])))')
echo "client resolves: $resolved"
if [ "$resolved" != "opencombine reel" ]; then
    echo "check-client: an app that uses ReelDataSourceUIKit resolves '$resolved', not just Reel and OpenCombine" >&2
    exit 1
fi
swift build 2>&1 | tail -n 1
shown=$(swift run --skip-build Client)
echo "the README's collection view shows: $shown"
if [ "$shown" != "Pilot, Mirror, Decision" ]; then
    echo "check-client: the README's example showed '$shown', not its three episodes" >&2
    exit 1
fi
if $keep; then echo "client package: $work/Client"; fi
