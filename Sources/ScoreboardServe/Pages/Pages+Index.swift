extension Pages {
  static let indexStyle = """
    body { font: 16px/1.5 system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; }
    code { background: #eee; padding: 0 .3em; }
    td { padding: .2em 1em .2em 0; vertical-align: top; }
    """

  /// The index's row of the inspector (`serve --inspect`).
  static let inspectorRow = """
    <tr><td><a href="/inspector">/inspector</a></td><td>the inspector: every action as it comes, the
      match after each step and what it changed; jump (the scoreboard previews a step) and rewind
      with the token in the URL: <code>/inspector#token=TOKEN</code></td></tr>

    """

  static let indexBody = """
    <h1>scoreboard-tui</h1>
    <p>Paste a URL into OBS or vMix as a browser source (the overlay's background is transparent),
    or open it in a browser. The pages follow the game live and reconnect by themselves.</p>
    <table>
    <tr><td><a href="/overlay">/overlay</a></td><td>the score bug: <code>?style=bar</code>,
      <code>?style=corner</code>, <code>?style=full</code>; <code>?scale=1.5</code>;
      <code>?swap=1</code> draws home on the right</td></tr>
    <tr><td><a href="/board">/board</a></td><td>full screen, white on black, for a projector or a TV</td></tr>
    <tr><td><a href="/state.json">/state.json</a></td><td>the <code>status --json</code> document</td></tr>
    <tr><td><a href="/vmix.json">/vmix.json</a></td><td>the game as one row, a vMix or Companion JSON data source</td></tr>
    <tr><td><a href="/state.csv">/state.csv</a></td><td>the same row as CSV, under a header line</td></tr>
    <tr><td><a href="/events">/events</a></td><td>Server-Sent Events: the document on connect, then one per change</td></tr>
    <tr><td><a href="/api/actions">/api/actions</a></td><td>the actions; <code>POST</code> one as
      <code>{"action": "home +1"}</code> with <code>Authorization: Bearer TOKEN</code>
      (<code>scoreboard-tui serve --show-token</code>)</td></tr>
    </table>
    <p id="urls"></p>
    <script>
    document.getElementById('urls').textContent = 'Overlay URL for OBS: ' + location.origin + '/overlay';
    </script>
    """
}
