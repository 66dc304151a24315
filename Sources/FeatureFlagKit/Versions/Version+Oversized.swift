extension Version {
    package static let maximumComponent = Int.max

    /// A Boolean value indicating whether `text` is written as a version, dot-separated runs of
    /// ASCII digits, but has a component above ``maximumComponent``: for a message that says
    /// so rather than "not a version".
    package static func hasOversizedComponent(_ text: String) -> Bool {
        let components = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard
            components.allSatisfy({
                !$0.isEmpty && $0.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            })
        else {
            return false
        }
        return components.contains { Int(String(decoding: $0, as: UTF8.self)) == nil }
    }
}
