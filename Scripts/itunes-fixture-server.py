#!/usr/bin/env python3
"""Serves the captured iTunes fixtures at Apple's own URL shapes, or fails on purpose, for the CLI's tests.

Usage: Scripts/itunes-fixture-server.py [--port 0] [--fixtures DIR] [--parent-pid PID]

Binds 127.0.0.1 only. Prints `PORT <n>` as its first line of stdout, then serves until killed (stop it by its
PID), or until the process named by --parent-pid is gone. The faults themselves come from Scripts/fault-server.py,
which this script imports rather than copies.

Point MARQUEE_ITUNES_URL at a prefix:
  http://127.0.0.1:<port>/itunes          good answers:
      /<cc>/rss/topmovies/limit=<n>[/genre=<id>]/json   the overall chart (Michael, Hokum), genre 4401 (Project Hail
                                                        Mary), 4406 (a single-entry feed), 4410 (the real Wonka entry),
                                                        4404 (no entry key); every other genre is an empty chart
      /search?term=...                                   "deadpool", "michael" and "spirited away" (a hand-made
                                                        answer for the thin classic) find films; anything else, nothing
      /lookup?id=<trackId>                               1895068395 is Michael; 1895068396 is Michael with his
                                                        artwork on this server; any other id finds nothing
      /image/<w>x<h>bb.png|.jpg                          a real tiny poster (Fixtures/posters), PNG or JPEG by
                                                        the name's extension
  http://127.0.0.1:<port>/fault/<kind>    every request fails: 500, 429 (Retry-After: 1), 403, slow (the body
                                          comes after 3 seconds), truncated, invalid (JSON cut short), huge (5 MiB)
  http://127.0.0.1:<port>/thin            a store that has every catalog film: /search?term=<title> answers a
                                          made-up film with that title for each year the catalog's `ml:` films of
                                          that title have (Scripts/catalog/bundled-catalog.tsv), with a director,
                                          a runtime and a summary; for measuring that one lookup fills a thin film
  http://127.0.0.1:<port>/requests        how many requests reached /itunes and /fault so far, as {"count": n}
"""

import argparse
import importlib.util
import json
import os
import sys
import threading
from urllib.parse import parse_qs, unquote, urlparse

HERE = os.path.dirname(os.path.abspath(__file__))
# Importing fault-server.py must not leave a __pycache__ folder in the checkout.
sys.dont_write_bytecode = True
_spec = importlib.util.spec_from_file_location("fault_server", os.path.join(HERE, "fault-server.py"))
fault_server = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fault_server)

CHARTS = {
    None: "cinematic-topmovies-feed-two-entries.json",
    "4401": "cinematic-search-stub-genre-4401.json",
    "4404": "cinematic-topmovies-feed-no-entry-key.json",
    "4406": "cinematic-topmovies-feed-single-entry-object.json",
}
WONKA_GENRE = "4410"
EMPTY_CHART = "cinematic-search-stub-genre-empty-array.json"
SEARCHES = {
    "deadpool": "ext-projectzero-search-deadpool-mixed-kinds.json",
    "michael": "cinematic-lookup-response.json",
    "spirited away": "handmade-search-spirited-away.json",
}
CATALOG = os.path.join(os.path.dirname(HERE), "Scripts", "catalog", "bundled-catalog.tsv")
LOOKUPS = {"1895068395": "cinematic-lookup-response.json"}
# Michael again, under another id, with his artwork URL pointing at this server's /image route.
LOCAL_ARTWORK_LOOKUP = "1895068396"
POSTERS = {"png": ("poster.png", "image/png"), "jpg": ("poster.jpg", "image/jpeg")}
NOTHING = "cinematic-lookup-empty.json"

request_lock = threading.Lock()
request_count = 0


class FixtureHandler(fault_server.FaultHandler):
    def route(self, body):
        global request_count
        url = urlparse(self.path)
        query = {key: values[-1] for key, values in parse_qs(url.query).items()}
        parts = [unquote(part) for part in url.path.strip("/").split("/") if part]
        try:
            if parts == ["requests"]:
                with request_lock:
                    count = request_count
                self.reply(200, json.dumps({"count": count}).encode(), "application/json")
                return
            with request_lock:
                request_count += 1
            if len(parts) >= 2 and parts[0] == "fault":
                self.fault(parts[1])
            elif parts and parts[0] == "itunes":
                self.itunes(parts[1:], query)
            elif parts == ["thin", "search"]:
                self.thin_search(query.get("term", ""))
            else:
                self.reply(404, b'{"error": "no such route"}', "application/json")
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True

    def itunes(self, parts, query):
        if len(parts) >= 4 and parts[1:3] == ["rss", "topmovies"] and parts[-1] == "json":
            genre = next((part.split("=", 1)[1] for part in parts if part.startswith("genre=")), None)
            if genre == WONKA_GENRE:
                self.wonka_chart()
            else:
                self.fixture(CHARTS.get(genre, EMPTY_CHART))
        elif parts == ["search"]:
            term = query.get("term", "").lower()
            self.fixture(next((name for word, name in SEARCHES.items() if word in term), NOTHING))
        elif parts == ["lookup"] and query.get("id") == LOCAL_ARTWORK_LOOKUP:
            self.local_artwork_lookup()
        elif parts == ["lookup"]:
            self.fixture(LOOKUPS.get(query.get("id", ""), NOTHING))
        elif len(parts) == 2 and parts[0] == "image" and parts[1].rsplit(".", 1)[-1] in POSTERS:
            name, content_type = POSTERS[parts[1].rsplit(".", 1)[-1]]
            with open(os.path.join(self.posters, name), "rb") as handle:
                self.reply(200, handle.read(), content_type)
        else:
            self.reply(404, b'{"error": "no such iTunes route"}', "application/json")

    def local_artwork_lookup(self):
        """Michael's lookup with his id and artwork URL moved here, so a poster can be fetched offline."""
        with open(os.path.join(self.fixtures, LOOKUPS["1895068395"]), "rb") as handle:
            lookup = json.load(handle)
        host, port = self.server.server_address[:2]
        for result in lookup["results"]:
            result["trackId"] = int(LOCAL_ARTWORK_LOOKUP)
            result["artworkUrl100"] = f"http://{host}:{port}/itunes/image/100x100bb.jpg"
        self.reply(200, json.dumps(lookup).encode(), "text/javascript; charset=utf-8")

    def thin_search(self, term):
        """One made-up film titled `term` for each year the catalog's `ml:` films of that title have."""
        years = thin_years().get(term.strip().lower(), [])
        films = [{
            "wrapperType": "track", "kind": "feature-movie", "trackId": 8000000 + index, "trackName": term,
            "artistName": "Store Director", "releaseDate": f"{year}-06-01T07:00:00Z", "primaryGenreName": "Drama",
            "trackTimeMillis": 6000000, "shortDescription": f"The store's summary of {term}.",
        } for index, year in enumerate(years)]
        body = json.dumps({"resultCount": len(films), "results": films}).encode()
        self.reply(200, body, "text/javascript; charset=utf-8")

    def wonka_chart(self):
        """The one real, complete chart entry, as a one-entry feed (entry as an object, as Apple sends it)."""
        with open(os.path.join(self.fixtures, "ext-moviefeeddemo-topmovies-entry-wonka.json"), "rb") as handle:
            entry = json.load(handle)
        body = json.dumps({"feed": {"entry": entry}}).encode()
        self.reply(200, body, "text/javascript; charset=utf-8")

    def fault(self, kind):
        if kind in ("500", "403"):
            self.status(int(kind), None)
        elif kind == "429":
            self.status(429, "1")
        elif kind == "slow":
            self.slow_body(3)
        elif kind == "truncated":
            self.truncated()
        elif kind == "invalid":
            self.reply(200, b'{"feed": {"entry": [{"id": ', "application/json")
        elif kind == "huge":
            self.huge(5, False)
        else:
            self.reply(404, b'{"error": "no such fault"}', "application/json")


_thin_years = None


def thin_years():
    """Lower-cased title → the years of the catalog's `ml:` films of that title, read once."""
    global _thin_years
    if _thin_years is None:
        years = {}
        with open(CATALOG, encoding="utf-8") as handle:
            for line in handle:
                fields = line.split("\t")
                if fields[0].startswith("ml:") and len(fields) > 2 and fields[2]:
                    years.setdefault(fields[1].lower(), []).append(int(fields[2]))
        _thin_years = years
    return _thin_years


def main():
    repo = os.path.dirname(HERE)
    parser = argparse.ArgumentParser(description="Serves the iTunes fixtures at Apple's URL shapes.")
    parser.add_argument("--port", type=int, default=0, help="the port on 127.0.0.1; 0 picks a free one")
    parser.add_argument(
        "--fixtures",
        default=os.path.join(repo, "Package", "MarqueeData", "Tests", "Fixtures", "itunes"),
        help="the directory holding the captured iTunes payloads",
    )
    parser.add_argument("--parent-pid", type=int, help="exit when this process is gone")
    arguments = parser.parse_args()
    FixtureHandler.fixtures = os.path.abspath(arguments.fixtures)
    FixtureHandler.posters = os.path.join(os.path.dirname(FixtureHandler.fixtures), "posters")
    return fault_server.serve(FixtureHandler, arguments.port, arguments.parent_pid)


if __name__ == "__main__":
    sys.exit(main())
