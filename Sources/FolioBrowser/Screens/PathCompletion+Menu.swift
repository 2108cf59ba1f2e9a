import FolioKit

extension PathCompletion {
    /// Several candidates for one Tab, cycled as a shell's menu completion does (zsh's
    /// `menu-complete`, fish's pager): a further Tab puts the next one in the prompt, Shift-Tab
    /// the one before, wrapping around; the notice row shows them with the chosen one marked.
    struct Menu: Equatable {
        /// The typed folder the candidates are in (`/usr/include/`, `~/`, or empty).
        let folder: String
        /// The candidate names, in the order they are offered.
        let candidates: [String]
        /// The prompt's text before any candidate is chosen: the common prefix.
        let prefix: String
        /// The candidate chosen, nil before the first further Tab.
        private(set) var index: Int?

        /// A menu over a completion that found several candidates; nil for fewer.
        init?(_ completion: PathCompletion) {
            guard completion.candidates.count > 1, completion.problem == nil else { return nil }
            folder = completion.folder
            candidates = completion.candidates
            prefix = completion.text
        }

        /// What the prompt shows: the chosen candidate as a directory (`name/`), else the prefix.
        var text: String { index.map { folder + candidates[$0] + "/" } ?? prefix }

        /// Chooses the next candidate (`by: 1`) or the one before (`by: -1`), wrapping around;
        /// from none chosen, the first or the last.
        mutating func step(by step: Int) {
            let count = candidates.count
            if let index {
                self.index = ((index + step) % count + count) % count
            } else {
                index = step < 0 ? count - 1 : 0
            }
        }

        /// The notice row's line in `width` columns: the page of candidates holding the chosen one, marked `[name]`, after `3/12:`; `…` stands for the pages on either side.
        ///
        /// Before a choice, the first page, after `Tab cycles:`.
        ///
        /// Pages do not move as the choice does, so Tab walks the mark across a still row. The
        /// names are shown in their visible form (a control character cannot reach the screen).
        func line(width: Int) -> String {
            let count = candidates.count
            let numbered = "\(count)/\(count): ", unchosen = "Tab cycles: "
            // Room for the names: a chosen one's line has its number, `… `, ` …` and the mark's
            // brackets besides; the line before a choice (the first page) `Tab cycles:` and ` …`.
            let room = max(1, width - max(TextWidth.width(of: numbered) + 6, TextWidth.width(of: unchosen) + 2))
            let names = candidates.map { TextWidth.truncate(TextWidth.visible($0), toWidth: room) }
            let pages = Self.pages(widths: names.map { TextWidth.width(of: $0) }, room: room)
            let page = pages.firstIndex { $0.contains(index ?? 0) } ?? 0
            let shown = pages[page].map { $0 == index ? "[" + names[$0] + "]" : names[$0] }.joined(separator: "  ")
            let start = index.map { "\($0 + 1)/\(count): " } ?? unchosen
            return start + (page > 0 ? "… " : "") + shown + (page < pages.count - 1 ? " …" : "")
        }

        /// The candidates split into rows of at most `room` columns, two spaces between names.
        static func pages(widths: [Int], room: Int) -> [Range<Int>] {
            var pages: [Range<Int>] = []
            var start = 0, used = 0
            for (index, width) in widths.enumerated() {
                if index > start && used + 2 + width > room {
                    pages.append(start..<index)
                    start = index
                    used = width
                } else {
                    used += (index > start ? 2 : 0) + width
                }
            }
            pages.append(start..<widths.count)
            return pages
        }
    }
}
