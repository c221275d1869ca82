import MarqueeDomain
import MarqueeRanking

/// The readings of a query that take a word for letters a title stands for: a run of single letters written as one
/// word ("la confidential" for L.A. Confidential), and a series' initials before the rest of one film's title
/// ("lotr fellowship of the ring").
extension SearchIndex {
    /// How long a word is read as a title's run of single letters: one letter is a word already, and no title
    /// spells out more than six ("U.N.C.L.E.").
    static let letterRun = 2...6

    /// A word spelled out as the single letters a title holds: each run, as the word ids of its letters.
    struct Letters {
        /// The words, each run of letters as its own words.
        let words: [String]
        /// How each of `words` fits a title word; a letter fits only that letter, never a word starting with it.
        let fits: [SearchVocabulary.Fits]
        /// The letters of each run as title word ids, which a title must hold side by side.
        let runs: [[Int32]]
    }

    /// The words with each word of two to six letters spelled out as single letters, when some title holds those
    /// letters side by side; `nil` when no word is: "la" as "l a", "et" as "e t".
    ///
    /// Dotted initials fold to single letters ("E.T." is "e t"), while people write them as one word. A letter
    /// fits only itself, so "et" is never "Eternal Tide"; a letter that is a roman numeral is read as the titles
    /// read it ("A.I." is "a 1"); and the letters must stand side by side in the film's title too (`holdsRuns`).
    /// The words as typed are matched as well.
    /// - Parameters:
    ///   - words: the query's words.
    ///   - typed: how each word as typed fits, kept for the words not spelled out.
    /// - Returns: the words with their letters spelled out, or `nil` when no word is a run of letters.
    func letters(_ words: [String], _ typed: [SearchVocabulary.Fits]) -> Letters? {
        var (spelled, fits, runs) = ([String](), [SearchVocabulary.Fits](), [[Int32]]())
        for (word, wordFits) in zip(words, typed) {
            let letters = SearchNumerals.normalized(word.utf8.map { String(UnicodeScalar($0)) })
            let ids = letters.compactMap { titleWords.whole($0) }
            guard Self.letterRun.contains(word.utf8.count), word.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }),
                ids.count == letters.count, isRun(ids)
            else {
                spelled.append(word)
                fits.append(wordFits)
                continue
            }
            spelled += letters
            fits += ids.map { titleWords.only($0) }
            runs.append(ids)
        }
        return runs.isEmpty ? nil : Letters(words: spelled, fits: fits, runs: runs)
    }

    /// Whether some title holds the letters side by side: among the films holding the rarest of them.
    private func isRun(_ ids: [Int32]) -> Bool {
        guard let rarest = ids.min(by: { filmsByWord.count(of: $0) < filmsByWord.count(of: $1) }) else { return false }
        return filmsByWord[rarest].contains { holdsRuns($0, [ids]) }
    }

    /// Whether one of the film's titles holds each run of letters side by side.
    func holdsRuns(_ film: Int32, _ runs: [[Int32]]) -> Bool {
        runs.allSatisfy { run in
            (Int(firstTitle[Int(film)])..<Int(firstTitle[Int(film) + 1])).contains { title in
                let words = titleWordIDs[Int(titleStarts[title])..<Int(titleEnds[title])]
                guard words.count >= run.count else { return false }
                return (words.startIndex...(words.endIndex - run.count)).contains { start in
                    run.indices.allSatisfy { words[start + $0] == run[$0] }
                }
            }
        }
    }

    /// The shortest and longest word read as initials: shorter ones are words, and no title has more initials.
    static let initials = 3...12

    /// Films whose title's initials are the word (or start with it, from four letters), into the tally.
    ///
    /// Every title of three words or more is read, with and without its article, so "lotr" finds The Lord of the
    /// Rings and "tgtbatu" The Good, the Bad and the Ugly. The better-known film leads: "lotr" is the Fellowship
    /// of the Ring before the 1978 film called The Lord of the Rings.
    func matchInitials(of word: String, into found: inout SearchTally) {
        let wanted = Array(word.utf8)
        guard Self.initials.contains(wanted.count), wanted.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return }
        for film in 0..<films.count {
            var best: Double?
            for title in Int(firstTitle[film])..<Int(firstTitle[film + 1]) {
                let (start, end) = (Int(titleStarts[title]), Int(titleEnds[title]))
                guard end - start >= Self.initials.lowerBound, end - start >= wanted.count else { continue }
                let whole = end - start == wanted.count
                guard whole || wanted.count >= 4 else { continue }
                // A whole title's initials count for a little more than a start of them, never more than fame.
                if startsWithInitials(title, wanted) { best = max(best ?? 0, whole ? 1 : 0) }
            }
            if let best { found.offer(Int32(film), .initialism, best + fame[film]) }
        }
    }

    /// The fewest words a series' initials stand for, and the most: "hp" is Harry Potter.
    static let seriesInitials = 2...12

    /// Films whose title starts with words the first word is the initials of and goes on with the other words, into
    /// the tally: "lotr fellowship of the ring", "potc dead mans chest", "hp chamber of secrets".
    ///
    /// People name a film of a series by the series' initials and the film's own words. The initials alone would
    /// fit too many titles from two letters, so every other word must start a word of the title after the
    /// initials' words, with or without the title's article, and no typo is allowed on top of the initials.
    ///
    /// - Parameters:
    ///   - words: the query's words.
    ///   - fits: how each word fits the title words.
    ///   - found: the tally the films go into.
    func matchSeriesInitials(_ words: [String], _ fits: [SearchVocabulary.Fits], into found: inout SearchTally) {
        let wanted = Array(words[0].utf8)
        guard words.count >= 2, Self.seriesInitials.contains(wanted.count),
            wanted.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A })
        else { return }
        let rest = Array(fits.dropFirst())
        for film in Self.candidates(rest, filmsByWord, count: films.count) {
            for title in Int(firstTitle[Int(film)])..<Int(firstTitle[Int(film) + 1]) {
                let after = Int(titleStarts[title]) + wanted.count
                guard after < Int(titleEnds[title]), startsWithInitials(title, wanted) else { continue }
                let tail = titleWordIDs[after..<Int(titleEnds[title])]
                guard rest.allSatisfy({ fits in tail.contains { fits[$0] == .prefix } }) else { continue }
                found.offer(film, .initialism, fame[Int(film)])
                break
            }
        }
    }

    /// Whether a title's first words start with the letters, in order.
    private func startsWithInitials(_ title: Int, _ letters: [UInt8]) -> Bool {
        let (start, end) = (Int(titleStarts[title]), Int(titleEnds[title]))
        guard end - start >= letters.count else { return false }
        return letters.indices.allSatisfy { at in
            let word = titleWordIDs[start + at]
            let first = titleWords.firstByte(of: word)
            guard first != letters[at] else { return true }
            return (0x30...0x39).contains(first)
                && SearchNumerals.romanInitial(ofDigits: titleWords.text(of: word)) == letters[at]
        }
    }
}
