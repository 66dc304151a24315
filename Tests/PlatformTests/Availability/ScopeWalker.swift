import Foundation

/// Walks blanked code (``SwiftCodeText``) forward and tells, at an offset, which OS versions the
/// enclosing `@available`/`#available` guarantee and which platforms the enclosing `#if`s leave out.
struct ScopeWalker {
    /// What holds at one offset.
    struct State {
        let guaranteed: PlatformVersions
        let excluded: Set<ApplePlatform>
    }

    private struct BraceScope {
        var guards: PlatformVersions
        /// The `else` block of `guard #available(…) else { … }`: what follows it in the enclosing
        /// scope is guarded.
        let isGuardElse: Bool
    }

    private let code: [UInt8]
    private let base: PlatformVersions
    private var index = 0
    private var statementStart = 0
    private var braces: [BraceScope] = []
    private var directives: [Set<ApplePlatform>] = []

    init(code: [UInt8], base: PlatformVersions) {
        self.code = code
        self.base = base
    }

    /// The state at `offset`; offsets must not decrease from one call to the next.
    mutating func state(at offset: Int) -> State {
        while index < offset { step() }
        let scoped = braces.reduce(base) { $0.raised(to: $1.guards) }
        return State(
            guaranteed: scoped.raised(to: Self.guards(in: text(statementStart..<offset))),
            excluded: directives.reduce([]) { $0.union($1) })
    }

    private mutating func step() {
        switch code[index] {
        case UInt8(ascii: "#") where isAtLineStart(index):
            let end = code[index...].firstIndex(of: UInt8(ascii: "\n")) ?? code.count
            compilerDirective(text(index..<end))
            index = max(end, index + 1)
            return
        case UInt8(ascii: "{"):
            let header = text(statementStart..<index)
            let isGuardElse = header.range(of: #"\bguard\b[^{]*#available"#, options: .regularExpression) != nil
            braces.append(BraceScope(guards: Self.guards(in: header), isGuardElse: isGuardElse))
            statementStart = index + 1
        case UInt8(ascii: "}"):
            if let closed = braces.popLast(), closed.isGuardElse, !braces.isEmpty {
                braces[braces.count - 1].guards = braces[braces.count - 1].guards.raised(to: closed.guards)
            }
            statementStart = index + 1
        case UInt8(ascii: ";"):
            statementStart = index + 1
        default:
            break
        }
        index += 1
    }

    /// `#if`, `#elseif`, `#else`, `#endif`; any other `#` at a line's start is code (`#Preview`).
    private mutating func compilerDirective(_ line: String) {
        let words = line.split(separator: " ", maxSplits: 1)
        switch words.first {
        case "#if": directives.append(Self.platformsLeftOut(by: words.count > 1 ? String(words[1]) : ""))
        case "#elseif", "#else": if !directives.isEmpty { directives[directives.count - 1] = [] }
        case "#endif": _ = directives.popLast()
        default: break
        }
    }

    /// The Apple platforms a condition such as `canImport(SwiftUI) && (os(iOS) || os(macOS))`
    /// leaves out: those it doesn't name, when it names platforms and negates nothing.
    static func platformsLeftOut(by condition: String) -> Set<ApplePlatform> {
        guard !condition.contains("!") else { return [] }
        let named = condition.components(separatedBy: "os(").dropFirst().compactMap { $0.split(separator: ")").first }
        guard !named.isEmpty else { return [] }
        return Set(ApplePlatform.allCases).subtracting(named.compactMap { ApplePlatform(rawValue: String($0)) })
    }

    /// What every `@available(…)` and `#available(…)` in `header` guarantees, together.
    static func guards(in header: String) -> PlatformVersions {
        var result = PlatformVersions(versions: [:])
        var rest = header[...]
        while let start = rest.range(of: "available(") {
            let afterParen = rest[start.upperBound...]
            let end = afterParen.firstIndex(of: ")") ?? afterParen.endIndex
            if rest[..<start.lowerBound].last == "@" || rest[..<start.lowerBound].last == "#" {
                result = result.raised(to: PlatformVersions(availabilityArguments: String(afterParen[..<end])))
            }
            rest = afterParen[end...]
        }
        return result
    }

    private func isAtLineStart(_ offset: Int) -> Bool {
        var probe = offset - 1
        while probe >= 0, code[probe] == UInt8(ascii: " ") || code[probe] == UInt8(ascii: "\t") { probe -= 1 }
        return probe < 0 || code[probe] == UInt8(ascii: "\n")
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: code[range], as: UTF8.self)
    }
}
