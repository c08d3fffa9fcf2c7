// UIApplication (action dispatch only) and the UIKit
// attribute scope that `AttributeContainer` uses (`attributes.font = …`).

@MainActor open class UIApplication: UIResponder {
    private static let _shared = UIApplication()
    open class var shared: UIApplication { _shared }

    /// Actions sent through `sendAction(_:to:from:for:)` (surface extension).
    public private(set) var _surfaceSentActions: [(action: String, hadTarget: Bool)] = []

    @discardableResult  // imported Objective-C methods are discardable
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        _surfaceSentActions.append((action._name, target != nil))
        return target != nil
    }
}

extension AttributeScopes {
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }

    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let kern: KernAttribute
        public let foundation: FoundationAttributes

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = "NSFont"
        }
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSColor"
        }
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = "NSBackgroundColor"
        }
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "NSKern"
        }
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

/// iOS 14 colour picker control.
@MainActor open class UIColorWell: UIControl {
    open var title: String?
    open var supportsAlpha: Bool = true
    open var selectedColor: UIColor?
}
