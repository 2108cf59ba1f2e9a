/// The preview code's old name for `SyscallError`, kept only until that code moves onto
/// `Syscall` (it was being edited elsewhere when the configuration's copy was removed).
typealias SystemCallError = SyscallError
