import Foundation
import ReelUI

/// A hand-written ``CollectionViewDataSource`` over an array of sections of strings: what a test
/// needs to drive a ``CollectionView`` on its own, without ReelDataSource's diffing.
///
/// Tests change ``sections`` directly (inside a batch update's `commit`, or before a reload),
/// and choose each item's cell type with ``cellType``.
@MainActor
final class StringSectionsDataSource: CollectionViewDataSource {
    /// The data: each section's item strings.
    var sections: [[String]]
    /// The cell type of each item, from its string; every item gets a ``PlainCell`` by default.
    var cellType: (String) -> TextCell.Type = { _ in PlainCell.self }
    /// Every distinct cell the collection view handed out, so a test can sum what happened to
    /// cells that are in the reuse queue right now.
    private(set) var cellsHandedOut: [ObjectIdentifier: TextCell] = [:]
    /// The paths of every item configured so far: the items the collection view has measured.
    private(set) var configuredPaths: Set<IndexPath> = []

    /// Creates a data source over `sections`.
    init(_ sections: [[String]]) {
        self.sections = sections
    }

    /// A data source of one section holding `count` items named "item 0", "item 1", ….
    convenience init(itemCount count: Int) {
        self.init([(0..<count).map { "item \($0)" }])
    }

    /// The string of the item at `path`.
    subscript(path: IndexPath) -> String {
        sections[path.section][path.item]
    }

    func numberOfSections(in collectionView: CollectionView) -> Int {
        sections.count
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt path: IndexPath) -> CollectionViewCell {
        let text = self[path]
        let cell = collectionView.dequeueReusableCell(cellType(text), for: path)
        cell.text = text
        cellsHandedOut[ObjectIdentifier(cell)] = cell
        configuredPaths.insert(path)
        return cell
    }

    func collectionView(_ collectionView: CollectionView, headerForSection section: Int) -> CollectionSupplementaryView? {
        let header = collectionView.dequeueReusableHeader(TextHeader.self, for: section)
        header.title = "Section \(section)"
        return header
    }

    /// Asked only when the layout shows footers.
    func collectionView(_ collectionView: CollectionView, footerForSection section: Int) -> CollectionSupplementaryView? {
        let footer = collectionView.dequeueReusableFooter(TextFooter.self, for: section)
        footer.text = "end of section \(section)"
        return footer
    }
}
