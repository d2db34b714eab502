import FoundationEssentials
import ScoreboardServe

extension Pages {
  /// The projector page of court `court` of a venue (`GET /court/NAME/board`), reading its events
  /// from `path`, with a line at the foot, `on deck: 1. ...  2. ...`, kept by the `schedule`
  /// events of `/desk/events`: shown only while the venue's desk has matches on deck for the court.
  public static func courtBoard(events path: String, court: String) -> String {
    board(events: path)
      .replacing("</head>", with: "<style>\n\(courtDeckStyle)\n</style>\n</head>")
      .replacing(
        "</body>",
        with: "<div id=\"deck\" hidden></div>\n<script>\n\(courtDeckScript(court: court))\n</script>\n</body>"
      )
  }

  static let courtDeckStyle = """
    #deck { text-align: center; font-size: 3.2vh; color: #9cf; padding-bottom: 2vh; }
    """

  /// The script drawing `#deck` for `court`.
  static func courtDeckScript(court: String) -> String {
    let name = (try? JSONEncoder().encode(court)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    return """
      (() => {
        const court = \(scriptSafe(name));
        const line = document.getElementById('deck');
        const connect = () => {
          const source = new EventSource('/desk/events');
          source.addEventListener('schedule', (event) => {
            const schedule = JSON.parse(event.data);
            const shown = (schedule.courts || []).find((each) => each.name === court);
            const deck = shown ? shown.on_deck || [] : [];
            const text = deck.length === 0 ? ''
              : 'on deck: ' + deck.map((call, index) => (index + 1) + '. ' + call.call).join('    ');
            if (line.textContent !== text) line.textContent = text;
            line.hidden = text === '';
          });
          source.addEventListener('error', () => {
            if (source.readyState === EventSource.CLOSED) {
              source.close();
              setTimeout(connect, 2000);
            }
          });
        };
        connect();
      })();
      """
  }
}
