import MarqueeDomain

/// The `--json` document of `marquee together` (schema `marquee.together/1`).
///
/// `members` lists the people in the group, the person running Marquee first with `you` true and no name; each
/// pick's `fits` follow the same order.
public struct TogetherJSON: Encodable {
    /// One person in the group.
    struct Member: Encodable {
        @NullEncoded var name: String?
        let you: Bool
    }

    /// How one pick suits one person: their satisfaction from 0 to 1 and their own reasons, as the feed gives them.
    struct Fit: Encodable {
        @NullEncoded var member: String?
        let you: Bool
        let satisfaction: Double
        let reasons: [PickJSON.Reason]
    }

    /// One pick for the group.
    struct Pick: Encodable {
        let rank: Int
        let movie: MovieJSON
        let fits: [Fit]
    }

    let schema = "marquee.together/1"
    let members: [Member]
    let tastesDiverge: Bool
    let picks: [Pick]

    /// Builds the document from the picks.
    public init(_ picks: GroupPicks, l10n: Localizer) {
        let isYou = { (name: String) in name == picks.members.first }
        members = picks.members.map { Member(name: isYou($0) ? nil : $0, you: isYou($0)) }
        tastesDiverge = picks.tastesDiverge
        self.picks = picks.picks.enumerated().map { offset, pick in
            Pick(
                rank: offset + 1, movie: MovieJSON(pick.movie),
                fits: pick.fits.map { fit in
                    Fit(
                        member: isYou(fit.member) ? nil : fit.member, you: isYou(fit.member),
                        satisfaction: (fit.satisfaction * 1000).rounded() / 1000,
                        reasons: fit.reasons.map {
                            PickJSON.Reason(
                                kind: ReasonText.key($0),
                                text: ReasonText(l10n: l10n, theirs: !isYou(fit.member)).text($0),
                                points: ($0.contribution * 1000).rounded() / 1000)
                        })
                })
        }
    }
}
