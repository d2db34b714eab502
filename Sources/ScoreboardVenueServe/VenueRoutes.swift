import FoundationEssentials
import Hummingbird
import Scoreboard
import ScoreboardServe
import ScoreboardVenue

/// The routes of `scoreboard-tui serve --venue`: every court of the venue database.
///
/// | route | what |
/// | --- | --- |
/// | `GET /`, `GET /venue` | every court on one page, live |
/// | `GET /venue/events` | Server-Sent Events of every court, `{"court": NAME, ...}` |
/// | `GET /court/NAME/overlay`, `GET /court/NAME/board` | the pages of `serve`, for court NAME |
/// | `GET /court/NAME/state.json` | court NAME's `status --json` document, its clock as of now |
/// | `GET /court/NAME/vmix.json`, `GET /court/NAME/state.csv` | court NAME as one row (``GameReport/row``) |
/// | `GET /court/NAME/events` | Server-Sent Events of court NAME, as `/events` sends them |
/// | `GET /results.csv` | the finished matches (``VenueResult/csv(_:)``) |
/// | `GET /schedule`, `GET /schedule.json` | the desk's courts, on deck and queue, live (``DeskSchedule``) |
/// | `GET /draws`, `GET /draws.json` | each event's bracket or tables, live (``DeskDraws``) |
/// | `GET /desk/events` | Server-Sent Events named `schedule` and `draws` (``DeskFeed``) |
///
/// A court the venue does not have is 404. There is no control endpoint: each court's keeper
/// takes its own actions, so `/api/actions` answers 405 saying so.
public struct VenueRoutes: Sendable {
  /// The venue followed.
  public let feed: VenueFeed
  /// The venue's tournament desk followed.
  public let desk: DeskFeed

  /// Routes over `feed`, and over the desk of the same venue.
  public init(feed: VenueFeed) {
    self.feed = feed
    desk = DeskFeed(address: feed.address, limits: feed.limits)
  }

  /// Starts following the courts and the desk.
  public func start() {
    feed.start()
    desk.start()
  }

  /// Stops following the courts and the desk, ending every page's stream.
  public func stop() {
    feed.stop()
    desk.stop()
  }

  /// The router holding every route.
  public func router() -> Router<ServeRequestContext> {
    let router = Router(context: ServeRequestContext.self)
    router.get("/") { _, _ in Self.page(Pages.venue) }
    router.get("/venue") { _, _ in Self.page(Pages.venue) }
    router.get("/venue/events") { [feed] request, context in
      do throws(FeedFull) {
        return Self.stream(
          try feed.subscribeVenue(client: context.clientAddress), request: request, feed: feed)
      } catch {
        return ServeRoutes.full(error)
      }
    }
    router.get("/court/:name/overlay") { [feed] _, context in
      try await Self.court(context, feed) { name in Self.page(Pages.overlay(events: Self.eventsPath(name))) }
    }
    router.get("/court/:name/board") { [feed] _, context in
      try await Self.court(context, feed) { name in
        Self.page(Pages.courtBoard(events: Self.eventsPath(name), court: name))
      }
    }
    router.get("/court/:name/state.json") { [feed] _, context in
      try await Self.court(context, feed) { name in
        let document = feed.reading(of: name)?.statusDocument() ?? Data()
        return Response(
          status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
          body: ResponseBody(byteBuffer: ByteBuffer(bytes: document)))
      }
    }
    router.get("/court/:name/vmix.json") { [feed] _, context in
      try await Self.court(context, feed) { name in
        let report = feed.reading(of: name).map { GameReport($0.presentGame()) }
        return ServeRoutes.document(report?.vmixJSON ?? Data("[]".utf8), type: "application/json")
      }
    }
    router.get("/court/:name/state.csv") { [feed] _, context in
      try await Self.court(context, feed) { name in
        let csv = feed.reading(of: name).map { GameReport($0.presentGame()).csv } ?? ""
        return ServeRoutes.document(Data(csv.utf8), type: "text/csv; charset=utf-8")
      }
    }
    router.get("/court/:name/events") { [feed] request, context in
      try await Self.court(context, feed) { name in
        let lastEventID = request.headers[.init("Last-Event-ID")!]
        do throws(FeedFull) {
          let client = context.clientAddress
          guard let subscription = try feed.subscribe(court: name, lastEventID: lastEventID, client: client)
          else {
            return Self.unknownCourt(name)
          }
          return Self.stream(subscription, request: request, feed: feed)
        } catch {
          return ServeRoutes.full(error)
        }
      }
    }
    router.get("/results.csv") { [feed] _, _ in
      do throws(VenueError) {
        let csv = try await feed.resultsCSV()
        return Response(
          status: .ok, headers: [.contentType: "text/csv; charset=utf-8", .cacheControl: "no-store"],
          body: ResponseBody(byteBuffer: ByteBuffer(string: csv)))
      } catch {
        return ServeRoutes.text(.serviceUnavailable, error.description)
      }
    }
    addDeskRoutes(to: router)
    for method in [HTTPRequest.Method.get, .post] {
      router.on("/api/actions", method: method) { _, _ in
        ServeRoutes.text(
          .methodNotAllowed,
          "serve --venue takes no actions: score at the court's own scoreboard (scoreboard-tui play --court NAME)"
        )
      }
    }
    return router
  }

  /// The events of court `name`: its path, with the name percent-encoded.
  static func eventsPath(_ name: String) -> String {
    "/court/" + percentEncoded(name) + "/events"
  }

  /// `text` with every byte but ASCII letters, digits and `-._~` percent-encoded: safe in a path
  /// and in a JavaScript string.
  static func percentEncoded(_ text: String) -> String {
    var encoded = ""
    for byte in text.utf8 {
      let scalar = Unicode.Scalar(byte)
      if ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || "-._~".unicodeScalars.contains(scalar)
      {
        encoded.unicodeScalars.append(scalar)
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return encoded
  }

  /// `answer` for the court the path names, or 404 when the venue has no such court.
  private static func court(
    _ context: ServeRequestContext, _ feed: VenueFeed, _ answer: (String) async throws -> Response
  ) async throws -> Response {
    let raw = try context.parameters.require("name")
    let name = raw.removingPercentEncoding ?? raw
    guard await feed.knows(name) else { return unknownCourt(name) }
    return try await answer(name)
  }

  private static func unknownCourt(_ name: String) -> Response {
    ServeRoutes.text(.notFound, "the venue has no court \(name): see /venue for its courts")
  }

  static func page(_ html: String) -> Response {
    Response(
      status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-cache"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
  }

  private static func stream(_ subscription: GameFeed.Subscription, request: Request, feed: VenueFeed)
    -> Response
  {
    ServeRoutes.eventStream(subscription, request: request) { feed.unsubscribe($0) }
  }
}
