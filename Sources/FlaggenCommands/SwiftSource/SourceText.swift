import FlagJSON
import FlaggenCommandLine

/// The text of a file flaggen reads as Swift source: UTF-8, or where it first isn't.
enum SourceText {
    /// The first byte of `bytes` that is not part of valid UTF-8, and where it is.
    struct InvalidByte: Error {
        /// The byte, such as 0xFF.
        let value: UInt8
        /// Its line and column (columns count UTF-8 bytes).
        let location: SourceLocation

        /// `0xFF`.
        var hex: String { "0x" + String(value, radix: 16, uppercase: true).leftPadded(to: 2) }
    }

    /// `bytes` as text; throws where they stop being UTF-8 (overlong forms, surrogates and
    /// values above U+10FFFF are not).
    static func decode(_ bytes: [UInt8]) throws(InvalidByte) -> String {
        if let offset = UTF8Validation.firstInvalidOffset(bytes) {
            throw InvalidByte(value: bytes[offset], location: LineIndex(bytes).location(ofOffset: offset))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension String {
    /// The string with `0` in front up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
