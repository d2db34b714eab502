/// The newest steps, in a ring of slots: the storage grows as steps come until it holds `capacity`
/// of them, then each new step takes the slot of the oldest, so a full ring allocates nothing of its
/// own. Growing as it fills keeps an inspector that has seen few steps small, whatever its capacity:
/// a ring of 10,000 large states allocated up front would take their memory before the first step.
@usableFromInline
struct StepRing<State: Sendable, Action: Sendable>: Sendable {
  @usableFromInline var slots: [InspectedStep<State, Action>] = []
  @usableFromInline var nextSlot = 0
  /// How many steps it keeps at most.
  @usableFromInline let capacity: Int

  /// An empty ring that keeps the newest `capacity` steps.
  @usableFromInline
  init(capacity: Int) {
    precondition(capacity > 0, "StoreInspector: a ring keeps at least one step")
    self.capacity = capacity
  }

  /// How many steps the ring holds.
  @inlinable
  var count: Int { slots.count }

  /// Keeps `step` and returns the step it pushed out, if the ring was full.
  @inlinable
  mutating func append(_ step: InspectedStep<State, Action>) -> InspectedStep<State, Action>? {
    guard slots.count == capacity else {
      slots.append(step)
      nextSlot = slots.count % capacity
      return nil
    }
    let evicted = slots[nextSlot]
    slots[nextSlot] = step
    nextSlot = (nextSlot + 1) % capacity
    return evicted
  }

  /// The step kept at `index`, 0 being the oldest.
  subscript(index: Int) -> InspectedStep<State, Action> {
    precondition(index >= 0 && index < count, "StoreInspector: no step kept at \(index)")
    return slots[(nextSlot - count + index + capacity) % capacity]
  }

  /// Forgets every step; the storage stays allocated.
  mutating func removeAll() {
    slots.removeAll(keepingCapacity: true)
    nextSlot = 0
  }
}
