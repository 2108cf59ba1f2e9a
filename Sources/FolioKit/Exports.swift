// `import FolioKit` brings FoundationEssentials (`IndexPath`, `Date`, `URL`, `Data`) and, as
// Foundation did on Linux, Glibc and Dispatch. Not the whole of Foundation: its
// internationalization and ICU data would more than double an app's size. A ported delegate
// class that inherits `NSObject` imports Foundation itself.
@_exported import Dispatch
@_exported import FoundationEssentials
@_exported import Glibc
