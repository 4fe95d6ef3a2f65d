import ReelDataSource
import ReelDiff
import ReelTestSupport
import Testing

/// ReelUI's collection view judges the batches ReelDiff's diff produces with its own rules,
/// written from UIKit's behaviour: valid stages told through the adapter pass, and a stage
/// with one operation dropped or swapped is refused, which a judge that shared the diff's
/// code could not be trusted to do.
@MainActor
@Suite struct ReelUIJudgePropertyTests {
    /// A change to one operation of a stage that UIKit's count rules always catch: each leaves
    /// a kept section (or the list) with a count the operations do not explain.
    enum Corruption: CaseIterable {
        case dropDeletedItem, dropInsertedItem, dropDeletedSection, dropInsertedSection
        case deleteBecomesInsert, insertBecomesDelete

        /// `update` with this corruption, or `nil` when it has nothing to corrupt this way.
        func corrupt(_ update: BatchUpdate, _ fuzz: inout FuzzCase) -> BatchUpdate? {
            var update = update
            // Items of deleted, inserted or reloaded sections are exempt from the count rules.
            let deletes = update.deletedItems.indices.filter {
                let section = update.deletedItems[$0].section
                return !update.deletedSections.contains(section) && !update.updatedSections.contains(section)
            }
            let inserts = update.insertedItems.indices.filter { !update.insertedSections.contains(update.insertedItems[$0].section) }
            switch self {
            case .dropDeletedItem, .deleteBecomesInsert:
                guard let index = deletes.randomElement(using: &fuzz.rng) else { return nil }
                let path = update.deletedItems.remove(at: index)
                if self == .deleteBecomesInsert { update.insertedItems.append(path) }
            case .dropInsertedItem, .insertBecomesDelete:
                guard let index = inserts.randomElement(using: &fuzz.rng) else { return nil }
                let path = update.insertedItems.remove(at: index)
                if self == .insertBecomesDelete { update.deletedItems.append(path) }
            case .dropDeletedSection:
                guard let index = update.deletedSections.indices.randomElement(using: &fuzz.rng) else { return nil }
                update.deletedSections.remove(at: index)
            case .dropInsertedSection:
                guard let index = update.insertedSections.indices.randomElement(using: &fuzz.rng) else { return nil }
                update.insertedSections.remove(at: index)
            }
            return update
        }
    }

    @Test("Random sectioned states, diffed by ReelDiff and told through the adapter, break none of ReelUI's rules and end at the target")
    func validStagesPass() async {
        await Fuzz.runAsync(seed: 41_000, cases: 150) { fuzz in
            let list = ReelUIList(ListOptions(headers: fuzz.chance(0.5), configuration: DataSourceConfiguration(reloadThreshold: 100_000)))
            var stream = StateStream(&fuzz)
            await list.show(stream.current, animated: false)
            let reloads = list.reloads
            for _ in 0..<fuzz.int(in: 1...6) {
                let state = stream.next(&fuzz)
                await list.show(state, animated: true)
                list.expectShows(state, "\(fuzz)")
            }
            #expect(list.reloads == reloads, "a valid batch made ReelUI reload; \(fuzz)")
        }
    }

    @Test("A stage with one operation dropped or swapped is refused by ReelUI's judge, which then reloads to the target")
    func corruptedStagesAreCaught() async {
        var corrupted = 0
        let cases = 200
        await Fuzz.runAsync(seed: 42_000, cases: cases) { fuzz in
            var stream = StateStream(&fuzz)
            let before = stream.current
            for _ in 0..<fuzz.int(in: 0...3) { _ = stream.next(&fuzz) }
            let after = stream.next(&fuzz)
            var staged = StagedChangeset(source: before, target: after)
            // The first corruption, in a random order, that a random stage gives something to work on.
            var target: (corruption: Corruption, index: Int, update: BatchUpdate)?
            search: for corruption in Corruption.allCases.shuffled(using: &fuzz.rng) {
                for index in staged.stages.indices.shuffled(using: &fuzz.rng) {
                    if let update = corruption.corrupt(staged.stages[index].update, &fuzz) {
                        target = (corruption, index, update)
                        break search
                    }
                }
            }
            guard let (corruption, index, update) = target else { return }
            staged.stages[index].update = update
            corrupted += 1
            let diff = staged
            let list = ReelUIList(
                ListOptions(
                    configuration: DataSourceConfiguration(reloadThreshold: 100_000),
                    diff: { source, target in target == after ? diff : StagedChangeset(source: source, target: target) }))
            await list.show(before, animated: false)

            await list.show(after, animated: true)

            #expect(list.problems.count == 1, "\(corruption) of stage \(index) (\(update)): \(list.problems); \(fuzz)")
            #expect(list.counts == after.map(\.items.count), "\(fuzz)")
            #expect(list.sections == after, "\(fuzz)")
        }
        // Most random changes give some corruption something to work on.
        #expect(corrupted > cases / 2, "only \(corrupted) of \(cases) cases had an operation to corrupt")
    }
}
