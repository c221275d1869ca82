"""Deterministic numpy training: logistic regression and a one-hidden-layer MLP, both by full-batch Adam.

Label: a film is "critically acclaimed" when its critics' average is at least 7.0/10. Only films with
at least 20 critic reviews are labelled, so the label rests on enough reviews; the model then scores
every film, including those with few or no reviews.
"""

import hashlib
from dataclasses import dataclass

import numpy as np

from .features import encode, feature_names, fit_spec
from .model import Model

ACCLAIM_THRESHOLD = 7.0
MIN_REVIEWS = 20
SEED = 20251130


@dataclass(frozen=True)
class Split:
    """Labelled films divided into train / validation / test by a hash of the IMDb id."""

    train: list
    validation: list
    test: list


def bucket(imdb_id):
    """A stable 0–99 bucket from the IMDb id, independent of catalog order or size."""
    return int(hashlib.sha256(imdb_id.encode("ascii")).hexdigest()[:8], 16) % 100


def labelled(films):
    """Films whose label is defined: a critics' average over at least MIN_REVIEWS reviews."""
    return [f for f in films if f.critic_average is not None and f.critic_reviews >= MIN_REVIEWS]


def label(films):
    """1.0 for critically acclaimed films, else 0.0."""
    return np.array([f.critic_average >= ACCLAIM_THRESHOLD for f in films], dtype=np.float64)


def split(films):
    """70 % train, 15 % validation (model selection, early stopping), 15 % test (reported only)."""
    films = labelled(films)
    return Split(
        train=[f for f in films if bucket(f.imdb_id) < 70],
        validation=[f for f in films if 70 <= bucket(f.imdb_id) < 85],
        test=[f for f in films if bucket(f.imdb_id) >= 85],
    )


def auc(labels, scores):
    """Area under the ROC curve (Mann–Whitney U with average ranks for ties)."""
    labels = np.asarray(labels, dtype=bool)
    scores = np.asarray(scores, dtype=np.float64)
    positives, negatives = labels.sum(), (~labels).sum()
    if positives == 0 or negatives == 0:
        return float("nan")
    order = np.argsort(scores, kind="mergesort")
    ranks = np.empty(len(scores), dtype=np.float64)
    sorted_scores = scores[order]
    start = 0
    while start < len(scores):
        end = start
        while end + 1 < len(scores) and sorted_scores[end + 1] == sorted_scores[start]:
            end += 1
        ranks[order[start:end + 1]] = (start + end) / 2.0 + 1.0
        start = end + 1
    return float((ranks[labels].sum() - positives * (positives + 1) / 2.0) / (positives * negatives))


def log_loss(labels, probabilities):
    """Mean binary cross-entropy."""
    p = np.clip(probabilities, 1e-12, 1 - 1e-12)
    return float(-np.mean(labels * np.log(p) + (1 - labels) * np.log(1 - p)))


def metrics(labels, probabilities):
    """AUC, accuracy at 0.5 and log loss, rounded for printing and the model file."""
    return {
        "auc": round(auc(labels, probabilities), 4),
        "accuracy": round(float(np.mean((probabilities >= 0.5) == (labels == 1))), 4),
        "log_loss": round(log_loss(labels, probabilities), 4),
    }


def _sigmoid(z):
    return 1.0 / (1.0 + np.exp(-np.clip(z, -40.0, 40.0)))


def _forward(params, x):
    """Returns (hidden activations or None, probabilities)."""
    if len(params) == 2:
        return None, _sigmoid(x @ params[0] + params[1])[:, 0]
    w1, b1, w2, b2 = params
    hidden = np.maximum(x @ w1 + b1, 0.0)
    return hidden, _sigmoid(hidden @ w2 + b2)[:, 0]


def _gradients(params, x, y, l2):
    hidden, p = _forward(params, x)
    error = ((p - y) / len(y))[:, None]
    if hidden is None:
        w, _ = params
        return [x.T @ error + l2 * w, error.sum(axis=0)]
    w1, _, w2, _ = params
    back = (error @ w2.T) * (hidden > 0)
    return [x.T @ back + l2 * w1, back.sum(axis=0), hidden.T @ error + l2 * w2, error.sum(axis=0)]


def _adam(params, x, y, xv, yv, *, steps, rate, l2, check_every=10):
    """Full-batch Adam; keeps the parameters with the lowest validation log loss (early stopping)."""
    moments = [np.zeros_like(p) for p in params]
    squares = [np.zeros_like(p) for p in params]
    best = (log_loss(yv, _forward(params, xv)[1]), 0, [p.copy() for p in params])
    for step in range(1, steps + 1):
        for index, gradient in enumerate(_gradients(params, x, y, l2)):
            moments[index] = 0.9 * moments[index] + 0.1 * gradient
            squares[index] = 0.999 * squares[index] + 0.001 * gradient ** 2
            corrected_m = moments[index] / (1 - 0.9 ** step)
            corrected_v = squares[index] / (1 - 0.999 ** step)
            params[index] = params[index] - rate * corrected_m / (np.sqrt(corrected_v) + 1e-8)
        if step % check_every == 0:
            loss = log_loss(yv, _forward(params, xv)[1])
            if loss < best[0] - 1e-6:
                best = (loss, step, [p.copy() for p in params])
    return best[2], best[1]


def train_logistic(x, y, xv, yv, *, steps=1500, rate=0.05, l2=1e-3):
    """Logistic regression; returns (layers, best step)."""
    params = [np.zeros((x.shape[1], 1)), np.zeros(1)]
    params, step = _adam(params, x, y, xv, yv, steps=steps, rate=rate, l2=l2)
    return [(params[0], params[1])], step


def train_mlp(x, y, xv, yv, *, hidden=16, steps=2000, rate=0.01, l2=1e-3, seed=SEED):
    """One ReLU hidden layer, He-initialised from a seeded generator; returns (layers, best step)."""
    rng = np.random.default_rng(seed)
    params = [
        rng.normal(0.0, np.sqrt(2.0 / x.shape[1]), size=(x.shape[1], hidden)),
        np.zeros(hidden),
        rng.normal(0.0, np.sqrt(2.0 / hidden), size=(hidden, 1)),
        np.zeros(1),
    ]
    params, step = _adam(params, x, y, xv, yv, steps=steps, rate=rate, l2=l2)
    return [(params[0], params[1]), (params[2], params[3])], step


def train(catalog):
    """Trains every candidate, picks by validation AUC, and returns (model, report dict).

    The report holds split sizes, positive rates and validation/test metrics for: the prior
    (always the training positive rate), year alone, review count alone, logistic regression and the MLP.
    """
    parts = split(catalog.films)
    spec = fit_spec(parts.train)
    x, xv, xt = encode(parts.train, spec), encode(parts.validation, spec), encode(parts.test, spec)
    y, yv, yt = label(parts.train), label(parts.validation), label(parts.test)

    # One-feature baselines: does a single obvious signal already explain the label?
    single = {}
    for baseline, column_name in (("year_only", "year_z"), ("reviews_only", "log_reviews_z")):
        column = [feature_names().index(column_name)]
        layers, _ = train_logistic(x[:, column], y, xv[:, column], yv)
        single[baseline] = (column, Model(spec=spec, layers=layers))
    logistic_layers, logistic_step = train_logistic(x, y, xv, yv)
    mlp_layers, mlp_step = train_mlp(x, y, xv, yv)
    candidates = {
        "logistic_regression": Model(spec=spec, layers=logistic_layers),
        "mlp": Model(spec=spec, layers=mlp_layers),
    }

    prior = float(y.mean())
    report = {
        "split": {name: {"films": len(films), "positive_rate": round(float(label(films).mean()), 4)}
                  for name, films in (("train", parts.train), ("validation", parts.validation),
                                      ("test", parts.test))},
        "validation": {}, "test": {},
        "best_step": {"logistic_regression": logistic_step, "mlp": mlp_step},
    }
    for name, (xs, ys) in (("validation", (xv, yv)), ("test", (xt, yt))):
        report[name]["prior"] = metrics(ys, np.full(len(ys), prior))
        for baseline, (column, baseline_model) in single.items():
            report[name][baseline] = metrics(ys, baseline_model.predict_matrix(xs[:, column]))
        for candidate, model in candidates.items():
            report[name][candidate] = metrics(ys, model.predict_matrix(xs))
    chosen = max(candidates, key=lambda name: report["validation"][name]["auc"])
    report["chosen"] = chosen
    model = candidates[chosen]
    model.info = {
        "architecture": "MLP 1×16 ReLU, sigmoid output" if chosen == "mlp" else "logistic regression",
        "label": f"critics' average >= {ACCLAIM_THRESHOLD}/10, among films with >= {MIN_REVIEWS} reviews",
        "catalog_sha256": catalog.sha256,
        "seed": SEED,
        "metrics": report,
    }
    return model, report
