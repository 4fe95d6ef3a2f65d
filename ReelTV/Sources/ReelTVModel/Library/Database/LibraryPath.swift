import Foundation

/// The library file's path in its data folder, checked before anything is created there or
/// SQLite is asked to open it, so that a path that cannot work is told in plain words — a name
/// or a path too long, a symbolic link to nothing or in a loop, a file where a folder belongs —
/// where SQLite and Foundation say "unable to open database file" or "The file name is
/// invalid"; and the folders it needs, created one by one so that a failure can take back the
/// ones it made.
struct LibraryPath {
    /// The library file's path.
    let file: String

    /// The longest path SQLite opens a database by: the 512 bytes its Unix file system takes,
    /// less the `-journal` it appends for the journal's name.
    static let longestPathBytes = 504
    /// The longest name a file or folder may have: 255 bytes on Linux and macOS alike.
    static let longestNameBytes = 255

    /// The path of the file `name` in `directory`.
    init(directory: URL, name: String) {
        file = directory.appendingPathComponent(name).path
    }

    /// The folders from the root down to the file's, each as a path.
    private var folders: [String] {
        var folders: [String] = []
        var folder = (file as NSString).deletingLastPathComponent
        while folder != "/" && !folder.isEmpty {
            folders.insert(folder, at: 0)
            folder = (folder as NSString).deletingLastPathComponent
        }
        return folders
    }

    /// Why the path cannot hold a library, if it cannot: a name too long, a path too long for
    /// SQLite, or, along the part that exists, a symbolic link that leads nowhere or in a loop.
    /// What is in the way in other ways (a file for a folder, a folder for the file, missing
    /// permissions) shows when the folders are created or the file opened.
    var problem: String? {
        if let name = file.split(separator: "/").first(where: { $0.utf8.count > Self.longestNameBytes }) {
            return "the name \"\(name.prefix(40))…\" is \(name.utf8.count) bytes long, and a file or folder name may have at most \(Self.longestNameBytes) bytes"
        }
        if file.utf8.count > Self.longestPathBytes {
            return "its path is \(file.utf8.count) bytes long, and SQLite opens a database by a path of at most \(Self.longestPathBytes) bytes: use a shorter --data-dir"
        }
        for path in folders + [file] {
            var info = stat()
            guard lstat(path, &info) == 0 else { return nil }  // the rest is still to be created
            guard info.st_mode & S_IFMT == S_IFLNK else { continue }
            if stat(path, &info) == 0 { continue }
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
            switch errno {
            case ENOENT: return "\(path) is a symbolic link to \(target), which does not exist"
            case ELOOP: return "\(path) is a symbolic link in a loop: following it leads back to it"
            default: return "\(path) is a symbolic link to \(target), which cannot be followed: \(String(cString: strerror(errno)))"
            }
        }
        return nil
    }

    /// The files SQLite keeps beside the library, by the suffix it adds to the library's name,
    /// and what each holds: names of what stands where one of them belongs.
    static let companions: [(suffix: String, role: String)] = [
        ("-wal", "the library's write-ahead log"), ("-shm", "the write-ahead log's shared index"),
        ("-journal", "the library's rollback journal"),
    ]

    /// Why the library file, or a file SQLite keeps beside it, is not a file that can be: a
    /// FIFO, a device, a socket or a folder where a file belongs, itself or at the end of a
    /// symbolic link. Asked before anything opens them, since SQLite waits for ever on a FIFO
    /// (a read that no writer ends), reads `/dev/null` as an empty database and `/dev/zero` as
    /// an endless one, and says only "unable to open database file" of a folder.
    var fileKindProblem: String? {
        var info = stat()
        if stat(file, &info) == 0, let kind = Self.kind(ofNonFile: info) {
            var link = stat()
            guard lstat(file, &link) == 0, link.st_mode & S_IFMT == S_IFLNK else { return "\(file) is \(kind), not a file" }
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: file)) ?? "?"
            return "\(file) is a symbolic link to \(target), \(kind), not a file"
        }
        let resolved = Self.resolved(file)
        for (suffix, role) in Self.companions {
            let path = resolved + suffix
            if stat(path, &info) == 0, let kind = Self.kind(ofNonFile: info) {
                return "\(path) is \(kind), where SQLite keeps \(role): move it out of the way"
            }
        }
        return nil
    }

    /// `path` with every symbolic link followed, as SQLite follows them to name the files it
    /// keeps beside a database; `path` itself when it does not resolve (nothing is there yet).
    static func resolved(_ path: String) -> String {
        guard let pointer = realpath(path, nil) else { return path }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// What a file system entry that is not a regular file is, in words (`a FIFO (named pipe)`),
    /// or `nil` for a regular file.
    static func kind(ofNonFile info: stat) -> String? {
        switch info.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }

    /// Creates the folders the file needs that do not exist yet, from the top, and returns them;
    /// on a failure removes the ones it made and throws why, in a person's words where
    /// ``LibraryFileDiagnosis`` finds them.
    func createFolders() throws(LibraryDatabaseError) -> [String] {
        var created: [String] = []
        for folder in folders {
            if mkdir(folder, 0o755) == 0 {
                created.append(folder)
                continue
            }
            let failure = errno
            var info = stat()
            if failure == EEXIST, stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { continue }
            let reason = failure == EEXIST ? "\(folder) is a file, not a folder" : String(cString: strerror(failure))
            Self.remove(created)
            throw LibraryDatabaseError(
                file: file, problem: .unreadable(reason: "cannot create its folder: \(LibraryFileDiagnosis.reason(forFile: file) ?? reason)"))
        }
        return created
    }

    /// Removes `folders`, made by ``createFolders()``, deepest first, each only if it is still
    /// empty.
    static func remove(_ folders: [String]) {
        for folder in folders.reversed() { rmdir(folder) }
    }
}
