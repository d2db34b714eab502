import ScoreboardServe

extension Pages {
  /// `GET /venue`: every court of the venue on one page, a card each, from `/venue/events` (one
  /// stream for all, so a page of twenty courts needs one connection, not twenty).
  public static let venue = document(
    title: "scoreboard-tui venue", style: venueStyle, body: venueBody, script: venueScript)

  static let venueStyle = """
    html, body { margin: 0; background: #111; color: #eee; }
    body { font: 16px/1.3 system-ui, 'DejaVu Sans', sans-serif; padding: 1rem; }
    h1 { font-size: 1.2rem; margin: 0 0 1rem; }
    h1 a { color: #9cf; font-weight: 400; font-size: .9rem; margin-left: 1rem; }
    #courts { display: grid; grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr)); gap: 1rem; }
    .court { background: #1d2530; border-radius: 6px; padding: .6rem .8rem; }
    .court header { display: flex; justify-content: space-between; font-size: .85rem; color: #aaa; }
    .court header a { color: #9cf; font-weight: 700; }
    .row { display: flex; align-items: baseline; gap: .4rem; font-size: 1.2rem; }
    .row .name { flex: 1; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .row .score { font-weight: 800; font-size: 1.6rem; font-variant-numeric: tabular-nums; }
    .row .serving { color: #ffd166; width: .8em; font-size: .8rem; }
    .standing { font-size: .75rem; color: #aaa; min-height: 1em; margin-left: 1.2rem; }
    .line { display: flex; gap: .8rem; font-size: .85rem; color: #ccc; margin-top: .3rem; }
    .clock { font-variant-numeric: tabular-nums; font-weight: 700; }
    .final { color: #ffd166; font-weight: 700; text-transform: uppercase; }
    .court.idle { opacity: .6; }
    body.offline #courts { opacity: .5; }
    #empty { color: #aaa; }
    """

  static let venueBody = """
    <h1>Venue <a href="/schedule">schedule</a><a href="/draws">draws</a><a href="/results.csv">results.csv</a></h1>
    <p id="empty">No court has sent a record yet.</p>
    <div id="courts"></div>
    """

  static let venueScript = """
    'use strict';
    (() => {
      const grid = document.getElementById('courts');
      const cards = new Map();
      const mmss = (total) => {
        const whole = Math.max(0, Math.floor(total));
        return Math.floor(whole / 60) + ':' + String(whole % 60).padStart(2, '0');
      };
      const clockText = (clock) => {
        if (!clock) return '';
        if (!clock.running) return clock.display;
        const elapsed = (performance.now() - clock.receivedAt) / 1000;
        if (clock.direction === 'down') {
          const left = Math.max(0, clock.seconds - elapsed);
          return left < 60 ? (Math.ceil(left * 10) / 10).toFixed(1) : mmss(Math.ceil(left));
        }
        return mmss(clock.seconds + elapsed);
      };
      const standing = (team) => {
        const parts = [];
        if (team.sets !== undefined) parts.push('sets ' + team.sets);
        if (team.games !== undefined) parts.push('games ' + team.games);
        if (team.fouls !== undefined) parts.push('fouls ' + team.fouls);
        if (team.timeouts_left !== undefined) parts.push('timeouts ' + team.timeouts_left);
        return parts.join('  ');
      };
      const element = (tag, className, parent) => {
        const made = document.createElement(tag);
        if (className) made.className = className;
        parent.appendChild(made);
        return made;
      };
      const card = (name) => {
        if (cards.has(name)) return cards.get(name);
        const root = document.createElement('section');
        root.className = 'court';
        root.dataset.court = name;
        const header = element('header', '', root);
        const link = element('a', '', header);
        link.href = '/court/' + encodeURIComponent(name) + '/overlay';
        link.textContent = name;
        const keeper = element('span', 'keeper', header);
        const sides = {};
        for (const side of ['home', 'away']) {
          const row = element('div', 'row', root);
          sides[side] = {
            serving: element('span', 'serving', row), name: element('span', 'name', row),
            score: element('span', 'score', row), standing: element('div', 'standing', root),
          };
        }
        const line = element('div', 'line', root);
        const made = { root, keeper, sides, period: element('span', 'period', line),
          clock: element('span', 'clock', line), final: element('span', 'final', line), timer: null };
        cards.set(name, made);
        const names = Array.from(cards.keys()).sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
        const next = names[names.indexOf(name) + 1];
        grid.insertBefore(root, next === undefined ? null : cards.get(next).root);
        document.getElementById('empty').hidden = true;
        return made;
      };
      const set = (target, value) => {
        const shown = value === null || value === undefined ? '' : String(value);
        if (target.textContent !== shown) target.textContent = shown;
      };
      const draw = (event) => {
        const message = JSON.parse(event.data);
        const state = message.state;
        const shown = card(message.court);
        for (const side of ['home', 'away']) {
          const team = state[side];
          set(shown.sides[side].name, team.name);
          set(shown.sides[side].score, team.display !== undefined ? team.display : team.score);
          set(shown.sides[side].standing, standing(team));
          set(shown.sides[side].serving, team.serving ? '\\u25CF' : '');
        }
        set(shown.period, [state.period, state.score_call].filter(Boolean).join('  '));
        set(shown.final, state.winner ? 'final' : '');
        set(shown.keeper, message.keeper_running ? '' : 'no keeper');
        shown.root.classList.toggle('idle', !message.keeper_running);
        shown.timer = message.clock && state.clock
          ? Object.assign({}, message.clock, { display: state.clock.display, receivedAt: performance.now() }) : null;
        set(shown.clock, clockText(shown.timer));
        document.body.classList.remove('offline');
      };
      setInterval(() => { for (const shown of cards.values()) set(shown.clock, clockText(shown.timer)); }, 100);
      let source = null;
      const connect = () => {
        source = new EventSource('/venue/events');
        source.addEventListener('court', draw);
        source.addEventListener('error', () => {
          document.body.classList.add('offline');
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
