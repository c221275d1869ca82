"""Reads the catalog Marquee compiles in, so the service serves exactly the same films.

The source of truth is the text Scripts/build-catalog writes (Scripts/catalog/bundled-catalog.tsv), which it
also packs into the blob the app embeds: a `marquee-catalog v3<TAB><count>` header and one film per line,
20 tab-separated fields, an empty field meaning unknown. The service reads the first 12; the rest (alternate
titles, audience scores, co-rating neighbours, Oscars, former ids) are for the app. Reading that file (rather than re-reading the
SQLite db) keeps one dataset.
"""

import hashlib
from dataclasses import dataclass
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[3]
DEFAULT_CATALOG = REPO_ROOT / "Scripts/catalog/bundled-catalog.tsv"

FORMAT_HEADER = "marquee-catalog v3"
FIELD_COUNT = 20


class CatalogError(Exception):
    """The catalog file is missing or not in the format build-catalog writes."""


@dataclass(frozen=True)
class Film:
    """One catalog line; optional fields are None when the catalog leaves them empty."""

    imdb_id: str
    title: str
    year: int
    runtime: int | None
    genres: tuple[str, ...]
    directors: tuple[str, ...]
    cast_count: int
    mpaa: str | None
    critic_average: float | None
    critic_reviews: int
    language: str | None
    countries: tuple[str, ...]


@dataclass(frozen=True)
class Catalog:
    """Every film in catalog order (sorted by IMDb id) and a digest of the data lines."""

    films: tuple[Film, ...]
    sha256: str


def _split(field, separator):
    return tuple(part for part in field.split(separator) if part) if field else ()


def _parse_line(number, line):
    fields = line.split("\t")
    if len(fields) != FIELD_COUNT:
        raise CatalogError(f"line {number}: {len(fields)} fields, expected {FIELD_COUNT}")
    imdb_id, title, year, runtime, genres, directors, cast, mpaa, critic, reviews, language, countries = fields[:12]
    try:
        return Film(
            imdb_id=imdb_id,
            title=title,
            year=int(year),
            runtime=int(runtime) if runtime else None,
            genres=_split(genres, ","),
            directors=_split(directors, "|"),
            cast_count=len(_split(cast, "|")),
            mpaa=mpaa or None,
            critic_average=float(critic) if critic else None,
            critic_reviews=int(reviews) if reviews else 0,
            language=language or None,
            countries=_split(countries, "|"),
        )
    except ValueError as error:
        raise CatalogError(f"line {number}: {error}") from None


def parse_catalog_text(text):
    """Parses the catalog text into a Catalog.

    The digest covers the text without its final newline, the bytes the model was first trained against.
    Raises CatalogError when the text does not end in a newline, or the header or a line is malformed.
    """
    if not text.endswith("\n"):
        raise CatalogError("the catalog text does not end with a newline; was it cut short?")
    body = text[:-1]
    lines = body.split("\n")
    header, _, count = lines[0].partition("\t")
    if header != FORMAT_HEADER or not count.isdigit():
        raise CatalogError(f"unexpected header {lines[0]!r}, expected '{FORMAT_HEADER}<TAB><count>'")
    films = tuple(_parse_line(number, line) for number, line in enumerate(lines[1:], start=2))
    if len(films) != int(count):
        raise CatalogError(f"header says {count} films, found {len(films)}")
    return Catalog(films=films, sha256=hashlib.sha256(body.encode("utf-8")).hexdigest())


def load_catalog(path=DEFAULT_CATALOG):
    """Reads and parses the catalog file at path.

    Raises CatalogError when the file cannot be read or parsed.
    """
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as error:
        raise CatalogError(f"cannot read catalog {Path(path).name}: {error.strerror}") from None
    return parse_catalog_text(text)
