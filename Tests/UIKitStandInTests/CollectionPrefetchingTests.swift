import Foundation
import Testing
import UIKitStandIn

/// `isPrefetchingEnabled` is accepted but not modelled: it keeps what is set, and the cells made
/// are those of the visible bounds either way.
@MainActor
@Suite struct CollectionPrefetchingTests {
    final class Items: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    @Test("on by default, and kept as set; only the visible items get cells either way", arguments: [true, false])
    func acceptedNotModelled(isEnabled: Bool) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 10, height: 1)
        layout.minimumLineSpacing = 0
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 5), collectionViewLayout: layout)
        #expect(collectionView.isPrefetchingEnabled)
        collectionView.isPrefetchingEnabled = isEnabled
        #expect(collectionView.isPrefetchingEnabled == isEnabled)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let items = Items()
        collectionView.dataSource = items
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.count == 5)
    }
}
