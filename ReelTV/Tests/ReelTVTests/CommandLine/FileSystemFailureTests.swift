import Foundation
import ReelTVModel
import Testing

/// A full disk and a read-only folder are told in a person's words — "the disk is full", "the
/// folder … is read-only" — where SQLite says "disk I/O error" or "unable to open database
/// file"; `reel downloads list`, which only reads, lists a library there all the same. The file
/// systems are real: a tiny tmpfs filled up, a tmpfs or bind mount made read-only, a folder made
/// immutable (which stops even root, who ignores permissions), a folder whose user (as root:
/// `nobody`, through setpriv) may not write.
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
        "a read-only file system: a library that cannot be created there, or opened for writing, names the read-only folder; list reads one there",
        .enabled(if: PrivateMount.isAvailable, "needs root and unshare(1) to mount a read-only tmpfs in a private mount namespace"))
    func readOnlyFileSystem() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let fresh = try await inPrivateMount(#"mount -t tmpfs -o ro tmpfs "$1" && "$REEL" demo --data-dir "$1/data""#)
        #expect(fresh.exitStatus == 1, "\(fresh)")
        #expect(
            fresh.errors
                == "Error: cannot open the library database \(mountPoint)/data/library.sqlite: cannot create its folder: the folder \(mountPoint) is read-only (on a read-only file system)\n",
            "\(fresh)")
        // Read-only even for root: the bind mount, not permissions, refuses the writes.
        let existing = try await inPrivateMount(
            #"""
            "$REEL" downloads add s01-1-e001 --data-dir "$1" > /dev/null && mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" \
                && "$REEL" downloads list --data-dir "$1" && echo "list: $?" && "$REEL" downloads add s01-1-e002 --data-dir "$1"
            """#)
        #expect(existing.exitStatus == 1, "\(existing)")
        #expect(
            existing.lines == [
                "s01-1-e001  s01 Alchemist of the Starfall City  S1 E1 第1話 迷子  downloading  0/675956557 bytes  0%", "list: 0",
            ], "\(existing)")
        #expect(
            existing.errors
                == "Error: cannot open the library database \(mountPoint)/library.sqlite: the folder \(mountPoint) is read-only (on a read-only file system)\n",
            "\(existing)")
    }

    @Test(
        "a full disk: list reads the library it cannot write beside, where SQLite would create the write-ahead log's index",
        .enabled(if: PrivateMount.isAvailable, "needs root and unshare(1) to mount a small tmpfs in a private mount namespace"))
    func listOnAFullDisk() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try await inPrivateMount(
            #"""
            mount -t tmpfs -o size=256k tmpfs "$1" && "$REEL" downloads add s01-1-e001 --data-dir "$1" > /dev/null \
                && { dd if=/dev/zero of="$1/fill" bs=4k 2>/dev/null; "$REEL" downloads list --data-dir "$1"; }
            """#)
        #expect(outcome.exitStatus == 0 && outcome.errors.isEmpty, "\(outcome)")
        #expect(outcome.lines == ["s01-1-e001  s01 Alchemist of the Starfall City  S1 E1 第1話 迷子  downloading  0/675956557 bytes  0%"], "\(outcome)")
    }

    /// Whether this process runs as root, whom permissions do not stop.
    static let isRoot = getuid() == 0

    @Test(
        "a folder its user cannot write to: list prints the downloads and exits 0 (as root, run as an unprivileged user with setpriv), a change names the folder",
        .enabled(
            if: !isRoot || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
            "as root, needs setpriv(1) to run reel as a user who cannot write the folder: root writes through permissions"))
    func folderNotWritableByTheUser() async throws {
        defer {
            chmod(directory.path, 0o755)
            try? FileManager.default.removeItem(at: directory)
        }
        let data = directory.appendingPathComponent("data").path
        let added = try await ReelCommand.run(["downloads", "add", "s01-1-e001", "s01-1-e002", "--data-dir", data])
        #expect(added.exitStatus == 0, "\(added)")
        // As root, the folder stays root's and reel runs as nobody, who may read but not write
        // it; otherwise the folder loses its write permission.
        let asUser = Self.isRoot ? #"exec setpriv --reuid=65534 --regid=65534 --clear-groups -- "$REEL" "$@""# : #"exec "$REEL" "$@""#
        for folder in [directory.path, data] { chmod(folder, 0o755) }
        if !Self.isRoot { chmod(data, 0o555) }
        defer { chmod(data, 0o755) }
        let listed = try await ReelCommand.shell(asUser, ["downloads", "list", "--data-dir", data])
        #expect(listed.exitStatus == 0 && listed.errors.isEmpty, "\(listed)")
        #expect(
            listed.lines == [
                "s01-1-e001  s01 Alchemist of the Starfall City  S1 E1 第1話 迷子  downloading  0/675956557 bytes  0%",
                "s01-1-e002  s01 Alchemist of the Starfall City  S1 E2 第2話 鏡の中  downloading  0/286404330 bytes  0%",
            ], "\(listed)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: data) == [LibraryDatabase.fileName], "nothing created beside it")
        let changed = try await ReelCommand.shell(asUser, ["downloads", "pause", "s01-1-e001", "--data-dir", data])
        #expect(changed.exitStatus == 1, "\(changed)")
        #expect(
            changed.errors == "Error: cannot open the library database \(data)/library.sqlite: the folder \(data) is not writable: Permission denied\n",
            "\(changed)")
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
