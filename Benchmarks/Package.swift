// swift-tools-version: 6.1
import PackageDescription

/// Benchmarks of the StateStore library and of the saved game (journal, snapshots, start-up), kept in a package of their own so that `swift test` at the
/// root never builds the benchmark harness. Run them with `make bench` from the repository root.
let package = Package(
  name: "StateStoreBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "scoreboard-tui", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark.git",
      from: "1.38.1",
      traits: ["MallocInterposer"]
    ),
  ],
  targets: [
    .executableTarget(
      name: "StoreBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "StateStore", package: "scoreboard-tui"),
        .product(name: "StoreInspector", package: "scoreboard-tui"),
        .product(name: "Scoreboard", package: "scoreboard-tui"),
        .product(name: "ScoreboardPersistence", package: "scoreboard-tui"),
        .product(name: "ScoreboardTUI", package: "scoreboard-tui"),
      ],
      path: "StoreBenchmarks",
      plugins: [
        .plugin(name: "BenchmarkPlugin", package: "benchmark")
      ]
    ),
    // The dispatch scenarios alone, for counting their instructions under callgrind (instructions.py). Under
    // Tools/, not beside StoreBenchmarks: the benchmark plugin runs every executable target in a folder
    // directly under Benchmarks/.
    .executableTarget(
      name: "DispatchInstructions",
      dependencies: [.product(name: "StateStore", package: "scoreboard-tui")],
      path: "Tools/DispatchInstructions"
    ),
  ]
)
