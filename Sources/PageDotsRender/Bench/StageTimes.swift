import Foundation
import PageDots

/// Monotonic seconds.
public enum Clock {
    public static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

/// Process facts from /proc.
public enum ProcessTimes {
    /// Seconds since this process started.
    public static func sinceStart() -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]),
              let up = (try? String(contentsOfFile: "/proc/uptime", encoding: .utf8))?.split(separator: " ").first,
              let uptime = Double(up) else { return 0 }
        return max(0, uptime - ticks / Double(sysconf(Int32(_SC_CLK_TCK))))
    }

    /// Peak resident memory, MB.
    public static func peakResidentMB() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}

/// Per-stage frame timings.
public struct StageTimes {
    public enum Stage: String, CaseIterable {
        case model, layout, transitions, scene, draw, copyOut, videoFrame
    }

    private var samples: [Stage: [Double]] = [:]

    /// Records the time since `start` for `stage`; returns now.
    public mutating func lap(_ stage: Stage, since start: Double) -> Double {
        let t = Clock.now()
        samples[stage, default: []].append(t - start)
        return t
    }

    public struct Report {
        var rows: [(stage: String, medianUs: Double, p99Us: Double)]
        var frameMedianUs: Double
        var frameP99Us: Double
        var fps: Double
        var firstFrameMs: Double
        var peakMB: Double
        var size: WindowSize
        var pages: Int
        var frames: Int

        public var json: JSONValue {
            func r(_ v: Double) -> JSONValue { .number((v * 10).rounded() / 10) }
            return .object([
                ("size", .string("\(size.width)x\(size.height)")), ("pages", .int(pages)), ("frames", .int(frames)),
                ("stages", .object(rows.map { ($0.stage, .object([("medianUs", r($0.medianUs)), ("p99Us", r($0.p99Us))])) })),
                ("frameMedianUs", r(frameMedianUs)), ("frameP99Us", r(frameP99Us)),
                ("fps", r(fps)), ("firstFrameMs", r(firstFrameMs)), ("peakResidentMB", r(peakMB)),
            ])
        }

        public var table: String {
            var lines = ["pagedots bench: \(size.width)x\(size.height), \(pages) pages, \(frames) frames",
                         "stage          median µs     p99 µs"]
            for row in rows + [("frame", frameMedianUs, frameP99Us)] {
                lines.append(row.0.padding(toLength: 14, withPad: " ", startingAt: 0)
                             + NumberText.fixed(row.1, 1).leftPad(10) + NumberText.fixed(row.2, 1).leftPad(11))
            }
            lines.append("(frame = model + scene + draw; copyOut and videoFrame are export costs)")
            lines.append("frames per second   \(NumberText.fixed(fps, 0)) (all stages)")
            lines.append("first frame         \(NumberText.fixed(firstFrameMs, 1)) ms after process start")
            lines.append("peak resident       \(NumberText.fixed(peakMB, 1)) MB")
            return lines.joined(separator: "\n")
        }
    }

    public func report(frames: Int, elapsed: Double, firstFrame: Double, peakMB: Double, size: WindowSize, pages: Int) -> Report {
        var rows: [(String, Double, Double)] = []
        var totals = [Double](repeating: 0, count: frames)
        for stage in Stage.allCases {
            let s = samples[stage] ?? []
            // A full frame is model + scene + draw; layout and transitions are measured
            // again apart (they run inside the model), copy-out and video frames are export.
            if [.model, .scene, .draw].contains(stage) {
                for (i, v) in s.enumerated() where i < frames { totals[i] += v }
            }
            let sorted = s.sorted()
            rows.append((stage.rawValue, Percentile.of(sorted, 0.5) * 1e6, Percentile.of(sorted, 0.99) * 1e6))
        }
        let sortedTotals = totals.sorted()
        return Report(rows: rows, frameMedianUs: Percentile.of(sortedTotals, 0.5) * 1e6,
                      frameP99Us: Percentile.of(sortedTotals, 0.99) * 1e6,
                      fps: Double(frames) / max(elapsed, 1e-9), firstFrameMs: firstFrame * 1000, peakMB: peakMB,
                      size: size, pages: pages, frames: frames)
    }
}

extension String {
    public func leftPad(_ n: Int) -> String { String(repeating: " ", count: max(0, n - count)) + self }
}
