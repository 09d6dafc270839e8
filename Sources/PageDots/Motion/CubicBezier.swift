/// A CSS timing curve from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2),
/// solved for `y` at a given `x` to 1e-6 as browsers do (Newton steps, then bisection).
public struct CubicBezier: Equatable, Sendable {
    let ax, bx, cx, ay, by, cy: Double

    /// Makes the curve with control points (x1, y1) and (x2, y2).
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        cx = 3 * x1; bx = 3 * (x2 - x1) - cx; ax = 1 - cx - bx
        cy = 3 * y1; by = 3 * (y2 - y1) - cy; ay = 1 - cy - by
    }

    func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    func dx(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

    /// The curve parameter whose x is `x`, to within `epsilon`.
    public func parameter(forX x: Double, epsilon: Double = 1e-6) -> Double {
        var s = x
        for _ in 0..<8 {
            let err = self.x(s) - x
            if abs(err) < epsilon { return s }
            let d = dx(s)
            if abs(d) < 1e-6 { break }
            s -= err / d
        }
        var lo = 0.0, hi = 1.0
        s = x
        while lo < hi {
            let v = self.x(s)
            if abs(v - x) < epsilon { return s }
            if x > v { lo = s } else { hi = s }
            s = (lo + hi) / 2
            if hi - lo < 1e-12 { break }
        }
        return s
    }

    /// `y` at `x` in [0, 1].
    public func y(atX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return y(parameter(forX: x))
    }
}
