#!/usr/bin/env bash
# Runs every benchmark once, from one release build, and writes each one's table (the Markdown
# the README shows) and chart: docs/charts/NAME.md and docs/charts/NAME.svg. The README's
# tables and charts come from one run of this script, so they agree with each other.
#
#   Scripts/benchmarks.sh                # every benchmark with its own defaults: about ten minutes
#   Scripts/benchmarks.sh --quick        # fewer runs of each, for a busy machine; each chart says how many
#   Scripts/benchmarks.sh diff catalog   # only those (names as in docs/charts)
#
# Each benchmark shows its progress on standard error when it is a terminal. The benchmarks run
# at low priority (nice), so that a machine shared with builds stays usable; for figures to
# publish, run it on a quiet machine.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

quick=false
if [ "${1:-}" = --quick ]; then
    quick=true
    shift
fi
only=("$@")
names=(diff stream datasource stream-list stream-list-million layout detail downloads catalog)
for name in "${only[@]}"; do
    if ! [[ " ${names[*]} " == *" $name "* ]]; then
        echo "usage: Scripts/benchmarks.sh [--quick] [NAME…], NAME one of: ${names[*]}" >&2
        exit 64
    fi
done

echo "== swift build -c release" >&2
swift build -c release --product reel >&2
reel="$(swift build -c release --show-bin-path)/reel"
out=docs/charts
mkdir -p "$out"

# run NAME QUICK_OPTIONS -- ARGUMENTS…: reel ARGUMENTS (plus QUICK_OPTIONS with --quick),
# its table to $out/NAME.md and its chart to $out/NAME.svg.
run() {
    local name=$1 quick_options=$2
    shift 3
    if [ ${#only[@]} -gt 0 ] && ! [[ " ${only[*]} " == *" $name "* ]]; then return; fi
    local arguments=("$@")
    if $quick; then read -r -a extra <<<"$quick_options" && arguments+=("${extra[@]}"); fi
    echo "== reel ${arguments[*]}" >&2
    nice -n 10 "$reel" "${arguments[@]}" --chart "$out/$name.svg" >"$out/$name.md"
}

run diff "--iterations 5 --baseline-iterations 1" -- bench diff
run stream "--iterations 3" -- bench stream
run datasource "--iterations 5" -- bench datasource
run stream-list "--duration 3" -- bench stream-list
run stream-list-million "--duration 2" -- bench stream-list --sizes 100000 1000000 --rate 120 --duration 5
run layout "--iterations 5" -- bench layout
run detail "--runs 5" -- bench detail
run downloads "" -- bench downloads
run catalog "--iterations 3" -- bench catalog
echo "== tables and charts in $out/" >&2
