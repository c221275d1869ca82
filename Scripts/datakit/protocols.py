"""The splits and the Python-side rankers of Scripts/eval's two protocols. All randomness is seeded.

Protocol 1 (Marquee's own feed): whole users held out; each held-out user's ratings of 4 stars or more split
80/20, the 80% becoming likes and ratings of 2 stars or less passes; the 20% is what the feed should find.
Protocol 2 (Microsoft Recommenders' ml-100k protocol): each user's ratings split 75/25 at random, every
test rating relevant, every unseen item ranked.
"""

from dataclasses import dataclass

import numpy as np

from . import corating, metrics

SEED = 20260601
TEST_USERS = 0.2  # held-out users, protocol 1
VALIDATION_USERS = 0.2  # of the training users, for tuning only
LIKE_STARS, PASS_STARS, HELD_OUT = 4.0, 2.0, 0.2
STRATIFIED_TRAIN = 0.75  # protocol 2
# Same threshold as Scripts/build-catalog: films rated by fewer training users get no neighbours.
MODEL_MIN_RATINGS = 3
LAMBDAS = (100.0, 250.0, 500.0, 1000.0)  # the shipped corating.LAMBDA is one of them
K = 10


@dataclass
class HeldOutUser:
    user: int
    likes: list
    passes: list
    relevant: set
    genres: tuple = ()  # onboarding genres, catalog names; only the cold-start table sets them


def split_users(users, share, seed):
    """(kept, held out): a seeded share of the users, sorted."""
    order = np.random.default_rng(seed).permutation(sorted(users))
    cut = int(round(len(order) * share))
    return sorted(int(u) for u in order[cut:]), sorted(int(u) for u in order[:cut])


def fold_users(users, folds, share, seed):
    """Validation slices of the users: with one fold, `split_users`'s held-out share; with more, the same seeded
    order cut into `folds` equal parts, the first of which is that same slice when `share` is 1 / `folds`."""
    if folds <= 1:
        return [split_users(users, share, seed)[1]]
    order = np.random.default_rng(seed).permutation(sorted(users))
    bounds = [int(round(len(order) * f / folds)) for f in range(folds + 1)]
    return [sorted(int(u) for u in order[bounds[f]:bounds[f + 1]]) for f in range(folds)]


def held_out_users(ratings, users, seed):
    """Protocol 1's profiles: ratings with columns userId, film (catalog id), rating.

    A user needs at least two 4-star ratings, one to like and one to find; the others are left out.
    """
    by_user = {user: group for user, group in ratings[ratings.userId.isin(users)].groupby("userId")}
    result = []
    for user in sorted(by_user):
        group = by_user[user].sort_values("film")
        liked = group[group.rating >= LIKE_STARS].film.tolist()
        if len(liked) < 2:
            continue
        order = np.random.default_rng([seed, user]).permutation(len(liked))
        held = max(1, int(round(len(liked) * HELD_OUT)))
        relevant = {liked[i] for i in order[:held]}
        likes = sorted(liked[i] for i in order[held:])
        result.append(HeldOutUser(user, likes, sorted(group[group.rating <= PASS_STARS].film), relevant))
    return result


def stratified_split(frame, ratio, seed, user="user"):
    """Each user's ratings shuffled (seeded) and cut at round(ratio × count): (train, test)."""
    rng = np.random.default_rng(seed)
    keys = rng.random(len(frame))
    ranked = frame.assign(_key=keys).sort_values([user, "_key"])
    position = ranked.groupby(user).cumcount()
    size = ranked.groupby(user)[user].transform("size")
    train = position < (size * ratio).round()
    return ranked[train].drop(columns="_key"), ranked[~train].drop(columns="_key")


class CoRating:
    """The co-rating model trained on one set of ratings: dense EASE and the shipped truncation.

    `films` are the model's columns in catalog order (the build's order, so ties break alike).
    """

    def __init__(self, ratings, films, lam, user="userId", item="film", k=corating.NEIGHBOURS,
                 negative=corating.NEGATIVE_NEIGHBOURS):
        self.films = films
        self.k, self.negative = k, negative
        self.column = {film: i for i, film in enumerate(films)}
        liked = ratings[(ratings.rating >= corating.MIN_RATING) & ratings[item].isin(list(self.column))]
        users = {u: i for i, u in enumerate(sorted(liked[user].unique()))}
        self.lam = lam
        self.dense = corating.train(liked[user].map(users).to_numpy(), liked[item].map(self.column).to_numpy(),
                                    len(users), len(films), lam)
        self._neighbours = None

    @property
    def neighbours(self):
        if self._neighbours is None:
            self._neighbours = corating.neighbours(self.dense, self.k, self.negative)
        return self._neighbours

    def truncated(self):
        result = np.zeros_like(self.dense)
        for source, row in enumerate(self.neighbours):
            for target, units in row:
                result[source, target] = units * corating.UNIT
        return result

    def top(self, weights, profiles, candidates, k=K):
        """Each profile's top k by Σ weights[liked, film], over `candidates` (tie-break order) not seen.

        `profiles` maps a key to (liked films, seen films); seen films are never ranked.
        """
        known = [c for c in candidates if c in self.column]
        columns = np.array([self.column[c] for c in known])
        rankings = {}
        for key, (likes, seen) in profiles.items():
            rows = [self.column[f] for f in likes if f in self.column]
            scores = weights[rows][:, columns].sum(axis=0) if rows else np.zeros(len(columns))
            seen = set(seen)
            order = np.argsort(-scores, kind="stable")[:k + len(seen)]
            rankings[key] = [known[i] for i in order if known[i] not in seen][:k]
        return rankings


def popularity_top(counts, candidates, profiles, k=K):
    """The most-rated candidates each profile has not seen; ties keep candidate order."""
    ordered = sorted(candidates, key=lambda film: -counts.get(film, 0))
    rankings = {}
    for key, (_, seen) in profiles.items():
        seen = set(seen)
        rankings[key] = [f for f in ordered[:k + len(seen)] if f not in seen][:k]
    return rankings


def score(rankings, truths):
    return metrics.mean_metrics(rankings, truths, K)
