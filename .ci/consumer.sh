#!/usr/bin/env bash
# Builds a throwaway package that depends on PageDots the way another project would: by a
# file:// URL and a version, from a tagged copy of this repository, and calls the layout
# API. SwiftPM refuses unsafe flags in such a dependency, so this holds the package to
# being one others can use.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
version="$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$root/Sources/PageDots/Version.swift")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The working tree as it is, committed and tagged in a copy (nothing is tagged here).
git clone -q "$root" "$work/pagedots"
cp -R "$root/Sources" "$root/Package.swift" "$work/pagedots/"
git -C "$work/pagedots" add -A
git -C "$work/pagedots" -c user.name=ci -c user.email=ci@localhost commit -q -m "as built" --allow-empty
git -C "$work/pagedots" tag "$version"
mkdir -p "$work/consumer/Sources/consumer"
cat > "$work/consumer/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "consumer",
    platforms: [.macOS(.v13)],
    dependencies: [.package(url: "file://$work/pagedots", from: "$version")],
    targets: [.executableTarget(name: "consumer", dependencies: [.product(name: "PageDots", package: "PageDots")])]
)
SWIFT
cat > "$work/consumer/Sources/consumer/main.swift" <<'SWIFT'
import PageDots

let worm = try PageIndicator(.worm)
let layout = worm.layout(position: 2.5, pages: 5)
print("worm at 2.5 of 5 pages: \(layout.elements.count) elements, \(layout.width) pt wide, PageDots \(PageDotsVersion.current)")
SWIFT
out="$(cd "$work/consumer" && swift run -q consumer 2>"$work/build.log")" || { cat "$work/build.log" >&2; exit 1; }
echo "$out"
case "$out" in
  "worm at 2.5 of 5 pages: "*"PageDots $version") ;;
  *) echo "consumer package: unexpected output" >&2; exit 1 ;;
esac
