import ReelStream

/// The app's downloads store.
public typealias DownloadStore = Store<DownloadsState, DownloadAction>
