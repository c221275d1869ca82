/// What a response's head says, once its last header line has arrived.
struct TransferHead: Sendable {
    /// The final status, after any redirect was followed.
    let status: Int
    /// Headers with lower-cased names; a repeated header's values are joined with ", ".
    let headers: [String: String]

    /// The `Content-Length` the server promised, if it sent one.
    var expectedLength: Int? { headers["content-length"].flatMap { Int($0) } }
}

/// What a handler wants after taking body bytes.
enum TransferFlow {
    /// Keep reading.
    case proceed
    /// Stop reading until ``CurlTransfer/resume()``; the bytes were not taken and come again.
    case pause
    /// Stop the transfer; the handler has already decided its outcome.
    case abort
}

/// Receives one transfer's events, on the driver's thread.
///
/// The calls come in order: at most one head, then body bytes, then exactly one completion (unless the
/// transfer is cancelled first, which the handler itself asked for and so already knows).
protocol TransferHandler: AnyObject, Sendable {
    /// The final response's head; returns false to stop the transfer.
    func receive(head: TransferHead) -> Bool
    /// A piece of the (decoded) body.
    func receive(data: UnsafeRawBufferPointer) -> TransferFlow
    /// The transfer ended: `nil` when the whole body arrived, else why not.
    func complete(_ error: TransportError?)
}
