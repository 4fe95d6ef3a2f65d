import Foundation
import ReelTVModel
import Testing

/// `reel bench stream-list` as a user meets it: bad options are usage errors naming the option
/// and its range, a short run reports every implementation with the documented keys, the frame
/// budget follows the rate, and a seed streams the same states as it always did.
@Suite(.timeLimit(.minutes(10)))
struct StreamListCommandTests {
    func reel(_ arguments: [String]) async throws -> ChildOutcome {
        try await ChildProcess(path: try ReelExecutable.path()).run(["bench", "stream-list"] + arguments, killing: nil)
    }

    @Test("sizes, rates and durations out of range are usage errors naming the option and its range")
    func badOptions() async throws {
        let cases: [(arguments: [String], mentions: String)] = [
            (["--sizes", "1000", "5"], "--sizes must be between 10 and 1000000, got 5"),
            (["--rate", "0"], "--rate must be between 1.0 and 1000.0 Hz, got 0.0"),
            (["--rate", "nan"], "--rate must be between 1.0 and 1000.0 Hz, got nan"),
            (["--duration", "0.05"], "--duration must be between 0.1 and 600.0 s, got 0.05"),
            (["--rate", "-1"], "--rate must be between 1.0 and 1000.0 Hz, got -1.0"),
            (["--implementations", "fast"], "fast"),
        ]
        for (arguments, mentions) in cases {
            let outcome = try await reel(arguments)
            #expect(outcome.exitStatus == 64 && outcome.errors.contains(mentions) && outcome.lines.isEmpty, "\(arguments): \(outcome)")
        }
    }

    @Test("a short run reports each implementation with every key, ending on the last state")
    func shortRunReportsEveryKey() async throws {
        let outcome = try await reel(["--sizes", "100", "--duration", "0.25", "--json"])
        #expect(outcome.exitStatus == 0, "\(outcome)")
        let report = try JSONDecoder().decode([JSONValue].self, from: Data(outcome.lines.joined(separator: "\n").utf8))
        let keys: Set = [
            "size", "implementation", "states", "frame_budget_ms", "main_longest_ms", "main_p99_ms", "main_p50_ms", "frames_over_budget",
            "main_cpu_longest_ms", "main_cpu_p99_ms", "main_cpu_p50_ms", "frames_over_budget_cpu", "batches", "overlapping_batches",
            "coalesced", "shown_age_p99_ms", "shown_age_max_ms", "shown_age_max_at_ms", "final_state_shown", "last_state_digest",
            "producer_cpu_per_state_p50_ms", "producer_cpu_per_state_max_ms", "producer_core_share", "producer_late_states",
            "producer_worst_lateness_ms", "diff_alone_ms", "shown_age_p99_over_diff", "state_memory_mb", "changeset_memory_mb",
            "peak_memory_mb", "spanning_diff_ms", "spanning_diff_states", "spanning_changeset_memory_mb",
        ]
        var implementations: [String] = []
        for entry in report {
            guard case .object(let fields) = entry else {
                Issue.record("not an object: \(entry)")
                continue
            }
            #expect(keys.isSubset(of: fields.keys), "missing \(keys.subtracting(fields.keys))")
            #expect(fields["size"] == .integer(100))
            #expect(fields["final_state_shown"] == .bool(true), "\(fields)")
            // The moment the shown state was oldest lies within the stream's quarter of a second.
            switch fields["shown_age_max_at_ms"] {
            case .integer(let time)?: #expect((0...250).contains(time), "\(fields)")
            case .number(let time)?: #expect((0...250).contains(time), "\(fields)")
            default: Issue.record("no shown_age_max_at_ms in \(fields)")
            }
            if case .string(let name)? = fields["implementation"] {
                implementations.append(name)
                // Reel's allowance needs reload's peak, measured at the same size.
                #expect((fields["memory_allowance_mb"] != nil) == (name == "reel"), "\(fields)")
            }
        }
        #expect(implementations == ["reel", "diff-on-main", "reload"])
    }

    @Test("the frame budget is one period of the stream: 8.33 ms at 120 Hz, in the JSON and the table's header")
    func frameBudgetFollowsTheRate() async throws {
        let json = try await reel(["--sizes", "100", "--rate", "120", "--duration", "0.25", "--implementations", "reload", "--json"])
        #expect(json.exitStatus == 0, "\(json)")
        let report = try JSONDecoder().decode([JSONValue].self, from: Data(json.lines.joined(separator: "\n").utf8))
        guard case .object(let fields)? = report.first, case .number(let budget)? = fields["frame_budget_ms"] else {
            Issue.record("no frame_budget_ms in \(report)")
            return
        }
        #expect(abs(budget - 1e3 / 120) < 0.01, "\(budget)")
        let table = try await reel(["--sizes", "100", "--rate", "120", "--duration", "0.25", "--implementations", "reload"])
        #expect(table.exitStatus == 0 && table.lines.first?.contains("frames over 8.3 ms") == true, "\(table)")
    }

    @Test("a stream too large to make before it is shown is an error naming what it would take")
    func streamTooLargeForMemory() async throws {
        let outcome = try await reel(["--sizes", "1000000", "--rate", "1000", "--duration", "600"])
        #expect(outcome.exitStatus == 1, "\(outcome)")
        #expect(outcome.errors.contains("600000 states of 1000000 items take about"), "\(outcome)")
        #expect(outcome.errors.contains("ask for fewer states (--rate × --duration) or smaller --sizes"), "\(outcome)")
    }

    /// The states a seed streams, recorded when the stream came to keep its size and its share
    /// of repeated identities: the digests of the last state of these streams. A change here
    /// changes every figure measured before it.
    @Test("a seed streams the same states as before", arguments: [
        (size: 100, duration: "0.25", seed: "1592612842", digest: "ece31c8da3b4c3d5"),
        (size: 1_000, duration: "1", seed: "7", digest: "148f07a3cc55b944"),
    ])
    func sameStates(size: Int, duration: String, seed: String, digest: String) async throws {
        let outcome = try await reel(
            ["--sizes", "\(size)", "--duration", duration, "--seed", seed, "--implementations", "reload", "--json"])
        #expect(outcome.exitStatus == 0, "\(outcome)")
        let report = try JSONDecoder().decode([JSONValue].self, from: Data(outcome.lines.joined(separator: "\n").utf8))
        guard case .object(let fields)? = report.first else {
            Issue.record("no result in \(report)")
            return
        }
        #expect(fields["last_state_digest"] == .string(digest), "\(fields)")
        #expect(fields["final_state_shown"] == .bool(true), "\(fields)")
    }

    /// A long stream ends as the list it began as: as many items, give or take a random walk,
    /// and about one in two hundred repeating an identity. A stream that inserted more than it
    /// deleted, or kept adding repeats, ended a third larger and a third repeats, a different
    /// list from the one its diff alone was timed on.
    @Test func streamKeepsItsShape() async throws {
        let outcome = try await reel(["--sizes", "1000", "--rate", "100", "--duration", "6", "--implementations", "reload", "--json"])
        #expect(outcome.exitStatus == 0, "\(outcome)")
        let report = try JSONDecoder().decode([JSONValue].self, from: Data(outcome.lines.joined(separator: "\n").utf8))
        guard case .object(let fields)? = report.first,
            case .integer(let items)? = fields["last_state_items"], case .integer(let repeats)? = fields["last_state_repeats"]
        else {
            Issue.record("no last state's shape in \(report)")
            return
        }
        // 600 states of 10 edits: 6,000 edits, a quarter of them inserts and a quarter deletes.
        #expect((850...1_150).contains(items), "the last of 600 states holds \(items) items, not about 1,000")
        #expect(repeats <= 20, "\(repeats) of the last state's \(items) items repeat an identity, not about 5")
    }

    @Test("--chart writes the main-actor blocks and shown-state ages as an SVG a browser can open")
    func chart() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("stream-list-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = try await reel(["--sizes", "100", "--duration", "0.25", "--chart", file.path])
        #expect(outcome.exitStatus == 0 && outcome.errors.isEmpty, "\(outcome)")
        let svg = try String(contentsOf: file, encoding: .utf8)
        #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"), "\(svg.prefix(80))")
        // The title and the budget follow the rate, 60 Hz by default.
        for text in ["A 60 Hz stream of list states", "16.7 ms at 60 Hz", "p99 (ms)", "reel: main-actor block", "diff-on-main: shown age"] {
            #expect(svg.contains(text), "the chart lacks \"\(text)\"")
        }
    }
}
