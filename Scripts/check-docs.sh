#!/usr/bin/env bash
# Builds the DocC documentation of the five library products (ReelDiff, ReelEditScript,
# ReelStream, ReelDataSource, ReelDataSourceUIKit), and of the UIKit stand-in
# ReelDataSourceUIKit re-exports on Linux (its scope table says what it models), with the
# toolchain's own `docc`, and fails if `docc` prints a single warning or error.
#
# Why: the Swift Package Index and Xcode build these catalogs, and what `docc` warns about
# (a ``Symbol`` link that resolves to nothing, a topic naming a symbol that is gone after a
# rename) still builds, silently, as plain text or a missing page. Checking in CI keeps every
# link in the catalogs (Sources/<Product>/<Product>.docc) and in the `///` comments working.
#
# How, without adding a package dependency (no swift-docc-plugin: an app that depends on Reel
# resolves nothing new): SwiftPM builds the products into a scratch path of their own, never
# the default `.build`; `swift-symbolgraph-extract` writes each product's public symbol graph
# (its own graph plus the graphs of its extensions to other modules' types, `<Product>@*`);
# `docc convert` builds each catalog against its product's graphs. Re-exported modules are
# left out of a product's graph: on Linux ReelStream re-exports OpenCombine and
# ReelDataSourceUIKit re-exports UIKitStandIn, and their declarations are not Reel's to
# document (on Apple platforms they are Combine's and UIKit's).
#
# Written for Linux, where CI runs. Usage: Scripts/check-docs.sh (about two minutes from a
# clean scratch path on two cores, a few seconds once built). The archives are left in
# .build-docs/docs/<Product>.doccarchive.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

products=(ReelDiff ReelEditScript ReelStream ReelDataSource ReelDataSourceUIKit UIKitStandIn)
scratch=.build-docs
graphs="$scratch/symbol-graphs"
archives="$scratch/docs"
log=$(mktemp)
trap 'rm -f "$log"' EXIT

for product in "${products[@]}"; do
    if ! swift build --scratch-path "$scratch" --target "$product" >"$log" 2>&1; then
        cat "$log" >&2
        echo "check-docs: swift build of $product failed (above)" >&2
        exit 1
    fi
done
bin=$(swift build --scratch-path "$scratch" --show-bin-path)
triple=$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -n 1)

# The C targets' module maps (CReelPrefetch, OpenCombine's helpers), which the Swift modules import.
module_maps=()
for map in "$bin"/*.build/module.modulemap; do
    module_maps+=(-Xcc "-fmodule-map-file=$map")
done

for product in "${products[@]}"; do
    rm -rf "${graphs:?}/$product" "${archives:?}/$product.doccarchive"
    mkdir -p "$graphs/$product" "$archives"
    # An empty list of allowed re-exported modules: the product's own declarations only.
    if ! swift-symbolgraph-extract -module-name "$product" -target "$triple" \
        -I "$bin/Modules" "${module_maps[@]}" -module-cache-path "$bin/ModuleCache" \
        -minimum-access-level public -emit-extension-block-symbols \
        -experimental-allowed-reexported-modules= \
        -output-dir "$graphs/$product" >"$log" 2>&1; then
        cat "$log" >&2
        echo "check-docs: no symbol graph for $product (above)" >&2
        exit 1
    fi

    status=0
    docc convert "Sources/$product/$product.docc" \
        --additional-symbol-graph-dir "$graphs/$product" \
        --fallback-display-name "$product" --fallback-bundle-identifier "$product" \
        --output-path "$archives/$product.doccarchive" --warnings-as-errors >"$log" 2>&1 || status=$?
    # Fail on the exit status and on any diagnostic line, whatever docc does with its status.
    if [ "$status" != 0 ] || grep -qiE '(^|[[:space:]])(warning|error):' "$log"; then
        cat "$log" >&2
        echo "check-docs: docc reported problems in $product's documentation (above)" >&2
        exit 1
    fi
    echo "$product: documentation built with 0 warnings ($archives/$product.doccarchive)"
done
