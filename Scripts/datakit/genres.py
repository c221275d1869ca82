"""Curated genres: MovieLens's list where the film is matched, Wikidata's most telling genres elsewhere.

MovieLens editors give a film a few genres; Wikidata lists every genre anyone tagged (Heat has seven).
- Matched films take MovieLens's genres, mapped to Marquee's names, plus Biography, Music and Sport from
  Wikidata, which MovieLens has no names for.
- Unmatched films keep the Wikidata genres whose tag agreed with MovieLens at least `KEEP` of the time on
  the matched films (measured per genre, below), at most three, most reliable first; a film whose every
  genre is unreliable keeps its single most reliable one, so no film loses all its genres.
"""

from collections import Counter

MOVIELENS_TO_MARQUEE = {
    "Action": "Action", "Adventure": "Adventure", "Animation": "Animation", "Children": "Family",
    "Comedy": "Comedy", "Crime": "Crime", "Documentary": "Documentary", "Drama": "Drama", "Fantasy": "Fantasy",
    "Film-Noir": "Crime", "Horror": "Horror", "Musical": "Musical", "Mystery": "Mystery", "Romance": "Romance",
    "Sci-Fi": "Sci-Fi", "Thriller": "Thriller", "War": "War", "Western": "Western",
}
# Wikidata genres MovieLens has no name for, so they cannot be checked against it and are kept as tagged.
WIKIDATA_ONLY = {"Biography", "Music", "Sport"}
KEEP = 0.5
MOST = 3


def from_movielens(movielens_genres, wikidata_genres):
    mapped = [MOVIELENS_TO_MARQUEE[g] for g in movielens_genres if g in MOVIELENS_TO_MARQUEE]
    extra = [g for g in wikidata_genres if g in WIKIDATA_ONLY]
    return list(dict.fromkeys(mapped + extra))


def reliability(pairs):
    """For each Wikidata genre, the share of matched films tagged with it that MovieLens also gives it."""
    tagged, agreed = Counter(), Counter()
    for wikidata_genres, curated in pairs:
        for genre in wikidata_genres:
            if genre in WIKIDATA_ONLY:
                continue
            tagged[genre] += 1
            agreed[genre] += genre in curated
    return {genre: agreed[genre] / tagged[genre] for genre in tagged}


def from_wikidata(wikidata_genres, reliable):
    extra = [g for g in wikidata_genres if g in WIKIDATA_ONLY]
    scored = sorted((g for g in wikidata_genres if g in reliable), key=lambda g: (-reliable[g], g))
    kept = [g for g in scored if reliable[g] >= KEEP][:MOST]
    if not kept and scored:
        kept = scored[:1]
    return list(dict.fromkeys(kept + extra)) or list(wikidata_genres[:1])


def agreement(pairs, reliable):
    """Precision and recall of a rule's genres against MovieLens's, over matched films.

    With `reliable` None, the rule is Wikidata's whole list, the baseline the rule is measured against.
    """
    shown = correct = wanted = 0
    for wikidata_genres, curated in pairs:
        truth = {g for g in curated if g not in WIKIDATA_ONLY}
        chosen = wikidata_genres if reliable is None else from_wikidata(wikidata_genres, reliable)
        guess = {g for g in chosen if g not in WIKIDATA_ONLY}
        shown += len(guess)
        correct += len(guess & truth)
        wanted += len(truth)
    return correct / max(shown, 1), correct / max(wanted, 1)
