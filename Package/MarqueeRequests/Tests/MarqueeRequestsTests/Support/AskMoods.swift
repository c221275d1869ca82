import MarqueeDomain
import MarqueeDomainTestSupport

@testable import MarqueeRequests

/// The moods the lexicon gives, spelled once for the table.
enum AskMoods {
    static let feelGood = AskMood(word: "feel-good", genres: [.comedy, .family])
    static let scary = AskMood(word: "scary", genres: [.horror, .thriller])
    static let creepy = AskMood(word: "creepy", genres: [.horror, .thriller])
    static let mindBending = AskMood(word: "mind-bending", genres: [.sciFi, .mystery])
    static let trippy = AskMood(word: "trippy", genres: [.sciFi, .mystery])
    static let dateNight = AskMood(word: "date night", genres: [.romance])
    static let emotional = AskMood(word: "emotional", genres: [.drama])
    static let funny = AskMood(word: "funny", genres: [.comedy])
    static let epic = AskMood(word: "epic", genres: [.adventure])
    static let dark = AskMood(word: "dark", genres: [.crime, .thriller])
    static let cozy = AskMood(word: "cozy", genres: [.family, .animation])
    static let kids = AskMood(word: "kids", genres: [.family, .animation])
    static let family = AskMood(word: "family", genres: [.family, .animation])
}
