// The to-do list recorded by a StoreInspector and served with the inspector's page:
// `swift run InspectedTodoList [PORT]`, then open the address it prints. `POST /todo` adds an item.
import FoundationEssentials
import Hummingbird
import StateStore
import StoreInspector
import StoreInspectorServer

let environment = ProcessInfo.processInfo.environment
let port = Int(CommandLine.arguments.dropFirst().first ?? environment["PORT"] ?? "8330") ?? 8330
let token = environment["INSPECTOR_TOKEN"] ?? String(UInt64.random(in: 1...UInt64.max), radix: 36)
let schema = InspectorSchema(state: "todos 1", action: "todo-action 1")
let inspector = StoreInspector<Todos, TodoAction>(initialState: Todos(), schema: schema, capacity: 1_000)
let store = Store(initialState: Todos(), reducer: todos, middleware: [inspector.middleware()])
store.dispatch(.add("book the court"))
store.dispatch(.add("string the racket"))
store.dispatch(.complete("book the court"))

let controls = InspectorControls<Todos, TodoAction>(
  rewind: { step in store.dispatch(.restore(step.state)) },
  isAuthorized: { $0 == "Bearer \(token)" })
let router = Router()
InspectorRoutes(inspector: inspector, controls: controls).add(to: router)
router.post("/todo") { request, _ -> HTTPResponse.Status in
  store.dispatch(.add(String(buffer: try await request.body.collect(upTo: 1_024))))
  return .created
}
print("inspector: http://127.0.0.1:\(port)/inspector#token=\(token)")
let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
try await app.runService()
