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
            Script commands, one per line: appear, tap ID, scroll N, rotate, resize COLUMNSxROWS, wait MS, back, snapshot.
            """)

    @Option(name: .long, help: ArgumentHelp("The series to open, by id (default: the catalog's first).", valueName: "series-id"))
    var series: String?

    @Option(name: .long, help: ArgumentHelp("The recommend rows' A/B pattern: grid (tiles) or list (summary rows).", valueName: "pattern"))
    var ab: RecommendPattern = .grid

    @Option(name: .long, help: "How the detail screen is built: lazy (one collection view, talk 000's after) or eager (scroll view + stack view, its before).")
    var strategy: DetailStrategy = .lazy

    @Option(
        name: Demo.latencyOption.name, parsing: Demo.latencyOption.parsing,
        help: Demo.latencyOption.help("Milliseconds every catalog request takes (in scripts, on the script's clock)", valueName: "ms"))
    var latency = 300

    @Option(
        name: .long, parsing: .singleValue,
        help: ArgumentHelp("Make the first request to an endpoint fail: recommend, detail or episodes (repeatable).", valueName: "endpoint"))
    var fail: [String] = []

    @OptionGroup var catalog: CatalogOptions

    @OptionGroup var library: LibraryOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Run the commands in this file instead of an interactive session (any file that can be read to its end: a FIFO, /dev/stdin, <(…)).",
            valueName: "file"))
    var script: String?

    @Option(
        name: .long, parsing: WindowSizeOption.parsing,
        help: ArgumentHelp("The window's size for scripts in terminal cells, as COLUMNSxROWS \(WindowSizeOption.rangeText).", valueName: "columnsxrows"))
    var size = "40x24"

    @Flag(name: .long, help: "Measure both strategies headlessly instead (display, complete frame, rotation, views created).")
    var measure = false

    @Option(name: Demo.runsOption.name, parsing: Demo.runsOption.parsing, help: Demo.runsOption.help("With --measure: openings and rotations per strategy", valueName: "n"))
    var runs = 10

    @Flag(name: .long, help: "With --measure: print JSON instead of a table.")
    var json = false

    @Option(name: .long, help: ArgumentHelp("With --measure: write the signposts to this file as Chrome trace JSON (open it in Perfetto).", valueName: "file"))
    var trace: String?

    /// A minute per request is far slower than any server worth simulating.
    static let latencyOption = NumericOption("latency", 0...60_000, unit: "milliseconds")
    /// A thousand openings and rotations per strategy take about half a minute (release build).
    static let runsOption = NumericOption("runs", 1...1_000)

    func validate() throws {
        try Self.latencyOption.check(latency)
        try Self.runsOption.check(runs)
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
                throw ValidationError("--fail: \("\(error)".terminalSafe(limit: TerminalSafeText.echoLimit))")
            }
        }
    }

    func run() async throws {
        try await Self.run(self)
    }

    @MainActor
    private static func run(_ options: Demo) async throws {
        if !options.measure {
            // Before any file is opened: one could take a closed standard input's descriptor.
            try TerminalFrontEnd.checkStandardInput(scriptPath: options.script)
        }
        let catalog = try options.catalog.load()
        guard let seriesID = options.series ?? catalog.series.first?.id else {
            let catalogName = options.catalog.catalog.map { "the catalog \(URL(fileURLWithPath: $0).path)" } ?? "the bundled catalog"
            throw CommandFailure(description: "\(catalogName) has no series to show")
        }
        guard catalog.series.contains(where: { $0.id == seriesID }) else {
            let known = catalog.series.prefix(5).map { $0.id.terminalSafe(limit: TerminalSafeText.echoLimit) }.joined(separator: ", ")
            throw ValidationError(
                "--series: no series with the id \"\(seriesID.terminalSafe(limit: TerminalSafeText.echoLimit))\" in the catalog (ids look like \(known), …)")
        }
        if options.measure {
            try await options.printMeasurements(catalog: catalog, seriesID: seriesID)
            return
        }
        // A script's snapshots must not depend on real time: its player, its downloads and its
        // server run on a clock that only each `wait` moves.
        let interactive = TerminalFrontEnd.runsInteractively(scriptPath: options.script)
        let clock: AppClock = interactive ? .realTime : .makeVirtual()
        let api = CatalogAPI(catalog: catalog, latency: .milliseconds(options.latency), sleep: clock.sleep)
        for name in options.fail {
            await api.failNext(1, of: try CatalogEndpoint(parsing: name))
        }
        let library = try options.library.open()
        let app = ReelTVApp(catalog: catalog, api: api, pattern: options.ab, library: library, clock: clock)
        let size = try options.windowSize()
        let window = Window(traits: TraitCollection(terminalSize: size))
        let host = ReelTVHost(app: app, seriesID: seriesID, strategy: options.strategy)
        // On screen the notice row tells the person; a script's reader gets each notice on
        // standard error too, where a failure to save can't be missed.
        let noticeLog = interactive ? nil : app.notices.text.changes.compactMap { $0 }.sink { notice in
            var errors = FileDescriptorOutput.standardError
            print("reel: \(notice.terminalSafe())", to: &errors)
        }
        defer { noticeLog?.cancel() }
        try await TerminalFrontEnd.run(window: window, host: host, scriptPath: options.script)
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
            try OutputFile.write(String(decoding: try signposts.chromeTraceJSON(), as: UTF8.self), toPath: trace, as: "the trace file")
        }
        try printBenchmarkResult(results, json: json) { DetailMeasurementTable(results: $0, runs: runs).description }
    }

    private func windowSize() throws -> Size {
        try WindowSizeOption.parse(size, option: "size")
    }
}

extension RecommendPattern: ExpressibleByArgument {}
extension DetailStrategy: ExpressibleByArgument {}
