import ReelDiff
import ReelTestSupport
import Testing

/// The mapping answers for one item (where it goes) what listing every item says, on the
/// stages of random diffs.
@Suite("Batch update mapping on random stages")
struct BatchUpdateMappingPropertyTests {
    @Test("each item's destination is where the listing of every item puts it")
    func queriesAgreeWithTheListing() {
        Fuzz.run(seed: 0xAA9_1000, cases: 1_500) { fuzz in
            let input = SectionedDiffInput.random(&fuzz)
            var before = input.source
            for stage in StagedChangeset(source: input.source, target: input.target) {
                defer { before = stage.data }
                let mapping: BatchUpdateMapping
                do {
                    mapping = try BatchUpdateMapping(
                        update: stage.update, sectionCountsBefore: before.map(\.items.count), sectionCountsAfter: stage.data.map(\.items.count))
                } catch {
                    Issue.record("\(fuzz): a stage of the diff is invalid: \(error)")
                    return
                }
                var expected: [ItemPath: BatchUpdateMapping.ItemDestination] = [:]
                for (section, sources) in mapping.items.enumerated() {
                    for (item, source) in sources.enumerated() {
                        let path = ItemPath(item: item, section: section)
                        switch source {
                        case .new: break
                        case .kept(let old): expected[old] = .kept(path)
                        case .updated(let old): expected[old] = .updated(path)
                        }
                    }
                }
                for (section, model) in before.enumerated() {
                    for item in model.items.indices {
                        let path = ItemPath(item: item, section: section)
                        #expect(mapping.destination(ofItemAt: path) == expected[path] ?? .removed, "\(fuzz): item \(path)\n\(stage.update)")
                    }
                }
            }
        }
    }
}
