/// Converts byte offsets in a document to lines and columns.
///
/// Built only when a diagnostic needs a location, so that decoding stays a single
/// pass over the bytes.
package struct LineIndex: Sendable {
    private let lineStarts: [Int]

    /// Indexes the line starts of `bytes`. `\n`, `\r\n` and a lone `\r` each end a line.
    package init(_ bytes: [UInt8]) {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let end = min(offset + 8, buffer.count)
                // Eight bytes at a time while none of them can end a line: long lines cost a
                // test per word instead of a branch per byte.
                if end - offset == 8, !Self.mayEndALine(UnsafeRawPointer(buffer.baseAddress! + offset).loadUnaligned(as: UInt64.self)) {
                    offset = end
                    continue
                }
                for offset in offset..<end {
                    switch buffer[offset] {
                    case UInt8(ascii: "\n"):
                        let isCRLF = offset > 0 && buffer[offset - 1] == UInt8(ascii: "\r")
                        if isCRLF { starts[starts.count - 1] = offset + 1 } else { starts.append(offset + 1) }
                    case UInt8(ascii: "\r"):
                        starts.append(offset + 1)
                    default:
                        continue
                    }
                }
                offset = end
            }
        }
        lineStarts = starts
    }

    /// A Boolean value indicating whether any of the eight bytes in `word` may be `\n` or `\r`
    /// (no false negatives): a byte equal to one of them is 0 after the XOR, and
    /// `(x - 0x01…) & ~x & 0x80…` is non-zero when some byte of `x` is 0.
    private static func mayEndALine(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let newlines = word ^ (ones &* UInt64(UInt8(ascii: "\n")))
        let returns = word ^ (ones &* UInt64(UInt8(ascii: "\r")))
        return ((newlines &- ones) & ~newlines | (returns &- ones) & ~returns) & highs != 0
    }

    /// The location of the byte at `offset`.
    package func location(ofOffset offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(line: low + 1, column: offset - lineStarts[low] + 1)
    }
}
