/// Platform presets: a style with the parameters that make it look like a platform's
/// control, as a labelled row. Sources and the mapping are in docs/styles.md.
public enum Preset: String, CaseIterable, Sendable {
    /// UIPageControl, iOS 14+ defaults: the system style as specified.
    case ios
    /// Android ScrollingPagerIndicator (Tinkoff): 5 visible dots of 6, the selected 10.
    case android
    /// Swiper's dynamic bullets: 8 px bullets 4 px apart each side, one main bullet, the
    /// neighbours scaled 0.66 and 0.33.
    case swiper
    /// Wear OS (Compose for Wear OS) horizontal page indicator: 6 dp dots, 4 dp apart, at
    /// most 6 shown.
    case wearos
    /// smooth_page_indicator's ScrollingDotsEffect: 16 × 16 dots 8 apart, 5 visible, the
    /// active one scaled 1.3, the edge ones 0.66; and the same with its fixed centre.
    case flutter, flutterCentred = "flutter-centred"
    /// smooth_page_indicator's CustomizableEffect as its example app sets it: a 32 × 12
    /// pill raised 10 over 24 × 12 pills, 6 apart.
    case flutterCustom = "flutter-custom"
    /// smooth_page_indicator's other effects at their defaults: 16 × 16 dots 8 apart (the
    /// scale effect's 10 apart), the jumping dot without a vertical offset, the swap flat.
    case flutterWorm = "flutter-worm", flutterExpanding = "flutter-expanding", flutterJumping = "flutter-jumping"
    case flutterScale = "flutter-scale", flutterColor = "flutter-color", flutterSwap = "flutter-swap", flutterSlide = "flutter-slide"
    /// dotsindicator's Compose types (ShiftIndicatorType, SpringIndicatorType,
    /// WormIndicatorType, BalloonIndicatorType) with their defaults: 16 dp dots 12 dp apart
    /// (Balloon: 12 dp), in PageDots' window of 10 (the peer's row shows every dot and
    /// scrolls only when dragged; maxDots 1000 shows them all).
    case dotsShift = "dots-shift", dotsSpring = "dots-spring", dotsWorm = "dots-worm", dotsBalloon = "dots-balloon"

    /// Every preset's name, comma-separated, a family's names braced together to keep
    /// messages short: "ios, …, flutter, flutter-{centred, custom, …}, dots-{shift, …}".
    public static var names: String {
        var families: [(stem: String, tails: [String])] = []
        for p in allCases {
            let parts = p.rawValue.split(separator: "-", maxSplits: 1).map(String.init)
            let tail = parts.count > 1 ? parts[1] : ""
            if let i = families.firstIndex(where: { $0.stem == parts[0] }) { families[i].tails.append(tail) } else { families.append((parts[0], [tail])) }
        }
        return families.map { f in
            let named = f.tails.filter { !$0.isEmpty }
            guard named.count > 1 else { return f.tails.map { $0.isEmpty ? f.stem : f.stem + "-" + $0 }.joined(separator: ", ") }
            let braced = f.stem + "-{" + named.joined(separator: ", ") + "}"
            return f.tails.contains("") ? f.stem + ", " + braced : braced
        }.joined(separator: ", ")
    }

    /// The style the preset uses.
    public var kind: StyleKind {
        switch self {
        case .ios: return .system
        case .android: return .scale
        case .flutter, .flutterCentred: return .scrolling
        case .flutterCustom: return .customizable
        case .flutterWorm: return .worm
        case .flutterExpanding: return .expanding
        case .flutterJumping: return .jumping
        case .flutterScale: return .scale
        case .flutterColor: return .color
        case .flutterSwap: return .swap
        case .flutterSlide: return .slide
        case .swiper: return .instagram
        case .wearos: return .system
        case .dotsShift: return .expanding
        case .dotsSpring: return .slide
        case .dotsWorm: return .worm
        case .dotsBalloon: return .scale
        }
    }

    /// The parameters the preset sets, in order.
    public var settings: [(name: String, value: ParameterValue)] {
        switch self {
        case .ios: return []
        case .android: return [("diameter", .number(6)), ("spacing", .number(6)), ("maxDots", .number(5)), ("activeScale", .number(1.67))]
        case .swiper: return [("diameter", .number(8)), ("spacing", .number(8)), ("maxDots", .number(5)), ("fullDots", .number(1)),
                              ("sideScales", .numbers([0.66, 0.33]))]
        case .wearos: return [("diameter", .number(6)), ("spacing", .number(4)), ("maxDots", .number(6))]
        case .flutter: return [("diameter", .number(16)), ("spacing", .number(8)), ("maxDots", .number(5)), ("activeScale", .number(1.3))]
        case .flutterCentred: return Preset.flutter.settings + [("fixedCenter", .number(1))]
        case .flutterCustom: return [("spacing", .number(6)), ("width", .number(24)), ("height", .number(12)), ("radius", .number(16)),
                                     ("activeWidth", .number(32)), ("activeHeight", .number(12)), ("activeRadius", .number(24)),
                                     ("activeOffset", .number(-10))]
        case .flutterWorm, .flutterExpanding, .flutterColor, .flutterSlide: return [("diameter", .number(16)), ("spacing", .number(8))]
        case .flutterJumping: return [("diameter", .number(16)), ("spacing", .number(8)), ("jumpHeight", .number(0)), ("jumpScale", .number(1.4))]
        case .flutterScale: return [("diameter", .number(16)), ("spacing", .number(10)), ("activeScale", .number(1.4))]
        case .flutterSwap: return [("diameter", .number(16)), ("spacing", .number(8)), ("swapDepth", .number(0))]
        case .dotsShift: return [("diameter", .number(16)), ("spacing", .number(12)), ("expansionFactor", .number(3))]
        case .dotsSpring, .dotsWorm: return [("diameter", .number(16)), ("spacing", .number(12))]
        case .dotsBalloon: return [("diameter", .number(12)), ("spacing", .number(12)), ("activeScale", .number(1.5))]
        }
    }

    /// The row's label.
    public var label: String {
        switch self {
        case .ios: return "iOS UIPageControl"
        case .android: return "Android ScrollingPagerIndicator"
        case .swiper: return "Swiper dynamicBullets"
        case .wearos: return "Wear OS page indicator"
        case .flutter: return "Flutter ScrollingDotsEffect"
        case .flutterCentred: return "Flutter ScrollingDotsEffect fixedCenter"
        case .flutterCustom: return "Flutter CustomizableEffect (example)"
        case .flutterWorm: return "Flutter WormEffect"
        case .flutterExpanding: return "Flutter ExpandingDotsEffect"
        case .flutterJumping: return "Flutter JumpingDotEffect"
        case .flutterScale: return "Flutter ScaleEffect"
        case .flutterColor: return "Flutter ColorTransitionEffect"
        case .flutterSwap: return "Flutter SwapEffect"
        case .flutterSlide: return "Flutter SlideEffect"
        case .dotsShift: return "dotsindicator Shift"
        case .dotsSpring: return "dotsindicator Spring"
        case .dotsWorm: return "dotsindicator Worm"
        case .dotsBalloon: return "dotsindicator Balloon"
        }
    }

    /// The style with the preset's parameters and `more` on top, checked together.
    public func style(_ more: [(name: String, value: ParameterValue)] = []) throws -> PageIndicator {
        try PageIndicator(kind, settings: settings + more)
    }

    /// The preset as a row, with its label.
    public func row() throws -> RowSpec { RowSpec(try style(), label: label, preset: self) }
}
