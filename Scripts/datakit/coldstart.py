"""Scripts/eval's cold-start table (issue 27): protocol 1's held-out users as new users with k likes.

Each held-out user's films of 4 stars or more are shuffled (seeded, per user); the first k become likes and every
other one is what the feed should find. Users need more than the largest k such films, so every row ranks the same
people. k = 0 is run twice: with no onboarding, and with the onboarding genres set to the user's two most frequent
genres among their protocol-1 likes (the training likes, never the films to find).
"""

from collections import Counter

import numpy as np

from . import protocols

KS = (1, 3, 5, 10, 20)
SEED_OFFSET = 2
# The audience-weighted quality baseline: the Bayesian mean of training ratings, shrunk toward the mean of all
# training ratings by this many ratings' worth.
PRIOR_RATINGS = 10


def settings():
    """(key, label, k, with genres) for every row, in print order."""
    rows = [("k0-genres", "k = 0, onboarding: the user's two most frequent genres", 0, True),
            ("k0", "k = 0, no onboarding", 0, False)]
    return rows + [(f"k{k}", f"k = {k} like{'s' if k > 1 else ''}", k, False) for k in KS]


def top_genres(likes, genres_by_film, count=2):
    """The user's most frequent catalog genres among `likes`; ties go to the name first in alphabetical order."""
    counts = Counter(genre for film in likes for genre in genres_by_film.get(film, ()))
    return tuple(genre for genre, _ in sorted(counts.items(), key=lambda item: (-item[1], item[0]))[:count])


def users(test, genres_by_film, seed=protocols.SEED + SEED_OFFSET):
    """One protocol.HeldOutUser per held-out user and row, keyed "user:row"; passes are left out, as a new user
    has none."""
    result = {key: [] for key, *_ in settings()}
    for user in test:
        films = sorted(set(user.likes) | set(user.relevant))
        if len(films) <= max(KS):
            continue
        order = [films[i] for i in np.random.default_rng([seed, user.user]).permutation(len(films))]
        for key, _, k, with_genres in settings():
            genres = top_genres(user.likes, genres_by_film) if with_genres else ()
            result[key].append(protocols.HeldOutUser(f"{user.user}:{key}", sorted(order[:k]), [],
                                                     set(order[k:]), genres))
    return result


def bayesian_means(train):
    """film → the Bayesian mean of its training ratings."""
    overall = train.rating.mean()
    stats = train.groupby("film").rating.agg(["sum", "size"])
    return ((stats["sum"] + PRIOR_RATINGS * overall) / (stats["size"] + PRIOR_RATINGS)).to_dict()


def measure(rows, rankings, train, shipped, dense, candidates):
    """nDCG@10 and Recall@10 of every ranker on every row; `rankings` holds the Swift feed's, keyed by user key."""
    counts = train.groupby("film").size().to_dict()
    quality = bayesian_means(train)
    table = {}
    for key, people in rows.items():
        profiles = {u.user: (u.likes, u.likes) for u in people}
        truths = {u.user: u.relevant for u in people}
        feed = {u.user: rankings[u.user] for u in people}
        scores = {"feed": protocols.score(feed, truths),
                  "popularity": protocols.score(protocols.popularity_top(counts, candidates, profiles), truths),
                  "quality": protocols.score(protocols.popularity_top(quality, candidates, profiles), truths)}
        if key not in ("k0", "k0-genres"):
            scores["co-rating"] = protocols.score(shipped.top(shipped.truncated(), profiles, candidates), truths)
            scores["ease"] = protocols.score(dense.top(dense.dense, profiles, candidates), truths)
        table[key] = scores
    return table


def print_table(table, users_count, dense_lambda):
    columns = [("feed", "Feed"), ("popularity", "Popularity"), ("quality", "Audience"),
               ("co-rating", "Co-rating"), ("ease", "EASE")]
    print()
    print(f"Cold start (issue 27): protocol 1's held-out users with more than {max(KS)} films of 4 stars or more "
          f"({users_count} people), as new users")
    if table is None:
        print("  No held-out user has that many; nothing to measure.")
        return
    print("  with k likes (the first k of their films, shuffled and seeded); every other such film is to find.")
    print(f"  Audience: Bayesian mean of training ratings ({PRIOR_RATINGS} ratings' worth of the mean); "
          f"Co-rating: the shipped model alone; EASE: dense, λ={dense_lambda:g}, folded in from the same k likes.")
    print("  Each cell: nDCG@10 / Recall@10.")
    print()
    width = 56
    header = f"  {'Row':<{width}}" + "".join(f" {label:>15}" for _, label in columns) + f" {'× popularity':>13}"
    print(header)
    print("  " + "-" * (len(header) - 2))
    for key, label, *_ in settings():
        scores = table[key]
        cells = "".join(
            f" {scores[name]['ndcg']:>7.4f}/{scores[name]['recall']:.4f}" if name in scores else f" {'—':>15}"
            for name, _ in columns)
        popularity = scores["popularity"]["ndcg"]
        ratio = scores["feed"]["ndcg"] / popularity if popularity else 0
        print(f"  {label:<{width}}{cells} {ratio:>12.2f}×")
