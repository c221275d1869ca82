"""Turns films into the model's feature vectors, the same way for training and serving.

Standardisation constants are fitted on the training split only and stored in the model file, so
serving reproduces training exactly. The critic average is never a feature: it is the label.
"""

import math

import numpy as np

# Marquee's 21 genres (Scripts/build-catalog refuses any other).
GENRES = (
    "Action", "Adventure", "Animation", "Biography", "Comedy", "Crime", "Documentary", "Drama",
    "Family", "Fantasy", "History", "Horror", "Music", "Musical", "Mystery", "Romance", "Sci-Fi",
    "Sport", "Thriller", "War", "Western",
)

# Pre-1972 MPAA labels fold into their modern equivalents (GP, M and M/PG became PG; X became NC-17).
MPAA_GROUPS = {"G": "G", "PG": "PG", "GP": "PG", "M": "PG", "M/PG": "PG", "PG-13": "PG-13", "R": "R",
               "NC-17": "NC-17", "X": "NC-17"}
MPAA_COLUMNS = ("G", "PG", "PG-13", "R", "NC-17")

# Numeric columns standardised with training-split statistics.
NUMERIC = ("year", "runtime", "log_reviews", "log_cast", "genre_count")


def _raw_numeric(film):
    return (
        float(film.year),
        float(film.runtime) if film.runtime is not None else math.nan,
        math.log1p(film.critic_reviews),
        math.log1p(film.cast_count),
        float(len(film.genres)),
    )


def feature_names():
    """Column names, in matrix order."""
    return (
        [f"{name}_z" for name in NUMERIC]
        + ["runtime_missing"]
        + [f"genre_{g}" for g in GENRES]
        + [f"mpaa_{m}" for m in MPAA_COLUMNS]
        + ["mpaa_unknown", "language_english", "country_us"]
    )


def fit_spec(films):
    """Fits standardisation constants (mean, std, clip range) on films; returns a JSON-able dict."""
    raw = np.array([_raw_numeric(f) for f in films], dtype=np.float64)
    spec = {"names": feature_names(), "numeric": {}}
    for column, name in enumerate(NUMERIC):
        values = raw[:, column]
        values = values[~np.isnan(values)]
        std = float(values.std())
        spec["numeric"][name] = {
            "mean": float(values.mean()),
            "std": std if std > 0 else 1.0,
            "min": float(values.min()),
            "max": float(values.max()),
        }
    return spec


def encode(films, spec):
    """Returns the float64 feature matrix (films × features) for films under spec."""
    raw = np.array([_raw_numeric(f) for f in films], dtype=np.float64).reshape(len(films), len(NUMERIC))
    columns = []
    for column, name in enumerate(NUMERIC):
        stats = spec["numeric"][name]
        # Clipping keeps serving inside the range the model saw (e.g. films with 3 reviews).
        values = np.clip(raw[:, column], stats["min"], stats["max"])
        values = np.where(np.isnan(values), stats["mean"], values)
        columns.append((values - stats["mean"]) / stats["std"])
    numeric = np.stack(columns, axis=1)
    runtime_missing = np.isnan(raw[:, 1:2]).astype(np.float64)
    genres = np.array([[g in f.genres for g in GENRES] for f in films], dtype=np.float64).reshape(len(films), -1)
    groups = [MPAA_GROUPS.get(f.mpaa) if f.mpaa else None for f in films]
    mpaa = np.array([[g == m for m in MPAA_COLUMNS] + [g is None] for g in groups], dtype=np.float64)
    mpaa = mpaa.reshape(len(films), -1)
    flags = np.array(
        [[f.language == "English", "United States" in f.countries] for f in films], dtype=np.float64
    ).reshape(len(films), -1)
    matrix = np.concatenate([numeric, runtime_missing, genres, mpaa, flags], axis=1)
    if matrix.shape[1] != len(spec["names"]):
        raise ValueError(f"encoded {matrix.shape[1]} features, the model expects {len(spec['names'])}")
    return matrix
