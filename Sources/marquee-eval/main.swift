import Foundation

// Scripts/eval's ranking step: the real feed code, and the baselines that live in Swift, ranking the
// bundled catalog for held-out MovieLens users. Scripts/eval builds it in release mode, writes its inputs,
// and scores its output; it ships with nothing.

do throws(EvalError) {
    let arguments = try EvalArguments(Array(CommandLine.arguments.dropFirst()))
    let users = try await EvalRun.execute(arguments)
    print("marquee-eval: ranked \(users) users with \(EvalRanker.allCases.count) feeds")
} catch {
    FileHandle.standardError.write(Data("marquee-eval: \(error)\n".utf8))
    if case .usage = error {
        FileHandle.standardError.write(Data((EvalArguments.usage + "\n").utf8))
        exit(64)
    }
    exit(1)
}
