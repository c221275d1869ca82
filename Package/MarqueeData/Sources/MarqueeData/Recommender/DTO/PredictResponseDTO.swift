/// A `/predict/` answer as an object: `{"recommendations": […]}`, or a newer backend's `{"success": false, …}`.
///
/// Every key is optional so the mapper can say precisely what is missing instead of failing as a whole.
struct PredictResponseDTO: Decodable, Sendable {
    /// `recommendations`: the cards.
    let recommendations: [PredictCardDTO]?
    /// `success`: present only in the newer backend's bodies; `false` marks an error.
    let success: Bool?
    /// `error`: the newer backend's short error label, such as `HTTP 500`.
    let error: String?
    /// `detail`: FastAPI's error detail, a string or a list of validation errors.
    let detail: ErrorDetailDTO?
}
