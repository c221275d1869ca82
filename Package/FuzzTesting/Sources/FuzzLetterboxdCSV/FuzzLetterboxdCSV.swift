import FuzzSupport
import MarqueeData

/// File names the import decides the shelf from; the input's first byte picks one.
let fileNames = ["ratings.csv", "watchlist.csv", "likes/films.csv", "diary.csv", "export.csv"]

/// A Letterboxd CSV file: rows, or a `ShelfTransferError` naming the line; never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLetterboxdCSV(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    guard let first = input.bytes.first else { return 0 }
    let body = FuzzInput(bytes: Array(input.bytes.dropFirst())).data
    _ = try? LetterboxdShelfFormat().decode(body, fileName: fileNames[Int(first) % fileNames.count])
    return 0
}
