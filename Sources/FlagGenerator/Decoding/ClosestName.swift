/// The longest name, in characters, that gets a misspelling suggestion: the edit distance
/// is quadratic in the length, and a typo is made in a name a person types.
let maximumSuggestedNameLength = 100

/// The candidate that `name` is most likely a misspelling of, if any is close enough.
func closestName(to name: String, in candidates: [String]) -> String? {
    let lowered = name.lowercased()
    let isAbbreviation = { (candidate: String) in
        lowered.count >= 3 && (candidate.lowercased().hasPrefix(lowered) || lowered.hasPrefix(candidate.lowercased()))
    }
    if let extended = candidates.first(where: isAbbreviation) { return extended }
    let length = name.count
    guard length <= maximumSuggestedNameLength else { return nil }
    let limit = max(2, length / 3)
    // The distance is at least the difference in length, so longer candidates can't be close.
    let distances = candidates.filter { abs($0.count - length) <= limit }.map {
        (candidate: $0, distance: editDistance(name, $0))
    }
    guard let closest = distances.min(by: { $0.distance < $1.distance }) else { return nil }
    return closest.distance <= limit ? closest.candidate : nil
}

/// The number of single-character edits that turn `a` into `b` (Levenshtein), ignoring case.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased())
    let b = Array(b.lowercased())
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}
