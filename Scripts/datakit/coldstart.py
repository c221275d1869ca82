"""Scripts/eval's cold-start table: protocol 1's held-out users as new users with k likes.

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
    print(f"Cold start: protocol 1's held-out users with more than {max(KS)} films of 4 stars or more "
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


# The audience prior's grid, run by `Scripts/eval --cold-tune` on five validation folds of the training
# users, never the test users: `RankingWeights` names, each setting a ';'-separated item as `--tune` takes them.
# audiencePrior is the most the prior adds with no likes, audienceFilms the liked films at which it weighs half, and
# audienceMix the share its Bayesian mean carries beside its reach (0.3: ranking the validation users' k = 0 rows by
# reach + 0.5 × Bayesian mean / 5, about that share, gave nDCG@10 0.409 against 0.397 for the rating count alone).
# The first setting is the feed without the prior. Each setting costs a ranking of every row in every fold (about a
# minute on a shared machine), so the grid is one line through the weight and one through the fade.
PRIOR_GRID = ("audiencePrior=0",) + tuple(
    f"audiencePrior={weight:g},audienceMix=0.3,audienceFilms={films:g}"
    for weight, films in ((4, 4), (8, 4), (12, 4), (8, 2), (8, 8), (20, 4), (30, 4), (45, 4), (30, 8))) + tuple(
    f"audiencePrior={weight:g},audienceMix=0.3,audienceFilms={films:g},audienceFade=2"
    for weight, films in ((45, 8), (45, 4), (60, 8)))
# The row every setting is also read on: the same validation users with their protocol-1 profile (80% of their
# films of 4 stars or more liked, their ratings of 2 stars or less passed), so a prior that helps new users but
# costs people with many likes shows it.
MANY = "many"


def tuning_rows():
    """(key, label) of every row `--cold-tune` scores, in print order."""
    return [(key, label) for key, label, *_ in settings()] + [(MANY, "protocol-1 profile (many likes, passes)")]


def choose(results):
    """The setting with the best mean nDCG@10 over every row (the cold rows and the protocol-1 row); ties go to the
    first. `results` maps a setting to {row key: nDCG@10}."""
    def mean(scores):
        return sum(scores.values()) / len(scores)
    return max(results, key=lambda setting: (round(mean(results[setting]), 6), -list(results).index(setting)))


def print_tuning(results, references, users, folds, chosen):
    """The grid: one line per setting, one column per row, then the references measured on the same users."""
    rows = tuning_rows()
    print(f"Audience prior grid: nDCG@10 on {users} validation users of the training users, in {folds} "
          f"fold{'s' if folds > 1 else ''}")
    print("  (each fold's model and audience scores from the other training users; the test users are never read).")
    print("  Rows: " + "; ".join(f"{key} = {label}" for key, label in rows))
    width = 62
    header = f"  {'Setting':<{width}}" + "".join(f" {key:>9}" for key, _ in rows) + f" {'mean':>7}"
    print(header)
    print("  " + "-" * (len(header) - 2))
    for name, scores in list(references.items()) + list(results.items()):
        cells = "".join(f" {scores[key]:>9.4f}" if key in scores else f" {'—':>9}" for key, _ in rows)
        mean = f"{sum(scores.values()) / len(scores):>7.4f}" if name in results else f"{'':>7}"
        mark = " ← chosen" if name == chosen else ""
        print(f"  {name:<{width}}{cells} {mean}{mark}")
