import FoundationEssentials
import ScoreboardPersistence

extension KeeperSettings {
  /// Settings with the overlay files' directory chosen, and the launch's word about it: the
  /// directory `given` (remembered in `directory` from now on), else the one remembered, else
  /// none; `forget` (`--no-export`) forgets it.
  public static func choosingExport(given: URL?, forget: Bool, in directory: StateDirectory) -> KeeperSettings
  {
    let given = given?.standardizedFileURL
    let chosen = forget ? nil : given ?? directory.rememberedExportDirectory()
    var notices = chosen.map { ["overlay files: \($0.path)" + (given == nil ? " (remembered)" : "")] } ?? []
    if forget || given != nil {
      do {
        try directory.rememberExportDirectory(given)
      } catch {
        notices.append(error.description)
      }
    }
    return KeeperSettings(exportDirectory: chosen, notices: notices)
  }
}
