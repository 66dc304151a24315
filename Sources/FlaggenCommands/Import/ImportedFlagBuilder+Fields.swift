import FlagGenerator
import FlagJSON

extension ImportedFlagBuilder {
    /// The value of an arm that is a single literal.
    enum Literal: Equatable {
        case string(String)
        case bool(Bool)
        case `nil`
    }

    /// The literal the arm of `selfSwitch` for `name` returns, `nil` if it returns something else.
    func literal(for name: String, in selfSwitch: SelfSwitch) -> (value: Literal?, location: SourceLocation)? {
        guard let arm = FlagSwitchRoles.arm(for: name, in: selfSwitch) else { return nil }
        let start =
            cursor.token(at: arm.body.lowerBound) == .identifier("return")
            ? arm.body.lowerBound + 1 : arm.body.lowerBound
        // The code of an interpolation comes before its string's token but starts after it.
        let location =
            (start..<max(arm.body.upperBound, start + 1)).map(cursor.location(at:)).min() ?? cursor.location(at: start)
        guard arm.body.upperBound == start + 1, arm.unreadPatternLocation == nil else { return (nil, location) }
        switch cursor.token(at: start) {
        case .string(let text): return (.string(Self.unescaped(text)), location)
        case .identifier("true"): return (.bool(true), location)
        case .identifier("false"): return (.bool(false), location)
        case .identifier("nil"): return (.nil, location)
        default: return (nil, location)
        }
    }

    /// The description from the `description` switch.
    mutating func describe(_ name: String) -> String? {
        guard let property = roles.description, let found = literal(for: name, in: property) else { return nil }
        guard case .string(let text) = found.value else {
            approximate(
                "flag '\(name)': the 'description' arm is not a plain string literal, so the description was left out. Write it in flags.json.",
                at: found.location)
            return nil
        }
        return text
    }

    /// `key` and `"remote": true` from a `remoteKey`-style switch; `nil` means compile-time only.
    mutating func readKey(of flag: inout ImportedFlag) {
        guard let property = roles.remoteKey, let found = literal(for: flag.name, in: property) else { return }
        switch found.value {
        case .string(let key):
            flag.key = key == flag.name ? nil : key
            flag.isRemote = true
        case .nil:
            return
        default:
            approximate(
                "flag '\(flag.name)': the '\(property.propertyName)' arm is not a string literal or nil, so the flag was imported without a key and not remote. Set 'key' and 'remote' in flags.json.",
                at: found.location)
        }
    }

    /// `"local": false` where a `canOverride`-style switch returns `false`.
    mutating func readLocalOverride(of flag: inout ImportedFlag) {
        guard let property = roles.localOverride, let found = literal(for: flag.name, in: property) else { return }
        guard case .bool(let allows) = found.value else {
            approximate(
                "flag '\(flag.name)': the '\(property.propertyName)' arm is not true or false, so the flag was imported with local overrides forbidden. Set 'local' in flags.json.",
                at: found.location)
            flag.allowsLocalOverride = false
            return
        }
        flag.allowsLocalOverride = allows
    }

    /// Notes the code that was read but has no place in the manifest.
    mutating func noteIgnoredCode() {
        if let enabled = roles.enabled, let preamble = enabled.preambleLocation {
            note(
                "the statements before 'switch self' in '\(enabled.propertyName)' were not imported; FeatureFlagKit's local overrides replace an override store read there.",
                at: preamble)
        }
        for other in roles.others {
            note(
                "property '\(other.propertyName)' switches over self but has no place in flags.json; it was not imported.",
                at: other.location)
        }
    }

    /// `text` with the escapes `\"`, `\\`, `\n`, `\t`, `\'` and `\0` resolved.
    static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var isEscaped = false
        for character in text {
            if isEscaped {
                result.append(["n": "\n", "t": "\t", "0": "\0"][character] ?? character)
                isEscaped = false
            } else if character == "\\" {
                isEscaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
