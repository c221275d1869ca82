import MarqueeDomain

/// The catalog's directors and cast with how much attention their films get, for resolving names.
struct PeopleDirectory {
    private struct Person {
        var popularity = 0
        var directs = false
        var acts = false
    }

    /// How closely a name matches a mention, best last.
    private enum Closeness: Int, Comparable {
        case typo, prefix, words, exact

        static func < (lhs: Closeness, rhs: Closeness) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    private var people: [String: Person] = [:]

    /// Collects the people who could match any of the mentions.
    /// - Parameters:
    ///   - movies: the catalog.
    ///   - mentions: the names asked about; only people passing their `TextScreen` are kept.
    init(_ movies: [Movie], mentions: [PersonMention]) {
        let roles = Set(mentions.map(\.role))
        let directors = roles.contains(.director) || roles.contains(.any)
        let cast = roles.contains(.cast) || roles.contains(.any)
        let screens = mentions.map { TextScreen(words: SearchText($0.name).words) }
        for movie in movies {
            let weight = movie.reviewCount + 1
            if directors {
                for name in movie.directors where screens.contains(where: { $0.mayMatch(name) }) {
                    people[name, default: Person()].popularity += weight
                    people[name, default: Person()].directs = true
                }
            }
            if cast {
                for name in movie.cast where screens.contains(where: { $0.mayMatch(name) }) {
                    people[name, default: Person()].popularity += weight
                    people[name, default: Person()].acts = true
                }
            }
        }
    }

    /// The catalog name a bare word or two names exactly: a well-known person's full name or surname, never a typo
    /// or a prefix, since "heist" or "twist" must not become someone's name.
    func wellKnown(named words: [String], minimumPopularity: Int) -> String? {
        guard !words.isEmpty else { return nil }
        var best: (name: String, popularity: Int)?
        for (name, person) in people where person.popularity >= minimumPopularity {
            let folded = SearchText(name).words
            let named = words.count == 1 ? folded.last == words[0] : folded == words
            guard named, best.map({ person.popularity > $0.popularity }) ?? true else { continue }
            best = (name, person.popularity)
        }
        return best?.name
    }

    /// The catalog name that best matches a mention in the role it asks for.
    func best(for mention: PersonMention) -> String? {
        let wanted = SearchText(mention.name).words
        guard !wanted.isEmpty else { return nil }
        let screen = TextScreen(words: wanted)
        var best: (name: String, closeness: Closeness, popularity: Int)?
        for (name, person) in people {
            guard fits(person, mention.role) else { continue }
            guard screen.mayMatch(name) else { continue }
            guard let closeness = Self.closeness(of: SearchText(name).words, to: wanted) else { continue }
            let candidate = (name: name, closeness: closeness, popularity: person.popularity)
            if let current = best, !Self.isBetter(candidate, than: current) { continue }
            best = candidate
        }
        return best?.name
    }

    private func fits(_ person: Person, _ role: PersonRole) -> Bool {
        switch role {
        case .director: person.directs
        case .cast: person.acts
        case .any: true
        }
    }

    private static func isBetter(
        _ lhs: (name: String, closeness: Closeness, popularity: Int),
        than rhs: (name: String, closeness: Closeness, popularity: Int)
    ) -> Bool {
        if lhs.closeness != rhs.closeness { return lhs.closeness > rhs.closeness }
        if lhs.popularity != rhs.popularity { return lhs.popularity > rhs.popularity }
        return lhs.name < rhs.name
    }

    private static func closeness(of name: [String], to wanted: [String]) -> Closeness? {
        guard !name.isEmpty else { return nil }
        if name == wanted { return .exact }
        if wanted.count == 1 {
            guard let surname = name.last, let word = wanted.first else { return nil }
            if surname == word { return .words }
            return word.count >= 4 && EditDistance.isWithinOne(word, surname) ? .typo : nil
        }
        var worst = Closeness.exact
        var remaining = name
        for word in wanted {
            guard let (index, closeness) = bestWord(word, in: remaining) else { return nil }
            worst = min(worst, closeness)
            remaining.remove(at: index)
        }
        return worst == .exact ? .words : worst
    }

    private static func bestWord(_ word: String, in words: [String]) -> (Int, Closeness)? {
        if let index = words.firstIndex(of: word) { return (index, .exact) }
        if word.count >= 3, let index = words.firstIndex(where: { $0.hasPrefix(word) }) { return (index, .prefix) }
        if word.count >= 4, let index = words.firstIndex(where: { EditDistance.isWithinOne(word, $0) }) {
            return (index, .typo)
        }
        return nil
    }
}
