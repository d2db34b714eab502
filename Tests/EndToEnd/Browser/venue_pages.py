"""Opens the pages `scoreboard-tui serve --venue` serves in headless Chromium while a court scores.

Checks that /venue draws the court's card with the score /court/NAME/state.json has, that the card
follows the court's next records by itself, and that /court/NAME/overlay does the same; that the
console is free of errors; and saves a screenshot of each page.

Prints one line per check; exits 1 with a one-line reason on the first failure.
"""

import argparse
import json
import os
import sys
import time
import urllib.parse
import urllib.request

from drive_pages import console_errors, fail, start_browser, text_of, wait_for


def home_score(base, court):
    path = "/court/" + urllib.parse.quote(court, safe="") + "/state.json"
    with urllib.request.urlopen(base + path, timeout=5) as response:
        return json.load(response)["home"]["score"]


def card_score(driver, court):
    return driver.execute_script(
        "const card = document.querySelector('section.court[data-court=\"' + CSS.escape(arguments[0]) + '\"]');"
        "return card ? card.querySelector('.row .score').textContent : null;", court)


def check_follows(driver, name, read, base, court):
    stored = home_score(base, court)
    wait_for(f"{name} to show home score {stored} or later", lambda: (read() or "").isdigit() and int(read()) >= stored)
    first = int(read())
    wait_for(f"{name} to follow the court's next point", lambda: int(read() or 0) > first, timeout=15)
    print(f"ok {name} follows court {court}: {first} -> {read()}", flush=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--base", required=True)
    parser.add_argument("--court", required=True)
    parser.add_argument("--screenshots", required=True)
    arguments = parser.parse_args()
    os.makedirs(arguments.screenshots, exist_ok=True)
    driver = start_browser()
    try:
        driver.get(arguments.base + "/venue")
        check_follows(driver, "/venue", lambda: card_score(driver, arguments.court), arguments.base, arguments.court)
        driver.save_screenshot(os.path.join(arguments.screenshots, "venue.png"))
        errors = console_errors(driver)
        if errors:
            fail(f"/venue logged errors: {errors}")
        overlay = "/court/" + urllib.parse.quote(arguments.court, safe="") + "/overlay"
        driver.get(arguments.base + overlay)
        check_follows(driver, overlay, lambda: text_of(driver, "left-score"), arguments.base, arguments.court)
        driver.save_screenshot(os.path.join(arguments.screenshots, "venue-overlay.png"))
        errors = console_errors(driver)
        if errors:
            fail(f"{overlay} logged errors: {errors}")
        print("ok no console errors", flush=True)
    finally:
        driver.quit()


if __name__ == "__main__":
    sys.exit(main())
