import FoundationEssentials
import Scoreboard
internal import TOMLKit

/// Key bindings from a TOML file, laid over the standard keys.
///
/// The file has a table per screen, `[scoreboard]` and `[counters]`, and `[all]` for both; each
/// line binds a key name (``KeyEvent/keyName``) to an action (``KeyCommand/actionName``), or to a
/// list of actions where the first that applies wins:
///
/// ```toml
/// [scoreboard]
/// w = "home +2"
/// F1 = "clock start-stop"
/// "0" = ["count digit", "reset"]
///
/// [counters]
/// x = "counter +1"
///
/// [all]
/// ctrl-u = "undo"
/// ```
///
/// A key in the file replaces that key's standard binding on the screens of its table; every other
/// standard key stays as it is, and `"none"` takes a key's binding away. A screen must keep a key
/// for `"help"` and one for `"quit"`. Any mistake stops the load with a ``KeyFileError`` that names
/// the line: an unknown key, action or table, a key given two actions on one screen, an action on a
/// screen where it does nothing, or TOML the parser rejects.
public enum KeyFile {
  /// The file's folder and name under the configuration folder.
  public static let relativePath = "scoreboard-tui/keys.toml"

  /// The key map of the key file at `path`: the standard keys with the file's laid over them.
  ///
  /// ```swift
  /// do { keyMap = try KeyFile.load(path: "keys.toml") } catch { fail(error.description) }
  /// ```
  public static func load(path: String) throws(KeyFileError) -> KeyMap {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw KeyFileError(path: path, line: nil, problem: .unreadable(reason: readFailure(path)))
    }
    return try parse(text, path: path)
  }

  /// The key map of key-file text `text`, its errors naming `path`.
  public static func parse(_ text: String, path: String = "keys.toml") throws(KeyFileError) -> KeyMap {
    let entries = try entries(of: text, path: path)
    var keyMap = try KeyFileOverlay(entries: entries, path: path).keyMap()
    keyMap.colors = try colors(of: text, path: path)
    return keyMap
  }

  /// Where the key file is looked for when none is given: `$XDG_CONFIG_HOME/scoreboard-tui/keys.toml`
  /// when `XDG_CONFIG_HOME` is an absolute path, else `$HOME/.config/scoreboard-tui/keys.toml`;
  /// `nil` without either.
  public static func configPath(environment: [String: String]) -> String? {
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      return config + "/" + relativePath
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return home + "/.config/" + relativePath
  }

  /// The key file to load when none is given: ``configPath(environment:)`` if a file is there,
  /// else `nil` (and the app runs with ``KeyMap/standard``).
  public static func defaultPath(
    environment: [String: String],
    fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
  ) -> String? {
    configPath(environment: environment).flatMap { fileExists($0) ? $0 : nil }
  }

  private static func readFailure(_ path: String) -> String {
    var isFolder = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      return "no such file"
    }
    if isFolder { return "it is a folder" }
    return FileManager.default.isReadableFile(atPath: path)
      ? "it is not UTF-8 text" : "permission denied"
  }

  /// One line of the file: a key of a screen's table and its actions as written.
  struct Entry {
    /// Where the problem with the line, if any, is reported.
    var line: Int
    /// The table's name: `scoreboard`, `counters`, `all`, or any other for an error.
    var table: String?
    /// The key's name as written.
    var key: String
    /// The actions as written, or `nil` when the value is not a string or a list of strings.
    var actions: [String]?
  }

  /// The file's keys, in the order of their lines.
  static func entries(of text: String, path: String) throws(KeyFileError) -> [Entry] {
    let lines = KeyFileLines(text)
    let document: TOMLTable
    do {
      document = try TOMLTable(string: text)
    } catch let error as TOMLParseError {
      let line = error.source.begin.line
      if let first = lines.repeatedKey(at: line), let screen = Screen(rawValue: first.table.first ?? "") {
        throw KeyFileError(
          path: path, line: line, problem: .twoActions(key: first.key, screen: screen, firstLine: first.line))
      }
      let message = error.description.split(whereSeparator: \.isNewline).joined(separator: " ")
      throw KeyFileError(path: path, line: line, problem: .syntax(message))
    } catch {
      throw KeyFileError(path: path, line: 1, problem: .syntax("\(error)"))
    }
    var entries: [Entry] = []
    for (name, value) in document {
      guard let table = value.table else {
        entries.append(Entry(line: lines.line(ofTable: name) ?? 1, table: nil, key: name, actions: []))
        continue
      }
      let tableLine = lines.line(ofTable: name) ?? 1
      if name == "colors" { continue }
      guard ["scoreboard", "counters", "all"].contains(name) else {
        entries.append(Entry(line: tableLine, table: name, key: "", actions: []))
        continue
      }
      for (key, action) in table {
        let line = lines.line(ofKey: key, inTable: name) ?? tableLine
        entries.append(Entry(line: line, table: name, key: key, actions: actionNames(action)))
      }
    }
    return entries.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
      .map(\.element)
  }

  /// The colours the file's `[colors]` table sets (none without one).
  static func colors(of text: String, path: String) throws(KeyFileError) -> ColorOverrides {
    let lines = KeyFileLines(text)
    guard let document = try? TOMLTable(string: text), let table = document["colors"]?.table else {
      return ColorOverrides()
    }
    var overrides = ColorOverrides()
    for (key, value) in table {
      let line = lines.line(ofKey: key, inTable: "colors") ?? lines.line(ofTable: "colors")
      guard ColorOverrides.keys.contains(key) else {
        throw KeyFileError(path: path, line: line, problem: .unknownColorKey(key))
      }
      guard let name = value.string, let color = ColorOverrides.colorNames[name] else {
        throw KeyFileError(
          path: path, line: line, problem: .unknownColor(value.string ?? "\(value)", key: key))
      }
      overrides.set(key, to: color)
    }
    return overrides
  }

  private static func actionNames(_ value: any TOMLValueConvertible) -> [String]? {
    if let name = value.string { return [name] }
    guard let array = value.array, !array.isEmpty else { return nil }
    var names: [String] = []
    for element in array {
      guard let name = element.string else { return nil }
      names.append(name)
    }
    return names
  }
}
