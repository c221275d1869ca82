import MarqueeDomain
import MarqueeDomainTestSupport
import Testing

struct SearchTextTests {
    @Test(
        "Folding lowers case, strips accents, joins apostrophes and turns other punctuation into single spaces",
        arguments: [
            ("Amélie", "amelie"), ("AMELIE!", "amelie"), ("  The   Dark\tKnight ", "the dark knight"),
            ("Schindler's List", "schindlers list"), ("Singin’ in the Rain", "singin in the rain"),
            ("Léon: The Professional", "leon the professional"), ("2001: A Space Odyssey", "2001 a space odyssey"),
            ("WALL·E", "wall e"), ("Mañana", "manana"), ("Ｆｕｌｌ", "full"), ("Crème Brûlée", "creme brulee"),
            ("The Good, the Bad and the Ugly", "the good the bad and the ugly"), ("!!!", ""), ("", ""),
        ] as [(String, String)]
    )
    func folds(text: String, expected: String) {
        let folded = SearchText(text)

        #expect(folded.folded == expected)
        #expect(folded.words == (expected.isEmpty ? [] : expected.split(separator: " ").map(String.init)))
    }

    @Test("Texts that differ only in case, accents and punctuation fold to the same value")
    func equivalentTextsAreEqual() {
        #expect(SearchText("Amélie") == SearchText("amelie"))
        #expect(SearchText("THE MATRIX") == SearchText("the...matrix"))
    }
}
