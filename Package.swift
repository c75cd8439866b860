// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "StackPlayground",
  products: [
    .executable(name: "stackplay", targets: ["stackplay"]),
    .library(name: "StackLayout", targets: ["StackLayout"]),
    // The playground's pure modules, for the benchmarks in Benchmarks/ (a separate
    // package that depends on this one by path).
    .library(name: "Playground", targets: ["StackScene", "StackRender", "Playground"]),
    // The scene fuzzer (scripts/fuzz-scenes builds and runs it).
    .executable(name: "stackplay-fuzz", targets: ["stackplay-fuzz"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // `stackplay serve` only (the StackServe target): SSH, its event loop and its keys.
    .package(url: "https://github.com/apple/swift-nio-ssh", from: "0.15.1"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
  ],
  targets: [
    // The shared solver: pure Swift value types, no Foundation, no terminal.
    .target(name: "StackLayout"),

    // Scene files (the JSON contract of ../shared/spec/scene-format.md) and
    // the JSON answer of `stackplay render`.
    .target(name: "StackScene", dependencies: ["StackLayout"]),

    // Swift code that builds a scene: UIKit (UIStackView) or SwiftUI source text.
    .target(name: "StackExport", dependencies: ["StackLayout", "StackScene"]),

    // The preset scenes shipped with the program, embedded from Presets/*.json
    // by scripts/generate-presets.
    .target(name: "StackPresets", dependencies: ["StackScene"]),

    // The render layer: a cell buffer and the drawing of a laid-out stack into it.
    // Pure Swift, testable as plain text.
    .target(name: "StackRender", dependencies: ["StackLayout", "StackScene"]),

    // ncursesw, through a module map and a shim header for what Swift cannot import.
    // No `pkgConfig: "ncursesw"`: its cflags are -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600,
    // which SwiftPM rejects with a "prohibited flag(s)" warning on every build. Those
    // flags only serve to switch on the wide-character API, so the shim defines
    // NCURSES_WIDECHAR itself and includes <ncursesw/curses.h> from the default
    // include path, and the module map links ncursesw (whose libncursesw.so pulls in
    // libtinfo). The headers come from Debian's libncurses-dev.
    .systemLibrary(
      name: "CNcurses", path: "CNcurses", providers: [.apt(["libncurses-dev"])]),

    // The terminal backend: puts a cell buffer on screen through ncurses. The only
    // module that imports CNcurses.
    .target(name: "StackTerminal", dependencies: ["CNcurses", "StackRender", "StackScene"]),

    // The interactive playground as plain values: the app's state, the pure
    // update function of (state, key), and the screen drawn from a state.
    .target(
      name: "Playground",
      dependencies: ["StackLayout", "StackScene", "StackRender", "StackExport", "StackPresets"]),

    // `stackplay serve`: the playground over SSH, each session a child `stackplay`
    // under its own pseudo-terminal (CPseudoTerminal: the fork and exec, in C). The
    // only module that imports NIO and NIOSSH.
    .target(name: "CPseudoTerminal"),
    .target(
      name: "StackServe",
      dependencies: [
        "CPseudoTerminal",
        .product(name: "NIOSSH", package: "swift-nio-ssh"),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "Crypto", package: "swift-crypto"),
      ]),

    // The command-line tool.
    .executableTarget(
      name: "stackplay",
      dependencies: [
        "StackLayout",
        "StackScene",
        "StackRender",
        "StackTerminal",
        "Playground",
        "StackExport",
        "StackPresets",
        "StackServe",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // The scene fuzzer: mutates example scenes with a seed, runs them through the
    // built `stackplay` with time and memory limits, checks the error contract,
    // and shrinks what breaks it. Foundation only, so a machine with just the
    // Swift toolchain runs it; the in-repo fuzz tests use it too.
    .target(name: "SceneFuzzing"),
    .executableTarget(
      name: "stackplay-fuzz",
      dependencies: [
        "SceneFuzzing", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),

    // Helpers for the test targets (snapshot files, a seeded generator).
    .target(name: "TestSupport", path: "Sources/TestSupport"),

    // Tests: one target per module; the CLI tests run the built binary.
    .testTarget(name: "StackLayoutTests", dependencies: ["StackLayout"]),
    .testTarget(name: "StackSceneTests", dependencies: ["StackScene"]),
    .testTarget(
      name: "StackExportTests",
      dependencies: ["StackExport", "StackPresets", "StackScene", "StackLayout"]),
    .testTarget(
      name: "StackPresetsTests", dependencies: ["StackPresets", "StackScene", "StackLayout"]),
    .testTarget(
      name: "StackRenderTests", dependencies: ["StackRender", "TestSupport"],
      exclude: ["Snapshots"]),
    .testTarget(name: "StackTerminalTests", dependencies: ["StackTerminal"]),
    .testTarget(name: "SceneFuzzingTests", dependencies: ["SceneFuzzing"]),
    .testTarget(name: "StackServeTests", dependencies: ["StackServe"]),
    .testTarget(
      name: "PlaygroundTests",
      dependencies: ["Playground", "StackExport", "StackPresets", "TestSupport"],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "StackplayTests",
      dependencies: [
        "stackplay", "StackScene", "StackLayout", "StackRender", "Playground", "StackExport",
        "StackPresets", "SceneFuzzing", "TestSupport",
      ],
      exclude: ["Fixtures"]),
  ]
)
