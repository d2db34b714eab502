import StoreInspector
import Testing

@Suite("JSONValue: what a step changed, as JSON paths")
struct JSONValueTests {
  @Test("a changed number deep in objects is one path")
  func nestedChange() throws {
    let before = try JSONValue(encoding: ["game": ["home": 1, "away": 2]])
    let after = try JSONValue(encoding: ["game": ["home": 2, "away": 2]])
    #expect(before.changedPaths(to: after) == ["$.game.home"])
  }

  @Test("an array that grew or shrank names each index added or removed; equal values name nothing")
  func arrays() throws {
    let short = try JSONValue(encoding: ["items": ["milk"]])
    let long = try JSONValue(encoding: ["items": ["milk", "eggs", "tea"]])
    #expect(short.changedPaths(to: long) == ["$.items[1]", "$.items[2]"])
    #expect(long.changedPaths(to: short) == ["$.items[1]", "$.items[2]"])
    #expect(long.changedPaths(to: long).isEmpty)
  }

  @Test("keys added and removed; a key that is not a plain name is written in brackets")
  func keys() throws {
    let before = try JSONValue(encoding: ["a": 1, "two words": 2])
    let after = try JSONValue(encoding: ["b": 1, "two words": 3])
    #expect(before.changedPaths(to: after) == ["$.a", "$.b", "$[\"two words\"]"])
  }

  @Test("a value that changed kind is one path, not its insides")
  func kindChange() {
    let before = JSONValue.object(["x": .number(1)])
    let after = JSONValue.object(["x": .object(["y": .number(1), "z": .null])])
    #expect(before.changedPaths(to: after) == ["$.x"])
  }

  @Test("decoding reads every kind of JSON value")
  func decoding() throws {
    struct Sample: Encodable {
      var flag = true
      var count = 3
      var name = "x"
      var nothing: Int? = nil
      var list = [1.5]
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(flag, forKey: .flag)
        try container.encode(count, forKey: .count)
        try container.encode(name, forKey: .name)
        try container.encodeNil(forKey: .nothing)
        try container.encode(list, forKey: .list)
      }
      enum Keys: CodingKey { case flag, count, name, nothing, list }
    }
    #expect(
      try JSONValue(encoding: Sample())
        == .object([
          "flag": .bool(true), "count": .number(3), "name": .string("x"), "nothing": .null,
          "list": .array([.number(1.5)]),
        ]))
  }
}
