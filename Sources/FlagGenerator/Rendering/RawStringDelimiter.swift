/// Chooses how many `#` a raw string needs so that nothing in it ends the literal
/// (`"""#`) or starts an interpolation (`\#(`).
enum RawStringDelimiter {
    static func count(for lines: [String]) -> Int {
        var longest = 0
        for line in lines {
            var run = -1
            for byte in line.utf8 {
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                    run = 0
                } else if byte == UInt8(ascii: "#"), run >= 0 {
                    run += 1
                    longest = max(longest, run)
                } else {
                    run = -1
                }
            }
        }
        return longest + 1
    }
}
