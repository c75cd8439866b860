// swift-tools-version: 6.1
// The benchmarks: a package of its own, so the root package's build and `swift test`
// never fetch or build package-benchmark. Run from this directory:
//
//   swift package benchmark                       # every benchmark
//   swift run -c release stack-timing 10 100 1000 # plain timings, for scripts
//   swift run -c release serve-load ../.build/release/stackplay 32 20  # stackplay serve under load
import PackageDescription

let package = Package(
  name: "StackPlaygroundBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "StackPlayground", path: ".."),
    .package(
      url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1",
      traits: ["MallocInterposer"]),
    // serve-load only: scripted SSH clients for the load test of `stackplay serve`.
    .package(url: "https://github.com/apple/swift-nio-ssh", from: "0.15.1"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
  ],
  targets: [
    // The scenes every benchmark and the timing tool solve.
    .target(
      name: "BenchmarkScenes",
      dependencies: [
        .product(name: "StackLayout", package: "StackPlayground"),
        .product(name: "Playground", package: "StackPlayground"),
      ]),

    // package-benchmark's suite: solve times, allocations, key to cell buffer.
    .executableTarget(
      name: "StackBenchmarks",
      dependencies: [
        "BenchmarkScenes",
        .product(name: "Benchmark", package: "package-benchmark"),
        .product(name: "StackLayout", package: "StackPlayground"),
        .product(name: "Playground", package: "StackPlayground"),
      ],
      path: "Benchmarks/StackBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]),

    // A plain timing tool with machine-readable output, for scripts/compare-kiwi.py
    // and scripts/plot-solve-time.py.
    .executableTarget(
      name: "stack-timing",
      dependencies: [
        "BenchmarkScenes",
        .product(name: "StackLayout", package: "StackPlayground"),
        .product(name: "Playground", package: "StackPlayground"),
      ]),

    // A bounded load test of `stackplay serve` on loopback: N scripted SSH
    // sessions at once, key-to-screen latency per session (BENCHMARKS.md).
    .executableTarget(
      name: "serve-load",
      dependencies: [
        .product(name: "NIOSSH", package: "swift-nio-ssh"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
      ]),
  ]
)
