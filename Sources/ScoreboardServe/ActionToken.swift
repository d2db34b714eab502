import FoundationEssentials
import ScoreboardPersistence

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The bearer token `POST /api/actions` asks for: 32 random bytes as 64 hex digits, kept in the
/// state directory's `serve-token` with mode 0600, made on first use.
///
/// Only the user who keeps the game can read it (`scoreboard-tui serve --show-token` prints it),
/// so a page on the network can show the score but not change it.
public struct ActionToken: Equatable, Sendable {
  /// The token's text.
  public let value: String

  /// The token `value`.
  public init(value: String) {
    self.value = value
  }

  /// The token file of `directory`.
  public static func file(in directory: StateDirectory) -> URL {
    directory.url.appendingPathComponent("serve-token")
  }

  /// The token kept in `directory`, made (with mode 0600, the directory with 0700) when there is
  /// none yet. Throws ``ServeError/token(path:reason:)`` when it can be neither read nor made, or
  /// when the file can be read by others.
  public static func loadOrCreate(in directory: StateDirectory) throws(ServeError) -> ActionToken {
    let path = file(in: directory).path
    if let existing = try read(path) { return existing }
    do {
      try directory.create()
    } catch {
      throw .token(path: path, reason: error.description)
    }
    let token = ActionToken(value: randomHex(byteCount: 32))
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    if descriptor < 0 && errno == EEXIST, let raced = try read(path) { return raced }
    guard descriptor >= 0 else { throw .token(path: path, reason: String(cString: strerror(errno))) }
    defer { close(descriptor) }
    let line = Array((token.value + "\n").utf8)
    let written = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    guard written == line.count, fsync(descriptor) == 0 else {
      unlink(path)
      throw .token(path: path, reason: "cannot write it")
    }
    return token
  }

  /// Whether `header` (an `Authorization` header's value) is `Bearer <this token>`. The
  /// comparison takes the same time wherever the first difference is.
  public func accepts(authorization header: String?) -> Bool {
    guard let header else { return false }
    let prefix = "Bearer "
    guard header.count > prefix.count, header.prefix(prefix.count).lowercased() == prefix.lowercased() else {
      return false
    }
    let given = Array(header.dropFirst(prefix.count).filter { !$0.isWhitespace }.utf8)
    let expected = Array(value.utf8)
    guard given.count == expected.count else { return false }
    var difference: UInt8 = 0
    for (left, right) in zip(given, expected) { difference |= left ^ right }
    return difference == 0
  }

  private static func read(_ path: String) throws(ServeError) -> ActionToken? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    guard info.st_mode & 0o077 == 0 else {
      throw .token(path: path, reason: "others can read it; chmod 600 it or delete it for a new one")
    }
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw .token(path: path, reason: "cannot read it")
    }
    let value = text.filter { !$0.isWhitespace }
    guard value.count >= 16 else {
      throw .token(path: path, reason: "it is too short; delete it for a new one")
    }
    return ActionToken(value: value)
  }

  private static func randomHex(byteCount: Int) -> String {
    var generator = SystemRandomNumberGenerator()
    let digits = Array("0123456789abcdef")
    return String(
      (0..<byteCount).flatMap { _ -> [Character] in
        let byte = UInt8.random(in: 0...255, using: &generator)
        return [digits[Int(byte >> 4)], digits[Int(byte & 0xf)]]
      })
  }
}
