/// Input to a `reel downloads` command that names episodes or downloads that aren't there, or
/// asks for a change that doesn't apply to them; the command changed nothing.
struct DownloadsInputError: Error, CustomStringConvertible {
    /// What was wrong, naming the ids.
    let description: String
}
