"""Scores marquee-eval-text's answers against the labelled sets; run by Scripts/eval-understanding."""

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

DATA = Path("Scripts/eval-data")
CATALOG = Path("Scripts/catalog/bundled-catalog.tsv")


def load_catalog():
    films = {}
    for line in CATALOG.read_text(encoding="utf-8").splitlines():
        if not (line.startswith("tt") or line.startswith("ml:")):
            continue
        f = line.split("\t")
        films[f[0]] = {
            "title": f[1], "year": int(f[2]) if f[2] else None, "runtime": int(f[3]) if f[3] else None,
            "genres": set(f[4].split(",")) - {""}, "people": set(f[5].split("|") + f[6].split("|")) - {""},
            "rating": f[7] or None, "language": f[10] or None, "countries": set(f[11].split("|")) - {""},
        }
    return films


def load_queries():
    rows = []
    for line in (DATA / "search-queries.tsv").read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or line.startswith("id\t"):
            continue
        qid, split, kind, query, expect, person = line.split("\t")
        rows.append({"id": qid, "split": split, "kind": kind, "query": query,
                     "expect": set(filter(None, expect.split(","))), "person": person})
    return rows


def rank(ranked, query, films):
    for position, film in enumerate(ranked, 1):
        if film in query["expect"] or (query["person"] and query["person"] in films[film]["people"]):
            return position
    return None


def fzf_ranked(query, lines_path, ids):
    out = subprocess.run(["fzf", "--filter", query], stdin=open(lines_path, encoding="utf-8"),
                         capture_output=True, text=True).stdout
    return [line.split("\t", 1)[0] for line in out.splitlines()[:10]]


def search_figures(ranks):
    n = len(ranks)
    if n == 0:
        return {"n": 0}
    return {"n": n, "top1": sum(1 for r in ranks if r == 1) / n, "top3": sum(1 for r in ranks if r and r <= 3) / n,
            "mrr": sum(1 / r for r in ranks if r) / n}


def satisfies(film, c):
    if "years" in c and not (film["year"] and c["years"][0] <= film["year"] <= c["years"][1]):
        return False
    for group in c.get("genres", []):
        if not film["genres"] & set(group):
            return False
    if film["genres"] & set(c.get("notGenres", [])):
        return False
    if "person" in c and c["person"] not in film["people"]:
        return False
    if "maxRuntime" in c and not (film["runtime"] and film["runtime"] <= c["maxRuntime"]):
        return False
    if "minRuntime" in c and not (film["runtime"] and film["runtime"] >= c["minRuntime"]):
        return False
    if "origin" in c and film["language"] not in c["origin"] and not film["countries"] & set(c["origin"]):
        return False
    if "languages" in c and film["language"] not in c["languages"]:
        return False
    if "countries" in c and not film["countries"] & set(c["countries"]):
        return False
    if "rating" in c and film["rating"] not in c["rating"]:
        return False
    order = ["G", "PG", "PG-13", "R", "NC-17"]
    if "maxRating" in c and film["rating"] in order and order.index(film["rating"]) > order.index(c["maxRating"]):
        return False
    if c.get("maxRating") in ("G", "PG") and film["rating"] not in order[: order.index(c["maxRating"]) + 1]:
        return False
    return True


def ask_scores(request, run, films):
    """(top 5 all satisfy, dropped words all reported or None when the request drops none)."""
    if request.get("nothing"):
        satisfied = run["nothingUnderstood"] and not run["picks"]
    else:
        # A model's pick outside the bundled catalog cannot be checked against the constraints, so it fails them.
        satisfied = bool(run["picks"]) and not run["nothingUnderstood"] and not run.get("outside") and all(
            satisfies(films[p], request) for p in run["picks"])
    expected = request.get("ignored", [])
    reported = [word.lower() for word in run["ignored"]]
    dropped = None
    if expected:
        dropped = all(any(word.lower() in phrase for phrase in reported) for word in expected)
    return satisfied, dropped


def option(name, default=None):
    """The value after `name` on the command line, else `default`."""
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv else default


def model_runs(requests, splits, films):
    """Each request of the printed splits through `marquee ask --json --online` against the --model-url server.

    Bounded: MARQUEE_EVAL_MODEL_TIMEOUT seconds per request (default 60), MARQUEE_EVAL_MODEL_BUDGET seconds in all
    (default 900). A request that fails, times out or comes after the budget is unanswered: no picks, so it meets
    no constraints. Picks the catalog does not hold are counted in `outside`. A model reports no dropped words.
    """
    per_request = float(os.environ.get("MARQUEE_EVAL_MODEL_TIMEOUT", "60"))
    budget = float(os.environ.get("MARQUEE_EVAL_MODEL_BUDGET", "900"))
    home = tempfile.mkdtemp(prefix="marquee-eval-model-")
    environment = {key: value for key, value in os.environ.items() if not key.startswith(("OPENAI_", "MARQUEE_"))}
    environment.update({
        "MARQUEE_HOME": home, "XDG_CONFIG_HOME": home, "OPENAI_BASE_URL": option("--model-url"),
        # Nothing but the given server is asked: the store is a closed local port, tried once.
        "MARQUEE_ITUNES_URL": "http://127.0.0.1:9", "MARQUEE_HTTP_ATTEMPTS": "1",
    })
    if option("--model"):
        environment["OPENAI_MODEL"] = option("--model")
    if os.environ.get("OPENAI_API_KEY"):
        environment["OPENAI_API_KEY"] = os.environ["OPENAI_API_KEY"]
    runs, counts, name = {}, {"answered": 0, "failed": 0, "timed out": 0, "over budget": 0}, None
    start = time.monotonic()
    for rid, request in requests.items():
        if "all" not in splits and request["split"] not in splits:
            continue
        runs[rid] = {"picks": [], "ignored": [], "nothingUnderstood": False, "outside": 0}
        left = budget - (time.monotonic() - start)
        if left <= 0:
            counts["over budget"] += 1
            continue
        try:
            done = subprocess.run(
                [option("--marquee"), "ask", "--json", "--online", "--no-stream", "--limit", "5", request["request"]],
                env=environment, capture_output=True, text=True, timeout=min(per_request, left))
        except subprocess.TimeoutExpired:
            counts["timed out"] += 1
            continue
        try:
            document = json.loads(done.stdout) if done.returncode == 0 else None
        except ValueError:
            document = None
        if not document or document.get("mode") != "model":
            counts["failed"] += 1
            continue
        counts["answered"] += 1
        name = document.get("model", name)
        ids = [(pick.get("movie") or {}).get("id") for pick in document.get("picks", [])]
        runs[rid]["picks"] = [i for i in ids if i in films]
        runs[rid]["outside"] = len(ids) - len(runs[rid]["picks"])
    seconds = time.monotonic() - start
    summary = ", ".join(f"{count} {what}" for what, count in counts.items())
    outside = sum(run["outside"] for run in runs.values())
    print(f"Model {name or option('--model') or '(marquee default)'} at {option('--model-url')}: {summary}; "
          f"{outside} picks outside the bundled catalog; {seconds:.0f} s in all.")
    return runs, name


def share(values):
    values = [v for v in values if v is not None]
    return (sum(values) / len(values), len(values)) if values else (0.0, 0)


def main():
    splits = ("tune", "heldout", "all") if "--heldout" in sys.argv else ("tune",)
    runs = json.loads(Path(sys.argv[1]).read_text())
    if len(splits) == 1:
        print("Tuned queries only; the held-out third prints with --heldout, once tuning is over.")
    work = Path(sys.argv[2])
    films = load_catalog()
    lines = work / "catalog-lines.txt"
    with open(lines, "w", encoding="utf-8") as out:
        for fid, film in films.items():
            people = " | ".join(sorted(film["people"]))
            out.write(f"{fid}\t{film['title']} ({film['year'] or ''})\t{people}\n")
    queries = {q["id"]: q for q in load_queries()}
    by_split = {"all": {}, "tune": {}, "heldout": {}}
    for run in runs["search"]:
        q = queries[run["id"]]
        results = {"marquee": rank(run["ranked"], q, films), "before": rank(run["baseline"], q, films),
                   "fzf": rank(fzf_ranked(q["query"], lines, films), q, films)}
        for split in ("all", q["split"]):
            for system, r in results.items():
                by_split[split].setdefault(system, []).append(r)
        q["results"] = results
    print(f"Search: {len(queries)} labelled queries (Scripts/eval-data/search-queries.tsv), top 10 each.")
    print("split     system            n   top-1   top-3    MRR")
    for split in splits:
        for system, label in (("marquee", "marquee now"), ("before", "before issue 13"), ("fzf", "fzf --filter")):
            f = search_figures(by_split[split][system])
            print(f"{split:8}  {label:16} {f['n']:3}  {f['top1']:6.1%}  {f['top3']:6.1%}  {f['mrr']:5.3f}")
    kinds = {}
    for q in queries.values():
        if len(splits) == 1 and q["split"] != "tune":
            continue
        kinds.setdefault(q["kind"], []).append(q["results"]["marquee"])
    print(f"by kind (marquee now, {splits[-1]}): " + ", ".join(
        f"{k} {search_figures(v)['top3']:.0%} top-3 of {len(v)}" for k, v in kinds.items()))
    misses = [f"{q['id']} \"{q['query']}\" (rank {q['results']['marquee']})" for q in queries.values()
              if (len(splits) == 3 or q["split"] == "tune")
              and (not q["results"]["marquee"] or q["results"]["marquee"] > 3)]
    print("outside the top 3: " + ("; ".join(misses) if misses else "none"))

    requests = {r["id"]: r for r in json.loads((DATA / "ask-requests.json").read_text())["requests"]}
    baseline_path = DATA / "ask-baseline.json"
    baseline = {r["id"]: r for r in json.loads(baseline_path.read_text())["ask"]} if baseline_path.exists() else {}
    print()
    systems = [("marquee now", {r["id"]: r for r in runs["ask"]}), ("before issue 13", baseline)]
    if option("--model-url"):
        model, name = model_runs(requests, splits, films)
        systems.append(((f"model {name}" if name else "model")[:16], model))
    print(f"Offline ask: {len(requests)} labelled requests (Scripts/eval-data/ask-requests.json), top 5 each.")
    print("split     system            n   top 5 all meet constraints   dropped words reported")
    failures = []
    for split in splits:
        for label, source in systems:
            if not source:
                continue
            sat, drop = [], []
            for rid, request in requests.items():
                if split != "all" and request["split"] != split:
                    continue
                s, d = ask_scores(request, source[rid], films)
                sat.append(s)
                drop.append(d)
                if label == "marquee now" and split == splits[-1] and (not s or d is False):
                    failures.append(f"{rid} \"{request['request']}\"" + ("" if s else " constraints")
                                    + (" ignored" if d is False else ""))
            (s_share, s_n), (d_share, d_n) = share(sat), share(drop)
            # A model answers with films only: it has no list of words it did not use to score.
            dropped = f"{d_share:6.1%} of {d_n}" if not label.startswith("model") else "   n/a"
            print(f"{split:8}  {label:16} {s_n:3}   {s_share:6.1%}                       {dropped}")
    print("failing: " + ("; ".join(failures) if failures else "none"))


main()
