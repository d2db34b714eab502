"""Opens the pages `scoreboard-tui serve` serves in headless Chromium and checks them as a viewer would.

For each page: wait for the team's score as the keeper shows it, run the command that presses a
key in the keeper (tmux send-keys), wait for the page to show the new score, check the console is
free of errors and save a screenshot. Then, optionally, restart the server and check the page
reconnects by itself and follows the next key press.

Prints one line per check; exits 1 with a one-line reason on the first failure.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import time

from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.chrome.service import Service


def fail(message):
    print(f"FAIL {message}", flush=True)
    sys.exit(1)


def start_browser():
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--window-size=1280,720", "--no-first-run", "--disable-extensions"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(executable_path=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(service=service, options=options)


def wait_for(description, condition, timeout=10.0):
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        try:
            last = condition()
            if last:
                return last
        except WebDriverException as error:
            last = error.msg
        time.sleep(0.05)
    fail(f"timed out waiting for {description} (last: {last!r})")


def text_of(driver, element_id):
    return driver.execute_script(
        "const e = document.getElementById(arguments[0]); return e ? e.textContent : null;", element_id)


def console_errors(driver):
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def check_page(driver, base, page, home_slot, score, press, screenshots):
    url = base + page
    driver.get(url)
    wait_for(f"{page} to show Home's score {score}", lambda: text_of(driver, home_slot + "-score") == str(score))
    if text_of(driver, home_slot + "-name") != "Home":
        fail(f"{page}: the home team's name is {text_of(driver, home_slot + '-name')!r}")
    subprocess.run(press, check=True)
    wait_for(f"{page} to show Home's score {score + 1} after the key",
             lambda: text_of(driver, home_slot + "-score") == str(score + 1))
    background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
    errors = console_errors(driver)
    if errors:
        fail(f"{page}: console errors: {errors}")
    name = page.strip("/").replace("?", "-").replace("&", "-").replace("=", "") or "index"
    driver.save_screenshot(os.path.join(screenshots, f"{name}.png"))
    print(f"ok {page}: {score} -> {score + 1}, background {background}, no console errors", flush=True)
    return background


def check_running_clock(driver, base, screenshots):
    """The board runs a running clock on by itself: its text changes with no event in between."""
    driver.get(base + "/board")
    pattern = re.compile(r"^\d+:\d\d$|^\d+\.\d$")
    first = wait_for("the board to show the clock", lambda: pattern.match(text_of(driver, "clock") or "") and
                     text_of(driver, "clock"))
    events = driver.execute_script("return performance.getEntriesByType('resource').length")
    time.sleep(2.2)
    second = text_of(driver, "clock")
    if not pattern.match(second or "") or second == first:
        fail(f"/board: the running clock did not move by itself ({first!r}, then {second!r})")
    errors = console_errors(driver)
    if errors:
        fail(f"/board: console errors: {errors}")
    driver.save_screenshot(os.path.join(screenshots, "board-clock.png"))
    print(f"ok /board clock ran on locally: {first} -> {second} ({events} requests)", flush=True)


def check_final(driver, base, score, result, screenshots):
    """A won match: each page shows the result in the big scores and the winner with the set scores."""
    home, away = score.split(":")
    for page in ("/board", "/overlay"):
        driver.get(base + page)
        wait_for(f"{page} to show the result {score}",
                 lambda: (text_of(driver, "left-score"), text_of(driver, "right-score")) == (home, away))
        wait_for(f"{page} to name the winner as {result!r}", lambda: text_of(driver, "callout") == result)
        errors = console_errors(driver)
        if errors:
            fail(f"{page}: console errors: {errors}")
        name = page.strip("/")
        driver.save_screenshot(os.path.join(screenshots, f"{name}-final.png"))
        print(f"ok {page} final: {score}, {result!r}", flush=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--base", required=True, help="http://127.0.0.1:PORT")
    parser.add_argument("--clock", action="store_true", help="only check that the board runs a running clock")
    parser.add_argument("--final", help="only check a won match's result, HOME:AWAY, on /board and /overlay")
    parser.add_argument("--result", help="the winner's line the won match's pages show")
    parser.add_argument("--home-score", type=int, default=0, help="Home's score when the pages open")
    parser.add_argument("--press", help="JSON argv that presses h in the keeper")
    parser.add_argument("--restart", help="JSON argv that restarts the server")
    parser.add_argument("--screenshots", required=True)
    arguments = parser.parse_args()
    os.makedirs(arguments.screenshots, exist_ok=True)
    driver = start_browser()
    if arguments.clock or arguments.final:
        try:
            if arguments.clock:
                check_running_clock(driver, arguments.base, arguments.screenshots)
            else:
                check_final(driver, arguments.base, arguments.final, arguments.result, arguments.screenshots)
        finally:
            driver.quit()
        print("PASS", flush=True)
        return
    press = json.loads(arguments.press)
    try:
        score = arguments.home_score
        overlay = check_page(driver, arguments.base, "/overlay", "left", score, press, arguments.screenshots)
        if overlay != "rgba(0, 0, 0, 0)":
            fail(f"/overlay: the background is {overlay}, not transparent")
        score += 1
        check_page(driver, arguments.base, "/overlay?style=corner&swap=1&scale=1.5", "right", score, press,
                   arguments.screenshots)
        score += 1
        board = check_page(driver, arguments.base, "/board", "left", score, press, arguments.screenshots)
        if board != "rgb(0, 0, 0)":
            fail(f"/board: the background is {board}, not black")
        score += 1
        if arguments.restart:
            subprocess.run(json.loads(arguments.restart), check=True)
            wait_for("the board to notice the server went away",
                     lambda: driver.execute_script("return document.body.classList.contains('offline')"))
            wait_for("the board to reconnect by itself",
                     lambda: not driver.execute_script("return document.body.classList.contains('offline')"),
                     timeout=20)
            subprocess.run(press, check=True)
            wait_for(f"/board to show Home's score {score + 1} after the restart",
                     lambda: text_of(driver, "left-score") == str(score + 1))
            print(f"ok /board reconnected after the server restarted: {score} -> {score + 1}", flush=True)
    finally:
        driver.quit()
    print("PASS", flush=True)


if __name__ == "__main__":
    main()
