import FoundationEssentials
import ScoreboardPersistence

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Whether the app that keeps the game of a state directory (the one holding its lock) is running,
/// as a follower sees it: without taking the lock, even for a moment.
///
/// It reads the pid the keeper wrote into `DIR/lock` and asks the kernel whether that process
/// exists and has not yet died (a zombie waiting to be reaped counts as gone). A shared `flock`
/// probe would say the same, but while a follower held it a keeper starting at that instant
/// would find the directory locked and refuse to start.
public enum FollowKeeper {
  /// Whether the pid recorded in `directory`'s lock file belongs to a live process.
  public static func isRunning(in directory: StateDirectory) -> Bool {
    guard let text = try? String(contentsOf: directory.lock, encoding: .utf8),
      let pid = Int32(text.filter { !$0.isWhitespace }), pid > 0
    else { return false }
    return isAlive(pid)
  }

  /// Whether process `pid` exists and is not a zombie.
  static func isAlive(_ pid: Int32) -> Bool {
    guard kill(pid, 0) == 0 || errno == EPERM else { return false }
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return true }
    let state = stat[stat.index(after: close)...].drop { $0 == " " }.first
    return state != "Z" && state != "X"
  }
}
