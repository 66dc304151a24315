/// The JSON Schemas of the manifest and the remote payload, printed by `flaggen schema` and
/// shipped as `Schemas/flags.schema.json` and `Schemas/payload.schema.json` (a test keeps the
/// files and these strings identical, and checks that the schemas agree with the validators).
package enum JSONSchemas {
    /// The schema of `flags.json` version 1.
    package static let manifest = #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://featureflagkit.dev/schemas/flags.schema.json",
          "title": "FeatureFlagKit manifest (flags.json), version 1",
          "description": "Flags and build configurations that FeatureFlagPlugin turns into Swift. flaggen lint checks what a schema can't: names that must match, the fallback configuration, condition syntax.",
          "type": "object",
          "required": ["version", "flags"],
          "additionalProperties": false,
          "properties": {
            "$schema": { "type": "string" },
            "version": { "const": 1, "description": "The manifest format version; must be 1." },
            "access": {
              "enum": ["internal", "public", "package"],
              "description": "Access level of everything generated (default internal)."
            },
            "configurations": {
              "type": "array",
              "minItems": 1,
              "maxItems": 100,
              "items": { "$ref": "#/$defs/configuration" },
              "description": "Build configurations in the order their conditions are tested; the last has no condition. Omit for the default four. At most 100."
            },
            "localOverrides": {
              "$ref": "#/$defs/configurationList",
              "description": "Configurations in which local overrides are honoured (default: all but the fallback)."
            },
            "flags": { "type": "array", "items": { "$ref": "#/$defs/flag" } }
          },
          "$defs": {
            "identifier": { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$" },
            "flagKey": {
              "type": "string",
              "pattern": "^[^\\s\\u0000-\\u001f\\u007f]+$",
              "description": "The key in remote payloads and override storage (default: the name)."
            },
            "expiryDate": {
              "type": "string",
              "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
              "description": "YYYY-MM-DD: after this day the flag is deprecated and lint warns."
            },
            "configurationList": { "type": "array", "items": { "$ref": "#/$defs/identifier" } },
            "condition": {
              "type": "string",
              "pattern": "^\\s*[^&|\\s][^&|]*((&&|\\|\\|)[^&|]*){0,99}$",
              "description": "A Swift compilation condition: identifiers, !, &&, ||, parentheses, os(), arch(), canImport(), targetEnvironment(), swift(>=N.N), compiler(>=N.N). It combines at most 100 terms with && and || (the pattern checks this) and nests ! and parentheses at most 32 levels deep (flaggen lint checks this)."
            },
            "configuration": {
              "type": "object",
              "required": ["name"],
              "additionalProperties": false,
              "properties": {
                "name": { "$ref": "#/$defs/identifier" },
                "condition": { "$ref": "#/$defs/condition", "description": "The condition that selects the configuration; none for the fallback." },
                "description": { "type": "string" }
              }
            },
            "flag": {
              "description": "A Boolean flag (enabled), a variant flag (variants and value), or a typed flag (type and value: an integer, a double or a string).",
              "oneOf": [
                { "$ref": "#/$defs/booleanFlag" },
                { "$ref": "#/$defs/variantFlag" },
                { "$ref": "#/$defs/integerFlag" },
                { "$ref": "#/$defs/doubleFlag" },
                { "$ref": "#/$defs/stringFlag" }
              ]
            },
            "booleanFlag": {
              "type": "object",
              "required": ["name", "enabled"],
              "additionalProperties": false,
              "properties": {
                "name": { "$ref": "#/$defs/identifier", "description": "The Swift case name." },
                "key": { "$ref": "#/$defs/flagKey" },
                "description": { "type": "string" },
                "type": { "const": "boolean", "description": "What enabled implies; may be written beside it." },
                "enabled": {
                  "description": "true, false, the configurations where it is on, or an object: { \"in\": [...] } (on in these) or { \"except\": [...] } (on in all others), either with \"if\", or { \"if\": ... } alone (on everywhere); \"if\" is the compilation condition of the app variants the flag exists in.",
                  "oneOf": [
                    { "type": "boolean" },
                    { "$ref": "#/$defs/configurationList" },
                    {
                      "type": "object",
                      "required": ["in"],
                      "additionalProperties": false,
                      "properties": { "in": { "$ref": "#/$defs/configurationList" }, "if": { "$ref": "#/$defs/condition" } }
                    },
                    {
                      "type": "object",
                      "required": ["except"],
                      "additionalProperties": false,
                      "properties": { "except": { "$ref": "#/$defs/configurationList" }, "if": { "$ref": "#/$defs/condition" } }
                    },
                    {
                      "type": "object",
                      "required": ["if"],
                      "additionalProperties": false,
                      "properties": { "if": { "$ref": "#/$defs/condition" } }
                    }
                  ]
                },
                "remote": {
                  "enum": [true, false, "disable-only"],
                  "description": "Who may change it from a remote payload: false (default), true, or \"disable-only\" (a kill switch)."
                },
                "local": { "type": "boolean", "description": "false forbids local overrides (default true)." },
                "owner": { "type": "string", "pattern": "\\S" },
                "expires": { "$ref": "#/$defs/expiryDate" }
              }
            },
            "variantFlag": {
              "type": "object",
              "required": ["name", "variants", "value"],
              "additionalProperties": false,
              "properties": {
                "name": { "$ref": "#/$defs/identifier", "description": "The Swift case name; its variants are the cases of the enum FeatureFlag.<Name>Variant." },
                "key": { "$ref": "#/$defs/flagKey" },
                "description": { "type": "string" },
                "variants": {
                  "type": "array",
                  "minItems": 2,
                  "maxItems": 100,
                  "items": { "$ref": "#/$defs/identifier" },
                  "description": "Two to 100 distinct names, the cases of the generated enum; the first is the baseline."
                },
                "value": {
                  "description": "The compiled variant: a variant name (every configuration), or { \"in\": { configuration: variant }, \"otherwise\": variant, \"if\": condition }; where \"if\" doesn't hold, the first variant.",
                  "oneOf": [
                    { "$ref": "#/$defs/identifier" },
                    {
                      "type": "object",
                      "minProperties": 1,
                      "additionalProperties": false,
                      "properties": {
                        "in": { "type": "object", "additionalProperties": { "$ref": "#/$defs/identifier" } },
                        "otherwise": { "$ref": "#/$defs/identifier" },
                        "if": { "$ref": "#/$defs/condition" }
                      }
                    }
                  ]
                },
                "remote": {
                  "enum": [true, false, "disable-only"],
                  "description": "Who may change its variant from a remote payload: false (default), true (any variant), or \"disable-only\" (only back to the baseline, a kill switch)."
                },
                "local": { "type": "boolean", "description": "false forbids local overrides (default true)." },
                "owner": { "type": "string", "pattern": "\\S" },
                "expires": { "$ref": "#/$defs/expiryDate" }
              }
            },
            "integerValue": {
              "type": "integer",
              "minimum": -9223372036854775808,
              "maximum": 9223372036854775807,
              "description": "A 64-bit integer, written without a fraction or an exponent (flaggen lint checks how it is written)."
            },
            "doubleValue": { "type": "number", "description": "A finite number." },
            "stringValue": { "type": "string" },
            "integerFlag": {
              "type": "object",
              "required": ["name", "type", "value"],
              "additionalProperties": false,
              "properties": {
                "name": { "$ref": "#/$defs/identifier", "description": "The Swift case name; read its value with FeatureFlag.Values.<name>." },
                "key": { "$ref": "#/$defs/flagKey" },
                "description": { "type": "string" },
                "type": { "const": "integer" },
                "value": {
                  "description": "The compiled value: an integer (every configuration), or { \"in\": { configuration: value }, \"otherwise\": value }. Every value must be within the bounds.",
                  "oneOf": [
                    { "$ref": "#/$defs/integerValue" },
                    {
                      "type": "object",
                      "minProperties": 1,
                      "additionalProperties": false,
                      "properties": {
                        "in": { "type": "object", "additionalProperties": { "$ref": "#/$defs/integerValue" } },
                        "otherwise": { "$ref": "#/$defs/integerValue" }
                      }
                    }
                  ]
                },
                "minimum": { "$ref": "#/$defs/integerValue", "description": "The smallest value allowed, inclusive." },
                "maximum": { "$ref": "#/$defs/integerValue", "description": "The largest value allowed, inclusive." },
                "remote": {
                  "enum": [true, false],
                  "description": "Whether a remote payload may change its value: false (default) or true. \"disable-only\" means nothing for a value, which has no \"off\"."
                },
                "local": { "type": "boolean", "description": "false forbids local overrides (default true)." },
                "owner": { "type": "string", "pattern": "\\S" },
                "expires": { "$ref": "#/$defs/expiryDate" }
              }
            },
            "doubleFlag": {
              "type": "object",
              "required": ["name", "type", "value"],
              "additionalProperties": false,
              "properties": {
                "name": { "$ref": "#/$defs/identifier", "description": "The Swift case name; read its value with FeatureFlag.Values.<name>." },
                "key": { "$ref": "#/$defs/flagKey" },
                "description": { "type": "string" },
                "type": { "const": "double" },
                "value": {
                  "description": "The compiled value: a number (every configuration), or { \"in\": { configuration: value }, \"otherwise\": value }. Every value must be within the bounds.",
                  "oneOf": [
                    { "$ref": "#/$defs/doubleValue" },
                    {
                      "type": "object",
                      "minProperties": 1,
                      "additionalProperties": false,
                      "properties": {
                        "in": { "type": "object", "additionalProperties": { "$ref": "#/$defs/doubleValue" } },
                        "otherwise": { "$ref": "#/$defs/doubleValue" }
                      }
                    }
                  ]
                },
                "minimum": { "type": "number", "description": "The smallest value allowed, inclusive." },
                "maximum": { "type": "number", "description": "The largest value allowed, inclusive." },
                "remote": {
                  "enum": [true, false],
                  "description": "Whether a remote payload may change its value: false (default) or true. \"disable-only\" means nothing for a value, which has no \"off\"."
                },
                "local": { "type": "boolean", "description": "false forbids local overrides (default true)." },
                "owner": { "type": "string", "pattern": "\\S" },
                "expires": { "$ref": "#/$defs/expiryDate" }
              }
            },
            "stringFlag": {
              "type": "object",
              "required": ["name", "type", "value"],
              "additionalProperties": false,
              "properties": {
                "name": { "$ref": "#/$defs/identifier", "description": "The Swift case name; read its value with FeatureFlag.Values.<name>." },
                "key": { "$ref": "#/$defs/flagKey" },
                "description": { "type": "string" },
                "type": { "const": "string" },
                "value": {
                  "description": "The compiled value: a string (every configuration), or { \"in\": { configuration: value }, \"otherwise\": value }. Every value must be within the bounds.",
                  "oneOf": [
                    { "$ref": "#/$defs/stringValue" },
                    {
                      "type": "object",
                      "minProperties": 1,
                      "additionalProperties": false,
                      "properties": {
                        "in": { "type": "object", "additionalProperties": { "$ref": "#/$defs/stringValue" } },
                        "otherwise": { "$ref": "#/$defs/stringValue" }
                      }
                    }
                  ]
                },
                "maxLength": {
                  "type": "integer",
                  "minimum": 1,
                  "maximum": 4096,
                  "description": "The longest value allowed, in UTF-8 bytes (default and at most 4096)."
                },
                "remote": {
                  "enum": [true, false],
                  "description": "Whether a remote payload may change its value: false (default) or true. \"disable-only\" means nothing for a value, which has no \"off\"."
                },
                "local": { "type": "boolean", "description": "false forbids local overrides (default true)." },
                "owner": { "type": "string", "pattern": "\\S" },
                "expires": { "$ref": "#/$defs/expiryDate" }
              }
            }
          }
        }

        """#

    /// The schema of a remote payload, version 1.
    package static let payload = #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://featureflagkit.dev/schemas/payload.schema.json",
          "title": "FeatureFlagKit remote payload, version 1",
          "description": "Remote values by flag key. flaggen validate-remote also checks the keys, policies and rule order against a manifest.",
          "type": "object",
          "required": ["version", "flags"],
          "additionalProperties": false,
          "properties": {
            "$schema": { "type": "string" },
            "version": { "const": 1 },
            "flags": {
              "type": "object",
              "additionalProperties": {
                "description": "A value for every device, one rule, or ordered rules: the first whose conditions all hold decides; if none holds, the flag keeps its compiled value.",
                "oneOf": [
                  { "$ref": "#/$defs/value" },
                  { "$ref": "#/$defs/rule" },
                  { "type": "array", "items": { "$ref": "#/$defs/rule" } }
                ]
              }
            }
          },
          "$defs": {
            "value": {
              "description": "true or false for a Boolean flag, a variant's name for a variant flag, or a typed flag's number or string (its type and bounds are checked against the manifest).",
              "oneOf": [{ "type": "boolean" }, { "type": "number" }, { "type": "string" }]
            },
            "rule": {
              "type": "object",
              "oneOf": [{ "required": ["value"] }, { "required": ["split"] }],
              "additionalProperties": false,
              "properties": {
                "value": { "$ref": "#/$defs/value" },
                "split": {
                  "type": "array",
                  "minItems": 1,
                  "description": "Assigns each unit one value, by weight: the first entry whose running sum of weights reaches murmur3_x86_32(\"<group>:<unit id>\", seed 86028157) % total + 1. The weights add up to 1...1000000; each value appears once.",
                  "items": {
                    "type": "object",
                    "required": ["value", "weight"],
                    "additionalProperties": false,
                    "properties": {
                      "value": { "$ref": "#/$defs/value" },
                      "weight": { "type": "integer", "minimum": 0, "maximum": 1000000 }
                    }
                  }
                },
                "configurations": { "type": "array", "items": { "type": "string" } },
                "rollout": {
                  "type": "integer", "minimum": 0, "maximum": 100,
                  "description": "Holds for units whose bucket (1-100) in the group is at most this percentage."
                },
                "group": { "type": "string", "pattern": "[\\s\\S]", "description": "The bucketing and split group (default: the flag's key)." },
                "units": { "type": "array", "items": { "type": "string" }, "description": "Unit ids the rule holds for whatever rollout says." },
                "appVersion": { "$ref": "#/$defs/versionRange" },
                "build": { "$ref": "#/$defs/versionRange" },
                "osVersion": { "$ref": "#/$defs/versionRange" },
                "platforms": {
                  "type": "array",
                  "items": { "enum": ["iOS", "macOS", "tvOS", "watchOS", "visionOS", "Linux", "Windows", "Android"] }
                }
              }
            },
            "versionRange": {
              "type": "object",
              "minProperties": 1,
              "additionalProperties": false,
              "description": "min inclusive, max exclusive; missing version components count as 0. min must be below max.",
              "properties": { "min": { "$ref": "#/$defs/version" }, "max": { "$ref": "#/$defs/version" } }
            },
            "version": { "type": "string", "pattern": "^[0-9]+(\\.[0-9]+)*$" }
          }
        }

        """#
}
