import FlagGenerator
import Foundation

extension CalendarDate {
    /// The current day in the machine's time zone.
    package static func today() -> CalendarDate {
        let components = Calendar(identifier: .gregorian).dateComponents([.year, .month, .day], from: Date())
        return CalendarDate(year: components.year!, month: components.month!, day: components.day!)
    }
}
