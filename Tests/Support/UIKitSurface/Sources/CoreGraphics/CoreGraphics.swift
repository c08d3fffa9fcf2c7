// CoreGraphics stand-in. Foundation on Linux already provides CGFloat,
// CGPoint, CGSize and CGRect; this adds the CF-style types UIKit needs.
@_exported import Foundation
@_exported import ObjectiveC

// MARK: - CGVector

public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init() { dx = 0; dy = 0 }
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    public static var zero: CGVector { CGVector() }
}

// MARK: - CGAffineTransform

public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(rotationAngle angle: CGFloat) {
        let c = CGFloat(cos(Double(angle))), s = CGFloat(sin(Double(angle)))
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }
    public static let identity = CGAffineTransform()
    public var isIdentity: Bool { self == .identity }

    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        let t1 = self
        return CGAffineTransform(
            a: t1.a * t2.a + t1.b * t2.c, b: t1.a * t2.b + t1.b * t2.d,
            c: t1.c * t2.a + t1.d * t2.c, d: t1.c * t2.b + t1.d * t2.d,
            tx: t1.tx * t2.a + t1.ty * t2.c + t2.tx, ty: t1.tx * t2.b + t1.ty * t2.d + t2.ty)
    }
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        if det == 0 { return self }
        return CGAffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                                 tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}
extension CGSize {
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

// MARK: - CGColorSpace / CGColor

public final class CGColorSpace: Hashable, @unchecked Sendable {
    public let name: CFString?
    public init?(name: CFString) { self.name = name }
    public static func == (l: CGColorSpace, r: CGColorSpace) -> Bool { l.name == r.name }
    public func hash(into h: inout Hasher) { h.combine(name) }
    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
    public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"
}

/// Apple's CF string type; on this surface a plain `String`.
public typealias CFString = String

/// A colour as CoreGraphics sees it: colour space name plus components
/// (including alpha as the last component), compared by value.
public final class CGColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    public let components: [CGFloat]?
    public let colorSpace: CGColorSpace?
    public var numberOfComponents: Int { components?.count ?? 0 }
    public var alpha: CGFloat { components?.last ?? 1 }

    public init(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let n = space.name == CGColorSpace.genericGrayGamma2_2 || space.name == CGColorSpace.extendedGray ? 2 : 4
        self.colorSpace = space
        self.components = (0..<n).map { components[$0] }
    }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = CGColorSpace(name: CGColorSpace.sRGB); components = [red, green, blue, alpha]
    }
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = CGColorSpace(name: CGColorSpace.sRGB); components = [red, green, blue, alpha]
    }
    public init(gray: CGFloat, alpha: CGFloat) {
        colorSpace = CGColorSpace(name: CGColorSpace.genericGrayGamma2_2); components = [gray, alpha]
    }
    public init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        colorSpace = CGColorSpace(name: CGColorSpace.genericGrayGamma2_2); components = [gray, alpha]
    }
    /// Surface-internal: build from a space name and components.
    public init(_surfaceSpace space: String, components: [CGFloat]) {
        colorSpace = CGColorSpace(name: space); self.components = components
    }

    public func copy(alpha: CGFloat) -> CGColor? {
        var c = components ?? []
        if !c.isEmpty { c[c.count - 1] = alpha }
        return CGColor(_surfaceSpace: colorSpace?.name ?? CGColorSpace.sRGB, components: c)
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (l: CGColor, r: CGColor) -> Bool {
        l.colorSpace == r.colorSpace && l.components == r.components
    }
    public func hash(into h: inout Hasher) { h.combine(colorSpace); h.combine(components) }
    public var description: String {
        "CGColor(\(colorSpace?.name ?? "?"), \(components ?? []))"
    }
}

// MARK: - CGPath / CGImage (opaque, recorded)

public class CGPath: Hashable, @unchecked Sendable {
    /// Surface extension: a textual log of how the path was built.
    public internal(set) var _elements: [String] = []
    init(_elements: [String]) { self._elements = _elements }
    public init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) { _elements = ["rect \(rect)"] }
    public init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) { _elements = ["ellipse \(rect)"] }
    public init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        _elements = ["roundedRect \(rect) \(cornerWidth) \(cornerHeight)"]
    }
    public var boundingBox: CGRect { .zero }
    public func copy() -> CGPath? { CGPath(_elements: _elements) }
    public static func == (l: CGPath, r: CGPath) -> Bool { l._elements == r._elements }
    public func hash(into h: inout Hasher) { h.combine(_elements) }
}

public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(_elements: []) }
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { _elements.append("move \(point)") }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { _elements.append("line \(point)") }
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { _elements.append("rect \(rect)") }
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { _elements.append("ellipse \(rect)") }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) { _elements.append("quad \(end) \(control)") }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) { _elements.append("curve \(end) \(control1) \(control2)") }
    public func closeSubpath() { _elements.append("close") }
}

public final class CGImage: Hashable, @unchecked Sendable {
    public let width: Int
    public let height: Int
    public init(_surfaceWidth width: Int, height: Int) { self.width = width; self.height = height }
    public static func == (l: CGImage, r: CGImage) -> Bool { l === r }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

public enum CGLineCap: Int32, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
public enum CGBlendMode: Int32, Sendable { case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter }
