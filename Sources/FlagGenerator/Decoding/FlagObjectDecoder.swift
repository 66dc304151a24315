import FlagJSON
import ManifestVocabulary

/// Reads one flag object; made once per manifest, for every flag of its list.
struct FlagObjectDecoder {
    /// The declared configuration names, or `nil` if they couldn't be read.
    let configurations: [String]?
    /// The configuration each configuration condition selects: an `if` that tests one gets a warning.
    let selected: [CompilationCondition: String]
    /// Where problems are reported.
    let diagnostics: DiagnosticCollector

    /// Reads the flag at `position` (from 1); `nil` if it has errors (they are reported).
    func decode(_ element: JSONValue, position: Int) -> FlagDeclaration? {
        guard let members = element.objectValue else {
            diagnostics.error(
                "flag #\(position) must be an object such as { \"name\": \"newThing\", \"enabled\": false }, "
                    + "not \(element.kindDescription).",
                at: element.offset)
            return nil
        }
        let nameValue = members.first { $0.key == "name" }?.value
        let context = nameValue?.stringValue.map { "flag \(QuotedText.quoted($0))" } ?? "flag #\(position)"
        let fields = FieldReader(
            element, members: members, allowed: FlagListDecoder.fields, context: context, diagnostics: diagnostics)
        let errorsBefore = diagnostics.errorCount
        let declaredType = TypedValueDecoder.declaredType(fields)
        let name = CaseNameDecoder.flag.decode(fields)
        let decoded = decodeValue(fields, declaredType: declaredType)
        let remote = decodeRemote(fields)
        let allowsLocal = decodeBool("local", fields) ?? true
        let key = decodeKey(fields)
        let description = decodeDescription(fields)
        let owner = decodeOwner(fields)
        let expires = decodeExpires(fields)
        if remote == .disableOnly, case .typed(let typeName) = declaredType {
            diagnostics.error(
                "'remote' of \(context) is \"disable-only\", which means nothing for "
                    + "\(TypedValueDecoder.flagDescription(typeName)): "
                    + "its value has no \"off\" to turn it back to; use \"remote\": true or false.",
                at: fields.offset(of: "remote"))
        }
        guard let name, let decoded, diagnostics.errorCount == errorsBefore else { return nil }
        let flag = FlagDeclaration(
            name: name, key: key ?? name, description: description, value: decoded.value,
            appVariant: decoded.appVariant, remote: remote, allowsLocalOverride: allowsLocal, owner: owner,
            expires: expires, location: diagnostics.location(ofOffset: fields.offset(of: "name")))
        if remote == .disableOnly, let configurations,
            !configurations.contains(where: { flag.isEnabled(in: $0, appVariantHolds: true) })
        {
            let compiled =
                switch flag.value {
                case .boolean, .typed: "off"
                case .variants(let options, _): "its baseline \(QuotedText.quoted(options[0]))"
                }
            diagnostics.warning(
                "\(context) is \(compiled) in every configuration, so \"remote\": \"disable-only\" can never change "
                    + "it; use \"remote\": true or remove 'remote'.",
                at: fields.offset(of: "remote"))
        }
        return flag
    }

    /// The flag's kind of value, as `type`, `enabled`, `variants` and `value` say; `nil` if they
    /// have errors (reported).
    private func decodeValue(_ fields: FieldReader, declaredType: TypedValueDecoder.DeclaredType)
        -> DecodedFlagValue?
    {
        guard TypedValueDecoder.checkFields(fields, declared: declaredType) else { return nil }
        if case .typed(let typeName) = declaredType {
            return TypedValueDecoder.decode(
                fields, typeName: typeName, configurations: configurations, selected: selected)
        }
        let isVariantFlag = fields["variants"] != nil || fields["value"] != nil
        guard !isVariantFlag || OptionRuleDecoder.checkFields(fields) else { return nil }
        return isVariantFlag
            ? OptionRuleDecoder.decode(fields, configurations: configurations, selected: selected)
            : EnabledRuleDecoder.decode(fields, configurations: configurations, selected: selected)
    }

    func decodeKey(_ fields: FieldReader) -> String? {
        guard let key = fields.string("key") else { return nil }
        let isPrintable =
            !key.isEmpty
            && (key.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }
                || key.unicodeScalars.allSatisfy { !$0.properties.isWhitespace && !JSONString.needsEscape($0) })
        guard isPrintable else {
            fields.diagnostics.error(
                "'key' of \(fields.context) must be a non-empty string without spaces, control characters or "
                    + "bidirectional formatting characters.",
                at: fields.offset(of: "key"))
            return nil
        }
        return key
    }

    func decodeDescription(_ fields: FieldReader) -> String? {
        let description = fields.string("description")
        if fields["description"] == nil || description?.isBlank == true {
            fields.diagnostics.warning(
                "\(fields.context) has no description; add \"description\": it becomes the doc comment and appears in reports.",
                at: fields["name"]?.offset ?? fields.object.offset)
            return nil
        }
        return description
    }

    func decodeRemote(_ fields: FieldReader) -> RemotePolicy {
        guard let value = fields["remote"] else { return .forbidden }
        if let policy = RemotePolicy(manifestValue: value) { return policy }
        let shown = value.stringValue.map(QuotedText.quoted) ?? value.kindDescription
        fields.diagnostics.error(
            "'remote' of \(fields.context) must be true, false or \"disable-only\", not \(shown)"
                + "\(FieldReader.quotedBooleanHint(value) ?? "").", at: value.offset)
        return .forbidden
    }

    func decodeBool(_ field: String, _ fields: FieldReader)
        -> Bool?
    {
        guard let value = fields[field] else { return nil }
        guard let bool = value.boolValue else {
            let hint = FieldReader.quotedBooleanHint(value)
            fields.diagnostics.error(
                fields.typeMessage(field, expected: "true or false", value: value, hint: hint), at: value.offset)
            return nil
        }
        return bool
    }

    func decodeOwner(_ fields: FieldReader) -> String? {
        guard let owner = fields.string("owner") else { return nil }
        guard !owner.isBlank else {
            fields.diagnostics.error(
                "'owner' of \(fields.context) is empty; name a person or team, or remove the field.",
                at: fields.offset(of: "owner"))
            return nil
        }
        return owner
    }

    func decodeExpires(_ fields: FieldReader) -> CalendarDate? {
        guard let text = fields.string("expires") else { return nil }
        guard let date = CalendarDate(text) else {
            fields.diagnostics.error(
                "'expires' of \(fields.context) must be a date written YYYY-MM-DD, such as \"2027-06-30\", not \(QuotedText.quoted(text)).",
                at: fields.offset(of: "expires"))
            return nil
        }
        return date
    }
}

extension String {
    /// A Boolean value indicating whether the string is empty or only white space.
    var isBlank: Bool {
        if utf8.contains(where: { $0 > 0x20 && $0 < 0x80 }) { return false }
        return allSatisfy(\.isWhitespace)
    }
}

/// A flag's kind of value and the condition of its `if`, as a rule decoder reads them.
struct DecodedFlagValue {
    var value: FlagValueKind
    var appVariant: CompilationCondition? = nil
}
