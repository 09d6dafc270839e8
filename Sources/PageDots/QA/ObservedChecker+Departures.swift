/// Departures (docs/qa.md#departures): what frames `i ..< i + k` show that neither frame
/// `i − 1` nor frame `i + k` explains — a blank row, an element gone or come, the highlight
/// elsewhere, added or gone — judged where it happens: there the two neighbours agree (up
/// to the row sliding between them), the row around moves less than it departs, the
/// departed state is not one the row shows a frame or two away (motion the frame rate
/// aliases), and a departure of several frames shows one wrong state.
import Foundation

extension ObservedChecker {
    public static let debugging = ProcessInfo.processInfo.environment["PAGEDOTS_QA_DEBUG"] != nil

    static func departure(_ i: Int, _ k: Int, cache: inout ProfileCache, ink: [Double], _ m: RowMeasures)
        -> (ObservedInvariant, String, Double?)? {
        let a = cache.profile(i - 1), b = cache.profile(i + k)
        let span = k == 1 ? "one frame" : "\(k) frames"
        // The whole row gone.
        let around = min(ink[i - 1], ink[i + k])
        if (i..<(i + k)).allSatisfy({ ink[$0] < 0.3 * around }) {
            let least = (i..<(i + k)).map { ink[$0] }.min()!
            return (.vanishing, "the whole row went blank for \(span) (\(fixed(least / max(around, 1e-9) * 100))% of its elements left)", nil)
        }
        let element = m.elementInk
        let highlight = m.restHighlight ?? element
        let reach = Int((3 * m.pitch / a.step).rounded(.up))
        // The two neighbours must agree, the second slid by `shift` bins at most.
        let (whole, apart) = bestShift(a, b, within: reach)
        let shift = Double(whole)
        guard apart <= max(0.3 * element, 3 * m.profileNoise + 0.1 * element) else { return nil }
        // The motion just outside the departure, less a slide of the whole row: a glitch
        // has a quiet side (the row at rest, or moving slowly) at least.
        let before = i >= 2 ? bestShift(cache.profile(i - 2), a, within: reach).1 : 0
        let after = i + k + 1 < ink.count ? bestShift(b, cache.profile(i + k + 1), within: reach).1 : 0
        let moving = min(before, after)
        let aliases = Array(max(0, i - 3)..<(i - 1)) + Array((i + k + 1)..<min(ink.count, i + k + 3))
        let window = max(2, Int(((m.ordinaryLength + 2 * a.step) / a.step).rounded(.up)))
        var previous: RowProfile?
        for j in 0..<k {
            defer { previous = cache.profile(i + j) }
            let now = cache.profile(i + j)
            // Where the row stands now: `a` slid part of the way to `b` (a quarter pitch
            // either side), as well as it fits — a glitch is a small part of a row.
            let q = 0.25 * m.pitch / a.step
            let slid = bestShift(a, now, from: Int((min(0, shift) - q).rounded(.down)), to: Int((max(0, shift) + q).rounded(.up)))
            let f = shift == 0 ? 0.5 : min(1, max(0, Double(slid) / shift))
            var expected = RowProfile.between(a, b, shift: shift, at: f)
            // A row that lags and catches up slides by a pitch and back in a frame or two
            // (a strip retargeted on every page of a fast scroll): a slide of the whole row
            // by less than one and a half pitches is motion.
            let wobble = Int((1.5 * m.pitch / a.step).rounded(.down))
            let slide = bestShift(expected, now, from: -wobble, to: wobble)
            if slide != 0 {
                let slidden = expected.shifted(by: Double(slide))
                if now.difference(slidden) <= 0.35 * now.difference(expected) { expected = slidden }
            }
            let departed = now.difference(expected)
            let least = max(2.5 * apart, 2 * m.profileNoise)
            // A glitch stands out from the motion around it; one of several frames shows
            // one wrong state, where motion shows a new one each frame; and a state the
            // row shows again a frame or two away is motion the frame rate aliases.
            if debugging { print("dep i \(i) k \(k) j \(j) departed \(departed) moving \(moving) apart \(apart) prev \(previous.map { $0.difference(now) } ?? -1)") }
            guard moving <= 0.5 * departed else { continue }
            if let previous, previous.difference(now) > 0.5 * departed { continue }
            if aliases.contains(where: { cache.profile($0).difference(now) <= 0.5 * departed }) { continue }
            func place(_ at: Int) -> Double { a.start + (Double(at) + Double(window) / 2) * a.step }
            // The highlight: moved far, added, or gone.
            if let e = expected.highlight, let h = now.highlight {
                let (lost, lostAt) = windowed(e, h, window)
                let (gained, gainedAt) = windowed(h, e, window)
                let far = abs(Double(gainedAt - lostAt)) * a.step
                let big = max(highlightShare * highlight, least)
                if lost >= big && gained >= big && far >= 1.5 * m.pitch {
                    return (.motion, "the current element showed \(fixed(far / m.pitch)) pitches away for \(span) and came back", place(gainedAt))
                }
                if gained >= big && lost < 0.5 * gained {
                    return (.oneCurrent, "a second current element showed for \(span)", place(gainedAt))
                }
                // (A current element may shrink far as a strip lags: only none at all is
                // a glitch.)
                if lost >= big && gained < 0.5 * lost && h.reduce(0, { $0 + Double($1) }) < 0.15 * highlight {
                    return (.oneCurrent, "no current element for \(span)", place(lostAt))
                }
            }
            let (lost, lostAt) = windowed(expected.ink, now.ink, window)
            let (gained, gainedAt) = windowed(now.ink, expected.ink, window)
            let big = max(elementShare * element, least)
            if lost >= big {
                return (.vanishing, "an element (\(fixed(lost / element)) of a full one) vanished for \(span) and came back", place(lostAt))
            }
            if gained >= big {
                return (.vanishing, "an element (\(fixed(gained / element)) of a full one) appeared for \(span) and went", place(gainedAt))
            }
        }
        return nil
    }

    /// The most of `a` over `b` (Σ max(0, a − b)) in any `window` bins running, and where
    /// that window starts.
    public static func windowed(_ a: [Float], _ b: [Float], _ window: Int) -> (Double, Int) {
        let n = min(a.count, b.count)
        guard n > 0 else { return (0, 0) }
        var run: Float = 0, best: Float = 0, at = 0
        var excess = [Float](repeating: 0, count: n)
        for u in 0..<n { excess[u] = max(0, a[u] - b[u]) }
        for u in 0..<n {
            run += excess[u]
            if u >= window { run -= excess[u - window] }
            if run > best { best = run; at = max(0, u - window + 1) }
        }
        return (Double(best), at)
    }
}

extension RowProfile {
    /// How much two profiles differ in bins `from ..< to`: Σ |ink − ink′|, or of the
    /// highlight when `highlight`.
    func difference(_ o: RowProfile, from: Int, to: Int, highlight: Bool) -> Double {
        let lo = max(0, from), hi = min(ink.count, o.ink.count, to)
        guard lo < hi else { return 0 }
        var d: Float = 0
        if highlight {
            guard let a = self.highlight, let b = o.highlight else { return 0 }
            for u in lo..<hi { d += abs(a[u] - b[u]) }
        } else {
            for u in lo..<hi { d += abs(ink[u] - o.ink[u]) }
        }
        return Double(d)
    }
}
