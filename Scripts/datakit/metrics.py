"""Top-k ranking metrics with binary relevance, defined as Microsoft Recommenders defines them.

`ranked` is a list of ids, best first; `relevant` a set of ids. Every function looks at the first k only.
- nDCG@k: DCG = Σ 1/log2(position + 1) over hits; divided by the DCG of min(|relevant|, k) hits on top.
- Precision@k: hits / k (a shorter list still divides by k).
- Recall@k: hits / |relevant|.
- MAP: Σ precision at each hit, divided by |relevant| (recommenders' `map`, which its published ml-100k
  table reports as MAP@10); `map_at_k` divides by min(|relevant|, k) instead.
"""

import math


def hits(ranked, relevant, k):
    return [item in relevant for item in ranked[:k]]


def ndcg_at_k(ranked, relevant, k):
    if not relevant:
        return 0.0
    dcg = sum(1 / math.log2(position + 2) for position, hit in enumerate(hits(ranked, relevant, k)) if hit)
    ideal = sum(1 / math.log2(position + 2) for position in range(min(len(relevant), k)))
    return dcg / ideal


def precision_at_k(ranked, relevant, k):
    return sum(hits(ranked, relevant, k)) / k


def recall_at_k(ranked, relevant, k):
    return sum(hits(ranked, relevant, k)) / len(relevant) if relevant else 0.0


def _precision_sum(ranked, relevant, k):
    total, found = 0.0, 0
    for position, hit in enumerate(hits(ranked, relevant, k)):
        if hit:
            found += 1
            total += found / (position + 1)
    return total


def average_precision(ranked, relevant, k):
    """recommenders' `map` for one user: divided by every relevant item."""
    return _precision_sum(ranked, relevant, k) / len(relevant) if relevant else 0.0


def average_precision_at_k(ranked, relevant, k):
    """recommenders' `map_at_k` for one user: divided by min(|relevant|, k)."""
    return _precision_sum(ranked, relevant, k) / min(len(relevant), k) if relevant else 0.0


METRICS = {"ndcg": ndcg_at_k, "precision": precision_at_k, "recall": recall_at_k, "map": average_precision,
           "map_at_k": average_precision_at_k}


def mean_metrics(rankings, truths, k=10):
    """The mean of every metric over the users in `truths`; a user with no ranking scores zero."""
    users = [user for user in truths if truths[user]]
    return {name: sum(metric(rankings.get(user, []), truths[user], k) for user in users) / len(users)
            for name, metric in METRICS.items()}
