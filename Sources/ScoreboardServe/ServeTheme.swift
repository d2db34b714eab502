import FoundationEssentials

/// How the pages look, from a theme folder (`--theme DIR`): `theme.css`, CSS that the overlay and
/// the board load after their own (the colours and fonts are CSS variables: `--home`, `--away`,
/// `--text`, `--accent`, `--middle`, `--font`, `--radius`), and `logos/`, one image a team named
/// by its file (`logos/Lions.png` is the logo of the team called Lions); and `sponsors/`, the images
/// the overlay's sponsor slot rotates, in the order of their file names. Everything is read once,
/// at start: the pages get only what the folder held then, and no request names a file.
public struct ServeTheme: Sendable {
  /// A team's logo: its file's name and type, and the image.
  public struct Logo: Sendable {
    /// The file's name in `logos/` (`Lions.png`).
    public var file: String
    /// Its content type (`image/png`).
    public var type: String
    /// The image.
    public var data: Data
  }

  /// No theme: the pages' own look.
  public static let none = ServeTheme(css: "", logos: [:])

  /// The largest `theme.css` taken, in bytes.
  public static let maximumStyleSize = 64 * 1024
  /// The largest logo taken, in bytes.
  public static let maximumLogoSize = 2 * 1024 * 1024
  /// The most logos taken.
  public static let maximumLogos = 256

  private static let imageTypes = [
    "png": "image/png", "svg": "image/svg+xml", "jpg": "image/jpeg", "jpeg": "image/jpeg",
    "webp": "image/webp",
    "gif": "image/gif",
  ]

  /// The CSS served as `/theme.css`.
  public var css: String
  /// The logos by team name.
  public var logos: [String: Logo]
  /// The sponsor slot's images, in turn.
  public var sponsors: [Logo]

  /// A theme from its parts.
  public init(css: String, logos: [String: Logo], sponsors: [Logo] = []) {
    self.css = css
    self.logos = logos
    self.sponsors = sponsors
  }

  /// The theme in `folder`; a folder that is missing, holds none of `theme.css`, `logos/` and
  /// `sponsors/`, or holds a file too large, is one line of error.
  public static func load(folder: String) throws(ServeError) -> ServeTheme {
    let base = URL(fileURLWithPath: folder)
    var isFolder = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder else {
      throw .theme(folder, reason: "no such folder")
    }
    let style = base.appendingPathComponent("theme.css")
    let logosFolder = base.appendingPathComponent("logos")
    var theme = ServeTheme.none
    if FileManager.default.fileExists(atPath: style.path) {
      theme.css = String(decoding: try read(style, limit: maximumStyleSize, folder: folder), as: UTF8.self)
    }
    for (name, logo) in try images(in: logosFolder, named: "logos/", folder: folder) {
      theme.logos[name] = logo
    }
    theme.sponsors = try images(
      in: base.appendingPathComponent("sponsors"), named: "sponsors/", folder: folder
    )
    .map(\.logo)
    guard !theme.css.isEmpty || !theme.logos.isEmpty || !theme.sponsors.isEmpty else {
      throw .theme(folder, reason: "it holds neither theme.css nor images in logos/ or sponsors/")
    }
    return theme
  }

  /// The images in `images` (none when it is missing), by file name, each with its name without
  /// the extension; other files are left out.
  private static func images(in images: URL, named label: String, folder: String) throws(ServeError)
    -> [(name: String, logo: Logo)]
  {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: images.path)) ?? []
    var found: [(name: String, logo: Logo)] = []
    for file in files.sorted() {
      let parts = file.split(separator: ".")
      guard parts.count >= 2, !file.hasPrefix("."), let type = imageTypes[parts.last!.lowercased()] else {
        continue
      }
      guard found.count < maximumLogos else {
        throw .theme(folder, reason: "\(label) holds more than \(maximumLogos) images")
      }
      let data = try read(images.appendingPathComponent(file), limit: maximumLogoSize, folder: folder)
      found.append((parts.dropLast().joined(separator: "."), Logo(file: file, type: type, data: data)))
    }
    return found
  }

  private static func read(_ file: URL, limit: Int, folder: String) throws(ServeError) -> Data {
    let data: Data
    do {
      data = try Data(contentsOf: file)
    } catch {
      throw .theme(folder, reason: "cannot read \(file.lastPathComponent)")
    }
    guard data.count <= limit else {
      throw .theme(folder, reason: "\(file.lastPathComponent) is larger than \(limit / 1024) KiB")
    }
    return data
  }

  /// The team names with a logo, sorted: logo `n` is served as `/theme/logo/n`.
  public var logoTeams: [String] { logos.keys.sorted() }

  /// The logo served as `/theme/logo/NUMBER`, or `nil`.
  public func logo(number: String) -> Logo? {
    let teams = logoTeams
    guard let index = Int(number), teams.indices.contains(index) else { return nil }
    return logos[teams[index]]
  }

  /// The sponsor image served as `/theme/sponsor/NUMBER`, or `nil`.
  public func sponsor(number: String) -> Logo? {
    guard let index = Int(number), sponsors.indices.contains(index) else { return nil }
    return sponsors[index]
  }

  /// `/theme.json`: `{"logos": {"Lions": "/theme/logo/0"}, "sponsors": ["/theme/sponsor/0"]}`,
  /// each team's logo's URL and the sponsor slot's images in turn.
  public var manifest: Data {
    struct Manifest: Encodable {
      var logos: [String: String]
      var sponsors: [String]
    }
    let manifest = Manifest(
      logos: Dictionary(uniqueKeysWithValues: logoTeams.enumerated().map { ($1, "/theme/logo/\($0)") }),
      sponsors: sponsors.indices.map { "/theme/sponsor/\($0)" })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(manifest)) ?? Data("{}".utf8)
  }
}
