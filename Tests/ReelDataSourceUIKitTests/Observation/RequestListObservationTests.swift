#if UIKIT_LISTS
import Foundation
import Observation
import ReelDataSource
import ReelDataSourceUIKit
import ReelDiff
import Testing

extension ObservationArticle {
    struct Contact: Identifiable, Hashable, Sendable, IdentifiableType {
        let id: String
        var name: String
    }

    typealias ContactSection = AnimatableSectionModel<String, Contact>

    /// The fetches a model under test starts, each answered by the test.
    @MainActor
    final class PendingFetches {
        private var pending: [CheckedContinuation<[Contact], any Error>] = []

        var count: Int { pending.count }

        func fetch() async throws -> [Contact] {
            try await withCheckedThrowingContinuation { pending.append($0) }
        }

        func answer(_ contacts: [Contact]) { pending.removeFirst().resume(returning: contacts) }

        func fail() { pending.removeFirst().resume(throwing: Unreachable()) }
    }

    struct Unreachable: Error {}

    /// The screen: a table of the model's items, which follows the model.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @MainActor
    final class ContactsScreen {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let window = ListWindow()
        let dataSource: SectionedDataSource<ContactSection, TableViewList>

        init(model: RequestListModel<Contact>) {
            window.addSubview(tableView)
            dataSource = SectionedDataSource(list: TableViewList(tableView)) { _, _, contact in
                .init(UITableViewCell.self) { $0.textLabel?.text = contact.name }
            }
            dataSource.applyObserving { [model] in
                [ContactSection(model: "Contacts", items: model.items)]
            }
        }
    }
}

/// The request-list screen on Observation behaves as the stream version does: the three views'
/// flags follow the request, and the table follows the items.
@MainActor
@Suite struct RequestListObservationTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    typealias Model = ObservationArticle.RequestListModel<ObservationArticle.Contact>

    /// The three views' hidden flags, read together.
    struct Visibility: Equatable {
        var indicator: Bool
        var retry: Bool
        var noData: Bool
    }

    let fetches = ObservationArticle.PendingFetches()

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func makeModel() -> Model {
        Model(fetch: { [fetches] in try await fetches.fetch() })
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func hidden(_ model: Model) -> Visibility {
        Visibility(indicator: model.isIndicatorHidden, retry: model.isRetryHidden, noData: model.isNoDataHidden)
    }

    /// Lets the model's request task run until `model` is in `state`; records an issue naming
    /// the state it never reached.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func wait(until state: ObservationArticle.RequestListState, _ model: Model, sourceLocation: SourceLocation = #_sourceLocation) async {
        for _ in 0..<1_000 where model.requestState != state { await Task.yield() }
        #expect(model.requestState == state, "never reached \(state)", sourceLocation: sourceLocation)
    }

    /// Lets the model's request start its fetch.
    func waitForFetch(_ count: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) async {
        for _ in 0..<1_000 where fetches.count < count { await Task.yield() }
        #expect(fetches.count == count, "\(count) fetches never started", sourceLocation: sourceLocation)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("requesting shows the indicator only; success with items hides everything, and the table shows them")
    func successfulRequest() async {
        let model = makeModel()
        let screen = ObservationArticle.ContactsScreen(model: model)
        #expect(hidden(model) == Visibility(indicator: true, retry: true, noData: false))
        model.request()
        #expect(hidden(model) == Visibility(indicator: false, retry: true, noData: true))
        await waitForFetch()
        fetches.answer([.init(id: "1", name: "Ada"), .init(id: "2", name: "Grace")])
        await wait(until: .idle, model)
        #expect(hidden(model) == Visibility(indicator: true, retry: true, noData: true))
        for _ in 0..<1_000 where screen.dataSource.sections.first?.items.count != 2 { await Task.yield() }
        await screen.window.settle()
        #expect(screen.dataSource.sections.map(\.items) == [[.init(id: "1", name: "Ada"), .init(id: "2", name: "Grace")]])
        #expect(screen.tableView.numberOfRows(inSection: 0) == 2)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("success without items shows the no-data view")
    func emptyResult() async {
        let model = makeModel()
        model.request()
        await waitForFetch()
        fetches.answer([])
        await wait(until: .idle, model)
        #expect(hidden(model) == Visibility(indicator: true, retry: true, noData: false))
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("a failure shows the retry view; retrying requests again")
    func failureThenRetry() async {
        let model = makeModel()
        model.request()
        await waitForFetch()
        fetches.fail()
        await wait(until: .error, model)
        #expect(hidden(model) == Visibility(indicator: true, retry: false, noData: true))
        model.request()
        #expect(hidden(model) == Visibility(indicator: false, retry: true, noData: true))
        await waitForFetch()
        fetches.answer([.init(id: "1", name: "Ada")])
        await wait(until: .idle, model)
        #expect(model.items.map(\.name) == ["Ada"])
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("the latest request wins: an earlier answer arriving late changes nothing")
    func latestRequestWins() async {
        let model = makeModel()
        model.request()
        await waitForFetch()
        model.request()
        await waitForFetch(2)
        fetches.answer([.init(id: "old", name: "Old")])
        fetches.answer([.init(id: "new", name: "New")])
        await wait(until: .idle, model)
        for _ in 0..<10 { await Task.yield() }
        #expect(model.items.map(\.name) == ["New"])
    }

    @Test("every line of the article's code is compiled: the model and the list here, the stream in ReelStream's tests")
    func articleMatches() throws {
        let article = try DocumentedCode.document("Sources/ReelDataSource/ReelDataSource.docc/WritingAScreenWithObservation.md")
        let blocks = DocumentedCode.swiftBlocks(in: article)
        #expect(Set(blocks.map(DocumentedCode.label(of:))) == ["// ReelStream", "// Observation"], "every block says whose code it is")
        let model = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("RequestListModel.swift").path
        let stream = DocumentedCode.root.appendingPathComponent("Tests/ReelStreamTests/Examples/RequestList/RequestListLogic.swift").path
        for (label, sources) in [("// Observation", [#filePath, model]), ("// ReelStream", [stream])] {
            let code = blocks.filter { DocumentedCode.label(of: $0) == label }.map(DocumentedCode.code(of:))
            #expect(!code.isEmpty)
            for line in try DocumentedCode.uncompiledLines(of: code, sourcePaths: sources) {
                Issue.record("\(label) line not compiled: \(line)")
            }
        }
    }
}
#endif
