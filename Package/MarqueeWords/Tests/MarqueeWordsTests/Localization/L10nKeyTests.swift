import Foundation
import MarqueeDomain
import MarqueePresentation
import Testing

@testable import MarqueeWords

/// The typed keys and the tables agree: every key has its text in every language, no text lacks a key, and each
/// text takes exactly the arguments its key declares.
struct L10nKeyTests {
    @Test("Every key has a text in every language, and every text in a table has a key", arguments: Language.allCases)
    func keysAndTablesMatch(language: Language) {
        let table = Set(L10nTables.table(for: language).keys)
        let keys = Set(L10nKey.allCases.map(\.rawValue))
            .union(L10nPluralKey.allCases.flatMap { [$0.rawValue + ".one", $0.rawValue + ".other"] })
        #expect(keys.subtracting(table).sorted() == [])
        #expect(table.subtracting(keys).sorted() == [])
    }

    @Test("Each text uses exactly the arguments its key declares, 1 to arity", arguments: Language.allCases)
    func placeholdersMatchArity(language: Language) throws {
        let table = L10nTables.table(for: language)
        let wrong = try L10nKey.allCases.filter { key in
            try Self.arguments(of: table[key.rawValue] ?? "") != Set((0..<key.arity).map { $0 + 1 })
        }
        #expect(wrong.map(\.rawValue) == [])
    }

    @Test(
        "A counted text's other form uses the count and every argument; its one form may leave the count out",
        arguments: Language.allCases
    )
    func pluralPlaceholdersMatchArity(language: Language) throws {
        let table = L10nTables.table(for: language)
        for key in L10nPluralKey.allCases {
            let all = Set(1...key.arity + 1)
            #expect(try Self.arguments(of: table[key.rawValue + ".other"] ?? "") == all, "\(key.rawValue)")
            let one = try Self.arguments(of: table[key.rawValue + ".one"] ?? "")
            #expect(one.isSubset(of: all) && all.subtracting([1]).isSubset(of: one), "\(key.rawValue)")
        }
    }

    @Test("A mistaken key or arity would show: the arity of a few keys, counted by hand")
    func arityIsDeclared() {
        #expect(L10nKey.feedHeadingTonight.arity == 0)
        #expect(L10nKey.feedHeadingGenre.arity == 1)
        #expect(L10nKey.usageIntegerRange.arity == 4)
        #expect(L10nPluralKey.recommendFilterSome.arity == 2)
        #expect(L10nPluralKey.countFilms.arity == 0)
    }

    @Test("The key families cover every value: genres, charts, form fields, reactions and screens")
    func familiesHaveTheirTexts() {
        let english = Localizer(.english)
        #expect(Genre.allCases.map { english(.genre($0)) } == Genre.allCases.map(\.rawValue))
        #expect(english(.chart(.sciFiAndFantasy)) == L10nTables.table(for: .english)["chart.sciFiAndFantasy"])
        #expect(
            FormField.allCases.map { L10nKey.formLabel($0).rawValue } == FormField.allCases.map { "tui.form.\($0)" })
        #expect(
            FormField.allCases.map { L10nKey.formHelp($0).rawValue }
                == FormField.allCases.map { "help.recommend.\($0)" })
        #expect(
            Reaction.allCases.map { L10nKey.reactionDone($0).rawValue }
                == Reaction.allCases.map { "reaction.done.\($0)" })
        #expect(Screen.tabs.map { L10nKey.tab($0).rawValue } == Screen.tabs.map { "tui.tab.\($0)" })
        #expect(Screen.allCases.map { L10nKey.screen($0).rawValue } == Screen.allCases.map { "tui.screen.\($0)" })
    }

    /// The argument positions a format uses: `%@ %d` uses 1 and 2, `%2$@ %1$@` uses 1 and 2, `%%` none.
    private static func arguments(of format: String) throws -> Set<Int> {
        let placeholder = try Regex("%(?:([0-9]+)\\$)?[-0-9]*([@dfs%])")
        var used: Set<Int> = []
        var next = 0
        for match in format.matches(of: placeholder) {
            guard String(format[match.range]) != "%%" else { continue }
            if let position = match.output[1].substring.flatMap({ Int($0) }) {
                used.insert(position)
            } else {
                next += 1
                used.insert(next)
            }
        }
        return used
    }
}
