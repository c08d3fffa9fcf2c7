import Testing
import UIKit

/// A constraint subclass as apps declare them (e.g. constants scaled by screen height).
final class ScaledConstraint: NSLayoutConstraint {
    var scale: CGFloat = 1
    override var constant: CGFloat {
        get { super.constant * scale }
        set { super.constant = newValue }
    }
    override func awakeFromNib() { scale = 2 }
}

@MainActor
struct NewerAPITests {
    @Test func buttonSelectionAsPrimaryActionAndSpringLoading() {
        let button = UIButton(type: .system)
        button.changesSelectionAsPrimaryAction = true
        button.isSpringLoaded = true
        button._surfaceTap()
        #expect(button.isSelected && button.isSpringLoaded)
        button._surfaceTap()
        #expect(!button.isSelected)
        let plain = UIButton(type: .system)
        plain._surfaceTap()
        #expect(!plain.isSelected)
    }

    /// `AttributedString(_:including: \.uiKit)` keeps the runs' fonts and colors.
    @Test func attributedStringFromNSAttributedString() throws {
        let source = NSMutableAttributedString(string: "Fol", attributes: [.font: UIFont.boldSystemFont(ofSize: 15)])
        source.append(NSAttributedString(string: "low", attributes: [.foregroundColor: UIColor.red]))
        let converted = try AttributedString(source, including: \.uiKit)
        #expect(String(converted.characters) == "Follow")
        let runs = Array(converted.runs)
        #expect(runs.count == 2)
        #expect(runs.first.map { converted[$0.range].font == UIFont.boldSystemFont(ofSize: 15) } == true)
        #expect(runs.last.map { converted[$0.range].foregroundColor == UIColor.red } == true)
        let wrong = NSAttributedString(string: "x", attributes: [.font: "Helvetica"])
        #expect(throws: (any Error).self) { try AttributedString(wrong, including: \.uiKit) }
    }

    @Test func backgroundConfigurationAndButtonConfiguration() {
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = .systemRed
        background.cornerRadius = 12
        background.strokeColor = .black
        background.strokeWidth = 1
        background.strokeOutset = 2
        background.visualEffect = UIBlurEffect(style: .systemMaterial)
        background.image = UIImage(named: "pattern")
        background.imageContentMode = .scaleAspectFill
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        background.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .trailing]
        var config = UIButton.Configuration.filled()
        config.background = background
        config.attributedTitle = AttributedString("Follow")
        config.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold, scale: .large)
        let button = UIButton(configuration: config)
        #expect(button.configuration?.background.cornerRadius == 12 && button.configuration?.background._factory == "clear")
        #expect(button.configuration?.background.resolvedBackgroundColor(for: .systemBlue) == .systemRed)
        #expect(button.configuration?.attributedTitle == AttributedString("Follow"))
        #expect(UIBackgroundConfiguration() == UIBackgroundConfiguration() && UIBackgroundConfiguration().strokeWidth == 0)
    }

    @Test func symbolConfigurationsAndImageViews() {
        let byText = UIImage.SymbolConfiguration(textStyle: .headline, scale: .small)
        let imageView = UIImageView(image: UIImage(systemName: "star"))
        imageView.preferredSymbolConfiguration = byText
        #expect(imageView.preferredSymbolConfiguration == UIImage.SymbolConfiguration(textStyle: .headline, scale: .small))
        #expect(UIImage.SymbolConfiguration(weight: .bold) != UIImage.SymbolConfiguration(weight: .heavy))
        #expect(UIImage.SymbolConfiguration(pointSize: 20, weight: .regular) == UIImage.SymbolConfiguration(pointSize: 20, weight: .regular))
    }

    @Test func scrollIndicatorInsets() {
        let text = UITextView()
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        text.scrollIndicatorInsets = insets
        #expect(text.verticalScrollIndicatorInsets == insets && text.horizontalScrollIndicatorInsets == insets)
        text.horizontalScrollIndicatorInsets = .zero
        #expect(text.verticalScrollIndicatorInsets == insets)
    }

    @Test func constraintSubclassesUseTheItemInitializer() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        let c = ScaledConstraint(item: child, attribute: .height, relatedBy: .equal, toItem: parent, attribute: .height,
                                 multiplier: 0.5, constant: 10)
        #expect(type(of: c) == ScaledConstraint.self && c.firstItem === child && c.multiplier == 0.5)
        c.priority = .defaultHigh
        c.identifier = "scaled"
        c.awakeFromNib()
        c.isActive = true
        #expect(c.constant == 20 && c.isActive && c._surfaceInstalledOn === parent)
    }

    @Test func windowLevelsAndKeyWindows() {
        let w = UIWindow(frame: .zero)
        #expect(w.windowLevel == .normal && !w.isKeyWindow)
        w.windowLevel = .alert
        w.makeKeyAndVisible()
        #expect(w.isKeyWindow && !w.isHidden && w.windowLevel > .statusBar)
    }
}
