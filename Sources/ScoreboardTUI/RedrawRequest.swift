import Glibc
import Synchronization

/// A request, from any thread, that the UI thread paint a new frame (and ring the bell).
///
/// On the UI thread raising it is only a flag, since the loop checks it before it sleeps; from
/// another thread it also wakes the loop through the pipe, once per request.
final class RedrawRequest: Sendable {
  private let isRaised = Atomic<Bool>(true)
  private let isBellDue = Atomic<Bool>(false)
  private let lastBuzzerCount = Atomic<Int>(Int.max)
  private let pipe: WakePipe
  private let uiThread: pthread_t

  /// A request that starts raised, so the first frame is painted; `pipe` wakes the UI thread.
  init(wakingThrough pipe: WakePipe) {
    self.pipe = pipe
    self.uiThread = pthread_self()
  }

  /// Asks for a frame.
  func raise() {
    let wasRaised = isRaised.exchange(true, ordering: .acquiringAndReleasing)
    if !wasRaised && pthread_equal(pthread_self(), uiThread) == 0 {
      pipe.wake(.stateChanged)
    }
  }

  /// Notes how many times the game clock's buzzer has sounded; asks for the bell when the count
  /// went up since the last call (not on the first call, nor when an undo takes it down).
  func buzzerSounded(count: Int) {
    let previous = lastBuzzerCount.exchange(count, ordering: .acquiringAndReleasing)
    guard count > previous else { return }
    isBellDue.store(true, ordering: .releasing)
    raise()
  }

  /// Whether the bell was asked for since the last call; lowers the request.
  func takeBell() -> Bool {
    isBellDue.exchange(false, ordering: .acquiringAndReleasing)
  }

  /// Whether a frame was asked for since the last call; lowers the request.
  func take() -> Bool {
    isRaised.exchange(false, ordering: .acquiringAndReleasing)
  }
}
