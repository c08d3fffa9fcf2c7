/// One attribute as written in the file.
public struct XibAttribute: Hashable, Sendable {
    public let name: String
    public let value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// One XML element as read from the file: name, attributes in document order, child
/// elements, text content, and where its start tag is.
///
/// This is the raw tree the typed model is built from; element-specific details the
/// typed model does not name (a segmented control's `<segments>`, a button's `<state>`s)
/// stay reachable through it.
public struct XibNode: Hashable, Sendable {
    public let name: String
    public let attributes: [XibAttribute]
    public internal(set) var children: [XibNode]
    /// Character data directly inside the element (for `<string>`, `<mutableString>`…).
    public internal(set) var text: String
    public let location: SourceLocation

    public init(
        name: String,
        attributes: [XibAttribute] = [],
        children: [XibNode] = [],
        text: String = "",
        location: SourceLocation = .unknown
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.location = location
    }

    public subscript(attribute name: String) -> String? {
        // Comparing UTF-8 lengths first (stored, O(1)) skips most full string comparisons.
        let length = name.utf8.count
        for attribute in attributes where attribute.name.utf8.count == length && attribute.name == name {
            return attribute.value
        }
        return nil
    }

    /// The `key` attribute: what property of the parent this element describes.
    public var key: String? { self[attribute: "key"] }

    public func child(named name: String) -> XibNode? {
        children.first { $0.name == name }
    }

    public func children(named name: String) -> [XibNode] {
        children.filter { $0.name == name }
    }

    /// The first child element whose `key` attribute is `key` (optionally of one element name).
    public func child(key: String, named name: String? = nil) -> XibNode? {
        children.first { $0.key == key && (name == nil || $0.name == name) }
    }
}
