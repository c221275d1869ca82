"""Turns a form request into five catalog films: filter by rating, score by model and closeness.

score = 0.5 × P(acclaimed) + 0.5 × closeness, where
closeness = exp(-½ · ((Δyear / 4)² + (Δruntime / 20 min)²)), the runtime term left out when the
request gives no runtime in minutes, and Δruntime counted as one step (20 min) when the film's
runtime is unknown. A year outside the catalog's range (1940–2014) is measured from its nearest end,
so "2021" finds 2014's films rather than the all-time classics.
"""

import math
import re

import numpy as np

# The seed's LabelEncoder classes: anything else is the seed's 400.
TYPES = ("Movie", "TV Show")
RATINGS = ("G", "NC-17", "NR", "PG", "PG-13", "R", "TV-14", "TV-G", "TV-MA", "TV-PG", "TV-Y", "TV-Y7",
           "TV-Y7-FV", "UR")

# How strict each requested rating is; NR and UR ("not rated") set no limit.
REQUEST_LEVEL = {"G": 0, "TV-Y": 0, "TV-G": 0, "PG": 1, "TV-Y7": 1, "TV-Y7-FV": 1, "TV-PG": 1, "PG-13": 2,
                 "TV-14": 2, "R": 3, "TV-MA": 3, "NC-17": 4, "NR": None, "UR": None}
# Catalog MPAA labels, including the 1968–72 ones (GP, M, M/PG became PG; X became NC-17).
FILM_LEVEL = {"G": 0, "PG": 1, "GP": 1, "M": 1, "M/PG": 1, "PG-13": 2, "R": 3, "NC-17": 4, "X": 4}

YEAR_SCALE = 4.0
RUNTIME_SCALE = 20.0
MODEL_WEIGHT = 0.5
RESULT_COUNT = 5

_HOURS = re.compile(r"(\d+)\s*h", re.I)
_MINUTES = re.compile(r"(\d+)\s*m", re.I)
_NUMBER = re.compile(r"\d+")


def parse_duration(text):
    """Minutes from the form's free text ("120", "90 min", "1h 30m"), or None when there are none.

    The seed turned "2 Seasons" into 20 minutes (a train/serve skew); a season count says nothing
    about a film's runtime, so here it means "no runtime preference", as do text without digits and 0.
    """
    if not text or "season" in text.lower():
        return None
    hours, minutes = _HOURS.search(text), _MINUTES.search(text)
    if hours or minutes:
        total = (int(hours.group(1)) * 60 if hours else 0) + (int(minutes.group(1)) if minutes else 0)
    else:
        number = _NUMBER.search(text)
        total = int(number.group()) if number else 0
    return total or None


def film_level(mpaa):
    """The strictness of a catalog rating, or None when the film is unrated or the label unknown."""
    return FILM_LEVEL.get(mpaa) if mpaa else None


def summary(film):
    """One honest line built only from catalog fields."""
    kind = f"{film.genres[0]} film" if film.genres else "film"
    line = f"A {film.year} {kind}"
    if film.directors:
        line += f" directed by {film.directors[0]}"
    if film.runtime:
        line += f", {film.runtime} minutes"
    line += "."
    if film.critic_average is not None and film.critic_reviews:
        noun = "review" if film.critic_reviews == 1 else "reviews"
        line += f" Critics: {film.critic_average:.1f}/10 from {film.critic_reviews} {noun}."
    return line


def recommendation(film, score):
    """The wire shape, with the seed's placeholders for unknown values ("Unknown", "NR", "N/A")."""
    return {
        "title": film.title,
        "genre": ", ".join(film.genres) if film.genres else "Unknown",
        "rating": film.mpaa or "NR",
        "score": score,
        "poster_url": None,
        "director": film.directors[0] if film.directors else "N/A",
        "release_year": film.year,
        "summary": summary(film),
    }


class Recommender:
    """The catalog with every film's model probability computed once, ready to rank per request."""

    def __init__(self, catalog, model):
        self.films = catalog.films
        self.probabilities = np.asarray(model.predict(self.films), dtype=np.float64)
        if not np.all(np.isfinite(self.probabilities)):
            raise ValueError("the model produced non-finite probabilities")
        self.years = np.array([f.year for f in self.films], dtype=np.float64)
        self.runtimes = np.array([f.runtime if f.runtime else math.nan for f in self.films], dtype=np.float64)
        levels = [film_level(f.mpaa) for f in self.films]
        self.levels = np.array([math.nan if level is None else level for level in levels], dtype=np.float64)
        self.order_keys = np.array([f.imdb_id for f in self.films])
        self.year_range = (float(self.years.min()), float(self.years.max()))

    def scores(self, release_year, runtime):
        """Blended scores for every film (before any rating filter)."""
        target_year = min(max(float(release_year), self.year_range[0]), self.year_range[1])
        distance = ((self.years - target_year) / YEAR_SCALE) ** 2
        if runtime is not None:
            runtime_steps = np.where(np.isnan(self.runtimes), 1.0, (self.runtimes - runtime) / RUNTIME_SCALE)
            distance = distance + runtime_steps ** 2
        closeness = np.exp(-0.5 * distance)
        return MODEL_WEIGHT * self.probabilities + (1.0 - MODEL_WEIGHT) * closeness

    def recommend(self, release_year, duration_text, content_type, rating):
        """The top RESULT_COUNT films, best first, never two with the same title and year.

        content_type is accepted for the contract only: the catalog holds films, so "TV Show"
        gets the closest films too.
        """
        del content_type
        limit = REQUEST_LEVEL[rating]
        eligible = np.ones(len(self.films), dtype=bool) if limit is None else self.levels <= limit
        scores = np.round(self.scores(release_year, parse_duration(duration_text)), 4)
        candidates = np.flatnonzero(eligible)
        # Highest score, then higher model probability, then IMDb id: a total, deterministic order.
        order = np.lexsort((self.order_keys[candidates], -self.probabilities[candidates], -scores[candidates]))
        results, seen = [], set()
        for index in candidates[order]:
            film = self.films[index]
            key = (film.title.casefold(), film.year)
            if key in seen:
                continue
            seen.add(key)
            results.append(recommendation(film, float(scores[index])))
            if len(results) == RESULT_COUNT:
                break
        return results
