/// The runner's command line: four files, all required, and the groups' file for the group mode.
struct EvalArguments {
    /// The usage text printed with a usage error.
    static let usage = """
        usage: marquee-eval --model FILE --profiles FILE --candidates FILE --output FILE [--groups FILE]
          --model       id<TAB>audience mean<TAB>audience count<TAB>neighbours (id:units|...), replacing the
                        bundled audience score and co-rating neighbours of every catalog film
          --profiles    user<TAB>liked ids (,)<TAB>passed ids (,)
          --candidates  one catalog id per line: the films the dataset knows
          --output      written as ranker<TAB>user<TAB>top-10 ids (,)
          --groups      group<TAB>users (,) of the profiles: pick for each group instead (EvalGroups)
        """

    /// Replacement audience scores and neighbours, recomputed from training users only.
    let model: String
    /// The held-out users' likes and passes.
    let profiles: String
    /// The films the dataset knows.
    let candidates: String
    /// Where the rankings go.
    let output: String
    /// The synthetic groups, when the run picks for groups instead of ranking for each user.
    let groups: String?

    /// Reads `--name value` pairs; every flag but `--groups` is required, and none may be given twice.
    init(_ arguments: [String]) throws(EvalError) {
        var values: [String: String] = [:]
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard ["--model", "--profiles", "--candidates", "--output", "--groups"].contains(flag) else {
                throw .usage("unknown argument '\(flag)'")
            }
            guard let value = rest.popFirst(), !value.hasPrefix("--") else { throw .usage("\(flag) needs a file") }
            guard values.updateValue(value, forKey: flag) == nil else { throw .usage("\(flag) given twice") }
        }
        func required(_ flag: String) throws(EvalError) -> String {
            guard let value = values[flag] else { throw .usage("\(flag) is required") }
            return value
        }
        model = try required("--model")
        profiles = try required("--profiles")
        candidates = try required("--candidates")
        output = try required("--output")
        groups = values["--groups"]
    }
}
