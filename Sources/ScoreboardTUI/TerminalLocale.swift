import CNcurses
import Glibc

/// The character set the terminal is driven in.
public enum TerminalLocale {
  /// Sets the locale from the environment, as ncurses needs before it starts, and says whether
  /// the terminal takes UTF-8.
  ///
  /// When no locale variable is set at all (common in containers) it falls back to `C.UTF-8`;
  /// a locale the user did set, such as `LANG=C`, is honoured, and the app then draws in ASCII.
  @discardableResult
  public static func activate(environment: [String: String]) -> Bool {
    setlocale(LC_ALL, "")
    let localeVariables = ["LC_ALL", "LC_CTYPE", "LANG"]
    let userChoseLocale = localeVariables.contains { !(environment[$0] ?? "").isEmpty }
    if !isUTF8 && !userChoseLocale {
      setlocale(LC_CTYPE, "C.UTF-8")
    }
    return isUTF8
  }

  private static var isUTF8: Bool {
    guard let codeset = cn_codeset() else { return false }
    let name = String(cString: codeset).uppercased()
    return name == "UTF-8" || name == "UTF8"
  }
}
