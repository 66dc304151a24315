import FeatureFlagKit
import Foundation
import Testing

/// Which URLs ``HTTPPayloadSource`` accepts: HTTPS anywhere, plain HTTP only to a host that
/// every parser on the way (Foundation's `URL`, libcurl under `URLSession`, the resolver) reads
/// as loopback. Anything that could be read two ways is refused.
@Suite struct LoopbackRuleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let url: String
        let isAllowed: Bool
        /// Why, in terms of what `URLSession` would connect to.
        let reason: String

        var testDescription: String { "\(url) (\(reason))" }
    }

    static let cases: [Case] = [
        Case(url: "http://127.0.0.1:8080/f.json", isAllowed: true, reason: "IPv4 loopback"),
        Case(url: "http://127.1.2.3/f.json", isAllowed: true, reason: "all of 127.0.0.0/8"),
        Case(url: "http://localhost/f.json", isAllowed: true, reason: "localhost"),
        Case(url: "http://LOCALHOST/f.json", isAllowed: true, reason: "host names ignore case"),
        Case(url: "HTTP://127.0.0.1/f.json", isAllowed: true, reason: "schemes ignore case"),
        Case(url: "http://[::1]:80/f.json", isAllowed: true, reason: "IPv6 loopback"),
        Case(url: "http://[0:0:0:0:0:0:0:1]/f.json", isAllowed: true, reason: "::1 written out"),
        Case(url: "https://example.com/f.json", isAllowed: true, reason: "HTTPS anywhere"),
        Case(
            url: "http://127.0.0.1%00.evil.example/f.json", isAllowed: false,
            reason: "NUL: a C parser stops at 127.0.0.1"),
        Case(url: "http://localhost%00.evil.example/f.json", isAllowed: false, reason: "NUL after localhost"),
        Case(url: "http://127.0.0.1%2500.evil/f.json", isAllowed: false, reason: "an encoded percent sign"),
        Case(url: "http://127.0.0.1%0a/f.json", isAllowed: false, reason: "an encoded line feed"),
        Case(url: "http://%31%32%37.0.0.1/f.json", isAllowed: false, reason: "percent-encoded digits"),
        Case(url: "http://127%2e0.0.1/f.json", isAllowed: false, reason: "a percent-encoded dot"),
        Case(url: "http://[::1%25eth0]/f.json", isAllowed: false, reason: "a zone index picks an interface"),
        Case(url: "http://localhost./f.json", isAllowed: false, reason: "a trailing dot goes to the resolver"),
        Case(url: "http://127.0.0.1./f.json", isAllowed: false, reason: "a trailing dot makes a host name"),
        Case(url: "http://sub.localhost/f.json", isAllowed: false, reason: "only localhost itself"),
        Case(url: "http://127.0.0.+1/f.json", isAllowed: false, reason: "not dotted decimal"),
        Case(url: "http://127.0.0.09/f.json", isAllowed: false, reason: "a leading zero"),
        Case(url: "http://0177.0.0.1/f.json", isAllowed: false, reason: "octal to some parsers, decimal to others"),
        Case(url: "http://0x7f.1/f.json", isAllowed: false, reason: "hexadecimal shorthand"),
        Case(url: "http://127.1/f.json", isAllowed: false, reason: "two-part shorthand"),
        Case(url: "http://2130706433/f.json", isAllowed: false, reason: "a 32-bit number"),
        Case(url: "http://[::ffff:127.0.0.1]/f.json", isAllowed: false, reason: "an IPv4-mapped address"),
        Case(url: "http://127.0.0.1.evil.com/f.json", isAllowed: false, reason: "a DNS name"),
        Case(url: "http://127.0.0.1@evil.com/f.json", isAllowed: false, reason: "127.0.0.1 is the user name"),
        Case(url: "http://127.0.0.1:80@evil.com/f.json", isAllowed: false, reason: "127.0.0.1:80 is user and password"),
        Case(url: "http://127.0.0.1%2f@evil.com/f.json", isAllowed: false, reason: "an encoded slash in the user name"),
        Case(
            url: "http://evil.com@127.0.0.1/f.json", isAllowed: false,
            reason: "any user info: parsers split at different @"),
        Case(url: "http://[::2]/f.json", isAllowed: false, reason: "not loopback"),
        Case(url: "http://example.com/f.json", isAllowed: false, reason: "plain HTTP to the network"),
        Case(url: "ftp://127.0.0.1/f.json", isAllowed: false, reason: "not HTTP"),
        Case(url: "file:///etc/passwd", isAllowed: false, reason: "not HTTP"),
    ]

    @Test(arguments: cases)
    func onlyHTTPSOrAnUnambiguousLoopbackHostIsAllowed(_ test: Case) throws {
        let url = try #require(URL(string: test.url))
        let result = Result { () throws(PayloadSourceError) in try HTTPPayloadSource(url: url) }
        switch result {
        case .success: #expect(test.isAllowed)
        case .failure(let error):
            #expect(!test.isAllowed)
            #expect(error.kind == .insecureURL, "a refused URL has its own kind: \(error.kind)")
        }
    }
}
