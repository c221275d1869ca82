import MarqueeDomain
import MarqueeRanking

/// The readings of a query beyond its words as typed (``SearchQuery``), each serving a whole class of requests:
/// names and title words written apart or together ("deniro", "spiderman"), a person's surname or a well-known
/// person's given name mixed with title words ("spielberg jaws", "speed keanu"), a series named bare ("rocky") or
/// by a place in it ("alien 2"), and a well-known person's own films first ("kubrick"). Initials are read in
/// `SearchIndex+Initials.swift`.
extension SearchIndex {
    /// A series film has at least one review for every `memberShare` the first film has: sequels are reviewed.
    static let memberShare = 10

    /// The longest particle that starts a name written apart or together: "de", "di", "mc", "van", "von", "mac".
    static let particle = 3

    /// The words with names respaced as the catalog writes them, or `nil` when none is: "deniro" as "de niro",
    /// "mc queen" as "mcqueen", "di caprio" as "dicaprio".
    ///
    /// A short first part (`particle` letters or fewer) joined to the next word, or split from the rest of one,
    /// when the catalog's names hold the result whole and the word as typed is no name word or title word.
    func respaced(_ words: [String]) -> [String]? {
        respelled(words) { word, next in
            word.count <= Self.particle && nameWords.contains(word + next)
        } cut: { word in
            guard word.count > Self.particle + 1, !nameWords.contains(word), !titleWords.contains(word) else {
                return nil
            }
            return (2...Self.particle).first { cut in
                nameWords.contains(String(word.prefix(cut))) && nameWords.contains(String(word.dropFirst(cut)))
            }
        }
    }

    /// The shortest compound a title word is read as: shorter joins ("a" and "n") are chance, not a compound.
    static let compound = 6

    /// The step between how sure person-and-title matches are, above any person's prominence times 100 plus fame.
    static let surenessStep = 1e12

    /// The words with title words joined or split as the catalog writes them, or `nil` when none is:
    /// "spiderman" as "spider man" (Spider-Man), "north west" as "northwest" (North by Northwest).
    ///
    /// People write a hyphenated or compound title word either way. Two neighbours are joined when the catalog's
    /// titles hold the result whole; a word no title or name holds is split where both halves are title words of
    /// two letters or more, at the most even cut, so a compound reads as its likeliest parts.
    func rejoined(_ words: [String]) -> [String]? {
        respelled(words) { word, next in
            word.count + next.count >= Self.compound && titleWords.contains(word + next)
        } cut: { word in
            guard word.count >= Self.compound, !titleWords.contains(word), !nameWords.contains(word) else {
                return nil
            }
            return (2...(word.count - 2)).filter { cut in
                titleWords.contains(String(word.prefix(cut))) && titleWords.contains(String(word.dropFirst(cut)))
            }.max { min($0, word.count - $0) < min($1, word.count - $1) }
        }
    }

    /// The words with neighbours joined where `joins` says and other words cut in two where `cut` says, or `nil`
    /// when none is: the one walk both ways of writing a word apart or together share, left to right, a join
    /// taking both neighbours before either could be cut.
    private func respelled(
        _ words: [String], joins: (String, String) -> Bool, cut: (String) -> Int?
    ) -> [String]? {
        var result: [String] = []
        var changed = false
        var index = 0
        while index < words.count {
            let word = words[index]
            if index + 1 < words.count, joins(word, words[index + 1]) {
                result.append(word + words[index + 1])
                (index, changed) = (index + 2, true)
                continue
            }
            if let place = cut(word) {
                result += [String(word.prefix(place)), String(word.dropFirst(place))]
                changed = true
            } else {
                result.append(word)
            }
            index += 1
        }
        return changed ? result : nil
    }

    /// The films a person directed, by the folded names of each of their films' directors; none when directing
    /// is less than half their work, so an actor who directed twice ("hanks") still leads with their roles.
    func directed(by person: Int) -> Set<Int32> {
        let name = nameWordIDs[Int(personStarts[person])..<Int(personStarts[person + 1])]
            .map { nameWords.text(of: $0) }.joined(separator: " ")
        let all = filmsByPerson[Int32(person)]
        let directed = Set(all.filter { films.directors(at: Int($0)).contains(name) })
        return directed.count * 2 >= all.count ? directed : []
    }

    /// Films with a person whose name holds some of the words and a title that holds the rest, into the tally.
    ///
    /// Each person with a name word that is one of the words (or starts with it, from four letters) is tried:
    /// the words their name does not hold must all fit a title of one of their films, except words that name
    /// another of the film's people by surname ("heat pacino de niro", "hanks ryan"). A person may be named by
    /// their whole given name instead ("speed keanu"), when every other word starts a word of the title (no typo,
    /// no co-star), and unless the words are a well-known person's whole name ("tom cruise" is Tom Cruise, never a
    /// Tom in a film about cruisers).
    func matchPersonAndTitle(_ words: [String], _ titleFits: [SearchVocabulary.Fits], into found: inout SearchTally) {
        let nameFits = words.map { nameWords.fits(of: $0) }
        let others = filmsOfOthers(nameFits)
        var tried = Set<Int32>()
        let wholeName = namesOnePerson(nameFits)
        for (index, fits) in nameFits.enumerated() {
            let ids = words[index].count >= 4 ? fits.ids.filter { fits[$0] == .prefix } : fits.exact.map { [$0] } ?? []
            for id in ids {
                for person in peopleByWord[id] where tried.insert(person).inserted {
                    let name = nameWordIDs[Int(personStarts[Int(person)])..<Int(personStarts[Int(person) + 1])]
                    // A short word counts as the person's only when it is a whole name word: "jaws" is no "jay".
                    let inName = nameFits.indices.map { index in
                        nameFits[index].exact.map(name.contains) == true
                            || (words[index].count >= 4 && name.contains { nameFits[index][$0] == .prefix })
                    }
                    // The person is named by their surname, as people are: "the" in a name names nobody, or by
                    // their given name, whole and of three letters or more, ordered below surnames.
                    guard let surname = name.last, let given = name.first else { continue }
                    let bySurname = nameFits.indices.contains { inName[$0] && nameFits[$0][surname] == .prefix }
                    let byGivenName =
                        !bySurname && !wholeName && name.count >= 2
                        && nameFits.indices.contains { nameFits[$0].exact == given && words[$0].utf8.count >= 3 }
                    guard bySurname || byGivenName else { continue }
                    let rest = titleFits.indices.filter { !inName[$0] }
                    guard !rest.isEmpty, rest.count < words.count else { continue }
                    // A guess needs whole words beside it: a letter or two typed on ("christopher n") pins no
                    // title, and would try every Christopher's films at each keystroke. A number is whole.
                    if byGivenName,
                        rest.contains(where: { words[$0].utf8.count < 3 && !words[$0].allSatisfy(\.isNumber) })
                    {
                        continue
                    }
                    let key = Double(prominence[Int(person)]) * 100
                    for film in filmsByPerson[person] {
                        // Title words first; failing that, words another of its people is named by are theirs.
                        let titled = rest.filter { !others[$0].contains(film) }
                        let graded = grade(film: Int(film), rest.map { titleFits[$0] })
                        let plain = graded != nil
                        // A given name is a guess already: the other words must be the title's, as typed.
                        if byGivenName, graded.map({ $0.quality == .titleWithTypo }) ?? true { continue }
                        guard
                            plain
                                || (titled.count < rest.count
                                    && (titled.isEmpty || grade(film: Int(film), titled.map { titleFits[$0] }) != nil))
                        else { continue }
                        // Whole words are surer than a word's start or a typo, a title word than a co-star's
                        // surname, and a surname than a given name: "hanks green" is The Green Mile first, and
                        // "list steven" Schindler's List before a Stevens in a title with "lisa".
                        let order = key + fame[Int(film)]
                        let whole = graded.map { $0.quality != .titleWithTypo } ?? false
                        let surnameWhole = nameFits.indices.contains { inName[$0] && nameFits[$0].exact == surname }
                        let sureness = !whole ? 0 : bySurname && surnameWhole ? 2.0 : 1.0
                        found.offer(
                            film, .personAndTitle,
                            plain && (bySurname || whole) ? sureness * Self.surenessStep + order : -1 / (1 + order))
                    }
                }
            }
        }
    }

    /// Whether a well-known person's name holds every word whole.
    private func namesOnePerson(_ nameFits: [SearchVocabulary.Fits]) -> Bool {
        let ids = nameFits.compactMap(\.exact)
        guard ids.count == nameFits.count,
            let rarest = ids.min(by: { peopleByWord.count(of: $0) < peopleByWord.count(of: $1) })
        else { return false }
        return peopleByWord[rarest].contains { person in
            let name = nameWordIDs[Int(personStarts[Int(person)])..<Int(personStarts[Int(person) + 1])]
            return prominence[Int(person)] >= Self.wellKnown && ids.allSatisfy(name.contains)
        }
    }

    /// For each word, the films of the people the words name by surname whose names hold that word: "de" and
    /// "niro" both lead to De Niro's films when "niro" is among the words, "de" alone to no one's.
    func filmsOfOthers(_ nameFits: [SearchVocabulary.Fits]) -> [Set<Int32>] {
        var films = [Set<Int32>](repeating: [], count: nameFits.count)
        let exact = nameFits.map(\.exact)
        for surname in Set(exact.compactMap { $0 }) {
            for person in peopleByWord[surname] {
                let name = nameWordIDs[Int(personStarts[Int(person)])..<Int(personStarts[Int(person) + 1])]
                guard name.last == surname else { continue }
                for index in exact.indices where exact[index].map(name.contains) == true {
                    films[index].formUnion(filmsByPerson[person])
                }
            }
        }
        return films
    }

    /// The film at a place in a series: the series is read from the films matching its words (`series`).
    ///
    /// A film of the series whose own title holds the number (`numbered`) is that film, whatever its place in
    /// release order: "star wars episode 5" is Episode V, released second; "alien 2" is Aliens, the second.
    func film(at place: SearchSeriesPlace, numbered: (Int32) -> Bool = { _ in false }) -> Int32? {
        let fits = place.words.map { titleWords.fits(of: $0) }
        var found = SearchTally(films: films.count)
        for film in Self.candidates(fits, filmsByWord, count: films.count) {
            guard let graded = grade(film: Int(film), fits) else { continue }
            found.offer(film, graded.quality, graded.key)
        }
        let series = series(of: found.best(Self.pool, films: films).map(\.film), fits)
        if let film = series.first(where: numbered) { return film }
        return series.count >= place.place ? series[place.place - 1] : nil
    }

    /// The matches with a series named bare first, in release order: "rocky" lists Rocky, Rocky II, Rocky III….
    func seriesFirst(_ best: [(film: Int32, quality: MatchQuality)], _ fits: [SearchVocabulary.Fits])
        -> [(film: Int32, quality: MatchQuality)]
    {
        let series = series(of: best.map(\.film), fits)
        guard series.count >= 2 else { return best }
        let members = Set(series)
        let quality = Dictionary(uniqueKeysWithValues: best.map { ($0.film, $0.quality) })
        return series.map { ($0, quality[$0] ?? .titlePrefix) } + best.filter { !members.contains($0.film) }
    }

    /// A series among matches, in release order: its first film is the best-ranked whose title is the words (else,
    /// for two words or more, the earliest well-reviewed film whose title starts with them: "harry potter"), and
    /// every later film whose title starts with them and that shares a person with a film already in it; empty
    /// when no film can start it.
    ///
    /// Shared people keep films that merely start the same way ("Alien Nation") out of the Alien series, and a
    /// documentary about a series, or a film its critics hardly noticed beside the first (fewer than one review in
    /// `memberShare` of the first's: "The Matrix Revisited"), is no film of it. Films of one year go in id order.
    func series(of films: [Int32], _ fits: [SearchVocabulary.Fits]) -> [Int32] {
        guard let first = films.first(where: { titleIs($0, fits) }) ?? earliestLeading(films, fits),
            let start = self.films.year(at: Int(first))
        else { return [] }
        let later = films.compactMap { film -> (film: Int32, year: Int)? in
            guard film != first, let year = self.films.year(at: Int(film)), year > start, titleLeads(film, fits),
                !self.films.isDocumentary(at: Int(film)),
                self.films.reviews(at: Int(film)) * Self.memberShare >= self.films.reviews(at: Int(first))
            else { return nil }
            return (film, year)
        }.sorted { lhs, rhs in
            lhs.year != rhs.year ? lhs.year < rhs.year : self.films.hasEarlierID(Int(lhs.film), than: Int(rhs.film))
        }
        var series = [first]
        var people = Set(self.films.people(at: Int(first)))
        for (film, _) in later {
            let cast = self.films.people(at: Int(film))
            guard cast.contains(where: people.contains) else { continue }
            series.append(film)
            people.formUnion(cast)
        }
        return series
    }

    /// The first film of a series whose titles all go on past its words ("harry potter").
    ///
    /// It is the earliest film whose title starts with two words or more, among those reviewed at least
    /// `1 / memberShare` as much as the best-reviewed of them, so an obscure early namesake does not start the
    /// series. Documentaries start none.
    private func earliestLeading(_ films: [Int32], _ fits: [SearchVocabulary.Fits]) -> Int32? {
        guard fits.count >= 2 else { return nil }
        let leading = films.filter {
            titleLeads($0, fits) && !self.films.isDocumentary(at: Int($0)) && self.films.year(at: Int($0)) != nil
        }
        guard let most = leading.map({ self.films.reviews(at: Int($0)) }).max(), most > 0 else { return nil }
        return leading.filter { self.films.reviews(at: Int($0)) * Self.memberShare >= most }.min { lhs, rhs in
            let (left, right) = (self.films.year(at: Int(lhs)) ?? 0, self.films.year(at: Int(rhs)) ?? 0)
            return left != right ? left < right : self.films.hasEarlierID(Int(lhs), than: Int(rhs))
        }
    }

    /// Whether one of the film's titles, with or without its article, is the words exactly.
    private func titleIs(_ film: Int32, _ fits: [SearchVocabulary.Fits]) -> Bool {
        (Int(firstTitle[Int(film)])..<Int(firstTitle[Int(film) + 1])).contains { title in
            Self.isExact(titleWordIDs[Int(titleStarts[title])..<Int(titleEnds[title])], fits)
        }
    }

    /// Whether one of the film's titles starts with the words, the last as a prefix ("alien" leads "Aliens").
    private func titleLeads(_ film: Int32, _ fits: [SearchVocabulary.Fits]) -> Bool {
        (Int(firstTitle[Int(film)])..<Int(firstTitle[Int(film) + 1])).contains { title in
            let words = titleWordIDs[Int(titleStarts[title])..<Int(titleEnds[title])]
            guard words.count >= fits.count else { return false }
            return fits.indices.allSatisfy { fits[$0][words[words.startIndex + $0]] == .prefix }
        }
    }
}
