extension Pages {
  /// The score bug's look. Its colours, font and corners are CSS variables, which a theme's
  /// `theme.css` (loaded after this) or the URL's `?home_color=`, `?away_color=`, `?text_color=`,
  /// `?accent_color=`, `?font=` set.
  static let overlayStyle = """
    :root { --home: #1d3557; --away: #7b2d26; --text: #fff; --accent: #ffd166; --middle: #111;
      --font: system-ui, 'DejaVu Sans', sans-serif; --radius: 6px; }
    html, body { margin: 0; background: transparent; }
    body { font: 700 24px/1.2 var(--font); color: var(--text); }
    #bug { display: inline-flex; align-items: stretch; margin: 16px; transform-origin: top left;
      border-radius: var(--radius); overflow: hidden; box-shadow: 0 2px 8px rgba(0,0,0,.5);
      max-width: calc(100vw - 32px); }
    .team { display: flex; align-items: center; gap: .5em; padding: .25em .6em; background: var(--home); }
    .team[data-side=away] { background: var(--away); }
    #right { flex-direction: row-reverse; }
    .name { min-width: 6em; max-width: 12em; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .name .server { text-decoration: underline; text-decoration-color: var(--accent); text-underline-offset: .2em; }
    #right .name { text-align: right; }
    .logo { height: 1.4em; width: auto; }
    .logo[hidden] { display: none; }
    .parts { display: flex; gap: .1em; font-variant-numeric: tabular-nums; }
    .parts:empty { display: none; }
    #right .parts { flex-direction: row-reverse; }
    .part { min-width: 1.1em; text-align: center; font-weight: 400; opacity: .75; }
    .part.won { font-weight: 700; opacity: 1; }
    .part.current { background: rgba(255,255,255,.15); border-radius: 3px; opacity: 1; }
    .score { font-size: 1.4em; min-width: 1.6em; text-align: center; font-variant-numeric: tabular-nums; }
    .standing { font-size: .6em; font-weight: 400; opacity: .85; white-space: nowrap; }
    .serving { color: var(--accent); font-size: .7em; width: .8em; }
    #middle { display: flex; flex-direction: column; justify-content: center; align-items: center;
      padding: .15em .7em; background: var(--middle); min-width: 4.5em; }
    #middle:not(:has(span:not(:empty))) { display: none; }
    #period { font-size: .6em; font-weight: 400; }
    #clock { font-variant-numeric: tabular-nums; }
    #shot-clock { font-size: .7em; color: var(--accent); font-variant-numeric: tabular-nums; }
    #callout { margin: 0 16px; font-size: .75em; padding: .15em .6em; background: var(--accent); color: #111;
      display: inline-block; border-radius: 4px; transform-origin: top left; }
    #callout:empty { display: none; }
    .callout-right { margin-left: 12em !important; }
    body.corner #bug { flex-direction: column; }
    body.corner #right { flex-direction: row; }
    body.corner #right .name { text-align: left; }
    body.corner #right .parts { flex-direction: row; }
    body.corner #middle { order: 3; flex-direction: row; gap: .6em; }
    body.full #bug { display: flex; margin: 0; border-radius: 0; max-width: none; }
    body.full .team { flex: 1; }
    body.offline #bug { opacity: .6; }
    .layer { position: fixed; opacity: 0; transform: translateY(12px); pointer-events: none;
      transition: opacity 300ms ease-out, transform 300ms ease-out; }
    .layer.on { opacity: 1; transform: none; }
    .layer.off-layer, body.hide-score #bug, body.hide-score #callout { display: none; }
    #layer-lower-third { left: 48px; bottom: 64px; max-width: calc(100vw - 96px); border-radius: var(--radius);
      overflow: hidden; box-shadow: 0 2px 8px rgba(0,0,0,.5); }
    #lower-third-title { background: var(--home); padding: .2em .7em; font-size: 1.2em; white-space: nowrap;
      overflow: hidden; text-overflow: ellipsis; }
    #lower-third-text { background: var(--middle); padding: .15em .7em; font-weight: 400; font-size: .8em;
      white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    #layer-sponsor { top: 16px; right: 16px; }
    #sponsor { max-height: 80px; max-width: 320px; display: block; }
    #layer-winner { left: 50%; top: 40%; translate: -50% -50%; text-align: center; background: var(--middle);
      border: 3px solid var(--accent); border-radius: var(--radius); padding: .5em 1.5em;
      box-shadow: 0 4px 16px rgba(0,0,0,.6); }
    #layer-winner .label { color: var(--accent); font-size: .7em; letter-spacing: .2em; text-transform: uppercase; }
    #winner-name { font-size: 1.6em; }
    #winner-score { font-weight: 400; font-variant-numeric: tabular-nums; }
    """

  static let overlayBody = """
    <div id="bug">
      <div class="team" id="left"><span class="serving" id="left-serving"></span><img class="logo" id="left-logo" alt="" hidden>
        <span class="name" id="left-name"></span><span class="standing" id="left-standing"></span>
        <span class="parts" id="left-parts"></span><span class="score" id="left-score"></span></div>
      <div id="middle"><span id="clock"></span><span id="shot-clock"></span><span id="period"></span></div>
      <div class="team" id="right"><span class="serving" id="right-serving"></span><img class="logo" id="right-logo" alt="" hidden>
        <span class="name" id="right-name"></span><span class="standing" id="right-standing"></span>
        <span class="parts" id="right-parts"></span><span class="score" id="right-score"></span></div>
    </div>
    <div><span id="callout"></span></div>
    <div class="layer" id="layer-lower-third"><div id="lower-third-title"></div><div id="lower-third-text"></div></div>
    <div class="layer" id="layer-sponsor"><img id="sponsor" alt=""></div>
    <div class="layer" id="layer-winner"><div class="label">Winner</div><div id="winner-name"></div>
      <div id="winner-score"></div></div>
    """

  /// The overlay's own drawing after the shared teams: each finished set or game as a column
  /// (and a tennis set's games so far), the shot clock, the serving player of a pair underlined,
  /// the teams' logos from the theme, and the URL's colours. Then its layers, each with at most one
  /// graphic on air, fading in and out in 300 ms: the lower third (`/graphics/events`), the sponsor
  /// slot (the theme's `sponsors/`, one every `?sponsor_every=` seconds, 10 by default, and the next
  /// at each match event `?sponsor_on=` names: `game_won,set_won`), and a
  /// winner card for `?winner_seconds=` (15) at the `match_won` event, taken off by the `undo` event
  /// that retracts it or when a new match begins (a page opened after the match was won shows it
  /// from the state). `?layers=score,lower-third,
  /// sponsor,winner` picks the layers a browser source shows (all by default).
  static let overlayScript = """
    (() => {
      const params = scoreboard.params;
      const style = params.get('style');
      if (style === 'corner' || style === 'full') document.body.classList.add(style);
      const scale = Number(params.get('scale'));
      if (scale > 0 && scale <= 10) document.body.style.fontSize = (24 * scale) + 'px';
      for (const name of ['home', 'away', 'text', 'accent', 'middle']) {
        const colour = params.get(name + '_color');
        if (colour && /^[0-9a-fA-F]{3,8}$/.test(colour)) {
          document.documentElement.style.setProperty('--' + name, '#' + colour);
        }
      }
      const font = params.get('font');
      if (font && /^[\\w .-]{1,60}$/.test(font)) {
        document.documentElement.style.setProperty('--font', "'" + font + "', system-ui, sans-serif");
      }
      let logos = {};
      let sponsors = [];
      let last = null;
      const seconds = (name, fallback, range) => {
        const value = Number(params.get(name));
        return value >= range[0] && value <= range[1] ? value : fallback;
      };
      const chosen = (params.get('layers') || 'score,lower-third,sponsor,winner').split(',');
      const shows = (layer) => chosen.includes(layer);
      if (!shows('score')) document.body.classList.add('hide-score');
      for (const layer of ['lower-third', 'sponsor', 'winner']) {
        if (!shows(layer)) document.getElementById('layer-' + layer).classList.add('off-layer');
      }
      const onAir = (layer, isOn) => document.getElementById('layer-' + layer).classList.toggle('on', isOn);
      const fade = 300;
      let sponsorTurn = 0;
      const nextSponsor = () => {
        if (!sponsors.length) return;
        const image = document.getElementById('sponsor');
        onAir('sponsor', false);
        setTimeout(() => {
          image.setAttribute('src', sponsors[sponsorTurn % sponsors.length]);
          sponsorTurn += 1;
          onAir('sponsor', true);
        }, image.getAttribute('src') ? fade : 0);
      };
      let winnerOn = null;
      let winnerSeen = null;
      let winnerTimer = null;
      let firstState = true;
      const winnerScore = (state) => (state.sets_history || []).map((part) =>
        part.home + '-' + part.away).join(' ') || state.home.score + '-' + state.away.score;
      const putWinner = (name, score, id) => {
        scoreboard.text('winner-name', name);
        scoreboard.text('winner-score', score);
        winnerOn = id;
        onAir('winner', true);
        clearTimeout(winnerTimer);
        winnerTimer = setTimeout(() => onAir('winner', false), seconds('winner_seconds', 15, [1, 3600]) * 1000);
      };
      const takeWinnerOff = () => {
        winnerOn = null;
        clearTimeout(winnerTimer);
        onAir('winner', false);
      };
      const matchWon = (event) => {
        const won = JSON.parse(event.data);
        if (won.id === winnerSeen) return;
        winnerSeen = won.id;
        const name = last && won.side ? last[won.side].name : '';
        putWinner(name, won.score.home + '-' + won.score.away, won.id);
      };
      const undone = (event) => {
        const undo = JSON.parse(event.data);
        if (winnerOn && (undo.retracts || []).includes(winnerOn)) takeWinnerOff();
      };
      const drawWinner = (state) => {
        const isWon = Boolean(state.final && state.winner);
        if (!isWon) {
          if (winnerOn) takeWinnerOff();
          winnerSeen = null;
        } else if (firstState) putWinner(state[state.winner].name, winnerScore(state), 'state');
        else if (winnerOn) {
          scoreboard.text('winner-name', state[state.winner].name);
          scoreboard.text('winner-score', winnerScore(state));
        }
        firstState = false;
      };
      const rebuild = (element, key, build) => {
        if (element.dataset.key === key) return;
        element.dataset.key = key;
        element.replaceChildren(...build());
      };
      const span = (text, className) => {
        const element = document.createElement('span');
        element.textContent = text;
        if (className) element.className = className;
        return element;
      };
      const drawParts = (slot, state, side) => {
        const other = side === 'home' ? 'away' : 'home';
        const team = state[side];
        const cells = (state.sets_history || []).map((part) => ({
          text: String(part[side]), className: 'part' + (part[side] > part[other] ? ' won' : ''),
        }));
        if (team.sets !== undefined && team.games !== undefined && !state.final) {
          cells.push({ text: String(team.games), className: 'part current' });
        }
        const element = document.getElementById(slot + '-parts');
        rebuild(element, JSON.stringify(cells), () => cells.map((cell) => span(cell.text, cell.className)));
      };
      const drawName = (slot, state, side) => {
        const team = state[side];
        const server = state.serving && state.serving.side === side ? state.serving.player : null;
        const element = document.getElementById(slot + '-name');
        if (team.players.length < 2) return;
        rebuild(element, team.players.join('/') + '|' + server, () => team.players.flatMap((player, index) => {
          const name = span(player, player === server ? 'server' : '');
          return index === 0 ? [name] : [document.createTextNode('/'), name];
        }));
      };
      const drawLogo = (slot, team) => {
        const image = document.getElementById(slot + '-logo');
        const url = logos[team.name];
        if (!url) { image.hidden = true; return; }
        if (image.getAttribute('src') !== url) image.setAttribute('src', url);
        image.hidden = false;
      };
      const partsAsColumns = (state) => state.sets_history !== undefined;
      const draw = (state) => {
        last = state;
        scoreboard.drawTeams(state, { partsAsColumns: partsAsColumns(state) });
        const sides = params.get('swap') === '1' ? ['away', 'home'] : ['home', 'away'];
        for (const [slot, side] of [['left', sides[0]], ['right', sides[1]]]) {
          drawParts(slot, state, side);
          drawName(slot, state, side);
          drawLogo(slot, state[side]);
        }
        const shot = state.clock ? state.clock.shot_clock : undefined;
        scoreboard.text('shot-clock', shot === undefined ? '' : shot);
        if (shows('winner')) drawWinner(state);
      };
      scoreboard.onState((message) => draw(message.state));
      if (shows('winner')) {
        scoreboard.onEvent('match_won', matchWon);
        scoreboard.onEvent('undo', undone);
      }
      if (document.querySelector('link[data-theme]')) {
        fetch('/theme.json').then((answer) => answer.json()).then((theme) => {
          logos = theme.logos || {};
          sponsors = theme.sponsors || [];
          if (last) draw(last);
          if (shows('sponsor') && sponsors.length) {
            nextSponsor();
            let turn = setInterval(nextSponsor, seconds('sponsor_every', 10, [2, 3600]) * 1000);
            for (const name of (params.get('sponsor_on') || '').split(',').filter(Boolean)) {
              scoreboard.onEvent(name, () => {
                nextSponsor();
                clearInterval(turn);
                turn = setInterval(nextSponsor, seconds('sponsor_every', 10, [2, 3600]) * 1000);
              });
            }
          }
        });
        if (shows('lower-third')) {
          const graphics = new EventSource('/graphics/events');
          addEventListener('pagehide', () => graphics.close());
          let shown = null;
          graphics.addEventListener('graphics', (event) => {
            const third = JSON.parse(event.data).lower_third;
            const key = third ? JSON.stringify(third) : null;
            if (key === shown) return;
            const put = () => {
              scoreboard.text('lower-third-title', third.title);
              scoreboard.text('lower-third-text', third.text);
              onAir('lower-third', true);
            };
            if (!third) onAir('lower-third', false);
            else if (shown) { onAir('lower-third', false); setTimeout(put, fade); }
            else put();
            shown = key;
          });
        }
      }
    })();
    """
}
