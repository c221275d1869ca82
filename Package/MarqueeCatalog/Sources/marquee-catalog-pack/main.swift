import Foundation
import MarqueeCatalog

// Packs the bundled catalog: reads the v3 tab-separated text that Scripts/build-catalog writes and writes the
// binary blob that MarqueeCatalogBlob embeds (docs/ARCHITECTURE.md, "The bundled catalog").
//
//     marquee-catalog-pack <catalog.tsv> <catalog.bin>

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let input = arguments.first, let output = arguments.last else {
    FileHandle.standardError.write(Data("usage: marquee-catalog-pack <catalog.tsv> <catalog.bin>\n".utf8))
    exit(2)
}
do {
    let text = try String(contentsOfFile: input, encoding: .utf8)
    let movies = try BundledCatalogParser.parse(text)
    let blob = try CatalogBlobWriter.blob(of: movies)
    // Read back before writing, so a blob that would not load as exactly these films never lands.
    guard try CatalogBlob.movies(in: blob) == movies else {
        FileHandle.standardError.write(
            Data("marquee-catalog-pack: the blob does not read back as its films (is the text sorted by id?)\n".utf8))
        exit(1)
    }
    try Data(blob).write(to: URL(fileURLWithPath: output), options: .atomic)
    print("marquee-catalog-pack: wrote \(blob.count) bytes to \(output)")
} catch {
    FileHandle.standardError.write(Data("marquee-catalog-pack: \(error)\n".utf8))
    exit(1)
}
