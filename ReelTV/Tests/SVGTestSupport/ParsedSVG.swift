import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An SVG document read back with an XML parser, so that tests see what a browser would: its
/// elements with their attributes and text, or the parser's error if it is not well formed.
public struct ParsedSVG {
    /// One element: its name, attributes and text.
    public struct Element {
        public let name: String
        public let attributes: [String: String]
        public var text = ""

        /// The attribute `name` as a number.
        public func number(_ name: String) -> Double? { attributes[name].flatMap(Double.init) }
    }

    /// Every element, in document order.
    public let elements: [Element]

    /// The texts of the `<text>` elements.
    public var texts: [String] { elements.filter { $0.name == "text" }.map(\.text) }

    /// The root element's width and height.
    public var size: (width: Double, height: Double) {
        let root = elements.first { $0.name == "svg" }
        return (root?.number("width") ?? 0, root?.number("height") ?? 0)
    }

    /// Parses `svg`, throwing if it is not well-formed XML.
    public init(_ svg: String) throws {
        let delegate = Collector()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = delegate
        guard parser.parse() else {
            throw NotWellFormed(description: parser.parserError.map { "\($0)" } ?? "unknown error")
        }
        elements = delegate.elements
    }

    /// The parser's complaint about a document that is not well formed.
    public struct NotWellFormed: Error, CustomStringConvertible {
        public let description: String
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        private var open: [Int] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String]
        ) {
            open.append(elements.count)
            elements.append(Element(name: elementName, attributes: attributes))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let index = open.last { elements[index].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }
    }
}
