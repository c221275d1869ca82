"""Scripts/eval --groups end to end: groups of protocol 1's held-out users, picked for by the app's
`PickTogetherUseCase` in marquee-eval, beside averaging, least misery and popularity from the same run.

Tuning reads only training users: the validation users of protocol 1 (the model fitted on the other training
users), in groups drawn with `groups.TUNING_SEED`. The reported table is the test users, in groups drawn with
`groups.TEST_SEED`, ranked with the model fitted on every training user; nothing was tuned on them.
"""

import sys

from . import corating, evaluation, groups, metrics, protocols
from .protocols import CoRating

# What PickTogetherUseCase and GroupAggregation ship: the satisfaction mapping, the pool, fair's floor, and the
# weight of the union feed's satisfaction added to every member's (the feed for all the members' reactions at once).
SHIPPED = ("half1.5", 50, 0.2, 0.1)
BEFORE = ("linear", 200, 0.05, 0.0)  # the use case before tuning: satisfaction fell evenly over 200 places
MAPPINGS = ("linear", "log", "half1.5", "half2", "half3", "half5", "half10")
POOLS = (50, 200)
FLOORS = (0.05, 0.2)
SHARES = (0.0, 0.1, 0.25, 0.5, 1.0)  # the union feed's weight
KNOW = 300  # how far down each member's own feed the alternatives below read a candidate's satisfaction
# Measured on the validation groups beside the grid, never shipped: (label, method, mapping, know, weight power).
# A weight power p weights each member's term by their count of likes to the power p.
ALTERNATIVES = (
    (f"rank over {KNOW}, halving 1.5 + 0.01 × share below", "fair", "half1.5+0.01", KNOW, None),
    (f"rank over {KNOW}, (rank + 1) ** -0.8 (hit-rate shape)", "fair", "power0.8", KNOW, None),
    (f"rank over {KNOW}, (rank + 1) ** -1.2", "fair", "power1.2", KNOW, None),
    ("exactly proportional (EP-FuzzDA)", "exactlyProportional", "half1.5", None, None),
    ("mean plus the least-served member's total", "minWeight", "half1.5", None, None),
    ("fair, members weighted by likes ** -0.25", "weightedFair", "half1.5", None, -0.25),
    ("fair, members weighted by likes ** -0.5", "weightedFair", "half1.5", None, -0.5),
    ("any hit: sum of log P(a hit so far)", "anyHit", "half1.5", None, None),
    ("a step: 1 for each member's first 10, else 0", "fair", "step10", None, None),
)
OVERLAPS = (1, 3, 5, 10)  # tastesDiverge: no two members share this many of their own top 50
WIDTH = 40


def log(message):
    print(f"eval: {message}", file=sys.stderr, flush=True)


def picks(binary, ratings, order, users, candidates, sets, pools):
    """marquee-eval's group picks for every set, with the model and audience fitted on `ratings`, and each member's
    own feed for every pool in `pools`."""
    model = CoRating(ratings, evaluation.model_films(ratings, order), corating.LAMBDA)
    every = {name: members for drawn in sets.values() for name, members in drawn.items()}
    log(f"groups: picking for {len(every)} groups of {len(users)} users with marquee-eval")
    wanted = ",".join(str(pool) for pool in sorted(set(pools)))
    return evaluation.run_swift(binary, ratings, model, users, candidates, None, {"MARQUEE_EVAL_POOLS": wanted},
                                groups=every)


def replay(ran, seen, sets, truths, method, setting):
    """groups.measure of the Python replay of the use case under one (mapping, pool, floor, shared), for every set."""
    return {key: groups.measure({name: replay_pick(ran, seen, name, members, method, setting)
                                 for name, members in drawn.items()}, drawn, truths)
            for key, drawn in sets.items()}


def replay_pick(ran, seen, name, members, method, setting):
    """groups.pick for group `name` under one (mapping, pool, floor, shared), with marquee-eval's feeds."""
    mapping, pool, floor, shared = setting
    union = ran[f"union:{pool}"][name][0] if shared else ()
    return groups.pick(ran[f"own:{pool}"], seen, members, method, pool, mapping, floor, union=union, shared=shared)


def overall(by_set, figure):
    return sum(row[figure] for row in by_set.values()) / len(by_set)


def tune(binary, joined, order, candidates, fit_users, validation_users, count, pools):
    """The grid on validation groups; returns the chosen setting (the rule is in `choose`)."""
    fit = joined[joined.userId.isin(fit_users)]
    validation = protocols.held_out_users(joined, validation_users, protocols.SEED)
    sets = groups.synthetic(validation, count, groups.TUNING_SEED)
    ran = picks(binary, fit, order, validation, candidates, sets, pools)
    truths = {u.user: u.relevant for u in validation}
    seen = {u.user: set(u.likes) | set(u.passes) for u in validation}
    grid_pools = tuple(pool for pool in pools if pool != KNOW) or pools
    chosen = grid(ran, sets, truths, seen, f"{len(validation)} validation users of the training users", grid_pools)
    if f"own:{KNOW}" in ran:
        alternatives(ran, sets, truths, seen, {u.user: len(u.likes) for u in validation})
    return chosen


def alternatives(ran, sets, truths, seen, likes):
    """Each of `ALTERNATIVES` on the validation groups at the shipped pool and union weight, against averaging
    with the same satisfactions (the targets' comparison), per set."""
    own = ran[f"own:{KNOW}"]
    firsts = [bool(own[user]) and own[user][0] in truths[user] for user in own]
    groups.HIT_AT_FIRST = sum(firsts) / max(len(firsts), 1)
    print()
    print(f"Watching together, alternatives on the same validation groups (pool {SHIPPED[1]}, union weight "
          f"{SHIPPED[3]:g}, floor {SHIPPED[2]:g}; a validation member's hit rate at their own first pick "
          f"{groups.HIT_AT_FIRST:.3f}):")
    print(f"  {'Alternative':<52} {'mean of sets':>15}  per set: group / worst, vs average (group / worst)")
    for label, method, mapping, know, power in (("shipped", "fair", SHIPPED[0], None, None),) + ALTERNATIVES:
        rows, base = {}, {}
        for key, drawn in sets.items():
            tops, average = {}, {}
            for name, members in drawn.items():
                union = ran[f"union:{max(know or 0, SHIPPED[1])}"][name][0]
                weights = [likes[m] ** power for m in members] if power is not None else None
                common = dict(union=union, shared=SHIPPED[3], know=know)
                tops[name] = groups.pick(own, seen, members, method, SHIPPED[1], mapping, SHIPPED[2],
                                         weights=weights, **common)
                average[name] = groups.pick(own, seen, members, "average", SHIPPED[1], mapping, SHIPPED[2], **common)
            rows[key], base[key] = groups.measure(tops, drawn, truths), groups.measure(average, drawn, truths)
        cells = "  ".join(f"{row['mean']:.4f}/{row['worst']:.4f} ({change(row['mean'], base[key]['mean'])}/"
                          f"{change(row['worst'], base[key]['worst'])})" for key, row in rows.items())
        print(f"  {label:<52} {overall(rows, 'mean'):.4f}/{overall(rows, 'worst'):.4f}  {cells}")


def grid(ran, sets, truths, seen, who, pools=POOLS):
    """Every method under every setting, replayed; prints the grid and returns the chosen (method, setting)."""
    results = {}
    for mapping in MAPPINGS:
        for pool in pools:
            log(f"groups: tuning grid, {mapping} over {pool}")
            for shared in SHARES:
                for method in groups.METHODS:
                    for floor in FLOORS if method == "fair" else (SHIPPED[2],):
                        results[(method, mapping, pool, floor, shared)] = replay(ran, seen, sets, truths, method,
                                                                                 (mapping, pool, floor, shared))
    swift = {key: groups.measure({name: ran["fair"][name][0] for name in drawn}, drawn, truths)
             for key, drawn in sets.items()}
    shipped = results[("fair",) + SHIPPED]
    agree = all(abs(swift[key][f] - shipped[key][f]) < 1e-9 for key in sets for f in ("mean", "worst"))
    chosen = choose(results)
    sizes = ", ".join(f"{len(drawn)} {kind} groups of {size}" for (kind, size), drawn in sets.items())
    print()
    print(f"Watching together, tuning: {who} ({sizes}; seed {groups.TUNING_SEED}),")
    print("  the model fitted on the other training users. Mean over the four sets of the group mean and the worst")
    print("  member's nDCG@10; the Python replay of PickTogetherUseCase "
          f"{'matches' if agree else 'DOES NOT match'} marquee-eval at the shipped setting.")
    print(f"  {'Setting (mapping, pool, floor, union weight)':<{WIDTH}} {'fair':>15} {'average':>15} "
          f"{'least misery':>15}")
    for mapping in MAPPINGS:
        for pool in pools:
            for shared in SHARES:
                for floor in FLOORS:
                    cells = []
                    for method in groups.METHODS:
                        row = results[(method, mapping, pool, floor if method == "fair" else SHIPPED[2], shared)]
                        cells.append(f"{overall(row, 'mean'):.4f}/{overall(row, 'worst'):.4f}")
                    mark = f" ← {chosen[0]} chosen" if (mapping, pool, floor, shared) == chosen[1:] else ""
                    print(f"  {f'{mapping}, {pool}, {floor:g}, {shared:g}':<{WIDTH}} {cells[0]:>15} {cells[1]:>15} "
                          f"{cells[2]:>15}{mark}")
    print(f"  Chosen by the rule in datakit/together.py: {chosen} (ships {('fair',) + SHIPPED}).")
    return chosen


def choose(results):
    """(method, mapping, pool, floor, shared): among fair's settings, the best worst member of those whose group mean
    is within 3% of the best group mean in the grid, both as means over the four sets; a tie goes to the better group
    mean, then to the setting first in the grid (the smaller pool). Fair alone is chosen from since the union feed's
    grid (before, any method could be): the targets set fair against averaging under the same setting, and across
    methods the best worst members were within noise. Figures are compared to the 4 decimals the grid prints, so a
    pool of 200 cannot win on a fifth decimal: it ranks four times the films a member, and `marquee together` takes
    ten times as long in a debug build."""
    def figures(key):
        return round(overall(results[key], "worst"), 4), round(overall(results[key], "mean"), 4)

    best = max(figures(key)[1] for key in results)
    return max((key for key in results if key[0] == "fair" and figures(key)[1] >= 0.97 * best), key=figures)


def run(binary, smoke, slice_path, tuning=True):
    """The grid and alternatives on validation groups (unless not `tuning`), then the test table at `SHIPPED`."""
    joined, order = evaluation.joined_ratings(smoke, slice_path)
    users = sorted(int(u) for u in joined.userId.unique())
    train_users, test_users = protocols.split_users(users, protocols.TEST_USERS, protocols.SEED)
    fit_users, validation_users = protocols.split_users(train_users, protocols.VALIDATION_USERS, protocols.SEED + 1)
    known = set(joined.film)
    candidates = [film for film in order if film in known]
    count = groups.SMOKE_GROUPS if smoke else groups.GROUPS
    # The smoke pass runs a debug build, where each member's feed of 200 costs most of the time: the shipped pool only.
    pools = (SHIPPED[1],) if smoke else tuple(sorted(set(POOLS) | {SHIPPED[1], BEFORE[1]}))
    if tuning:
        tune(binary, joined, order, candidates, fit_users, validation_users, count,
             pools if smoke else tuple(sorted(set(pools) | {KNOW})))

    train = joined[joined.userId.isin(train_users)]
    test = protocols.held_out_users(joined, test_users, protocols.SEED)
    sets = groups.synthetic(test, count, groups.TEST_SEED)
    ran = picks(binary, train, order, test, candidates, sets, pools)
    truths = {u.user: u.relevant for u in test}
    seen = {u.user: set(u.likes) | set(u.passes) for u in test}
    counts = train.groupby("film").size().to_dict()
    print()
    print(f"Watching together: {len(test)} held-out test users (protocol 1) in synthetic groups (seed "
          f"{groups.TEST_SEED}, never tuned on); divergent: every pair's training likes overlap under Jaccard "
          f"{groups.DIVERGENT:g}.")
    print("  Each member's held-out likes are their ground truth; no member's like or pass is picked.")
    header = (f"  {'Groups':<22} {'Method':<32} {'Group nDCG@10':>13} {'Worst member':>12} {'All hit':>8} "
              f"{'vs average':>16}")
    print(header)
    print("  " + "-" * (len(header) - 2))
    targets, coupled = [], []
    deep, union = max(pools), ran[f"union:{SHIPPED[1]}"]
    own = groups.own_truth(ran[f"own:{SHIPPED[1]}"], seen)  # the coupled measure's truth
    for key, drawn in sets.items():
        tops = {method: {name: ran[method][name][0] for name in drawn} for method in groups.METHODS}
        tops["popularity"] = groups.popularity(counts, candidates, drawn, seen)
        tops["scores"] = {name: groups.score_average(ran[f"own:{deep}"], ran[f"score:{deep}"], seen, members,
                                                     SHIPPED[1], union=union[name][0])
                          for name, members in drawn.items()}
        if BEFORE[1] in pools:
            tops["before"] = {name: replay_pick(ran, seen, name, members, "fair", BEFORE)
                              for name, members in drawn.items()}
        rows = {method: groups.measure(top, drawn, truths) for method, top in tops.items()}
        base = rows["average"]
        label = f"{key[0]}, {key[1]} ({len(drawn)})"
        for method, name in (("fair", "fair (ships)"), ("average", "average"), ("leastMisery", "least misery"),
                             ("scores", "average of engine scores"), ("popularity", "popularity"),
                             ("before", "fair, linear over 200 (before)")):
            if method not in rows:
                continue
            row = rows[method]
            versus = (f"{change(row['mean'], base['mean'])} / {change(row['worst'], base['worst'])}"
                      if method != "average" else "")
            print(f"  {label:<22} {name:<32} {row['mean']:>13.4f} {row['worst']:>12.4f} "
                  f"{100 * row['everyone']:>7.1f}% {versus:>16}")
            label = ""
        fair, pop = rows["fair"], rows["popularity"]
        targets.append((key, fair, base, rows["scores"], pop))
        coupled.append((key, {method: groups.measure(tops[method], drawn, own) for method in ("fair", "average",
                                                                                              "scores")}))
    print_targets(targets)
    print_coupled(coupled)
    print_divergence(ran, sets, truths)


def change(value, base):
    return f"{100 * (value / base - 1):+.1f}%" if base else "n/a"


def print_targets(targets):
    print()
    print("Targets (fair against averaging and popularity, same run), first against averaging the same")
    print("  satisfactions (the aggregation alone), then against averaging the members' engine scores:")
    for (kind, size), fair, base, scores, pop in targets:
        for against, label in ((base, "averaging"), (scores, "score averaging")):
            passed = (fair["worst"] >= 1.15 * against["worst"] > 0 and fair["mean"] >= 0.97 * against["mean"]
                      and fair["mean"] >= 1.5 * pop["mean"])
            print(f"  {'PASS' if passed else 'MISS'}  {kind} groups of {size}, against {label}: worst member "
                  f"{fair['worst']:.4f} vs {against['worst']:.4f} ({change(fair['worst'], against['worst'])}, "
                  f"target +15%); group mean {fair['mean']:.4f} vs {against['mean']:.4f} "
                  f"({change(fair['mean'], against['mean'])}, at most -3%); "
                  f"{fair['mean'] / pop['mean'] if pop['mean'] else 0:.2f}× popularity (target 1.5×)")


def print_coupled(coupled):
    """The same picks measured against each member's own top 10 (the model taken as right): what the aggregation
    alone can give the worst member, with no error in the members' predictions."""
    print()
    print("Coupled: each member's own top 10 unseen films as their truth, so only the aggregation loses anything.")
    print("  Group / worst-member nDCG@10; fair's worst member against each averaging.")
    for (kind, size), rows in coupled:
        fair, base, scores = rows["fair"], rows["average"], rows["scores"]
        print(f"  {kind} groups of {size}: fair {fair['mean']:.4f} / {fair['worst']:.4f}, averaging "
              f"{base['mean']:.4f} / {base['worst']:.4f} ({change(fair['worst'], base['worst'])}), score averaging "
              f"{scores['mean']:.4f} / {scores['worst']:.4f} ({change(fair['worst'], scores['worst'])})")


def print_divergence(ran, sets, truths):
    """How often `tastesDiverge` fires in each set, and how the worst member fares when it does."""
    own = {user: ids[:50] for user, ids in ran[f"own:{SHIPPED[1]}"].items()}

    def shared(members):
        return max((len(set(own[a]) & set(own[b])) for i, a in enumerate(members) for b in members[i + 1:]),
                   default=0)

    print()
    print("tastesDiverge (no two members share 5 of their own top 50): share of groups it flags, and the fair")
    print("  picks' worst-member nDCG@10 in flagged and other groups; other thresholds for comparison.")
    for key, drawn in sets.items():
        flagged = [name for name in drawn if ran["fair"][name][1]]
        replayed = [name for name in drawn if shared(drawn[name]) < 5]
        worst = {name: min(metrics.ndcg_at_k(ran["fair"][name][0], truths[m], groups.K) for m in drawn[name])
                 for name in drawn}
        rest = [n for n in drawn if n not in flagged]
        flagged_worst, rest_worst = (f"{sum(worst[n] for n in names) / len(names):.4f}" if names else "none"
                                     for names in (flagged, rest))
        others = ", ".join(f"{threshold}: {100 * sum(shared(m) < threshold for m in drawn.values()) / len(drawn):.0f}%"
                           for threshold in OVERLAPS)
        check = "" if set(flagged) == set(replayed) else " (replay disagrees)"
        print(f"  {key[0]}, {key[1]}: flags {100 * len(flagged) / max(len(drawn), 1):.0f}%{check}; worst member "
              f"{flagged_worst} flagged, {rest_worst} not; by threshold {others}")
