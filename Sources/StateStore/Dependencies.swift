/// Something a reducer or an effect needs from outside (a clock, a random source, an id source, a
/// file system), named by a key with the value the app uses (`liveValue`).
///
/// ```swift
/// enum RandomSourceKey: DependencyKey {
///   static let liveValue: @Sendable () -> UInt64 = { UInt64.random(in: .min ... .max) }
/// }
/// ```
public protocol DependencyKey {
  /// The type of the dependency.
  associatedtype Value: Sendable
  /// What the app uses when nothing overrides it.
  static var liveValue: Value { get }
}

/// The dependencies a reducer was built with: each key's live value unless a test (or a preview)
/// overrode it. Passed to the reducer's builder as a value, never read from a global, so two
/// stores in one process can run with different ones.
///
/// ```swift
/// static func reducer(_ dependencies: Dependencies) -> Reducer<Game, GameAction> {
///   let clock = dependencies[ClockKey.self]
///   ...
/// }
/// let store = Store(initialState: Game(), reducer: reducer(Dependencies()))
/// let test = TestStore(initialState: Game(), reducer: reducer(Dependencies().with(ClockKey.self, testClock)))
/// ```
public struct Dependencies: Sendable {
  private var overrides: [ObjectIdentifier: any Sendable] = [:]

  /// Every dependency at its live value.
  public init() {}

  /// The value of `key`: its override, else its live value.
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    (overrides[ObjectIdentifier(key)] as? Key.Value) ?? Key.liveValue
  }

  /// These dependencies with `key` set to `value`.
  public func with<Key: DependencyKey>(_ key: Key.Type, _ value: Key.Value) -> Dependencies {
    var changed = self
    changed.overrides[ObjectIdentifier(key)] = value
    return changed
  }
}

/// The clock effects sleep on: the continuous clock, or a test's clock.
public enum ClockKey: DependencyKey {
  /// The continuous clock.
  public static var liveValue: any Clock<Duration> { ContinuousClock() }
}

/// A source of random numbers: the system's, or a seeded one in a test.
public enum RandomKey: DependencyKey {
  /// The system's random numbers.
  public static var liveValue: @Sendable () -> UInt64 { { UInt64.random(in: .min ... .max) } }
}

/// A source of fresh identifiers: increasing from a random start, or a test's fixed sequence.
public enum IdentifierKey: DependencyKey {
  /// Identifiers increasing from a random start.
  public static var liveValue: @Sendable () -> UInt64 {
    let next = Locked(UInt64.random(in: 0...(UInt64.max / 2)))
    return {
      next.withLock { value in
        defer { value += 1 }
        return value
      }
    }
  }
}
