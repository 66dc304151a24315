/// The draws the fuzz generators and mutators make.
extension SplitMix64 {
    /// A number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// A Boolean value that is `true` with probability `1 / outOf`.
    mutating func oneIn(_ outOf: Int) -> Bool {
        int(1...outOf) == 1
    }

    /// One element of `elements`, which must not be empty.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[int(0...elements.count - 1)]
    }

    /// A length that is usually small and sometimes large: up to 8 nine times in ten, up to 64
    /// most other times, and one time in a hundred up to `maximum`.
    mutating func length(upTo maximum: Int) -> Int {
        let cap = oneIn(10) ? (oneIn(10) ? maximum : 64) : 8
        return int(0...min(cap, maximum))
    }
}
