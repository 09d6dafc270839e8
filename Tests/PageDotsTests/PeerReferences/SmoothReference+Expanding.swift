// smooth_page_indicator 2.0.1's ExpandingDotsEffect, as SmoothReference.swift: written
// from the Dart source, every formula citing "file:line".
//   XP = lib/src/painters/expanding_dots_painter.dart
//   XE = lib/src/effects/expanding_dots_effect.dart

struct ExpandingParams {                                                             // XE:15-26
    var basic = BasicParams()
    var expansionFactor: Double = 3                                                  // XE:16
}

extension SmoothRef {
    /// XE:29-34
    static func expandingSize(count: Int, p: ExpandingParams) -> (width: Double, height: Double) {
        ((p.basic.dotWidth + p.basic.spacing) * Double(count - 1) + p.expansionFactor * p.basic.dotWidth, p.basic.dotHeight)
    }

    /// XP:25-59. The dot after the current one expands as the current one shrinks; past
    /// the last page (the loop's portal) the first dot is that next one (XP:42).
    static func expanding(count: Int, offset: Double, p: ExpandingParams) -> [PaintedRRect] {
        let b = p.basic
        let h = expandingSize(count: count, p: p).height
        let current = Int(offset.rounded(.down))                                    // XP:26
        var drawingOffset = -b.spacing                                               // XP:27
        let t = offset - Double(current)                                             // XP:28
        var out: [PaintedRRect] = []
        for i in 0..<count {                                                         // XP:30
            let active = b.dotWidth * p.expansionFactor                              // XP:32
            let expansion = t / 2 * ((active - b.dotWidth) / 0.5)                    // XP:33-34
            let x = drawingOffset + b.spacing                                        // XP:35
            var width = b.dotWidth                                                   // XP:36
            var share = 0.0                                                          // XP:31
            if i == current {                                                        // XP:37
                share = 1 - t                                                        // XP:39-40 lerp(active, inactive, t)
                width = active - expansion                                           // XP:41
            } else if i - 1 == current || (i == 0 && offset > Double(count - 1)) {   // XP:42
                width = b.dotWidth + expansion                                       // XP:43
                share = t                                                            // XP:45-46 lerp(active, inactive, 1 - t)
            }
            let y = h / 2                                                            // XP:48
            let r = PaintedRRect.ltrb(x, y - b.dotHeight / 2, x + width, y + b.dotHeight / 2, // XP:49-55
                                      radius: b.radius, color: mix(share), strokeWidth: b.inactiveStroke)
            drawingOffset = r.right                                                  // XP:56
            out.append(r)
        }
        return out
    }
}
