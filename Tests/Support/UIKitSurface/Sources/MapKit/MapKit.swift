// MapKit stand-in: MKMapView and its configuration enums.
@_exported import UIKit

public enum MKMapType: UInt, Sendable { case standard = 0, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard }

public struct CLLocationCoordinate2D: Sendable {
    public var latitude: Double
    public var longitude: Double
    public init() { latitude = 0; longitude = 0 }
    public init(latitude: Double, longitude: Double) { self.latitude = latitude; self.longitude = longitude }
}
public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double

public struct MKCoordinateSpan: Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() { latitudeDelta = 0; longitudeDelta = 0 }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) { self.latitudeDelta = latitudeDelta; self.longitudeDelta = longitudeDelta }
}
public struct MKCoordinateRegion: Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() { center = CLLocationCoordinate2D(); span = MKCoordinateSpan() }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) { self.center = center; self.span = span }
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        self.center = center; span = MKCoordinateSpan(latitudeDelta: latitudinalMeters / 111_000, longitudeDelta: longitudinalMeters / 111_000)
    }
}

public enum MKUserTrackingMode: Int, Sendable { case none = 0, follow, followWithHeading }

@MainActor public protocol MKMapViewDelegate: NSObjectProtocol {}

#if XIBGEN_OBJC_TYPECHECK
@objc
#endif
@MainActor open class MKPointOfInterestFilter: NSObject {
    public static let includingAllCategories = MKPointOfInterestFilter()
    public static let excludingAllCategories = MKPointOfInterestFilter()
}

@MainActor open class MKMapView: UIView {
    // Not documented; Interface Builder's new map view clips and takes multi-touch
    // (clipsSubviews="YES" multipleTouchEnabled="YES"), the surface's choice.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        isMultipleTouchEnabled = true
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
        isMultipleTouchEnabled = true
    }
    open weak var delegate: (any MKMapViewDelegate)?
    open var mapType: MKMapType = .standard
    open var region: MKCoordinateRegion = MKCoordinateRegion()
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { self.region = region }
    open var centerCoordinate: CLLocationCoordinate2D = CLLocationCoordinate2D()
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { centerCoordinate = coordinate }
    open var isZoomEnabled: Bool = true
    open var isScrollEnabled: Bool = true
    open var isRotateEnabled: Bool = true
    open var isPitchEnabled: Bool = true
    open var showsCompass: Bool = true
    open var showsScale: Bool = false
    open var showsTraffic: Bool = false
    open var showsBuildings: Bool = true
    open var showsUserLocation: Bool = false
    open var showsUserTrackingButton: Bool = false
    open var showsPointsOfInterest: Bool = true
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    open var userTrackingMode: MKUserTrackingMode = .none
    open var isUserLocationVisible: Bool { false }
}
