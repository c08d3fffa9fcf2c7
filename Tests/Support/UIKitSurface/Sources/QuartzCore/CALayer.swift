// QuartzCore stand-in: CALayer and friends, recording what is set on them.
@_exported import CoreGraphics
@_exported import Foundation

public struct CATransform3D: Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    public init() {
        m11 = 0; m12 = 0; m13 = 0; m14 = 0; m21 = 0; m22 = 0; m23 = 0; m24 = 0
        m31 = 0; m32 = 0; m33 = 0; m34 = 0; m41 = 0; m42 = 0; m43 = 0; m44 = 0
    }
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }
    var _values: [CGFloat] { [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44] }
}

public let CATransform3DIdentity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a._values == b._values }
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { CATransform3DEqualToTransform(t, CATransform3DIdentity) }
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a._values, y = b._values
    var r = [CGFloat](repeating: 0, count: 16)
    for i in 0..<4 { for j in 0..<4 { for k in 0..<4 { r[i * 4 + j] += x[i * 4 + k] * y[k * 4 + j] } } }
    return CATransform3D(m11: r[0], m12: r[1], m13: r[2], m14: r[3], m21: r[4], m22: r[5], m23: r[6], m24: r[7],
                         m31: r[8], m32: r[9], m33: r[10], m34: r[11], m41: r[12], m42: r[13], m43: r[14], m44: r[15])
}
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity; t.m41 = tx; t.m42 = ty; t.m43 = tz; return t
}
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity; t.m11 = sx; t.m22 = sy; t.m33 = sz; return t
}
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    // Only the z-axis rotation is modelled exactly; enough for inspection.
    let c = CGFloat(cos(Double(angle))), s = CGFloat(sin(Double(angle)))
    var t = CATransform3DIdentity
    if z != 0 { t.m11 = c; t.m12 = s; t.m21 = -s; t.m22 = c }
    else if x != 0 { t.m22 = c; t.m23 = s; t.m32 = -s; t.m33 = c }
    else if y != 0 { t.m11 = c; t.m13 = -s; t.m31 = s; t.m33 = c }
    return t
}
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = m.a; t.m12 = m.b; t.m21 = m.c; t.m22 = m.d; t.m41 = m.tx; t.m42 = m.ty
    return t
}

public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// CALayer is not main-actor isolated in Apple's SDK.
#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
open class CALayer: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    public init(layer: Any) { super.init() }

    /// Key-value coding (NSObject's `NSKeyValueCoding` on Apple platforms; Foundation on Linux has none):
    /// what generated code uses to reach into transforms (`transform.rotation.z`).
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {}

    open var bounds: CGRect = .zero
    open var position: CGPoint = .zero
    open var frame: CGRect {
        get { CGRect(x: position.x - bounds.width * anchorPoint.x, y: position.y - bounds.height * anchorPoint.y,
                     width: bounds.width, height: bounds.height) }
        set { bounds.size = newValue.size
              position = CGPoint(x: newValue.minX + newValue.width * anchorPoint.x, y: newValue.minY + newValue.height * anchorPoint.y) }
    }
    open var zPosition: CGFloat = 0
    open var anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)
    open var anchorPointZ: CGFloat = 0
    open var transform: CATransform3D = CATransform3DIdentity
    open func affineTransform() -> CGAffineTransform { .identity }
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }
    open var isHidden: Bool = false
    open var isDoubleSided: Bool = true
    open var isGeometryFlipped: Bool = false
    open private(set) var superlayer: CALayer?
    open var sublayers: [CALayer]?
    open func addSublayer(_ layer: CALayer) { layer.removeFromSuperlayer(); sublayers = (sublayers ?? []) + [layer]; layer.superlayer = self }
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        layer.removeFromSuperlayer()
        var s = sublayers ?? []; s.insert(layer, at: min(Int(idx), s.count)); sublayers = s; layer.superlayer = self
    }
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let idx = sibling.flatMap { s in sublayers?.firstIndex(where: { $0 === s }) } ?? 0
        insertSublayer(layer, at: UInt32(idx))
    }
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let idx = sibling.flatMap { s in sublayers?.firstIndex(where: { $0 === s }).map { $0 + 1 } } ?? (sublayers?.count ?? 0)
        insertSublayer(layer, at: UInt32(idx))
    }
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let i = sublayers?.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer(); insertSublayer(newLayer, at: UInt32(i))
    }
    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }; superlayer = nil
    }
    open var mask: CALayer?
    open var masksToBounds: Bool = false
    open var contents: Any?
    open var contentsRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var contentsGravity: CALayerContentsGravity = .resize
    open var contentsScale: CGFloat = 1
    open var contentsCenter: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var isOpaque: Bool = false
    open var needsDisplayOnBoundsChange: Bool = false
    open var drawsAsynchronously: Bool = false
    open var allowsEdgeAntialiasing: Bool = false
    open var allowsGroupOpacity: Bool = true
    open var backgroundColor: CGColor?
    open var cornerRadius: CGFloat = 0
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var cornerCurve: CALayerCornerCurve = .circular
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    open var opacity: Float = 1
    open var compositingFilter: Any?
    open var shouldRasterize: Bool = false
    open var rasterizationScale: CGFloat = 1
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    open var shadowOpacity: Float = 0
    open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var shadowPath: CGPath?
    open var name: String?
    open var delegate: (any CALayerDelegate)?
    open func setNeedsDisplay() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSublayers() {}
    open func display() {}
    open func removeAllAnimations() {}
    open func removeAnimation(forKey key: String) {}
}

public protocol CALayerDelegate: NSObjectProtocol {}

open class CAGradientLayer: CALayer, @unchecked Sendable {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint: CGPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint: CGPoint = CGPoint(x: 0.5, y: 1)
    open var type: CAGradientLayerType = .axial
}

open class CAShapeLayer: CALayer, @unchecked Sendable {
    open var path: CGPath?
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    open var fillRule: CAShapeLayerFillRule = .nonZero
    open var strokeColor: CGColor?
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
    open var lineWidth: CGFloat = 1
    open var miterLimit: CGFloat = 10
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
    open var lineDashPhase: CGFloat = 0
    open var lineDashPattern: [NSNumber]?
}
