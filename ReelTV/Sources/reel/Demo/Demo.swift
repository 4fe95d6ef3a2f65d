import ArgumentParser
import Foundation
import ReelDataSourceUIKit
import ReelCommandLine
import ReelConsole
import ReelDownloadsCommand
import ReelTVModel
import ReelTVScreens
import ReelTVTerminal
import ReelTerminal

/// `reel demo`: the ReelTV detail screen ("The detail screen" in docs/Background.md), in the
/// terminal or driven by a script.
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

    @Option(name: .long, help: "How the detail screen is built: lazy (one collection view, the detail-screen talk's after) or eager (scroll view + stack view, its before).")
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

    /// The measurement's old name, kept so that scripts using it go on working: `reel bench
    /// detail` under another name, with a note saying so.
    @Flag(name: .long, help: .hidden)
    var measure = false

    @OptionGroup(visibility: .hidden) var measurement: DetailMeasurementOptions

    /// A minute per request is far slower than any server worth simulating.
    static let latencyOption = NumericOption("latency", 0...60_000, unit: "milliseconds")

    func validate() throws {
        try Self.latencyOption.check(latency)
        if !measure {
            let output = measurement.output
            for (name, isSet) in [("--json", output.json), ("--trace", measurement.trace != nil), ("--chart", output.chart != nil)]
            where isSet {
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
            try FileDescriptorReserve.check(FileDescriptorReserve.libraryRunner, for: "reel demo")
        }
        let catalog = try options.catalog.load()
        let seriesID = try SeriesOption.resolve(options.series, in: catalog, from: options.catalog)
        if options.measure {
            var errors = FileDescriptorOutput.standardError
            print("reel: demo --measure is now reel bench detail, which takes the same options", to: &errors)
            try await options.measurement.run(catalog: catalog, seriesID: seriesID, pattern: options.ab)
            return
        }
        // A script's snapshots must not depend on real time: its player, its downloads and its
        // server run on a clock that only each `wait` moves.
        let interactive = TerminalFrontEnd.runsInteractively(scriptPath: options.script)
        let clock: AppClock = interactive ? .realTime : .makeVirtual()
        let api = CatalogAPI(catalog: catalog, latency: Double(options.latency) / 1_000, sleep: clock.sleep)
        for name in options.fail {
            await api.failNext(1, of: try CatalogEndpoint(parsing: name))
        }
        let library = try options.library.open()
        let app = ReelTVApp(catalog: catalog, api: api, pattern: options.ab, library: library, clock: clock)
        let size = try options.windowSize()
        let window = UIWindow(terminalSize: size)
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

    private func windowSize() throws -> CGSize {
        try WindowSizeOption.parse(size, option: "size")
    }
}

extension RecommendPattern: ExpressibleByArgument {}
extension DetailStrategy: ExpressibleByArgument {}
