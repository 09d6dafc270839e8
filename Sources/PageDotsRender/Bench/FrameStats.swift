import PageDots

/// What `--stats` reports when the window closes: frames presented, late frames (a
/// present more than 1.5 refresh intervals after the one before), work time per frame.
public struct FrameStats {
    public private(set) var presented = 0
    public private(set) var late = 0
    private var workMs: [Double] = []
    private var presentMs: [Double] = []
    private var firstPresent: Double?
    private var lastPresent: Double?
    let interval: Double

    public init(interval: Double) {
        self.interval = interval
        workMs.reserveCapacity(60 * 60)
        presentMs.reserveCapacity(60 * 60)
    }

    /// Records a present finished at `time` s, after `work` s of work (events, update,
    /// draw, upload) and `present` s handing the frame to the display.
    public mutating func presented(at time: Double, work: Double, present: Double) {
        presentMs.append(present * 1000)
        if let lastPresent, time - lastPresent > 1.5 * interval { late += 1 }
        if firstPresent == nil { firstPresent = time }
        lastPresent = time
        presented += 1
        workMs.append(work * 1000)
    }

    /// Average frames per second between the first and last present.
    public var averageFPS: Double {
        guard let f = firstPresent, let l = lastPresent, l > f, presented > 1 else { return 0 }
        return Double(presented - 1) / (l - f)
    }

    public var json: JSONValue {
        let sorted = workMs.sorted(), presents = presentMs.sorted()
        func ms(_ v: Double) -> JSONValue { .number((v * 1000).rounded() / 1000) }
        return .object([
            ("framesPresented", .int(presented)),
            ("framesLate", .int(late)),
            ("workMedianMs", ms(Percentile.of(sorted, 0.5))),
            ("workP99Ms", ms(Percentile.of(sorted, 0.99))),
            ("presentMedianMs", ms(Percentile.of(presents, 0.5))),
            ("presentP99Ms", ms(Percentile.of(presents, 0.99))),
            ("averageFps", .number((averageFPS * 100).rounded() / 100)),
        ])
    }
}

/// The value at share `p` (0…1) of sorted samples, nearest rank; 0 for none.
public enum Percentile {
    public static func of(_ sorted: [Double], _ p: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let i = min(sorted.count - 1, max(0, Int((p * Double(sorted.count - 1)).rounded())))
        return sorted[i]
    }
}
