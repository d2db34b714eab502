extension Effect {
  /// An effect that runs `operation`, which may throw; an error other than cancellation goes to
  /// `handler`, which may send actions about it (`.loadFailed(error)`). Cancellation ends the
  /// effect quietly, as for ``run(priority:operation:)``.
  ///
  /// ```swift
  /// return .run { send in
  ///   let items = try await api.items()
  ///   send(.loaded(items))
  /// } catch: { error, send in
  ///   send(.loadFailed("\(error)"))
  /// }
  /// ```
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: @escaping @Sendable (_ error: any Error, _ send: Send<Action>) async -> Void
  ) -> Effect {
    run(priority: priority) { send in
      do {
        try await operation(send)
      } catch is CancellationError {
        return
      } catch {
        guard !Task.isCancelled else { return }
        await handler(error, send)
      }
    }
  }
}
