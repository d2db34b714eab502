import Scoreboard

/// Lays a key file's bindings over ``KeyMap/standard``, checking each line in order.
///
/// Per screen, a key in the file leaves the standard binding that had it. A file key whose action
/// is that of a standard binding joins it (so help lists `h w  left team +1`); other actions get
/// bindings of their own after the standard ones. When a list of actions would be tried in another
/// order than written, its key gets a binding per action, in the written order.
struct KeyFileOverlay {
  /// A binding on one screen (its screens left empty until bindings of both screens are merged),
  /// with where it goes in the key map.
  private struct Slot {
    var binding: KeyBinding
    var anchor: (Int, Int)
  }

  /// What the file binds on one screen: keys with their actions, and where each was bound.
  private struct ScreenBindings {
    var actions: [(key: KeyEvent, commands: [KeyCommand], line: Int, name: String)] = []

    func line(of key: KeyEvent) -> Int? { actions.first { $0.key == key }?.line }
  }

  private let path: String
  private var screens: [Screen: ScreenBindings] = [:]
  private var groupOrder: [KeyCommand] = []

  /// Checks `entries`, in order, throwing at the first mistake.
  init(entries: [KeyFile.Entry], path: String) throws(KeyFileError) {
    self.path = path
    for entry in entries { try add(entry) }
  }

  private func error(_ line: Int, _ problem: KeyFileError.Problem) -> KeyFileError {
    KeyFileError(path: path, line: line, problem: problem)
  }

  private static func screens(ofTable table: String) -> [Screen]? {
    table == "all" ? Screen.allCases : Screen(rawValue: table).map { [$0] }
  }

  private mutating func add(_ entry: KeyFile.Entry) throws(KeyFileError) {
    guard let table = entry.table else { throw error(entry.line, .keyOutsideScreen(key: entry.key)) }
    guard let tableScreens = Self.screens(ofTable: table) else {
      throw error(entry.line, .unknownScreen(table))
    }
    guard let key = KeyEvent(keyName: entry.key) else { throw error(entry.line, .unknownKey(entry.key)) }
    guard let names = entry.actions else { throw error(entry.line, .notAnAction(key: entry.key)) }
    var commands: [KeyCommand] = []
    for name in names {
      if names.count == 1 && name.lowercased().split(whereSeparator: \.isWhitespace) == ["none"] { continue }
      guard let command = KeyCommand(actionName: name) else {
        throw error(entry.line, .unknownAction(name, key: entry.key))
      }
      let scope = command.keyFileScope.screens
      if let screen = tableScreens.first(where: { !scope.contains($0) }) {
        let allowed = Screen.allCases.filter(scope.contains)
        throw error(
          entry.line, .wrongScreen(action: name, key: entry.key, screen: screen, screens: allowed))
      }
      if command == .typeCountDigit, !Self.isDigit(key) {
        throw error(entry.line, .countDigitOnNonDigit(key: entry.key))
      }
      commands.append(command)
      if !groupOrder.contains(command) { groupOrder.append(command) }
    }
    for screen in tableScreens {
      if let first = screens[screen]?.line(of: key) {
        throw error(entry.line, .twoActions(key: entry.key, screen: screen, firstLine: first))
      }
      screens[screen, default: ScreenBindings()].actions.append((key, commands, entry.line, entry.key))
    }
  }

  private static func isDigit(_ key: KeyEvent) -> Bool {
    guard case .character(let character) = key else { return false }
    return character.isASCII && character.isWholeNumber
  }

  /// The standard key map with the file's keys laid over it.
  func keyMap() throws(KeyFileError) -> KeyMap {
    var slots: [(screen: Screen, slot: Slot)] = []
    for screen in Screen.allCases {
      let screenSlots = self.slots(on: screen)
      try checkEssentials(screenSlots, on: screen)
      slots += screenSlots.map { (screen, $0) }
    }
    var merged: [Slot] = []
    var screensOfMerged: [Set<Screen>] = []
    for (screen, slot) in slots {
      if let index = merged.firstIndex(where: { $0.anchor == slot.anchor && $0.binding == slot.binding }) {
        screensOfMerged[index].insert(screen)
      } else {
        merged.append(slot)
        screensOfMerged.append([screen])
      }
    }
    let bindings = zip(merged, screensOfMerged).sorted { $0.0.anchor < $1.0.anchor }.map { slot, screens in
      var binding = slot.binding
      binding.screens = screens
      return binding
    }
    return KeyMap(bindings: bindings)
  }

  /// The bindings of `screen`, each on that screen alone, with their places.
  private func slots(on screen: Screen) -> [Slot] {
    let file = screens[screen] ?? ScreenBindings()
    let fileKeys = Set(file.actions.map(\.key))
    var slots: [Slot] = []
    var absorbed: Set<KeyCommand> = []
    for (index, standard) in KeyMap.standard.bindings.enumerated() where standard.screens.contains(screen) {
      var binding = standard
      binding.screens = []
      binding.keys.removeAll { fileKeys.contains($0) }
      if !absorbed.contains(binding.command) {
        absorbed.insert(binding.command)
        let added = file.actions.filter { $0.commands.contains(binding.command) }.map(\.key)
        binding.keys += added.filter { !binding.keys.contains($0) }
      }
      if binding.keys != standard.keys { binding.keyLabel = Self.label(binding.keys) }
      slots.append(Slot(binding: binding, anchor: (index, 0)))
    }
    for command in groupOrder where !absorbed.contains(command) {
      let keys = file.actions.filter { $0.commands.contains(command) }.map(\.key)
      guard !keys.isEmpty else { continue }
      let description = command.keyFileDescription(on: screen)
      let binding = KeyBinding(
        keys, on: [], needs: command.keyFileScope.feature, command, help: description.help,
        hint: description.hint)
      slots.append(
        Slot(
          binding: binding, anchor: (KeyMap.standard.bindings.count, groupOrder.firstIndex(of: command) ?? 0))
      )
    }
    for action in file.actions where action.commands.count > 1 {
      slots = Self.ordered(slots, key: action.key, commands: action.commands, on: screen)
    }
    return slots.filter { !$0.binding.keys.isEmpty }
  }

  /// `slots` where `key` tries `commands` in the order given: if the slots holding it would try
  /// them in another order, it leaves them for one-key bindings placed before the first of them.
  private static func ordered(_ slots: [Slot], key: KeyEvent, commands: [KeyCommand], on screen: Screen)
    -> [Slot]
  {
    let holding = commands.map { command in
      slots.firstIndex { $0.binding.command == command && $0.binding.keys.contains(key) } ?? 0
    }
    let anchors = holding.map { slots[$0].anchor }
    guard zip(anchors, anchors.dropFirst()).contains(where: { !($0 < $1) }), let first = anchors.min(by: <)
    else {
      return slots
    }
    var result = slots
    for index in holding {
      result[index].binding.keys.removeAll { $0 == key }
      result[index].binding.keyLabel = label(result[index].binding.keys)
    }
    for (offset, command) in commands.enumerated() {
      let description = command.keyFileDescription(on: screen)
      let binding = KeyBinding(
        [key], on: [], needs: command.keyFileScope.feature, command, help: description.help,
        hint: description.hint)
      result.append(Slot(binding: binding, anchor: (first.0, first.1 - commands.count + offset)))
    }
    return result
  }

  private static func label(_ keys: [KeyEvent]) -> String {
    keys.map(\.label).joined(separator: " ")
  }

  /// Every screen keeps a key for help and one for quit.
  private func checkEssentials(_ slots: [Slot], on screen: Screen) throws(KeyFileError) {
    for command in [KeyCommand.showHelp, .quit]
    where !slots.contains(where: { $0.binding.command == command }) {
      let standardKeys = KeyMap.standard.bindings(on: screen).filter { $0.command == command }.flatMap(\.keys)
      let taking = screens[screen]?.actions.first { standardKeys.contains($0.key) }
      throw error(
        taking?.line ?? 1, .lastKeyOf(action: command.actionName, key: taking?.name ?? "", screen: screen))
    }
  }
}
