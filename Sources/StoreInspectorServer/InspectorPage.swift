/// The inspector page, compiled in: HTML, CSS and JavaScript with no framework and nothing loaded from
/// elsewhere.
///
/// The list fills from `GET /inspector/steps` and grows live from `GET /inspector/events`; a click
/// shows the step's state as a tree whose changed branches are open and marked; the token for jump
/// and rewind comes from the URL's fragment (`/inspector#token=...`) or the token field.
enum InspectorPage {
  /// The whole page.
  static let html = """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8"><title>Inspector</title>
    <meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
    <style>\(style)</style></head>
    <body>\(body)<script>\(script)</script></body></html>
    """

  private static let body = """
    <header>
      <h1>Inspector</h1>
      <input id="filter" type="search" placeholder="filter actions" aria-label="filter actions">
      <span id="count"></span>
      <input id="token" type="password" placeholder="token (jump, rewind)" aria-label="token">
      <a id="export" href="/inspector/session" download>Export</a>
      <label id="import-label">Import <input id="import" type="file"></label>
    </header>
    <div id="banner" hidden><span id="banner-text"></span> <button id="back">Back</button></div>
    <p id="message" role="status"></p>
    <main>
      <ol id="steps" aria-label="steps"></ol>
      <section id="detail" aria-live="polite">
        <p id="hint">Choose a step to see the state it left.</p>
        <div id="chosen" hidden>
          <h2 id="title"></h2>
          <div id="buttons">
            <button id="jump">Jump here</button>
            <button id="present">Back to the present</button>
            <button id="rewind">Rewind here</button>
          </div>
          <h3>Changed</h3><ul id="changed"></ul>
          <h3>Action</h3><div id="action" class="tree"></div>
          <h3>State</h3><div id="tree" class="tree"></div>
        </div>
      </section>
    </main>
    """

  private static let style = """
    body{font:14px/1.4 system-ui,sans-serif;margin:0;color:#111;background:#fafafa}
    header{display:flex;gap:.6em;align-items:center;padding:.5em 1em;background:#222;color:#eee;flex-wrap:wrap}
    header h1{font-size:1.1em;margin:0 1em 0 0}header a,header label{color:#9cf;cursor:pointer}
    #import{display:none}#banner{background:#ffd54f;padding:.4em 1em;font-weight:bold}
    #message{margin:.3em 1em;min-height:1.2em;color:#333}#message.trouble{color:#b00020}
    main{display:grid;grid-template-columns:minmax(16em,1fr) 2fr;gap:1em;padding:0 1em 1em}
    #steps{list-style:none;margin:0;padding:0;max-height:80vh;overflow:auto;border:1px solid #ccc;background:#fff}
    #steps li{padding:.2em .5em;border-bottom:1px solid #eee;cursor:pointer;font-family:ui-monospace,monospace;
      white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
    #steps li:hover{background:#eef}#steps li.chosen{background:#cde}
    #steps .n{color:#666;display:inline-block;min-width:3.5em}#steps .t{color:#999;margin-right:.5em}
    .tree{font-family:ui-monospace,monospace;background:#fff;border:1px solid #ddd;padding:.5em;overflow:auto}
    .tree details{margin-left:1em}.tree summary{cursor:pointer}.tree .leaf{margin-left:2em}
    .tree .key{color:#555}.tree .holds-change>summary{background:#fff8d6}
    .tree .changed>summary,.tree .leaf.changed{background:#ffe066;font-weight:bold}
    #changed{font-family:ui-monospace,monospace}#buttons button{margin-right:.5em}
    """

  private static let script = """
    'use strict';
    const $ = (id) => document.getElementById(id);
    let session = 'live', canPreview = false, canRewind = false, chosen = null, shownMax = 0, source = null;
    const known = new Map();
    const token = () => $('token').value.trim();
    const tokenFromFragment = new URLSearchParams(location.hash.slice(1)).get('token');
    if (tokenFromFragment) { $('token').value = tokenFromFragment; }

    function say(text, trouble) { $('message').textContent = text; $('message').className = trouble ? 'trouble' : ''; }
    function clock(ms) { const d = new Date(ms); return d.toTimeString().slice(0, 8) + '.' + String(d.getMilliseconds()).padStart(3, '0'); }
    function query() { return session === 'live' ? '' : '&session=' + encodeURIComponent(session); }

    function item(step) {
      const li = document.createElement('li');
      li.dataset.step = step.step;
      li.dataset.label = step.label.toLowerCase();
      li.dataset.shownAt = Date.now();
      li.innerHTML = '<span class="n"></span><span class="t"></span><span class="l"></span>';
      li.querySelector('.n').textContent = step.step;
      li.querySelector('.t').textContent = clock(step.time);
      li.querySelector('.l').textContent = step.label;
      li.title = step.label;
      li.addEventListener('click', () => choose(step.step));
      return li;
    }
    function add(step) {
      if (known.has(step.step)) return;
      known.set(step.step, step);
      const list = $('steps');
      const atBottom = list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
      const li = item(step);
      applyFilter(li);
      if (step.step > shownMax) { list.appendChild(li); shownMax = step.step; }
      else {
        const after = [...list.children].find((other) => Number(other.dataset.step) > step.step);
        list.insertBefore(li, after || null);
      }
      if (atBottom) list.scrollTop = list.scrollHeight;
      count();
    }
    function applyFilter(li) {
      const words = $('filter').value.trim().toLowerCase();
      li.hidden = words !== '' && !li.dataset.label.includes(words);
    }
    function count() {
      const all = $('steps').children.length;
      const shown = [...$('steps').children].filter((li) => !li.hidden).length;
      $('count').textContent = shown === all ? all + ' steps' : shown + ' of ' + all + ' steps';
    }
    $('filter').addEventListener('input', () => { [...$('steps').children].forEach(applyFilter); count(); });

    async function loadList() {
      $('steps').replaceChildren(); known.clear(); shownMax = 0;
      let after = 0;
      for (;;) {
        const response = await fetch('/inspector/steps?after=' + after + query());
        if (!response.ok) { say((await response.text()).trim(), true); return; }
        const list = await response.json();
        canPreview = list.canPreview; canRewind = list.canRewind;
        list.steps.forEach(add);
        if (list.steps.length === 0 || list.steps[list.steps.length - 1].step >= list.latest) break;
        after = list.steps[list.steps.length - 1].step;
      }
      buttons();
    }
    function listen() {
      if (source) source.close();
      source = new EventSource('/inspector/events');
      source.addEventListener('step', (event) => { if (session === 'live') add(JSON.parse(event.data)); });
      source.addEventListener('reset', () => { if (session === 'live') { chosen = null; $('chosen').hidden = true; loadList(); } });
    }

    function pathOf(parent, key, inArray) {
      if (inArray) return parent + '[' + key + ']';
      return /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? parent + '.' + key : parent + '[' + JSON.stringify(key) + ']';
    }
    function touches(path, changed) {
      return changed.some((c) => c === path || c.startsWith(path + '.') || c.startsWith(path + '['));
    }
    function tree(key, value, path, changed, openAll) {
      if (value !== null && typeof value === 'object') {
        const details = document.createElement('details');
        details.dataset.path = path;
        const inArray = Array.isArray(value);
        const keys = inArray ? value.map((_, i) => i) : Object.keys(value).sort();
        const summary = document.createElement('summary');
        summary.innerHTML = '<span class="key"></span> ';
        summary.querySelector('.key').textContent = key;
        summary.append(inArray ? '[' + keys.length + ']' : '{' + keys.length + '}');
        details.appendChild(summary);
        if (changed.includes(path)) { details.open = true; details.classList.add('changed'); }
        else if (touches(path, changed)) { details.open = true; details.classList.add('holds-change'); }
        if (path === '$' || openAll) details.open = true;
        keys.forEach((k) => details.appendChild(tree(String(k), value[k], pathOf(path, String(k), inArray), changed, openAll)));
        return details;
      }
      const leaf = document.createElement('div');
      leaf.className = 'leaf' + (changed.includes(path) ? ' changed' : '');
      leaf.dataset.path = path;
      leaf.innerHTML = '<span class="key"></span>: <span class="value"></span>';
      leaf.querySelector('.key').textContent = key;
      leaf.querySelector('.value').textContent = JSON.stringify(value);
      return leaf;
    }

    async function choose(number) {
      const response = await fetch('/inspector/steps/' + number + '?' + query().slice(1));
      if (!response.ok) { say((await response.text()).trim(), true); return; }
      const step = await response.json();
      chosen = step.step;
      [...$('steps').children].forEach((li) => li.classList.toggle('chosen', Number(li.dataset.step) === chosen));
      $('hint').hidden = true; $('chosen').hidden = false;
      $('title').textContent = 'Step ' + step.step + ' \\u00b7 ' + step.label + ' \\u00b7 ' + clock(step.time);
      $('changed').replaceChildren(...step.changed.map((path) => { const li = document.createElement('li'); li.textContent = path; return li; }));
      if (step.changed.length === 0) { const li = document.createElement('li'); li.textContent = '(nothing)'; $('changed').appendChild(li); }
      $('action').replaceChildren(tree('action', step.action, '$', [], true));
      $('tree').replaceChildren(tree('state', step.state, '$', step.changed));
      buttons();
    }
    function buttons() {
      const live = session === 'live';
      $('jump').hidden = !live || !canPreview;
      $('present').hidden = !live || !canPreview;
      $('rewind').hidden = !live || !canRewind;
    }

    async function post(path, body) {
      const headers = { 'Content-Type': 'application/json' };
      if (token()) headers.Authorization = 'Bearer ' + token();
      const response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
      const text = (await response.text()).trim();
      say(text, !response.ok);
      return response.ok;
    }
    $('jump').addEventListener('click', async () => {
      if (chosen === null) return;
      if (await post('/inspector/jump', { step: chosen })) banner('Preview of step ' + chosen + ': the match is unchanged', 'present');
    });
    $('present').addEventListener('click', async () => {
      if (await post('/inspector/jump', { step: null })) banner(null);
    });
    $('rewind').addEventListener('click', async () => {
      if (chosen === null) return;
      if (await post('/inspector/rewind', { step: chosen })) banner(null);
    });

    let backTo = null;
    function banner(text, back) {
      backTo = back || null;
      $('banner').hidden = text === null;
      $('banner-text').textContent = text || '';
    }
    $('back').addEventListener('click', async () => {
      if (backTo === 'present') { if (await post('/inspector/jump', { step: null })) banner(null); return; }
      session = 'live'; banner(null); chosen = null; $('chosen').hidden = true; $('hint').hidden = false;
      await loadList();
    });
    $('import').addEventListener('change', async () => {
      const file = $('import').files[0];
      if (!file) return;
      const response = await fetch('/inspector/session', { method: 'POST', body: await file.arrayBuffer() });
      $('import').value = '';
      if (!response.ok) { say((await response.text()).trim(), true); return; }
      const answer = await response.json();
      session = answer.session; chosen = null; $('chosen').hidden = true; $('hint').hidden = false;
      say('imported ' + file.name + ': ' + answer.steps + ' steps');
      banner('Imported session: ' + file.name + ' (' + answer.steps + ' steps)', 'live');
      await loadList();
    });

    listen();
    loadList();
    """
}
