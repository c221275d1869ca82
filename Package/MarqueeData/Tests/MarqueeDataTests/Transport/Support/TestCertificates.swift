import Foundation

/// A self-signed certificate for 127.0.0.1, made by `openssl` in a temporary folder for one test.
struct TestCertificates {
    /// Why the certificate could not be made.
    struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        let description: String
    }

    /// The folder holding both files.
    let folder: URL
    /// The certificate, which is its own authority: hand it to the client as the CA file.
    var certificate: String { folder.appending(path: "cert.pem").path(percentEncoded: false) }
    /// The private key, for the server.
    var key: String { folder.appending(path: "key.pem").path(percentEncoded: false) }

    /// Makes a fresh key and a certificate valid for the IP address 127.0.0.1, for one day.
    static func make() throws -> TestCertificates {
        let folder = FileManager.default.temporaryDirectory.appending(path: "marquee-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let made = TestCertificates(folder: folder)
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = [
            "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
            "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", made.key, "-out", made.certificate,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "openssl req exited with \(process.terminationStatus)")
        }
        return made
    }

    /// Deletes the folder.
    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
