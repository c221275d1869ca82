import Foundation
@_spi(Benchmark) import MarqueeCatalog
@_spi(Benchmark) import MarqueeData

/// The "catalog load" row: checking the embedded blob and pointing a film table at it, against parsing the text.
enum CatalogLoadBench {
    /// The committed text the blob is packed from; Scripts/bench runs from the checkout's root.
    static let textPath = "Scripts/catalog/bundled-catalog.tsv"

    static func run() {
        var films = 0
        let blob = BenchClock.median(runs: 51) {
            do { films = try CatalogBenchmarking.loadBundledTable().count } catch { fatalError("\(error)") }
        }
        print(String(format: "Catalog load, %d films: blob check + film table %.2f ms (median of 51)", films, blob))
        guard let text = try? String(contentsOfFile: textPath, encoding: .utf8) else {
            print("  (\(textPath) not found from here, so the old text parse is not timed)")
            return
        }
        let parse = BenchClock.median(runs: 5) {
            do { films = try CatalogBenchmarking.parseText(text).count } catch { fatalError("\(error)") }
        }
        print(
            String(
                format: "  the text parse every run paid before the blob: %.1f ms (median of 5), %.0fx", parse,
                parse / blob))
    }
}
