/// Broken manifests: each breaks one rule.
enum ManifestCorpus {
    /// Mistakes a schema can express, so an editor flags them as you type.
    static let expressible = [
        #"{"flags": []}"#,
        #"{"version": 2, "flags": []}"#,
        #"{"version": 1}"#,
        #"{"version": 1, "flags": [], "flag": []}"#,
        #"{"version": 1, "access": "private", "flags": []}"#,
        #"{"version": 1, "configurations": [], "flags": []}"#,
        #"{"version": 1, "configurations": [{"name": "app store"}], "flags": []}"#,
        #"{"version": 1, "configurations": [{"name": "a", "condition": 1}, {"name": "b"}], "flags": []}"#,
        #"{"version": 1, "configurations": [{"name": "a", "colour": "red"}], "flags": []}"#,
        #"{"version": 1, "localOverrides": [3], "flags": []}"#,
        #"{"version": 1, "flags": {}}"#,
        #"{"version": 1, "flags": ["a"]}"#,
        #"{"version": 1, "flags": [{"enabled": true}]}"#,
        #"{"version": 1, "flags": [{"name": "new-thing", "enabled": true}]}"#,
        #"{"version": 1, "flags": [{"name": "a"}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "enabled": "yes"}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "enabled": {"exept": []}}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "enabled": {}}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "enabled": {"in": ["appStore"], "except": ["appStore"]}}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "enabled": {"in": ["appStore"], "if": ""}}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "enabled": {"if": true}}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "enabled": {"in": ["appStore"], "iff": "JETPACK"}}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "enabled": true, "remote": "disableOnly"}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "enabled": true, "local": "no"}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "enabled": true, "owner": " "}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "enabled": true, "expires": "30/06/2027"}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "enabled": true, "key": "a b"}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "enabled": true, "enabeld": true}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "enabled": true, "variants": ["x", "y"], "value": "x", "local": false}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "enabled": true, "value": "x"}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "variants": ["x", "y"], "local": false}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "variants": ["x"], "value": "x", "local": false}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "variants": ["x", "one step"], "value": "x", "local": false}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "variants": ["x", "y"], "value": true, "local": false}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "variants": ["x", "y"], "value": {}, "local": false}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "variants": ["x", "y"], "value": {"otherwse": "x"}, "local": false}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "variants": ["x", "y"], "value": {"in": ["appStore"]}, "local": false}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "variants": ["x", "y"], "value": "x", "remote": "yes", "local": false}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "variants": ["x", "y"], "value": "x", "local": "no"}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "variants": [\#((0...100).map { #""v\#($0)""# }.joined(separator: ", "))], "value": "v0", "local": false}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "type": "integer", "value": 1, "remote": "disable-only"}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "type": "string", "value": "x", "maxLength": 0}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "type": "string", "value": "x", "maxLength": 5000}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "type": "int", "value": 1}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "type": "integer", "enabled": true, "value": 1}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "type": "string", "variants": ["x", "y"], "value": "x"}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "type": "boolean", "variants": ["x", "y"], "value": "x", "local": false}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "type": "boolean"}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "type": "integer", "value": "25"}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "type": "double", "value": {"in": {"appStore": "fast"}, "otherwise": 1}}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "type": "string", "value": {"otherwise": 5}}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "type": "integer", "value": 7, "maxLength": 10}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "type": "string", "value": "x", "minimum": 1}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "type": "double"}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "type": "integer", "value": {"otherwise": 1, "if": "JETPACK"}}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "enabled": true, "maximum": 5}]}"#,
        manifest(configurations: 101, conditionTerms: 1),
        manifest(configurations: 2, conditionTerms: 101),
    ]

    /// The largest manifest the decoder accepts: 100 configurations, a condition of 100 terms.
    static let atTheLimits = manifest(configurations: 100, conditionTerms: 100)

    /// `count` configurations (at least 2), the first with a condition of `terms` terms joined
    /// by `||`, the others with one-term conditions, then the fallback.
    static func manifest(configurations count: Int, conditionTerms terms: Int) -> String {
        let condition = Array(repeating: "A", count: terms).joined(separator: " || ")
        let others = (1..<count - 1).map { #"{"name": "c\#($0)", "condition": "C\#($0)"}"# }
        let configurations = [#"{"name": "c0", "condition": "\#(condition)"}"#] + others + [#"{"name": "fallback"}"#]
        return #"{"version": 1, "configurations": [\#(configurations.joined(separator: ", "))], "flags": []}"#
    }

    /// Mistakes only the decoder can see: they need names matched, dates checked or
    /// conditions parsed. `flaggen lint` and the build report them.
    static let beyondTheSchema = [
        #"{"version": 1, "flags": [{"name": "a", "enabled": ["nowhere"]}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "enabled": true}, {"name": "a", "enabled": true}]}"#,
        #"{"version": 1, "configurations": [{"name": "a"}, {"name": "b", "condition": "B"}], "flags": []}"#,
        #"{"version": 1, "configurations": [{"name": "a", "condition": "A // x"}, {"name": "b"}], "flags": []}"#,
        #"{"version": 1, "flags": [{"name": "a", "enabled": true, "expires": "2027-02-30"}]}"#,
        #"{"version": 1, "flags": [{"name": "isEnabled", "enabled": true}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "enabled": true}], "flags": []}"#,
        #"{"version": 1, "flags": [{"name": "a", "enabled": {"if": "JETPACK && exit(1)"}}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "enabled": {"in": ["nowhere"], "if": "JETPACK"}}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "variants": ["x", "y", "x"], "value": "x", "local": false}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "variants": ["x", "y"], "value": "z", "local": false}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "variants": ["x", "y"], "value": {"in": {"nowhere": "y"}, "otherwise": "x"}, "local": false}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "variants": ["x", "y"], "value": {"in": {"appStore": "y"}}, "local": false}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "variants": ["x", "current"], "value": "x", "local": false}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "type": "integer", "value": 100.0}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "type": "integer", "value": 1e2}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "type": "integer", "value": 600, "maximum": 500}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "type": "double", "value": 7, "minimum": 10, "maximum": 5}]}"#,
        #"{"version": 1, "flags": [{"name": "a", "type": "string", "value": "abcdef", "maxLength": 5}]}"#,
        #"{"version": 1, "flags": [{"name": "Values", "type": "integer", "value": 1}]}"#,
    ]
}

/// Payloads the runtime applies without a word, and ones it rejects or partly ignores.
enum PayloadCorpus {
    static let valid = [
        #"{"version": 1, "flags": {}}"#,
        #"{"$schema": "./payload.schema.json", "version": 1, "flags": {"a": true, "b": {"value": false}}}"#,
        #"{"version": 1, "flags": {"a": {"value": true, "configurations": ["appStore", "branchTest"]}}}"#,
        #"{"version": 1, "flags": {"a": {"value": true, "rollout": 25, "group": "checkout", "units": ["qa-1"]}}}"#,
        #"{"version": 1, "flags": {"a": [{"value": false, "osVersion": {"max": "16"}}, {"value": true, "appVersion": {"min": "24.3"}}]}}"#,
        #"{"version": 1, "flags": {"a": [{"value": true, "build": {"min": "1520", "max": "1600.1"}, "platforms": ["iOS", "Linux"]}]}}"#,
        #"{"version": 1, "flags": {"a": []}}"#,
        #"{"version": 1, "flags": {"a": "oneStep", "b": {"value": "control", "appVersion": {"min": "24.3"}}}}"#,
        #"{"version": 1, "flags": {"a": [{"split": [{"value": "x", "weight": 50}, {"value": "y", "weight": 0}], "rollout": 20, "group": "g"}]}}"#,
        #"{"version": 1, "flags": {"a": {"split": [{"value": true, "weight": 1}]}}}"#,
        #"{"version": 1, "flags": {"a": 1, "b": 2.5, "c": "", "d": -1e2}}"#,
        #"{"version": 1, "flags": {"a": {"value": 100, "rollout": 10}, "b": [{"value": "help@example.com", "platforms": ["iOS"]}]}}"#,
        #"{"version": 1, "flags": {"a": {"split": [{"value": 10, "weight": 1}, {"value": 20.5, "weight": 1}]}}}"#,
    ]

    static let invalid = [
        #"{"flags": {}}"#,
        #"{"version": 2, "flags": {}}"#,
        #"{"version": 1}"#,
        #"{"version": 1, "flags": []}"#,
        #"{"version": 1, "flags": {}, "generatedBy": "ci"}"#,
        #"{"version": 1, "flags": {"a": {"value": "x", "split": [{"value": "x", "weight": 1}]}}}"#,
        #"{"version": 1, "flags": {"a": {"split": []}}}"#,
        #"{"version": 1, "flags": {"a": {"split": [{"value": "x"}]}}}"#,
        #"{"version": 1, "flags": {"a": {"split": [{"value": "x", "weight": -1}]}}}"#,
        #"{"version": 1, "flags": {"a": {"split": [{"value": "x", "weight": 1.5}]}}}"#,
        #"{"version": 1, "flags": {"a": {"split": [{"value": "x", "weight": 1, "share": 1}]}}}"#,
        #"{"version": 1, "flags": {"a": {"configurations": []}}}"#,
        #"{"version": 1, "flags": {"a": {"value": true, "colour": "red"}}}"#,
        #"{"version": 1, "flags": {"a": {"value": true, "configurations": "qa"}}}"#,
        #"{"version": 1, "flags": {"a": {"value": true, "configurations": [1]}}}"#,
        #"{"version": 1, "flags": {"a": null}}"#,
        #"{"version": 1, "flags": {"a": {"value": [1]}}}"#,
        #"{"version": 1, "flags": {"a": {"split": [{"value": {"n": 1}, "weight": 1}]}}}"#,
        #"[]"#,
        #"{"version": 1, "flags": {"a": {"value": true, "rollout": 101}}}"#,
        #"{"version": 1, "flags": {"a": {"value": true, "rollout": 25.5}}}"#,
        #"{"version": 1, "flags": {"a": {"value": true, "group": ""}}}"#,
        #"{"version": 1, "flags": {"a": {"value": true, "appVersion": {}}}}"#,
        #"{"version": 1, "flags": {"a": {"value": true, "appVersion": {"min": "24.3-beta"}}}}"#,
        #"{"version": 1, "flags": {"a": {"value": true, "osVersion": {"max": 16}}}}"#,
        #"{"version": 1, "flags": {"a": {"value": true, "osVersion": {"below": "16"}}}}"#,
        #"{"version": 1, "flags": {"a": {"value": true, "platforms": ["ios"]}}}"#,
        #"{"version": 1, "flags": {"a": [{"value": true}, true]}}"#,
        #"{"version": 1, "flags": {"a": [{"rollout": 5}]}}"#,
    ]
}
