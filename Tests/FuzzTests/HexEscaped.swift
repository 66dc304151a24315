/// Bytes shown as text that survives any terminal or log: printable ASCII as is, everything
/// else (and `\`) as `\xNN`, cut after `limit` bytes.
struct HexEscaped: CustomStringConvertible {
    let bytes: [UInt8]
    let limit: Int

    init(_ bytes: [UInt8], limit: Int = 600) {
        self.bytes = bytes
        self.limit = limit
    }

    var description: String {
        let shown = bytes.prefix(limit).map { byte in
            (0x20...0x7E).contains(byte) && byte != UInt8(ascii: "\\")
                ? String(UnicodeScalar(byte)) : "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16)
        }.joined()
        return "\"\(shown)\"" + (bytes.count > limit ? "…" : "") + " (\(bytes.count) bytes)"
    }
}
