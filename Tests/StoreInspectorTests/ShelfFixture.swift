import Foundation
import Hummingbird
import HummingbirdTesting
import StateStore
import StoreInspector
import StoreInspectorServer
import Synchronization

/// The inspected store of these tests: a shelf with a title and items.
struct Shelf: Codable, Equatable, Sendable {
  var title = "pantry"
  var items: [String] = []
  var count = 0
}

/// What can happen to the shelf.
enum ShelfAction: Codable, Equatable, Sendable {
  case add(String)
  case rename(String)
  case empty

  /// How the list shows it.
  var label: String {
    switch self {
    case .add(let item): "add \(item)"
    case .rename(let title): "rename \(title)"
    case .empty: "empty"
    }
  }
}

extension InspectorSchema {
  static let shelf = InspectorSchema(state: "shelf 1", action: "shelf-action 1")
}

/// A store of the shelf with an inspector in front, whose clock says 1,700,000,000 s plus the step's
/// number: step N is timed 1,700,000,000,000 + 1,000 N ms.
struct InspectedShelf: Sendable {
  let inspector: StoreInspector<Shelf, ShelfAction>
  let store: Store<Shelf, ShelfAction>

  static let reducer = Reducer<Shelf, ShelfAction>.plain { shelf, action in
    switch action {
    case .add(let item):
      shelf.items.append(item)
      shelf.count += 1
    case .rename(let title):
      shelf.title = title
    case .empty:
      shelf.items = []
      shelf.count = 0
    }
  }

  /// The five actions most tests dispatch, in order.
  static let fiveActions: [ShelfAction] = [
    .add("apples"), .add("pears"), .rename("larder"), .empty, .add("figs"),
  ]

  init(capacity: Int = 100, schema: InspectorSchema = .shelf) {
    let ticks = Mutex(0)
    inspector = StoreInspector(
      initialState: Shelf(), schema: schema, capacity: capacity,
      now: {
        let tick = ticks.withLock { tick in
          tick += 1
          return tick
        }
        return Date(timeIntervalSince1970: 1_700_000_000 + Double(tick))
      })
    store = Store(initialState: Shelf(), reducer: Self.reducer, middleware: [inspector.middleware()])
  }

  /// Dispatches `actions` in order.
  func dispatch(_ actions: [ShelfAction]) {
    for action in actions { store.dispatch(action) }
  }

  /// The inspector's routes over this shelf, with `controls`.
  func routes(controls: InspectorControls<Shelf, ShelfAction> = .readOnly) -> InspectorRoutes<
    Shelf, ShelfAction
  > {
    InspectorRoutes(inspector: inspector, label: \.label, controls: controls)
  }

  /// Runs `test` against the routes, in process.
  func withRoutes<Value: Sendable>(
    controls: InspectorControls<Shelf, ShelfAction> = .readOnly,
    _ test: @escaping @Sendable (any TestClientProtocol) async throws -> Value
  ) async throws -> Value {
    let router = Router()
    routes(controls: controls).add(to: router)
    return try await Application(router: router).test(.router, test)
  }

  /// Runs `test` with the routes served on a port of their own (`localhost`), for the streams.
  func withServer(_ test: @escaping @Sendable (_ port: Int) async throws -> Void) async throws {
    let router = Router()
    routes().add(to: router)
    try await Application(router: router).test(.live) { client in try await test(client.port!) }
  }
}

/// `GET /inspector/steps` as the tests read it.
struct ListAnswer: Decodable, Equatable {
  var session: String
  var oldest: Int
  var latest: Int
  var canPreview: Bool
  var canRewind: Bool
  var steps: [StepAnswer]
}

/// One step of the list, or of the event stream.
struct StepAnswer: Decodable, Equatable {
  var step: Int
  var time: Double
  var label: String
  var action: JSONValue
}

/// `GET /inspector/steps/N` as the tests read it.
struct DetailAnswer: Decodable, Equatable {
  var step: Int
  var time: Double
  var label: String
  var action: JSONValue
  var state: JSONValue
  var changed: [String]
}

/// `POST /inspector/session` as the tests read it.
struct ImportAnswer: Decodable, Equatable {
  var session: String
  var steps: Int
}

extension TestResponse {
  /// The body as UTF-8 text.
  var text: String { String(buffer: body) }

  /// The body decoded as `type`.
  func decoded<Value: Decodable>(as type: Value.Type) throws -> Value {
    try JSONDecoder().decode(type, from: Data(buffer: body))
  }
}

/// The step time the fixture's clock gives step `step`, in milliseconds since 1970.
func milliseconds(ofStep step: Int) -> Double {
  1_700_000_000_000 + 1_000 * Double(step)
}

/// A shelf of `items` titled `title`, as its JSON tree.
func shelfTree(title: String = "pantry", items: [String]) -> JSONValue {
  .object([
    "title": .string(title), "items": .array(items.map { .string($0) }),
    "count": .number(Double(items.count)),
  ])
}
