import Foundation
import Testing
import UIKitStandIn

/// Items that exactly fill a flow layout's width share a line, as a grid of equal columns
/// needs: the line ends where the last item ends at the right edge.
@MainActor
@Suite struct FlowLayoutExactFitTests {
    @Test("three items of 6 points, 1 apart, fill a 20-point line; a fourth starts the next line")
    func exactlyFillingItemsShareALine() async {
        let fixture = ListFixture([4])
        fixture.collectionView.delegate = SelectionRecorder()
        fixture.layout.itemSize = CGSize(width: 6, height: 1)
        fixture.layout.minimumInteritemSpacing = 1
        fixture.layout.minimumLineSpacing = 0
        await fixture.settle()
        let frames = (0..<4).map { fixture.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [
            CGRect(x: 0, y: 0, width: 6, height: 1), CGRect(x: 7, y: 0, width: 6, height: 1),
            CGRect(x: 14, y: 0, width: 6, height: 1), CGRect(x: 0, y: 1, width: 6, height: 1),
        ])
    }
}
