"""One entry per film: finds the MovieLens-only films (`ml:` stubs) that are a Wikidata film the join missed.

The join (datakit/join.py) folds titles word by word, so "Oldboy" and "Old Boy", "The Texas Chain Saw Massacre"
and "The Texas Chainsaw Massacre", "9½ Weeks" and "9 1/2 Weeks" or "Win Win" and "Win/win" stay apart, and the
film is in the catalog twice: the Wikidata entry with the facts, the stub with the audience score and co-ratings.

The rule, run after the join on the films it left unmatched:
- a `compact` title in common (a title or an alternate title): folded (case, accents, punctuation, "&" as
  "and"), without a leading or trailing article, with roman numerals, number words and fractions as digits,
  and without spaces ("oldboy", "912weeks");
- released within a year of each other;
- the Wikidata film has no MovieLens film of its own, and the pair is the only candidate of both;
- and the facts agree: a runtime within `RUNTIME_SLACK` minutes or a shared person when both sides know them
  (disagreeing ones refuse the pair), or an alternate title in common. MovieLens knows only a title, a year and
  genres, so for a stub with none of these the genres must share one.
"""

import unicodedata
from dataclasses import dataclass

from . import titles

RUNTIME_SLACK = 5
NUMBER_WORDS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
                "eight": "8", "nine": "9", "ten": "10", "eleven": "11", "twelve": "12"}


@dataclass(frozen=True)
class Entry:
    """One side of a candidate pair: a catalog film, or a MovieLens stub."""

    id: str
    title: str
    year: int | None
    alternates: tuple = ()
    genres: frozenset = frozenset()
    runtime: int | None = None
    people: frozenset = frozenset()
    # A Wikidata film that already has its MovieLens film; a stub can never be merged into it.
    claimed: bool = False


def compact(title):
    """The title as one run of letters and digits: "Old Boy", "Oldboy" and "OLDBOY!" all give "oldboy"."""
    # NFKD spells "½" as "1⁄2", so fold() makes it "1 2", as it makes "1/2".
    folded = titles.key(titles.front_article(unicodedata.normalize("NFKD", title)))
    words = [NUMBER_WORDS.get(word, word) for word in folded.split()]
    return "".join(words)


def _names(entry):
    return {compact(name) for name in (entry.title, *entry.alternates) if compact(name)}


def agreement(stub, film):
    """Why the two are one film ("runtime", "people", "alternate title", "genres"), or None when they are not."""
    if stub.runtime is not None and film.runtime is not None:
        if abs(stub.runtime - film.runtime) > RUNTIME_SLACK:
            return None
        return "runtime"
    if stub.people and film.people:
        return "people" if stub.people & film.people else None
    if {compact(a) for a in stub.alternates} & _names(film) or {compact(a) for a in film.alternates} & _names(stub):
        return "alternate title"
    if stub.genres & film.genres:
        return "genres"
    return None


def pairs(stubs, films):
    """The (stub id, film id, reason) pairs the rule merges, sorted by stub id.

    - stubs: `Entry`s of the MovieLens-only films.
    - films: `Entry`s of the catalog's Wikidata films.
    """
    by_name = {}
    for film in films:
        if film.year is None:
            continue
        for name in _names(film):
            by_name.setdefault(name, set()).add(film)
    candidates = {}
    for stub in stubs:
        if stub.year is None:
            continue
        found = {film for name in _names(stub) for film in by_name.get(name, ())
                 if abs(film.year - stub.year) <= 1}
        candidates[stub] = found
    claimants = {}
    for stub, found in candidates.items():
        for film in found:
            claimants.setdefault(film.id, []).append(stub)
    merged = []
    for stub, found in candidates.items():
        if len(found) != 1:
            continue
        film = next(iter(found))
        if film.claimed or len(claimants[film.id]) != 1:
            continue
        reason = agreement(stub, film)
        if reason is not None:
            merged.append((stub.id, film.id, reason))
    return sorted(merged)
