"""Scripts/eval's two protocols end to end: data, splits, the Swift feeds, the Python baselines, the table."""

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pandas as pd

from . import bundled, coldstart, corating, movielens, protocols, sources
from .protocols import CoRating, K

WIDTH = 66


def log(message):
    print(f"eval: {message}", file=sys.stderr, flush=True)


def run(binary, smoke, slice_path, published, swift_rankers, keep=None):
    if smoke:
        films, ratings = movielens.from_frame(pd.read_csv(slice_path))
    else:
        films, ratings = movielens.load_small()
    catalog = bundled.read()
    counts = ratings.groupby("movieId").size().to_dict()
    matched = bundled.join_movielens(catalog, films, counts)
    ratings = ratings.assign(film=ratings.movieId.map(matched))
    joined = ratings.dropna(subset=["film"])
    direct = sum(1 for film in matched.values() if film.startswith("ml:"))
    name = "the committed smoke slice of MovieLens latest-small" if smoke else "MovieLens latest-small (2016)"
    print(f"Data: {name}, {len(ratings):,} ratings by {ratings.userId.nunique():,} people of "
          f"{len(films):,} films")
    print(f"  Bundled catalog: {len(catalog):,} films. Joined: {len(matched):,} of {len(films):,} MovieLens films "
          f"({len(matched) - direct:,} by title and year, {direct:,} are the catalog's own ml: films), covering "
          f"{len(joined):,} of {len(ratings):,} ratings ({100 * len(joined) / len(ratings):.1f}%).")
    genres = {film.id: film.genres for film in catalog}
    first = protocol_one(binary, joined, [film.id for film in catalog], keep, genres)
    if smoke:
        frame = ratings.rename(columns={"userId": "user", "movieId": "item"})[["user", "item", "rating"]]
        second = protocol_two(frame, "the smoke slice itself (not ML-100K; no published comparison)", None)
    else:
        frame = movielens.load_100k(sources.CACHE_DIR)
        second = protocol_two(frame, "MovieLens 100K (PyPI recbole 1.2.1, fetched at run time, never committed)",
                              published)
    print_first(first, swift_rankers)
    coldstart.print_table(first["cold"], first["cold-users"], first["lambdas"][0])
    print_second(second, None if smoke else published)
    targets(first, second, smoke)


def joined_ratings(smoke, slice_path):
    """MovieLens latest-small (or the slice) joined to the bundled catalog, and the catalog's id order."""
    if smoke:
        films, ratings = movielens.from_frame(pd.read_csv(slice_path))
    else:
        films, ratings = movielens.load_small()
    catalog = bundled.read()
    counts = ratings.groupby("movieId").size().to_dict()
    matched = bundled.join_movielens(catalog, films, counts)
    ratings = ratings.assign(film=ratings.movieId.map(matched))
    return ratings.dropna(subset=["film"]), [film.id for film in catalog]


def tune_weights(binary, settings, smoke, slice_path, folds=1):
    """Validation nDCG@10 of the feed under each weight setting, beside the co-rating model and popularity.

    The model is fitted on the training users less the validation users, so neither the validation users nor
    the held-out test users are in it; the test users are never read. With `folds` above 1 the training users
    are cut into that many validation slices (the first is the usual one), each scored with a model fitted on
    the others, so every training user validates once and a difference is less likely to be one sample's luck.
    A setting may also name the co-rating model it ranks with: `lambda=250,neighbours=50,negative=50` retrains it (the
    catalog build's `corating.train` and `corating.neighbours`); the other names go to `RankingWeights`.
    """
    joined, order = joined_ratings(smoke, slice_path)
    users = sorted(int(u) for u in joined.userId.unique())
    train_users, _ = protocols.split_users(users, protocols.TEST_USERS, protocols.SEED)
    known = set(joined.film)
    candidates = [film for film in order if film in known]
    slices = protocols.fold_users(train_users, folds, protocols.VALIDATION_USERS, protocols.SEED + 1)
    parsed = [model_setting(setting) for setting in settings]
    models = sorted({model for model, _ in parsed} | {(corating.LAMBDA, corating.NEIGHBOURS,
                                                        corating.NEGATIVE_NEIGHBOURS)})
    rankings = {}
    truths = {}
    for fold, validation_users in enumerate(slices):
        fit = joined[joined.userId.isin(train_users) & ~joined.userId.isin(validation_users)]
        validation = protocols.held_out_users(joined, validation_users, protocols.SEED)
        profiles = {u.user: (u.likes, u.likes + u.passes) for u in validation}
        truths.update({u.user: u.relevant for u in validation})
        counts = fit.groupby("film").size().to_dict()
        films = model_films(fit, order)
        trained = {}
        for lam, k, negative in models:
            if lam not in trained:
                trained[lam] = CoRating(fit, films, lam)
                rankings.setdefault(("dense", lam), {}).update(trained[lam].top(trained[lam].dense, profiles,
                                                                                  candidates))
            model = trained[lam]
            model.k, model.negative, model._neighbours = k, negative, None
            alone = rankings.setdefault(("alone", lam, k, negative), {})
            alone.update(model.top(model.truncated(), profiles, candidates))
            for index, (wanted, weights) in enumerate(parsed):
                if wanted != (lam, k, negative):
                    continue
                log(f"fold {fold + 1} of {len(slices)}: {settings[index] or 'standard weights'}")
                ranked = run_swift(binary, fit, model, validation, candidates, None,
                                   environment={"MARQUEE_EVAL_RANKERS": "engine", "MARQUEE_EVAL_WEIGHTS": weights})
                rankings.setdefault(("feed", index), {}).update(ranked["engine"])
        rankings.setdefault(("popularity",), {}).update(protocols.popularity_top(counts, candidates, profiles))
    print(f"Tuning on {len(truths)} validation users of {len(train_users)} training users, in {len(slices)} "
          f"fold{'s' if len(slices) > 1 else ''} (each fold's model fitted on the other training users)")
    for key in sorted(k for k in rankings if k[0] in ("alone", "dense")):
        label = (f"co-rating model alone, λ={key[1]:g}, top {key[2]} and bottom {key[3]}" if key[0] == "alone"
                 else f"EASE dense, λ={key[1]:g}")
        print(f"  {label:<60} nDCG@10 {protocols.score(rankings[key], truths)['ndcg']:.4f}")
    print(f"  {'popularity':<60} nDCG@10 {protocols.score(rankings[('popularity',)], truths)['ndcg']:.4f}")
    for index, setting in enumerate(settings):
        label = setting or "standard weights"
        print(f"  feed, {label:<54} nDCG@10 {protocols.score(rankings[('feed', index)], truths)['ndcg']:.4f}")


def tune_cold(binary, settings, smoke, slice_path, folds=5):
    """The audience prior's grid: the feed's nDCG@10 on the cold-start rows and the protocol-1 row of validation
    users, under each setting, beside popularity, the audience's Bayesian mean, the co-rating model alone and
    EASE folded in from the same likes; then the chosen setting (`coldstart.choose`).

    As `tune_weights`: each fold's validation users are scored with audience scores and a co-rating model fitted
    on the other training users; the test users are never read.
    """
    joined, order = joined_ratings(smoke, slice_path)
    catalog_genres = {film.id: film.genres for film in bundled.read()}
    users = sorted(int(u) for u in joined.userId.unique())
    train_users, _ = protocols.split_users(users, protocols.TEST_USERS, protocols.SEED)
    known = set(joined.film)
    candidates = [film for film in order if film in known]
    slices = protocols.fold_users(train_users, folds, protocols.VALIDATION_USERS, protocols.SEED + 1)
    feeds = {setting: {} for setting in settings}
    references = {name: {} for name in ("popularity", "audience mean", "co-rating alone", "EASE fold-in")}
    truths = {}
    scored = 0
    for fold, validation_users in enumerate(slices):
        fit = joined[joined.userId.isin(train_users) & ~joined.userId.isin(validation_users)]
        validation = protocols.held_out_users(joined, validation_users, protocols.SEED)
        rows = coldstart.users(validation, catalog_genres)
        rows[coldstart.MANY] = [protocols.HeldOutUser(f"{u.user}:{coldstart.MANY}", u.likes, u.passes, u.relevant)
                                for u in validation if f"{u.user}:k0" in {c.user for c in rows["k0"]}]
        people = [user for group in rows.values() for user in group]
        scored += len(rows["k0"])
        log(f"cold tuning, fold {fold + 1} of {len(slices)}: {len(rows['k0'])} users")
        model = CoRating(fit, model_films(fit, order), corating.LAMBDA)
        for key, group in rows.items():
            truths.setdefault(key, {}).update({u.user: u.relevant for u in group})
        for setting in settings:
            ranked = run_swift(binary, fit, model, people, candidates, None,
                               environment={"MARQUEE_EVAL_RANKERS": "engine", "MARQUEE_EVAL_WEIGHTS": setting})
            feeds[setting].update(ranked["engine"])
        counts = fit.groupby("film").size().to_dict()
        quality = coldstart.bayesian_means(fit)
        for key, group in rows.items():
            profiles = {u.user: (u.likes, u.likes + u.passes) for u in group}
            references["popularity"].setdefault(key, {}).update(
                protocols.popularity_top(counts, candidates, profiles))
            references["audience mean"].setdefault(key, {}).update(
                protocols.popularity_top(quality, candidates, profiles))
            if key not in ("k0", "k0-genres"):
                references["co-rating alone"].setdefault(key, {}).update(
                    model.top(model.truncated(), profiles, candidates))
                references["EASE fold-in"].setdefault(key, {}).update(model.top(model.dense, profiles, candidates))
    results = {setting or "standard weights": {key: protocols.score({u: feeds[setting][u] for u in truth}, truth)["ndcg"]
                                               for key, truth in truths.items()} for setting in settings}
    measured = {name: {key: protocols.score(ranking, truths[key])["ndcg"] for key, ranking in by_row.items()}
                for name, by_row in references.items()}
    chosen = coldstart.choose(results)
    coldstart.print_tuning(results, measured, scored, len(slices), chosen)
    print(f"  Chosen: {chosen} (the best mean over the rows; EASE fold-in is dense EASE at the shipped "
          f"λ={corating.LAMBDA:g}).")


def model_setting(setting):
    """((λ, neighbours, negative neighbours), the rest for `MARQUEE_EVAL_WEIGHTS`) from one `--tune` setting."""
    lam, k, negative, rest = corating.LAMBDA, corating.NEIGHBOURS, corating.NEGATIVE_NEIGHBOURS, []
    for pair in filter(None, setting.split(",")):
        name, _, value = pair.partition("=")
        if name == "lambda":
            lam = float(value)
        elif name == "neighbours":
            k = int(value)
        elif name == "negative":
            negative = int(value)
        else:
            rest.append(pair)
    return (lam, k, negative), ",".join(rest)


def model_films(train, order):
    counts = train.groupby("film").size()
    return [film for film in order if counts.get(film, 0) >= protocols.MODEL_MIN_RATINGS]


def tune(train, validation, candidates, order):
    """nDCG@10 on the validation users for every λ, dense and truncated to the shipped neighbours."""
    films = model_films(train, order)
    profiles = {u.user: (u.likes, u.likes + u.passes) for u in validation}
    truths = {u.user: u.relevant for u in validation}
    results = {}
    for lam in protocols.LAMBDAS:
        log(f"protocol 1 validation: λ = {lam:g} over {len(films):,} films")
        model = CoRating(train, films, lam)
        dense = protocols.score(model.top(model.dense, profiles, candidates), truths)["ndcg"]
        shipped = protocols.score(model.top(model.truncated(), profiles, candidates), truths)["ndcg"]
        results[lam] = (dense, shipped)
    return results


def protocol_one(binary, joined, order, keep, genres=None):
    users = sorted(int(u) for u in joined.userId.unique())
    train_users, test_users = protocols.split_users(users, protocols.TEST_USERS, protocols.SEED)
    fit_users, validation_users = protocols.split_users(train_users, protocols.VALIDATION_USERS, protocols.SEED + 1)
    known = set(joined.film)
    candidates = [film for film in order if film in known]
    validation = protocols.held_out_users(joined, validation_users, protocols.SEED)
    tuning = tune(joined[joined.userId.isin(fit_users)], validation, candidates, order)
    best_dense = max(tuning, key=lambda lam: (tuning[lam][0], -lam))
    best_shipped = max(tuning, key=lambda lam: (tuning[lam][1], -lam))

    train = joined[joined.userId.isin(train_users)]
    test = protocols.held_out_users(joined, test_users, protocols.SEED)
    films = model_films(train, order)
    log(f"protocol 1: training the shipped model (λ = {corating.LAMBDA:g}) on {len(train_users)} users")
    shipped = CoRating(train, films, corating.LAMBDA)
    dense = shipped if best_dense == corating.LAMBDA else CoRating(train, films, best_dense)
    profiles = {u.user: (u.likes, u.likes + u.passes) for u in test}
    truths = {u.user: u.relevant for u in test}
    rankings = run_swift(binary, train, shipped, test, candidates, keep)
    train_counts = train.groupby("film").size().to_dict()
    rankings["popularity"] = protocols.popularity_top(train_counts, candidates, profiles)
    rankings["co-rating"] = shipped.top(shipped.truncated(), profiles, candidates)
    rankings["ease"] = dense.top(dense.dense, profiles, candidates)
    cold_rows = coldstart.users(test, genres or {})
    cold_users = [user for people in cold_rows.values() for user in people]
    log(f"cold start: ranking {len(cold_rows['k0'])} held-out users at {len(cold_rows)} settings")
    cold = None
    if cold_users:
        cold_feed = run_swift(binary, train, shipped, cold_users, candidates, None,
                              {"MARQUEE_EVAL_RANKERS": "engine"})["engine"]
        cold = coldstart.measure(cold_rows, cold_feed, train, shipped, dense, candidates)
    return {
        "cold": cold, "cold-users": len(cold_rows["k0"]),
        "scores": {key: protocols.score(ranking, truths) for key, ranking in rankings.items()},
        "users": (len(train_users), len(fit_users), len(validation_users), len(test_users), len(test)),
        "profile": (mean(len(u.likes) for u in test), mean(len(u.passes) for u in test),
                    mean(len(u.relevant) for u in test)),
        "films": (len(candidates), len(films)), "tuning": tuning, "lambdas": (best_dense, best_shipped),
    }


def mean(values):
    values = list(values)
    return sum(values) / len(values) if values else 0.0


def run_swift(binary, train, shipped, test, candidates, keep, environment=None, groups=None):
    """Writes the training-only audience scores and neighbours, the profiles and candidates; runs the feeds.

    With `groups` ({name: members}), marquee-eval picks for each group instead, and this returns
    {aggregation: {group: (ids, tastes diverge)}, "own:POOL": {user: that member's own top POOL ids},
    "score:POOL": {user: the engine's scores of those ids}, "union:POOL": {group: (ids, False)}}.
    """
    audience = train.groupby("film").rating.agg(["mean", "size"])
    neighbours = dict(zip(shipped.films, shipped.neighbours))
    with tempfile.TemporaryDirectory(prefix="marquee-eval-") as directory:
        folder = Path(directory)
        if keep is not None:
            keep.mkdir(parents=True, exist_ok=True)
            folder = keep
        with open(folder / "model.tsv", "w", encoding="utf-8") as handle:
            for film, row in audience.iterrows():
                links = "|".join(f"{shipped.films[j]}:{units}" for j, units in neighbours.get(film, []))
                handle.write(f"{film}\t{row['mean']:.4f}\t{int(row['size'])}\t{links}\n")
        with open(folder / "profiles.tsv", "w", encoding="utf-8") as handle:
            for user in test:
                genres = f"\t{','.join(user.genres)}" if user.genres else ""
                handle.write(f"{user.user}\t{','.join(user.likes)}\t{','.join(user.passes)}{genres}\n")
        (folder / "candidates.txt").write_text("".join(f"{film}\n" for film in candidates), encoding="utf-8")
        log(f"protocol 1: ranking {len(test)} held-out users with {binary.name}")
        command = [str(binary), "--model", str(folder / "model.tsv"), "--profiles", str(folder / "profiles.tsv"),
                   "--candidates", str(folder / "candidates.txt"), "--output", str(folder / "ranked.tsv")]
        if groups is not None:
            (folder / "groups.tsv").write_text("".join(f"{name}\t{','.join(map(str, members))}\n"
                                                       for name, members in groups.items()), encoding="utf-8")
            command += ["--groups", str(folder / "groups.tsv")]
        status = subprocess.run(command, stdout=sys.stderr, env={**os.environ, **(environment or {})}).returncode
        if status != 0:
            raise SystemExit(f"eval: {binary.name} failed with exit status {status} (its message is above)")
        rankings = {}
        if groups is not None:
            for line in (folder / "ranked.tsv").read_text(encoding="utf-8").splitlines():
                method, name, ids, *diverge = line.split("\t")
                ids = ids.split(",") if ids else []
                own = method.startswith(("own:", "score:"))
                if method.startswith("score:"):
                    ids = [float(score) for score in ids]
                rankings.setdefault(method, {})[int(name) if own else name] = ids if own else (ids, diverge == ["1"])
            return rankings
        for line in (folder / "ranked.tsv").read_text(encoding="utf-8").splitlines():
            ranker, user, ids = line.split("\t")
            rankings.setdefault(ranker, {})[int(user) if user.isdigit() else user] = ids.split(",") if ids else []
    for ranker, ranking in rankings.items():
        if set(ranking) != {u.user for u in test}:
            raise SystemExit(f"eval: marquee-eval's {ranker} ranking lacks some held-out users")
    return rankings


def protocol_two(frame, description, published):
    """Microsoft Recommenders' ml-100k protocol, for the co-rating model alone (no catalog join)."""
    frame = frame[["user", "item", "rating"]]
    train, test = protocols.stratified_split(frame, protocols.STRATIFIED_TRAIN, protocols.SEED)
    fit, validation = protocols.stratified_split(train, protocols.STRATIFIED_TRAIN, protocols.SEED + 1)
    items = sorted(frame.item.unique())

    def evaluate(model, weights, train_part, test_part):
        liked = train_part[train_part.rating >= corating.MIN_RATING].groupby("user").item.agg(list).to_dict()
        seen = train_part.groupby("user").item.agg(list).to_dict()
        truths = test_part.groupby("user").item.agg(set).to_dict()
        profiles = {user: (liked.get(user, []), seen.get(user, [])) for user in truths}
        return protocols.score(model.top(weights, profiles, items), truths)

    tuning = {}
    for lam in protocols.LAMBDAS:
        log(f"protocol 2 validation: λ = {lam:g}")
        model = CoRating(fit, items, lam, user="user", item="item")
        tuning[lam] = evaluate(model, model.dense, fit, validation)["ndcg"]
    best = max(tuning, key=lambda lam: (tuning[lam], -lam))
    shipped = CoRating(train, items, corating.LAMBDA, user="user", item="item")
    dense = shipped if best == corating.LAMBDA else CoRating(train, items, best, user="user", item="item")
    truths = test.groupby("user").item.agg(set).to_dict()
    seen = train.groupby("user").item.agg(list).to_dict()
    counts = train.groupby("item").size().to_dict()
    popularity = protocols.popularity_top(counts, items, {u: ([], seen.get(u, [])) for u in truths})
    return {
        "description": description,
        "sizes": (len(frame), frame.user.nunique(), len(items), len(train), len(test)),
        "scores": {"co-rating": evaluate(shipped, shipped.truncated(), train, test),
                   "ease": evaluate(dense, dense.dense, train, test),
                   "popularity": protocols.score(popularity, truths)},
        "lambda": best,
    }


def print_first(first, swift_rankers):
    scores = first["scores"]
    train_users, fit_users, validation_users, test_users, evaluated = first["users"]
    likes, passes, held = first["profile"]
    candidates, model = first["films"]
    best_dense, best_shipped = first["lambdas"]
    print()
    print("Protocol 1: Marquee's own feed over the bundled catalog")
    print(f"  Users: {train_users} train (λ tuned on {validation_users} of them after fitting on {fit_users}), "
          f"{test_users} held out and never trained on; {evaluated} of those have two or more 4-star ratings.")
    print(f"  Per held-out user, on average: {likes:.1f} likes (80% of their ≥ 4-star ratings), {passes:.1f} "
          f"passes (≤ 2 stars), {held:.1f} held-out films to find.")
    print(f"  Ranked: {candidates:,} films the dataset knows, minus the user's own; co-rating neighbours and "
          f"audience scores recomputed from the training users only ({model:,} films with ≥ "
          f"{protocols.MODEL_MIN_RATINGS} training ratings).")
    print()
    popularity = scores["popularity"]["ndcg"]
    header = f"  {'Feed':<{WIDTH}} {'nDCG@10':>8} {'Recall@10':>10} {'× popularity':>13}"
    print(header)
    print("  " + "-" * (len(header) - 2))
    rows = list(swift_rankers) + [
        ("popularity", "Popularity (training users' rating counts)"),
        ("co-rating", f"Co-rating model alone (EASE λ={corating.LAMBDA:g}, {corating.NEIGHBOURS}+"
                      f"{corating.NEGATIVE_NEIGHBOURS} links, as shipped)"),
        ("ease", f"EASE dense, λ={best_dense:g} tuned on validation (learned ceiling)"),
    ]
    for key, label in rows:
        row = scores[key]
        print(f"  {label:<{WIDTH}} {row['ndcg']:>8.4f} {row['recall']:>10.4f} "
              f"{row['ndcg'] / popularity if popularity else 0:>12.2f}×")
    grid = ", ".join(f"{lam:g}: {dense:.4f}/{shipped:.4f}" for lam, (dense, shipped) in first["tuning"].items())
    print(f"  Validation nDCG@10 by λ (dense/shipped {corating.NEIGHBOURS} positive and "
          f"{corating.NEGATIVE_NEIGHBOURS} negative links): {grid}. "
          f"Best for the shipped class: λ={best_shipped:g} (ships {corating.LAMBDA:g}).")


def print_second(second, published):
    scores = second["scores"]
    ratings, users, items, train, test = second["sizes"]
    print()
    print("Protocol 2: Microsoft Recommenders' ml-100k protocol. This measures the co-rating model alone:")
    print("  no catalog, no critic or audience scores, no feed code.")
    print(f"  Data: {second['description']}: {ratings:,} ratings, {users:,} users, {items:,} items; stratified "
          f"75/25 per user (seeded): {train:,} train, {test:,} test. Every test rating is relevant; every item "
          f"the user has not rated in train is ranked.")
    print()
    header = (f"  {'Model':<{WIDTH}} {'nDCG@10':>8} {'P@10':>7} {'R@10':>7} {'MAP':>7} {'map_at_k':>9}")
    print(header)
    print("  " + "-" * (len(header) - 2))
    rows = [("co-rating", f"Marquee co-rating model (EASE λ={corating.LAMBDA:g}, {corating.NEIGHBOURS}+"
                          f"{corating.NEGATIVE_NEIGHBOURS} links, ≥ {corating.MIN_RATING:g} stars)"),
            ("ease", f"EASE dense, λ={second['lambda']:g} tuned on a validation split"),
            ("popularity", "Popularity (train rating counts)")]
    for key, label in rows:
        row = scores[key]
        print(f"  {label:<{WIDTH}} {row['ndcg']:>8.4f} {row['precision']:>7.4f} {row['recall']:>7.4f} "
              f"{row['map']:>7.4f} {row['map_at_k']:>9.4f}")
    if published:
        for name, ndcg, precision, recall, average in published:
            label = f"{name} (Recommenders' published table)"
            print(f"  {label:<{WIDTH}} {ndcg:>8.3f} {precision:>7.3f} {recall:>7.3f} {average:>7.3f} {'':>9}")
    print("  MAP is recommenders' `map` (precision summed at each hit, divided by all of the user's relevant items),")
    print("  the definition behind its published MAP column; `map_at_k` divides by min(relevant, 10) instead.")


def targets(first, second, smoke):
    scores = first["scores"]
    feed, popularity = scores["engine"]["ndcg"], scores["popularity"]["ndcg"]
    empty, ease = scores["empty-profile"]["ndcg"], scores["ease"]["ndcg"]
    model = second["scores"]["co-rating"]["ndcg"]
    lines = [
        (feed >= 2 * popularity, f"Protocol 1: feed nDCG@10 {feed:.4f} ≥ 2 × popularity {popularity:.4f} "
                                 f"= {2 * popularity:.4f}"),
        (feed >= empty, f"Protocol 1: feed nDCG@10 {feed:.4f} ≥ empty-profile feed {empty:.4f}"),
        (feed >= 0.9 * ease, f"Protocol 1 (stretch): feed nDCG@10 {feed:.4f} ≥ 0.9 × EASE {ease:.4f} "
                             f"= {0.9 * ease:.4f}"),
        (model >= 0.40, f"Protocol 2: co-rating model nDCG@10 {model:.4f} ≥ 0.40 (SAR 0.382; ambitious: BiVAE "
                        f"0.475{', ' + ('reached' if model >= 0.475 else 'not reached') if not smoke else ''})"
         + (" [on the smoke slice, not ML-100K]" if smoke else "")),
    ]
    print()
    print("Targets:")
    for passed, text in lines:
        print(f"  {'PASS' if passed else 'MISS'}  {text}")
