extension Pages {
  static let boardStyle = """
    html, body { margin: 0; height: 100%; background: #000; color: #fff; overflow: hidden; }
    body { font-family: system-ui, 'DejaVu Sans', sans-serif; display: flex; flex-direction: column; }
    #top { display: flex; justify-content: center; gap: 4vw; font-size: 6vh; padding-top: 3vh; }
    #clock { font-variant-numeric: tabular-nums; font-weight: 700; }
    #countdown { font-variant-numeric: tabular-nums; font-weight: 700; padding: 0 0.3em; }
    #countdown.warning, #clock.warning { background: #fff; color: #000; }
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
    <div id="top"><span id="period"></span><span id="clock"></span><span id="countdown"></span></div>
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

  /// The board's own script: the teams and the line; the countdown (`interval 1:58`) run on
  /// locally; the last 10 seconds of it and of a count-down game clock in the warning style (the
  /// `warning` class, reversed, and a `!` before the countdown); and a beep (WebAudio) whenever the state's
  /// `buzzer_count` goes up, counted in `document.body.dataset.buzzes` whether or not the browser
  /// lets the page make a sound.
  static let boardScript = """
    const buzzer = (() => {
      let heard = null;
      let audio = null;
      const beep = () => {
        document.body.dataset.buzzes = String(Number(document.body.dataset.buzzes || 0) + 1);
        const Context = window.AudioContext || window.webkitAudioContext;
        if (!Context) return;
        audio = audio || new Context();
        const tone = audio.createOscillator();
        const gain = audio.createGain();
        tone.frequency.value = 880;
        gain.gain.value = 0.3;
        tone.connect(gain);
        gain.connect(audio.destination);
        tone.start();
        tone.stop(audio.currentTime + 0.8);
      };
      return (count) => {
        if (heard !== null && count > heard) beep();
        heard = count;
      };
    })();
    let countdown = null;
    let countdownAt = 0;
    const warned = (id, text, warning) => {
      scoreboard.text(id, warning && text ? '!' + text : text);
      document.getElementById(id).classList.toggle('warning', Boolean(warning && text));
    };
    setInterval(() => {
      const seconds = /^(\\d+)\\.\\d$/.exec(scoreboard.clockText());
      document.getElementById('clock').classList.toggle('warning', Boolean(seconds && Number(seconds[1]) < 10));
      if (!countdown) return warned('countdown', '', false);
      const elapsed = countdown.running ? (performance.now() - countdownAt) / 1000 : 0;
      const left = Math.max(0, countdown.seconds - elapsed);
      const whole = Math.ceil(left);
      const shown = countdown.kind + ' ' + Math.floor(whole / 60) + ':' + String(whole % 60).padStart(2, '0');
      warned('countdown', shown, left <= 10);
    }, 100);
    scoreboard.onState((message) => {
      scoreboard.drawTeams(message.state);
      const note = message.keeper_running ? '' : '  (scoreboard not running: last saved game)';
      const line = message.state.clock || scoreboard.resultText(message.state) ? '' : message.state.score_line;
      scoreboard.text('line', line + note);
      countdown = message.state.countdown || null;
      countdownAt = performance.now();
      buzzer(message.state.buzzer_count || 0);
    });
    """
}
