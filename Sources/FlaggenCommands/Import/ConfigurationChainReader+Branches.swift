import FlagGenerator

extension ConfigurationChainReader {
    /// One branch of the `#if` chain: the configuration it returns and its condition.
    struct Branch {
        var name: String
        var condition: String?
        /// The token index of the branch's `#`.
        var tokenIndex: Int
    }

    /// The branches of the chain in `body`, in source order; `nil` after reporting an error.
    mutating func branches(in body: Range<Int>, cases: Set<String>) -> [Branch]? {
        let directives = body.filter { source.isDirectiveHash($0) && source.tokens.indices.contains($0 + 1) }
        guard let first = directives.first, source.tokens[first + 1] == .identifier("if") else {
            _ = fail(
                "'current' has no '#if' chain; flaggen import reads '#if COND return .x #elseif … #else return .y #endif'.",
                at: body.lowerBound)
            return nil
        }
        var branches: [Branch] = []
        for (position, hash) in directives.enumerated() {
            guard source.tokens[hash + 1] != .identifier("endif") else { break }
            let bodyEnd = position + 1 < directives.count ? directives[position + 1] : body.upperBound
            guard let branch = branch(at: hash, through: bodyEnd, cases: cases) else { return nil }
            if let earlier = branches.first(where: { $0.name == branch.name }) {
                let line = source.location(ofToken: earlier.tokenIndex).line
                _ = fail(
                    "configuration '\(branch.name)' is returned twice (first at line \(line)); give each branch its own case.",
                    at: hash)
                return nil
            }
            branches.append(branch)
        }
        return branches
    }

    /// The branch whose directive `#` is at `hash` and whose statements end at `end`.
    private mutating func branch(at hash: Int, through end: Int, cases: Set<String>) -> Branch? {
        guard case .identifier(let keyword) = source.tokens[hash + 1], ["if", "elseif", "else"].contains(keyword) else {
            _ = fail(
                "'current' holds a directive flaggen import can't read; use only '#if', '#elseif', '#else' and '#endif'.",
                at: hash)
            return nil
        }
        let condition = keyword == "else" ? nil : source.restOfLine(fromToken: hash + 2)
        if let condition, let problem = Self.problem(with: condition) {
            var location = source.location(ofToken: hash + 2)
            location.column += problem.offset
            findings.append(
                ImportFinding(.error, "the condition '\(condition)' \(problem.message).", path: path, at: location))
            return nil
        }
        // A file that ends right after the directive leaves nothing in the branch.
        let returned = (hash + 2..<max(hash + 2, end)).compactMap { index -> String? in
            guard source.tokens[index - 1] == .punctuation(UInt8(ascii: ".")),
                case .identifier(let name) = source.tokens[index]
            else { return nil }
            return cases.contains(name) ? name : nil
        }
        guard let name = returned.last else {
            _ = fail(
                "this branch of 'current' returns no case of the enum; write 'return .name' in each branch.", at: hash)
            return nil
        }
        return Branch(name: name, condition: condition, tokenIndex: hash)
    }

    /// Why the manifest would reject `condition`, if it would, and at which byte of it.
    private static func problem(with condition: String) -> CompilationConditionParser.Failure? {
        do {
            _ = try CompilationConditionParser.parse(condition)
            return nil
        } catch {
            return error
        }
    }

    /// `branches` with those whose condition names `DEBUG` moved after the other conditions
    /// (SwiftPM defines `DEBUG` in every debug build), noting the move when there is one.
    mutating func reorderedDebugLast(_ branches: [Branch]) -> [Branch] {
        let mentionsDebug = { (branch: Branch) in
            branch.condition.map { (try? CompilationConditionParser.parse($0))?.mentions("DEBUG") ?? false } ?? false
        }
        let conditional = branches.filter { $0.condition != nil }
        let reordered =
            conditional.filter { !mentionsDebug($0) } + conditional.filter(mentionsDebug)
            + branches.filter { $0.condition == nil }
        guard let moved = branches.first(where: mentionsDebug), reordered.map(\.name) != branches.map(\.name) else {
            return branches
        }
        note(
            "configuration '\(moved.name)' (\(moved.condition ?? "")) was moved after the custom conditions: SwiftPM defines DEBUG in every debug build, so with it first 'swift build -Xswiftc -D…' would never select the others.",
            at: moved.tokenIndex)
        return reordered
    }
}

extension CompilationCondition {
    /// A Boolean value indicating whether the condition tests the flag `name`.
    func mentions(_ name: String) -> Bool {
        switch self {
        case .flag(let flag): flag == name
        case .platform: false
        case .not(let inner), .parenthesized(let inner): inner.mentions(name)
        case .and(let lhs, let rhs), .or(let lhs, let rhs): lhs.mentions(name) || rhs.mentions(name)
        }
    }
}
