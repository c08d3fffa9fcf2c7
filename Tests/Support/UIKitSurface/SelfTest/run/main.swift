// Runs the (rewritten) good samples against the recording surface and checks
// what they did. Compiled by `scripts/typecheck-generated --self-test`.
import UIKit
import WebKit
import MapKit

nonisolated(unsafe) var failures = 0
nonisolated(unsafe) var checks = 0
func expect(_ condition: @autoclosure () -> Bool, _ message: String, line: Int = #line) {
    checks += 1
    if !condition() { failures += 1; print("FAILED (main.swift:\(line)): \(message)") }
}

@MainActor func runChecks() {
    NSLayoutConstraint._surfaceReset()
    let header = ProfileHeaderLayout(frame: CGRect(x: 0, y: 0, width: 390, height: 200))

    // Hierarchy, in order.
    expect(header.subviews == [header.segments, header.titleLabel, header.avatarImageView, header.stack, header.field], "subview order")
    expect(header.titleLabel.superview === header, "superview")
    expect(header.stack.arrangedSubviews == [header.saveButton, header.configuredButton], "arranged subviews")
    expect(header.saveButton.superview === header.stack, "arranged subview is a subview")
    expect(header.stack.customSpacing(after: header.saveButton) == 16, "custom spacing")
    expect(header.stack.axis == .vertical && header.stack.distribution == .fillEqually && header.stack.alignment == .center, "stack config")

    // Visual properties are comparable values.
    expect(header.titleLabel.font == UIFont.systemFont(ofSize: 17, weight: .semibold), "label font")
    expect(header.titleLabel.font != UIFont.systemFont(ofSize: 17), "font weight matters")
    expect(header.titleLabel.textColor == UIColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1), "label colour")
    expect(header.titleLabel.numberOfLines == 0 && header.titleLabel.textAlignment == .center, "label lines/alignment")
    expect(header.titleLabel.isUserInteractionEnabled == false, "UILabel default isUserInteractionEnabled")
    expect(header.titleLabel.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251), "hugging")
    expect(header.titleLabel.contentCompressionResistancePriority(for: .vertical) == UILayoutPriority(751), "compression")
    expect(header.titleLabel.accessibilityTraits == [.header, .staticText] && header.titleLabel.accessibilityIdentifier == "title", "accessibility")
    expect(header.backgroundColor == .systemBackground, "semantic colour")
    expect(header.tintColor == UIColor(displayP3Red: 1, green: 0.5, blue: 0, alpha: 1), "P3 tint")
    expect(header.tintColor != UIColor(red: 1, green: 0.5, blue: 0, alpha: 1), "colour space matters")
    expect(header.avatarImageView.image == UIImage(named: "avatar"), "image by name")
    expect(header.avatarImageView.layer.cornerRadius == 20 && header.avatarImageView.clipsToBounds, "layer")
    expect(header.avatarImageView.layer.borderColor == UIColor.separator.cgColor, "border colour")
    expect(header.layoutMargins == UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16), "directional margins")

    // Per-state button values (with UIKit's fallback to .normal).
    let save = header.saveButton
    expect(save.buttonType == .system, "button type")
    expect(save.title(for: .normal) == "Save" && save.title(for: .disabled) == "Save", "title + fallback")
    expect(save.title(for: [.highlighted, .selected]) == "Saving", "combined state title")
    expect(save.titleColor(for: .normal) == .white && save.titleColor(for: .disabled) == UIColor(white: 0.5, alpha: 1), "title colours")
    expect(save.image(for: .normal) == UIImage(systemName: "square.and.arrow.down"), "button image")
    expect(save.titleLabel?.font == .boldSystemFont(ofSize: 15), "title label font")
    expect(header.configuredButton.configuration?.title == "Follow" && header.configuredButton.configuration?.cornerStyle == .capsule, "configuration")

    // Target/action triples.
    let ta = save._surfaceTargetActions.map { "\($0.hadTarget ? "target" : "nil") \($0.action) \($0.events.rawValue)" }
    expect(ta == ["nil save: 64", "nil didTap: 192"], "button target/actions: \(ta)")
    expect(header.segments._surfaceTargetActions.first?.action == "segmentChanged:", "segment action")
    expect(header.segments.numberOfSegments == 3 && header.segments.titleForSegment(at: 2) == "Three", "segments")

    // Gestures.
    let tap = header.avatarImageView.gestureRecognizers?.first as? UITapGestureRecognizer
    expect(tap?.numberOfTapsRequired == 2 && tap?._surfaceTargetActions.first?.action == "handleAvatarTap:" && tap?._surfaceTargetActions.first?.target === header, "tap gesture")
    expect(tap?.view === header.avatarImageView, "gesture view")
    let swipe = header.gestureRecognizers?.first as? UISwipeGestureRecognizer
    expect(swipe?.direction == [.left, .right] && swipe?._surfaceTargetActions.first?.target === header, "swipe target")

    // Constraints.
    let all = NSLayoutConstraint._surfaceAllCreated
    expect(all.count == 13, "constraint count \(all.count)")
    expect(all.allSatisfy { $0.isActive && $0._surfaceHadCommonAncestor }, "all active, common ancestor")
    let bottom = all.first { $0.identifier == "titleBottom" }
    expect(bottom?.priority == UILayoutPriority(999) && bottom?.constant == -8 && bottom?.relation == .equal, "bottom constraint")
    expect(bottom?.firstItem === header.titleLabel && bottom?.firstAttribute == .bottom, "bottom first item")
    expect(bottom?.secondItem === header.safeAreaLayoutGuide && bottom?.secondAttribute == .bottom, "bottom second item is safe area")
    expect(bottom?._surfaceInstalledOn === header, "installed on common ancestor")
    let centerX = all.first { $0.firstAttribute == .centerX && $0.multiplier == 0.5 }
    expect(centerX?.secondItem === header, "legacy constraint")
    expect(header.avatarHeightConstraint.firstAttribute == .height && header.avatarHeightConstraint.secondItem == nil
           && header.avatarHeightConstraint.constant == 40, "lazy height constraint")
    let width = all.first { $0.firstItem === header.stack && $0.firstAttribute == .width }
    expect(width?.relation == .lessThanOrEqual && width?.multiplier == 0.8 && width?.constant == -10, "dimension multiplier/constant")

    // Table cell subclass.
    let cell = ProfileCell(style: .subtitle, reuseIdentifier: "ProfileCell")
    expect(cell.reuseIdentifier == "ProfileCell" && cell.contentView.subviews == [cell.nameLabel], "cell content view")
    expect(cell.nameLabel.font == UIFont.preferredFont(forTextStyle: .headline), "text style font")
    expect(cell.accessoryType == .disclosureIndicator && cell.selectionStyle == .none, "cell config")

    // Misc containers.
    let gallery = GalleryScreen(frame: .zero)
    expect(gallery.tableView.style == .insetGrouped && gallery.tableView._registeredCells["ProfileCell"] != nil, "table view")
    expect((gallery.collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection == .horizontal, "flow layout")
    expect(gallery.blur.contentView.subviews == [gallery.spinner] && gallery.spinner.style == .large, "effect view")
    let holder = WebHolder(frame: .zero)
    expect(holder.webView.configuration.allowsInlineMediaPlayback && holder.mapView.mapType == .hybrid, "web & map")
    expect(UIStackView().axis == .horizontal && UILabel().numberOfLines == 1 && UIImageView().isUserInteractionEnabled == false, "defaults")
}

/// Storyboard flow and newer attributes (StoryboardFlow/NewerAttributes.generated.swift).
@MainActor func runFlowChecks() {
    _SurfaceRecorder.reset()
    _SurfaceLocalization.reset()
    let split = MainStoryboard.makeInitialViewController() as? UISplitViewController
    expect(split?.style == .doubleColumn && split?.viewController(for: .primary) is LoginViewController, "split columns")
    expect(split?.children.allSatisfy { $0 is UINavigationController } == true, "columns wrapped in navigation controllers")

    let login = LoginViewController()
    let nav = UINavigationController(rootViewController: login)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = nav
    window.makeKeyAndVisible()
    expect(login._surfaceLifecycle.prefix(2) == ["loadView", "viewDidLoad"] && login.view is LoginLayout, "layout adopted in loadView")
    expect(login.title == "Log In" && login.navigationItem.title == "Welcome" && login.navigationItem.backButtonDisplayMode == .minimal, "navigation item")
    expect(login.modalPresentationStyle == .formSheet && login.tabBarItem.badgeValue == "1", "controller attributes")
    _SurfaceActions.register("logIn:", for: LoginViewController.self) { owner, sender in
        (owner as! LoginViewController).logIn(sender as! UIButton)
    }
    _SurfaceRecorder.reset()
    let layout = login.view as! LoginLayout
    expect(layout.emailField.becomeFirstResponder(), "field takes focus")
    layout.loginButton._surfaceTap()
    expect(UIApplication.shared._surfaceSentActions.last?.receiver === login, "the owner receives its action with a field focused")
    expect(nav.topViewController is HomeViewController, "the segue's perform handler showed Home (pushed)")
    let order = _SurfaceRecorder.events.compactMap { e -> String? in
        switch e { case .prepare: return "prepare"; case .perform: return "perform"; case .push: return "push"; default: return nil }
    }
    expect(order == ["prepare", "perform", "push"], "prepare, perform, push: \(order)")
    expect(nav.topViewController?.title == "Home", "prepare(for:sender:) configured the destination")
    let fromStoryboard = MainStoryboard.makeLogin()
    expect(_SurfaceRecorder.exceptions.contains { $0.reason.hasPrefix("Could not find a storyboard named 'Main'") }, "missing storyboard recorded")
    expect(fromStoryboard.storyboard != nil, "created through the creator block anyway")

    _SurfaceLocalization.language = "fr"
    _SurfaceLocalization.loadTable(named: "Compose", language: "fr", strings: ["lbl-2.text": "Nouveau message", "btn-1.configuration.title": "Suivre"])
    let compose = ComposeLayout(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    expect(compose.titleLabel.text == "Nouveau message", "NSLocalizedString read the loaded French table")
    expect(compose.followButton.configuration?.attributedTitle.map { String($0.characters) } == "Suivre", "localized configuration title")
    expect(compose.titleLabel.accessibilityHint == "Title of the post", "String(localized:defaultValue:) falls back to the default value")
    expect(compose.heightConstraint.isActive && type(of: compose.heightConstraint) == ScreenHeightCompatibleLayoutConstraint.self, "custom constraint class")
    expect(compose.followButton.changesSelectionAsPrimaryAction && compose.metalView.colorPixelFormat == .bgra8Unorm_srgb, "newer attributes")
    compose._surfaceSetTraitCollection(UITraitCollection(horizontalSizeClass: .regular))
    expect(compose.titleLabel.font == .systemFont(ofSize: 28), "size-class variation applied on the trait change")
    _SurfaceLocalization.reset()
}

MainActor.assumeIsolated { runChecks(); runFlowChecks() }
if failures > 0 { print("\(failures) of \(checks) checks failed"); exit(1) }
print("\(checks) runtime checks passed")
