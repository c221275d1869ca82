import Dispatch

/// Times a piece of work several times and reports the median, which one slow run cannot skew.
enum BenchClock {
    static func median(runs: Int, _ work: () -> Void) -> Double {
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            work()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        }
        samples.sort()
        return samples[samples.count / 2]
    }
}
