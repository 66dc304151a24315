import Testing

/// Broken manifests and the exact diagnostics each must produce (`line:column: severity: message`).
///
/// Each case is one mistake a user can make; "several problems at once" checks that every
/// problem is reported, in file order, not just the first.
struct BadManifest: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let expected: [String]

    init(_ name: String, _ text: String, expected: [String]) {
        self.name = name
        self.text = text
        self.expected = expected
    }

    var testDescription: String { name }

    static let all: [BadManifest] = [
        BadManifest(
            "empty file",
            #""#,
            expected: [
                #"1:1: error: expected a JSON value, but the document is empty."#
            ]),
        BadManifest(
            "only white space",
            #"""
              
             
            """#,
            expected: [
                #"2:2: error: expected a JSON value, but the document is empty."#
            ]),
        BadManifest(
            "top level is an array",
            #"[]"#,
            expected: [
                #"1:1: error: the manifest must be a JSON object such as { "version": 1, "flags": [] }, not an array."#
            ]),
        BadManifest(
            "missing version",
            #"{"flags": []}"#,
            expected: [
                #"1:1: error: the manifest is missing the required field 'version'; add "version": 1."#
            ]),
        BadManifest(
            "unsupported version",
            #"{"version": 2, "flags": []}"#,
            expected: [
                #"1:13: error: version 2 is not supported; this flaggen reads version 1 manifests."#
            ]),
        BadManifest(
            "version is a string",
            #"{"version": "1", "flags": []}"#,
            expected: [
                #"1:13: error: 'version' of the manifest must be the number 1, not a string."#
            ]),
        BadManifest(
            "missing flags",
            #"{"version": 1}"#,
            expected: [
                #"1:1: error: the manifest is missing the required field 'flags'; add "flags": []."#
            ]),
        BadManifest(
            "misspelled top-level field",
            #"{"version": 1, "flag": []}"#,
            expected: [
                #"1:16: error: unknown field 'flag' in the manifest. Did you mean 'flags'? Allowed fields: version, access, configurations, localOverrides, flags."#
            ]),
        BadManifest(
            "duplicate top-level key",
            #"""
            {"version": 1, "flags": [],
             "flags": []}
            """#,
            expected: [
                #"2:2: error: 'flags' appears twice in the manifest (first at line 1); remove one of them."#
            ]),
        BadManifest(
            "unknown access level",
            #"{"version": 1, "access": "private", "flags": []}"#,
            expected: [
                #"1:26: error: 'access' must be "internal", "public" or "package", not 'private'."#
            ]),
        BadManifest(
            "trailing comma",
            #"{"version": 1, "flags": [],}"#,
            expected: [
                #"1:27: error: trailing comma before '}'; remove the comma."#
            ]),
        BadManifest(
            "comment",
            #"""
            {"version": 1, // flags below
            "flags": []}
            """#,
            expected: [
                #"1:16: error: a comment (JSON has no comments) where an object key was expected; keys are strings in double quotes."#
            ]),
        BadManifest(
            "unterminated string",
            #"{"version": 1, "flags": [{"name": "a}"#,
            expected: [
                #"1:35: error: the string is never closed; add the closing '"'."#
            ]),
        BadManifest(
            "configurations is an object",
            #"{"version": 1, "configurations": {}, "flags": []}"#,
            expected: [
                #"1:34: error: 'configurations' must be a list of objects, not an object; remove it to use the default four."#
            ]),
        BadManifest(
            "configurations is empty",
            #"{"version": 1, "configurations": [], "flags": []}"#,
            expected: [
                #"1:34: error: 'configurations' is empty; list at least the fallback configuration (one without a condition), or remove the field to use the default four."#
            ]),
        BadManifest(
            "configuration name with a space",
            #"{"version": 1, "configurations": [{"name": "app store"}], "flags": []}"#,
            expected: [
                #"1:44: error: configuration name 'app store' is not a Swift identifier; use letters, digits and underscores, starting with a letter (lowerCamelCase by convention)."#
            ]),
        BadManifest(
            "configuration name taken by a member",
            #"{"version": 1, "configurations": [{"name": "current"}], "flags": []}"#,
            expected: [
                #"1:44: error: configuration name 'current' is taken by a member that BuildConfiguration generates; choose another name."#
            ]),
        BadManifest(
            "configuration declared twice",
            #"""
            {"version": 1, "configurations": [{"name": "a", "condition": "A"},
            {"name": "a"}], "flags": []}
            """#,
            expected: [
                #"2:1: error: configuration 'a' is declared twice (first at line 1); rename one of them."#
            ]),
        BadManifest(
            "no fallback",
            #"{"version": 1, "configurations": [{"name": "a", "condition": "A"}], "flags": []}"#,
            expected: [
                #"1:35: error: the last configuration, 'a', has a condition, so no configuration is the fallback; add one without a condition at the end (it is selected when no condition holds)."#
            ]),
        BadManifest(
            "fallback first",
            #"{"version": 1, "configurations": [{"name": "a"}, {"name": "b", "condition": "B"}], "flags": []}"#,
            expected: [
                #"1:35: error: configuration 'a' has no condition, so it is the fallback and must be last; move it to the end of 'configurations' or give it a condition."#,
                #"1:50: error: the last configuration, 'b', has a condition, so no configuration is the fallback; add one without a condition at the end (it is selected when no condition holds)."#,
            ]),
        BadManifest(
            "DEBUG before a custom condition",
            #"{"version": 1, "configurations": [{"name": "dev", "condition": "DEBUG"}, {"name": "alpha", "condition": "ALPHA_BUILD"}, {"name": "rel"}], "flags": []}"#,
            expected: [
                #"1:35: warning: configuration 'dev' tests DEBUG before 'alpha' tests ALPHA_BUILD; SwiftPM defines DEBUG in every debug build, so `swift build -Xswiftc -DALPHA_BUILD` would select 'dev'. Move 'dev' after the configurations with custom conditions."#
            ]),
        BadManifest(
            "same condition twice",
            #"{"version": 1, "configurations": [{"name": "a", "condition": "A"}, {"name": "b", "condition": "A"}, {"name": "rel"}], "flags": []}"#,
            expected: [
                #"1:68: warning: configuration 'b' has the same condition as the one at line 1, so it can never be selected; change or remove it."#
            ]),
        BadManifest(
            "code injected through a condition",
            #"{"version": 1, "configurations": [{"name": "a", "condition": "A\nfunc evil() {}\n#if B"}, {"name": "rel"}], "flags": []}"#,
            expected: [
                #"1:64: error: the condition of configuration 'a' has a non-printable or non-ASCII byte where an operator (&& or ||) was expected; only identifiers, !, &&, ||, parentheses and os(), arch(), canImport(), targetEnvironment(), swift(>=N.N), compiler(>=N.N) are allowed."#
            ]),
        BadManifest(
            "comment injected through a condition",
            #"{"version": 1, "configurations": [{"name": "a", "condition": "A // x"}, {"name": "rel"}], "flags": []}"#,
            expected: [
                #"1:65: error: the condition of configuration 'a' has '/' where an operator (&& or ||) was expected; only identifiers, !, &&, ||, parentheses and os(), arch(), canImport(), targetEnvironment(), swift(>=N.N), compiler(>=N.N) are allowed."#
            ]),
        BadManifest(
            "function call in a condition",
            #"{"version": 1, "configurations": [{"name": "a", "condition": "os(Linux) && exit(1)"}, {"name": "rel"}], "flags": []}"#,
            expected: [
                #"1:76: error: the condition of configuration 'a' calls 'exit()', which is not allowed; use os(), arch(), canImport(), targetEnvironment(), swift(>=N.N) or compiler(>=N.N)."#
            ]),
        BadManifest(
            "unknown operating system",
            #"{"version": 1, "configurations": [{"name": "a", "condition": "os(Linx)"}, {"name": "rel"}], "flags": []}"#,
            expected: [
                #"1:66: error: the condition of configuration 'a' uses os(Linx), which Swift doesn't know; use one of: macOS, iOS, tvOS, watchOS, visionOS, Linux, Windows, Android, FreeBSD, OpenBSD, WASI, Cygwin, Haiku, PS4, none."#
            ]),
        BadManifest(
            "swift version with <",
            #"{"version": 1, "configurations": [{"name": "a", "condition": "swift(<5.9)"}, {"name": "rel"}], "flags": []}"#,
            expected: [
                #"1:69: error: the condition of configuration 'a' has '<' where '>=' and a version, as in swift(>=5.9) was expected; only identifiers, !, &&, ||, parentheses and os(), arch(), canImport(), targetEnvironment(), swift(>=N.N), compiler(>=N.N) are allowed."#
            ]),
        BadManifest(
            "blank condition",
            #"{"version": 1, "configurations": [{"name": "a", "condition": " "}, {"name": "rel"}], "flags": []}"#,
            expected: [
                #"1:63: error: the condition of configuration 'a' is empty; remove the field to make this the fallback configuration."#
            ]),
        BadManifest(
            "single ampersand",
            #"{"version": 1, "configurations": [{"name": "a", "condition": "A & B"}, {"name": "rel"}], "flags": []}"#,
            expected: [
                #"1:65: error: the condition of configuration 'a' has '&' where an operator (&& or ||) was expected; only identifiers, !, &&, ||, parentheses and os(), arch(), canImport(), targetEnvironment(), swift(>=N.N), compiler(>=N.N) are allowed."#
            ]),
        BadManifest(
            "unbalanced parenthesis",
            #"{"version": 1, "configurations": [{"name": "a", "condition": "(A || B"}, {"name": "rel"}], "flags": []}"#,
            expected: [
                #"1:70: error: the condition of configuration 'a' ends where ')' was expected."#
            ]),
        BadManifest(
            "condition is a number",
            #"{"version": 1, "configurations": [{"name": "a", "condition": 1}, {"name": "rel"}], "flags": []}"#,
            expected: [
                #"1:62: error: 'condition' of configuration 'a' must be a string, not a number."#
            ]),
        BadManifest(
            "bad localOverrides entries",
            #"{"version": 1, "localOverrides": ["localDevelopr", "appStore", "appStore", 3], "flags": []}"#,
            expected: [
                #"1:35: error: 'localOverrides' of the manifest names the unknown configuration 'localDevelopr'. Did you mean 'localDeveloper'? Declared configurations: branchTest, prereleaseTesting, localDeveloper, appStore."#,
                #"1:64: warning: 'localOverrides' of the manifest lists 'appStore' twice; remove one."#,
                #"1:76: error: 'localOverrides' of the manifest must list configuration names as strings, not a number."#,
            ]),
        BadManifest(
            "flags is an object",
            #"{"version": 1, "flags": {}}"#,
            expected: [
                #"1:25: error: 'flags' must be a list of flag objects, not an object."#
            ]),
        BadManifest(
            "flag is a string",
            #"{"version": 1, "flags": ["a"]}"#,
            expected: [
                #"1:26: error: flag #1 must be an object such as { "name": "newThing", "enabled": false }, not a string."#
            ]),
        BadManifest(
            "flag without a name",
            #"{"version": 1, "flags": [{"enabled": true, "description": "d"}]}"#,
            expected: [
                #"1:26: error: flag #1 is missing the required field 'name'; add "name": "newThing"."#
            ]),
        BadManifest(
            "flag name with a dash",
            #"{"version": 1, "flags": [{"name": "new-thing", "enabled": true, "description": "d"}]}"#,
            expected: [
                #"1:35: error: flag name 'new-thing' is not a Swift identifier; use letters, digits and underscores, starting with a letter (lowerCamelCase by convention), and set 'key' if the remote key must differ."#
            ]),
        BadManifest(
            "flag name taken by a member",
            #"{"version": 1, "flags": [{"name": "isEnabled", "enabled": true, "description": "d"}]}"#,
            expected: [
                #"1:35: error: flag name 'isEnabled' is taken by a member that FeatureFlag generates; choose another name (set 'key' to keep 'isEnabled' as the remote key)."#
            ]),
        BadManifest(
            "flag named Type",
            #"{"version": 1, "flags": [{"name": "Type", "enabled": true, "description": "d"}]}"#,
            expected: [
                #"1:35: error: flag name 'Type' can't be an enum case: Swift gives '.Type' a meaning on every type; choose another name."#
            ]),
        BadManifest(
            "flag declared twice",
            #"""
            {"version": 1, "flags": [
              {"name": "a", "enabled": true, "description": "d"},
              {"name": "a", "enabled": true, "description": "d"}]}
            """#,
            expected: [
                #"3:12: error: flag 'a' is declared twice (first at line 2); rename one of them."#
            ]),
        BadManifest(
            "key used twice",
            #"""
            {"version": 1, "flags": [
              {"name": "a", "enabled": true, "description": "d"},
              {"name": "b", "key": "a", "enabled": true, "description": "d"}]}
            """#,
            expected: [
                #"3:12: error: flag 'b' uses the key 'a', which flag 'a' (line 2) already uses; keys must be unique, so set a different 'key'."#
            ]),
        BadManifest(
            "empty key",
            #"{"version": 1, "flags": [{"name": "a", "key": "", "enabled": true, "description": "d"}]}"#,
            expected: [
                #"1:47: error: 'key' of flag 'a' must be a non-empty string without spaces, control characters or bidirectional formatting characters."#
            ]),
        BadManifest(
            "key with a newline",
            #"{"version": 1, "flags": [{"name": "a", "key": "a\n\");exit(1);//", "enabled": true, "description": "d"}]}"#,
            expected: [
                #"1:47: error: 'key' of flag 'a' must be a non-empty string without spaces, control characters or bidirectional formatting characters."#
            ]),
        BadManifest(
            "missing description",
            #"{"version": 1, "flags": [{"name": "a", "enabled": true}]}"#,
            expected: [
                #"1:35: warning: flag 'a' has no description; add "description": it becomes the doc comment and appears in reports."#
            ]),
        BadManifest(
            "description is a number",
            #"{"version": 1, "flags": [{"name": "a", "enabled": true, "description": 5}]}"#,
            expected: [
                #"1:72: error: 'description' of flag 'a' must be a string, not a number."#
            ]),
        BadManifest(
            "missing enabled",
            #"{"version": 1, "flags": [{"name": "a", "description": "d"}]}"#,
            expected: [
                #"1:26: error: flag 'a' is missing the required field 'enabled'; add "enabled": false."#
            ]),
        BadManifest(
            "enabled is a configuration name",
            #"{"version": 1, "flags": [{"name": "a", "enabled": "localDeveloper", "description": "d"}]}"#,
            expected: [
                #"1:51: error: 'enabled' of flag 'a' must be true, false, a list of configuration names or an object such as { "except": [names] } or { "in": [names], "if": "CONDITION" }, not a string (to enable it in one configuration, write ["localDeveloper"])."#
            ]),
        BadManifest(
            "enabled is a Boolean in quotes",
            #"{"version": 1, "flags": [{"name": "a", "enabled": "false", "description": "d"}]}"#,
            expected: [
                #"1:51: error: 'enabled' of flag 'a' must be true, false, a list of configuration names or an object such as { "except": [names] } or { "in": [names], "if": "CONDITION" }, not a string (write false, without quotes)."#
            ]),
        BadManifest(
            "remote is a Boolean in quotes",
            #"{"version": 1, "flags": [{"name": "a", "enabled": true, "remote": "true", "description": "d"}]}"#,
            expected: [
                #"1:67: error: 'remote' of flag 'a' must be true, false or "disable-only", not 'true' (write true, without quotes)."#
            ]),
        BadManifest(
            "local is a Boolean in quotes",
            #"{"version": 1, "flags": [{"name": "a", "enabled": true, "local": "false", "description": "d"}]}"#,
            expected: [
                #"1:66: error: 'local' of flag 'a' must be true or false, not a string (write false, without quotes)."#
            ]),
        BadManifest(
            "enabled names an unknown configuration",
            #"{"version": 1, "flags": [{"name": "a", "enabled": ["localDev"], "description": "d"}]}"#,
            expected: [
                #"1:52: error: 'enabled' of flag 'a' names the unknown configuration 'localDev'. Did you mean 'localDeveloper'? Declared configurations: branchTest, prereleaseTesting, localDeveloper, appStore."#
            ]),
        BadManifest(
            "enabled is an empty list",
            #"{"version": 1, "flags": [{"name": "a", "enabled": [], "description": "d"}]}"#,
            expected: [
                #"1:51: warning: 'enabled' of flag 'a' is an empty list, which means off everywhere; write false."#
            ]),
        BadManifest(
            "misspelled except",
            #"{"version": 1, "flags": [{"name": "a", "enabled": {"exept": ["appStore"]}, "description": "d"}]}"#,
            expected: [
                #"1:52: error: unknown field 'exept' in 'enabled' of flag 'a'. Did you mean 'except'? Allowed fields: in, except, if."#
            ]),
        BadManifest(
            "except is an empty list",
            #"{"version": 1, "flags": [{"name": "a", "enabled": {"except": []}, "description": "d"}]}"#,
            expected: [
                #"1:62: warning: 'except' of flag 'a' is an empty list, which means on everywhere; write true."#
            ]),
        BadManifest(
            "remote in camel case",
            #"{"version": 1, "flags": [{"name": "a", "enabled": true, "remote": "disableOnly", "description": "d"}]}"#,
            expected: [
                #"1:67: error: 'remote' of flag 'a' must be true, false or "disable-only", not 'disableOnly'."#
            ]),
        BadManifest(
            "disable-only on a flag that is always off",
            #"{"version": 1, "flags": [{"name": "a", "enabled": false, "remote": "disable-only", "description": "d"}]}"#,
            expected: [
                #"1:68: warning: flag 'a' is off in every configuration, so "remote": "disable-only" can never change it; use "remote": true or remove 'remote'."#
            ]),
        BadManifest(
            "local is a string",
            #"{"version": 1, "flags": [{"name": "a", "enabled": true, "local": "no", "description": "d"}]}"#,
            expected: [
                #"1:66: error: 'local' of flag 'a' must be true or false, not a string."#
            ]),
        BadManifest(
            "empty owner",
            #"{"version": 1, "flags": [{"name": "a", "enabled": true, "owner": "", "description": "d"}]}"#,
            expected: [
                #"1:66: error: 'owner' of flag 'a' is empty; name a person or team, or remove the field."#
            ]),
        BadManifest(
            "impossible expiry date",
            #"{"version": 1, "flags": [{"name": "a", "enabled": true, "expires": "2027-02-30", "description": "d"}]}"#,
            expected: [
                #"1:68: error: 'expires' of flag 'a' must be a date written YYYY-MM-DD, such as "2027-06-30", not '2027-02-30'."#
            ]),
        BadManifest(
            "expiry in another format",
            #"{"version": 1, "flags": [{"name": "a", "enabled": true, "expires": "30/06/2027", "description": "d"}]}"#,
            expected: [
                #"1:68: error: 'expires' of flag 'a' must be a date written YYYY-MM-DD, such as "2027-06-30", not '30/06/2027'."#
            ]),
        BadManifest(
            "misspelled flag field",
            #"{"version": 1, "flags": [{"name": "a", "enabeld": true, "description": "d"}]}"#,
            expected: [
                #"1:40: error: unknown field 'enabeld' in flag 'a'. Did you mean 'enabled'? Allowed fields: name, key, description, type, enabled, variants, value, minimum, maximum, maxLength, remote, local, owner, expires."#
            ]),
        BadManifest(
            "several problems at once",
            #"""
            {
              "version": 1,
              "acess": "public",
              "flags": [
                {"name": "1st", "enabled": true},
                {"name": "b", "enabled": ["nowhere"], "remote": 1, "description": "d"}
              ]
            }
            """#,
            expected: [
                #"3:3: error: unknown field 'acess' in the manifest. Did you mean 'access'? Allowed fields: version, access, configurations, localOverrides, flags."#,
                #"5:14: error: flag name '1st' is not a Swift identifier; use letters, digits and underscores, starting with a letter (lowerCamelCase by convention), and set 'key' if the remote key must differ."#,
                #"5:14: warning: flag '1st' has no description; add "description": it becomes the doc comment and appears in reports."#,
                #"6:31: error: 'enabled' of flag 'b' names the unknown configuration 'nowhere'. Declared configurations: branchTest, prereleaseTesting, localDeveloper, appStore."#,
                #"6:53: error: 'remote' of flag 'b' must be true, false or "disable-only", not a number."#,
            ]),
        BadManifest(
            "keyword as a condition",
            #"{"version": 1, "configurations": [{"name": "a", "condition": "A || if"}, {"name": "rel"}], "flags": []}"#,
            expected: [
                #"1:68: error: the condition of configuration 'a' uses the Swift keyword 'if', which can't be a compilation condition."#
            ]),
        BadManifest(
            "condition nested too deeply",
            #"{"version": 1, "configurations": [{"name": "a", "condition": ""# + String(repeating: "!(", count: 100_000)
                + "A" + String(repeating: ")", count: 100_000) + #""}, {"name": "rel"}], "flags": []}"#,
            expected: [
                #"1:95: error: the condition of configuration 'a' nests '!' and parentheses more than 32 levels deep."#
            ]),
        BadManifest(
            "flag name hiding a type",
            #"{"version": 1, "flags": [{"name": "Int", "enabled": true, "description": "d"}]}"#,
            expected: [
                #"1:35: error: flag name 'Int' would hide Int, which the generated code uses; choose another name."#
            ]),
        BadManifest(
            "configuration name hiding a type",
            #"{"version": 1, "configurations": [{"name": "Set"}], "flags": []}"#,
            expected: [
                #"1:44: error: configuration name 'Set' would hide Set, which the generated code uses; choose another name."#
            ]),
        BadManifest(
            "configuration named Protocol",
            #"{"version": 1, "configurations": [{"name": "Protocol"}], "flags": []}"#,
            expected: [
                #"1:44: error: configuration name 'Protocol' can't be an enum case: Swift gives '.Protocol' a meaning on every type; choose another name."#
            ]),
        BadManifest(
            "flag named Self",
            #"{"version": 1, "flags": [{"name": "Self", "enabled": true, "description": "d"}]}"#,
            expected: [
                #"1:35: error: flag name 'Self' would hide Self, which the generated code uses; choose another name."#
            ]),
        BadManifest(
            "bidirectional override in a key",
            #"{"version": 1, "flags": [{"name": "a", "key": "a\u202eb", "enabled": true, "description": "d"}]}"#,
            expected: [
                #"1:47: error: 'key' of flag 'a' must be a non-empty string without spaces, control characters or bidirectional formatting characters."#
            ]),
    ]
}
