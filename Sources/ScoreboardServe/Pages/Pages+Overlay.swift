extension Pages {
  static let overlayStyle = """
    html, body { margin: 0; background: transparent; }
    body { font: 700 24px/1.2 system-ui, 'DejaVu Sans', sans-serif; color: #fff; }
    #bug { display: inline-flex; align-items: stretch; margin: 16px; transform-origin: top left;
      border-radius: 6px; overflow: hidden; box-shadow: 0 2px 8px rgba(0,0,0,.5); }
    .team { display: flex; align-items: center; gap: .5em; padding: .25em .6em; background: #1d3557; }
    .team[data-side=away] { background: #7b2d26; }
    #right { flex-direction: row-reverse; }
    .name { min-width: 6em; white-space: nowrap; }
    #right .name { text-align: right; }
    .score { font-size: 1.4em; min-width: 1.6em; text-align: center; font-variant-numeric: tabular-nums; }
    .standing { font-size: .6em; font-weight: 400; opacity: .85; white-space: nowrap; }
    .serving { color: #ffd166; font-size: .7em; width: .8em; }
    #middle { display: flex; flex-direction: column; justify-content: center; align-items: center;
      padding: .15em .7em; background: #111; min-width: 4.5em; }
    #middle:not(:has(span:not(:empty))) { display: none; }
    #period { font-size: .6em; font-weight: 400; }
    #clock { font-variant-numeric: tabular-nums; }
    #callout { margin: 0 16px; font-size: .75em; padding: .15em .6em; background: #ffd166; color: #111;
      display: inline-block; border-radius: 4px; transform-origin: top left; }
    #callout:empty { display: none; }
    .callout-right { margin-left: 12em !important; }
    body.corner #bug { flex-direction: column; }
    body.corner #right { flex-direction: row; }
    body.corner #right .name { text-align: left; }
    body.corner #middle { order: 3; flex-direction: row; gap: .6em; }
    body.full #bug { display: flex; margin: 0; border-radius: 0; }
    body.full .team { flex: 1; }
    body.offline #bug { opacity: .6; }
    """

  static let overlayBody = """
    <div id="bug">
      <div class="team" id="left"><span class="serving" id="left-serving"></span><span class="name" id="left-name"></span>
        <span class="standing" id="left-standing"></span><span class="score" id="left-score"></span></div>
      <div id="middle"><span id="clock"></span><span id="period"></span></div>
      <div class="team" id="right"><span class="serving" id="right-serving"></span><span class="name" id="right-name"></span>
        <span class="standing" id="right-standing"></span><span class="score" id="right-score"></span></div>
    </div>
    <div><span id="callout"></span></div>
    """

  static let overlayScript = """
    (() => {
      const style = scoreboard.params.get('style');
      if (style === 'corner' || style === 'full') document.body.classList.add(style);
      const scale = Number(scoreboard.params.get('scale'));
      if (scale > 0 && scale <= 10) document.body.style.fontSize = (24 * scale) + 'px';
      scoreboard.onState((message) => scoreboard.drawTeams(message.state));
    })();
    """
}
