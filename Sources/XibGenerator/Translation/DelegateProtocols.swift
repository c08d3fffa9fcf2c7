/// The protocol behind a delegate or data source outlet of a UIKit element.
enum DelegateProtocols {
    static let table: [String: [String: String]] = [
        "textField": ["delegate": "UITextFieldDelegate"],
        "textView": ["delegate": "UITextViewDelegate"],
        "scrollView": ["delegate": "UIScrollViewDelegate"],
        "tableView": ["delegate": "UITableViewDelegate", "dataSource": "UITableViewDataSource", "prefetchDataSource": "UITableViewDataSourcePrefetching"],
        "collectionView": ["delegate": "UICollectionViewDelegate", "dataSource": "UICollectionViewDataSource", "prefetchDataSource": "UICollectionViewDataSourcePrefetching"],
        "pickerView": ["delegate": "UIPickerViewDelegate", "dataSource": "UIPickerViewDataSource"],
        "searchBar": ["delegate": "UISearchBarDelegate"],
        "wkWebView": ["navigationDelegate": "WKNavigationDelegate", "UIDelegate": "WKUIDelegate"],
        "mapView": ["delegate": "MKMapViewDelegate"],
        "navigationBar": ["delegate": "UINavigationBarDelegate"],
        "tabBar": ["delegate": "UITabBarDelegate"],
        "toolbar": ["delegate": "UIToolbarDelegate"],
        "tapGestureRecognizer": ["delegate": "UIGestureRecognizerDelegate"],
        "pongPressGestureRecognizer": ["delegate": "UIGestureRecognizerDelegate"],
        "panGestureRecognizer": ["delegate": "UIGestureRecognizerDelegate"],
        "swipeGestureRecognizer": ["delegate": "UIGestureRecognizerDelegate"],
        "pinchGestureRecognizer": ["delegate": "UIGestureRecognizerDelegate"],
        "rotationGestureRecognizer": ["delegate": "UIGestureRecognizerDelegate"],
        "screenEdgePanGestureRecognizer": ["delegate": "UIGestureRecognizerDelegate"],
    ]

    static func protocolName(tag: String, property: String) -> String? {
        table[tag]?[property]
    }
}
