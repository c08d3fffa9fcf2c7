// swift-tools-version:6.1
import PackageDescription

// Layers, dependencies pointing one way (A ← B: B depends on A):
//   XibModel ← XibGenerator ← XibPipeline ← xibgen (the command-line tool and its watch command)
//   XibPlatform ← XibPipeline, XibWatcher, xibgen   (every operating-system call, Linux and Darwin)
//   XibWatcher ← xibgen                             (file-event backends: depend on XibPlatform only)
//   SwiftSourceScan ← XibPipeline                   (owner classes' declarations in the project's Swift files)
let package = Package(
    name: "xibgen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "xibgen", targets: ["xibgen"]),
        .library(name: "XibgenKit", targets: ["XibPlatform", "XibModel", "XibGenerator", "XibPipeline", "XibWatcher"]),
        .plugin(name: "GenerateViewCode", targets: ["GenerateViewCode"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/apple/swift-crypto", "3.0.0"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
    ],
    targets: [
        // libxml2's streaming reader: the XML tokenizer under the XIB model.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // libinotifytools: file events for the watcher's Linux backend (wrapped by XibPlatform).
        .systemLibrary(
            name: "CInotifyTools",
            providers: [.apt(["libinotifytools0-dev"])]
        ),

        // syncfs(2) for the platform layer's batched durable writes (one flush per batch, not per file).
        .target(name: "CFileSync"),
        // 0. Platform layer: paths, file stamps, file I/O and durable writes, the lock type;
        //    every operating-system call of the pipeline, the watcher and the tool.
        .target(
            name: "XibPlatform",
            dependencies: [
                .target(name: "CFileSync", condition: .when(platforms: [.linux])),
                .target(name: "CInotifyTools", condition: .when(platforms: [.linux])),
            ]
        ),

        // 1. XIB document model: XML → typed values. Knows nothing of Swift output.
        .target(name: "XibModel", dependencies: ["CLibXML2"]),
        // 1b. A lexical scan of Swift source for class declarations and the members IB connects to
        //     (outlets, actions, awakeFromNib): the owner facts the pipeline hands the generator.
        //     Hand-written instead of swift-syntax: a from-scratch build with swift-syntax took 241.7 s
        //     against about 2 s for this scanner, and CI builds from scratch every run.
        .target(name: "SwiftSourceScan"),
        // 2. Code generator: model → Swift source. Pure and deterministic.
        .target(name: "XibGenerator", dependencies: ["XibModel"]),
        // 3. Incremental pipeline: config, discovery, hashing, staleness, atomic writes.
        .target(
            name: "XibPipeline",
            dependencies: [
                "XibModel", "XibGenerator", "XibPlatform", "SwiftSourceScan",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // 4. Watcher: inotify (Linux) or polling → batches of changed paths; knows nothing of the pipeline.
        .target(
            name: "XibWatcher",
            dependencies: ["XibPlatform"]
        ),
        // 5. The command-line tool: options, the watch command (watcher batches → pipeline runs),
        //    reporters (human, GitHub, JSON) and all wording.
        .executableTarget(
            name: "xibgen",
            dependencies: [
                "XibGenerator", "XibPipeline", "XibWatcher", "XibPlatform",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // 6. `swift package generate-view-code`: runs the CLI over the package directory.
        .plugin(
            name: "GenerateViewCode",
            capability: .command(
                intent: .custom(
                    verb: "generate-view-code",
                    description: "Generate UIKit view code (Foo.generated.swift) from the package's .xib and .storyboard files with xibgen"
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "xibgen writes Foo.generated.swift beside each Foo.xib or Foo.storyboard (and removes outputs whose source is gone)"),
                ]
            ),
            dependencies: ["xibgen"]
        ),

        .testTarget(name: "XibPlatformTests", dependencies: ["XibPlatform"], exclude: ["PortabilityFixtures"]),
        .testTarget(name: "XibModelTests", dependencies: ["XibModel"]),
        .testTarget(name: "SwiftSourceScanTests", dependencies: ["SwiftSourceScan"]),
        .testTarget(
            name: "XibGeneratorTests",
            dependencies: ["XibGenerator", "XibModel"],
            exclude: ["Golden"]
        ),
        .testTarget(name: "XibPipelineTests", dependencies: ["XibPipeline", "XibModel", "XibGenerator", "XibPlatform", "SwiftSourceScan"], exclude: ["Fixtures"]),
        .testTarget(name: "XibWatcherTests", dependencies: ["XibWatcher", "XibPlatform"]),
        .testTarget(name: "XibgenCLITests", dependencies: ["xibgen", "XibPipeline", "XibGenerator"]),
        // Hostile input, faults and resource bounds (fuzzer regressions, mutations, XXE, paths, kill -9).
        .testTarget(
            name: "XibHardeningTests",
            dependencies: ["xibgen", "XibPipeline", "XibGenerator", "XibModel", "XibPlatform"],
            exclude: ["Crashers"]
        ),
        .testTarget(name: "XibConformanceTests", dependencies: ["XibModel", "XibGenerator"], exclude: ["Fixtures"]),
    ]
)
