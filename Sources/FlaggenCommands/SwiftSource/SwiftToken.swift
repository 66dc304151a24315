/// A token of Swift source, as much as finding flag references needs: identifiers,
/// punctuation, and string literals. Comments are dropped; the code inside string
/// interpolations is tokenized like any other code.
enum SwiftToken: Hashable {
    /// An identifier or keyword (backticks removed).
    case identifier(String)
    /// One of `. ( ) [ ] { } : , ;`.
    case punctuation(UInt8)
    /// A string literal without interpolation, with its content (escapes left as written).
    case string(String)
    /// A string literal with interpolation: only its code matters, and it is tokenized too.
    case interpolatedString
    /// The end of a line.
    case newline
    /// An operator, such as `==`, `?` or `&&`.
    case operatorSymbol(String)
    /// Anything else: numbers, regex literals.
    case other
}
