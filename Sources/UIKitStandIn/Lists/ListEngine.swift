import Foundation

/// The machinery UIKit's collection view and table view share: counts cached from the data
/// source, the views shown and the reuse queues, the data source's requests for views, batch
/// updates checked by `UpdateRules` (the one implementation of UIKit's rules, in
/// `BatchUpdates/`),
/// their animations on the run loop, the selection (`ListEngine+Selection.swift`) and scrolling
/// to an element (`ListEngine+Scrolling.swift`).
///
/// Counts are read from the data source at the first layout pass or count query after the
/// data source was set or the data reloaded (a table view reads them at once when reloaded),
/// and at the start of a batch update on a list that has none. A batch update records the
/// operations its block asks for, then compares the counts before it with those the data
/// source reports after it. Only the views of elements in the visible bounds exist.
@MainActor
final class ListEngine {
    unowned let host: any ListEngineHost
    private let rules: UpdateRules
    let vocabulary: ListVocabulary
    /// Whether `reloadData()` reads the counts at once (a table view) or at the next layout
    /// pass or count query (a collection view).
    private let readsCountsOnReload: Bool

    private(set) var counts: [Int]?
    /// The views shown, by element.
    private(set) var visible: [ListElement: UIView] = [:]
    private var registered: [String: AnyClass] = [:]
    private var reuseQueues: [String: [UIView]] = [:]
    private var request: Request?
    /// The operations of the running batch. Accesses to it are not checked for exclusivity at
    /// run time: each operation of a batch, tens of thousands in a large one, changes it in an
    /// access lasting across the operation's closure, which only changes the record.
    @exclusivity(unchecked) private var batch: UpdateRecord?
    /// The completions of the running batch and of the batches nested in it.
    private var batchCompletions: [(Bool) -> Void] = []
    private var animations: [Animation] = []
    /// The elements selected; `ListEngine+Selection.swift` changes it.
    var selection = ListSelection()

    /// A request to the data source for the view of one element.
    private struct Request {
        let element: ListElement
        /// The cell being reconfigured, which a dequeue of its own identifier hands back.
        let existing: UIView?
        var dequeued: UIView?
    }

    /// A batch update's animation, which `reloadData()` cuts short.
    private final class Animation {
        var interrupted = false
    }

    init(host: any ListEngineHost, vocabulary: ListVocabulary, readsCountsOnReload: Bool) {
        self.host = host
        self.vocabulary = vocabulary
        self.rules = UpdateRules(vocabulary: vocabulary)
        self.readsCountsOnReload = readsCountsOnReload
    }

    // MARK: Counts

    /// The counts, read from the data source if the list has none.
    var loadedCounts: [Int] {
        if let counts { return counts }
        let read = host.countsFromDataSource()
        counts = read
        host.countsDidChange(by: nil)
        return read
    }

    /// The number of items in `section`, raising as UIKit does for a section that does not exist.
    func numberOfItems(inSection section: Int) -> Int {
        let counts = loadedCounts
        guard section >= 0, section < counts.count else {
            UIKitException.raise(
                "request for number of \(vocabulary.elements) in section \(section) when there are only \(counts.count) sections in the \(vocabulary.list)",
                from: host)
            return 0
        }
        return counts[section]
    }

    // MARK: Registration and dequeuing

    private func reuseKey(category: String, identifier: String) -> String {
        category + "\u{0}" + identifier
    }

    /// Registers `viewClass` for `identifier` among the views of `category` (cells, a kind of
    /// supplementary view); `nil` removes the registration.
    func register(_ viewClass: AnyClass?, category: String, identifier: String) {
        registered[reuseKey(category: category, identifier: identifier)] = viewClass
    }

    /// Whether a dequeue now answers a request of the data source for an element of `category`.
    func isRequesting(category: String?) -> Bool {
        guard let request, request.dequeued == nil else { return false }
        return request.element.kind == category
    }

    /// A view of `category` for `identifier`: the cell being reconfigured when the identifier
    /// is its own, else a waiting one (prepared for reuse), else a new one of the registered
    /// class; `nil` when none is registered.
    func dequeue(category: String, identifier: String) -> UIView? {
        if let existing = request?.existing, request?.dequeued == nil {
            if existing.reuseIdentifierStorage == identifier {
                request?.dequeued = existing
                return existing
            }
            let registeredClass = registered[reuseKey(category: category, identifier: identifier)].map { "\($0)" } ?? "none"
            UIKitException.raise(
                "Attempted to dequeue a cell with reuse identifier \(identifier) (class \(registeredClass)) to reconfigure the "
                    + "\(vocabulary.element) at index path (\(request!.element.indexPath.uikitDescription)), whose existing cell has "
                    + "reuse identifier \(existing.reuseIdentifierStorage ?? "nil") (class \(type(of: existing))). A reconfigured "
                    + "\(vocabulary.element) must keep its cell: reload it to give it a cell of another class.",
                from: host)
        }
        let key = reuseKey(category: category, identifier: identifier)
        let view: UIView
        if let waiting = reuseQueues[key]?.popLast() {
            waiting.prepareForReuseByList()
            view = waiting
        } else if let viewClass = registered[key] as? UIView.Type {
            view = viewClass.init()
            view.reuseIdentifierStorage = identifier
            view.reuseKey = key
        } else {
            return nil
        }
        if request != nil, request?.dequeued == nil { request?.dequeued = view }
        return view
    }

    private func recycle(_ view: UIView) {
        view.removeFromSuperview()
        if let key = view.reuseKey { reuseQueues[key, default: []].append(view) }
    }

    // MARK: Asking the data source

    /// Asks the data source for the view of `element`, as a request its dequeues answer.
    private func viewFromDataSource(for element: ListElement, existing: UIView? = nil) -> UIView? {
        let outer = request
        request = Request(element: element, existing: existing)
        let view = host.viewFromDataSource(for: element)
        let finished = request!
        request = outer
        let accepted = host.accept(view, for: element, dequeued: finished.dequeued, existing: existing)
        // As UIKit does, the list sets a cell's selected state itself, whatever the data source set.
        if element.kind == nil { accepted?.listSelectionDidChange(selection.contains(element.indexPath), animated: false) }
        return accepted
    }

    // MARK: Reloading

    /// Throws away every view, the counts and the selection; cuts running batch animations short.
    func reloadData() {
        let endInterval = host.window?.standInRunLoop.beginInterval(StandInRunLoop.reloadInterval)
        defer { endInterval?() }
        if batch != nil { batch?.reloadsData = true }
        for animation in animations { animation.interrupted = true }
        discardViewsAndCounts()
        if readsCountsOnReload { _ = loadedCounts }
    }

    /// A new data source: everything shown and selected came from the old one; the counts are
    /// read at the next layout pass or count query.
    func dataSourceDidChange() {
        discardViewsAndCounts()
    }

    private func discardViewsAndCounts() {
        for view in visible.values { recycle(view) }
        visible = [:]
        selection.removeAll()
        counts = nil
        host.countsDidChange(by: nil)
        host.setNeedsLayout()
    }

    // MARK: Batch updates

    /// Whether a batch update's block is running.
    var isInBatch: Bool { batch != nil }

    /// Records an operation: in the running batch, or in a batch of its own.
    func record(_ operation: (inout UpdateRecord) -> Void) {
        if batch != nil {
            operation(&batch!)
        } else {
            withoutActuallyEscaping(operation) { operation in
                performBatchUpdates({ self.record(operation) }, completion: nil)
            }
        }
    }

    /// Runs `updates`, then checks and performs what it recorded; `completion` runs at the end
    /// of the animation, on the run loop.
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        if batch != nil {
            // Nested: part of the running batch.
            updates?()
            if let completion { batchCompletions.append(completion) }
            return
        }
        let endInterval = host.window?.standInRunLoop.beginInterval(StandInRunLoop.batchUpdateInterval)
        defer { endInterval?() }
        let before = loadedCounts
        batch = UpdateRecord()
        batchCompletions = completion.map { [$0] } ?? []
        updates?()
        let record = batch!
        let completions = batchCompletions
        batch = nil
        batchCompletions = []
        if record.reloadsData {
            return animate(completions, finished: false)
        }
        let after = host.countsFromDataSource()
        do throws(UpdateRuleViolation) {
            let mapping = try rules.check(record, before: before, after: after)
            perform(mapping, countsAfter: after)
            animate(completions, finished: true)
        } catch {
            UIKitException.raise(error.reason, from: host)
            // What the caught exception leaves: a list that starts again from its data source.
            discardViewsAndCounts()
            animate(completions, finished: false)
        }
    }

    /// A person moved the item at `source` to `destination` (a table's reordering control): the
    /// list moves it on its own, as UIKit does before it tells its data source, with counts of
    /// its own rather than the data source's. Cells move with their items; the next layout pass
    /// brings in any others.
    func moveByPerson(from source: IndexPath, to destination: IndexPath) {
        var record = UpdateRecord()
        record.moveItem(from: source, to: destination)
        let before = loadedCounts
        var after = before
        after[source.section] -= 1
        after[destination.section] += 1
        do throws(UpdateRuleViolation) {
            let mapping = try rules.check(record, before: before, after: after)
            perform(mapping, countsAfter: after, laysOutNow: false)
        } catch {
            preconditionFailure("no person can move the \(vocabulary.element) at \(source) to \(destination): \(error.reason)")
        }
    }

    /// Moves the views and the selection that survive the batch, throws away the others,
    /// reconfigures the reconfigured cells that are shown, and lays out (which brings in the new
    /// ones) now or, without `laysOutNow`, at the next layout pass.
    private func perform(_ mapping: UpdateMapping, countsAfter: [Int], laysOutNow: Bool = true) {
        counts = countsAfter
        host.countsDidChange(by: mapping)
        selection.follow(mapping)
        var moved: [ListElement: UIView] = [:]
        var reconfigured: [(path: IndexPath, cell: UIView)] = []
        for (element, view) in visible {
            if element.kind == nil {
                guard let path = mapping.indexPathAfter(element.indexPath) else {
                    recycle(view)
                    continue
                }
                moved[.cell(path)] = view
                if mapping.isReconfigured(element.indexPath) { reconfigured.append((path, view)) }
            } else {
                guard let section = mapping.sectionsAfter[element.indexPath.section] else {
                    recycle(view)
                    continue
                }
                moved[element.inSection(section)] = view
            }
        }
        visible = moved
        for (path, cell) in reconfigured.sorted(by: { $0.path < $1.path }) {
            let element = ListElement.cell(path)
            let view = viewFromDataSource(for: element, existing: cell)
            guard view !== cell else { continue }
            recycle(cell)
            visible[element] = view
            if let view { host.addSubview(view) }
        }
        host.setNeedsLayout()
        if laysOutNow, host.window != nil { host.layoutIfNeeded() }
    }

    /// Runs `completions` after the next layout pass of the list's run loop: with `finished`,
    /// unless `reloadData()` cut the animation short meanwhile.
    private func animate(_ completions: [(Bool) -> Void], finished: Bool) {
        let animation = Animation()
        animations.append(animation)
        // The engine is kept until then, not referred to weakly: a weak reference would move
        // its reference count to a side table for good, where every retain of it (one per
        // operation a batch records, tens of thousands in a large one) takes the slow path.
        host.runLoop.performAfterNextLayoutPass { [self] in
            animations.removeAll { $0 === animation }
            for completion in completions { completion(finished && !animation.interrupted) }
        }
    }

    // MARK: Layout

    /// The layout pass: reads the counts if needed, sizes the content, brings the content
    /// offset back within the content, hands the views that left the bounds to the reuse
    /// queues, asks the data source for those that entered, and places them.
    func layout() {
        _ = loadedCounts
        var wanted: [(element: ListElement, frame: CGRect)]
        // Finding the elements in the bounds can measure them (a table's estimated row
        // heights), which resizes the content and so moves where the offset may rest: again,
        // until the size holds. Each further round measures more, so the rounds end.
        repeat {
            host.contentSize = host.layoutContentSize()
            let inset = host.adjustedContentInset
            let resting = UIScrollView.restingOffsets(
                contentLength: host.contentSize.height, viewLength: host.bounds.height, insetBefore: inset.top,
                insetAfter: inset.bottom)
            host.contentOffset.y = min(max(host.contentOffset.y, resting.lowerBound), resting.upperBound)
            wanted = host.layoutElements(in: host.bounds)
        } while host.layoutContentSize() != host.contentSize
        let wantedElements = Set(wanted.map(\.element))
        for (element, view) in visible where !wantedElements.contains(element) {
            recycle(view)
            visible[element] = nil
        }
        for (element, frame) in wanted {
            if visible[element] == nil {
                guard let view = viewFromDataSource(for: element) else { continue }
                visible[element] = view
                host.addSubview(view)
            }
            visible[element]?.frame = frame
        }
    }

    /// The index paths of the shown elements of `kind` (`nil` for cells). UIKit promises no
    /// order; they come last first, so code that assumes one fails here too.
    func visibleIndexPaths(kind: String?) -> [IndexPath] {
        visible.keys.filter { $0.kind == kind }.map(\.indexPath).sorted(by: >)
    }

    /// The shown views of `kind` (`nil` for cells), in the order of ``visibleIndexPaths(kind:)``,
    /// as the view class the list shows them as.
    func visibleViews<View: UIView>(kind: String?) -> [View] {
        visibleIndexPaths(kind: kind).compactMap { visible[ListElement(kind: kind, indexPath: $0)] as? View }
    }

    /// The index path of the item `cell` shows; `nil` when it is not a shown cell.
    func indexPath(ofCell cell: UIView) -> IndexPath? {
        guard let element = visible.first(where: { $0.value === cell })?.key, element.kind == nil else { return nil }
        return element.indexPath
    }
}
