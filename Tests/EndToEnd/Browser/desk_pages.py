"""Opens the desk's pages of `scoreboard-tui serve --venue` in headless Chromium while a court plays.

The venue holds a knockout of four (semi-finals Ann v Di and Cy v Bob) and no keeper yet. Opens
/draws and /schedule, runs the command that starts a keeper with no names on the court, and checks
/schedule shows the first semi-final on that court and the court's /court/NAME/board its on deck;
then plays the match with the keeper's keys, signs it off, and checks, without reloading any page,
that /draws shows the result, /schedule the court's next call and the board its new on deck. The
console must stay free of errors; a screenshot of each page is saved.

Prints one line per check; exits 1 with a one-line reason on the first failure.
"""

import argparse
import json
import os
import subprocess
import sys
import urllib.error
import urllib.parse
import urllib.request

from drive_pages import console_errors, fail, start_browser, wait_for

FIRST_CALL = "Open, Semi-final: Ann v Di"
NEXT_CALL = "Open, Semi-final: Cy v Bob"


def state(base, court):
    path = "/court/" + urllib.parse.quote(court, safe="") + "/state.json"
    try:
        with urllib.request.urlopen(base + path, timeout=5) as response:
            return json.load(response)
    except urllib.error.HTTPError:
        return None


def run(command):
    subprocess.run(command, check=True)


def text(driver, selector):
    return driver.execute_script(
        "const found = document.querySelector(arguments[0]); return found ? found.textContent : null;", selector)


def court_cell(driver, court, cell):
    return text(driver, f'#courts tr[data-court="{court}"] td.{cell}') or ""


def open_tab(driver, url):
    driver.switch_to.new_window("tab")
    driver.get(url)
    driver.execute_script("window.deskPageKept = true;")
    return driver.current_window_handle


def show(driver, handle):
    driver.switch_to.window(handle)
    if not driver.execute_script("return window.deskPageKept === true;"):
        fail(f"{driver.current_url} was reloaded")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--base", required=True)
    parser.add_argument("--court", required=True)
    parser.add_argument("--start", required=True, help="JSON: the command that starts the keeper")
    parser.add_argument("--score", required=True, help="JSON: the command that plays the match to its end")
    parser.add_argument("--sign-off", required=True, help="JSON: the command that signs the result off")
    parser.add_argument("--screenshots", required=True)
    arguments = parser.parse_args()
    os.makedirs(arguments.screenshots, exist_ok=True)
    base, court = arguments.base, arguments.court
    driver = start_browser()
    try:
        driver.get(base + "/draws")
        driver.execute_script("window.deskPageKept = true;")
        draws = driver.current_window_handle
        wait_for("/draws to show the semi-final Ann v Di",
                 lambda: text(driver, '.match[data-match="1"]') and "Ann" in text(driver, '.match[data-match="1"]'))
        schedule = open_tab(driver, base + "/schedule")
        wait_for("/schedule to queue the first semi-final as ready",
                 lambda: "ready" in (text(driver, '#queue tr[data-match="1"] td.status') or ""))
        print("ok /draws and /schedule show the imported knockout", flush=True)

        run(json.loads(arguments.start))
        wait_for(f"/schedule to show {FIRST_CALL} on {court}",
                 lambda: FIRST_CALL in court_cell(driver, court, "match"), timeout=30)
        print(f"ok /schedule shows the call on {court}: {court_cell(driver, court, 'match')}", flush=True)
        if NEXT_CALL not in court_cell(driver, court, "deck1"):
            fail(f"/schedule: on deck 1 of {court} is {court_cell(driver, court, 'deck1')!r}")

        board = open_tab(driver, base + "/court/" + urllib.parse.quote(court, safe="") + "/board")
        wait_for(f"the board of {court} to show on deck {NEXT_CALL}",
                 lambda: (text(driver, "#deck") or "").startswith("on deck: 1. " + NEXT_CALL))
        print(f"ok the board shows {text(driver, '#deck')!r}", flush=True)

        wait_for(f"the keeper of {court} to begin Ann v Di",
                 lambda: (state(base, court) or {}).get("home", {}).get("name") == "Ann", timeout=30)
        run(json.loads(arguments.score))
        wait_for("the match to be won 3-0",
                 lambda: (state(base, court) or {}).get("home", {}).get("score") == 3, timeout=30)
        run(json.loads(arguments.sign_off))

        show(driver, draws)
        winner = '.match[data-match="1"] .side.home.winner .name'
        wait_for("/draws to show Ann won match 1", lambda: text(driver, winner) == "Ann", timeout=30)
        where = text(driver, '.match[data-match="1"] .where') or ""
        if "3-0" not in where or court not in where:
            fail(f"/draws: match 1 shows {where!r}")
        final = text(driver, '.match[data-match="3"]') or ""
        if "Ann" not in final:
            fail(f"/draws: the final is {final!r}")
        print(f"ok /draws shows the result without a reload: Ann {where}", flush=True)
        driver.save_screenshot(os.path.join(arguments.screenshots, "desk-draws.png"))

        show(driver, schedule)
        wait_for(f"/schedule to show {NEXT_CALL} on {court}",
                 lambda: NEXT_CALL in court_cell(driver, court, "match"), timeout=30)
        print(f"ok /schedule shows the next call without a reload: {court_cell(driver, court, 'match')}", flush=True)
        driver.save_screenshot(os.path.join(arguments.screenshots, "desk-schedule.png"))

        show(driver, board)
        wait_for("the board to show the final on deck",
                 lambda: (text(driver, "#deck") or "").startswith("on deck: 1. Open, Final: Ann v winner of match 2"))
        print(f"ok the board's on deck follows: {text(driver, '#deck')!r}", flush=True)
        driver.save_screenshot(os.path.join(arguments.screenshots, "desk-board.png"))

        for handle in (draws, schedule, board):
            driver.switch_to.window(handle)
            errors = console_errors(driver)
            if errors:
                fail(f"{driver.current_url} logged errors: {errors}")
        print("ok no console errors", flush=True)
    finally:
        driver.quit()


if __name__ == "__main__":
    sys.exit(main())
