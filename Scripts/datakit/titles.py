"""Title folding and MovieLens title parsing, the two halves of every title-and-year join."""

import re
import unicodedata

# Leading articles that MovieLens moves to the end ("Godfather, The") in the languages of its titles.
ARTICLES = {"the", "a", "an", "le", "la", "les", "l", "der", "die", "das", "el", "il", "lo", "los", "las", "i",
            "gli", "un", "une", "une", "det", "den", "de", "het", "o", "os", "as"}
TRAILING_ARTICLE = re.compile(r"^(.*), (The|A|An|Le|La|Les|L'|Der|Die|Das|El|Il|Lo|Los|Las|I|Gli|Un|Une|Det|Den|De|Het|O|Os|As)$")
PARENTHESIS = re.compile(r"\s*\(([^()]*)\)\s*$")
AKA = re.compile(r"^a\.k\.a\.\s*", re.IGNORECASE)


def fold(text):
    """Lower case, no diacritics, `&` as "and", punctuation as spaces, one space between words."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    text = text.lower().replace("&", " and ").replace("'", "").replace("\u2019", "")
    text = re.sub(r"[^0-9a-z]+", " ", text)
    return " ".join(text.split())


# Spellings that differ between MovieLens and Wikidata for the same film ("Vol. 1", "Volume 1"; "II", "2").
SAME_WORD = {"vol": "volume", "pt": "part", "ii": "2", "iii": "3", "iv": "4", "vi": "6", "vii": "7", "viii": "8",
             "ix": "9", "colours": "colors", "colour": "color"}


def key(text):
    """The join key: folded, without a leading article, with numerals and spellings made one."""
    words = [SAME_WORD.get(word, word) for word in fold(text).split()]
    if len(words) > 1 and words[0] in ARTICLES:
        words = words[1:]
    return " ".join(words)


def variants(title):
    """The title, then its parts around a colon ("X2: X-Men United" gives "X2" and "X-Men United").

    A film is often listed under its series name or its subtitle alone; the join tries these only after
    the whole title, and still within a year.
    """
    names = [title]
    if ":" in title:
        head, tail = title.split(":", 1)[0], title.rsplit(":", 1)[1]
        head = re.sub(r"\s+or$", "", head.strip())
        names += [part.strip() for part in (head, tail) if len(part.strip()) >= 2]
    return names


def front_article(title):
    """Turns MovieLens's "Godfather, The" back into "The Godfather"."""
    match = TRAILING_ARTICLE.match(title.strip())
    if not match:
        return title.strip()
    article = match.group(2)
    return f"{article}{'' if article.endswith(chr(39)) else ' '}{match.group(1)}"


def parse_movielens(title):
    """Splits "Downfall (Untergang, Der)" into ("Downfall", ["Der Untergang"]).

    MovieLens appends alternate titles in parentheses, original-language names among them, and writes
    "a.k.a." before some. A parenthesis that is the whole title is kept as the title.
    """
    rest = title.strip()
    alternates = []
    while True:
        match = PARENTHESIS.search(rest)
        if not match or match.start() == 0:
            break
        alternates.insert(0, front_article(AKA.sub("", match.group(1).strip())))
        rest = rest[:match.start()]
    return front_article(rest), [a for a in alternates if a]
