import FoundationEssentials

/// libpq's password file (`PGPASSFILE`, else `~/.pgpass`): lines of
/// `host:port:database:user:password`, `*` matching anything, `\:` and `\\` escaped. Like libpq,
/// a file that others can read is ignored.
enum PasswordFile {
  /// The password of the first line matching `address`, if any.
  static func password(for address: VenueAddress, environment: [String: String]) -> String? {
    let path =
      environment["PGPASSFILE"]
      ?? environment["HOME"].map { "\($0)/.pgpass" }
    guard let path, isPrivate(path), let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      return nil
    }
    let host = address.host ?? "localhost"
    let wanted = [host, String(address.port), address.database, address.user]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = split(String(line))
      guard fields.count == 5 else { continue }
      if zip(fields.prefix(4), wanted).allSatisfy({ $0 == "*" || $0 == $1 }) { return fields[4] }
    }
    return nil
  }

  /// The fields of `line`, split at unescaped colons.
  private static func split(_ line: String) -> [String] {
    var fields = [""]
    var escaped = false
    for character in line {
      if escaped {
        fields[fields.count - 1].append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == ":" {
        fields.append("")
      } else {
        fields[fields.count - 1].append(character)
      }
    }
    return fields
  }

  /// Whether only its owner can read or write the file at `path` (mode 0600 or stricter).
  private static func isPrivate(_ path: String) -> Bool {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let mode = attributes[.posixPermissions] as? Int
    else { return false }
    return mode & 0o077 == 0
  }
}
