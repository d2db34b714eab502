import Foundation
import Hummingbird
import HummingbirdTesting
import Scoreboard
import ScoreboardExport
import ScoreboardPersistence
import ScoreboardServe
import Synchronization
import Testing

@Suite("the routes")
struct ServeRoutesTests {
  static let token = ActionToken(value: "0123456789abcdef0123456789abcdef")
  static let catalog = ActionCatalog(
    forms: [
      ActionForm("SIDE +N", [.side, .amount], summary: "that team scores N", example: "home +1"),
      ActionForm("undo", summary: "take back the last action"),
      ActionForm("reset", summary: "both scores to 0", confirm: true),
    ]
  ) { name in
    guard ["home +1", "undo", "reset"].contains(name), let command = GameCommand(actionName: name) else {
      return .failure(ActionRejected("unknown action \"\(name)\""))
    }
    return .success(command)
  }

  /// Runs `test` against the routes over `directory`, in process.
  private func withRoutes(
    _ directory: StateDirectory, limits: GameFeed.Limits = .init(),
    _ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void
  ) async throws {
    let feed = try GameFeed(directory: directory, limits: limits)
    let routes = ServeRoutes(feed: feed, token: Self.token, catalog: Self.catalog)
    try await Application(router: routes.router()).test(.router, test)
  }

  @Test("/state.json is the status --json document of the saved game")
  func stateDocument() async throws {
    let scratch = ScratchDirectory()
    let kept = try KeptGame(in: scratch.state)
    kept.play(.scoreboard(.add(.away, points: 3)))
    kept.play(.scoreboard(.rename(.home, to: "Lions")))
    kept.close()
    try await withRoutes(scratch.state) { client in
      try await client.execute(uri: "/state.json", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "application/json")
        let body = Data(buffer: response.body)
        let json = try JSONSerialization.jsonObject(with: body) as? [String: Any]
        #expect((json?["home"] as? [String: Any])?["name"] as? String == "Lions")
        #expect((json?["away"] as? [String: Any])?["score"] as? Int == 3)
        #expect(json?["score_line"] as? String == "Lions 0 : 3 Away")
      }
    }
  }

  @Test("issue 28 item 4: /vmix.json and /state.csv are the saved game as one row")
  func rowDocuments() async throws {
    let scratch = ScratchDirectory()
    let kept = try KeptGame(in: scratch.state)
    kept.play(.scoreboard(.add(.away, points: 3)))
    kept.play(.scoreboard(.rename(.home, to: "Lions")))
    kept.close()
    try await withRoutes(scratch.state) { client in
      try await client.execute(uri: "/vmix.json", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "application/json")
        let rows = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [[String: String]]
        #expect(rows?.count == 1)
        #expect(rows?.first?["home_name"] == "Lions" && rows?.first?["away_score"] == "3")
      }
      try await client.execute(uri: "/state.csv", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "text/csv; charset=utf-8")
        let lines = String(buffer: response.body).components(separatedBy: "\r\n")
        #expect(lines.first?.hasPrefix("sport,home_name,home_score,away_name,away_score") == true)
        #expect(lines.dropFirst().first?.hasPrefix("generic,Lions,0,Away,3,") == true)
      }
    }
  }

  @Test("the index names every page; the pages load nothing from elsewhere and open /events")
  func pages() async throws {
    let scratch = ScratchDirectory()
    try await withRoutes(scratch.state) { client in
      try await client.execute(uri: "/", method: .get) { response in
        let html = String(buffer: response.body)
        #expect(response.status == .ok)
        for path in [
          "/overlay", "/board", "/state.json", "/vmix.json", "/state.csv", "/events", "/api/actions",
        ] {
          #expect(html.contains("href=\"\(path)\""), "the index links \(path)")
        }
      }
      for page in ["/overlay", "/board"] {
        try await client.execute(uri: page, method: .get) { response in
          let html = String(buffer: response.body)
          #expect(response.status == .ok)
          #expect(response.headers[.contentType] == "text/html; charset=utf-8")
          #expect(html.contains("new EventSource('/events')"))
          #expect(
            !html.contains("src=\"http") && !html.contains("href=\"http") && !html.contains("<script src"))
        }
      }
    }
  }

  @Test(
    "unknown paths and traversal attempts are 404",
    arguments: [
      "/nope", "/../etc/passwd", "/overlay/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/state.json/x",
    ])
  func notFound(_ path: String) async throws {
    let scratch = ScratchDirectory()
    try await withRoutes(scratch.state) { client in
      try await client.execute(uri: path, method: .get) { response in
        #expect(response.status == .notFound)
        #expect(!String(buffer: response.body).contains("root:"))
      }
    }
  }

  @Test("past the limit of live pages, /events answers 503 with a reason")
  func eventsLimit() async throws {
    let scratch = ScratchDirectory()
    try await withRoutes(scratch.state, limits: .init(maximumSubscribers: 0)) { client in
      try await client.execute(uri: "/events", method: .get) { response in
        #expect(response.status == .serviceUnavailable)
        #expect(String(buffer: response.body).contains("at most 0"))
      }
    }
  }

  @Test("GET /api/actions lists the forms as data: template, arguments, summary, example, confirm")
  func vocabulary() async throws {
    let scratch = ScratchDirectory()
    try await withRoutes(scratch.state) { client in
      try await client.execute(uri: "/api/actions", method: .get) { response in
        #expect(response.headers[.contentType] == "application/json")
        let json = try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any]
        let actions = try #require(json?["actions"] as? [[String: Any]])
        #expect(
          actions.compactMap { $0["action"] as? String } == [
            "SIDE +N", "undo", "reset", "lower-third show TITLE TEXT", "lower-third hide",
          ])
        #expect(actions.compactMap { $0["confirm"] as? Bool } == [false, false, true, false, false])
        #expect(actions.first?["example"] as? String == "home +1")
        let arguments = try #require(actions.first?["arguments"] as? [[String: Any]])
        #expect(arguments.first?["name"] as? String == "SIDE")
        #expect(arguments.first?["choices"] as? [String] == ["home", "away"])
        #expect(arguments.last?["name"] as? String == "N")
        #expect(arguments.last?["minimum"] as? Int == 1 && arguments.last?["maximum"] as? Int == 99)
        #expect((actions.last?["arguments"] as? [Any])?.isEmpty == true)
      }
    }
  }

  @Test("POST /api/actions: reset wipes the match, so it is taken only with \"confirm\": true")
  func resetNeedsConfirm() async throws {
    let scratch = ScratchDirectory()
    let headers: HTTPFields = [.authorization: "Bearer \(Self.token.value)"]
    let received = Received()
    let listener = try ControlListener(path: ControlSocket.path(in: scratch.state)) { line in
      received.add(line)
      return .done("Home 0 : 0 Away")
    }
    defer { listener.stop() }
    try await withRoutes(scratch.state) { client in
      for body in [#"{"action": "reset"}"#, #"{"action": "reset", "confirm": false}"#] {
        try await client.execute(
          uri: "/api/actions", method: .post, headers: headers, body: ByteBuffer(string: body)
        ) {
          #expect($0.status == .badRequest)
          let reason = String(buffer: $0.body)
          #expect(
            reason == "\"reset\" wipes the match in progress: send it with \"confirm\": true to do it\n")
        }
      }
      #expect(received.lines.isEmpty)
      try await client.execute(
        uri: "/api/actions", method: .post, headers: headers,
        body: ByteBuffer(string: #"{"action": "reset", "confirm": true}"#)
      ) {
        #expect($0.status == .ok)
      }
    }
    #expect(received.lines == ["reset"])
  }

  @Test("POST /api/actions: no token or a wrong one is 401 and reaches no keeper")
  func unauthorized() async throws {
    let scratch = ScratchDirectory()
    let received = Received()
    let listener = try ControlListener(path: ControlSocket.path(in: scratch.state)) { line in
      received.add(line)
      return .done("")
    }
    defer { listener.stop() }
    try await withRoutes(scratch.state) { client in
      for headers: HTTPFields in [[:], [.authorization: "Bearer nope"], [.authorization: "Basic abc"]] {
        try await client.execute(
          uri: "/api/actions", method: .post, headers: headers, body: Self.body("home +1")
        ) {
          #expect($0.status == .unauthorized)
          #expect(String(buffer: $0.body).split(separator: "\n").count == 1)
        }
      }
    }
    #expect(received.lines.isEmpty)
  }

  @Test("POST /api/actions: malformed JSON, an unknown action and a huge body are refused with one line")
  func badRequests() async throws {
    let scratch = ScratchDirectory()
    let headers: HTTPFields = [.authorization: "Bearer \(Self.token.value)"]
    try await withRoutes(scratch.state) { client in
      let bodies = [
        ByteBuffer(string: "{oops"), ByteBuffer(string: "[1]"), ByteBuffer(string: "{\"action\": 3}"),
        Self.body("fly"),
      ]
      for body in bodies {
        try await client.execute(uri: "/api/actions", method: .post, headers: headers, body: body) {
          #expect($0.status == .badRequest)
          #expect(String(buffer: $0.body).split(separator: "\n").count == 1)
        }
      }
      let huge = ByteBuffer(string: "{\"action\": \"" + String(repeating: "x", count: 10_000) + "\"}")
      try await client.execute(uri: "/api/actions", method: .post, headers: headers, body: huge) {
        #expect($0.status == .contentTooLarge)
      }
    }
  }

  @Test("POST /api/actions: with no keeper, 409 saying so; with one, its reply")
  func delivered() async throws {
    let scratch = ScratchDirectory()
    let headers: HTTPFields = [.authorization: "Bearer \(Self.token.value)"]
    try await withRoutes(scratch.state) { client in
      try await client.execute(
        uri: "/api/actions", method: .post, headers: headers, body: Self.body("home +1")
      ) {
        #expect($0.status == .conflict)
        #expect(String(buffer: $0.body).contains("no scoreboard is keeping the game"))
      }
    }
    let received = Received()
    let listener = try ControlListener(path: ControlSocket.path(in: scratch.state)) { line in
      received.add(line)
      return line == "home +1" ? .done("Home 1 : 0 Away") : .refused("nothing to undo")
    }
    defer { listener.stop() }
    try await withRoutes(scratch.state) { client in
      try await client.execute(
        uri: "/api/actions", method: .post, headers: headers, body: Self.body("home +1")
      ) {
        #expect($0.status == .ok)
        #expect(String(buffer: $0.body) == "home +1: Home 1 : 0 Away\n")
      }
      try await client.execute(uri: "/api/actions", method: .post, headers: headers, body: Self.body("undo"))
      {
        #expect($0.status == .conflict)
        #expect(String(buffer: $0.body) == "undo: nothing to undo\n")
      }
    }
    #expect(received.lines == ["home +1", "undo"])
  }

  private static func body(_ action: String) -> ByteBuffer {
    ByteBuffer(string: "{\"action\": \"\(action)\"}")
  }
}

/// Lines a control listener received, from its queue.
private final class Received: Sendable {
  private let store = Mutex<[String]>([])
  func add(_ line: String) { store.withLock { $0.append(line) } }
  var lines: [String] { store.withLock { $0 } }
}

@Suite("the standard action catalog")
struct StandardActionCatalogTests {
  @Test("a name is read once into its command, whatever the case and blanks")
  func resolves() throws {
    #expect(try ActionCatalog.standard.resolve("HOME   +2").get() == .changeTeamScore(.home, by: 2))
    #expect(try ActionCatalog.standard.resolve("left +1").get() == .addPoints(.left))
  }

  @Test("unknown names and commands of the keeper's own keyboard are refused with their reason")
  func refuses() {
    #expect(
      ActionCatalog.standard.resolve("fly")
        == .failure(ActionRejected("unknown action \"fly\" (GET /api/actions lists them)")))
    #expect(
      ActionCatalog.standard.resolve("Quit")
        == .failure(ActionRejected("\"quit\" works only at the scoreboard's own keyboard")))
  }

  /// One action of every remote command there is, with the amounts and ends it takes.
  static let everyRemoteAction = [
    "left +1", "right -1", "left +12", "home +2", "away -99", "reset", "swap", "first server",
    "choose default",
    "choose other", "clock start-stop", "clock +5s", "clock -1min", "shot-clock 14", "period next",
    "period previous", "period end", "foul right", "foul left -1", "timeout left", "timeout right -1",
    "penalty left", "minor right", "double-minor left", "major right", "misconduct left", "yellow left",
    "red right", "counter +1", "counter -3", "counter reset", "counter new", "counter delete", "counter next",
    "counter previous",
    "undo", "redo", "rewind 0", "rewind 12", "preview 3", "preview end",
  ]

  @Test(
    "every remote action is of a listed form, and only reset, counter reset and counter delete ask for confirm"
  )
  func formsCoverEveryRemoteAction() throws {
    let forms = ActionCatalog.standard.forms
    for name in Self.everyRemoteAction {
      let command = try ActionCatalog.standard.resolve(name).get()
      let matching = forms.filter { $0.matches(name) }
      #expect(matching.count == 1, "\(name) is of \(matching.map(\.action))")
      #expect(
        matching.first?.confirm == ["reset", "counter reset", "counter delete"].contains(name), "\(name)")
      #expect(
        command.wipesProgress == ["reset", "counter reset", "counter delete"].contains(name), "\(name)")
    }
  }

  @Test("every listed form's example is an action the catalog takes, and of that form")
  func examplesResolve() {
    for form in ActionCatalog.standard.forms {
      #expect((try? ActionCatalog.standard.resolve(form.example).get()) != nil, "\(form.example)")
      #expect(form.matches(form.example), "\(form.action) does not match \(form.example)")
    }
  }
}

extension ActionForm {
  /// Whether `name` is an action of this form: its lower-case words as they are, each argument
  /// one of its choices or a number in its range (`+N` takes a sign, `Ns` a unit).
  fileprivate func matches(_ name: String) -> Bool {
    let templateWords = action.split(separator: " ")
    let words = name.split(separator: " ")
    guard templateWords.count == words.count else { return false }
    return zip(templateWords, words).allSatisfy { template, word in matches(String(word), String(template)) }
  }

  private func matches(_ word: String, _ template: String) -> Bool {
    guard let argument = arguments.first(where: { template.contains($0.name) }) else {
      return word == template
    }
    let parts = template.components(separatedBy: argument.name)
    guard parts.count == 2, word.hasPrefix(parts[0]), word.hasSuffix(parts[1]),
      word.count > parts[0].count + parts[1].count
    else { return false }
    let value = String(word.dropFirst(parts[0].count).dropLast(parts[1].count))
    if let choices = argument.choices { return choices.contains(value) }
    guard let number = Int(value), let minimum = argument.minimum, let maximum = argument.maximum else {
      return false
    }
    return value.allSatisfy(\.isNumber) && (minimum...maximum).contains(number)
  }
}
