import FlagJSON
import ManifestVocabulary
import Testing

@Suite struct FlagMetadataRowTests {
    static let samples = [
        FlagMetadataRow(name: "plain"),
        FlagMetadataRow(
            name: "killSwitch", key: "kill_switch", description: "Stops \"it\"\n\u{202E}now.", owner: "platform-team",
            expires: "2030-01-01", remotePolicy: .disableOnly, allowsLocalOverride: false),
        FlagMetadataRow(name: "remote", remotePolicy: .allowed),
    ]

    @Test(arguments: samples)
    func aWrittenRowReadsBackIdentically(metadata: FlagMetadataRow) throws {
        let row = metadata.text
        #expect(try FlagMetadataRow(JSONParser.parse(Array(row.utf8))) == metadata)
    }

    @Test func defaultsAreOmitted() {
        #expect(FlagMetadataRow(name: "plain").text == #"{"name": "plain"}"#)
        #expect(
            Self.samples[1].text
                == #"{"name": "killSwitch", "key": "kill_switch", "description": "Stops \"it\"\n\u202Enow.", "#
                + #""remote": "disable-only", "local": false, "owner": "platform-team", "expires": "2030-01-01"}"#)
    }

    @Test func aTableReadsEveryRow() throws {
        let json = "[" + Self.samples.map(\.text).joined(separator: ",\n") + "]"
        #expect(try FlagMetadataRow.table(json) == Self.samples)
    }

    @Test func aRowWithoutANameIsRefused() {
        #expect(throws: FlagMetadataRow.MalformedTable.self) { try FlagMetadataRow.table(#"[{"key": "x"}]"#) }
    }
}
