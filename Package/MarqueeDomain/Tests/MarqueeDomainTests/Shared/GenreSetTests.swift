import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

struct GenreSetTests {
    @Test("A set built from a literal, a sequence or raw bits holds the same genres, once each")
    func constructionsAgree() {
        let literal: GenreSet = [.sciFi, .action, .sciFi]
        let fromSequence = GenreSet([Genre.action, .sciFi])
        let fromBits = GenreSet(rawValue: 1 << UInt32(Genre.action.index) | 1 << UInt32(Genre.sciFi.index))

        #expect(literal == fromSequence)
        #expect(literal == fromBits)
        #expect(literal.count == 2)
        #expect(Array(literal) == [.action, .sciFi])
    }

    @Test("Insert, remove and contains agree, and an emptied set is empty")
    func insertAndRemove() {
        var set = GenreSet()
        #expect(set.isEmpty)

        set.insert(.western)
        set.insert(.western)
        #expect(set.contains(.western))
        #expect(!set.contains(.war))
        #expect(set == [.western])

        set.remove(.war)
        #expect(set == [.western])
        set.remove(.western)
        #expect(set.isEmpty)
        #expect(set.rawValue == 0)
    }

    @Test("Intersection keeps shared genres and union keeps all of them")
    func intersectionAndUnion() {
        let matrix = Films.matrix.genres
        let darkKnight = Films.darkKnight.genres

        #expect(matrix.intersection(darkKnight) == [.action, .crime, .thriller])
        #expect(matrix.union(darkKnight) == [.action, .crime, .drama, .sciFi, .thriller])
        #expect(matrix.intersection([.western]).isEmpty)
        #expect(matrix.union([]) == matrix)
    }

    @Test("Iteration and description list genres in declaration order whatever the insertion order")
    func iteratesInDeclarationOrder() {
        let set: GenreSet = [.western, .action, .sciFi, .drama]

        #expect(Array(set) == [.action, .drama, .sciFi, .western])
        #expect(set.description == "Action, Drama, Sci-Fi, Western")
        #expect(GenreSet().description == "")
    }

    @Test("All genres fit in the 32-bit word, one distinct bit each")
    func everyGenreHasItsOwnBit() {
        let all = GenreSet(Genre.allCases)

        #expect(all.count == Genre.allCases.count)
        #expect(Array(all) == Genre.allCases)
    }
}
