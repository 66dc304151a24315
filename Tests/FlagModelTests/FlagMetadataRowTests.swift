import FlagJSON
import FlagModel
import Testing

@Suite struct FlagMetadataRowTests {
    static let samples = [
        FlagMetadata(name: "plain"),
        FlagMetadata(
            name: "killSwitch", key: "kill_switch", description: "Stops \"it\"\n\u{202E}now.", owner: "platform-team",
            expires: "2030-01-01", remotePolicy: .disableOnly, allowsLocalOverride: false),
        FlagMetadata(name: "remote", remotePolicy: .allowed),
    ]

    @Test(arguments: samples)
    func aWrittenRowReadsBackIdentically(metadata: FlagMetadata) throws {
        let row = FlagMetadataRow.text(for: metadata)
        #expect(try FlagMetadataRow.read(JSONParser.parse(Array(row.utf8))) == metadata)
    }

    @Test func defaultsAreOmitted() {
        #expect(FlagMetadataRow.text(for: FlagMetadata(name: "plain")) == #"{"name": "plain"}"#)
        #expect(FlagMetadataRow.text(for: Self.samples[1])
            == #"{"name": "killSwitch", "key": "kill_switch", "description": "Stops \"it\"\n\u202Enow.", "#
                + #""remote": "disable-only", "local": false, "owner": "platform-team", "expires": "2030-01-01"}"#)
    }

    @Test func aTableReadsEveryRow() throws {
        let json = "[" + Self.samples.map(FlagMetadataRow.text(for:)).joined(separator: ",\n") + "]"
        #expect(try FlagMetadataRow.readTable(json) == Self.samples)
    }

    @Test func aRowWithoutANameIsRefused() {
        #expect(throws: FlagMetadataRow.MalformedTable.self) { try FlagMetadataRow.readTable(#"[{"key": "x"}]"#) }
    }
}
