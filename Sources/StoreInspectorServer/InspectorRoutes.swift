import FoundationEssentials
import Hummingbird
import StoreInspector

/// The inspector's page and its API, for any store a ``StoreInspector`` records, added to a
/// Hummingbird router under `/inspector`:
///
/// | route | what |
/// | --- | --- |
/// | `GET /inspector` | the page: the steps as they come, a filter, a step's state as a tree and what changed |
/// | `GET /inspector/steps?after=N&limit=M` | the steps after N (`&session=ID`: of an imported session) |
/// | `GET /inspector/steps/N` | step N whole: action, state, the JSON paths changed since the step before |
/// | `GET /inspector/events` | Server-Sent Events: each step as it is recorded (`Last-Event-ID`: the ones missed) |
/// | `POST /inspector/jump` | `{"step": N}` shows step N where the app shows its state (`null`: the present) |
/// | `POST /inspector/rewind` | `{"step": N}`: the app's state becomes step N's again |
/// | `GET /inspector/session`, `POST /inspector/session` | export the session as a journal file, import one |
///
/// Jump and rewind need a request ``InspectorControls/isAuthorized`` lets in.
///
/// ```swift
/// let router = Router()
/// InspectorRoutes(inspector: inspector, controls: .readOnly).add(to: router)
/// ```
public struct InspectorRoutes<State: Codable & Sendable, Action: Codable & Sendable>: Sendable {
  /// The largest session file imported, in bytes.
  public static var maximumSessionSize: Int { 64 * 1024 * 1024 }
  /// The most steps one `GET /inspector/steps` answers with.
  public static var pageSize: Int { 2_000 }

  /// The inspector read.
  public let inspector: StoreInspector<State, Action>
  /// How an action reads in the list (and what the filter matches).
  public let label: @Sendable (Action) -> String
  /// What the page may ask of the app.
  public let controls: InspectorControls<State, Action>
  private let imported = ImportedSessions<State, Action>()
  private let streams = InspectorStreams<State, Action>()

  /// Routes over `inspector`, listing actions as `label` writes them, with `controls`.
  public init(
    inspector: StoreInspector<State, Action>, label: @escaping @Sendable (Action) -> String = { "\($0)" },
    controls: InspectorControls<State, Action>
  ) {
    self.inspector = inspector
    self.label = label
    self.controls = controls
  }

  /// Adds the routes to `router`.
  public func add<Context: RequestContext>(to router: Router<Context>) {
    router.get("/inspector") { _, _ in
      Response(
        status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache"],
        body: ResponseBody(byteBuffer: ByteBuffer(string: InspectorPage.html)))
    }
    router.get("/inspector/steps") { request, _ in self.list(request) }
    router.get("/inspector/steps/:step") { request, context in
      self.detail(request, step: context.parameters.get("step", as: Int.self))
    }
    router.get("/inspector/events") { request, _ in self.events(request) }
    router.post("/inspector/jump") { request, _ in try await self.jump(request) }
    router.post("/inspector/rewind") { request, _ in try await self.rewind(request) }
    router.get("/inspector/session") { _, _ in self.export() }
    router.post("/inspector/session") { request, _ in try await self.importSession(request) }
  }

  // MARK: Reading

  private func steps(of request: Request) -> Chosen<(String, InspectorSession<State, Action>?)> {
    guard let id = request.uri.queryParameters["session"].map(String.init), id != "live" else {
      return .found(("live", nil))
    }
    guard let session = imported.session(id) else {
      return .refused(Self.text(.notFound, "no imported session \(id): import it again"))
    }
    return .found((id, session))
  }

  private func list(_ request: Request) -> Response {
    let after = request.uri.queryParameters["after"].flatMap { Int($0) } ?? 0
    let limit = min(request.uri.queryParameters["limit"].flatMap { Int($0) } ?? Self.pageSize, Self.pageSize)
    let list: StepList
    switch steps(of: request) {
    case .refused(let response):
      return response
    case .found((let id, let session?)):
      let chosen = session.steps.filter { $0.step > after }.prefix(max(0, limit))
      list = StepList(
        session: id, oldest: session.steps.first?.step ?? 1, latest: session.steps.last?.step ?? 0,
        canPreview: false, canRewind: false, steps: chosen.map { StepSummary($0, label: label($0.action)) })
    case .found((let id, nil)):
      let chosen = inspector.steps(after: after, limit: limit)
      list = StepList(
        session: id, oldest: inspector.oldestStep, latest: inspector.latestStep,
        canPreview: controls.preview != nil, canRewind: controls.rewind != nil,
        steps: chosen.map { StepSummary($0, label: label($0.action)) })
    }
    return Self.json(list)
  }

  private func detail(_ request: Request, step number: Int?) -> Response {
    guard let number else { return Self.text(.badRequest, "a step is a whole number: /inspector/steps/12") }
    let found: (InspectedStep<State, Action>, State?)?
    switch steps(of: request) {
    case .refused(let response):
      return response
    case .found((_, let session?)):
      found = session.steps.firstIndex { $0.step == number }.map { index in
        (session.steps[index], index == 0 ? session.initialState : session.steps[index - 1].state)
      }
    case .found((_, nil)):
      found = inspector.step(number).map { ($0, inspector.state(before: number)) }
    }
    guard let (step, before) = found else {
      let why =
        request.uri.queryParameters["session"].map { $0 != "live" } == true
        ? "the imported session has no such step" : "the inspector keeps the newest \(inspector.capacity)"
      return Self.text(.notFound, "step \(number) is not kept: \(why)")
    }
    let state = (try? JSONValue(encoding: step.state)) ?? .null
    let previous = before.flatMap { try? JSONValue(encoding: $0) } ?? .null
    let summary = StepSummary(step, label: label(step.action))
    return Self.json(
      StepDetail(
        step: step.step, time: summary.time, label: summary.label, action: summary.action, state: state,
        changed: previous.changedPaths(to: state)))
  }

  private func events(_ request: Request) -> Response {
    let missedAfter = request.headers[.init("Last-Event-ID")!].flatMap { Int($0) }
    let stream = streams.open(on: inspector, label: label, missedAfter: missedAfter)
    return Response(
      status: .ok,
      headers: [
        .contentType: "text/event-stream", .cacheControl: "no-cache", .init("X-Accel-Buffering")!: "no",
      ],
      body: ResponseBody { writer in
        defer { stream.close() }
        try await request.body.consumeWithInboundCloseHandler { _ in
          for await chunk in stream.events {
            try await writer.write(ByteBuffer(string: chunk))
          }
        } onInboundClosed: {
          stream.close()
        }
        try await writer.finish(nil)
      })
  }

  // MARK: Controls

  private func chosenStep(_ request: Request) async throws -> Chosen<InspectedStep<State, Action>?> {
    guard controls.isAuthorized(request.headers[.authorization]) else {
      var response = Self.text(.unauthorized, "a valid token is needed: Authorization: Bearer TOKEN")
      response.headers[.wwwAuthenticate] = "Bearer"
      return .refused(response)
    }
    let body = try await request.body.collect(upTo: 1024)
    guard let choice = try? JSONDecoder().decode(StepChoice.self, from: Data(buffer: body)) else {
      return .refused(Self.text(.badRequest, "send {\"step\": N} (or {\"step\": null} for the present)"))
    }
    guard let number = choice.step else { return .found(nil) }
    guard let step = inspector.step(number) else {
      return .refused(Self.text(.notFound, "step \(number) is not kept: choose a step the list shows"))
    }
    return .found(step)
  }

  private func jump(_ request: Request) async throws -> Response {
    guard let preview = controls.preview else {
      return Self.text(.notImplemented, "this app shows no preview: the page shows the step itself")
    }
    switch try await chosenStep(request) {
    case .refused(let response):
      return response
    case .found(let step):
      return await Self.carryOut(step.map { "showing step \($0.step)" } ?? "showing the present") {
        try await preview(step)
      }
    }
  }

  private func rewind(_ request: Request) async throws -> Response {
    guard let rewind = controls.rewind else {
      return Self.text(.notImplemented, "this app takes no rewind from the inspector")
    }
    switch try await chosenStep(request) {
    case .refused(let response):
      return response
    case .found(nil):
      return Self.text(.badRequest, "rewind needs a step: {\"step\": N}")
    case .found(let step?):
      return await Self.carryOut("rewound to step \(step.step)") { try await rewind(step) }
    }
  }

  private static func carryOut(_ done: String, _ body: () async throws -> Void) async -> Response {
    do {
      try await body()
      return text(.ok, done)
    } catch let failure as InspectorControlFailure {
      return text(.conflict, failure.description)
    } catch {
      return text(.serviceUnavailable, "\(error)")
    }
  }

  // MARK: Sessions

  private func export() -> Response {
    let session = inspector.session()
    guard let file = try? session.encoded() else {
      return Self.text(.internalServerError, "the session could not be encoded")
    }
    let last = session.steps.last?.step ?? 0
    return Response(
      status: .ok,
      headers: [
        .contentType: "application/octet-stream", .cacheControl: "no-store",
        .contentDisposition:
          "attachment; filename=\"session-\(session.steps.first?.step ?? 0)-\(last).inspector\"",
      ],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: file)))
  }

  private func importSession(_ request: Request) async throws -> Response {
    let body: ByteBuffer
    do {
      body = try await request.body.collect(upTo: Self.maximumSessionSize)
    } catch {
      return Self.text(
        .contentTooLarge, "a session file is at most \(Self.maximumSessionSize / 1_048_576) MB")
    }
    do throws(InspectorSessionError) {
      let session = try InspectorSession<State, Action>.decode(Data(buffer: body), schema: inspector.schema)
      return Self.json(ImportAnswer(session: imported.keep(session), steps: session.steps.count))
    } catch {
      return Self.text(.unprocessableContent, error.description)
    }
  }

  // MARK: Answers

  private static func json(_ document: some Encodable) -> Response {
    let data = (try? JSONEncoder.inspector.encode(document)) ?? Data("{}".utf8)
    return Response(
      status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
  }

  private static func text(_ status: HTTPResponse.Status, _ line: String) -> Response {
    Response(
      status: status, headers: [.contentType: "text/plain; charset=utf-8"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: line + "\n")))
  }
}

/// What a request chose (a session, a step), or the answer that refuses it.
private enum Chosen<Value> {
  case found(Value)
  case refused(Response)
}
