import Scoreboard

/// A team's name as drawn over its score, with the server marked before it: `● Home`, or
/// `* Home` in ASCII.
enum TeamHeading {
  /// The marker of the team that serves.
  static func serverMarker(useASCII: Bool) -> String { useASCII ? "*" : "●" }

  /// The heading of a team named `name`, marked when it `serves`, cut to `width` cells so that
  /// the marker stays whole.
  static func text(name: String, serves: Bool, width: Int, useASCII: Bool) -> String {
    guard serves else { return name.prefix(fittingWidth: width) }
    let marker = serverMarker(useASCII: useASCII) + " "
    guard width > marker.terminalWidth else { return marker.prefix(fittingWidth: width) }
    return marker + name.prefix(fittingWidth: width - marker.terminalWidth)
  }
}
