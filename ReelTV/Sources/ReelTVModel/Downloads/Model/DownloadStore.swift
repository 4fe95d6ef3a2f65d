import ReelStream

/// The app's downloads store.
package typealias DownloadStore = Store<DownloadsState, DownloadAction>
