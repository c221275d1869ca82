import Foundation
import Testing

@testable import MarqueeCLI

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
}
