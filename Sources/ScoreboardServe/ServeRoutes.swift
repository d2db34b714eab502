import FoundationEssentials
import Hummingbird
import Scoreboard
import ScoreboardPersistence

/// The routes of `scoreboard-tui serve`:
///
/// | route | what |
/// | --- | --- |
/// | `GET /` | the index: every page and its URL to paste into OBS |
/// | `GET /overlay`, `GET /board` | the score bug and the projector page (``Pages``) |
/// | `GET /state.json` | the `status --json` document, byte for byte |
/// | `GET /vmix.json`, `GET /state.csv` | the game as one row: a vMix / Companion JSON data source, CSV |
/// | `GET /theme.css`, `GET /theme.json`, `GET /theme/logo/N`, `GET /theme/sponsor/N` | the theme (``ServeTheme``) the pages load |
/// | `GET /events` | Server-Sent Events from the ``GameFeed`` (`?timeline=1`: the first, a start with the whole timeline) |
/// | `GET /graphics/events` | Server-Sent Events of the graphics on air (``GraphicsFeed``: the lower third) |
/// | `GET /api/actions` | the action vocabulary |
/// | `POST /api/actions` | an action for the keeper, with the bearer token |
/// | `/inspector...` | with ``inspection``: the time-travel inspector (``inspectorRoutes(_:)``) |
///
/// Everything else is 404; no route reads a file named by the request.
public struct ServeRoutes: Sendable {
  /// The largest request body taken, in bytes; a larger one is answered 413.
  public static let maximumBodySize = 4096

  /// The game followed.
  public let feed: GameFeed
  /// The token `POST /api/actions` asks for.
  public let token: ActionToken
  /// The actions it takes.
  public let catalog: ActionCatalog
  /// How long the keeper has to answer an action.
  public let keeperTimeout: Duration
  /// Where the actions taken go: the keeper's control socket unless given.
  public let delivery: ActionDelivery
  /// How the pages look (`--theme`).
  public var theme = ServeTheme.none
  /// The graphics `serve` keeps for the pages (the lower third).
  public let graphics = GraphicsFeed()
  /// The inspector's feed (`--inspect`): with one, `/inspector` is served and the index lists it.
  public var inspection: JournalInspectorFeed?

  /// Routes over `feed`, taking actions from `catalog` with `token` and handing them to
  /// `delivery` (by default the control socket of the feed's directory, waiting `keeperTimeout`).
  public init(
    feed: GameFeed, token: ActionToken, catalog: ActionCatalog, keeperTimeout: Duration = .seconds(5),
    delivery: ActionDelivery? = nil
  ) {
    self.feed = feed
    self.token = token
    self.catalog = catalog
    self.keeperTimeout = keeperTimeout
    self.delivery = delivery ?? .controlSocket(of: feed.directory, timeout: keeperTimeout)
  }

  /// The router holding every route.
  public func router() -> Router<ServeRequestContext> {
    let router = Router(context: ServeRequestContext.self)
    router.get("/") { [inspection] _, _ in Self.page(inspection == nil ? Pages.index : Pages.inspectingIndex)
    }
    router.get("/overlay") { _, _ in Self.page(Pages.overlay) }
    router.get("/board") { _, _ in Self.page(Pages.board) }
    router.get("/state.json") { [feed] _, _ in
      Response(
        status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: feed.reading.statusDocument())))
    }
    router.get("/vmix.json") { [feed] _, _ in
      Self.document(GameReport(feed.reading.presentGame()).vmixJSON, type: "application/json")
    }
    router.get("/state.csv") { [feed] _, _ in
      Self.document(Data(GameReport(feed.reading.presentGame()).csv.utf8), type: "text/csv; charset=utf-8")
    }
    router.get("/theme.css") { [theme] _, _ in
      Self.document(Data(theme.css.utf8), type: "text/css; charset=utf-8")
    }
    router.get("/theme.json") { [theme] _, _ in Self.document(theme.manifest, type: "application/json") }
    router.get("/theme/logo/:number") { [theme] _, context in
      Self.image(context.parameters.get("number").flatMap(theme.logo(number:)))
    }
    router.get("/theme/sponsor/:number") { [theme] _, context in
      Self.image(context.parameters.get("number").flatMap(theme.sponsor(number:)))
    }
    router.get("/graphics/events") { [graphics] request, context in
      do throws(FeedFull) {
        let subscription = try graphics.subscribe(client: context.clientAddress)
        return Self.eventStream(subscription, request: request, unsubscribe: graphics.unsubscribe)
      } catch {
        return Self.full(error)
      }
    }
    router.get("/events") { [feed] request, context in
      Self.events(feed: feed, request: request, client: context.clientAddress)
    }
    router.get("/api/actions") { [catalog] _, _ in Self.vocabulary(catalog) }
    router.post("/api/actions") { request, _ in try await self.act(request) }
    if let inspection { inspectorRoutes(inspection).add(to: router) }
    return router
  }

  /// A theme's image, or 404.
  private static func image(_ image: ServeTheme.Logo?) -> Response {
    guard let image else { return text(.notFound, "not found") }
    return document(image.data, type: image.type)
  }

  /// `body` as a document of `type` that no cache keeps.
  public static func document(_ body: Data, type: String) -> Response {
    Response(
      status: .ok, headers: [.contentType: type, .cacheControl: "no-store"],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
  }

  private static func page(_ html: String) -> Response {
    Response(
      status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
  }

  /// A one-line plain-text answer.
  public static func text(_ status: HTTPResponse.Status, _ line: String) -> Response {
    Response(
      status: status, headers: [.contentType: "text/plain; charset=utf-8"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: line + "\n")))
  }

  private static func events(feed: GameFeed, request: Request, client: String?) -> Response {
    let lastEventID = request.headers[.init("Last-Event-ID")!]
    let subscription: GameFeed.Subscription
    do throws(FeedFull) {
      subscription = try feed.subscribe(
        lastEventID: lastEventID, withTimeline: request.uri.queryParameters["timeline"] != nil, client: client
      )
    } catch {
      return full(error)
    }
    return eventStream(subscription, request: request) { feed.unsubscribe($0) }
  }

  /// The answer to a page refused for `full`: 503 when every slot is taken, 429 when its client
  /// address holds its share.
  public static func full(_ full: FeedFull) -> Response {
    guard full.isPerClient else {
      return text(.serviceUnavailable, "too many live pages: at most \(full.maximum) at once")
    }
    return text(.tooManyRequests, "too many live pages from your address: at most \(full.maximum) at once")
  }

  /// The `text/event-stream` answer to `request` that writes `subscription`'s events as they come,
  /// and calls `unsubscribe` with its id when the page goes away: as soon as its connection
  /// closes, not only at the next write, so its slot is free at once.
  public static func eventStream(
    _ subscription: GameFeed.Subscription, request: Request, unsubscribe: @escaping @Sendable (Int) -> Void
  ) -> Response {
    let headers: HTTPFields = [
      .contentType: "text/event-stream", .cacheControl: "no-cache", .init("X-Accel-Buffering")!: "no",
    ]
    return Response(
      status: .ok, headers: headers,
      body: ResponseBody { writer in
        defer { unsubscribe(subscription.id) }
        try await request.body.consumeWithInboundCloseHandler { _ in
          for await chunk in subscription.stream {
            try await writer.write(ByteBuffer(string: chunk))
          }
        } onInboundClosed: {
          unsubscribe(subscription.id)
        }
        try await writer.finish(nil)
      })
  }

  private static func vocabulary(_ catalog: ActionCatalog) -> Response {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let forms = catalog.forms + GraphicsCommand.forms
    let json = (try? encoder.encode(ActionList(actions: forms))) ?? Data("{\"actions\": []}".utf8)
    return Response(
      status: .ok, headers: [.contentType: "application/json"],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: json + Data("\n".utf8))))
  }

  private func act(_ request: Request) async throws -> Response {
    guard token.accepts(authorization: request.headers[.authorization]) else {
      var response = Self.text(
        .unauthorized,
        "a valid token is needed: Authorization: Bearer TOKEN (scoreboard-tui serve --show-token)")
      response.headers[.wwwAuthenticate] = "Bearer"
      return response
    }
    let body = try await request.body.collect(upTo: Self.maximumBodySize)
    let command: GameCommand
    let id: String?
    do throws(ActionRejected) {
      let parsed = try ActionRequest.parse(Array(buffer: body))
      if let graphic = try GraphicsCommand.parse(parsed.action) {
        return Self.text(.ok, graphics.apply(graphic))
      }
      command = try catalog.resolve(parsed.action).get()
      id = parsed.id
      if command.wipesProgress, parsed.confirm != true {
        throw ActionRejected(
          "\"\(command.actionName)\" wipes the match in progress: send it with \"confirm\": true to do it")
      }
    } catch {
      return Self.text(.badRequest, error.reason)
    }
    let name = command.actionName
    let outcome = await delivery.deliver(command, id: id)
    switch outcome {
    case .success(.done(let result)):
      return Self.text(.ok, "\(name): \(result)")
    case .success(.refused(let reason)):
      return Self.text(.conflict, "\(name): \(reason)")
    case .failure(.noKeeper):
      return Self.text(
        .conflict,
        "no scoreboard is keeping the game in \(feed.directory.url.path): start scoreboard-tui play there")
    case .failure(.noAnswer):
      let retry = id == nil ? "send it with an \"id\" to retry safely" : "retry with the same id"
      return Self.text(
        .serviceUnavailable,
        "the scoreboard did not answer in time: the action may have been applied; \(retry)")
    case .failure(.failed(let reason)):
      return Self.text(.serviceUnavailable, reason)
    }
  }
}

/// The document `GET /api/actions` answers.
private struct ActionList: Encodable {
  var actions: [ActionForm]
}
