/// Parses JSON text (RFC 8259) into ``JSONValue``s that remember their byte offsets.
///
/// Strict where Foundation is lenient: no comments, no trailing commas, no
/// non-UTF-8 bytes, no lone surrogates, and nesting limited so that hostile input
/// can't exhaust the stack. Duplicate keys are kept for the caller to judge.
///
/// ```swift
/// let value = try JSONParser.parse(Array(data))
/// ```
package enum JSONParser {
    /// Parses one JSON document: a value surrounded by optional white space.
    ///
    /// A UTF-8 byte order mark at the start is skipped; arrays and objects nested more than
    /// `maximumDepth` levels deep are refused.
    package static func parse(
        _ bytes: [UInt8], maximumDepth: Int = 512
    ) throws(JSONSyntaxError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            var scanner = JSONScanner(buffer, maximumDepth: maximumDepth)
            return try scanner.parseDocument()
        }
    }
}
