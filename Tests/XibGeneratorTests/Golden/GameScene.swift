import UIKit
import SpriteKit

/// View code for the top-level `view` owned by `GameViewController`.
class GameSceneLayout: UIView {
    lazy var sceneView: SKView = {
        let spriteView = SKView()
        spriteView.translatesAutoresizingMaskIntoConstraints = false
        return spriteView
    }()
    lazy var pauseFillButton: UIButton = {
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setImage(UIImage(systemName: "pause.fill"), for: .normal)
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
    required init?(coder: NSCoder) {
        fatalError("GameSceneLayout is built in code, not decoded from a nib or storyboard")
    }

    func buildViewHierarchy() {
        addSubview(sceneView)
        addSubview(pauseFillButton)
    }

    func setupConstraints() {
        NSLayoutConstraint.activate([
            sceneView.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor),
            sceneView.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor),
            safeAreaLayoutGuide.trailingAnchor.constraint(equalTo: sceneView.trailingAnchor),
            safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: sceneView.bottomAnchor),
            pauseFillButton.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 16),
            safeAreaLayoutGuide.trailingAnchor.constraint(equalTo: pauseFillButton.trailingAnchor, constant: 16),
            pauseFillButton.widthAnchor.constraint(equalToConstant: 44),
            pauseFillButton.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    func configureViews() {
        clearsContextBeforeDrawing = false
        backgroundColor = .systemBackground
    }

    /// Called once the layout is built (the views, constraints and settings above), where a nib-loaded
    /// view got `awakeFromNib()` — which never runs for a view built in code. Override it for set-up
    /// done in code (styling, observers), calling `super`.
    func layoutDidLoad() {}

    /// Makes the connections the XIB made to its File's Owner: outlets that point at it and the
    /// actions it receives. Call it from `GameViewController.loadView()` right after installing the layout.
    func connect(to owner: GameViewController) {
        sceneView.delegate = owner
        pauseFillButton.addTarget(owner, action: #selector(GameViewController.pauseTapped(_:)), for: .touchUpInside)
    }
}
