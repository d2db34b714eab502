import FoundationEssentials

extension StateDirectory {
  /// The file that remembers where the keeper writes its overlay files (`--export-dir`), so that a
  /// restart goes on exporting there: one line, the directory's absolute path.
  var exportSetting: URL { url.appendingPathComponent("export-dir") }

  /// The overlay directory remembered here, or `nil` when none is.
  public func rememberedExportDirectory() -> URL? {
    guard let data = FileManager.default.contents(atPath: exportSetting.path) else { return nil }
    let path = String(String(decoding: data, as: UTF8.self).prefix { $0 != "\n" })
    guard path.hasPrefix("/") else { return nil }
    return URL(fileURLWithPath: path, isDirectory: true)
  }

  /// Remembers `directory` as the overlay directory, or forgets the one remembered when it is
  /// `nil`; crash-safe (the file is replaced whole).
  public func rememberExportDirectory(_ directory: URL?) throws(PersistenceError) {
    do {
      if let directory {
        try FileOps.writeAtomically(Data((directory.standardizedFileURL.path + "\n").utf8), to: exportSetting)
      } else if FileOps.exists(exportSetting) {
        try FileManager.default.removeItem(at: exportSetting)
      }
    } catch {
      throw .unusableDirectory(path: url.path, reason: "cannot remember the export directory (\(error))")
    }
  }
}
