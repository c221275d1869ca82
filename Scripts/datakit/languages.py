"""Spoken languages in the order a film fan would name them.

Wikidata lists a film's languages alphabetically, so "the first one" is often wrong (The 400 Blows reads
"English, French"). The festival table from great-tables lists them in order of appearance, and wins where
it knows the film. Elsewhere the rule is: the listed language that is the main language of one of the
film's countries; English when several are and English is one of them; otherwise the first listed.
"""

# ISO 639 codes used by great-tables' 09-films.csv, spelled as Wikidata spells the language.
CODES = {
    "en": "English", "fr": "French", "it": "Italian", "es": "Spanish", "de": "German", "ru": "Russian",
    "ja": "Japanese", "ar": "Arabic", "zh": "Mandarin", "pt": "Portuguese", "hu": "Hungarian", "sv": "Swedish",
    "pl": "Polish", "he": "Hebrew", "el": "Greek", "cs": "Czech", "ko": "Korean", "ro": "Romanian",
    "sr": "Serbian", "da": "Danish", "hi": "Hindi", "nl": "Dutch", "tr": "Turkish", "fa": "Persian",
    "no": "Norwegian", "bg": "Bulgarian", "fi": "Finnish", "yi": "Yiddish", "ca": "Catalan", "bn": "Bengali",
    "fil": "Filipino", "tl": "Tagalog", "ku": "Kurdish", "sk": "Slovak", "vi": "Vietnamese", "sq": "Albanian",
    "ta": "Tamil", "bm": "Bambara", "sl": "Slovene", "mr": "Marathi", "ur": "Urdu", "ka": "Georgian",
    "af": "Afrikaans", "ga": "Irish", "th": "Thai", "si": "Sinhala", "hr": "Croatian", "lt": "Lithuanian",
    "uk": "Ukrainian", "id": "Indonesian", "sw": "Swahili", "mk": "Macedonian", "wo": "Wolof", "bs": "Bosnian",
    "is": "Icelandic", "et": "Estonian", "lv": "Latvian", "la": "Latin", "cy": "Welsh", "yue": "Cantonese",
}

MAIN_LANGUAGE = {
    "United States": "English", "United Kingdom": "English", "Canada": "English", "Australia": "English",
    "Ireland": "English", "New Zealand": "English", "South Africa": "English", "France": "French",
    "Belgium": "French", "Luxembourg": "French", "Germany": "German", "West Germany": "German",
    "East Germany": "German", "Austria": "German", "Switzerland": "German", "Italy": "Italian",
    "Spain": "Spanish", "Mexico": "Spanish", "Argentina": "Spanish", "Chile": "Spanish", "Colombia": "Spanish",
    "Peru": "Spanish", "Cuba": "Spanish", "Venezuela": "Spanish", "Japan": "Japanese", "India": "Hindi",
    "Hong Kong": "Cantonese", "British Hong Kong": "Cantonese", "People's Republic of China": "Mandarin",
    "Taiwan": "Mandarin", "Sweden": "Swedish", "Denmark": "Danish", "Norway": "Norwegian", "Finland": "Finnish",
    "Iceland": "Icelandic", "Netherlands": "Dutch", "South Korea": "Korean", "Israel": "Hebrew",
    "Russia": "Russian", "Soviet Union": "Russian", "Poland": "Polish", "Brazil": "Portuguese",
    "Portugal": "Portuguese", "Iran": "Persian", "Czech Republic": "Czech", "Czechoslovakia": "Czech",
    "Hungary": "Hungarian", "Romania": "Romanian", "Thailand": "Thai", "Turkey": "Turkish", "Greece": "Greek",
    "Egypt": "Arabic", "Morocco": "Arabic", "Tunisia": "Arabic", "Algeria": "Arabic", "Lebanon": "Arabic",
    "Palestine": "Arabic", "Serbia": "Serbian", "Yugoslavia": "Serbo-Croatian", "Bulgaria": "Bulgarian",
    "Indonesia": "Indonesian", "Vietnam": "Vietnamese", "Philippines": "Filipino", "Ukraine": "Ukrainian",
    "Georgia": "Georgian", "Slovakia": "Slovak", "Kazakhstan": "Kazakh",
}


def festival_order(codes):
    """great-tables' "fr,en" as ["French", "English"]; unknown codes are skipped, never guessed."""
    return [CODES[code] for code in (c.strip() for c in codes.split(",")) if code in CODES]


def ordered(listed, countries, festival=None):
    """The languages with the one a film fan would name first at the front."""
    if festival:
        rest = [language for language in listed if language not in festival]
        return list(dict.fromkeys(festival + rest))
    if len(listed) < 2:
        return list(listed)
    local = [language for language in listed if language in {MAIN_LANGUAGE.get(c) for c in countries}]
    if len(local) > 1 and "English" in local:
        first = "English"
    elif local:
        first = local[0]
    else:
        first = listed[0]
    return [first] + [language for language in listed if language != first]
