#!/usr/bin/env bash
# Type-checks the library and the reference app against Apple's iOS SDK, on Linux.
#
# What: the library products (ReelDiff, ReelEditScript, ReelStream, ReelDataSource,
# ReelDataSourceUIKit), the README's UIKit examples as an app's code, and the UIKit lists the
# data-source suites run against (test_modules below), for iOS 13.0 and 15.0; then the reference app's modules (ios_app_modules
# below) for iOS 15.0, after the other packages' modules they import (GRDB, swift-collections'
# HeapModule). Nothing is linked or run: each module is compiled to a .swiftmodule
# (`-emit-module`), which type-checks all of it. UIKitStandIn is not compiled: against the SDK,
# ReelDataSourceUIKit imports UIKit.
#
# The tests' UIKit lists: ReelDataSourceUIKitTests runs its suites on iOS against UIKit's own
# collection and table views, and the code that makes and watches them (its Support/ListKinds:
# the recording views, the list kinds, ListWindow's UIKit branch) imports no Testing, which the
# SDK lacks; it is checked as a module of its own with the lists' model types from ReelTestSupport
# (Tests/ReelTestSupport/Lists/Model), and with UIKIT_LISTS defined as Package.swift defines it.
# The library modules are compiled with -enable-testing, as Xcode's test builds are, for the
# list kinds' `@testable import ReelDataSource`.
#
# Why: on Linux, ReelDataSourceUIKit compiles against UIKitStandIn and the app against Linux's
# Foundation. Against the real SDK, the same code meets Apple's UIKit, Foundation, Combine and
# Dispatch: a UIKit signature the stand-in has wrong, an API newer than the deployment target, a
# main-actor or Sendable annotation that differs, Glibc-only code.
#
# The SDK's standard library: iOS 17.0's SDK carries Swift 5.9's, which lacks Swift 6.0 API that
# an Xcode 16 or later SDK has (typed-throws `map`, `count(where:)`, `Mutex`, …). When the SDK's
# is older than 6.0, Scripts/ios-sdk/backfill-stdlib.py adds that API, as Swift 6.0 declares it,
# so that what is reported is what a current SDK would say. Scripts/ios-sdk/os.apinotes is what
# the Linux toolchain lacks to build the SDK's `os` overlay, which UIKit imports.
#
# Usage: IOS_SDK=/path/to/iPhoneOS.sdk Scripts/check-ios-sdk.sh
#   IOS_SDK is an iPhoneOS SDK folder as Xcode has it (Xcode.app/Contents/Developer/Platforms/
#   iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk), copied to this machine. Without IOS_SDK it
#   says so and exits 0 (CI has no SDK). Prints one line per module and target,
#   `<module> <triple>: errors=N warnings=M`, each of our diagnostics under it, then a summary;
#   exits 1 when one of our modules has an error. Another package's errors are counted apart and
#   do not fail the check: they are for its authors, and an SDK older than the package supports
#   has them (GRDB and swift-collections use Swift 6.2's standard library and Xcode 16's Dispatch).
#   The first run takes about two minutes on 2 cores (it builds the SDK's modules); a module whose
#   sources, dependencies and flags are unchanged is not compiled again, so a second run takes
#   seconds. Everything it writes is in .build/ios-sdk/.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

# The reference app's modules (folders of ReelTV/Sources) checked against the SDK, in
# dependency order. A module that imports one of linux_only_modules fails the check, naming it:
# the app's model and screens must build for iOS as they are.
ios_app_modules=(ReelConsole ReelSignposts ReelTVModel ReelTVScreens)
linux_only_modules=(ReelTerminal ReelTVTerminal UIKitStandIn)
library_modules=(ReelDiff ReelEditScript ReelStream ReelDataSource ReelDataSourceUIKit)
# The test code checked, in dependency order, with the library's triples.
test_modules=(ReelTestSupport ReelDataSourceUIKitTests)
library_triples=(arm64-apple-ios13.0 arm64-apple-ios15.0)
app_triple=arm64-apple-ios15.0

sdk=${IOS_SDK:-}
if [ -z "$sdk" ] || [ ! -f "$sdk/SDKSettings.json" ]; then
    echo "check-ios-sdk: skipped: this check needs an iPhoneOS SDK in IOS_SDK${sdk:+ (none at $sdk)}"
    exit 0
fi
sdk=$(cd "$sdk" && pwd)

root=$(pwd)
out="$root/.build/ios-sdk"
checkouts="$root/ReelTV/.build/checkouts"
mkdir -p "$out"

# Some copies of the SDK store usr/include/libxml as a copy of libxml2/libxml, where Xcode has a
# symlink; clang then reads module 'libxml2' twice and CoreFoundation does not build.
if [ -d "$sdk/usr/include/libxml" ] && [ ! -L "$sdk/usr/include/libxml" ] && [ -d "$sdk/usr/include/libxml2/libxml" ]; then
    echo "check-ios-sdk: making $sdk/usr/include/libxml the symlink to libxml2/libxml it is in Xcode"
    rm -rf "$sdk/usr/include/libxml" && ln -s libxml2/libxml "$sdk/usr/include/libxml"
fi

# The toolchain's clang headers and SwiftShims without its Linux module maps (its `dispatch`
# would redefine the SDK's), plus the `os` API notes, copied only when they changed: the module
# cache goes by the files' dates, and a new date would rebuild every SDK module that imports os.
toolchain_lib=$(dirname "$(dirname "$(command -v swiftc)")")/lib/swift
resources="$out/resource"
mkdir -p "$resources/apinotes"
ln -sfn "$toolchain_lib/shims" "$resources/shims"
ln -sfn "$toolchain_lib/clang" "$resources/clang"
cmp -s Scripts/ios-sdk/os.apinotes "$resources/apinotes/os.apinotes" ||
    cp Scripts/ios-sdk/os.apinotes "$resources/apinotes/os.apinotes"

backfill=()
rm -rf "$out/stdlib-backfill.new"
python3 Scripts/ios-sdk/backfill-stdlib.py "$sdk" "$out/stdlib-backfill.new"
case $? in
    0) # Replaced only when it changed, for the same reason.
       if ! diff -rq "$out/stdlib-backfill.new" "$out/stdlib-backfill" >/dev/null 2>&1; then
           rm -rf "$out/stdlib-backfill" && mv "$out/stdlib-backfill.new" "$out/stdlib-backfill"
       fi
       rm -rf "$out/stdlib-backfill.new"
       backfill=(-I "$out/stdlib-backfill")
       echo "check-ios-sdk: the SDK's standard library is older than Swift 6.0: checking with its Swift 6.0 API added" ;;
    3) rm -rf "$out/stdlib-backfill" "$out/stdlib-backfill.new" ;;
    *) exit 2 ;;
esac

# Dependencies come from ReelTV's resolved packages; resolve them the first time.
if [ ! -d "$checkouts/GRDB.swift/GRDB" ] || [ ! -d "$checkouts/swift-collections/Sources/HeapModule" ]; then
    swift package --package-path ReelTV resolve >/dev/null || exit 2
fi

# What `-emit-module` of each module needs besides its triple. For each module: its package (for
# `-package-name`), its source folder, and the flags its package's manifest gives it, one a line.
declare -A package folder flags
for module in "${library_modules[@]}"; do
    package[$module]=reel; folder[$module]="Sources/$module"; flags[$module]="-enable-testing"
done
package[ReelTestSupport]=reel; folder[ReelTestSupport]="Tests/ReelTestSupport/Lists/Model"; flags[ReelTestSupport]=""
package[ReelDataSourceUIKitTests]=reel; folder[ReelDataSourceUIKitTests]="Tests/ReelDataSourceUIKitTests/Support/ListKinds"
flags[ReelDataSourceUIKitTests]=$(printf '%s\n' -D UIKIT_LISTS)
collections_features=(
    -enable-upcoming-feature MemberImportVisibility -enable-experimental-feature BuiltinModule
    -enable-experimental-feature Lifetimes -enable-experimental-feature InoutLifetimeDependence
    -enable-experimental-feature AddressableParameters -enable-experimental-feature AddressableTypes
    -D COLLECTIONS_RANDOMIZED_TESTING
)
# swift-collections' availability macros, which its sources use in @available.
while IFS= read -r macro; do collections_features+=(-enable-experimental-feature "AvailabilityMacro=$macro"); done < <(
    sed -n 's/^ *"\(SwiftStdlib [0-9.]*\)": *"\([^"]*\)",.*/\1: \2/p' "$checkouts/swift-collections/Package.swift")
for module in InternalCollectionsUtilities HeapModule; do
    package[$module]=swift-collections; folder[$module]="$checkouts/swift-collections/Sources/$module"
    flags[$module]=$(printf '%s\n' "${collections_features[@]}")
done
package[GRDB]=grdb.swift; folder[GRDB]="$checkouts/GRDB.swift/GRDB"
flags[GRDB]=$(printf '%s\n' -D SQLITE_ENABLE_FTS5 -D SQLITE_ENABLE_SNAPSHOT)
for module in "${ios_app_modules[@]}"; do
    package[$module]=reeltv; folder[$module]="ReelTV/Sources/$module"; flags[$module]=""
done
dependency_modules=(InternalCollectionsUtilities HeapModule GRDB)

compiler=$(swiftc --version 2>&1 | head -n 1)
errors_total=0
warnings_total=0
checked=0
failed=()
failed_dependencies=()
declare -A stamp

# The modules a folder's sources import, one a line: `NAME always`, or `NAME conditionally` for
# an import inside `#if` (`#if canImport(UIKit) … #elseif canImport(UIKitStandIn)`).
imports_of() {
    find "$1" -name '*.swift' -print0 | xargs -0 -r awk '
        FNR == 1 { depth = 0 }
        /^[[:space:]]*#if/ { depth++ }
        /^[[:space:]]*#endif/ { depth-- }
        {
            line = $0
            sub(/^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*((public|package|internal|fileprivate|private)[[:space:]]+)?/, "", line)
            if (line !~ /^import[[:space:]]/) next
            sub(/^import[[:space:]]+((class|struct|enum|protocol|func|var|let|typealias)[[:space:]]+)?/, "", line)
            match(line, /^[A-Za-z_][A-Za-z0-9_]*/)
            print substr(line, 1, RLENGTH), (depth > 0 ? "conditionally" : "always")
        }' | sort -u
}

# SwiftPM's accessor for a target's resources: the app reads them through Bundle.module.
bundle_accessor() {
    local module=$1 dir=$2
    if [ -d "ReelTV/Sources/$module/Resources" ]; then
        cat >"$dir/resource_bundle_accessor.swift" <<EOF
import Foundation

extension Foundation.Bundle {
    /// The bundle SwiftPM copies the target's resources into.
    static let module: Bundle = {
        let url = Bundle.main.bundleURL.appendingPathComponent("ReelTV_$module.bundle")
        guard let bundle = Bundle(url: url) else { fatalError("no resource bundle at \(url.path)") }
        return bundle
    }()
}
EOF
        echo "$dir/resource_bundle_accessor.swift"
    fi
}

# check MODULE TRIPLE KIND: compiles the module for the triple into that triple's modules folder,
# unless its sources, its dependencies' interfaces and its flags are what they were last time,
# and prints its line and diagnostics. A module with errors is still written, so the modules
# that import it are checked too.
check() {
    local module=$1 triple=$2 kind=$3
    local dir="$out/$triple" source_dir=${folder[$1]}
    local modules="$dir/modules" logs="$dir/logs" generated="$dir/generated/$module"
    mkdir -p "$modules" "$logs" "$generated"

    local dependency how blocked="" dependencies=()
    while read -r dependency how; do
        if [ "$how" = always ] && printf '%s\n' "${linux_only_modules[@]}" | grep -qx "$dependency"; then
            blocked+="${blocked:+, }$dependency"
        fi
        if [ -n "${stamp[$triple/$dependency]:-}" ]; then dependencies+=("$dependency=${stamp[$triple/$dependency]}"); fi
    done < <(imports_of "$source_dir")
    if [ -n "$blocked" ]; then
        echo "$module $triple: errors=1: it imports $blocked, which only Linux has"
        failed+=("$module $triple")
        errors_total=$((errors_total + 1))
        return
    fi

    local sources=()
    while IFS= read -r -d '' source; do sources+=("$source"); done \
        < <(find "$source_dir" -name '*.swift' -print0 | sort -z)
    local accessor
    accessor=$(bundle_accessor "$module" "$generated")
    if [ -n "$accessor" ]; then sources+=("$accessor"); fi

    local arguments=(
        -target "$triple" -sdk "$sdk" -resource-dir "$resources" -module-cache-path "$out/module-cache"
        "${backfill[@]}" -I "$modules" -I "$modules/CReelPrefetch"
        -I "$checkouts/GRDB.swift/Sources/GRDBSQLite"
        -swift-version 6 -package-name "${package[$module]}" -parse-as-library -wmo -j 1
        -module-name "$module" -emit-module -emit-module-path "$modules/$module.swiftmodule"
        -Xfrontend -experimental-allow-module-with-compiler-errors
    )
    local module_flags=()
    if [ -n "${flags[$module]}" ]; then mapfile -t module_flags <<<"${flags[$module]}"; fi
    arguments+=("${module_flags[@]}")

    local key
    key=$( {
        echo "$compiler ${arguments[*]} ${dependencies[*]}"
        cat "${sources[@]}" "$out"/stdlib-backfill/*/* 2>/dev/null
    } | sha256sum | cut -d' ' -f1)
    local log="$logs/$module.log"
    if [ "$(cat "$logs/$module.key" 2>/dev/null)" != "$key" ] || [ ! -f "$modules/$module.swiftmodule" ]; then
        rm -f "$logs/$module.key"
        swiftc "${arguments[@]}" "${sources[@]}" >"$log" 2>&1
        echo $? >"$log.status"
        echo "$key" >"$logs/$module.key"
    fi
    stamp[$triple/$module]=$key
    report "$module" "$triple" "$log" "$kind"
}

# report NAME TRIPLE LOG KIND: the line for one module and triple, then its diagnostics. KIND is
# `ours`, or `dependency` for another package's module: its errors are listed and counted apart,
# and do not fail the check (they are for its authors, and they can come from an SDK older than
# the one it supports).
report() {
    local name=$1 triple=$2 log=$3 kind=$4 errors warnings
    errors=$(grep -cE '(^|: )error: ' "$log")
    warnings=$(grep -cE '(^|: )warning: ' "$log")
    if [ "$errors" -eq 0 ] && [ "$(cat "$log.status")" != 0 ]; then
        echo "error: swiftc exited with status $(cat "$log.status") and no diagnostic (see $log)" >>"$log"
        errors=1
    fi
    if [ "$kind" = dependency ]; then
        echo "$name $triple: errors=$errors warnings=$warnings (a dependency, not counted; ${log#"$root/"})"
    else
        echo "$name $triple: errors=$errors warnings=$warnings"
        grep -E '(^|: )(error|warning): ' "$log" | grep -v '^ ' | sed -e "s|$root/||" -e "s|$out/||" |
            sort -u -t: -k1,1 -k2,2n -k3,3n | sed 's/^/    /'
    fi
    checked=$((checked + 1))
    if [ "$kind" = ours ]; then
        errors_total=$((errors_total + errors))
        warnings_total=$((warnings_total + warnings))
        if [ "$errors" -ne 0 ]; then failed+=("$name $triple"); fi
    elif [ "$errors" -ne 0 ]; then
        failed_dependencies+=("$name $triple ($errors errors)")
    fi
}

# SwiftPM's module map for the C target, whose include/ has its header and no map; written only
# when it changed (a new date on it has every SDK module rebuilt, a minute of work).
c_module_map() {
    local header="$root/Sources/CReelPrefetch/include/CReelPrefetch.h" map="$out/$1/modules/CReelPrefetch/module.modulemap"
    mkdir -p "$(dirname "$map")"
    stamp[$1/CReelPrefetch]=$(sha256sum "$header" | cut -d' ' -f1)
    printf 'module CReelPrefetch {\n    umbrella header "%s"\n    export *\n}\n' "$header" >"$map.new"
    if cmp -s "$map.new" "$map"; then rm "$map.new"; else mv "$map.new" "$map"; fi
}

# The README's UIKit examples as an app's code: the collection view block as top-level code with
# the seasons and window it shows them in, the table view block as a file of declarations.
check_readme_client() {
    local triple=$1 dir="$out/$1/readme-client"
    rm -rf "$dir" && mkdir -p "$dir"
    python3 - README.md "$dir" <<'PY'
import os, sys
readme, out = sys.argv[1:]
section = open(readme, encoding="utf-8").read().split("## Showing sections in a UIKit list", 1)[1].split("\n## ", 1)[0]
blocks = [block.split("```", 1)[0] for block in section.split("```swift\n")[1:]]
imports = [line for line in blocks[0].splitlines() if line.startswith("import ")] + ["import ReelDiff"]
def body(block):
    return "\n".join(line for line in block.splitlines() if not line.startswith("import "))
def write(name, text):
    with open(os.path.join(out, name), "w", encoding="utf-8") as file:
        file.write("\n".join(imports) + "\n" + text + "\n")
write("Model.swift", """
struct Episode: IdentifiableType, Equatable, Sendable {
    let id: String
    var title: String
    var identity: String { id }
}
typealias Season = AnimatableSectionModel<String, Episode>
""")
write("main.swift", """
let seasons = [
    Season(model: "Season 1", items: [Episode(id: "e1", title: "Pilot"), Episode(id: "e2", title: "Mirror")]),
    Season(model: "Season 2", items: [Episode(id: "e3", title: "Decision")]),
]
let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
""" + body(blocks[0]))
for index, block in enumerate(blocks[1:], start=1):
    write(f"Example{index}.swift", body(block))
PY
    local modules="$out/$triple/modules" log="$out/$triple/logs/README-client.log"
    swiftc -target "$triple" -sdk "$sdk" -resource-dir "$resources" -module-cache-path "$out/module-cache" \
        "${backfill[@]}" -I "$modules" -I "$modules/CReelPrefetch" -swift-version 6 -typecheck \
        -module-name Client "$dir"/*.swift >"$log" 2>&1
    echo $? >"$log.status"
    report "README-client" "$triple" "$log" ours
}

for triple in "${library_triples[@]}"; do
    c_module_map "$triple"
    for module in "${library_modules[@]}"; do check "$module" "$triple" ours; done
    check_readme_client "$triple"
    for module in "${test_modules[@]}"; do check "$module" "$triple" ours; done
done
c_module_map "$app_triple"
for module in "${dependency_modules[@]}"; do check "$module" "$app_triple" dependency; done
for module in "${ios_app_modules[@]}"; do check "$module" "$app_triple" ours; done

echo
echo "check-ios-sdk: $checked checked against $(basename "$sdk"); ours: ${#failed[@]} with errors ($errors_total errors, $warnings_total warnings)"
if [ ${#failed_dependencies[@]} -gt 0 ]; then
    echo "check-ios-sdk: dependencies with errors (not counted): $(printf '%s; ' "${failed_dependencies[@]}" | sed 's/; $//')"
fi
if [ ${#failed[@]} -gt 0 ]; then
    echo "check-ios-sdk: errors in: $(printf '%s; ' "${failed[@]}" | sed 's/; $//')"
    exit 1
fi
