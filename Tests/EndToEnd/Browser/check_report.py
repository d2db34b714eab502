"""Opens the HTML match report (`scoreboard-tui report --html FILE`) in headless Chromium and checks it
as a reader would: it loads from the file alone, shows the result it should, draws the momentum chart,
has no console error; a screenshot is kept.

Prints one line per check; exits 1 with a one-line reason on the first failure.
"""

import argparse
import os
import sys

from drive_pages import console_errors, fail, start_browser, text_of, wait_for


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--report", required=True, help="the HTML file")
    parser.add_argument("--result", required=True, help="the result line the page must show")
    parser.add_argument("--screenshot", required=True, help="where to save the screenshot (PNG)")
    arguments = parser.parse_args()
    os.makedirs(os.path.dirname(arguments.screenshot), exist_ok=True)
    driver = start_browser()
    try:
        driver.get("file://" + os.path.abspath(arguments.report))
        wait_for("the result line", lambda: text_of(driver, "result") == arguments.result)
        polygons = driver.execute_script("return document.querySelectorAll('svg polygon').length")
        if polygons != 1:
            fail(f"the momentum chart has {polygons} areas, not 1")
        rows = driver.execute_script("return document.querySelectorAll('#statistics tr').length")
        if rows < 3:
            fail(f"the statistics table has {rows} rows")
        requests = driver.execute_script("return performance.getEntriesByType('resource').length")
        if requests != 0:
            fail(f"the page loaded {requests} other resources; it must stand alone")
        errors = console_errors(driver)
        if errors:
            fail(f"console errors: {errors}")
        driver.save_screenshot(arguments.screenshot)
        print(f"ok report: {arguments.result!r}, chart drawn, {rows} statistics rows, no console errors", flush=True)
    finally:
        driver.quit()
    print("PASS", flush=True)


if __name__ == "__main__":
    sys.exit(main())
