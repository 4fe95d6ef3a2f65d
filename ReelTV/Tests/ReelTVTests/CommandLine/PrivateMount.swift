import Foundation

/// Whether tests may mount small file systems (a full one, a read-only one) in a mount namespace
/// of their own, which the system removes with the last process in it: that takes Linux, root
/// (or the capability to make mounts) and `unshare` from util-linux.
enum PrivateMount {
    /// `unshare -m true` succeeds here.
    static let isAvailable: Bool = succeeds("/usr/bin/unshare", ["-m", "true"])

    /// Whether `chattr +i` makes a folder immutable here: it takes a file system that keeps
    /// the attribute (ext4 does; tmpfs and overlayfs don't) and root.
    static let immutableFoldersAreAvailable: Bool = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-chattr-probe-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return false }
        defer { try? FileManager.default.removeItem(at: folder) }
        defer { _ = succeeds("/usr/bin/chattr", ["-i", folder.path]) }
        return succeeds("/usr/bin/chattr", ["+i", folder.path])
    }()

    private static func succeeds(_ executable: String, _ arguments: [String]) -> Bool {
        guard FileManager.default.isExecutableFile(atPath: executable) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
