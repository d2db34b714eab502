extension Pages {
  static let boardStyle = """
    html, body { margin: 0; height: 100%; background: #000; color: #fff; overflow: hidden; }
    body { font-family: system-ui, 'DejaVu Sans', sans-serif; display: flex; flex-direction: column; }
    #top { display: flex; justify-content: center; gap: 4vw; font-size: 6vh; padding-top: 3vh; }
    #clock { font-variant-numeric: tabular-nums; font-weight: 700; }
    #teams { flex: 1; display: flex; align-items: center; }
    .team { flex: 1; text-align: center; }
    .name { font-size: 7vh; font-weight: 700; }
    .serving { color: #ffd166; font-size: 5vh; display: inline-block; width: 1em; }
    .score { font-size: 38vh; font-weight: 800; line-height: 1; font-variant-numeric: tabular-nums; }
    .standing { font-size: 4vh; color: #ccc; min-height: 1.2em; }
    #callout { text-align: center; font-size: 7vh; font-weight: 700; color: #ffd166; min-height: 1.3em; }
    #line { text-align: center; font-size: 3vh; color: #aaa; padding-bottom: 2vh; }
    #offline { display: none; position: fixed; top: 1vh; right: 1vw; font-size: 2.5vh; color: #f66; }
    body.offline #offline { display: block; }
    """

  static let boardBody = """
    <div id="top"><span id="period"></span><span id="clock"></span></div>
    <div id="teams">
      <div class="team" id="left"><div class="name"><span class="serving" id="left-serving"></span><span id="left-name"></span></div>
        <div class="score" id="left-score"></div><div class="standing" id="left-standing"></div></div>
      <div class="team" id="right"><div class="name"><span class="serving" id="right-serving"></span><span id="right-name"></span></div>
        <div class="score" id="right-score"></div><div class="standing" id="right-standing"></div></div>
    </div>
    <div id="callout"></div>
    <div id="line"></div>
    <div id="offline">reconnecting</div>
    """

  static let boardScript = """
    scoreboard.onState((message) => {
      scoreboard.drawTeams(message.state);
      const note = message.keeper_running ? '' : '  (scoreboard not running: last saved game)';
      const line = message.state.clock || scoreboard.resultText(message.state) ? '' : message.state.score_line;
      scoreboard.text('line', line + note);
    });
    """
}
