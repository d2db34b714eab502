import FoundationEssentials
import StateStore
import StoreInspector

/// One page's live list: the steps recorded while it is open, as Server-Sent Events, after the ones
/// it missed.
struct InspectorStream: Sendable {
  /// The events' text, as the wire carries it.
  let events: AsyncStream<String>
  /// Ends the stream and its observation of the inspector.
  let close: @Sendable () -> Void
}

/// Opens the pages' event streams.
struct InspectorStreams<State: Codable & Sendable, Action: Codable & Sendable>: Sendable {
  /// The most steps a page that falls behind is owed before it is told to read the list again.
  static var backlog: Int { 4_096 }

  /// A stream of the steps `inspector` records from now on, after those numbered above
  /// `missedAfter` that it still keeps.
  func open(
    on inspector: StoreInspector<State, Action>, label: @escaping @Sendable (Action) -> String,
    missedAfter: Int?
  ) -> InspectorStream {
    let (events, continuation) = AsyncStream.makeStream(
      of: String.self, bufferingPolicy: .bufferingNewest(Self.backlog))
    // The number of the last step sent; nil until the first, when nothing missed is owed.
    let lastSent = Locked<Int?>(missedAfter)
    let send: @Sendable (InspectedStep<State, Action>) -> Void = { step in
      lastSent.withLock { last in
        guard last.map({ step.step > $0 }) ?? true else { return }
        last = step.step
        continuation.yield(Self.event(step, label: label))
      }
    }
    continuation.yield("retry: 1000\n\n")
    // Observing and sending what was missed under the lock: a step recorded meanwhile waits, and
    // comes after the missed ones.
    let subscription = lastSent.withLock { last in
      let subscription = inspector.observe { event in
        switch event {
        case .recorded(let step):
          send(step)
        case .startedOver:
          lastSent.withLock { $0 = 0 }
          continuation.yield("event: reset\ndata: {}\n\n")
        }
      }
      if let missedAfter, missedAfter > inspector.latestStep {
        // The page saw numbers this inspector has not reached: it started over (a restarted server,
        // a new game). The page reads the list again; every step from now on is new to it.
        last = 0
        continuation.yield("event: reset\ndata: {}\n\n")
      } else if let missedAfter {
        for step in inspector.steps(after: missedAfter) {
          last = step.step
          continuation.yield(Self.event(step, label: label))
        }
      }
      return subscription
    }
    let close: @Sendable () -> Void = {
      subscription.cancel()
      continuation.finish()
    }
    continuation.onTermination = { _ in subscription.cancel() }
    return InspectorStream(events: events, close: close)
  }

  /// A step as an event: its number as the id, its summary as one line of JSON.
  private static func event(
    _ step: InspectedStep<State, Action>, label: @escaping @Sendable (Action) -> String
  )
    -> String
  {
    let json =
      (try? JSONEncoder.inspector.encode(StepSummary(step, label: label(step.action)))) ?? Data("{}".utf8)
    return "id: \(step.step)\nevent: step\ndata: \(String(decoding: json, as: UTF8.self))\n\n"
  }
}
