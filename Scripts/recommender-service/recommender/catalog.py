"""Reads the catalog Marquee compiles in, so the service serves exactly the same films.

The source of truth is the Swift file Scripts/build-catalog writes: a raw string literal holding a
`marquee-catalog v2<TAB><count>` header and one film per line, 18 tab-separated fields, an empty
field meaning unknown. The service reads the first 12; the rest (alternate titles, audience scores,
co-rating neighbours) are for the app. Parsing that file (rather than re-reading the SQLite db) keeps one dataset.
"""

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[3]
DEFAULT_CATALOG = REPO_ROOT / "Package/MarqueeData/Sources/MarqueeData/Catalog/BundledCatalogData.swift"

FORMAT_HEADER = "marquee-catalog v2"
FIELD_COUNT = 18

# `static let text = #"""` … `"""#`, with as many `#`s as build-catalog needed.
_LITERAL = re.compile(r'static let text = (#+)"""\n(.*?)\n"""\1', re.S)


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


def parse_catalog_text(swift_source):
    """Parses the Swift file's text into a Catalog.

    Raises CatalogError when the literal, the header or a line is malformed.
    """
    match = _LITERAL.search(swift_source)
    if match is None:
        raise CatalogError("no `static let text = #\"\"\"…\"\"\"#` literal found")
    body = match.group(2)
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
