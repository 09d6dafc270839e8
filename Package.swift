// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PageDots",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "pagedots", targets: ["pagedots"]),
        .library(name: "PageDots", targets: ["PageDots"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // The core: pure Swift, no C library, no file I/O. (No unsafe flags in any target,
        // so that other packages can depend on this one; `make test` builds optimised.)
        .target(name: "PageDots"),
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"]), .brew(["sdl2"])]),
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo-ft",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        // Pixel conversions for export, in C so that the compiler vectorises them.
        .target(name: "CPixels"),
        // Frames handed to ffmpeg's pipe without a copy (Linux vmsplice), and the C
        // library's few globals Swift 6 cannot name safely.
        .target(name: "CPipe"),
        // Recordings decoded in this process by FFmpeg's libraries, loaded when first
        // needed (built against their headers when installed; else the ffmpeg command).
        .target(name: "CDecode", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(name: "PageDotsRender", dependencies: ["PageDots", "CCairo", "CPixels", "CPipe", "CDecode"]),
        .executableTarget(
            name: "pagedots",
            dependencies: [
                "PageDots", "PageDotsRender", "CSDL2",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Yams", package: "Yams"),
            ]),
        // What the test targets share (the seeded generator, the recordings' renderer).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "PageDotsTests", dependencies: ["PageDots", "TestSupport", .product(name: "Yams", package: "Yams")]),
        .testTarget(
            name: "PageDotsRenderTests", dependencies: ["PageDotsRender", "TestSupport"],
            // The golden images are read from the source tree, not bundled.
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "pagedotsTests", dependencies: ["pagedots", "PageDotsRender", "TestSupport"],
            // The independent players the exports are checked with are compiled by the tests.
            exclude: ["Players"]),
    ],
    swiftLanguageModes: [.v6]
)
