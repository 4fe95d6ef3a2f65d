/// What a view sees of a stream: where to send inputs and what outputs to observe.
///
/// Views depend on this (or on ``AnyViewStream``) rather than on ``ViewStream`` so tests can
/// hand them a fake.
@MainActor
public protocol ViewStreamType<Input, Output>: AnyObject {
    /// The logic's input type.
    associatedtype Input
    /// The logic's output type.
    associatedtype Output

    /// Send-only access to the inputs.
    var input: InputWrapper<Input> { get }
    /// Observe-only access to the outputs.
    var output: OutputWrapper<Output> { get }
}

/// A type-erased stream: any ``ViewStreamType`` with the given input and output, or a fake.
///
/// A view that takes `AnyViewStream<SearchLogic.Input, SearchLogic.Output>` runs against the real
/// ``ViewStream`` in the app and against ``init(input:output:)`` in tests, where the test keeps
/// the input to observe what the view sent and drives the output's relays itself.
@MainActor
public final class AnyViewStream<Input, Output>: ViewStreamType {
    public let input: InputWrapper<Input>
    public let output: OutputWrapper<Output>
    /// The wrapped stream, kept alive as long as this wrapper because it owns the subscriptions
    /// behind `output`.
    private let base: AnyObject?

    /// Wraps `stream`, keeping it alive as long as the wrapper.
    public init<Base: ViewStreamType>(_ stream: Base) where Base.Input == Input, Base.Output == Output {
        input = stream.input
        output = stream.output
        base = stream
    }

    /// A stream made of the given input and output, for a test to control.
    public init(input: Input, output: Output) {
        self.input = InputWrapper(input)
        self.output = OutputWrapper(output)
        base = nil
    }
}

extension ViewStreamType {
    /// Wraps this stream in an ``AnyViewStream``.
    public func eraseToAnyViewStream() -> AnyViewStream<Input, Output> {
        AnyViewStream(self)
    }
}
