import ScoreboardServe

extension Pages {
  /// `GET /draws`: each event's draw, a knockout as a bracket (a column a round) and a group or
  /// round robin as its table and its matches with their results; drawn from `initial` (the
  /// `/draws.json` document) and kept live by the `draws` events of `/desk/events`.
  public static func draws(initial: String, notice: String) -> String {
    deskPage(
      title: "scoreboard-tui draws", style: drawsStyle, body: drawsBody, name: "draws", initial: initial,
      notice: notice, script: drawsScript)
  }

  static let drawsStyle = """
    .bracket { display: flex; gap: 1.5rem; align-items: stretch; margin: .5rem 0 1rem; }
    .bracket .round { display: flex; flex-direction: column; min-width: 13rem; }
    .bracket .round h3 { font-size: .85rem; color: #aaa; font-weight: 400; margin: 0 0 .4rem; }
    .bracket .matches { flex: 1; display: flex; flex-direction: column; justify-content: space-around; gap: .8rem; }
    .match { background: #1d2530; border-radius: 5px; padding: .3rem .6rem; }
    .match .side { display: flex; justify-content: space-between; gap: .8rem; }
    .match .side.winner { font-weight: 700; color: #fff; }
    .match .side.loser { color: #999; }
    .match .where { font-size: .75rem; color: #9cf; min-height: 1em; }
    .match.on-court { outline: 1px solid #ffd166; }
    .list { margin: .3rem 0 .8rem; padding-left: 1.2rem; }
    .list li { margin: .15rem 0; }
    .list li.finished { color: #fff; }
    .list li.queued { color: #999; }
    """

  static let drawsBody = """
    <h1>Draws <a href="/schedule">schedule</a><a href="/venue">courts</a></h1>
    <main id="events"></main>
    """

  static let drawsScript = """
    (() => {
      const el = desk.el;
      const where = (match) => match.state === 'on court' ? 'on court ' + match.court
        : match.state === 'finished' ? (match.score || '') + (match.court ? '  ' + match.court : '') : '';
      const bracket = (rounds, parent) => {
        const columns = el('div', 'bracket', null, parent);
        for (const round of rounds) {
          const column = el('div', 'round', null, columns);
          el('h3', '', round.name, column);
          const matches = el('div', 'matches', null, column);
          for (const match of round.matches) {
            const box = el('div', 'match ' + match.state.replace(' ', '-'), null, matches);
            box.dataset.match = match.id;
            for (const side of ['home', 'away']) {
              const won = match.winner === undefined ? '' : match.winner === side ? ' winner' : ' loser';
              const line = el('div', 'side ' + side + won, null, box);
              el('span', 'name', match[side], line);
            }
            el('div', 'where', where(match), box);
            box.title = match.result;
          }
        }
      };
      const table = (shown, parent) => {
        if (shown.name) el('h3', '', shown.name + (shown.complete ? '' : ' (in play)'), parent);
        const made = el('table', 'standings', null, parent);
        const head = el('tr', '', null, el('thead', '', null, made));
        for (const title of ['', 'Entry', 'Won', 'Lost', 'Games +/-', 'Points +/-']) el('th', '', title, head);
        const body = el('tbody', '', null, made);
        shown.lines.forEach((line, place) => {
          const row = el('tr', '', null, body);
          row.dataset.entry = line.entry;
          el('td', 'num', place + 1, row);
          el('td', 'entry', line.entry, row);
          for (const value of [line.won, line.lost, line.games, line.points]) el('td', 'num', value, row);
        });
      };
      const list = (round, parent) => {
        el('h3', '', round.name, parent);
        const items = el('ul', 'list', null, parent);
        for (const match of round.matches) {
          const item = el('li', match.state.replace(' ', '-'), match.result, items);
          item.dataset.match = match.id;
          if (match.state === 'on court') item.textContent += '  (on court ' + match.court + ')';
        }
      };
      desk.follow((draws) => {
        const events = document.getElementById('events');
        events.replaceChildren();
        for (const event of draws.events || []) {
          const section = el('section', 'event', null, events);
          section.dataset.event = event.name;
          el('h2', '', event.name + ' (' + event.sport + ', ' + event.draw + ')', section);
          for (const shown of event.tables) table(shown, section);
          for (const round of event.rounds.filter((round) => !round.knockout)) list(round, section);
          const knockout = event.rounds.filter((round) => round.knockout);
          if (knockout.length > 0) bracket(knockout, section);
        }
      });
    })();
    """
}
