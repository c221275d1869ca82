/// An error body: FastAPI's `{"detail": …}`, or the newer backend's `{"success": false, "error", "detail"}`.
struct ErrorBodyDTO: Decodable, Sendable {
    /// `detail`: a string for errors the app raises, a list for validation errors.
    let detail: ErrorDetailDTO?
    /// `success`: `false` in the newer backend's error bodies.
    let success: Bool?
    /// `error`: the newer backend's short label, such as `HTTP 400`.
    let error: String?
}
