"""Hand-made checks of Scripts/eval --groups' groups, metrics and replay of the group policy (datakit/groups.py)."""

import math
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from datakit import groups  # noqa: E402


def test_jaccard_is_shared_over_all_and_zero_for_nothing():
    assert groups.jaccard({"a", "b", "c"}, {"b", "c", "d"}) == pytest.approx(0.5)
    assert groups.jaccard(set(), set()) == 0.0


def test_divergent_groups_keep_every_pair_under_the_threshold_and_draws_are_seeded():
    likes = {1: {"a", "b"}, 2: {"a", "b"}, 3: {"c"}, 4: {"d"}, 5: {"e"}}
    drawn = groups.form(likes, 2, 50, seed=7, below=0.05)
    assert {1, 2} not in [set(members) for members in drawn]
    assert len(drawn) == 9  # the ten pairs of five users, less the one that overlaps
    assert len({frozenset(members) for members in drawn}) == len(drawn)
    assert groups.form(likes, 2, 50, seed=7, below=0.05) == drawn


def test_random_groups_stop_at_the_count_and_never_exceed_the_users():
    likes = {user: {user} for user in range(10)}
    assert len(groups.form(likes, 4, 20, seed=1)) == 20
    assert groups.form({1: set()}, 2, 5, seed=1) == []


def test_measure_gives_the_members_mean_the_worst_member_and_whether_all_hit():
    truths = {1: {"a"}, 2: {"z"}}
    result = groups.measure({"g": ["a", "x"]}, {"g": (1, 2)}, truths)
    assert result == {"mean": pytest.approx(0.5), "worst": 0.0, "everyone": 0.0, "groups": 1}
    both = groups.measure({"g": ["x", "z", "a"]}, {"g": (1, 2)}, truths)
    assert both["worst"] == pytest.approx(1 / math.log2(4))
    assert both["everyone"] == 1.0


def test_popularity_leaves_out_what_any_member_has_seen():
    counts = {"a": 9, "b": 8, "c": 7, "d": 1}
    tops = groups.popularity(counts, ["d", "c", "b", "a"], {"g": (1, 2)}, {1: {"a"}, 2: {"c"}}, k=2)
    assert tops == {"g": ["b", "d"]}


def test_satisfaction_mappings_start_at_one_and_fall():
    assert groups.satisfaction(0, 50, "half2") == 1.0
    assert groups.satisfaction(2, 50, "half2") == pytest.approx(0.5)
    assert groups.satisfaction(10, 200, "linear") == pytest.approx(0.95)
    assert groups.satisfaction(2, 200, "log") == pytest.approx(0.5)
    assert [groups.satisfaction(rank, 50, "step10") for rank in (0, 9, 10)] == [1.0, 1.0, 0.0]
    with pytest.raises(ValueError):
        groups.satisfaction(0, 50, "steep")


@pytest.mark.parametrize("fast", [False, True])
def test_order_replays_group_aggregation_on_the_swift_tests_groups(fast, monkeypatch):
    if not fast:
        monkeypatch.setattr(groups, "numpy", None)
    elif groups.numpy is None:
        pytest.skip("numpy is not installed")
    lifted = [[1.0, 0.0], [1.0, 0.0], [1.0, 0.0], [0.0, 0.6]]
    assert groups.order(lifted, "average", 3) == [0, 1, 2]
    assert groups.order(lifted, "leastMisery", 3) == [0, 1, 2]
    assert groups.order(lifted, "fair", 3, floor=0.05) == [0, 3, 1]
    ties = [[0.5, 0.5]] * 4
    assert all(groups.order(ties, method, 4) == [0, 1, 2, 3] for method in groups.METHODS)
    assert all(groups.order([], method, 10) == [] for method in groups.METHODS)


def test_pick_replays_the_use_case_round_robin_exclusions_and_fair_order():
    # The Swift use case's test: Inception is your third, Arrival Ana's fourth, Alien your fourth.
    own = {"you": ["heat", "godfather", "inception", "alien"], "ana": ["matrix", "heat", "godfather", "arrival"]}
    seen = {"you": {"matrix"}, "ana": {"heat", "godfather"}}
    assert groups.pick(own, seen, ("you", "ana"), "fair", 50, "half2", 0.2) == ["inception", "arrival", "alien"]


def test_pick_adds_the_union_feeds_satisfaction_to_every_members():
    # The Swift use case's test: the group's own feed ranks The Godfather, Ana's second, first.
    own = {"you": ["alien", "inception"], "ana": ["arrival", "godfather"]}
    seen = {"you": set(), "ana": set()}
    assert groups.pick(own, seen, ("you", "ana"), "fair", 200, "half1.5", 0.05, limit=2) == ["alien", "arrival"]
    assert groups.pick(own, seen, ("you", "ana"), "fair", 200, "half1.5", 0.05, limit=2, union=["godfather"],
                       shared=0.25) == ["godfather", "alien"]


def test_satisfaction_tails_and_powers_reach_past_the_first_places():
    assert groups.satisfaction(2, 4, "half2+0.1") == pytest.approx(0.5 + 0.1 * 0.5)
    assert groups.satisfaction(3, 300, "power1") == pytest.approx(0.25)


def test_measured_alternatives_serve_the_member_left_out():
    if groups.numpy is None:
        pytest.skip("numpy is not installed")
    lifted = [[1.0, 0.0], [1.0, 0.0], [1.0, 0.0], [0.0, 0.6]]
    assert groups.order(lifted, "exactlyProportional", 3) == [0, 3, 1]
    assert groups.order(lifted, "minWeight", 3) == [0, 3, 1]
    assert groups.order(lifted, "weightedFair", 3, floor=0.05, weights=[1, 1]) == [0, 3, 1]
    assert groups.order(lifted, "anyHit", 3) == [0, 3, 1]


def test_pick_reads_satisfaction_past_the_pool_when_told_to():
    own = {"you": ["alien", "heat", "inception"], "ana": ["arrival", "inception", "matrix"]}
    seen = {"you": set(), "ana": set()}
    # Within the pool of 2, Heat (your second) and Inception (Ana's second) tie, and the earlier candidate wins.
    assert groups.pick(own, seen, ("you", "ana"), "average", 2, "linear", 0.05)[2] == "heat"
    # Read 3 places deep, Inception is also your third, so it counts for both of you and comes first.
    assert groups.pick(own, seen, ("you", "ana"), "average", 2, "linear", 0.05, know=3)[2] == "inception"


def test_score_average_orders_by_the_members_mean_engine_score_and_floors_films_below_a_list():
    # You score Heat far above anything; Ana's list is flat. Averaging scores lets your scale decide, and Ana's
    # unlisted Heat takes her lowest listed score.
    own = {"you": ["heat", "alien", "matrix"], "ana": ["arrival", "amelie"]}
    scores = {"you": [9.0, 2.0, 1.0], "ana": [1.2, 1.1]}
    seen = {"you": set(), "ana": {"matrix"}}
    assert groups.score_average(own, scores, seen, ("you", "ana"), 50) == ["heat", "alien", "arrival", "amelie"]
    # With a pool of 1, Amélie is a candidate only through the union feed.
    assert groups.score_average(own, scores, seen, ("you", "ana"), 1) == ["heat", "arrival"]
    assert groups.score_average(own, scores, seen, ("you", "ana"), 1, union=["amelie"]) == ["heat", "arrival",
                                                                                            "amelie"]


def test_own_truth_is_each_members_unseen_top_k():
    own = {"you": ["heat", "alien", "matrix", "arrival"]}
    assert groups.own_truth(own, {"you": {"alien"}}, k=2) == {"you": {"heat", "matrix"}}
