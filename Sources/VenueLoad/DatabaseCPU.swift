import Foundation

/// The CPU time the database server has used: the postmaster's and its children's (the backends
/// and background workers), from `/proc/PID/stat`.
struct DatabaseCPU {
  /// The postmaster's process id.
  var postmaster: Int32

  /// User plus system CPU seconds of the server's processes alive now.
  func seconds() -> Double {
    let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    var ticks: Double = 0
    for entry in entries {
      guard let pid = Int32(entry), let fields = Self.fields(pid) else { continue }
      guard pid == postmaster || Int32(fields[1]) == postmaster else { continue }
      ticks += (Double(fields[11]) ?? 0) + (Double(fields[12]) ?? 0)
    }
    return ticks / ticksPerSecond
  }

  /// The fields of `/proc/PID/stat` after the command name: state, ppid, ... (utime is the 12th).
  private static func fields(_ pid: Int32) -> [String]? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = text.lastIndex(of: ")")
    else { return nil }
    let rest = text[text.index(after: close)...].split(separator: " ").map(String.init)
    return rest.count > 13 ? rest : nil
  }
}

/// The `fraction` quantile of `values` (nearest rank), or 0 for none.
func quantile(_ values: [Double], _ fraction: Double) -> Double {
  guard !values.isEmpty else { return 0 }
  let sorted = values.sorted()
  let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
  return sorted[min(max(rank, 0), sorted.count - 1)]
}
