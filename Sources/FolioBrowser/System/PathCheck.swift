#if canImport(Glibc)
import Glibc
#endif

/// The checks the command line makes on the path it is given, before any screen is drawn:
/// the public face of `Syscall` for code outside FolioBrowser.
public enum PathCheck {
    /// Whether `path`, followed through symlinks (`stat`), is a directory.
    public static func isDirectory(_ path: RawPath) -> Result<Bool, SyscallError> {
        Syscall.status(path).map { $0.st_mode & S_IFMT == S_IFDIR }
    }

    /// Succeeds when this process may read `path` (`access` with `R_OK`).
    public static func checkReadable(_ path: RawPath) -> Result<Void, SyscallError> {
        Syscall.access(path, R_OK)
    }
}
