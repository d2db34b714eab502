import ScoreboardServe

extension Pages {
  /// `GET /schedule`: every court with its match, the call, the minutes on court and its on deck 1
  /// and 2, then the queue, each match ready or waiting (for whom); drawn from `initial` (the
  /// `/schedule.json` document) and kept live by the `schedule` events of `/desk/events`.
  public static func schedule(initial: String, notice: String) -> String {
    deskPage(
      title: "scoreboard-tui schedule", style: scheduleStyle, body: scheduleBody, name: "schedule",
      initial: initial, notice: notice, script: scheduleScript)
  }

  static let scheduleStyle = """
    #courts td.minutes { white-space: nowrap; }
    #courts tr.free td.match { color: #999; }
    #courts tr.blocked td { color: #f99; }
    #manual { color: #ffd166; }
    """

  static let scheduleBody = """
    <h1>Schedule <a href="/draws">draws</a><a href="/venue">courts</a></h1>
    <main>
    <p id="manual" hidden>Automatic assignment is off: the desk calls each match by hand.</p>
    <h2>On court</h2>
    <table id="courts"><thead><tr><th>Court</th><th>Match</th><th>Minutes</th><th>On deck 1</th><th>On deck 2</th></tr></thead>
    <tbody></tbody></table>
    <h2>Queue</h2>
    <table id="queue"><thead><tr><th class="num">#</th><th>Match</th><th>Status</th></tr></thead>
    <tbody></tbody></table>
    </main>
    """

  static let scheduleScript = """
    (() => {
      let minutes = [];
      const runMinutes = () => {
        for (const shown of minutes) {
          const seconds = shown.onCourt + (performance.now() - shown.receivedAt) / 1000;
          const text = Math.max(0, Math.floor(seconds / 60)) + ' min';
          if (shown.cell.textContent !== text) shown.cell.textContent = text;
        }
      };
      const callText = (call) => call ? 'match ' + call.id + '  ' + call.call : '';
      desk.follow((schedule) => {
        const receivedAt = performance.now();
        const courts = document.querySelector('#courts tbody');
        const queue = document.querySelector('#queue tbody');
        courts.replaceChildren();
        queue.replaceChildren();
        minutes = [];
        document.getElementById('manual').hidden = !schedule.tournament || schedule.auto_assign;
        for (const court of schedule.courts || []) {
          const row = desk.el('tr', court.match ? 'busy' : 'free', null, courts);
          row.dataset.court = court.name;
          if (court.blocked) row.classList.add('blocked');
          desk.el('td', 'court', court.name + (court.blocked ? ' (blocked)' : ''), row);
          desk.el('td', 'match', court.match ? callText(court.match) : 'free', row);
          const cell = desk.el('td', 'minutes', '', row);
          if (court.match && court.since !== undefined) {
            minutes.push({ cell, onCourt: schedule.as_of - court.since, receivedAt });
          }
          for (const index of [0, 1]) {
            desk.el('td', 'deck' + (index + 1), callText((court.on_deck || [])[index]), row);
          }
        }
        for (const queued of schedule.queue || []) {
          const row = desk.el('tr', queued.ready ? 'ready' : 'waiting', null, queue);
          row.dataset.match = queued.match.id;
          desk.el('td', 'num', queued.match.id, row);
          desk.el('td', 'match', queued.match.call, row);
          desk.el('td', 'status', queued.readiness, row);
        }
        const more = (schedule.queued || 0) - (schedule.queue || []).length;
        if (more > 0) {
          const row = desk.el('tr', 'more', null, queue);
          desk.el('td', 'num', '', row);
          desk.el('td', 'match', 'and ' + more + ' more match' + (more === 1 ? '' : 'es') + ' queued', row);
          desk.el('td', 'status', '', row);
        }
        runMinutes();
      });
      setInterval(runMinutes, 1000);
    })();
    """
}
