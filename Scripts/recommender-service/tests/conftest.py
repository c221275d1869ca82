"""Shared fixtures: the real app over the committed catalog and model, and tiny synthetic catalogs."""

import sys
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

SERVICE = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(SERVICE))

from recommender.app import create_app  # noqa: E402
from recommender.catalog import FORMAT_HEADER  # noqa: E402

VALID = {"release_year": 2010, "duration_text": "120", "type": "Movie", "rating": "PG-13"}


@pytest.fixture(scope="session")
def client():
    """One app for the session: loading the catalog and scoring 17k films once keeps tests fast."""
    with TestClient(create_app()) as test_client:
        yield test_client


def write_catalog(path, rows):
    """Writes rows (20-field tuples) in the exact text format Scripts/build-catalog produces."""
    lines = [f"{FORMAT_HEADER}\t{len(rows)}"] + ["\t".join(str(field) for field in row) for row in rows]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def film_row(imdb_id, title, year, *, runtime="100", genres="Drama", directors="Ann Example", mpaa="PG",
             critic="7.5", reviews="40"):
    """One synthetic catalog line; pass "" for an unknown field."""
    return (imdb_id, title, year, runtime, genres, directors, "A Actor|B Actor", mpaa, critic, reviews,
            "English", "United States", "", "", "0", "", "", "", "", "")
