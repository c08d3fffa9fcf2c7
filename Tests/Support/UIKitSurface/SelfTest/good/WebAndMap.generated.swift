import UIKit
import WebKit
import MapKit

final class WebHolder: UIView {
    lazy var webView: WKWebView = {
        let configuration = WKWebViewConfiguration()
        configuration.allowsInlineMediaPlayback = true
        configuration.preferences.minimumFontSize = 10
        configuration.dataDetectorTypes = [.link]
        let webView = WKWebView(frame: .zero, configuration: configuration)
        webView.translatesAutoresizingMaskIntoConstraints = false
        webView.allowsBackForwardNavigationGestures = true
        return webView
    }()
    lazy var mapView: MKMapView = {
        let map = MKMapView()
        map.mapType = .hybrid
        map.showsUserLocation = true
        map.isRotateEnabled = false
        return map
    }()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(webView)
        addSubview(mapView)
    }
    required init?(coder: NSCoder) { fatalError() }
}
