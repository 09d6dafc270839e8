import Foundation
/// Bad input from the command line: one line for people; exit status 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
