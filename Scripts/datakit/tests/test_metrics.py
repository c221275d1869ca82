"""Hand-computed checks of the ranking metrics (run by Scripts/test with the recommender venv's pytest)."""

import math
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from datakit import metrics  # noqa: E402


def test_ndcg_counts_hits_by_position_against_the_ideal_order():
    # Hits at positions 1 and 3, two relevant: (1 + 1/log2 4) / (1 + 1/log2 3).
    expected = (1 + 0.5) / (1 + 1 / math.log2(3))
    assert metrics.ndcg_at_k(["a", "x", "b"], {"a", "b"}, 10) == pytest.approx(expected)


def test_ndcg_ideal_is_cut_at_k_so_a_full_top_k_scores_one():
    relevant = {f"r{i}" for i in range(20)}
    assert metrics.ndcg_at_k(sorted(relevant)[:10], relevant, 10) == pytest.approx(1.0)


def test_precision_divides_by_k_and_recall_by_the_relevant_count():
    ranked, relevant = ["a", "x", "b"], {"a", "b", "c", "d"}
    assert metrics.precision_at_k(ranked, relevant, 10) == pytest.approx(0.2)
    assert metrics.recall_at_k(ranked, relevant, 10) == pytest.approx(0.5)


def test_map_divides_by_every_relevant_item_and_map_at_k_by_at_most_k():
    # Hits at 1 and 3: precisions 1/1 and 2/3.
    ranked = ["a", "x", "b"] + [f"x{i}" for i in range(7)]
    relevant = {"a", "b"} | {f"r{i}" for i in range(18)}
    assert metrics.average_precision(ranked, relevant, 10) == pytest.approx((1 + 2 / 3) / 20)
    assert metrics.average_precision_at_k(ranked, relevant, 10) == pytest.approx((1 + 2 / 3) / 10)


def test_only_the_first_k_count_and_no_hit_scores_zero():
    assert metrics.ndcg_at_k(["x", "a"], {"a"}, 1) == 0.0
    assert metrics.average_precision(["x"], {"a"}, 10) == 0.0


def test_mean_metrics_scores_a_user_without_a_ranking_as_zero():
    means = metrics.mean_metrics({"u1": ["a"]}, {"u1": {"a"}, "u2": {"b"}}, k=10)
    assert means["ndcg"] == pytest.approx(0.5)
    assert means["recall"] == pytest.approx(0.5)
