/// SplitMix64 (Steele, Lea and Flood): a tiny seedable generator, so every fuzz input can be
/// rebuilt from its seed. `SystemRandomNumberGenerator` can't be seeded.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

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
