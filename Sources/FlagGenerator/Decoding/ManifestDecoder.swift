import FlagJSON

/// Checks a `flags.json` document against the v1 contract and builds its ``Manifest``.
///
/// Every problem is reported, not just the first; the manifest is returned only when
/// there are no errors (warnings don't stop it).
package enum ManifestDecoder {
    /// The manifest version this decoder reads.
    package static let supportedVersion = 1
    /// The most flags one manifest may declare (the generated ordinal is 16 bits wide).
    package static let maximumFlagCount = Int(UInt16.max)
    /// The most configurations one manifest may declare: every flag's rule is rendered and
    /// checked once per configuration, and a build has a handful.
    package static let maximumConfigurationCount = 100

    /// The outcome of decoding: the manifest, if usable, and every diagnostic.
    package struct Result: Sendable {
        /// The manifest, or `nil` if any error was reported.
        package var manifest: Manifest?
        /// Errors and warnings, in the order they were found.
        package var diagnostics: [Diagnostic]
    }

    /// Decodes the bytes of a manifest file.
    package static func decode(_ bytes: [UInt8]) -> Result {
        let diagnostics = DiagnosticCollector(bytes: bytes)
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            diagnostics.error(error.message, at: error.offset)
            return Result(manifest: nil, diagnostics: diagnostics.diagnostics)
        }
        guard let members = document.objectValue else {
            diagnostics.error(
                "the manifest must be a JSON object such as { \"version\": 1, \"flags\": [] }, not \(document.kindDescription).",
                at: document.offset)
            return Result(manifest: nil, diagnostics: diagnostics.diagnostics)
        }
        let fields = FieldReader(
            document, members: members,
            allowed: ["$schema", "version", "access", "configurations", "localOverrides", "flags"],
            context: "the manifest", diagnostics: diagnostics)
        let manifest = decode(fields)
        let all = diagnostics.diagnostics
        return Result(manifest: all.containsErrors ? nil : manifest, diagnostics: all)
    }

    private static func decode(_ fields: FieldReader) -> Manifest? {
        let isSupported = checkVersion(fields)
        guard isSupported else { return nil }
        let access = decodeAccess(fields)
        let configurations = ConfigurationDeclarationsDecoder(diagnostics: fields.diagnostics).decode(
            fields["configurations"])
        let names = configurations?.map(\.name)
        let localOverrides = ConfigurationNameListDecoder(diagnostics: fields.diagnostics).decodeLocalOverrides(
            fields["localOverrides"], configurations: configurations)
        let flagsValue = fields.required("flags", example: "\"flags\": []")
        // Which configuration each condition selects, for flags whose "if" tests one.
        var selected: [CompilationCondition: String] = [:]
        for configuration in configurations ?? [] {
            if let condition = configuration.condition, selected[condition] == nil {
                selected[condition] = configuration.name
            }
        }
        let flagDecoder = FlagObjectDecoder(configurations: names, selected: selected, diagnostics: fields.diagnostics)
        let flags = flagsValue.map(FlagListDecoder(flagDecoder: flagDecoder).decode) ?? []
        return Manifest(
            access: access, configurations: configurations ?? [], localOverrideConfigurations: localOverrides,
            flags: flags)
    }

    /// Checks `version`; returns `false` if the rest of the document can't be read as v1.
    private static func checkVersion(_ fields: FieldReader) -> Bool {
        guard let value = fields.required("version", example: "\"version\": 1") else {
            return true
        }
        guard case .number(let number) = value.content else {
            fields.diagnostics.error(
                fields.typeMessage("version", expected: "the number 1", value: value), at: value.offset)
            return true
        }
        guard number == Double(supportedVersion) else {
            fields.diagnostics.error(
                "version \(JSONOutput.numberText(number)) is not supported; this flaggen reads version \(supportedVersion) manifests.",
                at: value.offset)
            return false
        }
        return true
    }

    private static func decodeAccess(_ fields: FieldReader) -> AccessLevel {
        guard let text = fields.string("access") else { return .internal }
        if let access = AccessLevel(rawValue: text) { return access }
        fields.diagnostics.error(
            "'access' must be \"internal\", \"public\" or \"package\", not \(QuotedText.quoted(text)).",
            at: fields.offset(of: "access"))
        return .internal
    }
}
