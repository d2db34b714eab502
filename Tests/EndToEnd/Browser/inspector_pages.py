"""Drives the inspector page of `scoreboard-tui serve --inspect` in headless Chromium against a real
keeper (issue 30): actions appear in the list within 100 ms of a key (the median of the presses,
measured in the page), jump shows a step's score in the page's tree and the keeper's board previews
it with the match unchanged, rewind here changes the keeper's board and journals a rewind that redo
takes back, and a session exported then imported comes back whole while a session of another schema
is refused in one line.

The keeper has played h h a (Home 2 : 1 Away, steps 1 to 3) before the page opens.
Prints one line per check; exits 1 with a one-line reason on the first failure.
"""

import argparse
import base64
import json
import os
import statistics
import struct
import subprocess
import sys
import tempfile
import time
import zlib

from selenium.webdriver.common.by import By

from drive_pages import console_errors, fail, start_browser, text_of, wait_for


def run(command):
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout


def steps_shown(driver):
    return driver.execute_script("return [...document.querySelectorAll('#steps li')].map((li) => li.dataset.step)")


def tree_value(driver, path):
    return driver.execute_script(
        "const e = document.querySelector('#tree [data-path=\"' + arguments[0] + '\"] .value');"
        " return e ? JSON.parse(e.textContent) : null;", path)


def choose(driver, step):
    driver.find_element(By.CSS_SELECTOR, f'#steps li[data-step="{step}"]').click()
    wait_for(f"step {step} to be shown", lambda: (text_of(driver, "title") or "").startswith(f"Step {step} "))


def check_latency(driver, keys, presses, limit):
    driver.execute_script("""
        window.added = [];
        new MutationObserver((records) => {
          for (const record of records) for (const node of record.addedNodes)
            window.added.push({step: node.dataset.step, at: performance.timeOrigin + performance.now()});
        }).observe(document.getElementById('steps'), {childList: true});
    """)
    latencies = []
    for index in range(presses):
        pressed = time.time() * 1000
        subprocess.run(keys + ["h"], check=True)
        wait_for(f"the action of press {index + 1} in the list",
                 lambda: driver.execute_script("return window.added.length") > index, timeout=5)
        latencies.append(driver.execute_script(f"return window.added[{index}].at") - pressed)
        time.sleep(0.15)
    median = statistics.median(latencies)
    print(f"key to action listed: median {median:.1f} ms, max {max(latencies):.1f} ms over {presses} presses",
          flush=True)
    if median > limit:
        fail(f"the median key-to-list time is {median:.1f} ms, over {limit} ms: {sorted(latencies)}")


def check_jump(driver, capture, base, present_line):
    choose(driver, 2)
    if tree_value(driver, "$.match.score_line") != "Home 2 : 0 Away":
        fail(f"step 2's tree shows {tree_value(driver, '$.match.score_line')!r}, not Home 2 : 0 Away")
    driver.find_element(By.ID, "jump").click()
    wait_for("the page's preview banner", lambda: "Preview of step 2" in (text_of(driver, "banner-text") or ""))
    screen = wait_for("the keeper's board to preview step 2",
                      lambda: (lambda text: text if "History: preview of step 2 of" in text else None)(run(capture)))
    marked = [line for line in screen.splitlines() if ">    2" in line]
    if not marked or "Home 2 : 0 Away" not in marked[0]:
        fail(f"the keeper's history does not mark step 2 with Home 2 : 0 Away: {screen}")
    document = json.loads(run(["curl", "-s", base + "/state.json"]))
    if document["score_line"] != present_line:
        fail(f"the match changed on a jump: {document['score_line']} (was {present_line})")
    driver.find_element(By.ID, "present").click()
    wait_for("the keeper's board to show the present again", lambda: "History" not in run(capture))
    print(f"ok jump: the page's tree and the keeper's preview show step 2 (Home 2 : 0 Away); the match stays "
          f"{present_line}", flush=True)


def check_rewind(driver, capture, keys, log, present_line):
    choose(driver, 3)
    driver.find_element(By.ID, "rewind").click()
    wait_for("the page to say the rewind", lambda: "rewound to step 3" in (text_of(driver, "message") or ""))
    wait_for("the keeper's board to show Home 2 : 1 Away", lambda: "Home 2 : 1 Away" in run(capture))
    wait_for("a rewind record in the log", lambda: "rewind to step 3" in run(log))
    wait_for("the rewind in the page's list", lambda: any(
        li.text.endswith("rewind to step 3") for li in driver.find_elements(By.CSS_SELECTOR, "#steps li")))
    subprocess.run(keys + ["U"], check=True)
    wait_for(f"redo to bring back {present_line}", lambda: present_line in run(capture))
    print(f"ok rewind: the keeper's board went to Home 2 : 1 Away, the log has the rewind, redo brought back "
          f"{present_line}", flush=True)


def with_other_schema(session):
    """The session file with its header's state schema renamed, framed again with a right CRC."""
    length = struct.unpack_from("<I", session, 4)[0]
    header = json.loads(session[12:12 + length])
    header["schema"]["state"] = header["schema"]["state"] + " (older)"
    payload = json.dumps(header, sort_keys=True).encode()
    first8 = session[:4] + struct.pack("<I", len(payload))
    crc = zlib.crc32(first8 + payload) & 0xFFFFFFFF
    return first8 + struct.pack("<I", crc) + payload + session[12 + length:]


def check_sessions(driver, screenshots):
    exported = driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        fetch('/inspector/session').then((r) => r.arrayBuffer()).then((buffer) => {
          let text = ''; new Uint8Array(buffer).forEach((b) => { text += String.fromCharCode(b); });
          done(btoa(text));
        });
    """)
    session = base64.b64decode(exported)
    live = steps_shown(driver)
    folder = tempfile.mkdtemp(prefix="inspector-session-")
    path = os.path.join(folder, "match.inspector")
    with open(path, "wb") as file:
        file.write(session)
    driver.find_element(By.ID, "import").send_keys(path)
    wait_for("the imported session's banner", lambda: "Imported session" in (text_of(driver, "banner-text") or ""))
    wait_for("the imported session's steps", lambda: steps_shown(driver) == live)
    choose(driver, 2)
    if tree_value(driver, "$.match.score_line") != "Home 2 : 0 Away":
        fail(f"the imported step 2 shows {tree_value(driver, '$.match.score_line')!r}")
    driver.save_screenshot(os.path.join(screenshots, "inspector-imported.png"))
    driver.find_element(By.ID, "back").click()
    wait_for("the live session again", lambda: text_of(driver, "banner-text") == "")
    other = os.path.join(folder, "other.inspector")
    with open(other, "wb") as file:
        file.write(with_other_schema(session))
    driver.find_element(By.ID, "import").send_keys(other)
    message = wait_for("the refusal of another schema", lambda: (lambda text: text if "schema" in text else None)(
        text_of(driver, "message") or ""))
    if "\n" in message.strip() or "inspected-match 1 (older)" not in message:
        fail(f"the refusal is not the one line naming the schemas: {message!r}")
    print(f"ok sessions: {len(live)} steps exported and imported whole; another schema refused: {message}",
          flush=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--base", required=True)
    parser.add_argument("--token", required=True)
    parser.add_argument("--keys", required=True, help="JSON: the command that types its last argument in the keeper")
    parser.add_argument("--capture", required=True, help="JSON: the command that prints the keeper's screen")
    parser.add_argument("--log", required=True, help="JSON: the command that prints the game's log")
    parser.add_argument("--presses", type=int, default=10)
    parser.add_argument("--limit-ms", type=float, default=100)
    parser.add_argument("--sessions", action="store_true", help="check export and import too")
    parser.add_argument("--screenshots", required=True)
    arguments = parser.parse_args()
    keys, capture, log = json.loads(arguments.keys), json.loads(arguments.capture), json.loads(arguments.log)
    os.makedirs(arguments.screenshots, exist_ok=True)
    driver = start_browser()
    try:
        driver.get(arguments.base + "/inspector#token=" + arguments.token)
        wait_for("the three steps played", lambda: steps_shown(driver) == ["1", "2", "3"])
        check_latency(driver, keys, arguments.presses, arguments.limit_ms)
        present_line = f"Home {2 + arguments.presses} : 1 Away"
        wait_for(f"the keeper at {present_line}", lambda: present_line in run(capture))
        check_jump(driver, capture, arguments.base, present_line)
        check_rewind(driver, capture, keys, log, present_line)
        if arguments.sessions:
            check_sessions(driver, arguments.screenshots)
        # The refused import is a 422 the browser logs as a failed load: the one error expected.
        errors = [error for error in console_errors(driver)
                  if not (arguments.sessions and "/inspector/session" in error and "422" in error)]
        if errors:
            fail(f"console errors: {errors}")
        driver.save_screenshot(os.path.join(arguments.screenshots, "inspector.png"))
        print("PASS", flush=True)
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
