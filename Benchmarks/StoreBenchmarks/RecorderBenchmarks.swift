import Benchmark
import Foundation
import StateStore

/// The library's action recorder appending one action (framed, checksummed, one `write(2)`, no
/// fsync) per measured iteration, to a journal in a temporary directory.
func registerRecorderBenchmarks() {
  // One append per measured iteration, in nanoseconds.
  let appendConfiguration = Benchmark.Configuration(
    metrics: [.wallClock, .throughput],
    timeUnits: .nanoseconds,
    warmupIterations: 10,
    scalingFactor: .one,
    maxDuration: .seconds(1),
    maxIterations: 10_000
  )
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("recorder-bench-\(ProcessInfo.processInfo.processIdentifier)")
  try? FileManager.default.removeItem(at: directory)
  guard (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil,
    let recorder = try? ActionRecorder<CounterAction>(
      appendingTo: directory.appendingPathComponent("journal")),
    let compactRecorder = try? ActionRecorder<CounterAction>(
      appendingTo: directory.appendingPathComponent("journal.compact"), coding: compactCounterCoding)
  else { fatalError("recorder benchmark: cannot create a journal in \(directory.path)") }
  Benchmark(
    "recorder: append, no fsync, compact coding",
    configuration: appendConfiguration,
    closure: { benchmark in
      for _ in benchmark.scaledIterations {
        try compactRecorder.append(.increment)
      }
    }
  )
  Benchmark(
    "recorder: append, no fsync",
    configuration: appendConfiguration,
    closure: { benchmark in
      for _ in benchmark.scaledIterations {
        try recorder.append(.increment)
      }
    },
    teardown: { try? FileManager.default.removeItem(at: directory) }
  )
}

/// The counter's actions in one byte each: the compact coding a program can give its recorder.
let compactCounterCoding = ActionCoding<CounterAction>(
  encode: { action in
    switch action {
    case .increment: Data([0])
    case .ping: Data([1])
    case .pong: Data([2])
    }
  },
  decode: { payload in
    switch payload.first {
    case 0: .increment
    case 1: .ping
    case 2: .pong
    default: nil
    }
  })
