import Scoreboard

extension KeyFile {
  /// The standard keys as a key file, with comments that list the actions and key names: what
  /// `scoreboard-tui keys` prints as a starting point. Loading it gives ``KeyMap/standard``'s keys.
  public static var defaultText: String {
    var lines = [
      "# scoreboard-tui keys. Save as $XDG_CONFIG_HOME/\(relativePath)",
      "# (or ~/.config/\(relativePath)), or pass it with --keys FILE.",
      "#",
      "# [scoreboard] and [counters] bind keys on one screen, [all] on both. A key in this file",
      "# replaces that key's standard binding on those screens; keys not in the file keep theirs.",
      "# A key takes one action, or a list tried in order until one applies: \"0\" = [\"count digit\", \"counter reset\"].",
      "# \"none\" takes a key's binding away. Every screen needs a key for \"help\" and one for \"quit\".",
      "# A count typed first multiplies amounts: 3 then a key bound to \"home +2\" gives home 6 points.",
      "# Clock, period, foul, timeout, penalty and first-server actions work only in the sports that have them.",
      "#",
      "# Keys: single characters (w, H, \"+\", \"[\" - quote those that are not letters, digits, - or _),",
      "#   space, tab, shift-tab, enter, esc, backspace, up, down, left, right, F1 ... F12,",
      "#   ctrl-a ... ctrl-z (not ctrl-c, ctrl-q, ctrl-s, ctrl-z: the terminal keeps them).",
      "#",
      "# Actions:",
    ]
    lines += KeyCommand.actionVocabulary.map { "#   " + $0 }
    for table in ["all", "scoreboard", "counters"] {
      lines += ["", "[\(table)]"]
      lines += tableLines(table)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The standard keys as `(key, commands)` on `screen`, keys in the order they are first bound.
  private static func standardKeys(on screen: Screen) -> [(key: KeyEvent, commands: [KeyCommand])] {
    var keys: [(key: KeyEvent, commands: [KeyCommand])] = []
    for binding in KeyMap.standard.bindings(on: screen) {
      for key in binding.keys {
        if let index = keys.firstIndex(where: { $0.key == key }) {
          keys[index].commands.append(binding.command)
        } else {
          keys.append((key, [binding.command]))
        }
      }
    }
    return keys
  }

  private static func tableLines(_ table: String) -> [String] {
    let scoreboard = standardKeys(on: .scoreboard)
    let counters = standardKeys(on: .counters)
    let both = scoreboard.filter { entry in
      counters.contains { $0.key == entry.key && $0.commands == entry.commands }
    }
    let isShared = { (key: KeyEvent) in both.contains { $0.key == key } }
    let entries: [(key: KeyEvent, commands: [KeyCommand])]
    switch table {
    case "all": entries = both
    case "scoreboard": entries = scoreboard.filter { !isShared($0.key) }
    default: entries = counters.filter { !isShared($0.key) }
    }
    return entries.map { entry in
      let actions = entry.commands.map { "\"\($0.actionName)\"" }
      let value = actions.count == 1 ? actions[0] : "[" + actions.joined(separator: ", ") + "]"
      return "\(tomlKey(entry.key.keyName ?? entry.key.label)) = \(value)"
    }
  }

  /// `name`, in quotes unless it is a bare TOML key.
  private static func tomlKey(_ name: String) -> String {
    let bare = name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    if bare { return name }
    let escaped = name.map { $0 == "\"" || $0 == "\\" ? "\\\($0)" : String($0) }.joined()
    return "\"\(escaped)\""
  }
}
