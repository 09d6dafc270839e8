import PageDots

/// `--region X,Y,W,H`: a rectangle of a recording, in its pixels.
struct RegionOption: ArgumentValue {
    var region: PixelRegion

    static func parse(_ text: String) throws(ValueRefused) -> RegionOption {
        let allowed = "X,Y,W,H: four whole numbers (pixels), X and Y from 0, W and H at least 2"
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let numbers = parts.compactMap { Int($0) }
        guard parts.count == 4, numbers.count == 4, numbers.allSatisfy({ $0 >= 0 && $0 <= 1 << 20 }), numbers[2] >= 2, numbers[3] >= 2 else {
            throw .notAllowed(text, allowed: allowed)
        }
        return RegionOption(region: PixelRegion(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
    }
}
