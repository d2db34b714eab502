"""Checks the overlay's layers (`/overlay` of `scoreboard-tui serve`) in headless Chromium.

Issue 28 item 6: a lower third put on air and taken off through `POST /api/actions`, the sponsor
slot rotating the theme's images, a winner card at the `match_won` event (taken off by the undo
that retracts it, shown from the state on a page opened after the win), `?layers=` choosing what a
browser source shows, and in and out animations of at most 400 ms. Saves a screenshot of each layer.
Prints one line per check; exits 1 with a one-line reason on the first failure.
"""

import argparse
import json
import os
import subprocess
import sys
import time
import urllib.request

from drive_pages import console_errors, fail, start_browser, text_of, wait_for


def is_on(driver, layer):
    return driver.execute_script(
        "return document.getElementById('layer-' + arguments[0]).classList.contains('on')", layer)


def act(base, token, action):
    request = urllib.request.Request(
        base + "/api/actions", data=json.dumps({"action": action}).encode(), method="POST",
        headers={"Authorization": "Bearer " + token, "Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=5) as answer:
        return answer.read().decode()


def longest_transition(driver, element_id):
    durations = driver.execute_script(
        "return getComputedStyle(document.getElementById(arguments[0])).transitionDuration", element_id)
    return max(float(part.strip().rstrip("s")) for part in durations.split(","))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--base", required=True)
    parser.add_argument("--token", required=True)
    parser.add_argument("--screenshots", required=True)
    parser.add_argument("--point", required=True, help="JSON: the command that presses a key scoring a point")
    parser.add_argument("--win", required=True, help="JSON: the command that presses the winning key")
    parser.add_argument("--undo", required=True, help="JSON: the command that presses the undo key")
    parser.add_argument("--winner", required=True, help="the winner's name the card must show")
    arguments = parser.parse_args()
    os.makedirs(arguments.screenshots, exist_ok=True)

    def shot(name):
        time.sleep(0.45)  # past the 300 ms fade, so the screenshot shows the graphic on air
        driver.save_screenshot(os.path.join(arguments.screenshots, f"layer-{name}.png"))

    driver = start_browser()
    try:
        driver.get(arguments.base + "/overlay?sponsor_every=2")
        wait_for("/overlay to draw the teams", lambda: text_of(driver, "left-name"))
        for layer in ("layer-lower-third", "layer-sponsor", "layer-winner"):
            if longest_transition(driver, layer) > 0.4:
                fail(f"{layer} animates for more than 400 ms")
        print("ok every layer animates in and out within 400 ms", flush=True)

        wait_for("the first sponsor on air", lambda: is_on(driver, "sponsor") and driver.execute_script(
            "return document.getElementById('sponsor').getAttribute('src')") == "/theme/sponsor/0")
        shot("sponsor")
        wait_for("the second sponsor in turn", lambda: driver.execute_script(
            "return document.getElementById('sponsor').getAttribute('src')") == "/theme/sponsor/1", timeout=8)
        print("ok the sponsor slot rotates", flush=True)

        driver.get(arguments.base + "/overlay?sponsor_every=3600&sponsor_on=point")
        sponsor = lambda: driver.execute_script("return document.getElementById('sponsor').getAttribute('src')")
        wait_for("the first sponsor on air", lambda: is_on(driver, "sponsor") and sponsor() == "/theme/sponsor/0")
        subprocess.run(json.loads(arguments.point), check=True)
        wait_for("the next sponsor at the point event", lambda: sponsor() == "/theme/sponsor/1")
        print("ok ?sponsor_on=point: the next sponsor at a point", flush=True)

        said = act(arguments.base, arguments.token, 'lower-third show "Ann Smith" "Umpire"')
        wait_for("the lower third on air", lambda: is_on(driver, "lower-third")
                 and text_of(driver, "lower-third-title") == "Ann Smith"
                 and text_of(driver, "lower-third-text") == "Umpire")
        shot("lower-third")
        act(arguments.base, arguments.token, "lower-third hide")
        wait_for("the lower third off air", lambda: not is_on(driver, "lower-third"))
        print(f"ok lower third on and off air ({said.strip()})", flush=True)

        subprocess.run(json.loads(arguments.win), check=True)
        wait_for("the winner card", lambda: is_on(driver, "winner") and text_of(driver, "winner-name") == arguments.winner)
        shot("winner")
        print(f"ok winner card at the match_won event: {arguments.winner}", flush=True)
        subprocess.run(json.loads(arguments.undo), check=True)
        wait_for("the winner card off air after the undo", lambda: not is_on(driver, "winner"))
        print("ok the undo event retracting match_won takes the winner card off", flush=True)

        errors = console_errors(driver)
        if errors:
            fail(f"/overlay: console errors: {errors}")

        subprocess.run(json.loads(arguments.win), check=True)
        wait_for("the winner card again", lambda: is_on(driver, "winner"))
        driver.get(arguments.base + "/overlay?layers=winner")
        wait_for("the winner card on a page opened after the match was won",
                 lambda: is_on(driver, "winner") and text_of(driver, "winner-name") == arguments.winner)
        print("ok a page opened after the match was won shows the winner card from the state", flush=True)

        driver.get(arguments.base + "/overlay?layers=lower-third")
        act(arguments.base, arguments.token, 'lower-third show "Court 3" "Semi-final"')
        wait_for("the lower third alone", lambda: is_on(driver, "lower-third"))
        hidden = driver.execute_script(
            "return ['bug', 'layer-sponsor', 'layer-winner'].map((id) =>"
            " getComputedStyle(document.getElementById(id)).display)")
        if hidden != ["none", "none", "none"]:
            fail(f"?layers=lower-third still shows other layers: {hidden}")
        shot("lower-third-alone")
        print("ok ?layers= picks the layers", flush=True)
        print("PASS", flush=True)
    finally:
        driver.quit()


if __name__ == "__main__":
    sys.exit(main())
