import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// Scripts/bench's third floor: a program that links FoundationNetworking (and so libcurl) as marquee does, and
// never opens a connection, as `marquee tonight` never does.
let session: URLSession? = CommandLine.arguments.count > 99 ? URLSession.shared : nil
print(session == nil ? "Tonight: nothing, with FoundationNetworking." : "")
