"""Scripts/eval --groups: synthetic groups of held-out users, what a group's top 10 gives each member, and a
replay of `PickTogetherUseCase` for the tuning grid. Pure Python, so pytest runs it without numpy.

A group's members are protocol 1's held-out users; each member's held-out likes are their ground truth, and the
group's picks leave out every member's likes and passes, as the app does. Random groups draw members at random;
divergent groups draw them until no two members' training likes overlap by a Jaccard index of `DIVERGENT` or more.
"""

import itertools
import math
import random

from . import metrics

try:  # the eval's venv has numpy, which makes the tuning grid's greedy steps fast; pytest may run without it
    import numpy
except ImportError:
    numpy = None

SIZES = (2, 4)
KINDS = ("random", "divergent")
GROUPS, SMOKE_GROUPS = 250, 12  # per kind and size; the smoke slice has few users
DIVERGENT = 0.05  # every pair of a divergent group shares less than this Jaccard index of training likes
TUNING_SEED, TEST_SEED = 1, 2  # groups of validation users (tuned on) and of test users (reported, never tuned on)
METHODS = ("fair", "average", "leastMisery")  # GroupAggregation's raw values
K = 10


def jaccard(first, second):
    """|A ∩ B| / |A ∪ B| of two sets; 0 for two empty sets."""
    union = len(first | second)
    return len(first & second) / union if union else 0.0


def form(likes, size, count, seed, below=None, attempts=200_000):
    """Up to `count` distinct groups of `size` members, drawn at random (seeded) from `likes`' users.

    `likes` maps a user to their training likes. With `below`, a group is kept only when every pair of its members
    has a Jaccard index under it. Members keep the order drawn; a group is distinct as a set.
    """
    users = sorted(likes)
    rng = random.Random(seed)
    found, seen = [], set()
    for _ in range(attempts):
        if len(found) == count or len(users) < size:
            break
        members = tuple(rng.sample(users, size))
        key = frozenset(members)
        if key in seen:
            continue
        seen.add(key)
        pairs = itertools.combinations(members, 2)
        if below is not None and any(jaccard(likes[a], likes[b]) >= below for a, b in pairs):
            continue
        found.append(members)
    return found


def synthetic(users, count, seed):
    """Every kind and size of group from protocol 1's held-out users: {(kind, size): {name: members}}."""
    likes = {user.user: set(user.likes) for user in users}
    result = {}
    for kind in KINDS:
        for size in SIZES:
            below = DIVERGENT if kind == "divergent" else None
            drawn = form(likes, size, count, seed * 1000 + size * 10 + KINDS.index(kind), below)
            result[(kind, size)] = {f"{kind}-{size}-{index}": members for index, members in enumerate(drawn)}
    return result


def measure(tops, groups, truths, k=K):
    """Means over the groups: the members' mean nDCG@k, the worst member's, and the share where every member has
    a held-out like in the top k. `tops` maps a group to its picks, `truths` a user to their held-out likes."""
    means, worst, everyone = [], [], []
    for name, members in groups.items():
        ranked = tops.get(name, [])[:k]
        scores = [metrics.ndcg_at_k(ranked, truths[member], k) for member in members]
        means.append(sum(scores) / len(scores))
        worst.append(min(scores))
        everyone.append(all(any(film in truths[member] for film in ranked) for member in members))
    count = len(means) or 1
    return {"mean": sum(means) / count, "worst": sum(worst) / count, "everyone": sum(everyone) / count,
            "groups": len(means)}


def popularity(counts, candidates, groups, seen, k=K):
    """The most-rated candidates no member has seen; ties keep candidate order."""
    ordered = sorted(candidates, key=lambda film: -counts.get(film, 0))
    tops = {}
    for name, members in groups.items():
        excluded = set().union(*(seen[member] for member in members))
        tops[name] = [film for film in ordered[:k + len(excluded)] if film not in excluded][:k]
    return tops


def satisfaction(rank, pool, mapping):
    """A member's satisfaction with their own pick at `rank` (0 first) of `pool`: from 1 down toward 0.

    `linear` falls evenly to 0 at the pool's end; `log` is DCG's discount, 1 / log2(rank + 2); `halfN` halves every
    N places; `halfN+T` adds T times the share of the pool below the film, so a film far down a member's list is
    still worth a little to them; `powerA` is (rank + 1) ** -A, the shape of a member's hit rate down their list;
    `stepN` is 1 for the first N places and 0 below, which leaves averaging blind to who is served.
    """
    if "+" in mapping:
        head, tail = mapping.split("+")
        return satisfaction(rank, pool, head) + float(tail) * (1 - rank / pool)
    if mapping.startswith("step"):
        return 1.0 if rank < int(mapping[4:]) else 0.0
    if mapping.startswith("power"):
        return (rank + 1) ** -float(mapping[5:])
    if mapping == "linear":
        return 1 - rank / pool
    if mapping == "log":
        return 1 / math.log2(rank + 2)
    if mapping.startswith("half"):
        return 0.5 ** (rank / float(mapping[4:]))
    raise ValueError(f"unknown satisfaction mapping {mapping}")


def order(satisfactions, method, limit, floor=0.05, weights=None):
    """GroupAggregation.order: indexes into `satisfactions` (one row per candidate, one value per member), best
    first; ties keep the input order. The methods of `ALTERNATIVES` (numpy only) are measured, not shipped."""
    if method in ALTERNATIVES:
        return ALTERNATIVES[method](numpy.asarray(satisfactions, dtype=float), limit, floor, weights)
    if method in ("average", "leastMisery"):
        value = (lambda row: sum(row) / len(row)) if method == "average" else min
        values = [value(row) for row in satisfactions]
        return sorted(range(len(values)), key=lambda index: (-values[index], index))[:limit]
    if numpy is not None and satisfactions:
        return fair_numpy(satisfactions, limit, floor)
    members = len(satisfactions[0]) if satisfactions else 0
    gained = [0.0] * members
    left = list(range(len(satisfactions)))
    chosen = []
    while len(chosen) < limit and left:
        best, best_gain = 0, -math.inf
        for position, candidate in enumerate(left):
            row = satisfactions[candidate]
            gain = sum(math.log(floor + gained[m] + row[m]) - math.log(floor + gained[m]) for m in range(members))
            if gain > best_gain:
                best, best_gain = position, gain
        pick = left.pop(best)
        gained = [total + value for total, value in zip(gained, satisfactions[pick])]
        chosen.append(pick)
    return chosen


def fair_numpy(satisfactions, limit, floor):
    """`order`'s greedy proportional fairness, each step over every candidate at once."""
    table = numpy.asarray(satisfactions, dtype=float)
    gained = numpy.zeros(table.shape[1])
    left = numpy.ones(len(table), dtype=bool)
    chosen = []
    while len(chosen) < min(limit, len(table)):
        gains = (numpy.log(floor + gained + table) - numpy.log(floor + gained)).sum(axis=1)
        gains[~left] = -numpy.inf
        pick = int(numpy.argmax(gains))  # the first of equal gains: ties keep the input order
        left[pick] = False
        gained += table[pick]
        chosen.append(pick)
    return chosen


def gather(own, seen, members, pool, union):
    """The use case's candidates: each member's own top `pool`, then the union feed's, round-robin by place, leaving
    out what any member has seen and keeping each film's first place."""
    lists = [own[member][:pool] for member in members] + [list(union[:pool])]
    excluded = set().union(*(seen[member] for member in members))
    candidates, taken = [], set()
    for rank in range(max((len(ranked) for ranked in lists), default=0)):
        for ranked in lists:
            if rank < len(ranked) and ranked[rank] not in excluded and ranked[rank] not in taken:
                taken.add(ranked[rank])
                candidates.append(ranked[rank])
    return candidates


def pick(own, seen, members, method, pool, mapping, floor, limit=K, union=(), shared=0.0, know=None, weights=None):
    """PickTogetherUseCase.picks: the members' own top `pool`, then the feed for the union of their reactions
    (`union`), round-robin into candidates no member has seen, each scored per member by `satisfaction` plus
    `shared` times the union feed's satisfaction, ordered by `method`. With `shared` 0 the union feed is not used.
    With `know` above `pool`, a candidate's satisfaction reads each list down to `know` places, not just the pool."""
    know = know or pool
    candidates = gather(own, seen, members, pool, union if shared else ())
    known = [own[member][:know] for member in members] + [list(union[:know]) if shared else []]
    positions = [{film: rank for rank, film in reversed(list(enumerate(ranked)))} for ranked in known]
    rows = []
    for film in candidates:
        both = positions[-1].get(film)
        bonus = shared * satisfaction(both, know, mapping) if both is not None else 0.0
        rows.append([(satisfaction(where[film], know, mapping) if film in where else 0.0) + bonus
                     for where in positions[:-1]])
    return [candidates[index] for index in order(rows, method, limit, floor, weights)]


def score_average(own, scores, seen, members, pool, limit=K, union=()):
    """Averaging as group recommendation usually means it: the candidates `pick` gathers (each member's own top
    `pool` and the union feed's), ordered by the mean of the members' engine scores, read from `own` and `scores`
    as deep as they go; a film below a member's list gets their lowest listed score."""
    candidates = gather(own, seen, members, pool, union)
    known = [dict(zip(reversed(own[member]), reversed(scores[member]))) for member in members]
    floors = [min(scores[member], default=0.0) for member in members]
    means = [sum(where.get(film, low) for where, low in zip(known, floors)) / len(members) for film in candidates]
    return [candidates[index] for index in sorted(range(len(candidates)), key=lambda i: (-means[i], i))[:limit]]


def own_truth(own, seen, k=K):
    """Each member's own top `k` films they have not seen: the truth of a coupled measure, where what the model
    predicts is taken as right, so only the aggregation can lose a member's satisfaction."""
    return {user: set([film for film in ranked if film not in seen[user]][:k]) for user, ranked in own.items()}


def greedy(table, limit, gain):
    """Greedy picks from `table` (candidates × members): each step takes the candidate of the largest
    `gain(gained, table)`, where `gained` is what each member has from the picks so far; ties keep the input order."""
    gained = numpy.zeros(table.shape[1])
    left = numpy.ones(len(table), dtype=bool)
    chosen = []
    while len(chosen) < min(limit, len(table)):
        gains = gain(gained, table)
        gains[~left] = -numpy.inf
        chosen.append(int(numpy.argmax(gains)))
        left[chosen[-1]] = False
        gained = gained + table[chosen[-1]]
    return chosen


def proportional(table, limit, floor, weights):
    """`exactlyProportional` (EP-FuzzDA, Malecek and Peska 2021): a candidate gains for each member only what
    brings them up to an equal share of everything picked so far with it; the total breaks ties."""
    def gain(gained, rows):
        share = (gained.sum() + rows.sum(axis=1, keepdims=True)) / rows.shape[1]
        return numpy.minimum(rows, numpy.maximum(0, share - gained)).sum(axis=1) + 1e-6 * rows.sum(axis=1)
    return greedy(table, limit, gain)


def min_weight(table, limit, floor, weights):
    """`minWeight`: each step maximises the members' mean total plus the least-served member's total."""
    return greedy(table, limit, lambda gained, rows: (gained + rows).mean(axis=1) + (gained + rows).min(axis=1))


def weighted_fair(table, limit, floor, weights):
    """`weightedFair`: fair's sum of logs with each member's term weighted (by `weights`, one per member)."""
    weights = numpy.ones(table.shape[1]) if weights is None else numpy.asarray(weights, dtype=float)
    return greedy(table, limit, lambda gained, rows: (weights * (numpy.log(floor + gained + rows)
                                                                  - numpy.log(floor + gained))).sum(axis=1))


HIT_AT_FIRST = 0.27  # a member's chance of a hit at their own first pick; Scripts/eval measures it on validation


def any_hit(table, limit, floor, weights):
    """`anyHit`: satisfaction read as a hit probability (`HIT_AT_FIRST` times it); each step maximises the sum over
    members of the log of the floor plus the chance that at least one pick so far is a hit for them."""
    misses = -numpy.log1p(-numpy.minimum(HIT_AT_FIRST * table, 0.999))
    def gain(gained, rows):
        return (numpy.log(floor + 1 - numpy.exp(-(gained + rows))) - numpy.log(floor + 1 - numpy.exp(-gained))).sum(1)
    return greedy(misses, limit, gain)


ALTERNATIVES = {"exactlyProportional": proportional, "minWeight": min_weight, "weightedFair": weighted_fair,
                "anyHit": any_hit}
