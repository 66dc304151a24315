/// Where bytes stop being UTF-8: for files read as Swift source and for the command line,
/// which flaggen refuses rather than reading with replacement characters.
package enum UTF8Validation {
    /// The offset of the first byte of the first sequence that is not UTF-8 (overlong forms,
    /// surrogates and values above U+10FFFF are not), or `nil` when all of `bytes` is.
    package static func firstInvalidOffset<Bytes: RandomAccessCollection>(_ bytes: Bytes) -> Int?
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let lead = bytes[index]
            guard lead >= 0x80 else {
                index += 1
                continue
            }
            guard let (length, second) = sequence(startingWith: lead), index + length <= bytes.endIndex,
                second.contains(bytes[index + 1]),
                (index + 2..<index + length).allSatisfy({ (0x80...0xBF).contains(bytes[$0]) })
            else { return index - bytes.startIndex }
            index += length
        }
        return nil
    }

    /// The length of the sequence a lead byte starts and the range its second byte must be in.
    private static func sequence(startingWith lead: UInt8) -> (length: Int, second: ClosedRange<UInt8>)? {
        switch lead {
        case 0xC2...0xDF: (2, 0x80...0xBF)
        case 0xE0: (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
        case 0xED: (3, 0x80...0x9F)
        case 0xF0: (4, 0x90...0xBF)
        case 0xF1...0xF3: (4, 0x80...0xBF)
        case 0xF4: (4, 0x80...0x8F)
        default: nil
        }
    }
}
