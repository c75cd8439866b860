// swift-tools-version: 6.1
// The benchmarks: a package of its own, so the root package's build and `swift test`
// never fetch or build package-benchmark. Run from this directory:
//
//   swift package benchmark                       # every benchmark
//   swift run -c release stack-timing 10 100 1000 # plain timings, for scripts
import PackageDescription

let package = Package(
  name: "StackPlaygroundBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "StackPlayground", path: ".."),
    .package(
      url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1",
      traits: ["MallocInterposer"]),
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
  ]
)
