/// The episode ids on the command line of `reel downloads add|pause|resume|retry|cancel|delete`,
/// taken out by reel itself before ArgumentParser parses the rest.
///
/// ArgumentParser (1.8) parses a repeating positional argument one value at a time, removing
/// each from the array of inputs and copying the values parsed so far: quadratic in the values,
/// 13 seconds for 27,400 ids. Here the ids are picked out in one pass, and ArgumentParser is
/// given only the first, which keeps its usage, help and "missing argument" error as they were;
/// ``EpisodeIDCommand`` then hands the parsed command all of them.
package enum EpisodeIDArguments {
    /// The `reel downloads` commands that take episode ids.
    static let commands: Set<String> = ["add", "pause", "resume", "retry", "cancel", "delete"]
    /// Their options that take a value, written as a word of their own (`--data-dir DIR`): the
    /// next word is the value, whatever it looks like (see ``ReelCommandLine/NumericOption/parsing``).
    package static let valueOptions: Set<String> = ["--data-dir", "--concurrency", "--catalog"]

    /// `arguments` (the program's name left out) for ArgumentParser, with every episode id after
    /// the first left out, and the ids; `arguments` as they are and no ids for other commands.
    package static func split(_ arguments: [String]) -> (forParser: [String], episodeIDs: [String]?) {
        guard arguments.count > 2, arguments[0] == "downloads", commands.contains(arguments[1]) else { return (arguments, nil) }
        var forParser = Array(arguments[..<2])
        var episodeIDs: [String] = []
        var terminated = false
        var index = 2
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word == "--" {
                // Everything after it is a value, as ArgumentParser reads it.
                episodeIDs += arguments[index...]
                terminated = true
                break
            }
            if word.hasPrefix("-"), word != "-" {
                forParser.append(word)
                if valueOptions.contains(word), index < arguments.count {
                    forParser.append(arguments[index])
                    index += 1
                }
            } else {
                episodeIDs.append(word)
            }
        }
        return (forParser + (terminated ? ["--"] : []) + episodeIDs.prefix(1), episodeIDs)
    }
}
