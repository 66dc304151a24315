extension BadManifest {
    /// Manifests whose strings try to forge diagnostic lines (a newline followed by a fake
    /// `path:line:col:` line, terminal escapes): every such string is quoted and escaped, so
    /// each diagnostic stays one line.
    static let hostileText: [BadManifest] = [
        BadManifest(
            "unknown field with a newline and a terminal escape",
            #"{"version": 1, "flags": [], "x\nflags.json:1:1: error: forged\u001b[0m": 1}"#,
            expected: [
                #"1:29: error: unknown field "x\nflags.json:1:1: error: forged\u001B[0m" in the manifest. Allowed fields: version, access, configurations, localOverrides, flags."#
            ]),
        BadManifest(
            "repeated field with a newline",
            #"{"version": 1, "flags": [], "a\nb": 1, "a\nb": 2}"#,
            expected: [
                #"1:29: error: unknown field "a\nb" in the manifest. Allowed fields: version, access, configurations, localOverrides, flags."#,
                #"1:40: error: "a\nb" appears twice in the manifest (first at line 1); remove one of them."#,
            ]),
        BadManifest(
            "configuration name with a terminal escape",
            #"{"version": 1, "configurations": [{"name": "rel\u001b[2J"}], "flags": []}"#,
            expected: [
                #"1:44: error: configuration name "rel\u001B[2J" is not a Swift identifier; use letters, digits and underscores, starting with a letter (lowerCamelCase by convention)."#
            ]),
        BadManifest(
            "flag name with a newline",
            #"{"version": 1, "flags": [{"name": "a\nflags.json:9:9: warning: forged", "enabled": true}]}"#,
            expected: [
                #"1:35: error: flag name "a\nflags.json:9:9: warning: forged" is not a Swift identifier; use letters, digits and underscores, starting with a letter (lowerCamelCase by convention), and set 'key' if the remote key must differ."#,
                #"1:35: warning: flag "a\nflags.json:9:9: warning: forged" has no description; add "description": it becomes the doc comment and appears in reports."#,
            ]),
        BadManifest(
            "unknown configuration with a newline",
            #"{"version": 1, "flags": [{"name": "a", "enabled": ["x\ny"], "description": "d"}]}"#,
            expected: [
                #"1:52: error: 'enabled' of flag 'a' names the unknown configuration "x\ny". Declared configurations: branchTest, prereleaseTesting, localDeveloper, appStore."#
            ]),
        BadManifest(
            "enabled is a string with a newline",
            #"{"version": 1, "flags": [{"name": "a", "enabled": "x\ny", "description": "d"}]}"#,
            expected: [
                #"1:51: error: 'enabled' of flag 'a' must be true, false, a list of configuration names or an object such as { "except": [names] } or { "in": [names], "if": "CONDITION" }, not a string."#
            ]),
        BadManifest(
            "remote with a terminal escape",
            #"{"version": 1, "flags": [{"name": "a", "enabled": true, "remote": "\u001b[31mtrue", "description": "d"}]}"#,
            expected: [
                #"1:67: error: 'remote' of flag 'a' must be true, false or "disable-only", not "\u001B[31mtrue"."#
            ]),
        BadManifest(
            "access with a newline",
            #"{"version": 1, "access": "public\n", "flags": []}"#,
            expected: [
                #"1:26: error: 'access' must be "internal", "public" or "package", not "public\n"."#
            ]),
        BadManifest(
            "expiry with a newline",
            #"{"version": 1, "flags": [{"name": "a", "enabled": true, "expires": "2027-06-30\n", "description": "d"}]}"#,
            expected: [
                #"1:68: error: 'expires' of flag 'a' must be a date written YYYY-MM-DD, such as "2027-06-30", not "2027-06-30\n"."#
            ]),
        BadManifest(
            "key with a quote used twice",
            #"""
            {"version": 1, "flags": [
              {"name": "a", "key": "it's", "enabled": true, "description": "d"},
              {"name": "b", "key": "it's", "enabled": true, "description": "d"}]}
            """#,
            expected: [
                #"3:12: error: flag 'b' uses the key "it's", which flag 'a' (line 2) already uses; keys must be unique, so set a different 'key'."#
            ]),
        BadManifest(
            "missing colon after a key with a newline",
            #"{"version": 1, "flags": [], "a\nb" 1}"#,
            expected: [
                #"1:36: error: unexpected character '1' after the key "a\nb"; expected ':'."#
            ]),
    ]

    /// Manifests too large in one dimension to be reasonable: each limit is reported at the
    /// value that exceeds it, instead of exhausting the stack or taking quadratic time.
    static let outsized: [BadManifest] = [
        BadManifest(
            "condition with too many terms",
            #"{"version": 1, "configurations": [{"name": "a", "condition": ""#
                + Array(repeating: "A", count: 101).joined(separator: " || ") + #""}, {"name": "rel"}], "flags": []}"#,
            expected: [
                #"1:560: error: the condition of configuration 'a' combines more than 100 terms with && and ||; define one compilation condition for these builds (-DNAME) and test that instead."#
            ]),
        BadManifest(
            "too many configurations",
            #"{"version": 1, "configurations": ["#
                + (0..<101).map { #"{"name": "c\#($0)", "condition": "C\#($0)"}, "# }.joined()
                + #"{"name": "rel"}], "flags": []}"#,
            expected: [
                #"1:34: error: 'configurations' declares 102 configurations; at most 100 are supported, so merge or remove some."#
            ]),
    ]
}
