#!/usr/bin/env bash
# Proves that a change kept PageDots' output byte for byte: builds BASE (a git ref,
# default origin/main) beside the working tree, runs both binaries over every scenario
# and playground under Assets/ — MP4, PNG frames, `trace --json`, `check`, snapshots —
# and `layout --json` of every style at several states, and compares what they wrote.
#
#   scripts/same-output.sh [BASE]                 build BASE and the working tree, compare
#   scripts/same-output.sh --bins OLD NEW         compare two binaries already built
#
# Exits 0 when every output is identical, 1 when any differs (each is named).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

if [ "${1:-}" = "--bins" ]; then
    old=$(realpath "$2"); new=$(realpath "$3")
else
    base=${1:-origin/main}
    tree=$root/.build-base/src
    rm -rf "$tree"; git worktree prune
    git worktree add --detach -f "$tree" "$base" >/dev/null
    echo "building $base ($(git rev-parse --short "$base")) …"
    (cd "$tree" && swift build -c release --product pagedots --scratch-path "$root/.build-base/build" 2>&1 | tail -1)
    echo "building the working tree …"
    swift build -c release --product pagedots 2>&1 | tail -1
    old=$root/.build-base/build/release/pagedots
    new=$root/.build/release/pagedots
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PAGEDOTS_ASSETS=$root/Assets

scenarios=(Assets/Scenarios/*.yaml Assets/Scenarios/stress/*.yaml)
playgrounds=(Assets/Playgrounds/*.yaml)
styles=$("$new" snapshot --help | tr -s " \n" " " | sed -n "s/.*Styles: \([a-z, ]*\)\. Presets.*/\1/p" | tr -d ",")
[ -n "$styles" ] || styles="instagram system cosine worm expanding jumping scale color swap progress fraction bar"

# Every output of one binary into folder $2, one file per output.
outputs() {
    local bin=$1 out=$2
    mkdir -p "$out"
    local n=0
    for s in "${scenarios[@]}"; do
        n=$((n + 1)); local name; name=$(basename "$s" .yaml)
        "$bin" trace --scenario "$s" --json > "$out/$name.trace.json"
        "$bin" check --scenario "$s" --styles all > "$out/$name.check.txt" || true
        "$bin" render --scenario "$s" --out "$out/$name.mp4" > /dev/null
        "$bin" render --scenario "$s" --out "$work/frames" > /dev/null
        (cd "$work/frames" && sha256sum ./*.png) > "$out/$name.frames.sha256"
        rm -rf "$work/frames"
    done
    "$bin" render --scenario Assets/Scenarios/demo.yaml --out "$out/demo-rtl.mp4" --direction rtl > /dev/null
    "$bin" render --scenario Assets/Scenarios/demo.yaml --out "$out/demo-crop.mp4" --crop system --scale 2 > /dev/null
    "$bin" render --scenario Assets/Scenarios/demo.yaml --out "$out/demo-alpha.webm" --crop 1 --background transparent > /dev/null
    "$bin" render --scenario Assets/Scenarios/stress/rapid-gotos.yaml --out "$out/rapid.gif" --size 480x320 > /dev/null
    for p in "${playgrounds[@]}"; do
        local name; name=$(basename "$p" .yaml)
        "$bin" snapshot --config "$p" --out "$out/$name.png" > /dev/null
    done
    "$bin" snapshot --style all --position 4.5 --out "$out/all-4.5.png" > /dev/null
    "$bin" snapshot --style all --pages 30 --visit 3,17,29 --direction ttb --out "$out/all-ttb.png" > /dev/null
    "$bin" snapshot --preset ios,android,swiper,wearos,flutter --out "$out/presets.png" --scale 2 > /dev/null
    "$bin" sheet --out "$out/sheet.png" > /dev/null
    "$bin" sheet --styles all --out "$out/sheet-all.png" --pages 1,5,30 --positions 0,2.5,29 > /dev/null
    for style in $styles; do
        for pages in 0 1 5 12 30 1000000; do
            for x in 0 2.5 11; do
                "$bin" layout --style "$style" --pages "$pages" --position "$x" --json > "$out/layout-$style-$pages-$x.json" 2>&1 || true
            done
        done
        "$bin" layout --style "$style" --pages 30 --visit 3,17,12 --tracking discrete --direction rtl --json > "$out/layout-$style-visit.json" 2>&1 || true
    done
}

echo "old: $old"; outputs "$old" "$work/old"
echo "new: $new"; outputs "$new" "$work/new"
count=$(ls "$work/old" | wc -l)
if diff -rq "$work/old" "$work/new"; then
    echo "same output: all $count outputs are identical"
else
    echo "outputs differ (listed above)"
    exit 1
fi
