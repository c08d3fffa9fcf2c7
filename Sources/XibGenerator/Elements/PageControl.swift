import XibModel

extension ElementSpec {
    /// `<pageControl>` → `UIPageControl`; the page count before the current page.
    static let pageControl = ElementSpec(
        tag: "pageControl", uikitClass: "UIPageControl", role: "pageControl",
        rules: [
            .integer("numberOfPages", "numberOfPages", default: "0"),
            .integer("currentPage", "currentPage", default: "0"),
            .bool("hidesForSinglePage", "hidesForSinglePage", default: false),
            .enumeration("backgroundStyle", "backgroundStyle", default: "automatic", introduced: DeploymentTarget(14)),
        ],
        colors: [
            ColorRule("pageIndicatorTintColor", "pageIndicatorTintColor"),
            ColorRule("currentPageIndicatorTintColor", "currentPageIndicatorTintColor"),
        ],
        isControl: true,
        examples: [
            TranslationExample(
                #"<pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="3" translatesAutoresizingMaskIntoConstraints="NO" id="pc1"><rect key="frame" x="0" y="0" width="39" height="37"/><color key="pageIndicatorTintColor" systemColor="systemGray3Color"/><color key="currentPageIndicatorTintColor" systemColor="labelColor"/></pageControl>"#,
                emits: ["let pageControl = UIPageControl()", "pageControl.numberOfPages = 3",
                        "pageControl.pageIndicatorTintColor = .systemGray3", "pageControl.currentPageIndicatorTintColor = .label"],
                omits: ["currentPage =", "hidesForSinglePage"]),
            TranslationExample(
                #"<pageControl numberOfPages="5" currentPage="2" hidesForSinglePage="YES" backgroundStyle="prominent" id="pc1"/>"#,
                emits: ["pageControl.numberOfPages = 5", "pageControl.currentPage = 2", "pageControl.hidesForSinglePage = true",
                        "pageControl.backgroundStyle = .prominent"]),
        ]
    )
}
