#!/usr/bin/env bash
# Type-checks the library products for the oldest systems Package.swift declares, on Linux.
#
# Swift ignores Apple availability when it compiles for Linux, so `swift build` here cannot tell
# that an API needs a newer iOS than the package promises. This script compiles the standard
# library's own textual interfaces, which carry Apple's availability, for macOS, iOS, tvOS and
# watchOS targets, then type-checks each library product's sources for those targets at the
# package's deployment versions: any use of a newer standard-library or concurrency API
# (`Duration`, clocks, `Mutex`, `Task.sleep(for:)`, …) outside `@available`/`#available` is an
# error, as it would be in Xcode.
#
# Foundation, Dispatch and Combine have no textual interface on Linux, and Observation's imports
# Glibc. The stubs in
# Scripts/availability declare the parts of them the products use, each with the availability
# Apple documents for it, so those are checked against what the stubs say.
#
# It also holds the library's tests to marking each Swift Testing time limit with the systems
# that have one (see `time_limits_marked`).
#
# Usage: Scripts/check-availability.sh [macosx|iphonesimulator|appletvsimulator|watchsimulator]…
# (all four by default; about a minute per platform the first time, as the compiled interfaces
# are cached in .build/availability)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

root=$(pwd)
cache="$root/.build/availability"
toolchain_lib=$(dirname "$(dirname "$(command -v swiftc)")")/lib
interfaces="$toolchain_lib/swift_static/linux"
stdlib_modules=(Swift _Concurrency _StringProcessing SwiftOnoneSupport Synchronization _Volatile _Builtin_float)

# The library products' targets, in dependency order; UIKitStandIn stands in for UIKit (it is
# what ReelDataSourceUIKit compiles against off Apple platforms, and what this check has of UIKit).
products=(ReelDiff ReelEditScript ReelStream ReelDataSource UIKitStandIn ReelDataSourceUIKit)

# platform directory, target triple, module file name (the deployment versions are Package.swift's)
platforms=(
    "macosx x86_64-apple-macosx10.15 x86_64-apple-macos"
    "iphonesimulator x86_64-apple-ios13.0-simulator x86_64-apple-ios-simulator"
    "appletvsimulator x86_64-apple-tvos13.0-simulator x86_64-apple-tvos-simulator"
    "watchsimulator x86_64-apple-watchos7.0-simulator x86_64-apple-watchos-simulator"
)

# A resource directory whose standard library is the Linux toolchain's interfaces, compiled for
# `triple`. The interfaces were printed for Linux, where `@backDeployed` functions carry no body;
# without the attribute they are simply available from their introduction, which is what
# back-deployment means to a caller.
make_resource_dir() {
    local dir=$1 triple=$2 file=$3 resources=$4
    mkdir -p "$resources/$dir"
    ln -sfn "$toolchain_lib/swift/shims" "$resources/shims"
    ln -sfn "$toolchain_lib/swift/clang" "$resources/clang"
    for module in "${stdlib_modules[@]}"; do
        mkdir -p "$resources/$dir/$module.swiftmodule"
        sed -E \
            -e "s/-target x86_64-unknown-linux-gnu/-target $triple/" \
            -e 's/@backDeployed\(before: [^)]*\)//' \
            -e '3s/$/ -disable-availability-checking/' \
            "$interfaces/$module.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface" \
            >"$resources/$dir/$module.swiftmodule/$file.swiftinterface"
    done
}

check_platform() {
    local dir=$1 triple=$2 file=$3
    local resources="$cache/$dir/resources" modules="$cache/$dir/modules"
    make_resource_dir "$dir" "$triple" "$file" "$resources"
    rm -rf "$modules"
    mkdir -p "$modules/CReelPrefetch"
    printf 'module CReelPrefetch {\n    header "%s"\n    export *\n}\n' \
        "$root/Sources/CReelPrefetch/include/CReelPrefetch.h" >"$modules/CReelPrefetch/module.modulemap"
    local common=(
        -target "$triple" -resource-dir "$resources" -module-cache-path "$cache/$dir/module-cache"
        -I "$modules" -I "$modules/CReelPrefetch" -swift-version 6 -parse-as-library -disable-objc-interop -package-name Reel
    )
    for stub in Dispatch Foundation Combine Observation; do
        swiftc -frontend -emit-module "${common[@]}" -module-name "$stub" \
            "$root/Scripts/availability/$stub.swift" -emit-module-path "$modules/$stub.swiftmodule"
    done
    local failed=0
    for product in "${products[@]}"; do
        local sources=()
        while IFS= read -r -d '' source; do sources+=("$source"); done \
            < <(find "$root/Sources/$product" -name '*.swift' -print0 | sort -z)
        if ! swiftc -frontend -emit-module "${common[@]}" -module-name "$product" "${sources[@]}" \
            -emit-module-path "$modules/$product.swiftmodule"; then
            echo "availability: $product does not type-check for $triple" >&2
            failed=1
        fi
    done
    return $failed
}

# Swift Testing's time limits need macOS 13, iOS 16, tvOS 16 and watchOS 9, later than the
# package's floor, and a suite type cannot be marked @available: so each test that sets one is
# marked, on the line before its @Test, or the Apple workflow cannot build the tests. The type
# check above covers the products only, so this reads the tests' attributes.
time_limits_marked() {
    find "$root/Tests" -name '*.swift' -print0 | sort -z | xargs -0 awk '
        FNR == 1 { start = 0; previous = ""; before = "" }
        /^[[:space:]]*@(Test|Suite)[[:space:](]/ { start = FNR; before = previous }
        /\.timeLimit\(/ {
            if (start == 0 || before !~ /@available\(macOS 13, iOS 16, tvOS 16, watchOS 9, \*\)/) {
                printf "availability: %s:%d sets a time limit without @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) on its test\n", FILENAME, FNR
                failed = 1
            }
        }
        { previous = $0 }
        END { exit failed }'
}

status=0
time_limits_marked || status=1
for platform in "${platforms[@]}"; do
    read -r dir triple file <<<"$platform"
    if [ $# -gt 0 ] && ! printf '%s\n' "$@" | grep -qx "$dir"; then continue; fi
    echo "== $triple"
    check_platform "$dir" "$triple" "$file" || status=1
done
if [ $status = 0 ]; then
    echo "availability: ${products[*]} type-check for macOS 10.15, iOS 13, tvOS 13 and watchOS 7"
fi
exit $status
