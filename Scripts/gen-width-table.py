import ctypes
libc = ctypes.CDLL("libc.so.6"); libc.setlocale(6, b"C.UTF-8")
w = libc.wcwidth; w.argtypes=[ctypes.c_wchar]
def width(c): return -1 if 0xD800<=c<=0xDFFF else w(chr(c))
def ranges(pred):
    out=[]; start=None
    for c in range(0x110000):
        if pred(c):
            if start is None: start=c
        elif start is not None: out.append((start,c-1)); start=None
    if start is not None: out.append((start,0x10FFFF))
    return out
W={c:width(c) for c in range(0x110000)}
zero=ranges(lambda c: c>=0xA0 and W[c]==0)
wide=ranges(lambda c: W[c]==2)
unp=ranges(lambda c: c>=0xA0 and W[c]<0)
def fmt(name, rs, doc):
    s=f"    /// {doc}\n    static let {name}: [UInt32] = [\n"
    items=[f"0x{a:X}, 0x{b:X}" for a,b in rs]
    for i in range(0,len(items),6): s+="        "+", ".join(items[i:i+6])+",\n"
    return s+"    ]\n"
src="""// Generated from glibc 2.36 wcwidth() in the C.UTF-8 locale by Scripts/gen-width-table.py.
// ncurses measures text with the same wcwidth, so FolioKit's idea of a width and the
// terminal's agree cell for cell. Do not edit by hand; regenerate.

/// Sorted, inclusive code point ranges stored as flat pairs (start, end).
enum WidthTable {
"""+fmt("zeroWidth",zero,"Scalars at or above U+00A0 that occupy no column (combining marks, joiners, selectors).")+fmt("doubleWidth",wide,"Scalars that occupy two columns (East Asian wide and fullwidth, emoji presentation).")+fmt("unprintable",unp,"Scalars at or above U+00A0 that glibc cannot print (unassigned, surrogates, non-characters).")+"}\n"
import sys; open(sys.argv[1],"w").write(src)
print(len(zero),len(wide),len(unp))
