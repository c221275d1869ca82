/// The attributes of `im:price` and `im:rentalPrice`: the machine-readable amount behind the label "$24.99".
struct RSSPriceAttributesDTO: Decodable, Hashable, Sendable {
    /// The amount as a decimal string, for example `"24.99"`.
    var amount: String?
    /// The ISO 4217 code, for example `"USD"`.
    var currency: String?
}
