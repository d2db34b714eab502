import FoundationEssentials
import Scoreboard

extension MatchReport {
  /// The report as a printable HTML page with no outside resource: the result, the statistics,
  /// the momentum chart as inline SVG, and the progression or the timeline.
  public var html: String {
    let lines = textLines
    let table = statisticsTable.dropFirst().map { row in
      "<tr>" + Self.cells(row).map { "<td>\($0.htmlEscaped)</td>" }.joined() + "</tr>"
    }
    let header =
      "<tr><th></th><th>\(match.board.names.home.htmlEscaped)</th><th>\(match.board.names.away.htmlEscaped)</th></tr>"
    let story = (match.board.progress.isPointByPoint ? progression : timeline).map {
      "<li>\($0.htmlEscaped)</li>"
    }
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(title.htmlEscaped)</title>
      <style>
      body { font-family: sans-serif; margin: 2em; color: #111; }
      h1 { font-size: 1.5em; margin-bottom: 0.2em; }
      table { border-collapse: collapse; margin: 1em 0; }
      td, th { padding: 0.2em 0.8em; text-align: right; }
      td:first-child { text-align: left; }
      svg { width: 100%; max-width: 40em; height: 10em; border: 1px solid #ccc; }
      ol { font-family: monospace; }
      @media print { body { margin: 0; } svg { border: none; } }
      </style>
      </head>
      <body>
      <h1>\(title.htmlEscaped)</h1>
      <p id="result">\(lines[1].htmlEscaped)</p>
      <p>\(lines[2].htmlEscaped)</p>
      \(lines.count > 3 && lines[3].hasPrefix("Started") ? "<p>\(lines[3].htmlEscaped)</p>" : "")
      \(deskLines.map { "<p class=\"desk\">\($0.htmlEscaped)</p>" }.joined(separator: "\n"))
      <table id="statistics">\(header)\(table.joined())</table>
      <h2>Momentum</h2>
      \(momentumSVG)
      <h2>\(match.board.progress.isPointByPoint ? "Point by point" : "Timeline")</h2>
      <ol id="story">\(story.joined(separator: "\n"))</ol>
      </body>
      </html>

      """
  }

  /// The margin after each point as an SVG area: home's lead above the middle line, away's below.
  var momentumSVG: String {
    let margins = statistics.margins
    let width = max(1, margins.count)
    let largest = max(1, margins.map(abs).max() ?? 0)
    var corners: [String] = ["0,0"]
    for (index, margin) in margins.enumerated() {
      corners.append("\(index + 1),\(-margin)")
    }
    corners.append("\(width),0")
    let points = corners.joined(separator: " ")
    return """
      <svg viewBox="0 \(-largest) \(width) \(2 * largest)" preserveAspectRatio="none" role="img" \
      aria-label="score difference over the match">
      <line x1="0" y1="0" x2="\(width)" y2="0" stroke="#999" stroke-width="0.5" vector-effect="non-scaling-stroke"/>
      <polygon points="\(points)" fill="#3a7" fill-opacity="0.5" stroke="#163" vector-effect="non-scaling-stroke"/>
      </svg>
      """
  }

  /// A statistics row's three cells, split where the text table put two blanks or more.
  private static func cells(_ row: String) -> [String] {
    var parts: [String] = []
    var current = ""
    var blanks = 0
    for character in row {
      if character == " " {
        blanks += 1
        continue
      }
      if blanks >= 2 || (blanks == 1 && current.isEmpty) {
        if !current.isEmpty { parts.append(current) }
        current = ""
      } else if blanks == 1 {
        current.append(" ")
      }
      blanks = 0
      current.append(character)
    }
    if !current.isEmpty { parts.append(current) }
    return parts + Array(repeating: "", count: max(0, 3 - parts.count))
  }

}
