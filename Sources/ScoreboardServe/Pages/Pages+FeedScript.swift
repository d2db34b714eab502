extension Pages {
  /// The script every live page shares: `scoreboard.onState(draw)` calls `draw(message)` for every
  /// state event from `/events`, `scoreboard.onEvent(name, handler)` the handler for every match
  /// event of that name (`point`, `game_won`...); `scoreboard.clockText()` is the clock as of now, run on locally from
  /// the last event's `{running, seconds, as_of}`. `body.offline` is set while the stream is
  /// broken, and a stream the browser gave up on is opened again. A page left closes its stream (the
  /// browser would keep it open in its back-forward cache, holding one of the six connections it
  /// gives a server), and is loaded again when the browser brings it back. Once the match is won,
  /// the big scores show the result (the deciding game or set, else the sets or games won) and the callout
  /// the winner with the set scores (`scoreboard.resultText(state)`: `Home wins  6-4 3-6 7-6(5)`).
  static let feedScript = feedScript(events: "/events")

  /// The shared script reading its events from `path` (a court's `/court/NAME/events`), which must
  /// need no escaping in a JavaScript string.
  static func feedScript(events path: String) -> String {
    """
    'use strict';
    const scoreboard = (() => {
      const drawers = [];
      const named = [];
      let clock = null;
      let receivedAt = 0;
      let source = null;
      const mmss = (total) => {
        const whole = Math.max(0, Math.floor(total));
        return Math.floor(whole / 60) + ':' + String(whole % 60).padStart(2, '0');
      };
      const clockText = () => {
        if (!clock) return '';
        const elapsed = clock.running ? (performance.now() - receivedAt) / 1000 : 0;
        if (clock.direction === 'down') {
          const left = Math.max(0, clock.seconds - elapsed);
          if (!clock.running) return clock.display;
          if (left <= 0) return '0:00';
          if (left < 60) return (Math.ceil(left * 10) / 10).toFixed(1);
          return mmss(Math.ceil(left));
        }
        if (!clock.running) return clock.display;
        const shown = clock.seconds + elapsed;
        const added = /^(\\d+):(\\d\\d) \\+/.exec(clock.display || '');
        if (added) {
          const end = Number(added[1]) * 60 + Number(added[2]);
          return mmss(end) + ' +' + mmss(shown - end);
        }
        return mmss(shown);
      };
      const receive = (event) => {
        const message = JSON.parse(event.data);
        const state = message.state;
        clock = message.clock && state.clock ? Object.assign({}, message.clock, { display: state.clock.display }) : null;
        receivedAt = performance.now();
        document.body.classList.remove('offline');
        for (const draw of drawers) draw(message);
      };
      const connect = () => {
        source = new EventSource('\(path)');
        source.addEventListener('state', receive);
        for (const [name, handler] of named) source.addEventListener(name, handler);
        source.addEventListener('open', () => document.body.classList.remove('offline'));
        source.addEventListener('error', () => {
          document.body.classList.add('offline');
          if (source.readyState === EventSource.CLOSED) {
            source.close();
            setTimeout(connect, 2000);
          }
        });
      };
      const params = new URLSearchParams(location.search);
      const text = (id, value) => {
        const element = document.getElementById(id);
        const shown = value === null || value === undefined ? '' : String(value);
        if (element && element.textContent !== shown) element.textContent = shown;
      };
      const standing = (team, partsAsColumns) => {
        const parts = [];
        if (team.sets !== undefined && !partsAsColumns) parts.push('sets ' + team.sets);
        if (team.games !== undefined && !partsAsColumns) parts.push('games ' + team.games);
        if (team.fouls !== undefined) parts.push('fouls ' + team.fouls + (team.bonus ? ' bonus' : ''));
        if (team.timeouts_left !== undefined) parts.push('timeouts ' + team.timeouts_left);
        if (team.yellow_cards) parts.push('yellow ' + team.yellow_cards);
        if (team.red_cards) parts.push('red ' + team.red_cards);
        if (team.penalties && team.penalties.length) parts.push('pen ' + team.penalties.join(' '));
        return parts.join('  ');
      };
      const finalScore = (state, side) => {
        const team = state[side];
        const won = team.sets !== undefined ? team.sets : team.games;
        if (!state.final || won === undefined) return undefined;
        const history = state.sets_history || [];
        return history.length === 1 ? history[0][side] : won;
      };
      const bigScore = (state, side) => {
        const team = state[side];
        const result = finalScore(state, side);
        if (result !== undefined) return result;
        return team.display !== undefined ? team.display : team.score;
      };
      const historyText = (state) => (state.sets_history || []).map((part) => {
        const tiebreak = part.tiebreak ? '(' + Math.min(part.tiebreak.home, part.tiebreak.away) + ')' : '';
        return part.home + '-' + part.away + tiebreak;
      }).join(' ');
      const resultText = (state) => {
        if (!state.final || !state.winner) return '';
        const note = state.winner_note ? ' ' + state.winner_note : '';
        return [state[state.winner].name + ' wins' + note, historyText(state)].filter(Boolean).join('  ');
      };
      const sides = () => params.get('swap') === '1' ? ['away', 'home'] : ['home', 'away'];
      const drawTeams = (state, options) => {
        const partsAsColumns = Boolean(options && options.partsAsColumns);
        const [left, right] = sides();
        for (const [slot, side] of [['left', left], ['right', right]]) {
          const team = state[side];
          text(slot + '-name', team.name);
          text(slot + '-score', bigScore(state, side));
          text(slot + '-standing', standing(team, partsAsColumns));
          text(slot + '-serving', team.serving ? '\\u25CF' : '');
          document.getElementById(slot).dataset.side = side;
        }
        const result = resultText(state);
        const callout = result ? { text: result, side: state.winner } : state.callout;
        const element = document.getElementById('callout');
        text('callout', callout ? callout.text : '');
        element.className = callout && callout.side ? 'callout-' + (callout.side === left ? 'left' : 'right') : '';
        text('period', [state.period, state.score_call].filter(Boolean).join('  '));
      };
      setInterval(() => text('clock', clockText()), 100);
      connect();
      addEventListener('pagehide', () => source.close());
      addEventListener('pageshow', (event) => { if (event.persisted) location.reload(); });
      const onEvent = (name, handler) => {
        named.push([name, handler]);
        if (source) source.addEventListener(name, handler);
      };
      return { onState: (draw) => drawers.push(draw), onEvent, clockText, text, params, drawTeams, resultText };
    })();
    """
  }
}
