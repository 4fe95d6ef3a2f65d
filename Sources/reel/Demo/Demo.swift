import ArgumentParser
import Foundation
import ReelTV
import ReelTerminal
import ReelUI

/// `reel demo`: the ReelTV detail screen of talk 000, in the terminal or driven by a script.
struct Demo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show ReelTV's detail screen in the terminal (or run a script of commands when piped).",
        discussion: """
            Keys: arrows or j/k scroll, Tab and Shift-Tab move the focus, Enter taps, r rotates, b goes back, q quits.
            Script commands, one per line: appear, tap ID, scroll N, rotate, wait MS, back, snapshot.
            """)

    @Option(name: .long, help: "The series to open (default: the catalog's first).")
    var series: String?

    @Option(name: .long, help: "The recommend rows' A/B pattern: grid or list.")
    var ab: RecommendPattern = .grid

    @Option(name: .long, help: "How the detail screen is built: lazy (one collection view, talk 000's after) or eager (scroll view + stack view, its before).")
    var strategy: DetailStrategy = .lazy

    @Option(name: .long, help: "Milliseconds every catalog request takes.")
    var latency = 300

    @Option(name: .long, parsing: .singleValue, help: "Make the first request to an endpoint fail: recommend, detail or episodes (repeatable).")
    var fail: [String] = []

    @OptionGroup var catalog: CatalogOptions

    @OptionGroup var library: LibraryOptions

    @Option(name: .long, help: "Run the commands in this file instead of an interactive session.")
    var script: String?

    @Option(name: .long, help: "The window's size for scripts, as COLUMNSxROWS.")
    var size = "40x24"

    @Flag(name: .long, help: "Measure both strategies headlessly instead (display, complete frame, rotation, views created).")
    var measure = false

    @Option(name: .long, help: "With --measure: openings and rotations per strategy.")
    var runs = 10

    @Flag(name: .long, help: "With --measure: print JSON instead of a table.")
    var json = false

    @Option(name: .long, help: "With --measure: write the signposts to this file as Chrome trace JSON (open it in Perfetto).")
    var trace: String?

    func validate() throws {
        guard latency >= 0 else { throw ValidationError("--latency must be 0 or more milliseconds, got \(latency)") }
        try requireAtLeastOne(runs, option: "runs")
        if !measure {
            for (name, isSet) in [("--json", json), ("--trace", trace != nil)] where isSet {
                throw ValidationError("\(name) goes with --measure")
            }
        }
        _ = try windowSize()
        for name in fail {
            do {
                _ = try CatalogEndpoint(parsing: name)
            } catch {
                throw ValidationError("--fail: \(error)")
            }
        }
    }

    func run() async throws {
        let status = try await Self.run(self)
        if status != 0 { throw ExitCode(status) }
    }

    @MainActor
    private static func run(_ options: Demo) async throws -> Int32 {
        let catalog = try options.catalog.load()
        guard let seriesID = options.series ?? catalog.series.first?.id else {
            throw ValidationError("the catalog has no series to show")
        }
        guard catalog.series.contains(where: { $0.id == seriesID }) else {
            let known = catalog.series.prefix(5).map(\.id).joined(separator: ", ")
            throw ValidationError("--series: no series with the id \"\(seriesID)\" in the catalog (ids look like \(known), …)")
        }
        if options.measure {
            try await options.printMeasurements(catalog: catalog, seriesID: seriesID)
            return 0
        }
        let api = CatalogAPI(catalog: catalog, latency: .milliseconds(options.latency))
        for name in options.fail {
            await api.failNext(1, of: try CatalogEndpoint(parsing: name))
        }
        // A script's snapshots must not depend on real time: its player runs on a clock that
        // only each `wait` moves.
        let interactive = TerminalFrontEnd.runsInteractively(scriptPath: options.script)
        let clock: AppClock = interactive ? .realTime : .makeVirtual()
        let library: Library
        do {
            library = try options.library.open()
        } catch {
            throw ValidationError("\(error)")
        }
        let app = ReelTVApp(catalog: catalog, api: api, pattern: options.ab, library: library, clock: clock)
        let size = try options.windowSize()
        let window = Window(traits: TraitCollection(terminalSize: size))
        let host = ReelTVHost(app: app, seriesID: seriesID, strategy: options.strategy)
        // On screen the notice row tells the person; a script's reader gets each notice on
        // standard error too, where a failure to save can't be missed.
        let noticeLog = interactive ? nil : app.notices.text.changes.compactMap { $0 }.sink { notice in
            var errors = FileDescriptorOutput.standardError
            print("reel: \(notice)", to: &errors)
        }
        defer { noticeLog?.cancel() }
        return await TerminalFrontEnd.run(window: window, host: host, scriptPath: options.script)
    }

    @MainActor
    private func printMeasurements(catalog: Catalog, seriesID: String) async throws {
        let measuring = DetailMeasuring(catalog: catalog, seriesID: seriesID, pattern: ab, runs: runs)
        let signposts = SignpostRecorder()
        var results: [DetailMeasurement] = []
        for strategy in [DetailStrategy.eager, .lazy] {
            results.append(await measuring.measure(strategy, signposts: signposts))
        }
        if let trace {
            do {
                try signposts.chromeTraceJSON().write(to: URL(fileURLWithPath: trace))
            } catch {
                throw ValidationError("--trace: cannot write \(trace): \(error.localizedDescription)")
            }
        }
        try printBenchmarkResult(results, json: json) { DetailMeasurementTable(results: $0, runs: runs).description }
    }

    private func windowSize() throws -> Size {
        let parts = size.split(separator: "x").map { Int($0) }
        guard parts.count == 2, let width = parts[0], let height = parts[1], width >= 20, height >= 10 else {
            throw ValidationError("--size must be COLUMNSxROWS with at least 20 columns and 10 rows, like 40x24; got \"\(size)\"")
        }
        return Size(width: width, height: height)
    }
}

extension RecommendPattern: ExpressibleByArgument {}
extension DetailStrategy: ExpressibleByArgument {}
