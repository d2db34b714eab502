import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The example `Examples/InspectedTodoList` as its user runs it: the built program on a port of its
/// own, read over HTTP.
@Suite("the InspectedTodoList example")
struct InspectedTodoListTests {
  /// The built example: beside this test bundle (`swift build --build-tests` builds both), or where
  /// `INSPECTED_TODO_LIST_BIN` says.
  private static var program: URL {
    if let path = ProcessInfo.processInfo.environment["INSPECTED_TODO_LIST_BIN"] {
      return URL(fileURLWithPath: path)
    }
    let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return bundle.deletingLastPathComponent().appendingPathComponent("InspectedTodoList")
  }

  /// A port nothing listens on now: bound, read and let go.
  private static func freePort() throws -> Int {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
      }
    }
    guard bound else { throw RawHTTPConnection.ConnectionFailure("no free port") }
    return Int(UInt16(bigEndian: address.sin_port))
  }

  @Test("started on PORT, it serves the inspector with the three steps it dispatched; POST /todo adds one")
  func servesItsSteps() async throws {
    let program = Self.program
    try #require(
      FileManager.default.isExecutableFile(atPath: program.path),
      "build the example first: swift build --product InspectedTodoList (looked for \(program.path))")
    let port = try Self.freePort()
    let process = Process()
    process.executableURL = program
    process.environment = ["PORT": String(port), "INSPECTOR_TOKEN": "s3cret"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer {
      if process.isRunning { process.terminate() }
      process.waitUntilExit()
    }
    let deadline = ContinuousClock.now + .seconds(60)
    while (try? RawHTTPConnection(host: "127.0.0.1", port: port)) == nil {
      #expect(process.isRunning, "the example stopped before it listened")
      guard process.isRunning, ContinuousClock.now < deadline else { return }
      try await Task.sleep(for: .milliseconds(20))
    }

    let steps = try await RawHTTPConnection.get("/inspector/steps", port: port)
    #expect(steps.status == 200)
    let list = try JSONDecoder().decode(ListAnswer.self, from: Data(steps.body.utf8))
    #expect(list.steps.map(\.step) == [1, 2, 3])
    #expect(
      list.steps.map(\.label) == [
        #"add("book the court")"#, #"add("string the racket")"#, #"complete("book the court")"#,
      ])
    #expect(list.canRewind)

    let added = try await RawHTTPConnection.post("/todo", port: port, body: "wash the balls")
    #expect(added.status == 201)
    let rewound = try await RawHTTPConnection.post(
      "/inspector/rewind", port: port, headers: ["Authorization": "Bearer s3cret"], body: #"{"step": 1}"#)
    #expect(rewound.status == 200)
    #expect(rewound.body == "rewound to step 1\n")
    let stepFive = try await RawHTTPConnection.get("/inspector/steps/5", port: port)
    let detail = try JSONDecoder().decode(DetailAnswer.self, from: Data(stepFive.body.utf8))
    #expect(detail.state == .object(["items": .array([.string("book the court")]), "done": .array([])]))
    #expect(detail.changed == ["$.done[0]", "$.items[1]", "$.items[2]"])
  }
}
