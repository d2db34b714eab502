import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import StoreInspector
import StoreInspectorServer
import Testing

@Suite("the inspector's routes: the list, a step, and the steps no longer kept")
struct InspectorRoutesTests {
  @Test("GET /inspector/steps lists the kept steps oldest first: number, time in ms, label, action")
  func list() async throws {
    let shelf = InspectedShelf()
    shelf.dispatch(InspectedShelf.fiveActions)
    try await shelf.withRoutes { client in
      try await client.execute(uri: "/inspector/steps", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "application/json")
        let list = try response.decoded(as: ListAnswer.self)
        #expect(list.session == "live")
        #expect(list.oldest == 1)
        #expect(list.latest == 5)
        #expect(!list.canPreview && !list.canRewind)
        #expect(list.steps.map(\.step) == [1, 2, 3, 4, 5])
        #expect(list.steps.map(\.label) == ["add apples", "add pears", "rename larder", "empty", "add figs"])
        #expect(list.steps.map(\.time) == (1...5).map { milliseconds(ofStep: $0) })
        #expect(list.steps[1].action == .object(["add": .object(["_0": .string("pears")])]))
        #expect(list.steps[3].action == .object(["empty": .object([:])]))
      }
    }
  }

  @Test("after and limit page through the list: after=2&limit=2 is steps 3 and 4; after the newest, none")
  func paging() async throws {
    let shelf = InspectedShelf()
    shelf.dispatch(InspectedShelf.fiveActions)
    try await shelf.withRoutes { client in
      let pages = [
        "/inspector/steps?after=2&limit=2": [3, 4],
        "/inspector/steps?after=4": [5],
        "/inspector/steps?limit=1": [1],
        "/inspector/steps?after=5": [],
        "/inspector/steps?after=0&limit=0": [],
      ]
      for (uri, expected) in pages {
        try await client.execute(uri: uri, method: .get) { response in
          let list = try response.decoded(as: ListAnswer.self)
          #expect(list.steps.map(\.step) == expected, "\(uri)")
          #expect(list.latest == 5, "\(uri)")
        }
      }
    }
  }

  @Test("GET /inspector/steps/N: the action, the state it left, and the JSON paths it changed")
  func detail() async throws {
    let shelf = InspectedShelf()
    shelf.dispatch(InspectedShelf.fiveActions)
    try await shelf.withRoutes { client in
      let expected: [Int: DetailAnswer] = [
        1: DetailAnswer(
          step: 1, time: milliseconds(ofStep: 1), label: "add apples",
          action: .object(["add": .object(["_0": .string("apples")])]),
          state: shelfTree(items: ["apples"]), changed: ["$.count", "$.items[0]"]),
        2: DetailAnswer(
          step: 2, time: milliseconds(ofStep: 2), label: "add pears",
          action: .object(["add": .object(["_0": .string("pears")])]),
          state: shelfTree(items: ["apples", "pears"]), changed: ["$.count", "$.items[1]"]),
        3: DetailAnswer(
          step: 3, time: milliseconds(ofStep: 3), label: "rename larder",
          action: .object(["rename": .object(["_0": .string("larder")])]),
          state: shelfTree(title: "larder", items: ["apples", "pears"]), changed: ["$.title"]),
        4: DetailAnswer(
          step: 4, time: milliseconds(ofStep: 4), label: "empty", action: .object(["empty": .object([:])]),
          state: shelfTree(title: "larder", items: []), changed: ["$.count", "$.items[0]", "$.items[1]"]),
      ]
      for (step, answer) in expected {
        try await client.execute(uri: "/inspector/steps/\(step)", method: .get) { response in
          let detail = try response.decoded(as: DetailAnswer.self)
          #expect(response.status == .ok)
          #expect(detail == answer)
        }
      }
    }
  }

  @Test("a step no longer kept is 404: a ring of 3 after 5 actions keeps steps 3, 4 and 5")
  func evicted() async throws {
    let shelf = InspectedShelf(capacity: 3)
    shelf.dispatch(InspectedShelf.fiveActions)
    try await shelf.withRoutes { client in
      for step in [1, 2, 6] {
        try await client.execute(uri: "/inspector/steps/\(step)", method: .get) { response in
          #expect(response.status == .notFound)
          #expect(response.text == "step \(step) is not kept: the inspector keeps the newest 3\n")
        }
      }
      try await client.execute(uri: "/inspector/steps/3", method: .get) { response in
        #expect(response.status == .ok)
        let detail = try response.decoded(as: DetailAnswer.self)
        #expect(detail.state == shelfTree(title: "larder", items: ["apples", "pears"]))
        #expect(detail.changed == ["$.title"], "against step 2's state, which the ring keeps as its base")
      }
      try await client.execute(uri: "/inspector/steps", method: .get) { response in
        let list = try response.decoded(as: ListAnswer.self)
        #expect(list.oldest == 3)
        #expect(list.latest == 5)
        #expect(list.steps.map(\.step) == [3, 4, 5])
      }
      try await client.execute(uri: "/inspector/steps/three", method: .get) { response in
        #expect(response.status == .badRequest)
        #expect(response.text == "a step is a whole number: /inspector/steps/12\n")
      }
    }
  }
}

@Suite("the inspector's routes: numbers at the ends of Int")
struct InspectorRoutesExtremeNumberTests {
  @Test("after, limit and a step number near Int.max or Int.min are answered as out of range, not a crash")
  func extremeNumbers() async throws {
    let shelf = InspectedShelf()
    shelf.dispatch(InspectedShelf.fiveActions)
    try await shelf.withRoutes { client in
      let pages = [
        "/inspector/steps?after=9223372036854775807": [Int](),
        "/inspector/steps?after=-9223372036854775808": [1, 2, 3, 4, 5],
        "/inspector/steps?after=3&limit=9223372036854775807": [4, 5],
        "/inspector/steps?limit=-9223372036854775808": [],
      ]
      for (uri, expected) in pages {
        let list = try await client.execute(uri: uri, method: .get) { try $0.decoded(as: ListAnswer.self) }
        #expect(list.steps.map(\.step) == expected, "\(uri)")
      }
      for step in ["9223372036854775807", "-9223372036854775808"] {
        let status = try await client.execute(uri: "/inspector/steps/\(step)", method: .get) { $0.status }
        #expect(status == .notFound, "step \(step)")
      }
    }
  }
}
