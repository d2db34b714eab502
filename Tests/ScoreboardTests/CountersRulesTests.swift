import Scoreboard
import StateStore
import Testing

@Suite("Counters rules")
struct CountersRulesTests {
  let reducer = CountersState.reducer

  /// Three counters, "Count", "Laps" and "Aces", with "Laps" selected at 5.
  var three: CountersState {
    reducer.reduced(
      CountersState(),
      .add(name: "Laps", allowsNegative: false),
      .add(name: "Aces", allowsNegative: false),
      .selectPrevious,
      .increment(by: 5)
    )
  }

  @Test("at start there is one counter, called Count, at 0 and selected")
  func start() {
    let counters = CountersState()
    #expect(counters.counters.count == 1)
    #expect(counters.selectedIndex == 0)
    #expect(counters.selected.name == CountersState.defaultName)
    #expect(counters.selected.value == 0)
    #expect(counters.selected.allowsNegative == false)
  }

  @Test("increment by n adds n to the selected counter only", arguments: [1, 2, 10])
  func increment(amount: Int) {
    let before = three
    let after = reducer.reduced(before, .increment(by: amount))
    #expect(after.selected.value == before.selected.value + amount)
    #expect(after.selectedIndex == before.selectedIndex)
    for index in after.counters.indices where index != after.selectedIndex {
      #expect(after.counters[index] == before.counters[index])
    }
  }

  @Test("decrement by n takes n off the selected counter only", arguments: [1, 2, 5])
  func decrement(amount: Int) {
    let before = three
    let after = reducer.reduced(before, .decrement(by: amount))
    #expect(after.selected.value == before.selected.value - amount)
    for index in after.counters.indices where index != after.selectedIndex {
      #expect(after.counters[index] == before.counters[index])
    }
  }

  @Test("increment and decrement by less than 1 change nothing", arguments: [0, -1, Int.min])
  func countNothing(amount: Int) {
    let after = reducer.reduced(three, .increment(by: amount), .decrement(by: amount))
    #expect(after == three)
  }

  @Test("a counter does not go below 0", arguments: [6, 7, 1_000, Int.max])
  func neverNegative(amount: Int) {
    let after = reducer.reduced(three, .decrement(by: amount))
    #expect(after.selected.value == 0)
  }

  @Test("a counter created to allow it goes below 0")
  func negativeWhenAllowed() {
    let counters = reducer.reduced(
      CountersState(), .add(name: "Balance", allowsNegative: true), .increment(by: 2), .decrement(by: 5))
    #expect(counters.selected.allowsNegative)
    #expect(counters.selected.value == -3)
  }

  @Test("a counter stops at TallyCounter.maximumValue, up and down")
  func counterBounds() {
    let max = TallyCounter.maximumValue
    let up = reducer.reduced(
      CountersState(), .increment(by: max - 1), .increment(by: 2), .increment(by: Int.max))
    #expect(up.selected.value == max)
    let down = reducer.reduced(
      CountersState(), .add(name: "", allowsNegative: true), .decrement(by: max), .decrement(by: Int.max))
    #expect(down.selected.value == -max)
  }

  @Test("reset sets the selected counter back to 0 and leaves the others")
  func reset() {
    let before = reducer.reduced(three, .selectNext, .increment(by: 3), .selectPrevious)
    let after = reducer.reduced(before, .reset)
    #expect(after.selected.value == 0)
    #expect(after.selected.name == before.selected.name)
    #expect(after.counters.map(\.value) == [0, 0, 3])
  }

  @Test("add appends a counter at 0 and selects it")
  func add() {
    let before = three
    let after = reducer.reduced(before, .add(name: " Goals ", allowsNegative: false))
    #expect(after.counters.count == before.counters.count + 1)
    #expect(Array(after.counters.dropLast()) == before.counters)
    #expect(after.selectedIndex == after.counters.count - 1)
    #expect(after.selected.name == "Goals")
    #expect(after.selected.value == 0)
  }

  @Test("add with an empty name gives the counter a numbered default name")
  func addDefaultName() {
    let counters = reducer.reduced(CountersState(), .add(name: "  ", allowsNegative: false))
    #expect(counters.selected.name == "\(CountersState.defaultName) 2")
  }

  @Test("every counter keeps an id of its own, also after removals")
  func uniqueIDs() {
    let counters = reducer.reduced(
      three, .remove, .add(name: "A", allowsNegative: false), .selectNext, .remove,
      .add(name: "B", allowsNegative: false))
    #expect(Set(counters.counters.map(\.id)).count == counters.counters.count)
  }

  @Test("remove removes the selected counter and selects the one now in its place")
  func remove() {
    let before = three
    let after = reducer.reduced(before, .remove)
    #expect(after.counters.map(\.name) == ["Count", "Aces"])
    #expect(after.selected.name == "Aces")
    let last = reducer.reduced(after, .remove)
    #expect(last.counters.map(\.name) == ["Count"])
    #expect(last.selectedIndex == 0)
  }

  @Test("the last counter cannot be removed")
  func lastCounterStays() {
    let one = reducer.reduced(CountersState(), .increment(by: 4))
    let after = reducer.reduced(one, .remove, .remove)
    #expect(after == one)
  }

  @Test("select next and select previous wrap around at either end")
  func selectWraps() {
    let first = reducer.reduced(three, .selectPrevious)
    let last = reducer.reduced(three, .selectNext)
    #expect(first.selectedIndex == 0 && last.selectedIndex == 2)
    #expect(reducer.reduced(first, .selectPrevious).selectedIndex == 2)
    #expect(reducer.reduced(last, .selectNext).selectedIndex == 0)
    #expect(reducer.reduced(first, .selectNext).selectedIndex == 1)
    #expect(reducer.reduced(CountersState(), .selectNext, .selectPrevious).selectedIndex == 0)
  }
}
