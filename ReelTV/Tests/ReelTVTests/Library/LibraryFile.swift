import GRDB

/// The library file opened behind the app's back, to damage it the way tests need.
struct LibraryFile {
    let path: String

    func execute(_ sql: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { try $0.execute(sql: sql) }
    }
}
