import Foundation
import Testing

/// A full disk and a read-only folder are told in a person's words — "the disk is full", "the
/// folder … is read-only" — where SQLite says "disk I/O error" or "unable to open database
/// file". The file systems are real: a tiny tmpfs filled up, a tmpfs or bind mount made read-only,
/// a folder made immutable (which stops even root, who ignores permissions).
@Suite(.timeLimit(.minutes(10)))
struct FileSystemFailureTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-fs-\(UUID().uuidString)")
    var mountPoint: String { directory.appendingPathComponent("mount").path }

    init() throws {
        try FileManager.default.createDirectory(atPath: directory.appendingPathComponent("mount").path, withIntermediateDirectories: true)
    }

    /// Runs `script` in bash in a mount namespace of its own, `$1` being the mount point.
    private func inPrivateMount(_ script: String) async throws -> ChildOutcome {
        try await ReelCommand.shell(#"exec unshare -m bash -c "$1" bash "$2""#, [script, mountPoint])
    }

    @Test(
        "a full disk: the library cannot be opened because the disk is full, said in those words, by the demo and by downloads",
        .enabled(if: PrivateMount.isAvailable, "needs root and unshare(1) to mount a small tmpfs in a private mount namespace"),
        arguments: [#""$REEL" demo --data-dir "$1/data""#, #""$REEL" downloads add s01-1-e001 --data-dir "$1/data""#])
    func fullDisk(command: String) async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try await inPrivateMount(
            #"mount -t tmpfs -o size=256k tmpfs "$1" && mkdir "$1/data" && { dd if=/dev/zero of="$1/fill" bs=4k 2>/dev/null; \#(command); }"#)
        #expect(outcome.exitStatus == 1 && outcome.lines.isEmpty, "\(outcome)")
        #expect(outcome.errors == "Error: cannot open the library database \(mountPoint)/data/library.sqlite: the disk is full\n", "\(outcome)")
    }

    @Test(
        "a read-only file system: a library that cannot be created there, or opened for writing, names the read-only folder",
        .enabled(if: PrivateMount.isAvailable, "needs root and unshare(1) to mount a read-only tmpfs in a private mount namespace"))
    func readOnlyFileSystem() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let fresh = try await inPrivateMount(#"mount -t tmpfs -o ro tmpfs "$1" && "$REEL" demo --data-dir "$1/data""#)
        #expect(fresh.exitStatus == 1, "\(fresh)")
        #expect(
            fresh.errors
                == "Error: cannot open the library database \(mountPoint)/data/library.sqlite: cannot create its folder: the folder \(mountPoint) is read-only (on a read-only file system)\n",
            "\(fresh)")
        let existing = try await inPrivateMount(
            #"""
            "$REEL" downloads add s01-1-e001 --data-dir "$1" > /dev/null && mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" \
                && "$REEL" downloads list --data-dir "$1"
            """#)
        #expect(existing.exitStatus == 1, "\(existing)")
        #expect(
            existing.errors
                == "Error: cannot open the library database \(mountPoint)/library.sqlite: the folder \(mountPoint) is read-only (on a read-only file system)\n",
            "\(existing)")
    }

    @Test(
        "a folder even root cannot write to (immutable) is named, with the system's reason",
        .enabled(if: PrivateMount.immutableFoldersAreAvailable, "needs root and a file system that keeps chattr's immutable attribute"))
    func immutableFolder() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try await ReelCommand.shell(
            #"chattr +i "$1" && "$REEL" demo --data-dir "$1"; status=$?; chattr -i "$1"; exit $status"#, [mountPoint])
        #expect(outcome.exitStatus == 1, "\(outcome)")
        #expect(
            outcome.errors
                == "Error: cannot open the library database \(mountPoint)/library.sqlite: the folder \(mountPoint) is not writable: Operation not permitted\n",
            "\(outcome)")
    }
}
