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
            for offset in buffer.indices where buffer[offset] <= UInt8(ascii: "\r") {
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
        }
        lineStarts = starts
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
