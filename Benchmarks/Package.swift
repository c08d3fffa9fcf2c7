// swift-tools-version:6.0
import PackageDescription

// The xibgen benchmark: a separate package so the root package never depends on it.
// Run it through `scripts/bench`, which builds both packages with `-c release`.
let package = Package(
    name: "xibgen-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "xibgen", path: ".."),
    ],
    targets: [
        // Counts malloc/calloc/realloc/memalign calls by interposing them in the executable.
        .target(name: "CMallocCounter"),
        .executableTarget(
            name: "xibgen-bench",
            dependencies: [
                "CMallocCounter",
                .product(name: "XibgenKit", package: "xibgen"),
            ],
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]
        ),
    ],
    swiftLanguageModes: [.v5]
)
