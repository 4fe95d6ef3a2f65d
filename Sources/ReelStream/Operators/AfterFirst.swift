extension Publisher {
    /// Holds this publisher's values back until `trigger` first publishes, then publishes the
    /// latest held value and every value after it.
    ///
    /// A detail screen emits its layout (stack axis, section models) only once its lazily created
    /// views exist:
    /// ```swift
    /// let stackAxis = state.isPortrait
    ///     .afterFirst(of: input.didFinishInitializingViews)
    ///     .map { $0 ? Axis.vertical : .horizontal }
    /// ```
    /// Later values of `trigger` are ignored.
    public func afterFirst<Trigger: Publisher>(
        of trigger: Trigger
    ) -> AnyPublisher<Output, Failure> where Trigger.Failure == Failure {
        trigger.first().combineLatest(self) { _, value in value }.eraseToAnyPublisher()
    }
}
