#!/usr/bin/env python3
"""Measurements for scripts/bench-watch-cli (driven against a running `xibgen` watcher).

latency TREE XIB_TEMPLATE N LOG
    N editor-style saves of TREE/Lat/Probe.xib (write .Probe.xib.swp, rename over Probe.xib).
    Latency = from the instant the XIB's rename(2) returns to the instant the kernel reports
    IN_MOVED_TO for Probe.generated.swift (xibgen's own rename-into-place), read from an inotify
    watch on the directory opened by this process — one clock, no polling. Prints p50/p90/p99/max.

burst TREE XIB_TEMPLATE N LOG
    Writes N new XIBs (temp + rename, 10 directories) as fast as possible; reports the time from the
    first write until the watcher's log shows N 'regenerated' lines, then waits 2 s more and
    reports the number of regenerations (target: exactly N).
"""
import ctypes, ctypes.util, os, struct, sys, time, select

libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
IN_MOVED_TO = 0x00000080
IN_CLOSE_WRITE = 0x00000008


def regenerated_lines(log):
    with open(log, "rb") as f:
        return sum(1 for line in f if line.startswith(b"regenerated "))


def save(path, text):
    d, name = os.path.split(path)
    tmp = os.path.join(d, "." + name + ".swp")
    with open(tmp, "w") as f:
        f.write(text)
    os.rename(tmp, path)


def percentile(sorted_values, p):
    k = max(0, min(len(sorted_values) - 1, int(round(p / 100.0 * len(sorted_values) + 0.5)) - 1))
    return sorted_values[k]


def latency(tree, template, n, log):
    text = open(template).read()
    d = os.path.join(tree, "Lat")
    os.makedirs(d, exist_ok=True)
    xib = os.path.join(d, "Probe.xib")
    save(xib, text.replace("Hello", "warmup", 1) if "Hello" in text else text + "<!-- warmup -->")
    deadline = time.time() + 10
    while not os.path.exists(os.path.join(d, "Probe.generated.swift")):
        if time.time() > deadline:
            sys.exit("watcher did not generate the probe output")
        time.sleep(0.01)
    time.sleep(0.2)
    fd = libc.inotify_init1(os.O_NONBLOCK | os.O_CLOEXEC)
    if fd < 0 or libc.inotify_add_watch(fd, d.encode(), IN_MOVED_TO) < 0:
        sys.exit("inotify failed")
    samples = []
    before = regenerated_lines(log)
    for i in range(n):
        body = text + "\n<!-- save %d -->\n" % i  # distinct content: a real regeneration each time
        tmp = os.path.join(d, ".Probe.xib.swp")
        with open(tmp, "w") as f:
            f.write(body)
        os.rename(tmp, xib)
        t0 = time.monotonic_ns()
        got = None
        while got is None:
            r, _, _ = select.select([fd], [], [], 5.0)
            if not r:
                sys.exit("no output after save %d" % i)
            t = time.monotonic_ns()
            buf = os.read(fd, 65536)
            off = 0
            while off < len(buf):
                _, mask, _, ln = struct.unpack_from("iIII", buf, off)
                name = buf[off + 16: off + 16 + ln].rstrip(b"\0")
                off += 16 + ln
                if name == b"Probe.generated.swift":
                    got = t
        samples.append((got - t0) / 1e6)
        time.sleep(0.02 + (i % 5) * 0.01)  # 20–60 ms between saves
    os.close(fd)
    time.sleep(0.5)
    regens = regenerated_lines(log) - before
    s = sorted(samples)
    print("latency: %d saves, p50 %.1f ms, p90 %.1f ms, p99 %.1f ms, max %.1f ms, min %.1f ms; %d regenerations"
          % (n, percentile(s, 50), percentile(s, 90), percentile(s, 99), s[-1], s[0], regens))


def burst(tree, template, n, log):
    text = open(template).read()
    before = regenerated_lines(log)
    for m in range(10):
        os.makedirs(os.path.join(tree, "Burst", "M%d" % m), exist_ok=True)
    time.sleep(0.3)
    t0 = time.monotonic()
    for i in range(n):
        save(os.path.join(tree, "Burst", "M%d" % (i % 10), "B%d.xib" % i), text + "\n<!-- burst %d -->\n" % i)
    t_written = time.monotonic()
    deadline = t0 + 300
    while regenerated_lines(log) - before < n:
        if time.monotonic() > deadline:
            break
        time.sleep(0.005)
    t_done = time.monotonic()
    done = regenerated_lines(log) - before
    missing = [i for i in range(n)
               if not os.path.exists(os.path.join(tree, "Burst", "M%d" % (i % 10), "B%d.generated.swift" % i))]
    time.sleep(2.0)
    total = regenerated_lines(log) - before
    print("burst: %d XIBs written in %.0f ms; %d outputs fresh %.0f ms after the first write (%.0f ms after the last); "
          "%d regenerations after 2 s more (target %d); %d outputs missing"
          % (n, (t_written - t0) * 1000, done, (t_done - t0) * 1000, (t_done - t_written) * 1000, total, n, len(missing)))


if __name__ == "__main__":
    mode, tree, template, n, log = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5]
    {"latency": latency, "burst": burst}[mode](tree, template, n, log)
