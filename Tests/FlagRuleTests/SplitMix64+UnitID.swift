extension SplitMix64 {
    /// A unit id shaped like an install id: 32 hex digits in UUID groups.
    mutating func unitID() -> String {
        let digits = String(next(), radix: 16) + String(next(), radix: 16)
        return String(digits.prefix(8)) + "-" + String(digits.dropFirst(8).prefix(4)) + "-"
            + String(digits.dropFirst(12))
    }
}
