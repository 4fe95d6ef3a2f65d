/// What a child process gets as its standard input.
enum ChildInput {
    /// A file opened for reading.
    case file(String)
    /// None: descriptor 0 closed, as a shell's `<&-` leaves it.
    case closed

    /// An empty input, which ends at once.
    static let nullDevice = ChildInput.file("/dev/null")
}
