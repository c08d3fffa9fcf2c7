// xibgen-bench: per-phase cost of converting a directory of XIBs, in one process.
//
//   xibgen-bench [--iterations N] [--threads N] [--stress 300,600,1200] [--out DIR] [--profile] DIR
//
// Each file goes through the pipeline's own steps, timed one by one and summed per phase:
// read (FileIO.read), parse (XMLReader.parse → XibNode), model (XibDocument.build),
// generate (ViewCodeGenerator.generate), hash (source SHA-256 + GeneratedHeader.compose)
// and write (as the pipeline does: staged in a FileIO.WriteBatch, made durable and renamed
// every Pipeline.writeBatchSize files). Allocation calls are counted by an
// interposed malloc; peak memory is the process's max RSS. The best (lowest) of
// `--iterations` runs is reported. `--profile` runs one pass without writing, for callgrind.
#if canImport(Glibc)
import Glibc
#endif
import CMallocCounter
import XibGenerator
import XibModel
import XibPipeline
import XibPlatform

// MARK: - Arguments

var iterations = 3
var threads = 2
var stressSizes: [Int] = [300, 600, 1200, 2400]
var outDirectory = "/tmp/xibgen-bench-out"
var profileOnly = false
var limit = Int.max
var corpusRun = true
var inputDirectory: String?

var arguments = CommandLine.arguments.dropFirst()
func value() -> String {
    guard let v = arguments.popFirst() else { fatalError("missing value") }
    return v
}
while let argument = arguments.popFirst() {
    switch argument {
    case "--iterations": iterations = Int(value())!
    case "--threads": threads = Int(value())!
    case "--stress": stressSizes = value().split(separator: ",").compactMap { Int($0) }
    case "--out": outDirectory = value()
    case "--profile": profileOnly = true
    case "--limit": limit = Int(value())!
    case "--stress-only": corpusRun = false
    default: inputDirectory = argument
    }
}
guard let inputDirectory = inputDirectory ?? (corpusRun ? nil : ".") else {
    print("usage: xibgen-bench [--iterations N] [--threads N] [--stress 300,600] [--out DIR] [--profile] [--limit N] [--stress-only] DIR")
    exit(2)
}

// MARK: - Helpers

func now() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// CPU time of the calling thread: unlike wall time, barely moved by other processes on a shared machine.
func cpuNow() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// User + system CPU time of the whole process.
func processCPU() -> UInt64 {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    let user = UInt64(usage.ru_utime.tv_sec) * 1_000_000_000 + UInt64(usage.ru_utime.tv_usec) * 1000
    let system = UInt64(usage.ru_stime.tv_sec) * 1_000_000_000 + UInt64(usage.ru_stime.tv_usec) * 1000
    return user + system
}

func maxRSSKiB() -> Int {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return usage.ru_maxrss
}

func listXibs(_ directory: String) -> [String] {
    var result: [String] = []
    func walk(_ dir: String) {
        guard let handle = opendir(dir) else { return }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            let path = dir + "/" + name
            if entry.pointee.d_type == UInt8(DT_DIR) {
                walk(path)
            } else if name.hasSuffix(".xib") {
                result.append(path)
            }
        }
    }
    walk(directory)
    return result.sorted()
}

func ms(_ nanos: UInt64) -> String { fmt(Double(nanos) / 1e6, 1) }
func fmt(_ value: Double, _ decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = "\(rounded)"
    if decimals == 0, text.hasSuffix(".0") { text.removeLast(2) }
    return text
}
func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : String(repeating: " ", count: width - s.count) + s
}
func padRight(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
}

// MARK: - Phases

enum Phase: Int, CaseIterable {
    case read, parse, model, generate, hash, write
    var label: String {
        switch self {
        case .read: "read"
        case .parse: "parse XML → XibNode"
        case .model: "model build"
        case .generate: "generate"
        case .hash: "hash + header"
        case .write: "write (batched, syncfs)"
        }
    }
}

struct PhaseTotals {
    /// CPU time per phase.
    var nanos = [UInt64](repeating: 0, count: Phase.allCases.count)
    /// Wall time per phase (what the write phase, waiting on fsync, costs).
    var wallNanos = [UInt64](repeating: 0, count: Phase.allCases.count)
    var mallocs = [Int64](repeating: 0, count: Phase.allCases.count)
    var converted = 0
    var failed = 0
    var outputBytes = 0
}

let configHash = XibgenConfig.default.effectiveHash
let options = XibgenConfig.default.generatorOptions

/// Runs every phase for one file, adding to `totals`.
@inline(never)
func convert(_ path: String, index: Int, write batch: FileIO.WriteBatch?, totals: inout PhaseTotals) {
    var clock = cpuNow()
    var wall = now()
    var mallocs = xibgen_malloc_count()
    func lap(_ phase: Phase) {
        let t = cpuNow()
        let w = now()
        let m = xibgen_malloc_count()
        totals.nanos[phase.rawValue] += t - clock
        totals.wallNanos[phase.rawValue] += w - wall
        totals.mallocs[phase.rawValue] += m - mallocs
        clock = t
        wall = w
        mallocs = m
    }
    guard let bytes = try? FileIO.read(path) else { totals.failed += 1; return }
    lap(.read)
    let root: XibNode
    do { root = try XMLReader.parse(bytes) } catch { lap(.parse); totals.failed += 1; return }
    lap(.parse)
    let document: XibDocument
    do { document = try XibDocument.build(root) } catch { lap(.model); totals.failed += 1; return }
    lap(.model)
    let name = OutputLayout.xibName(path)
    let generated = ViewCodeGenerator.generate(document, xibName: name, options: options)
    lap(.generate)
    let sourceHash = SHA256Hex.of(bytes)
    let output = GeneratedHeader.compose(body: generated.utf8, sourceName: name + ".xib", sourceHash: sourceHash, configHash: configHash)
    lap(.hash)
    totals.outputBytes += output.count
    totals.converted += 1
    if let batch {
        try? batch.stage(output, to: "\(outDirectory)/\(index).generated.swift")
        if batch.count >= Pipeline.writeBatchSize { _ = batch.commit() }
        lap(.write)
    }
}

func runAll(_ files: [String], write: Bool) -> PhaseTotals {
    var totals = PhaseTotals()
    let batch = write ? FileIO.WriteBatch() : nil
    for (index, path) in files.enumerated() {
        convert(path, index: index, write: batch, totals: &totals)
    }
    if let batch {
        let (cpu, wall) = (cpuNow(), now())
        _ = batch.commit()
        totals.nanos[Phase.write.rawValue] += cpuNow() - cpu
        totals.wallNanos[Phase.write.rawValue] += now() - wall
    }
    return totals
}

// MARK: - Corpus run

var files = corpusRun ? listXibs(inputDirectory) : []
if files.count > limit { files = Array(files.prefix(limit)) }
let inputBytes = files.reduce(0) { $0 + Int(FileIO.stamp($1)?.size ?? 0) }
let inputMB = Double(inputBytes) / 1_048_576

if profileOnly && corpusRun {
    let totals = runAll(files, write: false)
    print("profile pass: \(totals.converted) converted, \(totals.failed) failed")
    exit(0)
}

_ = try? FileIO.mkdirs(outDirectory)
if xibgen_malloc_interposed() == 0 { print("warning: malloc interposer is not active; allocation counts are 0") }

if corpusRun {
print("xibgen-bench: \(files.count) XIBs, \(fmt(inputMB, 1)) MB in \(inputDirectory); best of \(iterations)")
var best: PhaseTotals?
var bestTotal = UInt64.max
for _ in 0..<iterations {
    let totals = runAll(files, write: true)
    let total = totals.nanos.reduce(0, +)
    if total < bestTotal { bestTotal = total; best = totals }
}
let totals = best!
let computeNanos = totals.nanos.reduce(0, +) - totals.nanos[Phase.write.rawValue]
let allNanos = totals.nanos.reduce(0, +)
let allWall = totals.wallNanos.reduce(0, +)
print("")
print("  \(padRight("phase (1 core, in process)", 28)) \(pad("cpu ms", 9)) \(pad("share", 6)) \(pad("wall ms", 9)) \(pad("µs/file", 8)) \(pad("mallocs", 10)) \(pad("per file", 9))")
for phase in Phase.allCases {
    let nanos = totals.nanos[phase.rawValue], mallocs = totals.mallocs[phase.rawValue]
    let share = 100 * Double(nanos) / Double(max(allNanos, 1))
    print("  \(padRight(phase.label, 28)) \(pad(ms(nanos), 9)) \(pad(fmt(share, 1) + "%", 6)) \(pad(ms(totals.wallNanos[phase.rawValue]), 9)) \(pad(fmt(Double(nanos) / 1e3 / Double(files.count), 0), 8)) \(pad(String(mallocs), 10)) \(pad(fmt(Double(mallocs) / Double(files.count), 0), 9))")
}
let allMallocs = totals.mallocs.reduce(0, +)
print("  \(padRight("total", 28)) \(pad(ms(allNanos), 9)) \(pad("100%", 6)) \(pad(ms(allWall), 9)) \(pad(fmt(Double(allNanos) / 1e3 / Double(files.count), 0), 8)) \(pad(String(allMallocs), 10)) \(pad(fmt(Double(allMallocs) / Double(files.count), 0), 9))")
print("  converted \(totals.converted), failed \(totals.failed), output \(fmt(Double(totals.outputBytes) / 1_048_576, 1)) MB")
print("  conversion without write: \(ms(computeNanos)) ms cpu = \(fmt(Double(files.count) / (Double(computeNanos) / 1e9), 0)) files/s, \(fmt(inputMB / (Double(computeNanos) / 1e9), 1)) MB/s")
print("  with write (wall):        \(ms(allWall)) ms = \(fmt(Double(files.count) / (Double(allWall) / 1e9), 0)) files/s, \(fmt(inputMB / (Double(allWall) / 1e9), 1)) MB/s")
print("  peak memory (max RSS of this process so far): \(maxRSSKiB() / 1024) MB")
print("BENCH_COMPUTE_MS=\(ms(computeNanos)) BENCH_PARSE_MS=\(ms(totals.nanos[Phase.parse.rawValue]))")

// MARK: - Parallel, in process (no writes)

if threads > 1 {
    final class Cursor: @unchecked Sendable {
        var next = 0
        var lock = pthread_mutex_t()
        init() { pthread_mutex_init(&lock, nil) }
        func take() -> Int {
            pthread_mutex_lock(&lock)
            defer { pthread_mutex_unlock(&lock) }
            next += 1
            return next - 1
        }
    }
    func parallel(_ n: Int) -> (wall: UInt64, cpu: UInt64) {
        let cursor = Cursor()
        let sendableFiles = files
        let start = now()
        let startCPU = processCPU()
        var workers: [pthread_t] = []
        final class Box: @unchecked Sendable { let work: () -> Void; init(_ w: @escaping () -> Void) { work = w } }
        for _ in 0..<n {
            let box = Box {
                var totals = PhaseTotals()
                while true {
                    let i = cursor.take()
                    if i >= sendableFiles.count { break }
                    convert(sendableFiles[i], index: i, write: nil, totals: &totals)
                }
            }
            var thread = pthread_t()
            pthread_create(&thread, nil, { raw in
                Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue().work()
                return nil
            }, Unmanaged.passRetained(box).toOpaque())
            workers.append(thread)
        }
        for thread in workers { pthread_join(thread, nil) }
        return (now() - start, processCPU() - startCPU)
    }
    var one = UInt64.max, many = UInt64.max, oneCPU = UInt64.max, manyCPU = UInt64.max
    xibgen_malloc_set_counting(0)
    defer { xibgen_malloc_set_counting(1) }
    for _ in 0..<iterations {
        let a = parallel(1), b = parallel(threads)
        if a.wall < one { one = a.wall; oneCPU = a.cpu }
        if b.wall < many { many = b.wall; manyCPU = b.cpu }
    }
    print("")
    print("  in process, no writes (wall): 1 thread \(ms(one)) ms, \(threads) threads \(ms(many)) ms → speedup \(fmt(Double(one) / Double(many), 2))×;"
        + " cores actually obtained \(fmt(Double(oneCPU) / Double(one), 2)) and \(fmt(Double(manyCPU) / Double(many), 2)) (cpu/wall)")
}
}

// MARK: - Stress: one big XIB, N views

/// A XIB with `views` views: groups of 10 (a container and 9 leaves: label, button, image
/// view), ~1.2 constraints per view, outlets from File's Owner to every group and button,
/// and a touchUpInside action per button.
func stressXib(views: Int) -> (xml: String, constraints: Int) {
    let groups = max(1, views / 10)
    var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="StressViewController" customModule="App" customModuleProvider="target">
                    <connections>
                        <outlet property="view" destination="root" id="o-root"/>

        """
    for g in 0..<groups {
        xml += "                <outlet property=\"group\(g)\" destination=\"g\(g)\" id=\"o-g\(g)\"/>\n"
        for leaf in 0..<9 where leaf % 3 == 1 {
            xml += "                <outlet property=\"button\(g)x\(leaf)\" destination=\"v\(g)-\(leaf)\" id=\"o-v\(g)-\(leaf)\"/>\n"
        }
    }
    xml += """
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>

        """
    var rootConstraints = ""
    var constraintCount = 0
    for g in 0..<groups {
        xml += """
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="g\(g)" userLabel="Group \(g)">
                            <rect key="frame" x="0.0" y="\(g * 40)" width="390" height="40"/>
                            <subviews>

            """
        var groupConstraints = ""
        for leaf in 0..<9 {
            let id = "v\(g)-\(leaf)"
            switch leaf % 3 {
            case 0:
                xml += """
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Item \(g) \(leaf)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                    <rect key="frame" x="\(leaf * 40)" y="0.0" width="40" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <color key="textColor" red="0.2" green="0.3" blue="0.4" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <nil key="highlightedColor"/>
                                </label>

                    """
            case 1:
                xml += """
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                    <rect key="frame" x="\(leaf * 40)" y="0.0" width="40" height="30"/>
                                    <state key="normal" title="Tap \(g) \(leaf)"/>
                                    <connections>
                                        <action selector="didTap:" destination="-1" eventType="touchUpInside" id="a-\(id)"/>
                                    </connections>
                                </button>

                    """
            default:
                xml += """
                                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="icon_\(g)_\(leaf)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                    <rect key="frame" x="\(leaf * 40)" y="0.0" width="40" height="40"/>
                                </imageView>

                    """
            }
            let previous = leaf == 0 ? "g\(g)" : "v\(g)-\(leaf - 1)"
            let previousAttribute = leaf == 0 ? "leading" : "trailing"
            groupConstraints += "                        <constraint firstItem=\"\(id)\" firstAttribute=\"leading\" secondItem=\"\(previous)\" secondAttribute=\"\(previousAttribute)\" constant=\"8\" id=\"c-\(id)\"/>\n"
            constraintCount += 1
        }
        xml += "                    </subviews>\n                    <constraints>\n" + groupConstraints + "                    </constraints>\n                </view>\n"
        let above = g == 0 ? "safe" : "g\(g - 1)"
        let aboveAttribute = g == 0 ? "top" : "bottom"
        rootConstraints += "                <constraint firstItem=\"g\(g)\" firstAttribute=\"top\" secondItem=\"\(above)\" secondAttribute=\"\(aboveAttribute)\" id=\"t-g\(g)\"/>\n"
        rootConstraints += "                <constraint firstItem=\"g\(g)\" firstAttribute=\"leading\" secondItem=\"safe\" secondAttribute=\"leading\" id=\"l-g\(g)\"/>\n"
        rootConstraints += "                <constraint firstItem=\"safe\" firstAttribute=\"trailing\" secondItem=\"g\(g)\" secondAttribute=\"trailing\" priority=\"750\" id=\"r-g\(g)\"/>\n"
        constraintCount += 3
    }
    xml += """
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    <constraints>

        """
    xml += rootConstraints
    xml += """
                    </constraints>
                </view>
            </objects>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>

        """
    return (xml, constraintCount)
}

if !stressSizes.isEmpty {
    print("")
    print("  stress XIB (generated, cpu) views constraints     KB   parse ms  model ms    gen ms  total ms  µs/view")
    for views in stressSizes {
        let (xml, constraints) = stressXib(views: views)
        let bytes = Array(xml.utf8)
        var bestParse = UInt64.max, bestModel = UInt64.max, bestGenerate = UInt64.max, bestTotal = UInt64.max
        var failure: String?
        for _ in 0..<max(3, iterations) {
            let t0 = cpuNow()
            guard let root = try? XMLReader.parse(bytes) else { failure = "parse failed"; break }
            let t1 = cpuNow()
            guard let document = try? XibDocument.build(root) else { failure = "model failed"; break }
            let t2 = cpuNow()
            let generated = ViewCodeGenerator.generate(document, xibName: "Stress\(views)", options: options)
            let t3 = cpuNow()
            if generated.hasErrors { failure = "generator errors: \(generated.diagnostics.first { $0.severity == .error }!)" }
            bestParse = min(bestParse, t1 - t0)
            bestModel = min(bestModel, t2 - t1)
            bestGenerate = min(bestGenerate, t3 - t2)
            bestTotal = min(bestTotal, t3 - t0)
        }
        if let failure { print("  stress \(views): \(failure)"); continue }
        print("  \(padRight("", 24)) \(pad(String(views), 6)) \(pad(String(constraints), 12)) \(pad(String(bytes.count / 1024), 6)) \(pad(fmt(Double(bestParse) / 1e6, 2), 10)) \(pad(fmt(Double(bestModel) / 1e6, 2), 9)) \(pad(fmt(Double(bestGenerate) / 1e6, 2), 9)) \(pad(fmt(Double(bestTotal) / 1e6, 2), 9)) \(pad(fmt(Double(bestTotal) / 1e3 / Double(views), 1), 8))")
    }
}
