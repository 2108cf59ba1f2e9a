#if canImport(Glibc)
import Glibc
#endif

/// The `errno` of a failed call as words a person can act on; the one place errno becomes text.
func errorText(_ code: Int32) -> String {
    switch code {
    case EACCES, EPERM: return "permission denied"
    case ENOENT: return "no such file or directory (it may have been removed)"
    case ELOOP: return "too many levels of symbolic links (a symlink loop)"
    case ENOTDIR: return "not a directory"
    case EISDIR: return "is a directory"
    case ENAMETOOLONG: return "the name is too long"
    case EMFILE, ENFILE: return "too many open files (raise the limit with ulimit -n)"
    case ENOSPC: return "no space left on the device"
    case EDQUOT: return "over the disk quota"
    case EROFS: return "the file system is read-only"
    case EEXIST: return "it already exists"
    case ENOTEMPTY: return "the directory is not empty"
    case EXDEV: return "it cannot be moved to another file system"
    case EBUSY: return "it is in use"
    case EIO: return "input/output error (the disk or connection may be failing)"
    case ENOMEM: return "out of memory"
    default:
        // strerror's words, lower-cased to sit after a colon like the ones above.
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
