extension FileColors {
    /// The colours used when `LS_COLORS` is unset or empty: those of GNU dircolors' built-in
    /// database (coreutils 9), as `eval "$(dircolors)"` would set them.
    public static let defaultLSColors: String = {
        let types = "rs=0:di=01;34:ln=01;36:mh=00:pi=40;33:so=01;35:do=01;35:bd=40;33;01:cd=40;33;01:or=40;31;01:"
            + "mi=00:su=37;41:sg=30;43:ca=00:tw=30;42:ow=34;42:st=37;44:ex=01;32:"
        let groups: [(String, String)] = [
            ("01;31", "tar tgz arc arj taz lha lz4 lzh lzma tlz txz tzo t7z zip z dz gz lrz lz lzo xz zst tzst bz2 bz "
                + "tbz tbz2 tz deb rpm jar war ear sar rar alz ace zoo cpio 7z rz cab wim swm dwm esd"),
            ("01;35", "avif jpg jpeg mjpg mjpeg gif bmp pbm pgm ppm tga xbm xpm tif tiff png svg svgz mng pcx mov mpg "
                + "mpeg m2v mkv webm webp ogm mp4 m4v mp4v vob qt nuv wmv asf rm rmvb flc avi fli flv gl dl xcf xwd "
                + "yuv cgm emf ogv ogx"),
            ("00;36", "aac au flac m4a mid midi mka mp3 mpc ogg ra wav oga opus spx xspf"),
        ]
        var text = types
        for (code, extensions) in groups {
            for ext in extensions.split(separator: " ") { text += "*.\(ext)=\(code):" }
        }
        // Backups and leftovers, dimmed.
        for suffix in ["~", "#", ".bak", ".old", ".orig", ".part", ".rej", ".swp", ".tmp", ".dpkg-dist", ".dpkg-old",
                       ".ucf-dist", ".ucf-new", ".ucf-old", ".rpmnew", ".rpmorig", ".rpmsave"] {
            text += "*\(suffix)=00;90:"
        }
        return text
    }()
}
