// SmoothReference.swift
//
// Independent pure-Swift reference of the painting geometry of the Flutter
// package smooth_page_indicator 2.0.1 (git HEAD cb0ee1c of
// github.com/Milad-Akarie/smooth_page_indicator). Written directly from the Dart
// source; every formula cites "file:line" of that source. Paths are abbreviated:
//   IP  = lib/src/painters/indicator_painter.dart
//   IE  = lib/src/effects/indicator_effect.dart
//   SP  = lib/src/painters/slide_painter.dart          SE  = lib/src/effects/slide_effect.dart
//   WP  = lib/src/painters/swap_painter.dart           WE  = lib/src/effects/swap_effect.dart
//   WMP = lib/src/painters/worm_painter.dart           WME = lib/src/effects/worm_effect.dart
//   JP  = lib/src/painters/jumping_dot_painter.dart    JE  = lib/src/effects/jumping_dot_effect.dart
//   DP  = lib/src/painters/scrolling_dots_painter.dart
//   DFP = lib/src/painters/scrolling_dots_painter_with_fixed_center.dart
//   DE  = lib/src/effects/scrolling_dots_effect.dart
//   CP  = lib/src/painters/customizable_painter.dart   CE  = lib/src/effects/customizable_effect.dart
//   SPI = lib/src/smooth_page_indicator.dart
//
// COORDINATE CONVENTION
//   * Canvas coordinates of the painter BEFORE the widget's RotatedBox
//     (SPI:203-204; horizontal LTR = quarterTurns 0).  x grows right from the
//     canvas's LEFT edge (x = 0), y grows DOWN from the canvas's TOP edge (y = 0).
//     The peer paints from canvas-left = 0 (IP:60, SP:46, ...).
//   * Canvas size is `size(count:p:)` of each effect (IE:81-83 and overrides).
//     CustomPaint does NOT clip: shapes may extend outside the canvas (swap portal,
//     scrolling dots) and are still painted by the peer.
//   * `offset` is the value the painter receives: SmoothPageIndicator passes
//     `controller.page % count` (SPI:137), AnimatedSmoothIndicator passes
//     `tween.evaluate(animation) % count` (SPI:333); Dart's `%` is non-negative,
//     so offset is in [0, count).  offset > count-1 is the last->first "portal".
//   * Returned arrays are in PAINT ORDER (later entries paint over earlier ones).
//   * Any canvas.translate the peer applies (JP:30, CP:50) is folded into cy.
//   * `radius` is the radius the Dart code passes (unclamped).  At draw time the
//     engine (Skia SkRRect::setRectRadii / Impeller RoundRect) scales all radii
//     down uniformly so opposite corners fit; for a uniform circular radius r this
//     gives `effectiveRadius = min(r, width/2, height/2)` (see PaintedRRect).
//   * Colours: .inactive = effect dotColor (IP:37,40), .active = activeDotColor
//     (IP:38), .blend(s) = Color.lerp with share s of the active colour.  For
//     CustomizableEffect .inactive/.active/.blend refer to dotDecoration.color /
//     activeDotDecoration.color and .border(s) to their dotBorder colours.

import Foundation

enum PaintColor: Equatable {
    case inactive
    case active
    /// Color.lerp(inactive, active, share) component-wise (share of active).
    case blend(Double)
    /// CustomizableEffect border colour: lerp(dotDecoration.dotBorder.color,
    /// activeDotDecoration.dotBorder.color, share).
    case border(Double)
    case other(String)
}

enum PaintStyle { case fill, stroke }

/// Elliptical corner radius (x = horizontal, y = vertical).
struct CornerRadius: Equatable { var x: Double; var y: Double }

struct PaintedRRect {
    var cx: Double
    var cy: Double
    var width: Double
    var height: Double
    /// Uniform circular radius as passed by the Dart code (unclamped).  For
    /// CustomizableEffect see `corners` (radius = corners[0].x there).
    var radius: Double
    var color: PaintColor
    /// nil = fill; otherwise stroke of this width centred on the outline
    /// (0 = Flutter hairline, 1 physical pixel).
    var strokeWidth: Double?
    /// Radians, clockwise on screen (y down), about (cx, cy). Only Customizable.
    var rotation: Double = 0
    /// Per-corner elliptical radii [topLeft, topRight, bottomRight, bottomLeft]
    /// (only CustomizableEffect, CP:75-100); nil = uniform circular `radius`.
    var corners: [CornerRadius]? = nil
    /// true = drawn into a saveLayer and then everything inside the canvas rect
    /// but outside the union of the still-dot shapes is cleared (BlendMode.clear),
    /// i.e. visible only inside still dots (or outside the canvas rect).
    /// IP:75-82 with SP:56-60 / WMP:72-77.
    var maskedToStillDots: Bool = false

    var left: Double { cx - width / 2 }
    var right: Double { cx + width / 2 }
    var top: Double { cy - height / 2 }
    var bottom: Double { cy + height / 2 }
    /// Engine radius clamping for the uniform case (not Dart code).
    var effectiveRadius: Double { max(0, min(radius, width / 2, height / 2)) }

    static func ltrb(_ l: Double, _ t: Double, _ r: Double, _ b: Double,
                     radius: Double, color: PaintColor, strokeWidth: Double?) -> PaintedRRect {
        PaintedRRect(cx: (l + r) / 2, cy: (t + b) / 2, width: r - l, height: b - t,
                     radius: radius, color: color, strokeWidth: strokeWidth)
    }
}

/// Shared BasicIndicatorEffect parameters; defaults are identical in every
/// effect below: SE:19-25, WE:19-26, WME:18-25, JE:24-30, DE:42-49.
struct BasicParams {
    var dotWidth: Double = 16.0
    var dotHeight: Double = 16.0
    var spacing: Double = 8.0
    var radius: Double = 16.0
    var strokeWidth: Double = 1.0
    var paintStyle: PaintStyle = .fill
    /// IP:45  distance between dot lefts
    var distance: Double { dotWidth + spacing }
    /// IP:39-42  still/inactive dot paint: style + strokeWidth
    var inactiveStroke: Double? { paintStyle == .stroke ? strokeWidth : nil }
}

enum SlideType { case normal, slideUnder }                         // SE:59-65
enum SwapType { case normal, yRotation, zRotation }                // WE:70-79
enum WormType { case normal, thin, underground, thinUnderground }  // WME:59-73

struct SlideParams { var basic = BasicParams(); var type: SlideType = .normal }      // SE:16-27
struct SwapParams { var basic = BasicParams(); var type: SwapType = .normal }        // WE:16-27
struct WormParams { var basic = BasicParams(); var type: WormType = .normal }        // WME:16-27
struct JumpingParams {                                                               // JE:19-31
    var basic = BasicParams()
    var jumpScale: Double = 1.4        // JE:21
    var verticalOffset: Double = 0.0   // JE:22
}
struct ScrollingParams {                                                             // DE:35-51
    var basic = BasicParams()
    var activeStrokeWidth: Double = 1.5  // DE:36 (only used by fixedCenter, DFP:78)
    var activeDotScale: Double = 1.3     // DE:37
    var smallDotScale: Double = 0.66     // DE:38
    var maxVisibleDots: Int = 5          // DE:39, asserted >= 5 and odd (DE:51)
    var fixedCenter: Bool = false        // DE:40
}

enum DotBorderType { case solid, none }                                              // CE:173-179
struct DotBorderRef {                                                                // CE:196-201
    var width: Double = 1.0
    var padding: Double = 0.0
    var type: DotBorderType = .solid
    /// DotBorder.none: width 0, colour transparent, padding 0, type none (CE:208-214)
    static let none = DotBorderRef(width: 0, padding: 0, type: .none)
    /// CE:204-205
    var neededSpace: Double { type == .none ? 0.0 : (width / 2 + padding * 2) }
}
struct DotDecorationRef {                                                            // CE:126-133
    /// [topLeft, topRight, bottomRight, bottomLeft]; default BorderRadius.zero
    var borderRadius: [CornerRadius] = Array(repeating: CornerRadius(x: 0, y: 0), count: 4)
    var border: DotBorderRef = .none
    var verticalOffset: Double = 0.0
    /// DEGREES (converted at CP:138)
    var rotationAngle: Double = 0.0
    var width: Double = 8
    var height: Double = 8
    // color defaults to Colors.white (CE:128); colours are symbolic here.
}
struct CustomizableParams {                                                          // CE:33-39
    var dotDecoration = DotDecorationRef()        // required in Dart (no default)
    var activeDotDecoration = DotDecorationRef()  // required in Dart (no default)
    var spacing: Double = 8
}

typealias CentreInterval = (from: Double, to: Double, active: Bool)

enum SmoothRef {

    // MARK: helpers

    /// ui.lerpDouble: a*(1-t) + b*t
    static func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a * (1.0 - t) + b * t }

    static func mix(_ shareOfActive: Double) -> PaintColor {
        if shareOfActive == 0 { return .inactive }
        if shareOfActive == 1 { return .active }
        return .blend(shareOfActive)
    }

    /// Dart `double.toInt()` (truncation) and `floor()`; equal for offset >= 0.
    static func frac(_ offset: Double) -> Double { offset - offset.rounded(.towardZero) } // SP:31, WMP:30, JP:34, DP:43

    // MARK: base painter (IP)

    /// IE:81-83  Size(dotWidth*count + spacing*(count-1), dotHeight)
    /// (used by Slide, Worm; Swap/Jumping/Scrolling/Customizable override).
    static func basicSize(count: Int, p: BasicParams) -> (width: Double, height: Double) {
        (p.dotWidth * Double(count) + p.spacing * Double(count - 1), p.dotHeight)
    }

    /// IP:59-70  still dot i: left = i*distance (IP:60), centred on size.height/2
    /// (IP:61-67), RRect.fromRectAndRadius(Radius.circular(radius)) (IP:36, IP:68),
    /// painted with inactive colour, paintStyle, strokeWidth (IP:39-42, IP:54).
    static func stillDot(_ i: Int, canvasHeight h: Double, p: BasicParams) -> PaintedRRect {
        let x = Double(i) * p.distance                 // IP:60
        let y = h / 2                                  // IP:61
        return .ltrb(x, y - p.dotHeight / 2, x + p.dotWidth, y + p.dotHeight / 2,   // IP:62-67
                     radius: p.radius, color: .inactive, strokeWidth: p.inactiveStroke)
    }

    /// IP:51-56  all `count` still dots.
    static func stillDots(count: Int, canvasHeight h: Double, p: BasicParams) -> [PaintedRRect] {
        (0..<max(count, 0)).map { stillDot($0, canvasHeight: h, p: p) }
    }

    /// IP:86-98  calcPortalTravel(size, xCentre, s): the dot scaled by s about
    /// (xCentre, size.height/2): half-width s*dotWidth/2 (IP:89, named "height"),
    /// half-height s*dotHeight/2 (IP:88, named "width"), radius radius*s (IP:96).
    /// Always painted with the active colour, fill (SP:30, WMP:29, JP:33, WP:30).
    static func portalDot(xCentre: Double, canvasHeight h: Double, scale s: Double,
                          p: BasicParams, yShift: Double = 0) -> PaintedRRect {
        PaintedRRect(cx: xCentre, cy: h / 2 + yShift, width: 2 * s * (p.dotWidth / 2),
                     height: 2 * s * (p.dotHeight / 2), radius: p.radius * s,
                     color: .active, strokeWidth: nil)
    }

    /// SP:33-43, WMP:33-43, JP:37-47: the two portal dots used by slide/worm/jumping.
    static func standardPortal(count: Int, offset: Double, h: Double, p: BasicParams,
                               yShift: Double = 0) -> [PaintedRRect] {
        let t = frac(offset)
        return [
            portalDot(xCentre: p.dotWidth / 2, canvasHeight: h, scale: t, p: p, yShift: yShift),   // SP:34
            portalDot(xCentre: Double(count - 1) * p.distance + p.dotWidth / 2,                   // SP:37-41
                      canvasHeight: h, scale: 1 - t, p: p, yShift: yShift),
        ]
    }

    // MARK: SlideEffect

    static func slideSize(count: Int, p: SlideParams) -> (width: Double, height: Double) {
        basicSize(count: count, p: p.basic)   // IE:81-83 (no override in SE)
    }

    static func slide(count: Int, offset: Double, p: SlideParams) -> [PaintedRRect] {
        let b = p.basic
        let h = slideSize(count: count, p: p).height
        var out = stillDots(count: count, canvasHeight: h, p: b)           // SP:28
        if offset > Double(count - 1) {                                     // SP:33
            out += standardPortal(count: count, offset: offset, h: h, p: b) // SP:34-42 (never masked)
            return out                                                      // SP:43
        }
        let x = offset * b.distance                                         // SP:46
        let y = h / 2                                                       // SP:47
        var r = PaintedRRect.ltrb(x, y - b.dotHeight / 2, x + b.dotWidth, y + b.dotHeight / 2,  // SP:48-54
                                  radius: b.radius, color: .active, strokeWidth: nil)          // SP:30 fill
        r.maskedToStillDots = (p.type == .slideUnder)                       // SP:56-60
        out.append(r)
        return out
    }

    // MARK: SwapEffect

    /// WE:30-38
    static func swapSize(count: Int, p: SwapParams) -> (width: Double, height: Double) {
        var height = p.basic.dotHeight                                        // WE:31
        if p.type == .zRotation { height += height * 0.2 }                    // WE:32-33
        else if p.type == .yRotation { height += p.basic.dotWidth + p.basic.spacing } // WE:34-35
        return (p.basic.dotWidth * Double(count) + p.basic.spacing * Double(count), height) // WE:37
    }

    static func swap(count: Int, offset: Double, p: SwapParams) -> [PaintedRRect] {
        let b = p.basic
        let h = swapSize(count: count, p: p).height
        let current = Int(offset.rounded(.down))        // WP:28
        let t = offset - offset.rounded(.down)          // WP:29
        let dotScale = b.dotWidth * 0.2                 // WP:31
        let yPos = h / 2                                // WP:32
        let xAnchor = b.spacing / 2                     // WP:33
        let d = b.distance
        let portal = offset > Double(count - 1)         // WP:35
        var out: [PaintedRRect] = []
        if portal {                                     // WP:36-52 (no return: loop follows)
            out.append(portalDot(xCentre: b.dotWidth / 2 + xAnchor - (1 - t) * d,          // WP:37-40
                                 canvasHeight: h, scale: t, p: b))
            out.append(portalDot(xCentre: Double(count - 1) * d + b.dotWidth / 2 + xAnchor + t * d, // WP:43-50
                                 canvasHeight: h, scale: 1 - t, p: b))
        }
        // WP:54-64 drawDot: rect (x, y-H/2, x+W, y+H/2) radius r, then RRect.inflate(s):
        // every edge moves out by s, every radius becomes max(0, r+s).
        func drawDot(_ x: Double, _ y: Double, _ color: PaintColor, _ stroke: Double?, _ s: Double = 0) -> PaintedRRect {
            PaintedRRect.ltrb(x - s, y - b.dotHeight / 2 - s, x + b.dotWidth + s, y + b.dotHeight / 2 + s,
                              radius: max(0, b.radius + s), color: color, strokeWidth: stroke)
        }
        let inactiveStroke = b.inactiveStroke   // dotPaint IP:39-42; activePaint is fill (WP:30)
        var i = count - 1
        while i >= 0 {                                                   // WP:66 (descending)
            if (i == current || i - 1 == current) && !portal {           // WP:68
                if p.type == .yRotation {                                // WP:69
                    let pf = t * Double.pi                               // WP:70
                    if i == current {
                        let x = (1 - ((cos(pf) + 1) / 2)) * d            // WP:72
                        let y = -sin(pf) * d / 2                         // WP:73
                        out.append(drawDot(xAnchor + d * Double(i) + x, yPos + y, .active, nil)) // WP:74
                    } else {
                        let x = -(1 - ((cos(pf) + 1) / 2)) * d           // WP:76
                        let y = sin(pf) * d / 2                          // WP:77
                        out.append(drawDot(xAnchor + d * Double(i) + x, yPos + y, .inactive, inactiveStroke)) // WP:78
                    }
                } else {
                    var scale = 0.0                                      // WP:82
                    if p.type == .zRotation {                            // WP:83-88
                        scale = dotScale * t
                        if t > 0.5 { scale = dotScale - dotScale * t }
                    }
                    if i == current {                                    // WP:89-91
                        out.append(drawDot(xAnchor + offset * d, yPos, .active, nil, scale))
                    } else {                                             // WP:93-94
                        out.append(drawDot(xAnchor + (Double(i) - t) * d, yPos, .inactive, inactiveStroke, -scale))
                    }
                }
            } else {
                if portal && i == count - 1 { i -= 1; continue }         // WP:98-100
                var x = xAnchor + Double(i) * d                          // WP:102
                if portal { x += t * d }                                 // WP:103-105
                out.append(drawDot(x, yPos, .inactive, inactiveStroke))  // WP:106
            }
            i -= 1
        }
        return out
    }

    // MARK: WormEffect

    static func wormSize(count: Int, p: WormParams) -> (width: Double, height: Double) {
        basicSize(count: count, p: p.basic)   // IE:81-83 (no override in WME)
    }

    static func worm(count: Int, offset: Double, p: WormParams) -> [PaintedRRect] {
        let b = p.basic
        let h = wormSize(count: count, p: p).height
        var out = stillDots(count: count, canvasHeight: h, p: b)              // WMP:27
        if offset > Double(count - 1) {                                        // WMP:33
            out += standardPortal(count: count, offset: offset, h: h, p: b)    // WMP:34-42
            return out                                                         // WMP:43
        }
        let t = frac(offset)                                                   // WMP:30
        let wormOffset = t * 2                                                 // WMP:46
        let xPos = offset.rounded(.down) * b.distance                          // WMP:47
        let yPos = h / 2                                                       // WMP:48
        var head = xPos                                                        // WMP:49
        var tail = xPos + b.dotWidth + wormOffset * b.distance                 // WMP:50
        let half = b.dotHeight / 2                                             // WMP:51
        let thin = p.type == .thin || p.type == .thinUnderground               // WMP:52-53
        var height = thin ? half + half * (1 - wormOffset) : b.dotHeight       // WMP:54-56
        if wormOffset > 1 {                                                    // WMP:58
            tail = xPos + b.dotWidth + 1 * b.distance                          // WMP:59
            head = xPos + b.distance * (wormOffset - 1)                        // WMP:60
            if thin { height = half + half * (wormOffset - 1) }                // WMP:61-63
        }
        var r = PaintedRRect.ltrb(head, yPos - height / 2, tail, yPos + height / 2,  // WMP:65-71
                                  radius: b.radius, color: .active, strokeWidth: nil) // WMP:29 fill
        r.maskedToStillDots = (p.type == .underground || p.type == .thinUnderground) // WMP:72-77
        out.append(r)
        return out
    }

    // MARK: JumpingDotEffect

    /// JE:34-39
    static func jumpingSize(count: Int, p: JumpingParams) -> (width: Double, height: Double) {
        (p.basic.dotWidth * Double(count) + p.basic.spacing * Double(count - 1),
         max(p.basic.dotHeight, p.basic.dotHeight * p.jumpScale) + abs(p.verticalOffset))
    }

    static func jumping(count: Int, offset: Double, p: JumpingParams) -> [PaintedRRect] {
        let b = p.basic
        let h = jumpingSize(count: count, p: p).height
        let shift = p.verticalOffset != 0 ? p.verticalOffset / 2 : 0           // JP:29-31 canvas.translate
        var out = stillDots(count: count, canvasHeight: h, p: b)               // JP:32: ALL count still dots
        for k in out.indices { out[k].cy += shift }
        if offset > Double(count - 1) {                                         // JP:37
            out += standardPortal(count: count, offset: offset, h: h, p: b, yShift: shift) // JP:38-46
            return out                                                          // JP:47
        }
        let t = frac(offset)                                                    // JP:34
        let target = p.jumpScale - 1.0                                          // JP:51
        let scale = t < 0.5 ? 1.0 + (t * 2) * target                            // JP:53-54
                            : p.jumpScale + (1 - t * 2) * target                // JP:55-56
        let pf = t * Double.pi                                                  // JP:58
        let x = offset.rounded(.down) * b.distance + (1 - ((cos(pf) + 1) / 2)) * b.distance // JP:60-61,63
        let y = h / 2 - sin(pf) * p.verticalOffset                              // JP:59,62,64
        let height = b.dotHeight * scale                                        // JP:66
        let width = b.dotWidth * scale                                          // JP:67
        let ratio = width / b.dotWidth                                          // JP:68 (= scale)
        var r = PaintedRRect.ltrb(x, y - height / 2, x + width, y + height / 2, // JP:69-75: LEFT-anchored
                                  radius: b.radius * ratio, color: .active, strokeWidth: nil)
        r.cy += shift
        out.append(r)                                                           // JP:77
        return out
    }

    // MARK: ScrollingDotsEffect

    /// DE:54-61
    static func scrollingSize(count: Int, p: ScrollingParams) -> (width: Double, height: Double) {
        let d = p.basic.distance
        var w = d * Double(min(count, p.maxVisibleDots))                        // DE:56
        if p.fixedCenter && count <= p.maxVisibleDots { w = Double(count * 2 - 1) * d } // DE:57-59
        return (w, p.basic.dotHeight * p.activeDotScale)                        // DE:60
    }

    /// DE:90-107: fixedCenter selects DFP, otherwise DP.
    static func scrollingDots(count: Int, offset: Double, p: ScrollingParams) -> [PaintedRRect] {
        p.fixedCenter ? scrollingDotsFixedCenter(count: count, offset: offset, p: p)
                      : scrollingDotsMoving(count: count, offset: offset, p: p)
    }

    /// scrolling_dots_painter.dart (DP). Draws indices firstVisibleDot...lastVisibleDot
    /// inclusive (up to maxVisibleDots+1 dots, some of scale 0 / partly off-canvas).
    static func scrollingDotsMoving(count: Int, offset: Double, p: ScrollingParams) -> [PaintedRRect] {
        let b = p.basic
        let (_, h) = scrollingSize(count: count, p: p)
        let mv = p.maxVisibleDots
        let d = b.distance
        let current = Int(offset.rounded(.down))                                // DP:30
        let sp = mv / 2                                                         // DP:31
        let first = (current < sp || count - 1 < mv) ? 0 : min(current - sp, count - mv) // DP:32-35
        let last = min(first + mv, count - 1)                                   // DP:36-37
        let inPre = current < sp                                                // DP:38
        let inAfter = current >= (count - 1) - sp                               // DP:39
        let willStart = (current + 1) == sp + 1                                 // DP:40
        let willStop = current + 1 == (count - 1) - sp                          // DP:41
        let t = frac(offset)                                                    // DP:43
        let portal = offset > Double(count - 1)
        let anchor = (inPre || inAfter) ? -(Double(first) * d)                  // DP:48-50
                                        : -((offset - Double(sp)) * d)
        let small = p.smallDotScale                                             // DP:52
        let activeScale = p.activeDotScale - 1.0                                // DP:53
        let stroke = b.inactiveStroke   // DP:44-46: ALL dots (incl. active) use paintStyle/strokeWidth
        var out: [PaintedRRect] = []
        if last < first { return out }
        for index in first...last {                                             // DP:54
            var share = 0.0                                                     // DP:55 inactive
            var scale = 1.0                                                     // DP:57
            if index == current {                                               // DP:59-67
                share = 1 - t                                                   // lerp(active, inactive, t)
                if portal && count > mv { scale = p.activeDotScale - small * t }
                else { scale = p.activeDotScale - activeScale * t }
            } else if index == first && portal {                                // DP:68-76
                share = t                                                       // lerp(inactive, active, t)
                if count <= mv { scale = 1 + activeScale * t }
                else { scale = small + ((1 - small) + activeScale) * t }
            } else if index - 1 == current {                                    // DP:77-81
                share = t
                scale = 1.0 + activeScale * t
            } else if count - 1 < mv {                                          // DP:82-83
                scale = 1.0
            } else if index == first {                                          // DP:84-91
                if willStart { scale = 1.0 * (1.0 - t) }
                else if inAfter { scale = small }
                else if !inPre { scale = small * (1.0 - t) }
            } else if index == first + 1 && !(inPre || inAfter) {               // DP:92-94
                scale = 1.0 - t * (1.0 - small)
            } else if index == last - 1 {                                       // DP:95-100
                if inPre { scale = small }
                else if !inAfter { scale = small + (1.0 - small) * t }
            } else if index == last {                                           // DP:101-109
                if inPre { scale = 0.0 }
                else if willStop { scale = t }
                else if !inAfter { scale = small * t }
            }
            let sw = b.dotWidth * scale                                         // DP:111
            let sh = b.dotHeight * scale                                        // DP:112
            let y = h / 2                                                       // DP:113
            let x = b.dotWidth / 2 + anchor + Double(index) * d                 // DP:114
            out.append(.ltrb(x - sw / 2 + b.spacing / 2, y - sh / 2,            // DP:116-122
                             x + sw / 2 + b.spacing / 2, y + sh / 2,
                             radius: b.radius * scale, color: mix(share), strokeWidth: stroke))
        }
        return out
    }

    /// scrolling_dots_painter_with_fixed_center.dart (DFP).
    static func scrollingDotsFixedCenter(count: Int, offset: Double, p: ScrollingParams) -> [PaintedRRect] {
        let b = p.basic
        let (w, h) = scrollingSize(count: count, p: p)
        let current = Int(offset.rounded(.down))                                // DFP:22
        let t = offset - Double(current)                                        // DFP:23
        let stroke = b.inactiveStroke                                           // DFP:24-26
        let d = b.distance
        // DFP:82-96 _calcBounds: centred rect W*s x H*s at (start + d*i, h/2), radius r*s
        func bounds(_ start: Double, _ i: Double, _ s: Double, _ color: PaintColor, _ sw: Double?) -> PaintedRRect {
            PaintedRRect(cx: start + d * i, cy: h / 2, width: b.dotWidth * s, height: b.dotHeight * s,
                         radius: b.radius * s, color: color, strokeWidth: sw)
        }
        var out: [PaintedRRect] = []
        for index in 0..<max(count, 0) {                                        // DFP:28
            var share = 0.0                                                     // DFP:29
            if index == current { share = 1 - t }                               // DFP:30-33
            else if index - 1 == current { share = t }                          // DFP:34-37 lerp(a,i,1-t)
            var scale = 1.0                                                     // DFP:40
            let small = p.smallDotScale                                         // DFP:41
            let rev = 1 - t                                                     // DFP:42
            let sp = Double(p.maxVisibleDots - 1) / 2                           // DFP:43
            let c = Double(current), di = Double(index)
            if count > p.maxVisibleDots {                                       // DFP:45
                if di >= c - sp && di <= c + (sp + 1) {                         // DFP:46-47
                    if di == c + sp { scale = small + (1 - small) * t }         // DFP:48-49
                    else if di == c - (sp - 1) { scale = 1 - (1 - small) * t }  // DFP:50-51
                    else if di == c - sp { scale = small * rev }                // DFP:52-53
                    else if di == c + (sp + 1) { scale = small * t }            // DFP:54-55
                } else { continue }                                             // DFP:57-58
            }
            out.append(bounds(w / 2 - offset * d, di, scale, mix(share), stroke)) // DFP:62-69
        }
        // DFP:72-79 fixed active ring at canvas centre, stroke activeStrokeWidth
        out.append(bounds(w / 2, 0, p.activeDotScale, .active, p.activeStrokeWidth))
        return out
    }

    // MARK: CustomizableEffect

    /// DotDecoration.lerp (CE:136-147) incl. DotBorder.lerp (CE:217-228).
    static func lerpDecoration(_ a: DotDecorationRef, _ bb: DotDecorationRef, _ t: Double) -> DotDecorationRef {
        var r = DotDecorationRef()
        r.borderRadius = (0..<4).map { CornerRadius(x: lerp(a.borderRadius[$0].x, bb.borderRadius[$0].x, t),
                                                    y: lerp(a.borderRadius[$0].y, bb.borderRadius[$0].y, t)) } // CE:138
        r.width = lerp(a.width, bb.width, t)                                   // CE:139
        r.height = lerp(a.height, bb.height, t)                                // CE:140
        r.verticalOffset = lerp(a.verticalOffset, bb.verticalOffset, t)        // CE:143-144
        r.rotationAngle = lerp(a.rotationAngle, bb.rotationAngle, t)           // CE:145-146
        if t == 0.0 { r.border = a.border }                                    // CE:218-220
        else if t == 1.0 { r.border = bb.border }                              // CE:221-223
        else {                                                                 // CE:224-227: type -> solid!
            r.border = DotBorderRef(width: lerp(a.border.width, bb.border.width, t),
                                    padding: lerp(a.border.padding, bb.border.padding, t), type: .solid)
        }
        return r
    }

    /// CE:42-60
    static func customizableSize(count: Int, p: CustomizableParams) -> (width: Double, height: Double) {
        let a = p.activeDotDecoration, dd = p.dotDecoration
        let aw = a.width + a.border.neededSpace                                // CE:43-44
        let dw = dd.width + dd.border.neededSpace                              // CE:45
        let w = dw * Double(count - 1) + p.spacing * Double(count) + aw        // CE:47-48
        let os = abs(dd.verticalOffset - a.verticalOffset)                     // CE:50-52
        let hgt = max(dd.height + os + dd.border.neededSpace, a.height + os + a.border.neededSpace) // CE:53-58
        return (w, hgt)
    }

    /// For each dot: a filled RRect (decoration colour) then a stroked border
    /// RRect (always painted, even for DotBorderType.none: CP:119-129).
    /// Colour overrides (activeColorOverride / inActiveColorOverride) are not modelled.
    static func customizable(count: Int, offset: Double, p: CustomizableParams) -> [PaintedRRect] {
        let (_, h) = customizableSize(count: count, p: p)
        let a = p.activeDotDecoration, dd = p.dotDecoration
        let current = Int(offset.rounded(.down))                               // CP:34
        let t = offset - Double(current)                                       // CP:36
        let maxVO = max(a.verticalOffset, dd.verticalOffset)                   // CP:37-40
        let yT = abs(a.verticalOffset - dd.verticalOffset)                     // CP:42-49
        let translateY = -maxVO + yT / 2                                       // CP:50 (= -(a.vo+dd.vo)/2)
        var drawing = p.spacing / 2                                            // CP:52
        var out: [PaintedRRect] = []
        for i in 0..<max(count, 0) {                                           // CP:54
            var deco = dd                                                      // CP:63
            var share = 0.0
            if i == current {                                                  // CP:64-66
                deco = lerpDecoration(a, dd, t); share = 1 - t
            } else if i - 1 == current || (i == 0 && offset > Double(count - 1)) { // CP:67-69
                deco = lerpDecoration(dd, a, t); share = t
            }
            let ns = deco.border.neededSpace
            let x = drawing + ns / 2                                           // CP:72
            let y = h / 2 + deco.verticalOffset                                // CP:73
            let l = x, tp = y - deco.height / 2, r = x + deco.width, bt = y + deco.height / 2 // CP:75-79
            let pad = deco.border.padding
            let sl = l - pad, st = tp - pad, sr = r + pad, sb = bt + pad        // CP:86 outerRect.inflate(padding)
            let rx = (sr - sl) / (r - l)                                       // CP:87 (NaN if width 0)
            let ry = (sb - st) / (bt - tp)                                     // CP:88
            drawing = sr + p.spacing                                           // CP:102
            let rot = deco.rotationAngle * Double.pi / 180                     // CP:106-112, CP:138
            // pivot Offset(rRect.right - rRect.width/2, yPos) = centre of both rects (CP:110)
            var fill = PaintedRRect(cx: (l + r) / 2, cy: y + translateY, width: r - l, height: bt - tp,
                                    radius: deco.borderRadius[0].x, color: mix(share), strokeWidth: nil) // CP:114-117
            fill.rotation = rot
            fill.corners = deco.borderRadius                                   // CP:80-83
            out.append(fill)
            var border = PaintedRRect(cx: (sl + sr) / 2, cy: y + translateY, width: sr - sl, height: sb - st,
                                      radius: deco.borderRadius[0].x * rx, color: .border(share),
                                      strokeWidth: deco.border.width)          // CP:119-122, 124-129
            border.rotation = rot
            border.corners = deco.borderRadius.map { CornerRadius(x: $0.x * rx, y: $0.y * ry) } // CP:90-100
            out.append(border)
        }
        return out
    }

    // MARK: centre-line compositing (y = canvasHeight/2), x from canvas left = 0

    private struct Op {
        var from: Double, to: Double, active: Bool
        var mask: [(Double, Double)]?   // op only shows inside these intervals
    }

    private static func composite(_ ops: [Op]) -> [CentreInterval] {
        var xs = Set<Double>()
        for op in ops where op.to > op.from {
            xs.insert(op.from); xs.insert(op.to)
            for m in op.mask ?? [] { xs.insert(m.0); xs.insert(m.1) }
        }
        let s = xs.sorted()
        var res: [CentreInterval] = []
        guard s.count >= 2 else { return res }
        for k in 0..<(s.count - 1) {
            let a = s[k], bnd = s[k + 1]
            guard bnd > a else { continue }
            let mid = (a + bnd) / 2
            var top: Bool? = nil
            for op in ops where op.to > op.from && op.from <= mid && mid <= op.to {
                if let m = op.mask, !m.contains(where: { $0.0 <= mid && mid <= $0.1 }) { continue }
                top = op.active
            }
            if let c = top {
                if let lastI = res.last, lastI.active == c, lastI.to == a { res[res.count - 1].to = bnd }
                else { res.append((from: a, to: bnd, active: c)) }
            }
        }
        return res
    }

    /// Centre-line footprint of still dots (IP:51-70).  Fill: [L, R] (an RRect with
    /// effective radius <= height/2 covers its full width on its centre row).
    /// Stroke: bands of strokeWidth centred on x = L and x = R (whole [L-s/2, R+s/2]
    /// if the stroke fills the dot, i.e. s/2 >= min(W,H)/2).
    private static func stillOps(count: Int, p: BasicParams) -> [Op] {
        var ops: [Op] = []
        for i in 0..<max(count, 0) {
            let l = Double(i) * p.distance, r = l + p.dotWidth                 // IP:60-67
            if p.paintStyle == .fill {
                ops.append(Op(from: l, to: r, active: false, mask: nil))
            } else {
                let s = p.strokeWidth
                if s / 2 >= min(p.dotWidth, p.dotHeight) / 2 {
                    ops.append(Op(from: l - s / 2, to: r + s / 2, active: false, mask: nil))
                } else {
                    ops.append(Op(from: l - s / 2, to: l + s / 2, active: false, mask: nil))
                    ops.append(Op(from: r - s / 2, to: r + s / 2, active: false, mask: nil))
                }
            }
        }
        return ops
    }

    /// Mask of maskStillDots (IP:75-82): after drawPath(canvasRect − ∪dots, BlendMode.clear)
    /// the layer survives inside the still-dot fill shapes and outside the canvas rect.
    private static func stillMask(count: Int, p: BasicParams, canvasWidth: Double, lo: Double, hi: Double) -> [(Double, Double)] {
        var m: [(Double, Double)] = (0..<max(count, 0)).map { (Double($0) * p.distance, Double($0) * p.distance + p.dotWidth) }
        m.append((min(lo, 0) - 1, 0))
        m.append((canvasWidth, max(hi, canvasWidth) + 1))
        return m
    }

    private static func centreLine(_ shapes: [PaintedRRect], count: Int, p: BasicParams, canvasWidth: Double) -> [CentreInterval] {
        var ops = stillOps(count: count, p: p)
        for s in shapes.dropFirst(count) {   // everything after the still dots is active fill
            let mask = s.maskedToStillDots ? stillMask(count: count, p: p, canvasWidth: canvasWidth, lo: s.left, hi: s.right) : nil
            ops.append(Op(from: s.left, to: s.right, active: true, mask: mask))
        }
        return composite(ops)
    }

    /// Painted intervals on the row's horizontal centre line for SlideEffect (any type).
    /// slideUnder: active only where the active rect overlaps a still dot (SP:56-60, IP:75-82).
    static func centreLineSlide(count: Int, offset: Double, p: SlideParams) -> [CentreInterval] {
        centreLine(slide(count: count, offset: offset, p: p), count: count, p: p.basic,
                   canvasWidth: slideSize(count: count, p: p).width)
    }

    /// Painted intervals on the row's horizontal centre line for WormEffect (any type).
    /// underground/thinUnderground: worm ∩ still dots (WMP:72-77, IP:75-82).
    static func centreLineWorm(count: Int, offset: Double, p: WormParams) -> [CentreInterval] {
        centreLine(worm(count: count, offset: offset, p: p), count: count, p: p.basic,
                   canvasWidth: wormSize(count: count, p: p).width)
    }
}
