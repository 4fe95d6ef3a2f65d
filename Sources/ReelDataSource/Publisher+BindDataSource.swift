#if canImport(Combine)
import Combine
#else
import OpenCombineShim
#endif
import ReelDiff

extension Publisher where Failure == Never {
    /// Shows every array of sections this publisher sends in `dataSource`, until the returned
    /// subscription is cancelled: RxDataSources' `items(dataSource:)` binding, in one line.
    ///
    /// ```swift
    /// stream.output.sections.bind(to: dataSource).disposed(by: bag)
    /// ```
    ///
    /// Each array is applied as ``SectionedDataSource/apply(_:animated:completion:)`` applies it
    /// (serialised and coalesced), animated unless `animated` is `false`. The subscription
    /// holds the data source until the publisher completes or the subscription is cancelled;
    /// a UIKit list's view keeps it for as long as the view lives, so a publisher that sends
    /// its sections and completes (`Just(sections)`) leaves them shown, whether or not the app
    /// keeps the data source (see ``SectionedDataSource``'s "Lifetime").
    ///
    /// Sections must arrive on the main actor (the main thread), as a stream's outputs do; add
    /// `.receive(on: DispatchQueue.main)` to a publisher that sends elsewhere. An array that
    /// arrives elsewhere stops the program with a message saying so, rather than changing a
    /// list off the main thread.
    @MainActor
    public func bind<Section, List>(
        to dataSource: SectionedDataSource<Section, List>, animated: Bool = true
    ) -> AnyCancellable where Output == [Section] {
        sink { sections in
            MainActor.preconditionIsolated(
                "bind(to:) got sections off the main actor; add .receive(on: DispatchQueue.main) before binding them to a data source")
            MainActor.assumeIsolated { dataSource.apply(sections, animated: animated) }
        }
    }
}
