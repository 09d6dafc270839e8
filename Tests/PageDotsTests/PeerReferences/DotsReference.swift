// DotsReference.swift
//
// Independent, pure-Swift (Foundation only) reference of the geometry drawn by the
// Jetpack Compose `DotsIndicator` of tommybuonomo/dotsindicator, written directly from
// the Kotlin source. Intended as an oracle for conformance tests, not as production code.
//
// Source: github.com/tommybuonomo/dotsindicator @ 6ac14908b89129ff786ec11ac2eb056992f054ed
// All file:line citations are relative to
//   viewpagerdotsindicator/src/main/kotlin/com/tbuonomo/viewpagerdotsindicator/compose/
// i.e. "DotsIndicator.kt:58" means compose/DotsIndicator.kt line 58,
//      "Shift.kt:58" means compose/type/ShiftIndicatorType.kt line 58 (likewise
//      Spring.kt, Worm.kt, Balloon.kt, Dot.kt, DotGraphic.kt = compose/model/DotGraphic.kt).
//
// UNITS: every length is in dp, treated here as points. Compose rounds most sizes and
// offsets to whole device pixels (roundToPx); this reference does NOT round.
//
// COORDINATE CONVENTION (all outputs):
//   x = physical distance from the LEFT edge of the indicator's layout box
//       (the outer Box == the LazyRow, which is fillMaxWidth, so its width is the
//       `containerWidth` the parent offers). x grows to the right in both LTR and RTL.
//   y = distance from the TOP edge of that Box.
//   If `containerWidth` is nil, the "tight" width is used: occupied + 2*dotSpacing
//   (the smallest width at which nothing scrolls), so the leftmost dot's layout box
//   starts at x = dotSpacing.
//
// OUTPUT ORDER: dots in index order (index 0...count-1), then the moving indicator
// (index == -1) if the type has one. This is also the paint order (the indicator is the
// later child of the Box, Spring.kt:91 / Worm.kt:118, so it is drawn on top).
//
// Nothing in the library is time-based: no animate*AsState / Animatable anywhere in
// compose/. Every shape is a pure function of (dotCount, pager position, params,
// container width, layout direction). The only non-pure aspect is that Spring/Worm
// need one extra layout pass before the indicator appears (see dotsindicator.md).

import Foundation

// MARK: - Model

/// Mirrors `DotGraphic` (DotGraphic.kt:9-15). Colors are plain names for documentation.
enum ComposeShape: Equatable {
    /// CircleShape (DotGraphic.kt:12) == RoundedCornerShape(50%): radius = min(w,h)/2
    case circle
    /// RoundedCornerShape(r.dp): radius = min(r, min(w,h)/2)
    case roundedCorner(Double)
    /// RectangleShape
    case rectangle

    func cornerRadius(width: Double, height: Double) -> Double {
        let half = max(0, min(width, height) / 2)
        switch self {
        case .circle: return half
        case .roundedCorner(let r): return min(max(r, 0), half)
        case .rectangle: return 0
        }
    }
}

struct DotGraphic: Equatable {
    var size: Double = 16            // DotGraphic.kt:10  (16.dp)
    var color: String = "white"      // DotGraphic.kt:11  (Color.White)
    var shape: ComposeShape = .circle    // DotGraphic.kt:12  (CircleShape)
    var borderWidth: Double? = nil   // DotGraphic.kt:13  (null => no border, Dot.kt:30-36)
    var borderColor: String = "white" // DotGraphic.kt:14 (Color.White)
}

struct DrawnShape: Equatable {
    /// Dot index (0-based, pager order), or -1 for the moving indicator (Spring selector / Worm).
    var index: Int
    var cx: Double
    var cy: Double
    var width: Double
    var height: Double
    var cornerRadius: Double
    /// "dot" = the type's dotsGraphic.color; "selected" = selectorDotGraphic / wormDotGraphic color.
    /// Shift and Balloon have NO separate selected colour: every dot is "dot".
    var color: String
    /// Visual border width (0 when DotGraphic.borderWidth == nil). Border is drawn INSIDE the
    /// shape bounds (Modifier.border). For Balloon it is scaled with the dot.
    var borderWidth: Double = 0

    var left: Double { cx - width / 2 }
    var right: Double { cx + width / 2 }
    var top: Double { cy - height / 2 }
    var bottom: Double { cy + height / 2 }
}

// MARK: - Parameters (library defaults)
// Nested in DotsRef (DotsRef.ShiftParams etc.) so they cannot clash with other reference files
// that may be compiled alongside this one (e.g. a top-level `WormParams`).

extension DotsRef {

    struct ShiftParams {
        var dotsGraphic = DotGraphic()          // Shift.kt:19  DotGraphic() -> 16dp white circle
        var shiftSizeFactor: Double = 3         // Shift.kt:20  3f
        var dotSpacing: Double = 12             // DotsIndicator.kt:21/42  12.dp (a DotsIndicator param)
        /// Height of the indicator Box: LazyRow height = item height = dot size (Top-aligned row).
        var boxHeight: Double { dotsGraphic.size }
    }

    struct SpringParams {
        var dotsGraphic = DotGraphic()                          // Spring.kt:24  DotGraphic()
        var selectorDotGraphic = DotGraphic(color: "black")     // Spring.kt:25  DotGraphic(color = Color.Black)
        var dotSpacing: Double = 12                             // DotsIndicator.kt:21/42
        /// Box wraps max(child sizes): LazyRow height = dot size; selector measured size = selector size.
        var boxHeight: Double { max(dotsGraphic.size, selectorDotGraphic.size) }
    }

    struct WormParams {
        var dotsGraphic = DotGraphic()                          // Worm.kt:25  DotGraphic()
        var wormDotGraphic = DotGraphic(color: "white")         // Worm.kt:26  DotGraphic(color = Color.White) (!)
        var dotSpacing: Double = 12                             // DotsIndicator.kt:21/42
        var boxHeight: Double { max(dotsGraphic.size, wormDotGraphic.size) }
    }

    struct BalloonParams {
        var dotsGraphic = DotGraphic(size: 12)                  // Balloon.kt:21  DotGraphic(size = 12.dp)
        var balloonSizeFactor: Double = 1.5                     // Balloon.kt:22  1.5f
        var dotSpacing: Double = 12                             // DotsIndicator.kt:21/42
        /// LazyRow is given .height(size * factor) (Balloon.kt:36); Box wraps it.
        var boxHeight: Double { dotsGraphic.size * balloonSizeFactor }
    }
}

// MARK: - Reference

enum DotsRef {

    // ---------------------------------------------------------------------------------
    // Pager position -> "globalOffset" (DotsIndicator.kt:57-71), computed in Float like Kotlin.
    // ---------------------------------------------------------------------------------

    /// Faithful port of `computeGlobalScrollOffset` (DotsIndicator.kt:58-71), Float arithmetic.
    static func computeGlobalScrollOffset(position: Int, positionOffset: Float, totalCount: Int) -> Float {
        var offset = Float(position) + positionOffset                 // DotsIndicator.kt:59
        let lastPageIndex = Float(totalCount - 1)                     // DotsIndicator.kt:60
        if offset == lastPageIndex {                                  // DotsIndicator.kt:61
            offset = lastPageIndex - 0.0001                           // DotsIndicator.kt:62
        }
        // Kotlin Float.toInt(): truncates toward zero, NaN -> 0, saturates (DotsIndicator.kt:64).
        // Guard so Swift does not trap. NOT modelled: NaN input (Kotlin returns NaN when
        // dotCount >= 2) and |offset| >= 2^31 (Kotlin saturates, Int overflow, garbage result).
        guard offset.isFinite, abs(offset) < 1e9 else { return 0 }
        let leftPosition = Int(offset)                                // DotsIndicator.kt:64 (truncation!)
        let rightPosition = leftPosition + 1                          // DotsIndicator.kt:65
        if Float(rightPosition) > lastPageIndex || leftPosition < 0 { // DotsIndicator.kt:66
            return 0                                                  // DotsIndicator.kt:67
        }
        // Kotlin `%` on Float is a truncating remainder (sign of dividend) (DotsIndicator.kt:70)
        return Float(leftPosition) + offset.truncatingRemainder(dividingBy: 1)
    }

    /// Convenience: split a real pager position the way Compose's PagerState does
    /// (currentPage = nearest page, currentPageOffsetFraction in [-0.5, 0.5]) and map it.
    /// DotsIndicator.kt:31-32 passes pagerState.currentPage / currentPageOffsetFraction.
    static func globalOffset(position: Double, count: Int) -> Double {
        let page = Int((position).rounded(.toNearestOrAwayFromZero))
        let fraction = Float(position - Double(page))
        return Double(computeGlobalScrollOffset(position: page, positionOffset: fraction, totalCount: count))
    }

    /// Resolves the value every type actually consumes.
    /// rawGlobalOffset == true bypasses DotsIndicator.kt:58-71 (feeds `position` straight in).
    private static func g(_ position: Double, _ count: Int, _ raw: Bool) -> Double {
        raw ? position : globalOffset(position: position, count: count)
    }

    // ---------------------------------------------------------------------------------
    // Row layout shared by all four types: LazyRow(fillMaxWidth,
    //   horizontalArrangement = Arrangement.spacedBy(dotSpacing, CenterHorizontally),
    //   contentPadding = PaddingValues(start = dotSpacing, end = dotSpacing))
    // Shift.kt:31-51, Spring.kt:43-70, Worm.kt:45-72, Balloon.kt:33-58.
    // ---------------------------------------------------------------------------------

    struct Row {
        var containerWidth: Double
        var occupied: Double      // sum(widths) + (n-1)*spacing
        var fits: Bool            // false => LazyRow scrolls; items start at the start padding
        var lefts: [Double]       // physical left edge of each item's LAYOUT box, by dot index
    }

    static func rowLayout(widths: [Double], spacing: Double, containerWidth: Double?, rtl: Bool) -> Row {
        let n = widths.count
        let occupied = widths.reduce(0, +) + spacing * Double(max(n - 1, 0))     // spacedBy: gaps only between items
        let w = containerWidth ?? (occupied + 2 * spacing)                      // tight width if not given
        let avail = w - 2 * spacing                                              // contentPadding start+end = dotSpacing each
        let fits = occupied <= avail
        // CenterHorizontally inside the padded area; when it does not fit, items start at the
        // start padding (scroll position 0; the LazyRow is user-scrollable and never auto-scrolls).
        let start = spacing + (fits ? (avail - occupied) / 2 : 0)
        var lefts: [Double] = []
        var x = start
        for wi in widths { lefts.append(x); x += wi + spacing }
        if rtl {
            // LazyRow keeps the parent's direction (Spring.kt:42, Worm.kt:44; Shift/Balloon never
            // override it): item 0 is at the right. The whole row is the mirror image of LTR.
            lefts = zip(lefts, widths).map { w - $0 - $1 }
        }
        return Row(containerWidth: w, occupied: occupied, fits: fits, lefts: lefts)
    }

    private static func border(_ gr: DotGraphic, scale: Double = 1) -> Double {
        (gr.borderWidth ?? 0) * scale                                            // Dot.kt:29-37
    }

    /// The still dots Spring and Worm draw under their selector: one `Dot(dotsGraphic)`
    /// per page in the row (Spring.kt:60, Worm.kt:62).
    private static func staticDots(_ count: Int, _ gr: DotGraphic, _ row: Row) -> [DrawnShape] {
        let ds = gr.size
        return (0..<count).map { i in
            DrawnShape(index: i, cx: row.lefts[i] + ds / 2, cy: ds / 2, width: ds, height: ds,
                       cornerRadius: gr.shape.cornerRadius(width: ds, height: ds),
                       color: "dot", borderWidth: border(gr))
        }
    }

    // ---------------------------------------------------------------------------------
    // SHIFT — every dot same colour; the dot at the position is stretched horizontally.
    // ---------------------------------------------------------------------------------

    static func shiftDotWidth(index: Int, globalOffset g: Double, p: ShiftParams) -> Double {
        let diffFactor = 1 - min(abs(Double(index) - g), 1)                           // Shift.kt:58
        let widthToAdd = max(p.shiftSizeFactor - 1, 0) * p.dotsGraphic.size * diffFactor // Shift.kt:59
        return p.dotsGraphic.size + widthToAdd                                        // Shift.kt:60
    }

    static func shift(count: Int, position: Double, p: ShiftParams = .init(),
                      containerWidth: Double? = nil, rtl: Bool = false,
                      rawGlobalOffset: Bool = false) -> [DrawnShape] {
        guard count > 0 else { return [] }
        let go = g(position, count, rawGlobalOffset)
        // Layout width of each item = dotWidth: Modifier.width(dotWidth) (Shift.kt:41) precedes
        // Dot's .size(size) (Dot.kt:28), whose width is coerced to the exact incoming width.
        let widths = (0..<count).map { shiftDotWidth(index: $0, globalOffset: go, p: p) }
        let row = rowLayout(widths: widths, spacing: p.dotSpacing, containerWidth: containerWidth, rtl: rtl)
        let h = p.dotsGraphic.size                          // height from .size(size) (Dot.kt:28); row is Top-aligned
        return (0..<count).map { i in
            DrawnShape(index: i,
                       cx: row.lefts[i] + widths[i] / 2,
                       cy: h / 2,
                       width: widths[i], height: h,
                       cornerRadius: p.dotsGraphic.shape.cornerRadius(width: widths[i], height: h), // Dot.kt:24-27
                       color: "dot",                                                               // Shift.kt:46
                       borderWidth: border(p.dotsGraphic))
        }
    }

    // ---------------------------------------------------------------------------------
    // SPRING — static dots + one selector dot sliding linearly between dot 0 and dot n-1.
    // (No spring physics / stretching in the Compose version.)
    // ---------------------------------------------------------------------------------

    static func spring(count: Int, position: Double, p: SpringParams = .init(),
                       containerWidth: Double? = nil, rtl: Bool = false,
                       rawGlobalOffset: Bool = false) -> [DrawnShape] {
        guard count > 0 else { return [] }
        let go = g(position, count, rawGlobalOffset)
        let ds = p.dotsGraphic.size, ss = p.selectorDotGraphic.size
        let row = rowLayout(widths: Array(repeating: ds, count: count), spacing: p.dotSpacing,
                            containerWidth: containerWidth, rtl: rtl)
        var out = staticDots(count, p.dotsGraphic, row)                                  // Spring.kt:60
        // Selector exists only once BOTH dot 0 and dot n-1 reported a position (Spring.kt:72).
        // With count == 1 the `when` matches branch 0 first (Spring.kt:48), so the last-dot
        // branch (Spring.kt:53) never runs and no selector is ever drawn.
        guard count >= 2 else { return out }
        let firstX = row.lefts[0]                     // positionInParent().x of dot 0 (Spring.kt:50), physical
        let lastX = row.lefts[count - 1]              // positionInParent().x of dot n-1 (Spring.kt:55), physical
        let centeredOffset = (ds - ss) / 2            // Spring.kt:75
        let x = firstX + (lastX - firstX) / Double(count - 1) * go   // Spring.kt:111-112
            + centeredOffset                                           // Spring.kt:114
        // absoluteOffset(x, y = centeredOffset) in a forced-LTR Box (Spring.kt:40, 92-95)
        out.append(DrawnShape(index: -1, cx: x + ss / 2, cy: centeredOffset + ss / 2, width: ss, height: ss,
                              cornerRadius: p.selectorDotGraphic.shape.cornerRadius(width: ss, height: ss),
                              color: "selected", borderWidth: border(p.selectorDotGraphic)))
        return out
    }

    // ---------------------------------------------------------------------------------
    // WORM — static dots + a pill that first grows toward the next dot (fraction 0..0.5),
    // then its trailing edge catches up (fraction 0.5..1).
    // ---------------------------------------------------------------------------------

    static func worm(count: Int, position: Double, p: WormParams = .init(),
                     containerWidth: Double? = nil, rtl: Bool = false,
                     rawGlobalOffset: Bool = false) -> [DrawnShape] {
        guard count > 0 else { return [] }
        let go = g(position, count, rawGlobalOffset)
        let ds = p.dotsGraphic.size, ws = p.wormDotGraphic.size
        let row = rowLayout(widths: Array(repeating: ds, count: count), spacing: p.dotSpacing,
                            containerWidth: containerWidth, rtl: rtl)
        var out = staticDots(count, p.dotsGraphic, row)                                  // Worm.kt:62
        guard count >= 2 else { return out }          // same `when` shadowing as Spring (Worm.kt:49-60, 74)
        let firstX = row.lefts[0]                     // Worm.kt:52
        let lastX = row.lefts[count - 1]              // Worm.kt:57
        let centeredOffset = (ds - ws) / 2                                   // Worm.kt:77
        let distance = abs(lastX - firstX) / Double(count - 1)               // Worm.kt:83
        let signedDistance = (lastX - firstX) / Double(count - 1)            // Worm.kt:88
        let boxWidth = distance + ws                                         // Worm.kt:93 (.width, Worm.kt:125)
        let frac = go.truncatingRemainder(dividingBy: 1)                     // Kotlin `% 1.0f` (Worm.kt:98-99)
        let endPaddingOffset = 1 - min(max(frac * 2, 0), 1)                  // Worm.kt:98
        let startPaddingOffset = min(max((frac - 0.5) * 2, 0), 1)           // Worm.kt:99
        let startPadding = distance * startPaddingOffset                     // Worm.kt:100
        let endPadding = distance * endPaddingOffset                         // Worm.kt:101
        // RTL swaps roles (Worm.kt:106-107); padding(start,end) is evaluated in the forced-LTR
        // scope (Worm.kt:42), so "start" == physical left here.
        let padLeft = rtl ? endPadding : startPadding
        let padRight = rtl ? startPadding : endPadding
        // Anchor: floor(globalOffset) (Worm.kt:111-113) — NOTE floor, not truncation, unlike frac.
        let boxLeft = firstX + signedDistance * floor(go)                    // Worm.kt:110-113
            + centeredOffset + min(0, signedDistance)                        // Worm.kt:115
        // Modifier order absoluteOffset -> width -> padding -> (Dot) background/size/border
        // (Worm.kt:120-126, Dot.kt:23-37): the pill is the box minus the paddings.
        let left = boxLeft + padLeft
        let right = boxLeft + boxWidth - padRight
        let w = max(0, right - left)
        out.append(DrawnShape(index: -1, cx: left + w / 2, cy: centeredOffset + ws / 2, width: w, height: ws,
                              cornerRadius: p.wormDotGraphic.shape.cornerRadius(width: w, height: ws),
                              color: "selected", borderWidth: border(p.wormDotGraphic)))
        return out
    }

    // ---------------------------------------------------------------------------------
    // BALLOON — every dot same colour; dot near the position is drawn scaled up (graphics
    // layer scale about its centre; layout size unchanged, so positions never move).
    // ---------------------------------------------------------------------------------

    static func balloonScale(index: Int, globalOffset g: Double, p: BalloonParams) -> Double {
        let s = p.dotsGraphic.size
        let diffFactor = 1 - min(abs(Double(index) - g), 1)                          // Balloon.kt:65
        let sizeToAdd = max(p.balloonSizeFactor - 1, 0) * s * diffFactor             // Balloon.kt:66
        return (s + sizeToAdd) / s                                                   // Balloon.kt:67
    }

    static func balloon(count: Int, position: Double, p: BalloonParams = .init(),
                        containerWidth: Double? = nil, rtl: Bool = false,
                        rawGlobalOffset: Bool = false) -> [DrawnShape] {
        guard count > 0 else { return [] }
        let go = g(position, count, rawGlobalOffset)
        let s = p.dotsGraphic.size
        let rowHeight = s * p.balloonSizeFactor                   // Balloon.kt:36 (not coerced: factor<1 shrinks it)
        // Item height: .size(s) (Dot.kt:28) coerced into the LazyRow's max height rowHeight.
        let layoutH = min(s, rowHeight)
        let row = rowLayout(widths: Array(repeating: s, count: count), spacing: p.dotSpacing,
                            containerWidth: containerWidth, rtl: rtl)
        return (0..<count).map { i in
            let k = balloonScale(index: i, globalOffset: go, p: p)   // Modifier.scale(k) (Balloon.kt:46)
            return DrawnShape(index: i,
                              cx: row.lefts[i] + s / 2,            // scale pivot = centre; layout width s
                              cy: rowHeight / 2,                   // CenterVertically (Balloon.kt:58)
                              width: s * k, height: layoutH * k,
                              cornerRadius: p.dotsGraphic.shape.cornerRadius(width: s, height: layoutH) * k,
                              color: "dot",                        // Balloon.kt:51
                              borderWidth: border(p.dotsGraphic, scale: k))
        }
    }
}
