import Foundation

/// One row of an IMDb dataset, split at its tabs; its bytes are valid only while the reader hands it over.
///
/// IMDb's format has no quoting: a tab always ends a field and `\N` is a missing value.
struct IMDbRow {
    /// The row's bytes, without its newline.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where each field ends: the offset of its tab, or of the row's end for the last.
    let ends: UnsafeBufferPointer<Int>

    /// A field's bytes.
    func field(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        let start = index == 0 ? 0 : ends[index - 1] + 1
        return UnsafeBufferPointer(rebasing: bytes[start..<ends[index]])
    }

    /// Whether a field is `\N`, IMDb's missing value.
    func isMissing(_ index: Int) -> Bool {
        let field = field(index)
        return field.count == 2 && field[0] == 0x5C && field[1] == 0x4E
    }

    /// A field as text, `nil` when missing.
    func string(_ index: Int) -> String? {
        isMissing(index) ? nil : String(decoding: field(index), as: UTF8.self)
    }

    /// A field as a whole number, `nil` when missing or not digits.
    func integer(_ index: Int) -> Int? {
        Self.digits(field(index))
    }

    /// A field as a decimal number (`8.1`), `nil` when missing or not a number.
    func decimal(_ index: Int) -> Double? {
        guard !isMissing(index) else { return nil }
        return Double(String(decoding: field(index), as: UTF8.self))
    }

    /// A field equal to some ASCII text.
    func field(_ index: Int, is text: StaticString) -> Bool {
        let field = field(index)
        guard field.count == text.utf8CodeUnitCount, let start = field.baseAddress else { return false }
        return memcmp(start, text.utf8Start, field.count) == 0
    }

    /// The number of an IMDb id (`tt0111161` or `nm0000151`, the two letters given), `nil` for anything else.
    static func number(_ id: UnsafeBufferPointer<UInt8>, prefix: (UInt8, UInt8)) -> UInt32? {
        guard id.count > 2, id.count <= 11, id[0] == prefix.0, id[1] == prefix.1 else { return nil }
        return digits(UnsafeBufferPointer(rebasing: id[2...])).flatMap { UInt32(exactly: $0) }
    }

    /// A title id's number, `nil` unless it is `tt` and digits.
    static func title(_ id: UnsafeBufferPointer<UInt8>) -> UInt32? { number(id, prefix: (0x74, 0x74)) }

    /// A person id's number, `nil` unless it is `nm` and digits.
    static func person(_ id: UnsafeBufferPointer<UInt8>) -> UInt32? { number(id, prefix: (0x6E, 0x6D)) }

    /// Each comma-separated id of a list field (`nm1,nm2`), as person numbers; none when missing.
    func people(_ index: Int) -> [UInt32] {
        guard !isMissing(index) else { return [] }
        return field(index).split(separator: 0x2C).compactMap { part in
            part.withUnsafeBufferPointer { Self.person($0) }
        }
    }

    private static func digits(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 18 else { return nil }
        var value = 0
        for byte in bytes {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }
}
