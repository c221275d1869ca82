import Foundation
import MarqueeDomain
import MarqueePresentation
import MarqueeWords

/// Reads `--year`, `--duration`, `--type`, `--rating` and `--milder` into a checked form, or says what is wrong.
enum RecommendFormArgument {
    /// The form as typed on the command line.
    static func input(_ arguments: ParsedArguments) -> RecommendationFormInput {
        RecommendationFormInput(
            year: arguments.value("--year") ?? "",
            duration: arguments.value("--duration") ?? "",
            type: arguments.value("--type") ?? "",
            rating: arguments.value("--rating") ?? "",
            includesMilder: arguments.has("--milder")
        )
    }

    /// The checked form.
    /// - Throws: ``UsageError`` naming every bad option, one line each, with the values it accepts.
    static func form(_ arguments: ParsedArguments, parser: RecommendationFormParser) throws(UsageError)
        -> RecommendationForm
    {
        let input = input(arguments)
        let problems = parser.problems(in: input)
        let words = FormErrorText(l10n: arguments.l10n, parser: parser)
        guard problems.isEmpty, let form = try? parser.parse(input) else {
            throw UsageError(problems.map(words.text).joined(separator: "\nmarquee: "), command: arguments.command)
        }
        return form
    }
}
