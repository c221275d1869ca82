import MarqueeDomain
import MarqueeRanking

extension SearchIndex {
    /// A built index as flat columns, so a catalog can store it and point at it again instead of building it.
    ///
    /// The bundled catalog's packer takes a built index apart (``SearchIndex/parts``) and writes each column into
    /// the blob; at start the columns point into the blob (`Column(immortal:)`) and ``SearchIndex/init(parts:table:)``
    /// checks that every number in them stays inside them. What the numbers mean stays Domain's: a store only keeps
    /// the columns, in the same order of films as the table they index.
    public struct Parts: Sendable {
        /// Every title's word ids, end to end.
        public let titleWordIDs: Column<Int32>
        /// Where each title's words start in `titleWordIDs`.
        public let titleStarts: Column<Int32>
        /// Where each title's words end in `titleWordIDs`.
        public let titleEnds: Column<Int32>
        /// 1 for a title without its leading article, which matches words but is no exact title, else 0.
        public let bareTitles: Column<UInt8>
        /// Where each film's titles start, and one more for where the last film's end.
        public let firstTitles: Column<Int32>
        /// How well known and well rated each film is.
        public let fame: Column<Double>
        /// Each film's place in a widely reviewed series (`10_000` minus its year), NaN for any other film.
        public let seriesKeys: Column<Double>
        /// Every person's name word ids, end to end.
        public let nameWordIDs: Column<Int32>
        /// Where each person's name words start, and one more for where the last person's end.
        public let personStarts: Column<Int32>
        /// How well known each person is.
        public let prominence: Column<Int64>
        /// The title words' bytes, starts, ends, byte order, typo buckets and letter bits.
        public let titleWords: Words
        /// The name words, laid out as the title words are.
        public let nameWords: Words
        /// Where each title word's films start in `filmsByWord`, and one more.
        public let filmsByWordStarts: Column<Int32>
        /// The films holding each title word.
        public let filmsByWord: Column<Int32>
        /// Where each name word's people start in `peopleByWord`, and one more.
        public let peopleByWordStarts: Column<Int32>
        /// The people whose names hold each name word.
        public let peopleByWord: Column<Int32>
        /// Where each person's films start in `filmsByPerson`, and one more.
        public let filmsByPersonStarts: Column<Int32>
        /// The films each person directed or played in.
        public let filmsByPerson: Column<Int32>

        /// Gathers the columns; ``SearchIndex/init(parts:table:)`` checks them.
        public init(
            titleWordIDs: Column<Int32>, titleStarts: Column<Int32>, titleEnds: Column<Int32>,
            bareTitles: Column<UInt8>, firstTitles: Column<Int32>, fame: Column<Double>, seriesKeys: Column<Double>,
            nameWordIDs: Column<Int32>, personStarts: Column<Int32>, prominence: Column<Int64>, titleWords: Words,
            nameWords: Words, filmsByWordStarts: Column<Int32>, filmsByWord: Column<Int32>,
            peopleByWordStarts: Column<Int32>, peopleByWord: Column<Int32>, filmsByPersonStarts: Column<Int32>,
            filmsByPerson: Column<Int32>
        ) {
            self.titleWordIDs = titleWordIDs
            self.titleStarts = titleStarts
            self.titleEnds = titleEnds
            self.bareTitles = bareTitles
            self.firstTitles = firstTitles
            self.fame = fame
            self.seriesKeys = seriesKeys
            self.nameWordIDs = nameWordIDs
            self.personStarts = personStarts
            self.prominence = prominence
            self.titleWords = titleWords
            self.nameWords = nameWords
            self.filmsByWordStarts = filmsByWordStarts
            self.filmsByWord = filmsByWord
            self.peopleByWordStarts = peopleByWordStarts
            self.peopleByWord = peopleByWord
            self.filmsByPersonStarts = filmsByPersonStarts
            self.filmsByPerson = filmsByPerson
        }
    }
}
