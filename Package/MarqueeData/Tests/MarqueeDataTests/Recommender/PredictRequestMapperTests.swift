import Foundation
import MarqueeDomain
import Testing

@testable import MarqueeData

/// Only values the seed backend's encoders know go over the wire, spelled as CinemaScopeAI spells them.
struct PredictRequestMapperTests {
    @Test("Every rating and type the form accepts maps to a class the backend's encoders know")
    func everyFormValueIsAccepted() {
        for rating in ContentRating.allCases {
            let form = RecommendationForm(year: 2010, duration: .minutes(90), contentType: .movie, rating: rating)
            #expect(PredictRequestMapper.acceptedRatings.contains(PredictRequestMapper.request(for: form).rating))
        }
        for type in FormContentType.allCases {
            let form = RecommendationForm(year: 2010, duration: .minutes(90), contentType: type, rating: .pg)
            #expect(PredictRequestMapper.acceptedTypes.contains(PredictRequestMapper.request(for: form).type))
        }
    }

    @Test(
        "Durations go as the seed's text: minutes as a number, seasons as '1 Season' or 'N Seasons'",
        arguments: [
            (FormDuration.minutes(120), "120"), (.minutes(95), "95"), (.seasons(1), "1 Season"),
            (.seasons(2), "2 Seasons"),
        ]
    )
    func durationText(duration: FormDuration, text: String) {
        #expect(PredictRequestMapper.durationText(duration) == text)
    }

    @Test("The body is the seed's JSON, byte for byte, with sorted keys")
    func bodyIsTheSeedsJSON() {
        let form = RecommendationForm(year: 2010, duration: .minutes(120), contentType: .movie, rating: .pg13)
        #expect(
            String(decoding: PredictRequestMapper.body(for: form), as: UTF8.self)
                == #"{"duration_text":"120","rating":"PG-13","release_year":2010,"type":"Movie"}"#
        )
        let show = RecommendationForm(year: 2019, duration: .seasons(2), contentType: .tvShow, rating: .notRated)
        #expect(
            String(decoding: PredictRequestMapper.body(for: show), as: UTF8.self)
                == #"{"duration_text":"2 Seasons","rating":"NR","release_year":2019,"type":"TV Show"}"#
        )
    }
}
