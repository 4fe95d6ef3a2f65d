import Foundation
import ReelDataSource
import ReelDiff
import Testing

/// Which initialiser a call names follows from the type of the sections: sections with
/// identities animate, sections without reload, whichever way the section views are provided.
@MainActor
@Suite struct InitializerKindTests {
    private typealias Plain = SectionModel<String, Int>
    private typealias Identified = AnimatableSectionModel<String, Int>

    private let list = FixedTopList(top: (indexPath: IndexPath(indexes: [0, 0]), offset: 0))

    @Test("sections without identities reload, with header and footer providers or with a provider of every kind")
    func withoutIdentities() async {
        let sections = [Plain(model: "A", items: [1])]
        await expect(
            SectionedDataSource(list: list, cellProvider: { _, _, _ in () }, headerProvider: { _, _, _ in () }),
            animates: false, showing: sections, viewOf: .header)
        await expect(
            SectionedDataSource(list: list, cellProvider: { _, _, _ in () }, supplementaryViewProvider: Self.views(of: .footer)),
            animates: false, showing: sections, viewOf: .footer)
    }

    @Test("sections with identities animate, with header and footer providers or with a provider of every kind")
    func withIdentities() async {
        let sections = [Identified(model: "A", items: [1])]
        await expect(
            SectionedDataSource(list: list, cellProvider: { _, _, _ in () }, footerProvider: { _, _, _ in () }),
            animates: true, showing: sections, viewOf: .footer)
        await expect(
            SectionedDataSource(list: list, cellProvider: { _, _, _ in () }, supplementaryViewProvider: Self.views(of: .header)),
            animates: true, showing: sections, viewOf: .header)
    }

    /// A provider of every kind that makes a view of `kind` only.
    private static func views<Section>(of kind: SupplementaryKind) -> SectionedDataSource<Section, FixedTopList>.SupplementaryViewProvider {
        { _, asked, _, _ in asked == kind ? () : nil }
    }

    /// Expects `dataSource` to animate or not, and, once showing `sections`, to have a view of
    /// `kind` for its section and none of the other kind.
    private func expect<Section>(
        _ dataSource: SectionedDataSource<Section, FixedTopList>, animates: Bool, showing sections: [Section],
        viewOf kind: SupplementaryKind
    ) async {
        #expect(dataSource.animates == animates)
        await dataSource.apply(sections)
        for other in [SupplementaryKind.header, .footer] {
            #expect((dataSource.supplementaryView(ofKind: other, inSection: 0, in: list) != nil) == (other == kind), "\(other)")
        }
    }
}
