"""Checks the broadcast score bug (`/overlay` of `scoreboard-tui serve`) in headless Chromium.

Issue 28 items 5 and 7: finished sets or games drawn as columns, the serving player of a pair marked,
the theme's colours and logos (`serve --theme DIR`), colours from the URL, and a bug that fits a
1280 px wide browser source. Saves a screenshot of each page checked. Prints one line per check; exits
1 with a one-line reason on the first failure.
"""

import argparse
import os
import sys

from drive_pages import console_errors, fail, start_browser, text_of, wait_for


def parts(driver, slot):
    return driver.execute_script(
        "return [...document.getElementById(arguments[0] + '-parts').children]"
        ".map((cell) => [cell.textContent, cell.className]);", slot)


def background(driver, element_id):
    return driver.execute_script(
        "return getComputedStyle(document.getElementById(arguments[0])).backgroundColor", element_id)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--base", required=True)
    parser.add_argument("--screenshots", required=True)
    parser.add_argument("--name", required=True, help="the screenshots' name")
    parser.add_argument("--parts", help="LEFT;RIGHT: each side's columns, text:class comma separated")
    parser.add_argument("--server", help="SLOT:NAME, the serving player marked in that slot's name")
    parser.add_argument("--left-background", help="the left team's computed background, rgb(...)")
    parser.add_argument("--logo", help="the slot whose theme logo must show")
    parser.add_argument("--url-colours", action="store_true",
                        help="also check ?away_color=ff0000&home_color=0000ff colours the teams")
    arguments = parser.parse_args()
    os.makedirs(arguments.screenshots, exist_ok=True)
    driver = start_browser()
    try:
        driver.get(arguments.base + "/overlay")
        wait_for("/overlay to show the left team's name", lambda: text_of(driver, "left-name"))
        if arguments.parts:
            left, right = arguments.parts.split(";")
            for slot, spec in (("left", left), ("right", right)):
                expected = [cell.split(":") for cell in spec.split(",")]
                wait_for(f"{slot}'s columns {expected}", lambda slot=slot, expected=expected: parts(driver, slot) == expected)
            print(f"ok columns: {arguments.parts}", flush=True)
        if arguments.server:
            slot, name = arguments.server.split(":")
            marked = lambda: driver.execute_script(
                "const e = document.querySelector('#' + arguments[0] + '-name .server');"
                " return e ? e.textContent : null;", slot)
            wait_for(f"{name} marked as serving in {slot}", lambda: marked() == name)
            print(f"ok serving player marked: {name}", flush=True)
        if arguments.left_background:
            wait_for(f"the theme's left background {arguments.left_background}",
                     lambda: background(driver, "left") == arguments.left_background)
            print(f"ok theme colour: {arguments.left_background}", flush=True)
        if arguments.logo:
            shown = lambda: driver.execute_script(
                "const image = document.getElementById(arguments[0] + '-logo');"
                " return !image.hidden && image.complete && image.naturalWidth > 0;", arguments.logo)
            wait_for(f"the theme's logo in {arguments.logo}", shown)
            print("ok theme logo shown", flush=True)
        right_edge = driver.execute_script("return document.getElementById('bug').getBoundingClientRect().right")
        if right_edge > 1280:
            fail(f"/overlay: the score bug is {right_edge} px wide, more than a 1280 px source")
        print(f"ok fits 1280 px: right edge at {right_edge:.0f}", flush=True)
        errors = console_errors(driver)
        if errors:
            fail(f"/overlay: console errors: {errors}")
        driver.save_screenshot(os.path.join(arguments.screenshots, f"broadcast-{arguments.name}.png"))
        if arguments.url_colours:
            driver.get(arguments.base + "/overlay?home_color=0000ff&away_color=ff0000&font=DejaVu%20Serif")
            wait_for("the URL's colours", lambda: background(driver, "right") == "rgb(255, 0, 0)"
                     and background(driver, "left") == "rgb(0, 0, 255)")
            driver.save_screenshot(os.path.join(arguments.screenshots, f"broadcast-{arguments.name}-url.png"))
            print("ok URL colours", flush=True)
        print("PASS", flush=True)
    finally:
        driver.quit()


if __name__ == "__main__":
    sys.exit(main())
