import Foundation
import MarqueeDomain
import Testing

@testable import MarqueeData

#if canImport(Glibc)
    import Glibc
#endif

struct FileSystemErrorTests {
    @Test(
        "errno becomes the Domain's file problem a person can act on, and the system's words for anything else",
        arguments: [
            (ENOENT, FileProblem.missing), (EACCES, .permissionDenied), (EPERM, .permissionDenied),
            (EROFS, .readOnly), (EISDIR, .isFolder), (ENOTDIR, .notFolder), (ENOSPC, .noSpace), (EDQUOT, .noSpace),
            (EIO, .other(String(cString: strerror(EIO)))),
        ]
    )
    func problem(code: Int32, problem: FileProblem) {
        #expect(FileSystemError(path: "/p", operation: "open", code: code).problem == problem)
    }
}
