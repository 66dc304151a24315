import FlagJSON
import Testing

@Suite struct LineIndexTests {
    @Test func countsLinesForEveryLineEnding() {
        let index = LineIndex(Array("ab\ncd\r\nef\rgh".utf8))
        let locations = [0, 1, 3, 4, 5, 7, 10, 11].map { index.location(ofOffset: $0) }
        #expect(locations.map(\.description) == ["1:1", "1:2", "2:1", "2:2", "2:3", "3:1", "4:1", "4:2"])
    }

    @Test func countsColumnsInUTF8Bytes() {
        let index = LineIndex(Array("é\"x".utf8))
        #expect(index.location(ofOffset: 2) == SourceLocation(line: 1, column: 3))
    }

    @Test func locatesTheEndOfAnEmptyDocument() {
        #expect(LineIndex([]).location(ofOffset: 0) == SourceLocation(line: 1, column: 1))
    }
}
