import Foundation

/// A page control drawn by a renderer of its own (not PageDots' styles, not cairo): the
/// ground truth that recordings are measured against. Its geometry is simple and stated
/// here; its pixels come from supersampled coverage of exact shapes.
public struct SyntheticControl {
    public enum Kind: String, CaseIterable, Sendable {
        /// Dots that stand still; the current one changes colour (Apple's page control).
        case fixed
        /// A sliding window of five dots, smaller towards its ends (a scrolling strip).
        case strip
        /// Pills whose current one widens, with equal gaps (an expanding indicator).
        case pills
    }

    /// One element, in the frame's pixels (pixel i spans [i, i + 1]).
    public struct Element: Equatable, Sendable {
        public var x: Double, y: Double, width: Double, height: Double
        public var current: Bool
        public init(x: Double, y: Double, width: Double, height: Double, current: Bool) {
            self.x = x; self.y = y; self.width = width; self.height = height; self.current = current
        }
    }

    public var kind: Kind
    public var pages: Int
    /// Pixels per pt, and the control's centre in the frame (px).
    public var scale: Double
    public var centreX: Double
    public var centreY: Double
    /// In pt.
    public var diameter = 6.0
    public var pitch = 14.0

    public init(kind: Kind, pages: Int, scale: Double, centreX: Double, centreY: Double) {
        self.kind = kind
        self.pages = pages
        self.scale = scale
        self.centreX = centreX
        self.centreY = centreY
    }

    /// The elements at scroller position `p` (pages).
    public func elements(at p: Double) -> [Element] {
        let current = min(pages - 1, max(0, Int((p + 0.5).rounded(.down))))
        let d = diameter * scale, s = pitch * scale
        switch kind {
        case .fixed:
            return (0..<pages).map { i in
                Element(x: centreX + (Double(i) - Double(pages - 1) / 2) * s, y: centreY, width: d, height: d, current: i == current)
            }
        case .strip:
            // The window's middle follows the position, kept inside the pages.
            let middle = min(max(p, 2), Double(pages - 3))
            return (0..<pages).compactMap { i in
                let off = Double(i) - middle
                let size = d * min(1, max(0, 1 - (abs(off) - 1) * 0.5))
                guard size > 0.05, abs(off) < 3 else { return nil }
                return Element(x: centreX + off * s, y: centreY, width: size, height: size, current: i == current)
            }
        case .pills:
            let gap = s - d, long = 3 * d
            let widths = (0..<pages).map { d + (long - d) * max(0, 1 - abs(Double($0) - p)) }
            let total = widths.reduce(0, +) + gap * Double(pages - 1)
            var x = centreX - total / 2
            return widths.enumerated().map { i, w in
                defer { x += w + gap }
                return Element(x: x + w / 2, y: centreY, width: w, height: d, current: i == current)
            }
        }
    }

    /// A scroller's path through time: rest, an eased page turn, rest, a burst of quick
    /// turns, rest, a fast run across several pages, rest; 60 frames a second.
    public static func path(frames: Int = 200, pages: Int) -> [Double] {
        func ease(_ t: Double) -> Double { t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2 }
        // (start frame, frames, from page, to page)
        let moves: [(Int, Int, Double, Double)] = [(20, 18, 0, 1), (50, 9, 1, 2), (59, 9, 2, 3), (68, 9, 3, 2), (100, 24, 2, Double(pages - 1)), (150, 20, Double(pages - 1), 1)]
        return (0..<frames).map { f in
            var p = 0.0
            for (start, n, a, b) in moves where f >= start {
                p = f >= start + n ? b : a + (b - a) * ease(Double(f - start) / Double(n))
            }
            return p
        }
    }
}

/// Draws frames of a synthetic control over a moving carousel, as 8-bit RGB.
public struct SyntheticFrames {
    public var width: Int
    public var height: Int
    public var dark: Bool
    /// The current element's colour differs by hue (blue) instead of brightness.
    public var blue = false
    /// The ordinary elements' colour instead of the theme's (RGB, 0-255).
    public var ordinaryColour: [Double]?

    /// How much of their colour the ordinary elements lay over what is behind them (1
    /// opaque; less, an overlay that tints each page's colour in turn).
    public var ordinaryOpacity = 1.0
    /// The current element's colour instead of the theme's (RGB, 0-255).
    public var currentColour: [Double]?
    /// A colour per page behind everything (a page colour that slides in behind the dots
    /// as the carousel moves), instead of the theme's one background.
    public var pageColours: [[Double]]?
    /// With `pageColours`: the whole background takes the page's colour, fading into the
    /// next page's as the carousel moves (instead of pages sliding in).
    public var fading = false
    /// A strip of this colour from just below the elements to the frame's bottom (the
    /// page's margin under a card that ends close below the dots).
    public var marginBelow: [Double]?
    /// Where the cards above end, as a share of the frame's height (a photo's edge close
    /// above the dots when near their line).
    public var cardBottom = 0.6
    /// Ordinary elements drawn as outlines this thick (px), the current one filled.
    public var ringStroke: Double?
    /// Elements drawn as rectangles with corners of this radius (a share of half their
    /// thickness: 0 square, 1 a capsule) instead of capsules.
    public var corner: Double?
    /// Key frames only this many frames apart (and none at a change of scene), instead of
    /// the encoder's own choice: a long screen recording with one key frame.
    public var keyframeInterval: Int?

    public init(width: Int, height: Int, dark: Bool) {
        self.width = width
        self.height = height
        self.dark = dark
    }

    var background: [Double] { dark ? [20, 20, 24] : [242, 242, 247] }
    var ordinary: [Double] { ordinaryColour ?? (dark ? [120, 120, 128] : [190, 190, 196]) }
    var current: [Double] { currentColour ?? (blue ? [10, 110, 250] : dark ? [250, 250, 250] : [40, 40, 46]) }

    /// One frame: the carousel's pages (stripes) above, moved by `position`, and `elements`.
    public func draw(_ elements: [SyntheticControl.Element], position: Double) -> [UInt8] {
        var rgb = [Double](repeating: 0, count: width * height * 3)
        let bg = background
        for p in 0..<(width * height) { rgb[3 * p] = bg[0]; rgb[3 * p + 1] = bg[1]; rgb[3 * p + 2] = bg[2] }
        if let colours = pageColours, !colours.isEmpty, fading {
            let page = Int(position.rounded(.down)), f = position - Double(page)
            let a = colours[page % colours.count], b = colours[(page + 1) % colours.count]
            let c = (0..<3).map { a[$0] * (1 - f) + b[$0] * f }
            for p in 0..<(width * height) { rgb[3 * p] = c[0]; rgb[3 * p + 1] = c[1]; rgb[3 * p + 2] = c[2] }
        } else if let colours = pageColours, !colours.isEmpty {
            for y in 0..<height {
                for x in 0..<width {
                    let page = Int(((Double(x) + position * Double(width)) / Double(width)).rounded(.down))
                    let c = colours[((page % colours.count) + colours.count) % colours.count]
                    let i = 3 * (y * width + x)
                    rgb[i] = c[0]; rgb[i + 1] = c[1]; rgb[i + 2] = c[2]
                }
            }
        }
        if let margin = marginBelow, let lowest = elements.map({ $0.y + $0.height / 2 }).max() {
            let thick = elements.map(\.height).max() ?? 0
            for y in max(0, Int((lowest + 0.9 * thick).rounded(.up)))..<height {
                for x in 0..<width { let i = 3 * (y * width + x); rgb[i] = margin[0]; rgb[i + 1] = margin[1]; rgb[i + 2] = margin[2] }
            }
        }
        // Content above: a card per page with stripes, sliding with the position.
        let top = Int(Double(height) * 0.08), bottom = Int(Double(height) * cardBottom)
        for y in top..<bottom {
            for x in 0..<width {
                let u = Double(x) + position * Double(width)
                let page = Int((u / Double(width)).rounded(.down))
                let stripe = Int(u / 23) % 2 == 0
                let shade = stripe ? 90.0 + Double((page * 37) % 80) : 160.0
                let i = 3 * (y * width + x)
                rgb[i] = shade; rgb[i + 1] = 200 - shade / 2; rgb[i + 2] = 120
            }
        }
        // Elements: capsules, coverage from 16 × 16 samples a pixel.
        let n = 16
        for e in elements {
            let fg = e.current ? current : ordinary
            let r = min(e.width, e.height) / 2
            let x0 = max(0, Int((e.x - e.width / 2).rounded(.down)) - 1), x1 = min(width - 1, Int((e.x + e.width / 2).rounded(.up)) + 1)
            let y0 = max(0, Int((e.y - e.height / 2).rounded(.down)) - 1), y1 = min(height - 1, Int((e.y + e.height / 2).rounded(.up)) + 1)
            guard x0 <= x1, y0 <= y1 else { continue }
            // The capsule's core segment.
            let hx = max(0, e.width / 2 - r), hy = max(0, e.height / 2 - r)
            for py in y0...y1 {
                for px in x0...x1 {
                    var inside = 0
                    for sy in 0..<n {
                        let y = Double(py) + (Double(sy) + 0.5) / Double(n) - e.y
                        let cy = max(0, abs(y) - hy)
                        for sx in 0..<n {
                            let x = Double(px) + (Double(sx) + 0.5) / Double(n) - e.x
                            let cx = max(0, abs(x) - hx)
                            if let corner {
                                // (A rounded rectangle's distance from its edge, negative inside.)
                                let rc = corner * r
                                let qx = abs(x) - (e.width / 2 - rc), qy = abs(y) - (e.height / 2 - rc)
                                let d = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot() + min(max(qx, qy), 0) - rc
                                if d <= 0, e.current || ringStroke == nil || d >= -ringStroke! { inside += 1 }
                                continue
                            }
                            let d2 = cx * cx + cy * cy
                            if d2 <= r * r, e.current || ringStroke == nil || d2 >= (r - ringStroke!) * (r - ringStroke!) { inside += 1 }
                        }
                    }
                    guard inside > 0 else { continue }
                    let a = Double(inside) / Double(n * n) * (e.current ? 1 : ordinaryOpacity)
                    let i = 3 * (py * width + px)
                    for c in 0..<3 { rgb[i + c] = rgb[i + c] * (1 - a) + fg[c] * a }
                }
            }
        }
        return rgb.map { UInt8(max(0, min(255, $0.rounded()))) }
    }

    /// Encodes `frames` (RGB) to an H.264 4:2:0 MP4 at crf 20, 60 fps (key frames
    /// `keyframeInterval` apart when given).
    public func encode(_ frames: [[UInt8]], to path: String) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["ffmpeg", "-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", "\(width)x\(height)", "-r", "60", "-i", "-",
                       "-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "20", "-preset", "fast"]
            + (keyframeInterval.map { ["-g", "\($0)", "-sc_threshold", "0"] } ?? []) + [path]
        let pipe = Pipe()
        p.standardInput = pipe
        try p.run()
        for f in frames { try pipe.fileHandleForWriting.write(contentsOf: Data(f)) }
        try pipe.fileHandleForWriting.close()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
}
