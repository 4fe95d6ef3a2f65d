#if UIKIT_LISTS
import ReelTestSupport
import Testing

extension ListUnderTest {
    /// Checks that the list shows exactly `sections`: the counts, the item of every cell, the
    /// model of every header and footer, and that no rule was broken.
    func expectShows(_ sections: [ItemSection], _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation) {
        let context = "\(kind); \(comment())"
        #expect(counts == sections.map(\.items.count), "\(context)", sourceLocation: sourceLocation)
        #expect(self.sections == sections, "\(context)", sourceLocation: sourceLocation)
        guard counts == sections.map(\.items.count) else { return }
        for (path, cell) in visibleCells {
            #expect(cell.item == sections[path.section].items[path.item], "cell at \(path); \(context)", sourceLocation: sourceLocation)
            let highlighted = "\(type(of: cell))".contains("Highlighted")
            #expect(highlighted == (cell.item?.content ?? 0 >= 2), "cell class at \(path); \(context)", sourceLocation: sourceLocation)
        }
        for section in sections.indices {
            guard let header = header(ofSection: section) as? any SectionShowing else { continue }
            #expect(header.section == sections[section].model, "header of section \(section); \(context)", sourceLocation: sourceLocation)
        }
        #expect(problems.isEmpty, "\(problems); \(context)", sourceLocation: sourceLocation)
    }
}
#endif
