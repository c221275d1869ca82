"""Joins MovieLens films to catalog films by folded title and year (±1), exact year first.

One catalog film takes at most one MovieLens film, and the other way round: when two MovieLens films
claim the same catalog film, the one with more ratings keeps it.
"""

from collections import defaultdict

from . import titles


def join(catalog, films, rating_counts):
    """Maps movieId → catalog id.

    - catalog: iterable of (catalog id, title, year, review count).
    - films: MovieLens films by movieId.
    - rating_counts: ratings per movieId, to settle two MovieLens films claiming one catalog film.
    """
    by_key = defaultdict(list)
    for catalog_id, title, year, reviews in catalog:
        if year is None:
            continue
        for order, name in enumerate(titles.variants(title)):
            by_key[titles.key(name)].append((int(year), order > 0, -(reviews or 0), catalog_id))
    claims = defaultdict(list)
    for movie_id, film in films.items():
        best = None
        names = [film.title, *film.alternates]
        candidates = names + [part for name in names for part in titles.variants(name)[1:]]
        for order, name in enumerate(candidates):
            for year, partial, negative_reviews, catalog_id in by_key.get(titles.key(name), ()):
                distance = abs(year - film.year)
                if distance > 1:
                    continue
                rank = (order >= len(names) or partial, distance, order, negative_reviews, catalog_id)
                if best is None or rank < best[0]:
                    best = (rank, catalog_id)
        if best is not None:
            claims[best[1]].append((best[0][:2], -rating_counts.get(movie_id, 0), movie_id))
    matched = {}
    for catalog_id, claimants in claims.items():
        matched[min(claimants)[2]] = catalog_id
    return matched
