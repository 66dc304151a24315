import FeatureFlagKit
import FeatureFlagKitTestSupport
import Foundation
import ManifestVocabulary
import Testing

@Suite("Typed values in a store")
struct TypedValueStoreTests {
    private func store(_ configuration: TypedConfiguration = .debug, environment: [String: String] = [:])
        -> FlagStore<TypedFlag>
    {
        FlagStore<TypedFlag>(configuration: configuration, environment: environment)
    }

    private func payload(_ flags: String) -> Data {
        Data(#"{"version": 1, "flags": {\#(flags)}}"#.utf8)
    }

    @Test func aStoreStartsWithTheCompiledValueOfItsConfiguration() {
        #expect(store(.debug).value(of: .uploadLimit) == .integer(5))
        #expect(store(.release).value(of: .uploadLimit) == .integer(25))
        #expect(store().value(of: .sampleRate) == .double(0.5))
        #expect(store().value(of: .title) == .string("Welcome \"home\" \\ \u{1F600}"))
        #expect(store().value(of: .newEditor) == .bool(true))
        #expect(store().isEnabled(.uploadLimit), "a typed flag has no off value")
    }

    @Test func remoteValuesOfEachTypeApply() throws {
        let store = store()
        let diagnostics = try store.applyRemotePayload(
            payload(#""upload_limit": 100, "sampleRate": 0.25, "supportEmail": "qa@example.com""#))
        #expect(diagnostics.isEmpty)
        #expect(store.value(of: .uploadLimit) == .integer(100))
        #expect(store.value(of: .sampleRate) == .double(0.25))
        #expect(store.value(of: .supportEmail) == .string("qa@example.com"))
        #expect(store.snapshot().value(of: .uploadLimit) == .integer(100))
        #expect(store.evaluation(of: .uploadLimit).value == .integer(100))
        #expect(store.evaluation(of: .uploadLimit).source == .remote)
    }

    @Test(arguments: [
        (#""upload_limit": 100.0"#, FlagValue.integer(100)),
        (#""upload_limit": 1e2"#, .integer(100)),
        (#""sampleRate": 1"#, .double(1)),
        (#""sampleRate": -0"#, .double(0)),
        (#""sampleRate": 0e5"#, .double(0)),
    ])
    func aNumberIsTakenAsTheFlagsTypeWhenItIsExactlyOne(entry: String, expected: FlagValue) throws {
        let store = store()
        let diagnostics = try store.applyRemotePayload(payload(entry))
        #expect(diagnostics.isEmpty)
        let flag: TypedFlag = entry.contains("upload") ? .uploadLimit : .sampleRate
        #expect(store.value(of: flag) == expected)
    }

    @Test(arguments: [
        (#""upload_limit": 501"#, "501 for 'upload_limit' is above its maximum 500; the entry was ignored."),
        (#""upload_limit": 0"#, "0 for 'upload_limit' is below its minimum 1; the entry was ignored."),
        (
            #""upload_limit": 100.5"#,
            "100.5 for 'upload_limit' is not a whole number, and an integer flag's value is one; the entry was ignored."
        ),
        (
            #""upload_limit": 9223372036854775808"#,
            "9.223372036854776e+18 for 'upload_limit' is outside the range of a 64-bit integer; the entry was ignored."
        ),
        (
            #""upload_limit": "100""#,
            #""100" for 'upload_limit' is a string, not an integer (1...500); the entry was ignored."#
        ),
        (
            #""upload_limit": true"#,
            "true for 'upload_limit' is a Boolean, not an integer (1...500); the entry was ignored."
        ),
        (#""sampleRate": 1.5"#, "1.5 for 'sampleRate' is above its maximum 1; the entry was ignored."),
        (#""sampleRate": 1e308"#, "1e+308 for 'sampleRate' is above its maximum 1; the entry was ignored."),
        (
            #""supportEmail": "a-much-too-long@example.com""#,
            #""a-much-too-long@example.com" for 'supportEmail' is 27 UTF-8 bytes long, more than its maxLength 16; the entry was ignored."#
        ),
        (
            #""supportEmail": 5"#,
            "5 for 'supportEmail' is an integer, not a string (at most 16 UTF-8 bytes); the entry was ignored."
        ),
        (
            #""newEditor": 1"#,
            "'newEditor' is a Boolean flag: its value is true or false, not 1; the entry was ignored."
        ),
        (
            #""newEditor": "true""#,
            #"'newEditor' is a Boolean flag: its value is true or false, not "true"; the entry was ignored."#
        ),
    ])
    func aValueOfAnotherTypeOrOutOfBoundsDropsTheEntryAndNamesTheBound(entry: String, message: String) throws {
        let store = store(.release)
        let before = store.snapshot()
        let diagnostics = try store.applyRemotePayload(payload(entry))
        #expect(diagnostics.map(\.message) == [message])
        for flag in TypedFlag.allCases { #expect(store.value(of: flag) == before.value(of: flag)) }
    }

    @Test func anIntegerBeyondADoublesPrecisionIsReadExactly() throws {
        let store = FlagStore<WideIntegerFlag>(environment: [:])
        _ = try store.applyRemotePayload(payload(#""wide": 9007199254740993"#))
        #expect(store.value(of: .wide) == .integer(9_007_199_254_740_993))
        _ = try store.applyRemotePayload(payload(#""wide": -9223372036854775808"#))
        #expect(store.value(of: .wide) == .integer(Int.min))
    }

    @Test func aRuleListDecidesATypedValueAndASplitRecordsItsExposureWithItsType() async throws {
        let exposures = Protected<[FlagExposure]>([])
        let store = FlagStore<TypedFlag>(
            onExposure: { exposure in exposures.withValue { $0.append(exposure) } }, environment: [:])
        store.setTargeting(TargetingContext(unitID: "user-7"))
        _ = try store.applyRemotePayload(
            payload(
                #""upload_limit": [{"value": 50, "units": ["user-1"]}, {"split": [{"value": 10, "weight": 1}, {"value": 20, "weight": 1}]}]"#
            ))
        guard case .integer(let value) = store.value(of: .uploadLimit) else {
            Issue.record("not an integer")
            return
        }
        #expect([10, 20].contains(value))
        _ = store.value(of: .uploadLimit)
        #expect(await BoundedWait.until { !exposures.withValue(\.isEmpty) })
        let recorded = exposures.withValue { $0 }
        #expect(recorded.map(\.value) == [String(value)])
        #expect(recorded.map(\.valueType) == ["integer"])
        #expect(store.evaluation(of: .uploadLimit).explanation.hasPrefix("\(value): remote rule 2"))
    }

    @Test func aSplitThatListsOneValueTwiceAsItsTypeIsMalformed() throws {
        let store = store()
        let diagnostics = try store.applyRemotePayload(
            payload(
                #""sampleRate": {"split": [{"value": 0.5, "weight": 1}, {"value": 1, "weight": 1}, {"value": 1.0, "weight": 1}]}"#
            ))
        #expect(
            diagnostics.map(\.message)
                == [
                    "the split of rule 1 of 'sampleRate' lists 1 twice (as a value of its type); the entry was ignored."
                ])
        #expect(store.value(of: .sampleRate) == .double(0.5))
    }

    @Test func aTypedValueChangeIsAChangeEvent() async throws {
        let store = store()
        let stream = store.changes()
        _ = try store.applyRemotePayload(payload(#""upload_limit": 100"#))
        _ = try store.applyRemotePayload(payload(#""upload_limit": 200"#))
        var iterator = stream.makeAsyncIterator()
        let first = await BoundedWait.next(&iterator)
        let second = await BoundedWait.next(&iterator)
        #expect(first?.changedFlags == [.uploadLimit])
        #expect(second?.changedFlags == [.uploadLimit])
        #expect(second?.snapshot.value(of: .uploadLimit) == .integer(200))
    }

    @Test func localOverridesTakeAValueOfTheFlagsTypeWithinItsBounds() throws {
        let store = store()
        try store.setLocalOverride(300, for: .uploadLimit)
        try store.setLocalOverride(1, for: .sampleRate)
        try store.setLocalOverride(.string("qa@example.com"), for: .supportEmail)
        #expect(store.value(of: .uploadLimit) == .integer(300))
        #expect(store.value(of: .sampleRate) == .double(1), "an integer is a double flag's value")
        #expect(store.value(of: .supportEmail) == .string("qa@example.com"))
        #expect(store.evaluation(of: .uploadLimit).explanation == "300: local override")
        #expect(
            throws: OverrideRefusal(
                key: "upload_limit", reason: .invalidValue(.integer(501), reason: "is above its maximum 500"))
        ) {
            try store.setLocalOverride(501, for: .uploadLimit)
        }
        #expect(throws: OverrideRefusal.self) { try store.setLocalOverride(2.5, for: .uploadLimit) }
        #expect(throws: OverrideRefusal.self) { try store.setLocalOverride(true, for: .uploadLimit) }
        do {
            try store.setLocalOverride("qa@example.com", for: .supportEmail)
            Issue.record("a string literal is a variant's name, never a string flag's value")
        } catch {
            #expect(
                error.description
                    == #"cannot override 'supportEmail': 'qa@example.com' is a variant's name; write a string flag's value as .string("qa@example.com")."#
            )
        }
        #expect(throws: OverrideRefusal.self) { try store.setLocalOverride(.string("x"), for: .newEditor) }
        #expect(store.value(of: .uploadLimit) == .integer(300), "a refused override changes nothing")
    }

    @Test func storedTypedOverridesKeepTheirTypeAndThoseOfAnotherTypeAreDroppedAndReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ffk-typed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("overrides.json")
        let writer = FlagStore<TypedFlag>(localOverrideStorage: .file(file), environment: [:])
        try writer.setLocalOverride(42, for: .uploadLimit)
        try writer.setLocalOverride(.string("a\"b\\c\n"), for: .title)
        try writer.setLocalOverride(0.75, for: .sampleRate)
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        #expect(document?["version"] as? Int == 3)
        let stored = document?["overrides"] as? [String: [String: Any]]
        #expect(stored?["upload_limit"]?["integer"] as? Int == 42)
        #expect(stored?["sampleRate"]?["double"] as? Double == 0.75)
        #expect(stored?["title"]?["string"] as? String == "a\"b\\c\n")
        let reader = FlagStore<TypedFlag>(localOverrideStorage: .file(file), environment: [:])
        #expect(reader.value(of: .uploadLimit) == .integer(42))
        #expect(reader.value(of: .title) == .string("a\"b\\c\n"))
        #expect(reader.value(of: .sampleRate) == .double(0.75))

        try Data(
            #"{"version": 3, "overrides": {"sampleRate": {"integer": 1}, "supportEmail": "x", "upload_limit": {"integer": 999}}}"#
                .utf8
        )
        .write(to: file)
        let reported = Protected<[String]>([])
        let stale = FlagStore<TypedFlag>(
            localOverrideStorage: .file(file), onDiagnostic: { d in reported.withValue { $0.append(d.message) } },
            environment: [:])
        #expect(stale.value(of: .sampleRate) == .double(0.5))
        #expect(stale.value(of: .supportEmail) == .string("help@example.com"))
        #expect(stale.value(of: .uploadLimit) == .integer(5))
        #expect(
            reported.withValue { $0.sorted() } == [
                "the stored local override of 'sampleRate' is ignored: 1 is an integer, and the flag's type is another now.",
                "the stored local override of 'supportEmail' is ignored: 'x' for 'supportEmail' is a variant's name; write a string flag's value as .string(\"x\").",
                "the stored local override of 'upload_limit' is ignored: 999 for 'upload_limit' is above its maximum 500.",
            ])
    }

    @Test func launchOverridesTakeTypedValuesAsAPayloadWritesThem() {
        let store = store(
            environment: [
                "FEATUREFLAGKIT_OVERRIDES":
                    #"{"upload_limit": 7, "sampleRate": 0.125, "supportEmail": "ui@test", "title": 3}"#
            ])
        #expect(store.value(of: .uploadLimit) == .integer(7))
        #expect(store.value(of: .sampleRate) == .double(0.125))
        #expect(store.value(of: .supportEmail) == .string("ui@test"))
        #expect(store.value(of: .title) == .string("Welcome \"home\" \\ \u{1F600}"))
        #expect(
            store.recentDiagnostics.map(\.message) == [
                "the launch override of 'title' in FEATUREFLAGKIT_OVERRIDES is refused: 3 for 'title' is an integer, not a string (at most 4096 UTF-8 bytes)."
            ])
    }

    @Test func aStringReadWhilePayloadsReplaceItAlwaysSeesOneWholeValue() async throws {
        let store = store()
        let values = (0..<8).map { "value-\($0)-" + String(repeating: "x", count: $0 * 2) }
        let payloads = values.map { payload(#""supportEmail": "\#($0)""#) }
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for round in 0..<400 { _ = try? store.applyRemotePayload(payloads[round % payloads.count]) }
            }
            for _ in 0..<2 {
                group.addTask {
                    for _ in 0..<20_000 {
                        let value = store.value(of: .supportEmail)
                        guard case .string(let string) = value, string == "help@example.com" || values.contains(string)
                        else {
                            Issue.record("torn or unknown value \(value)")
                            return
                        }
                    }
                }
            }
        }
    }
}

/// One integer flag without bounds, for integers a `Double` can't hold.
enum WideIntegerFlag: Int, ManifestFlag {
    case wide

    static let sharedStore = FlagStore<WideIntegerFlag>(environment: [:])
    var _ordinal: Int { rawValue }
    var metadata: FlagMetadata {
        FlagMetadata(
            FlagMetadataRow(name: "wide", valueType: .integer(minimum: nil, maximum: nil), remotePolicy: .allowed))
    }
    func isEnabled(in configuration: TypedConfiguration) -> Bool { true }
    func _typedValue(in configuration: TypedConfiguration) -> FlagValue? { .integer(0) }
}
