import Foundation
import ReelDiff
import ReelTVScreens
import Testing

@MainActor
@Suite struct CellHeightCacheTests {
    /// An item whose identity is its key and whose text sets its height.
    struct Row: IdentifiableType, Equatable {
        var key: Int
        var text: String
        var identity: Int { key }
    }

    @Test func measuresAnItemAgainOnlyWhenItOrTheWidthChanged() {
        let cache = CellHeightCache<Row>()
        var measured: [String] = []
        func height(_ row: Row, _ width: CGFloat) -> CGFloat {
            cache.height(of: row, width: width) {
                measured.append("\(row.key):\(row.text)@\(Int(width))")
                return CGFloat(row.text.count) + width / 10
            }
        }
        let row = Row(key: 1, text: "ab")
        #expect(height(row, 40) == 6)
        #expect(height(row, 40) == 6)
        #expect(height(Row(key: 2, text: "ab"), 40) == 6)
        #expect(height(Row(key: 1, text: "abc"), 40) == 7)
        #expect(height(Row(key: 1, text: "abc"), 80) == 11)
        #expect(height(Row(key: 1, text: "abc"), 80) == 11)
        #expect(measured == ["1:ab@40", "2:ab@40", "1:abc@40", "1:abc@80"])
    }

    @Test func keepsTheLastTwoWidthsOfAnItem() {
        let cache = CellHeightCache<Row>()
        var measures: [Int] = []
        func height(_ width: CGFloat) -> CGFloat {
            cache.height(of: Row(key: 1, text: "ab"), width: width) {
                measures.append(Int(width))
                return width
            }
        }
        for width in [40, 24, 40, 24, 60, 24, 40] as [CGFloat] { #expect(height(width) == width) }
        // A rotation goes back and forth; a third width pushes out the oldest.
        #expect(measures == [40, 24, 60, 40])
    }

    @Test func startsOverWhenFull() {
        let cache = CellHeightCache<Row>(capacity: 2)
        var measures = 0
        func height(_ key: Int) -> CGFloat {
            cache.height(of: Row(key: key, text: "x"), width: 10) {
                measures += 1
                return CGFloat(key)
            }
        }
        _ = height(1)
        _ = height(2)
        _ = height(2)
        #expect(measures == 2)
        _ = height(3)  // full: forgets 1 and 2, keeps 3
        _ = height(3)
        #expect(measures == 3)
        #expect(height(1) == 1)
        #expect(measures == 4)
    }
}
