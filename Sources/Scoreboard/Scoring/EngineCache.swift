import Synchronization

/// The engine of one scoreboard's match, built once: on the first read, or handed over already
/// built (the engine of the scoreboard before, one point further).
///
/// Copies of a scoreboard share their cache, and hold the same points, so one of them building it
/// builds it for all; a scoreboard whose match changes takes a new cache. Building on read, not on
/// each change, keeps decoding a long undo history cheap: a past state's engine is built only if
/// undo brings it back.
final class EngineCache: Sendable {
  private enum Contents {
    case unbuilt
    case built(PointByPointEngine?)
  }

  private let contents: Mutex<Contents>

  /// The cache of every match not played point by point: there is no engine to build.
  static let withoutEngine = EngineCache(built: nil)

  /// A cache whose engine is built on the first read.
  init() {
    contents = Mutex(.unbuilt)
  }

  /// A cache holding `engine`, already built.
  init(built engine: PointByPointEngine?) {
    contents = Mutex(.built(engine))
  }

  /// The engine, built with `build` if it has not been yet.
  func engine(orBuild build: () -> PointByPointEngine?) -> PointByPointEngine? {
    contents.withLock { contents in
      if case .built(let engine) = contents { return engine }
      let engine = build()
      contents = .built(engine)
      return engine
    }
  }

  /// The engine if it has been built (`.some(nil)` in a sport without one), else `nil`.
  var built: PointByPointEngine?? {
    contents.withLock { contents in
      if case .built(let engine) = contents { return engine }
      return nil
    }
  }
}
