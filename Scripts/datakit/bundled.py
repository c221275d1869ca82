"""Reads the bundled catalog's text (Scripts/catalog/bundled-catalog.tsv), for Scripts/eval's join."""

from dataclasses import dataclass

from .environment import REPO_ROOT

CATALOG = REPO_ROOT / "Scripts/catalog/bundled-catalog.tsv"
HEADER = "marquee-catalog v3\t"
FIELD_COUNT = 20


@dataclass(frozen=True)
class CatalogFilm:
    id: str
    title: str
    year: int | None
    reviews: int
    genres: tuple = ()
    former_ids: tuple = ()


def read(path=CATALOG):
    """Every film in file order; a header or row in an unknown shape is an error, not a skipped line."""
    lines = path.read_text(encoding="utf-8").split("\n")
    start = next((i for i, line in enumerate(lines) if line.startswith(HEADER)), None)
    if start is None:
        raise SystemExit(f"eval: {path} has no '{HEADER.strip()}' header; rebuild it with Scripts/build-catalog")
    count = int(lines[start].split("\t")[1])
    films = []
    for number, line in enumerate(lines[start + 1:start + 1 + count], start + 2):
        fields = line.split("\t")
        if len(fields) != FIELD_COUNT:
            raise SystemExit(f"eval: {path}:{number}: {len(fields)} fields, expected {FIELD_COUNT}")
        films.append(CatalogFilm(fields[0], fields[1], int(fields[2]) if fields[2] else None, int(fields[9] or 0),
                                 tuple(genre for genre in fields[4].split(",") if genre),
                                 tuple(former for former in fields[19].split("|") if former)))
    return films


def join_movielens(catalog, films, rating_counts):
    """movieId → catalog id: `ml:<movieId>` films and former ids directly, the rest by datakit.join's rule."""
    from . import join

    ids = {film.id for film in catalog}
    rows = [(f.id, f.title, f.year, f.reviews) for f in catalog if not f.id.startswith("ml:")]
    former = {old: film.id for film in catalog for old in film.former_ids}
    matched = join.join(rows, films, rating_counts)
    matched = {movie_id: catalog_id for movie_id, catalog_id in matched.items() if f"ml:{movie_id}" not in former}
    matched.update({movie_id: f"ml:{movie_id}" for movie_id in films if f"ml:{movie_id}" in ids})
    matched.update({movie_id: former[f"ml:{movie_id}"] for movie_id in films if f"ml:{movie_id}" in former})
    return matched
