/// The pages `serve` sends, compiled into the binary: small HTML, CSS and JavaScript with no
/// framework, no build step and nothing loaded from elsewhere. Each page opens `/events`, draws
/// every event, runs a running clock on by itself, and reconnects by itself after the server or
/// the keeper restarts.
public enum Pages {
  /// `GET /`: every page and its URL, to paste into OBS or a browser.
  public static let index = document(title: "scoreboard-tui", style: indexStyle, body: indexBody, script: "")
  /// The index of `serve --inspect`: the inspector listed too.
  public static let inspectingIndex = document(
    title: "scoreboard-tui", style: indexStyle,
    body: indexBody.replacing("</table>", with: inspectorRow + "</table>"),
    script: "")

  /// `GET /overlay`: the score bug for a browser source, on a transparent background.
  /// `?style=bar|corner|full`, `?scale=1.5`, `?swap=1` (home drawn on the right).
  public static let overlay = document(
    title: "scoreboard-tui overlay", style: overlayStyle, body: overlayBody,
    script: feedScript + overlayScript, themed: true)

  /// `GET /board`: the full-screen projector page, white on black, readable across a room.
  public static let board = document(
    title: "scoreboard-tui board", style: boardStyle, body: boardBody, script: feedScript + boardScript,
    themed: true)

  /// The score bug of one court (`GET /court/NAME/overlay` of `serve --venue`), reading its events from `path`
  /// (`/court/NAME/events`, which must need no escaping in a JavaScript string).
  public static func overlay(events path: String) -> String {
    document(
      title: "scoreboard-tui overlay", style: overlayStyle, body: overlayBody,
      script: feedScript(events: path) + overlayScript)
  }

  /// The projector page of one court (`GET /court/NAME/board` of `serve --venue`), reading its events from `path`.
  public static func board(events path: String) -> String {
    document(
      title: "scoreboard-tui board", style: boardStyle, body: boardBody,
      script: feedScript(events: path) + boardScript)
  }

  /// A whole page. The empty icon link keeps the browser from asking for `/favicon.ico`, whose
  /// 404 would be an error in the console. A `themed` page loads `/theme.css` after its own style
  /// (`serve --theme`).
  public static func document(
    title: String, style: String, body: String, script: String, themed: Bool = false
  )
    -> String
  {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="icon" href="data:,">
    <title>\(title)</title>
    <style>
    \(style)
    </style>
    \(themed ? "<link rel=\"stylesheet\" href=\"/theme.css\" data-theme>" : "")
    </head>
    <body>
    \(body)
    \(script.isEmpty ? "" : "<script>\n\(script)\n</script>")
    </body>
    </html>

    """
  }
}
