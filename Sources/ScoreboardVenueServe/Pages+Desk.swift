import Scoreboard
import ScoreboardServe

extension Pages {
  /// The line `/schedule` and `/draws` show for a venue with no tournament imported.
  public static let noTournament =
    "No tournament is imported in this venue: scoreboard-tui venue import FILE.csv --venue URL."

  /// A desk page: `body`, then the document the page starts from (`initial`, JSON, the event
  /// named `name` of `/desk/events`) and `script`, which draws it with `draw(document)` and each
  /// later one from the stream. `notice` is the one line shown above, empty for none.
  static func deskPage(
    title: String, style: String, body: String, name: String, initial: String, notice: String, script: String
  ) -> String {
    let start = """
      <p id="notice"\(notice.isEmpty ? " hidden" : "")>\(notice.htmlEscaped)</p>
      <script type="application/json" id="initial">\(scriptSafe(initial))</script>
      """
    return document(
      title: title, style: deskStyle + style, body: start + "\n" + body,
      script: deskScript(name: name) + script)
  }

  /// JSON `text` safe inside a `<script>` element: no `<` can end it.
  static func scriptSafe(_ text: String) -> String {
    text.replacing("<", with: "\\u003C")
  }

  static let deskStyle = """
    html, body { margin: 0; background: #111; color: #eee; }
    body { font: 16px/1.35 system-ui, 'DejaVu Sans', sans-serif; padding: 1rem; }
    h1 { font-size: 1.2rem; margin: 0 0 1rem; }
    h1 a { color: #9cf; font-weight: 400; font-size: .9rem; margin-left: 1rem; }
    h2 { font-size: 1.05rem; margin: 1.2rem 0 .5rem; color: #ffd166; }
    h3 { font-size: .95rem; margin: .8rem 0 .3rem; }
    table { border-collapse: collapse; }
    th, td { text-align: left; padding: .25rem .7rem .25rem 0; vertical-align: top; }
    th { color: #aaa; font-weight: 400; font-size: .85rem; }
    .num { text-align: right; font-variant-numeric: tabular-nums; }
    .muted { color: #999; }
    tr.ready td.status { color: #8f8; }
    #notice { color: #aaa; }
    body.offline main { opacity: .5; }
    """

  /// Opens `/desk/events` and calls `draw` with every event named `name`, after the page's
  /// initial document; `body.offline` while the stream is broken, reopened after the browser
  /// gives up. `desk.el(tag, className, text, parent)` makes an element.
  static func deskScript(name: String) -> String {
    """
    'use strict';
    const desk = (() => {
      const el = (tag, className, text, parent) => {
        const made = document.createElement(tag);
        if (className) made.className = className;
        if (text !== undefined && text !== null) made.textContent = String(text);
        if (parent) parent.appendChild(made);
        return made;
      };
      const follow = (draw) => {
        const shown = (documentData) => {
          const notice = document.getElementById('notice');
          notice.hidden = documentData.tournament;
          if (!documentData.tournament) notice.textContent = \(javaScriptString(noTournament));
          draw(documentData);
        };
        shown(JSON.parse(document.getElementById('initial').textContent));
        const connect = () => {
          const source = new EventSource('/desk/events');
          source.addEventListener('\(name)', (event) => {
            document.body.classList.remove('offline');
            shown(JSON.parse(event.data));
          });
          source.addEventListener('error', () => {
            document.body.classList.add('offline');
            if (source.readyState === EventSource.CLOSED) {
              source.close();
              setTimeout(connect, 2000);
            }
          });
        };
        connect();
      };
      return { el, follow };
    })();

    """
  }

  /// `text` as a JavaScript string literal, in single quotes.
  static func javaScriptString(_ text: String) -> String {
    "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
  }
}
