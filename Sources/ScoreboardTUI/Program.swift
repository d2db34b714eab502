import StateStore
import Synchronization

/// A full-screen program: one store, built with its event loop's executor, and the only way into
/// it from other threads.
///
/// The program owns its ``LoopInbox`` and its store. Every reducer, middleware and subscriber runs
/// on the loop's thread (the UI thread): effects send through the inbox, and so does everything
/// from outside: `send(_:)` with an action, or with a job for work that reads the state first (a
/// command from the control socket, say). The store is never handed out, so no caller can
/// dispatch to it from the wrong thread. ``TerminalApp`` and ``VenueBoardApp`` run a program's
/// loop on the terminal.
///
/// ```swift
/// let program = try Program(initialState: AppState(), reducer: AppState.reducer)
/// DispatchQueue.global().async { program.send(.scoreboard(.add(.home, points: 1))) }
/// let ending = try TerminalApp(program: program, options: ViewOptions()).run()
/// ```
public final class Program<State: Sendable, Action: Sendable>: Sendable {
  /// A piece of work for the loop's thread, given the program as the loop sees it.
  public typealias ProgramJob = @Sendable (ProgramContext<State, Action>) -> Void

  let inbox: LoopInbox
  let store: Store<State, Action>
  let answers: PendingAnswers

  /// A program whose store `makeStore` builds with the executor it is given (the loop's): a
  /// follower's, say, that makes its own store.
  public init(store makeStore: (StoreExecutor) throws -> Store<State, Action>) throws {
    let inbox = try LoopInbox()
    self.inbox = inbox
    self.store = try makeStore(inbox.executor)
    self.answers = PendingAnswers()
  }

  /// A program whose store starts at `initialState`, reduces with `reducer` and passes every
  /// action through `middleware` first.
  public convenience init(
    initialState: State, reducer: Reducer<State, Action>, middleware: [Middleware<State, Action>] = []
  ) throws(TerminalError) {
    do {
      try self.init { executor in
        Store(initialState: initialState, reducer: reducer, middleware: middleware, executor: executor)
      }
    } catch let error as TerminalError {
      throw error
    } catch {
      fatalError("building a store throws nothing: \(error)")
    }
  }

  /// Dispatches `action` on the loop's thread, after everything sent before it. Safe from any
  /// thread.
  public func send(_ action: Action) {
    inbox.post { [store] in store.dispatch(action) }
  }

  /// Runs `job` on the loop's thread, after everything sent before it, with the program as the
  /// loop sees it: its state, its dispatch, and a way to answer once the batch is saved. Safe
  /// from any thread.
  public func send(_ job: @escaping ProgramJob) {
    inbox.post { [self] in job(context) }
  }

  /// Calls `onChange` with the part of the state `select` picks, now and whenever it changes:
  /// on the loop's thread (where every action is reduced), except the first call, made on the
  /// calling thread. Observing changes nothing, so it is safe from any thread; keep the
  /// subscription for as long as the calls are wanted.
  public func observe<Value: Equatable & Sendable>(
    _ select: @escaping @Sendable (State) -> Value, _ onChange: @escaping @Sendable (Value) -> Void
  ) -> Subscription {
    store.subscribe(select: select, skipRepeats: ==, onChange)
  }

  /// Ends the loop as the signal `number` would (``TerminalApp/Ending/signal(_:)``). Safe from
  /// any thread.
  public func deliver(signal number: Int32) {
    inbox.deliver(signal: number)
  }

  /// The program as a job on the loop sees it.
  var context: ProgramContext<State, Action> {
    ProgramContext(store: store, answers: answers)
  }
}

/// The program as a job on its loop sees it (a ``Program/ProgramJob``): valid only on
/// the loop's thread, for the length of the job and what it schedules there.
public struct ProgramContext<State: Sendable, Action: Sendable>: Sendable {
  let store: any StoreProtocol<State, Action>
  let answers: PendingAnswers

  /// The state now.
  public var state: State { store.state }

  /// Dispatches `action` now, on the loop's thread.
  public func dispatch(_ action: Action) {
    store.dispatch(action)
  }

  /// Calls `answer` on the loop's thread once what was dispatched so far is durable: after the
  /// batch's save hook (``TerminalApp/Hooks/afterBatch``), before its frame is painted.
  public func whenSaved(_ answer: @escaping @Sendable () -> Void) {
    answers.add(answer)
  }
}

/// The answers waiting for the end of the batch (``ProgramContext/whenSaved(_:)``).
final class PendingAnswers: Sendable {
  private let waiting = Mutex<[@Sendable () -> Void]>([])

  /// Whether any answer waits.
  var isEmpty: Bool { waiting.withLock { $0.isEmpty } }

  func add(_ answer: @escaping @Sendable () -> Void) {
    waiting.withLock { $0.append(answer) }
  }

  /// Calls every waiting answer, oldest first.
  func answerAll() {
    let due = waiting.withLock { waiting in
      defer { waiting.removeAll() }
      return waiting
    }
    for answer in due { answer() }
  }
}
