import Foundation
import Testing

@testable import MarqueeWords

/// The English and German tables stay in step, and the language is picked the documented way.
struct LocalizationTests {
    @Test("English and German have exactly the same keys")
    func sameKeys() {
        let english = Set(L10nTables.table(for: .english).keys)
        let german = Set(L10nTables.table(for: .german).keys)
        #expect(english.subtracting(german).sorted() == [])
        #expect(german.subtracting(english).sorted() == [])
    }

    @Test("Every German text has the same placeholders, in the same order, as its English text")
    func samePlaceholders() throws {
        let english = L10nTables.table(for: .english)
        let german = L10nTables.table(for: .german)
        let placeholder = try Regex("%(?:[0-9]+\\$)?[-0-9]*[@dfs]")
        for (key, text) in english {
            let theirs = german[key] ?? ""
            #expect(
                text.matches(of: placeholder).map { String(text[$0.range]) }
                    == theirs.matches(of: placeholder).map { String(theirs[$0.range]) },
                "\(key)"
            )
        }
    }

    @Test("No feature table repeats another table's key")
    func noKeyIsDefinedTwice() {
        var seen: [String: Int] = [:]
        for feature in L10nTables.features { for key in feature.english.keys { seen[key, default: 0] += 1 } }
        #expect(seen.filter { $0.value > 1 }.keys.sorted() == [])
    }

    @Test(
        "The language comes from --lang, then LC_ALL, LC_MESSAGES, LANG and LANGUAGE, defaulting to English",
        arguments: [
            (nil, [:], Language.english),
            ("de", [:], .german),
            ("en", ["LANG": "de_DE.UTF-8"], .english),
            (nil, ["LANG": "de_DE.UTF-8"], .german),
            (nil, ["LC_ALL": "C", "LANG": "de_DE.UTF-8"], .english),
            (nil, ["LC_MESSAGES": "de_AT", "LANG": "en_US.UTF-8"], .german),
            (nil, ["LANGUAGE": "de:en"], .german),
            (nil, ["LANG": "fr_FR.UTF-8"], .english),
            (nil, ["LC_ALL": "", "LANG": "de"], .german),
        ] as [(String?, [String: String], Language)]
    )
    func resolvesLanguage(flag: String?, environment: [String: String], expected: Language) {
        #expect(Language.resolve(flag: flag, environment: environment) == expected)
    }

    @Test("Numbers follow the language: a decimal point in English and a decimal comma in German")
    func decimals() {
        #expect(Localizer(.english).decimal(7.84) == "7.8")
        #expect(Localizer(.german).decimal(7.84) == "7,8")
    }

    @Test("A text argument that already ends a sentence takes the place of the format's period: never \"..\"")
    func noDoubledPeriod() {
        let english = Localizer(.english)
        #expect(english(.reactionDoneLike, "Mr. Jones Jr.") == "Liked Mr. Jones Jr.")
        #expect(english(.reactionDoneLike, "Heat (1995)") == "Liked Heat (1995).")
        #expect(
            english(.failureProfileUnreadable, "/p", "it was cut short.")
                == "your profile at /p could not be read: it was cut short. Check the file's permissions.")
        #expect(english(.reasonRecommenderScore, 87) == "The recommender's match: 87%")
        #expect(
            Localizer(.german)(.failureCatalogUnavailable, "kaputt.")
                == "der Filmkatalog konnte nicht geladen werden: kaputt. Installiere Marquee neu oder baue es mit "
                + "'swift build'.")
    }
}
