import UIKit
import WebKit

/// View code for the top-level `view` owned by `GalleryViewController`.
class ContainersLayout: UIView {
    lazy var navigationBar: UINavigationBar = {
        let navigationBar = UINavigationBar()
        navigationBar.translatesAutoresizingMaskIntoConstraints = false
        return navigationBar
    }()
    lazy var galleryNavigationItem: UINavigationItem = {
        let navigationItem = UINavigationItem(title: "Gallery")
        return navigationItem
    }()
    lazy var addBarButtonItem: UIBarButtonItem = {
        let barButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        return barButtonItem
    }()
    lazy var scrollView: UIScrollView = {
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.showsVerticalScrollIndicator = false
        return scrollView
    }()
    lazy var collectionView: UICollectionView = {
        let collectionViewLayout = UICollectionViewFlowLayout()
        collectionViewLayout.scrollDirection = .horizontal
        collectionViewLayout.minimumLineSpacing = 8
        collectionViewLayout.minimumInteritemSpacing = 8
        collectionViewLayout.itemSize = CGSize(width: 100, height: 100)
        collectionViewLayout.sectionInset = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: collectionViewLayout)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        return collectionView
    }()
    lazy var tableView: UITableView = {
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.sectionHeaderHeight = 18
        tableView.sectionFooterHeight = 18
        return tableView
    }()
    lazy var tableHeaderView: UIView = {
        let view = UIView()
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
        view.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        return view
    }()
    lazy var tableHeaderEffectView: UIVisualEffectView = {
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
        effectView.translatesAutoresizingMaskIntoConstraints = false
        return effectView
    }()
    lazy var recentLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Recent"
        label.contentMode = .left
        label.clipsToBounds = false
        label.font = .preferredFont(forTextStyle: .headline)
        return label
    }()
    lazy var webView: WKWebView = {
        let configuration = WKWebViewConfiguration()
        configuration.mediaTypesRequiringUserActionForPlayback = []
        let webView = WKWebView(frame: .zero, configuration: configuration)
        webView.translatesAutoresizingMaskIntoConstraints = false
        return webView
    }()
    lazy var toolbar: UIToolbar = {
        let toolbar = UIToolbar()
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        toolbar.isOpaque = false
        toolbar.clearsContextBeforeDrawing = false
        return toolbar
    }()
    lazy var trashBarButtonItem: UIBarButtonItem = {
        let barButtonItem = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        return barButtonItem
    }()
    lazy var flexibleSpaceBarButtonItem: UIBarButtonItem = {
        let barButtonItem = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        return barButtonItem
    }()
    lazy var shareBarButtonItem: UIBarButtonItem = {
        let barButtonItem = UIBarButtonItem(title: "Share", style: .done, target: nil, action: nil)
        return barButtonItem
    }()
    lazy var toggleFullScreenTapGestureRecognizer: UITapGestureRecognizer = {
        let tapGestureRecognizer = UITapGestureRecognizer()
        tapGestureRecognizer.numberOfTapsRequired = 2
        return tapGestureRecognizer
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        buildViewHierarchy()
        setupConstraints()
        configureViews()
        layoutDidLoad()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ContainersLayout is built in code, not decoded from a nib or storyboard")
    }

    func buildViewHierarchy() {
        addSubview(navigationBar)
        addSubview(scrollView)
        addSubview(tableView)
        addSubview(webView)
        addSubview(toolbar)
        addGestureRecognizer(toggleFullScreenTapGestureRecognizer)
        navigationBar.items = [galleryNavigationItem]
        galleryNavigationItem.rightBarButtonItem = addBarButtonItem
        scrollView.addSubview(collectionView)
        tableView.tableHeaderView = tableHeaderView
        tableHeaderView.addSubview(tableHeaderEffectView)
        tableHeaderEffectView.contentView.addSubview(recentLabel)
        toolbar.items = [trashBarButtonItem, flexibleSpaceBarButtonItem, shareBarButtonItem]
    }

    func setupConstraints() {
        NSLayoutConstraint.activate([
            navigationBar.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor),
            navigationBar.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor),
            navigationBar.trailingAnchor.constraint(equalTo: safeAreaLayoutGuide.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: navigationBar.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: trailingAnchor),
            scrollView.heightAnchor.constraint(equalToConstant: 120),
            tableView.topAnchor.constraint(equalTo: scrollView.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: trailingAnchor),
            webView.topAnchor.constraint(equalTo: tableView.bottomAnchor),
            webView.leadingAnchor.constraint(equalTo: leadingAnchor),
            webView.trailingAnchor.constraint(equalTo: trailingAnchor),
            webView.heightAnchor.constraint(equalTo: tableView.heightAnchor, multiplier: 2.0 / 3.0),
            toolbar.topAnchor.constraint(equalTo: webView.bottomAnchor),
            toolbar.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: safeAreaLayoutGuide.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor),
            collectionView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            collectionView.heightAnchor.constraint(equalTo: scrollView.frameLayoutGuide.heightAnchor),
            collectionView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, multiplier: 2),
            tableHeaderEffectView.topAnchor.constraint(equalTo: tableHeaderView.topAnchor),
            tableHeaderEffectView.leadingAnchor.constraint(equalTo: tableHeaderView.leadingAnchor),
            tableHeaderView.trailingAnchor.constraint(equalTo: tableHeaderEffectView.trailingAnchor),
            tableHeaderView.bottomAnchor.constraint(equalTo: tableHeaderEffectView.bottomAnchor),
            recentLabel.leadingAnchor.constraint(equalTo: tableHeaderEffectView.contentView.layoutMarginsGuide.leadingAnchor),
            recentLabel.centerYAnchor.constraint(equalTo: tableHeaderEffectView.contentView.centerYAnchor),
        ])
    }

    func configureViews() {
        backgroundColor = .systemBackground
        tableHeaderEffectView.contentView.insetsLayoutMarginsFromSafeArea = false
    }

    /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
    /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
    /// done in code (styling, observers), calling `super`.
    func layoutDidLoad() {}

    /// Makes the connections the XIB made to its File's Owner: outlets that point at it and the
    /// actions it receives. Call it from `GalleryViewController.loadView()` right after installing the layout.
    func connect(to owner: GalleryViewController) {
        tableView.dataSource = owner
        tableView.delegate = owner
        addBarButtonItem.target = owner
        addBarButtonItem.action = #selector(GalleryViewController.addPhoto(_:))
        trashBarButtonItem.target = owner
        trashBarButtonItem.action = #selector(GalleryViewController.deleteSelection(_:))
        shareBarButtonItem.target = owner
        shareBarButtonItem.action = #selector(GalleryViewController.share(_:))
        toggleFullScreenTapGestureRecognizer.addTarget(owner, action: #selector(GalleryViewController.toggleFullScreen(_:)))
    }
}
