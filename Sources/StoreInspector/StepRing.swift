/// The newest steps, in a ring of slots allocated once: keeping a step stores it in the slot of the
/// oldest, so recording allocates nothing of its own.
@usableFromInline
struct StepRing<State: Sendable, Action: Sendable>: Sendable {
  @usableFromInline var slots: [InspectedStep<State, Action>?]
  @usableFromInline var nextSlot = 0
  /// How many steps the ring holds.
  @usableFromInline var count = 0

  /// An empty ring that keeps the newest `capacity` steps.
  @usableFromInline
  init(capacity: Int) {
    precondition(capacity > 0, "StoreInspector: a ring keeps at least one step")
    slots = Array(repeating: nil, count: capacity)
  }

  /// How many steps it keeps at most.
  @inlinable
  var capacity: Int { slots.count }

  /// Keeps `step` and returns the step it pushed out, if the ring was full.
  @inlinable
  mutating func append(_ step: InspectedStep<State, Action>) -> InspectedStep<State, Action>? {
    let evicted = count == capacity ? slots[nextSlot] : nil
    slots[nextSlot] = step
    nextSlot = (nextSlot + 1) % capacity
    count = Swift.min(count + 1, capacity)
    return evicted
  }

  /// The step kept at `index`, 0 being the oldest.
  subscript(index: Int) -> InspectedStep<State, Action> {
    precondition(index >= 0 && index < count, "StoreInspector: no step kept at \(index)")
    let slot = (nextSlot - count + index + capacity) % capacity
    guard let step = slots[slot] else { preconditionFailure("StoreInspector: an empty slot inside the ring") }
    return step
  }

  /// Forgets every step; the slots stay allocated.
  mutating func removeAll() {
    for index in slots.indices { slots[index] = nil }
    nextSlot = 0
    count = 0
  }
}
