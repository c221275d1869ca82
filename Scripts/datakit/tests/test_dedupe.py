"""The one-entry rule (datakit/dedupe.py) on hand-made pairs, and on the built catalog, where it finds none left."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from datakit import dedupe  # noqa: E402

CATALOG = Path(__file__).resolve().parents[2] / "catalog/bundled-catalog.tsv"


def stub(title, year, *alternates, genres=("Drama",), movie_id="ml:1"):
    return dedupe.Entry(movie_id, title, year, tuple(alternates), frozenset(genres))


def film(title, year, *alternates, genres=("Drama",), film_id="tt1", runtime=None, people=(), claimed=False):
    return dedupe.Entry(film_id, title, year, tuple(alternates), frozenset(genres), runtime, frozenset(people),
                        claimed)


def test_compact_makes_spaces_punctuation_articles_numerals_and_fractions_one():
    assert dedupe.compact("Oldboy") == dedupe.compact("Old Boy")
    assert dedupe.compact("The Texas Chain Saw Massacre") == dedupe.compact("Texas Chainsaw Massacre, The")
    assert dedupe.compact("Trollhunter") == dedupe.compact("The Troll Hunter")
    assert dedupe.compact("9½ Weeks") == dedupe.compact("9 1/2 Weeks")
    assert dedupe.compact("Win Win") == dedupe.compact("Win/win")
    assert dedupe.compact("The Taking of Pelham 123") == dedupe.compact("The Taking of Pelham 1 2 3")
    assert dedupe.compact("Pet Sematary II") == dedupe.compact("Pet Sematary Two")
    assert dedupe.compact("Fast & Furious") == dedupe.compact("Fast and Furious")
    assert dedupe.compact("Heat") != dedupe.compact("Heathers")


def test_a_pair_with_the_same_compact_title_within_a_year_and_a_shared_genre_merges():
    found = dedupe.pairs([stub("Old Boy", 2003, genres=("Thriller",))],
                         [film("Oldboy", 2004, genres=("Action", "Thriller"))])
    assert found == [("ml:1", "tt1", "genres")]


def test_more_than_a_year_apart_is_two_films():
    assert dedupe.pairs([stub("Old Boy", 2003)], [film("Oldboy", 2013)]) == []


def test_a_film_that_has_its_movielens_entry_takes_no_second_one():
    # Win/win (2010, Dutch) is not Win Win (2011), which MovieLens lists on its own.
    assert dedupe.pairs([stub("Win/win", 2010)], [film("Win Win", 2011, claimed=True)]) == []


def test_disagreeing_facts_refuse_the_pair():
    assert dedupe.pairs([stub("Old Boy", 2003, genres=("Comedy",))], [film("Oldboy", 2003, genres=("Drama",))]) == []
    runtimes = dedupe.Entry("ml:1", "Old Boy", 2003, runtime=90, genres=frozenset({"Drama"}))
    assert dedupe.pairs([runtimes], [film("Oldboy", 2003, runtime=120)]) == []
    people = dedupe.Entry("ml:1", "Old Boy", 2003, people=frozenset({"Spike Lee"}))
    assert dedupe.pairs([people], [film("Oldboy", 2003, people=("Park Chan-wook",))]) == []


def test_agreeing_runtime_people_or_alternate_title_merge():
    runtime = dedupe.Entry("ml:1", "Old Boy", 2003, runtime=118)
    assert dedupe.pairs([runtime], [film("Oldboy", 2003, runtime=120, genres=())]) == [("ml:1", "tt1", "runtime")]
    people = dedupe.Entry("ml:1", "Old Boy", 2003, people=frozenset({"Park Chan-wook"}))
    assert dedupe.pairs([people], [film("Oldboy", 2003, people=("Park Chan-wook",))]) == [("ml:1", "tt1", "people")]
    # An alternate title links titles that share no word: A Cry in the Dark is Evil Angels at Cannes.
    assert dedupe.pairs([stub("A Cry in the Dark", 1988, genres=())],
                        [film("Evil Angels", 1988, "A Cry in the Dark")]) == [("ml:1", "tt1", "alternate title")]


def test_an_ambiguous_title_merges_nothing():
    films = [film("Hamlet", 2000, film_id="tt1"), film("Hamlet", 2000, film_id="tt2")]
    assert dedupe.pairs([stub("Hamlet", 2000)], films) == []
    stubs = [stub("Old Boy", 2003, movie_id="ml:1"), stub("Oldboy", 2003, movie_id="ml:2")]
    assert dedupe.pairs(stubs, [film("Oldboy", 2003)]) == []


def test_the_built_catalog_has_no_pair_left_for_the_rule():
    lines = CATALOG.read_text(encoding="utf-8").split("\n")[1:-1]
    stubs, films = [], []
    for line in lines:
        fields = line.split("\t")
        entry = dedupe.Entry(
            fields[0], fields[1], int(fields[2]) if fields[2] else None,
            tuple(a for a in fields[12].split("|") if a), frozenset(g for g in fields[4].split(",") if g),
            int(fields[3]) if fields[3] else None, frozenset(p for p in fields[5].split("|") + fields[6].split("|") if p),
            claimed=not fields[0].startswith("ml:") and int(fields[14] or 0) > 0)
        (stubs if fields[0].startswith("ml:") else films).append(entry)
    assert len(stubs) > 1000 and len(films) > 17000
    assert dedupe.pairs(stubs, films) == []
