// `import UIKit` brings Foundation with it; `import FolioKit` does the same, so a ported
// delegate class may inherit `NSObject` and use `IndexPath`, `Date` and `URL` unchanged.
@_exported import Foundation
