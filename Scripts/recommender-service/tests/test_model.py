"""The catalog reader, the ranking rules and the learned model, below the HTTP layer."""

import json

import numpy as np
import pytest

from recommender.catalog import CatalogError, load_catalog, parse_catalog_text
from recommender.model import DEFAULT_MODEL, load_model
from recommender.ranking import parse_duration, summary
from recommender.training import auc, train


@pytest.fixture(scope="module")
def catalog():
    return load_catalog()


@pytest.fixture(scope="module")
def trained(catalog):
    return train(catalog)


@pytest.mark.parametrize(
    ("text", "minutes"),
    [("120", 120), ("90 min", 90), ("1h 30m", 90), ("2h", 120), ("45m", 45), (" 100 ", 100), ("2 Seasons", None),
     ("1 season", None), ("", None), ("long", None), ("0", None)],
)
def test_duration_text_parses_like_the_seed_except_seasons(text, minutes):
    assert parse_duration(text) == minutes


def test_the_catalog_is_the_one_marquee_compiles_in(catalog):
    assert len(catalog.films) == 18946
    matrix = next(f for f in catalog.films if f.imdb_id == "tt0133093")
    assert (matrix.title, matrix.year, matrix.runtime, matrix.genres[0], matrix.directors[0], matrix.mpaa) == (
        "The Matrix", 1999, 136, "Action", "Lana Wachowski", "R")
    assert summary(matrix) == ("A 1999 Action film directed by Lana Wachowski, 136 minutes. "
                               "Critics: 7.8/10 from 209 reviews.")


@pytest.mark.parametrize(
    "text",
    ["no newline at the end", "wrong header\t1\n",
     "marquee-catalog v3\t2\ntt1\tA\t2000\t\t\t\t\t\t\t0\t\t\n",
     "marquee-catalog v3\t1\ntt1\tA\t2000\n",
     "marquee-catalog v2\t1\ntt1\tA\t2000\t\t\t\t\t\t\t0\t\t\t\t\t0\t\t\t\n"],
)
def test_a_malformed_catalog_is_rejected(text):
    with pytest.raises(CatalogError):
        parse_catalog_text(text)


def test_the_committed_model_was_trained_on_this_catalog(catalog):
    assert load_model().info["catalog_sha256"] == catalog.sha256


def test_training_is_deterministic_and_reproduces_the_committed_weights(catalog, trained):
    model, report = trained
    again, report_again = train(catalog)
    assert report == report_again
    for (w1, b1), (w2, b2) in zip(model.layers, again.layers):
        assert np.array_equal(w1, w2) and np.array_equal(b1, b2)
    committed = load_model()
    assert committed.spec == json.loads(json.dumps(model.spec))
    for (w1, b1), (w2, b2) in zip(model.layers, committed.layers):
        assert np.allclose(w1, w2, atol=1e-4) and np.allclose(b1, b2, atol=1e-4)


def test_the_model_beats_its_baselines_on_held_out_films(trained):
    _, report = trained
    test = report["test"]
    assert report["chosen"] == "mlp"
    assert test["mlp"]["auc"] >= 0.85
    assert test["mlp"]["auc"] > test["year_only"]["auc"] + 0.15
    assert test["mlp"]["auc"] > test["reviews_only"]["auc"] + 0.15
    assert test["mlp"]["accuracy"] > test["prior"]["accuracy"] + 0.1


def test_the_model_learns_a_real_label_not_noise(catalog):
    # The seed trained on random labels; shuffling ours must destroy what the model finds.
    model = load_model()
    films = [f for f in catalog.films if f.critic_average is not None and f.critic_reviews >= 20]
    truth = np.array([f.critic_average >= 7.0 for f in films])
    shuffled = np.random.default_rng(0).permutation(truth)
    probabilities = model.predict(films)
    assert auc(truth, probabilities) > 0.85
    assert abs(auc(shuffled, probabilities) - 0.5) < 0.05


def test_auc_counts_ties_as_half():
    assert auc([0, 1], [0.5, 0.5]) == 0.5
    assert auc([0, 0, 1, 1], [0.1, 0.2, 0.3, 0.4]) == 1.0
    assert auc([1, 1, 0, 0], [0.1, 0.2, 0.3, 0.4]) == 0.0


def test_the_default_model_path_is_the_committed_file():
    assert DEFAULT_MODEL.name == "model.json" and DEFAULT_MODEL.exists()
