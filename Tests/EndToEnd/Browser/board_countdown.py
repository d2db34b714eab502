"""Checks `/board`'s countdown and buzzer (issue 29 item 2) in headless Chromium.

Opens `/board`, then runs the command given (a key pressed in the keeper that starts a short warm-up),
and waits for the countdown to show marked as a warning (`!warm-up 0:0N`, class `warning`) and, once
the keeper's countdown reaches zero, for the page's beep: `document.body.dataset.buzzes` becomes
`1`. Prints one line per check and PASS; exits 1 with a one-line reason on the first failure.
"""

import argparse
import json
import os
import subprocess

from drive_pages import console_errors, fail, start_browser, text_of, wait_for


def buzzes(driver):
    return driver.execute_script("return document.body.dataset.buzzes || null")


def is_warning(driver):
    return driver.execute_script("return document.getElementById('countdown').classList.contains('warning')")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--base", required=True)
    parser.add_argument("--screenshots", required=True)
    parser.add_argument("--press", required=True, help="JSON: the command that starts the warm-up in the keeper")
    arguments = parser.parse_args()
    os.makedirs(arguments.screenshots, exist_ok=True)
    driver = start_browser()
    try:
        driver.get(arguments.base + "/board")
        wait_for("/board to show the left team's name", lambda: text_of(driver, "left-name"))
        if buzzes(driver) is not None:
            fail("/board beeped before any buzzer")
        subprocess.run(json.loads(arguments.press), check=True)
        shown = wait_for("the warm-up's countdown, marked", lambda: (text_of(driver, "countdown") or "").startswith(
            "!warm-up 0:0") and is_warning(driver) and text_of(driver, "countdown"))
        print(f"ok countdown shown as a warning: {shown}", flush=True)
        driver.save_screenshot(os.path.join(arguments.screenshots, "board-countdown.png"))
        wait_for("the beep at zero", lambda: buzzes(driver) == "1", timeout=30.0)
        print("ok beeped once at zero", flush=True)
        wait_for("the countdown gone", lambda: text_of(driver, "countdown") == "")
        errors = console_errors(driver)
        if errors:
            fail(f"/board: console errors: {errors}")
        print("PASS", flush=True)
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
