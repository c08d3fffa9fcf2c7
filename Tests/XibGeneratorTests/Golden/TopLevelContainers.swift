import UIKit

/// View code for the top-level `tableView` owned by `SettingsViewController`.
class TopLevelContainersLayout: UITableView {
    override init(frame: CGRect, style: UITableView.Style) {
        super.init(frame: frame, style: style)
        buildViewHierarchy()
        setupConstraints()
        configureViews()
        layoutDidLoad()
    }

    convenience init() {
        self.init(frame: .zero, style: .grouped)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("TopLevelContainersLayout is built in code, not decoded from a nib or storyboard")
    }

    func buildViewHierarchy() {}

    func setupConstraints() {}

    func configureViews() {
        sectionHeaderHeight = 18
        sectionFooterHeight = 18
        backgroundColor = .systemGroupedBackground
        if #available(iOS 15.0, *) {
            tintColor = .tintColor
        }
    }

    /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
    /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
    /// done in code (styling, observers), calling `super`.
    func layoutDidLoad() {}
}

/// View code for the top-level `stackView` owned by `SettingsViewController`.
class TopLevelContainersFooterLayout: UIStackView {
    lazy var signOutButton: UIButton = {
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setTitle("Sign Out", for: .normal)
        return button
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        buildViewHierarchy()
        setupConstraints()
        configureViews()
        layoutDidLoad()
    }

    @available(*, unavailable)
    required init(coder: NSCoder) {
        fatalError("TopLevelContainersFooterLayout is built in code, not decoded from a nib or storyboard")
    }

    func buildViewHierarchy() {
        addArrangedSubview(signOutButton)
    }

    func setupConstraints() {}

    func configureViews() {
        axis = .vertical
        spacing = 8
        isOpaque = false
    }

    /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
    /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
    /// done in code (styling, observers), calling `super`.
    func layoutDidLoad() {}

    /// Makes the connections the XIB made to its File's Owner: outlets that point at it and the
    /// actions it receives. Call it from `SettingsViewController.loadView()` right after installing the layout.
    func connect(to owner: SettingsViewController) {
        signOutButton.addTarget(owner, action: Selector(("signOut")), for: .touchUpInside)
    }
}

/// View code for the top-level `collectionView` owned by `SettingsViewController`.
class TopLevelContainersTagsViewLayout: UICollectionView {
    override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        super.init(frame: frame, collectionViewLayout: layout)
        buildViewHierarchy()
        setupConstraints()
        configureViews()
        layoutDidLoad()
    }

    convenience init() {
        self.init(frame: .zero, collectionViewLayout: Self.makeCollectionViewLayout())
    }

    /// The layout the XIB gives the collection view.
    static func makeCollectionViewLayout() -> UICollectionViewLayout {
        let collectionViewLayout = UICollectionViewFlowLayout()
        collectionViewLayout.scrollDirection = .horizontal
        collectionViewLayout.minimumLineSpacing = 6
        collectionViewLayout.minimumInteritemSpacing = 6
        collectionViewLayout.itemSize = CGSize(width: 80, height: 32)
        collectionViewLayout.sectionInset = UIEdgeInsets(top: 6, left: 16, bottom: 6, right: 16)
        collectionViewLayout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        return collectionViewLayout
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("TopLevelContainersTagsViewLayout is built in code, not decoded from a nib or storyboard")
    }

    func buildViewHierarchy() {}

    func setupConstraints() {}

    func configureViews() {}

    /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
    /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
    /// done in code (styling, observers), calling `super`.
    func layoutDidLoad() {}
}
