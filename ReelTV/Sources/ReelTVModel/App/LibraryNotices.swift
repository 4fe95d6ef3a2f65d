import ReelStream

/// What the person should be told about their library, one line at a time: a change that could
/// not be saved (shown until the person dismisses it; the screens keep showing the state before
/// it, since nothing unsaved is published), else, while another reel process runs the
/// downloads, that this one only shows them.
@MainActor
package final class LibraryNotices {
    /// The line to show, or `nil` when there is nothing to say.
    package let text: Property<String?>

    private let failure = BehaviorRelay<String?>(value: nil)
    private var subscriptions: [AnyCancellable] = []

    /// The notices about `library`, whose downloads `downloads` runs.
    package init(library: Library, downloads: DownloadManager) {
        let failure = failure
        text = Property(
            initial: nil,
            updates: failure.combineLatest(downloads.transfers).map { failure, claim in
                failure ?? claim.flatMap(Self.notice(for:))
            })
        subscriptions = [
            library.myVideo.failures.sink { failure.accept(Self.notice("My Video not saved", $0.error)) },
            library.downloads.failures.sink { failure.accept(Self.notice("Downloads not saved", $0.error)) },
        ]
    }

    /// Clears the failure shown, once the person has read it.
    package func dismiss() {
        failure.accept(nil)
    }

    /// `what` and why, the file last: a row on screen shows the start.
    private static func notice(_ what: String, _ error: any Error) -> String {
        guard let error = error as? LibraryDatabaseError else { return "\(what): \(error)" }
        return "\(what): \(error.reason) (\(error.file))"
    }

    private static func notice(for claim: TransferClaim) -> String? {
        switch claim {
        case .claimed: nil
        case .heldElsewhere(let processID): "Downloads run in reel process \(processID); shown here as they are saved"
        case .unavailable: "\(claim)"
        }
    }
}
